import { isStaff, type Role } from "./order.ts"

// Staff roles (issue 20 item 8, docs/decisions/036-staff-roles-and-audit.md): the shop's people work
// in areas of the back office; each role may work in some. The server checks the area of every admin
// call (the contract's AdminAuth, CatalogueAuth and SupportAuth middlewares); the back office shows
// each person the screens of their areas only. One table, read by both.

export type StaffRole = Exclude<Role, "customer">
export const STAFF_ROLES: ReadonlyArray<StaffRole> = ["admin", "catalogue", "support"]

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  customer: "Customer",
  admin: "Admin",
  catalogue: "Catalogue editor",
  support: "Support"
}

/**
 * The back office's areas: the catalogue (brands, categories, products, import and export, search
 * words), support (orders, returns, customers, messages, reviews) and the shop (settings, delivery
 * zones, coupons, staff, the audit log, the dashboard), which only an admin runs.
 */
export type StaffArea = "catalogue" | "support" | "shop"

export const AREA_ROLES: Readonly<Record<StaffArea, ReadonlyArray<StaffRole>>> = {
  catalogue: ["admin", "catalogue"],
  support: ["admin", "support"],
  shop: ["admin"]
}

/** What a person whose role may not work in the area reads (HTTP 403). */
export const AREA_FORBIDDEN: Readonly<Record<StaffArea, string>> = {
  catalogue: "Only an admin or a catalogue editor may do this.",
  support: "Only an admin or support staff may do this.",
  shop: "Only an admin may do this."
}

export { isStaff }

export const mayWorkIn = (role: Role | undefined, area: StaffArea): boolean =>
  isStaff(role) && AREA_ROLES[area].includes(role)

/** The back office's screens, each in its area: the admin menu shows a person the screens of their areas. */
export const ADMIN_SCREENS: ReadonlyArray<{ readonly path: string; readonly label: string; readonly area: StaffArea }> = [
  { path: "/admin/brands", label: "Brands", area: "catalogue" },
  { path: "/admin/super-categories", label: "Super categories", area: "catalogue" },
  { path: "/admin/categories", label: "Categories", area: "catalogue" },
  { path: "/admin/sliders", label: "Sliders", area: "catalogue" },
  { path: "/admin/products", label: "Products", area: "catalogue" },
  { path: "/admin/import-export", label: "Import and export", area: "catalogue" },
  { path: "/admin/orders", label: "Orders", area: "support" },
  { path: "/admin/returns", label: "Returns", area: "support" },
  { path: "/admin/customers", label: "Customers", area: "support" },
  { path: "/admin/reviews", label: "Reviews", area: "support" },
  { path: "/admin/messages", label: "Messages", area: "support" },
  { path: "/admin/dashboard", label: "Dashboard", area: "shop" },
  { path: "/admin/coupons", label: "Coupons", area: "shop" },
  { path: "/admin/settings", label: "Settings", area: "shop" },
  { path: "/admin/staff", label: "Staff", area: "shop" },
  { path: "/admin/audit", label: "Audit log", area: "shop" }
]

/** The area of an admin address (its screen's, by the longest path it starts with), or undefined for /admin itself. */
export const areaOfAdminPath = (pathname: string): StaffArea | undefined =>
  [...ADMIN_SCREENS]
    .sort((a, b) => b.path.length - a.path.length)
    .find((screen) => pathname === screen.path || pathname.startsWith(`${screen.path}/`))?.area
