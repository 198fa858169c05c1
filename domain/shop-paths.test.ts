import { describe, expect, it } from "vitest"
import { canonicalPath, canonicalSearch } from "./shop-paths.ts"

describe("canonical shop paths (issue 16: slugs match whatever their case)", () => {
  it("lower-cases the slugs of the catalogue's screens", () => {
    expect(canonicalPath("/search/Clothing/men")).toBe("/search/clothing/men")
    expect(canonicalPath("/search/CLOTHING/Men/Kurtas")).toBe("/search/clothing/men/kurtas")
    expect(canonicalPath("/Category/Men")).toBe("/category/men")
    expect(canonicalPath("/shop/Kurtas")).toBe("/shop/kurtas")
    expect(canonicalPath("/tag-search/Festive")).toBe("/tag-search/festive")
    expect(canonicalPath("/product-info/Cotton-Kurta")).toBe("/product-info/cotton-kurta")
    // A brand page: /{category}/{brand}.
    expect(canonicalPath("/Men/Raymond")).toBe("/men/raymond")
  })

  it("leaves alone a path already canonical, and the screens whose segments are not slugs", () => {
    expect(canonicalPath("/search/clothing/men")).toBeUndefined()
    expect(canonicalPath("/order-tracking/BZ-000123")).toBeUndefined()
    expect(canonicalPath("/product-search/Silk Saree")).toBeUndefined()
    expect(canonicalPath("/admin/products")).toBeUndefined()
    expect(canonicalPath("/updateaddress/ABC")).toBeUndefined()
    // One-segment pages keep the spec's own capitals (§2: /Faq, /About, /BlogDetails).
    expect(canonicalPath("/Faq")).toBeUndefined()
    expect(canonicalPath("/BlogDetails")).toBeUndefined()
    expect(canonicalPath("/")).toBeUndefined()
  })
})


describe("the canonical query of an address (issue 17: pages drawn by their canonical address)", () => {
  it("drops the parameters no screen reads, so a random or campaign query names the page without one", () => {
    expect(canonicalSearch("")).toBe("")
    expect(canonicalSearch("?x=1")).toBe("")
    expect(canonicalSearch("?utm_source=whatsapp&utm_campaign=diwali&fbclid=abc")).toBe("")
  })

  it("keeps the parameters screens read, in one order whatever order they came in", () => {
    expect(canonicalSearch("?sort=price-asc&utm_source=x&page=2")).toBe("?page=2&sort=price-asc")
    expect(canonicalSearch("?page=2&sort=price-asc")).toBe("?page=2&sort=price-asc")
    expect(canonicalSearch("?brand=raymonde&brand=aarong")).toBe("?brand=aarong&brand=raymonde")
    expect(canonicalSearch("?q=silk%20saree")).toBe("?q=silk+saree")
  })
})
