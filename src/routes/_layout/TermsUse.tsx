import { createFileRoute } from "@tanstack/react-router"
import { TermsUsePage } from "../../components/pages/terms-use-page.tsx"

/** /TermsUse (§2): the footer's 'Terms Of Use' page. */
export const Route = createFileRoute("/_layout/TermsUse")({ component: TermsUsePage })
