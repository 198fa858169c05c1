import { createFileRoute } from "@tanstack/react-router"
import { TermsSalePage } from "../../components/pages/terms-sale-page.tsx"

/** /TermsSale (§2): the footer's 'Terms Of Sale' page. */
export const Route = createFileRoute("/_layout/TermsSale")({ component: TermsSalePage })
