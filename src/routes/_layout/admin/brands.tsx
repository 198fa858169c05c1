import { createFileRoute } from "@tanstack/react-router"
import { BrandsAdmin } from "../-admin/brands-admin.tsx"

/** /admin/brands (issue 6, §3, §4): every brand, shown or hidden; create, edit, hide, delete, images. */
export const Route = createFileRoute("/_layout/admin/brands")({ component: BrandsAdmin })
