import { createFileRoute, useRouter } from "@tanstack/react-router"
import { adminCall } from "../../../app/api-tags.ts"
import { SlidersAdmin } from "../-admin/sliders-admin.tsx"

/**
 * /admin/sliders (issue 20 item 1): the home page's main slider and its three-slider banners; add,
 * edit, hide and show, put in order (up and down), delete (asked first). Their images are uploaded like a
 * product's; the home page of this browser reads them again after each change.
 */
export const Route = createFileRoute("/_layout/admin/sliders")({
  loader: ({ context }) => context.runtime.runPromise(adminCall((api) => api.sliders)),
  component: SlidersScreen
})

function SlidersScreen() {
  const data = Route.useLoaderData()
  const router = useRouter()
  return <SlidersAdmin data={data} onChanged={() => router.invalidate()} />
}
