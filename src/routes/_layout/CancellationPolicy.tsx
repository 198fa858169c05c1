import { createFileRoute } from "@tanstack/react-router"
import { CancellationPolicyPage } from "../../components/pages/cancellation-policy-page.tsx"

/** /CancellationPolicy (§2): the footer's 'Cancellation Policy' page. */
export const Route = createFileRoute("/_layout/CancellationPolicy")({ component: CancellationPolicyPage })
