import type { Role } from "./order.ts"

/**
 * Where /admin opens for each role: the first screen of domain/staff.ts's ADMIN_SCREENS that the
 * role works on (a unit test holds the two together). Apart from that list so that the route that
 * redirects (read by every page's route tree) does not carry the list of screens.
 */
export const ADMIN_HOME: Readonly<Record<Role, string>> = {
  admin: "/admin/brands",
  catalogue: "/admin/brands",
  support: "/admin/orders",
  customer: "/admin/brands"
}
