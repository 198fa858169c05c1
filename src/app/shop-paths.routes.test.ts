import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { brandPageOf, canonicalPath, isShopPage, SEARCH_KEYS, SHOP_PAGES } from "#domain/shop-paths.ts"

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

// Issue 17: the server draws a page by its canonical address, which keeps only the query parameters
// screens read (SEARCH_KEYS in shop-paths.ts). Every parameter a route's validateSearch reads must be
// in that list, or the server would draw two different pages as one.
describe("the query parameters shop-paths.ts knows, against the routes' validateSearch", () => {
  const routeFiles = readdirSync("src/routes", { recursive: true }).map(String).filter((f) => f.endsWith(".tsx"))
  const read = new Set<string>()
  for (const file of routeFiles) {
    const text = readFileSync(`src/routes/${file}`, "utf8")
    for (const m of text.matchAll(/raw(?:\.(\w+)|\["(\w+)"\])/g)) read.add(m[1] ?? m[2]!)
    // A Schema struct decoded from the whole query (the gateway's result): its fields are read too.
    if (/decodeUnknownEither\(\w+\)\(raw\)/.test(text)) {
      for (const m of (/= Schema\.Struct\(\{([\s\S]*?)\}\)/.exec(text)?.[1] ?? "").matchAll(/^\s*(\w+):/gm)) read.add(m[1]!)
    }
  }
  const listing = readFileSync("src/app/listing-search.ts", "utf8")
  for (const m of (/ListingSearchFields = \{([\s\S]*?)\n\}/.exec(listing)?.[1] ?? "").matchAll(/^\s*(\w+):/gm)) read.add(m[1]!)
  // The support lists' searches are read by their loaders' calls, with these Schemas (issue 20 item 3).
  const admin = readFileSync("domain/admin-search-params.ts", "utf8")
  for (const struct of admin.matchAll(/SearchParams = Schema\.Struct\(\{([\s\S]*?)\n\}\)/g)) {
    for (const m of struct[1]!.matchAll(/^ {2}(\w+):/gm)) read.add(m[1]!)
  }

  it("finds the parameters the routes read", () => {
    expect([...read].sort()).toEqual(["attemptId", "attrs", "brand", "brands", "colour", "discount", "from", "maxPrice", "minPrice", "mode", "orderid", "outcome", "page", "paymentId", "post", "producturl", "q", "rating", "signature", "size", "sort", "status", "to"])
  })

  it("knows every one of them", () => {
    for (const key of read) expect(SEARCH_KEYS.has(key), key).toBe(true)
  })
})

// Issue 33: the server answers 404 to an address the router has no screen for (it answered 200 with
// a bare message). shop-paths.ts lists the screens itself; it must list exactly the router's.
describe("the screens the server knows, against the router's route tree", () => {
  const tree = readFileSync("src/routeTree.gen.ts", "utf8")
  const fullPaths = [...(/fullPaths:([^}]*?)fileRoutesByTo/s.exec(tree)?.[1] ?? "").matchAll(/'([^']+)'/g)].map((m) => m[1]!)
  const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path)

  it("are every screen of the router, and no other", () => {
    expect(new Set(SHOP_PAGES)).toEqual(new Set(fullPaths.map(withoutSlash)))
  })

  it("match the router's way: any case, a trailing slash, a parameter for any one segment", () => {
    for (const path of ["/", "/Register", "/register/", "/product-info/any-slug", "/search/clothing/men/shirts", "/admin/orders/BZ-000001/slip", "/men/rangrez"]) {
      expect(isShopPage(path), path).toBe(true)
    }
    for (const path of ["/no-such-page", "/product-info", "/a/b/c", "/search/clothing/men/shirts/more", "/admin/orders/BZ-000001/other"]) {
      expect(isShopPage(path), path).toBe(false)
    }
  })

  it("take a two-segment address for the brand page only when no screen of its own takes it", () => {
    expect(brandPageOf("/men/rangrez")).toEqual({ category: "men", brand: "rangrez" })
    expect(brandPageOf("/admin/no-such-screen")).toEqual({ category: "admin", brand: "no-such-screen" })
    for (const path of ["/admin/audit", "/product-info/any-slug", "/Category/sarees", "/", "/cart", "/a/b/c"]) expect(brandPageOf(path), path).toBeUndefined()
  })
})
