import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { canonicalPath } from "#domain/shop-paths.ts"

// Issue 16: the brand page `/{category}/{brand}` is every two-segment path the router has no other screen
// for; shop-paths.ts names those screens itself (the server does not load the router). Every route
// of the router's tree with a fixed first segment must be one of them, or a new screen's address
// would be lower-cased as if it were a brand page.
describe("the screens shop-paths.ts knows, against the router's route tree", () => {
  const tree = readFileSync("src/routeTree.gen.ts", "utf8") // the suite runs from the repository root
  const fullPaths = [...(/fullPaths:([^}]*?)fileRoutesByTo/s.exec(tree)?.[1] ?? "").matchAll(/'([^']+)'/g)].map((m) => m[1]!)
  const firstSegments = new Set(fullPaths.map((path) => path.split("/")).filter((s) => s.length >= 3 && !s[1]!.startsWith("$")).map((s) => s[1]!))
  const SLUG_SCREENS = ["category", "product-info", "search", "shop", "tag-search"]

  it("reads the route tree", () => {
    expect(fullPaths).toContain("/$category/$brand")
    expect([...firstSegments].sort()).toEqual(["admin", "category", "order-tracking", "product-info", "product-search", "search", "shop", "tag-search", "updateaddress"])
  })

  it("lower-cases the slugs of a slug screen and leaves every other screen's address as typed", () => {
    for (const first of firstSegments) {
      const typed = `/${first}/Festive-Wear/Men`
      if (SLUG_SCREENS.includes(first)) expect(canonicalPath(typed), first).toBe(typed.toLowerCase())
      else expect(canonicalPath(`/${first}/BZ-000001`), first).toBeUndefined()
    }
  })
})
