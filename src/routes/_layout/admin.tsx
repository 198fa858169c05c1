import { createFileRoute, Link, Outlet, redirect } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useApp } from "../../app/app-context.tsx"
import { Pending } from "../../components/pending.tsx"

/**
 * /admin (issue 6): the shop's admin screens, for clients with the admin role. A visitor is sent to
 * sign in; a customer sees that the page is not theirs. The server checks the role on every call
 * as well (AdminAuth), so this guard is for the shopper's sake, not the shop's.
 */
export const Route = createFileRoute("/_layout/admin")({
  beforeLoad: ({ context }) => {
    if (!context.actors.auth.getSnapshot().context.isAuth) throw redirect({ to: "/login" })
  },
  // The shop spawns the admin actors before the first admin screen draws (src/app/admin-actors.ts).
  loader: async ({ context }) => {
    const { adminActors } = await import("../../app/admin-actors.ts")
    adminActors(context)
  },
  component: AdminLayout
})

const TABS = [
  ["/admin/brands", "Brands"],
  ["/admin/super-categories", "Super categories"],
  ["/admin/products", "Products"],
  ["/admin/orders", "Orders"],
  ["/admin/returns", "Returns"],
  ["/admin/reviews", "Reviews"],
  ["/admin/settings", "Settings"]
] as const

function AdminLayout() {
  const { actors } = useApp()
  const auth = useSelector(actors.auth, (s) => ({ loading: s.context.userLoading, role: s.context.loginData?.role }))
  if (auth.role === undefined && auth.loading) return <Pending />
  if (auth.role !== "admin") {
    return (
      <div className="mx-auto max-w-md py-12 text-center">
        <h1 className="text-2xl font-bold">Admins only</h1>
        <p className="mt-2 text-slate-600">This part of Bazaar is for the shop's admins. Your account is a customer account.</p>
        <Link to="/" className="mt-4 inline-block rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">Continue shopping</Link>
      </div>
    )
  }
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 pb-3">
        <h1 className="text-2xl font-bold">Admin</h1>
        <nav aria-label="Admin" className="flex gap-1 overflow-x-auto text-sm font-medium">
          {TABS.map(([to, label]) => (
            <Link key={to} to={to} className="rounded-lg px-3 py-2 text-slate-600 hover:bg-slate-100" activeProps={{ className: "bg-orange-50 text-orange-700" }}>
              {label}
            </Link>
          ))}
        </nav>
      </div>
      <Outlet />
    </div>
  )
}
