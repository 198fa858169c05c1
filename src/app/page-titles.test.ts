import { createMemoryHistory, createRouter } from "@tanstack/react-router"
import { describe, expect, it } from "vitest"
import { routeTree } from "../routeTree.gen.ts"
import type { AppServices } from "./app-context.tsx"
import { titleOf } from "../first-view.server.tsx"
import { pageTitleOf, SHOP_NAME, titleOfMatches, titleWordsIn } from "./page-titles.ts"

// Issue 16: every page had the title "Bazaar". Each screen now has its own, from one table.

const router = createRouter({ routeTree, context: {} as AppServices, history: createMemoryHistory({ initialEntries: ["/"] }) })
// Layout routes draw no screen of their own.
const screens = Object.keys(router.routesById).filter((id) => id !== "__root__" && id !== "/_layout" && id !== "/_bare")

// Every path parameter of the tree, as a link would fill it.
const PARAMS = { orderId: "BZ-000123", producturl: "cotton-kurta", category: "men", brand: "raymond", super_category: "clothing", sub_category: "kurtas", cat_tag: "festive", search: "saree", id: "1" }

describe("page titles (issue 16)", () => {
  it("gives every screen of the route tree a title of its own, naming the shop", () => {
    expect(screens.length).toBeGreaterThan(40)
    const titles = new Map(screens.map((routeId) => [routeId, pageTitleOf({ routeId, params: PARAMS })]))
    for (const [routeId, title] of titles) {
      expect(title, routeId).toContain(SHOP_NAME)
      expect(title, routeId).not.toBe(SHOP_NAME)
    }
    // No two screens without parameters share a title (the admin's parent and its index are one
    // screen); a category shown at two addresses has its name at both.
    const plain = [...titles].filter(([id]) => id !== "/_layout/admin" && !id.includes("$")).map(([, title]) => title)
    expect(new Set(plain).size).toBe(plain.length)
  })

  it("names a product, a category, a brand, a blog post and a search by what they show", () => {
    expect(pageTitleOf({ routeId: "/_layout/product-info/$producturl", params: { producturl: "x" }, loaderData: { product: { name: "Cotton Kurta" } } })).toBe("Cotton Kurta | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/product-info/$producturl", params: { producturl: "cotton-kurta-blue" } })).toBe("Cotton kurta blue | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/category/$category", params: { category: "men" }, loaderData: { category: { name: "Men" } } })).toBe("Men | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/$category/$brand", params: { category: "men", brand: "x" }, loaderData: { category: { name: "Men" }, brand: { name: "Raymond" } } })).toBe("Raymond in Men | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/BlogDetails", params: {}, loaderData: { title: "Saree care" } })).toBe("Saree care | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/product-search/$search", params: { search: "kurta" }, loaderData: { text: "kurta" } })).toBe("Search results for \"kurta\" | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/cart", params: {} })).toBe("Cart | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/order-tracking/$orderId", params: { orderId: "BZ-000042" } })).toBe("Order BZ-000042 | Bazaar")
  })

  it("says a page was not found, and keeps a malformed slug as typed", () => {
    expect(titleOfMatches([{ routeId: "__root__", params: {}, status: "notFound" }])).toBe("Page not found | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/category/$category", params: { category: "%E0%A4" } })).toBe("%E0%A4 | Bazaar")
    expect(pageTitleOf(undefined)).toBe(SHOP_NAME)
  })
})

