import { createFileRoute } from "@tanstack/react-router"
import { CareerPage } from "../../components/pages/career-page.tsx"

/** /Career (§2): the footer's 'Careers' page. */
export const Route = createFileRoute("/_layout/Career")({ component: CareerPage })
