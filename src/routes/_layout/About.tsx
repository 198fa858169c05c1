import { createFileRoute } from "@tanstack/react-router"
import { AboutPage } from "../../components/pages/about-page.tsx"

/** /About (§2): the footer's 'About Us' page. */
export const Route = createFileRoute("/_layout/About")({ component: AboutPage })
