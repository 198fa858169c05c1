import { createFileRoute, useRouter } from "@tanstack/react-router"
import { adminCall } from "../../../app/api-tags.ts"
import type { UrlSearch } from "../-admin/orders-list.tsx"
import { OrdersAdmin } from "../-admin/orders-list.tsx"

/**
 * The list's place in the URL as the router read it: the admin call decodes it with the contract's
 * Schema and drops what is malformed (admin-search-params.ts). Checked there, not here: a route's
 * `validateSearch` travels in the route tree every shopper loads (DESIGN §6); this one only names
 * the search's type for the screen's links.
 */
const validateSearch = (raw: Record<string, unknown>): UrlSearch => raw as UrlSearch

/**
 * /admin/orders (issue 5; issue 20 item 3): every order, found by number, the customer's mobile or
 * name, filtered by status, payment mode and dates; move each through its statuses, cancel, text the
 * customer, open its detail.
 */
export const Route = createFileRoute("/_layout/admin/orders/")({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.runtime.runPromise(adminCall((api) => api.orders(deps))),
  component: OrdersScreen
})

function OrdersScreen() {
  const result = Route.useLoaderData()
  const router = useRouter()
  return <OrdersAdmin result={result} onChanged={() => router.invalidate()} />
}
