import { describe, expect, it } from "vitest"
import { validateListingSearch } from "#src/app/listing-search.ts"

// The search params of a listing arrive parsed from the URL (numbers as numbers, text as text);
// each is decoded on its own and a malformed one is dropped, so a bad link still shows a listing.
describe("validateListingSearch", () => {
  it("keeps well-formed params", () => {
    expect(validateListingSearch({ page: 3, sort: "price-asc", brand: "raymonde", minPrice: 500, maxPrice: 999 }))
      .toEqual({ page: 3, sort: "price-asc", brand: "raymonde", minPrice: 500, maxPrice: 999 })
  })

  it("answers nothing for no params", () => {
    expect(validateListingSearch({})).toEqual({})
  })

  it.each([
    ["a page that is text", { page: "abc" }],
    ["a page of 0", { page: 0 }],
    ["a fractional page", { page: 1.5 }],
    ["a page beyond 100,000", { page: 100_001 }],
    ["a page as a numeric string", { page: "2" }],
    ["an unknown sort", { sort: "cheapest" }],
    ["a brand that is no slug", { brand: "Not A Slug" }],
    ["an empty brand", { brand: "" }],
    ["a negative price", { minPrice: -5 }],
    ["a price above 1,00,00,000", { maxPrice: 10_000_001 }],
    ["a price that is not finite", { maxPrice: Number.POSITIVE_INFINITY }],
    ["a price that is an object", { minPrice: { $gt: 0 } }]
  ])("drops %s", (_name, raw) => {
    expect(validateListingSearch(raw)).toEqual({})
  })

  it("drops only the malformed param and keeps the others", () => {
    expect(validateListingSearch({ page: -1, sort: "price-desc", brand: "DROP ME", minPrice: 1000, maxPrice: "lots" }))
      .toEqual({ sort: "price-desc", minPrice: 1000 })
  })

  it("drops params it does not know", () => {
    expect(validateListingSearch({ page: 2, utm_source: "mail", limit: 100 })).toEqual({ page: 2 })
  })
})
