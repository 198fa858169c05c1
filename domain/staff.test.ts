import { describe, expect, it } from "vitest"
import { ADMIN_HOME } from "./staff-home.ts"
import { ADMIN_SCREENS, AREA_ROLES, areaOfAdminPath, isStaff, mayWorkIn, STAFF_ROLES } from "./staff.ts"

// Staff roles (issue 20 item 8, ADR 036): one table of areas read by the server and the back office.

describe("staff roles and the back office's areas", () => {
  it("let an admin work everywhere, a catalogue editor on the catalogue, support on support, a customer nowhere", () => {
    expect(mayWorkIn("admin", "shop") && mayWorkIn("admin", "catalogue") && mayWorkIn("admin", "support")).toBe(true)
    expect([mayWorkIn("catalogue", "catalogue"), mayWorkIn("catalogue", "support"), mayWorkIn("catalogue", "shop")]).toEqual([true, false, false])
    expect([mayWorkIn("support", "catalogue"), mayWorkIn("support", "support"), mayWorkIn("support", "shop")]).toEqual([false, true, false])
    for (const area of Object.keys(AREA_ROLES) as Array<keyof typeof AREA_ROLES>) {
      expect(mayWorkIn("customer", area)).toBe(false)
      expect(mayWorkIn(undefined, area)).toBe(false)
    }
    expect(STAFF_ROLES.every(isStaff)).toBe(true)
    expect(isStaff("customer")).toBe(false)
  })

  it("open /admin on each role's first screen, and find each screen's area by its address", () => {
    for (const role of STAFF_ROLES) {
      expect(ADMIN_HOME[role]).toBe(ADMIN_SCREENS.find((screen) => mayWorkIn(role, screen.area))!.path)
    }
    for (const screen of ADMIN_SCREENS) {
      expect(areaOfAdminPath(screen.path)).toBe(screen.area)
      expect(areaOfAdminPath(`${screen.path}/anything`)).toBe(screen.area)
    }
    expect(areaOfAdminPath("/admin")).toBeUndefined()
    expect(areaOfAdminPath("/admin/products-x")).toBeUndefined()
  })
})
