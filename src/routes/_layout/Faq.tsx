import { createFileRoute } from "@tanstack/react-router"
import { FaqPage } from "../../components/pages/faq-page.tsx"

/** /Faq (§2): the footer's 'Faq' page. */
export const Route = createFileRoute("/_layout/Faq")({ component: FaqPage })
