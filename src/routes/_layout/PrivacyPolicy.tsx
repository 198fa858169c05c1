import { createFileRoute } from "@tanstack/react-router"
import { PrivacyPolicyPage } from "../../components/pages/privacy-policy-page.tsx"

/** /PrivacyPolicy (§2): the footer's 'Privacy Policy' page. */
export const Route = createFileRoute("/_layout/PrivacyPolicy")({ component: PrivacyPolicyPage })
