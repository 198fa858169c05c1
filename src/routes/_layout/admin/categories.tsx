import { createFileRoute, useRouter } from "@tanstack/react-router"
import { adminCall } from "../../../app/api-tags.ts"
import { CategoriesAdmin } from "../-admin/categories-admin.tsx"

/**
 * /admin/categories (issue 20 item 1): the catalogue's categories, subcategories and category tags,
 * hidden ones too, a level at a time; create, edit, hide and show, delete (asked first; the server
 * refuses one still in use and says why). The storefront's lists in this browser are read again
 * after each change; every other shopper's follow within the server's refresh time.
 */
export const Route = createFileRoute("/_layout/admin/categories")({
  loader: ({ context }) => context.runtime.runPromise(adminCall((api) => api.catalogue)),
  component: CategoriesScreen
})

function CategoriesScreen() {
  const data = Route.useLoaderData()
  const router = useRouter()
  return <CategoriesAdmin data={data} onChanged={() => router.invalidate()} />
}
