import { createFileRoute, Link, Outlet, redirect, useRouterState } from "@tanstack/react-router"
import { ADMIN_SCREENS, AREA_ROLES, areaOfAdminPath, isStaff, mayWorkIn, ROLE_LABELS } from "#domain/staff.ts"
import { useSelector } from "@xstate/react"
import { userLoadingOf } from "#machines/authentication-reads.ts"
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

function AdminLayout() {
  const { actors } = useApp()
  const auth = useSelector(actors.auth, (s) => ({ loading: userLoadingOf(s), role: s.context.loginData?.role }))
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (auth.role === undefined && auth.loading) return <Pending />
  if (!isStaff(auth.role)) {
    return (
      <div className="mx-auto max-w-md py-12 text-center">
        <h1 className="text-2xl font-bold">Admins only</h1>
        <p className="mt-2 text-slate-600">This part of Bazaar is for the shop's admins. Your account is a customer account.</p>
        <Link to="/" className="mt-4 inline-block rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">Continue shopping</Link>
      </div>
    )
  }
  // Issue 20 item 8: each role sees the screens of its areas; another area's screen says so.
  const role = auth.role
  const screens = ADMIN_SCREENS.filter((screen) => mayWorkIn(role, screen.area))
  const areas = [...new Set(screens.map((screen) => screen.area))]
  const area = areaOfAdminPath(pathname)
  const allowed = area === undefined || mayWorkIn(role, area)
  return (
    <div className="space-y-6">
      {/* Issue 33: sixteen screens overflowed one row at 1280 px (the last ones scrolled out of
          sight). From a tablet up the menu wraps between areas, each area's screens kept together; a
          phone scrolls the row. */}
      <div className="space-y-2 border-b border-slate-200 pb-3">
        <h1 className="text-2xl font-bold">Admin</h1>
        <nav aria-label="Admin" className="flex min-w-0 max-w-full gap-x-3 gap-y-1 overflow-x-auto text-sm font-medium sm:flex-wrap sm:overflow-visible">
          {areas.map((area) => (
            <div key={area} className="flex shrink-0 gap-1 sm:border-l sm:border-slate-200 sm:pl-3 sm:first:border-l-0 sm:first:pl-0">
              {screens.filter((screen) => screen.area === area).map(({ path: to, label }) => (
                <Link key={to} to={to} className="whitespace-nowrap rounded-lg px-3 py-2 text-slate-600 hover:bg-slate-100" activeProps={{ className: "bg-orange-50 text-orange-700" }}>
                  {label}
                </Link>
              ))}
            </div>
          ))}
        </nav>
      </div>
      {allowed ? <Outlet /> : (
        <div className="mx-auto max-w-md py-8 text-center">
          <h2 className="text-xl font-bold">Not for your role</h2>
          <p className="mt-2 text-slate-600">This screen is for {area === undefined ? "" : AREA_ROLES[area].map((r) => ROLE_LABELS[r]).join(" and ")} staff. You are signed in as {ROLE_LABELS[role]}.</p>
        </div>
      )}
    </div>
  )
}
