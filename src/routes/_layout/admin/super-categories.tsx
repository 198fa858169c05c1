import { createFileRoute } from "@tanstack/react-router"
import { SuperCategoriesAdmin } from "../-admin/super-categories-admin.tsx"

/** /admin/super-categories (issue 6, §4): create appends, update replaces by _id, delete removes. */
export const Route = createFileRoute("/_layout/admin/super-categories")({ component: SuperCategoriesAdmin })