describe("page titles in Hindi (issue 39)", () => {
  it("titles every shopper screen in Hindi under /hi, each its own, naming the shop; the admin's stay English", async () => {
    const hindi = await titleWordsIn("hi")
    const plain = screens.filter((id) => id !== "/_layout/admin" && !id.includes("$"))
    const titles = plain.map((routeId) => [routeId, pageTitleOf({ routeId, params: PARAMS }, hindi)] as const)
    for (const [routeId, title] of titles) {
      expect(title, routeId).toContain(SHOP_NAME)
      if (routeId.startsWith("/_layout/admin")) expect(title, routeId).toBe(pageTitleOf({ routeId, params: PARAMS }))
      else expect(title, routeId).toMatch(/[\u0900-\u097F]/)
    }
    expect(new Set(titles.map(([, title]) => title)).size).toBe(titles.length)
  })

  it("says what a screen shows in its own words, around Hindi ones", async () => {
    const hindi = await titleWordsIn("hi")
    expect(pageTitleOf({ routeId: "/_layout/cart", params: {} }, hindi)).toBe("कार्ट | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/", params: {} }, hindi)).toBe("Bazaar: फ़ैशन, होम और बहुत कुछ की ऑनलाइन शॉपिंग")
    expect(pageTitleOf({ routeId: "/_layout/order-tracking/$orderId", params: { orderId: "BZ-000042" } }, hindi)).toBe("ऑर्डर BZ-000042 | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/$category/$brand", params: { category: "men", brand: "x" }, loaderData: { category: { name: "Men" }, brand: { name: "Raymond" } } }, hindi)).toBe("Men में Raymond | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/product-search/$search", params: { search: "kurta" }, loaderData: { text: "kurta" } }, hindi)).toBe("\"kurta\" के खोज नतीजे | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/product-info/$producturl", params: { producturl: "x" }, loaderData: { product: { name: "Cotton Kurta" } } }, hindi)).toBe("Cotton Kurta | Bazaar")
    expect(titleOfMatches([{ routeId: "__root__", params: {}, status: "notFound" }], hindi)).toBe("पेज नहीं मिला | Bazaar")
  })

  it("names a product, a category, a subcategory, a tag and a brand by its Hindi name where the shop gave one", async () => {
    const hindi = await titleWordsIn("hi")
    const kurta = { name: "Cotton Kurta", nameHi: "सूती कुर्ता" }
    const men = { name: "Men", nameHi: "पुरुष" }
    expect(pageTitleOf({ routeId: "/_layout/product-info/$producturl", params: { producturl: "x" }, loaderData: { product: kurta } }, hindi)).toBe("सूती कुर्ता | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/ProductInfo", params: {}, loaderData: kurta }, hindi)).toBe("सूती कुर्ता | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/category/$category", params: { category: "men" }, loaderData: { category: men } }, hindi)).toBe("पुरुष | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/search/$super_category/$category", params: PARAMS, loaderData: { category: men } }, hindi)).toBe("पुरुष | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/shop/$sub_category", params: PARAMS, loaderData: { subCategory: { name: "Kurtas", nameHi: "कुर्ते" } } }, hindi)).toBe("कुर्ते | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/search/$super_category/$category_/$sub_category", params: PARAMS, loaderData: { subCategory: { name: "Kurtas", nameHi: "कुर्ते" } } }, hindi)).toBe("कुर्ते | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/tag-search/$cat_tag", params: PARAMS, loaderData: { tag: { name: "Festive", nameHi: "त्योहार" } } }, hindi)).toBe("त्योहार | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/$category/$brand", params: PARAMS, loaderData: { category: men, brand: { name: "Raymond", nameHi: "रेमंड" } } }, hindi)).toBe("पुरुष में रेमंड | Bazaar")
    // Without a Hindi name, the shop's own (as the page's heading shows it).
    expect(pageTitleOf({ routeId: "/_bare/$category/$brand", params: PARAMS, loaderData: { category: men, brand: { name: "Raymond" } } }, hindi)).toBe("पुरुष में Raymond | Bazaar")
  })

  it("keeps the English names on an English page, whatever Hindi names the entries have", () => {
    const men = { name: "Men", nameHi: "पुरुष" }
    expect(pageTitleOf({ routeId: "/_layout/product-info/$producturl", params: { producturl: "x" }, loaderData: { product: { name: "Cotton Kurta", nameHi: "सूती कुर्ता" } } })).toBe("Cotton Kurta | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/category/$category", params: { category: "men" }, loaderData: { category: men } })).toBe("Men | Bazaar")
    expect(pageTitleOf({ routeId: "/_bare/$category/$brand", params: PARAMS, loaderData: { category: men, brand: { name: "Raymond", nameHi: "रेमंड" } } })).toBe("Raymond in Men | Bazaar")
    expect(pageTitleOf({ routeId: "/_layout/tag-search/$cat_tag", params: PARAMS, loaderData: { tag: { name: "Festive", nameHi: "त्योहार" } } })).toBe("Festive | Bazaar")
  })

  it("is what the server sends for a Hindi address, and the English for an English one", async () => {
    expect(await titleOf("/hi/cart")).toBe("कार्ट | Bazaar")
    expect(await titleOf("/hi/Faq")).toBe("अक्सर पूछे जाने वाले सवाल | Bazaar")
    expect(await titleOf("/cart")).toBe("Cart | Bazaar")
  })
})
