import { createFileRoute } from "@tanstack/react-router"
import { AffiliatePage } from "../../components/pages/affiliate-page.tsx"

/** /Affiliate (§2): the footer's 'Affiliate' page. */
export const Route = createFileRoute("/_layout/Affiliate")({ component: AffiliatePage })
