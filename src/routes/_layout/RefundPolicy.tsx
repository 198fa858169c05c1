import { createFileRoute } from "@tanstack/react-router"
import { RefundPolicyPage } from "../../components/pages/refund-policy-page.tsx"

/** /RefundPolicy (§2): the footer's 'Refund Policy' page. */
export const Route = createFileRoute("/_layout/RefundPolicy")({ component: RefundPolicyPage })
