import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { activeFilterCount, inSizeOrder, toggleAttribute, toggleValue } from "./listing-facets.ts"
import { AttributeFilters, BrandList, DiscountParam, encodeAttributes, RatingParam, ValueList } from "./listing-filters.ts"

const decode = <A>(schema: Schema.Schema<A, string>, text: string) => Schema.decodeUnknownEither(schema)(text)
const message = (result: Either.Either<unknown, { readonly message: string }>) => (Either.isLeft(result) ? result.left.message : "")

describe("the filters' URL spelling", () => {
  it("reads values separated by '|' and attributes by ';' with their name before ':'", () => {
    expect(decode(ValueList, "M|L")).toEqual(Either.right(["M", "L"]))
    expect(decode(BrandList, "bata|liberty")).toEqual(Either.right(["bata", "liberty"]))
    expect(decode(AttributeFilters, "Fabric:Cotton|Rayon;Kurti Length:Knee Length")).toEqual(Either.right([
      { name: "Fabric", values: ["Cotton", "Rayon"] },
      { name: "Kurti Length", values: ["Knee Length"] }
    ]))
    expect(decode(DiscountParam, "20")).toEqual(Either.right(20))
    expect(decode(RatingParam, "4")).toEqual(Either.right(4))
  })

  it("refuses what it cannot read with a sentence", () => {
    expect(message(decode(DiscountParam, "15"))).toContain("discount must be one of 10, 20, 30, 40, 50, 60, 70")
    expect(message(decode(RatingParam, "5"))).toContain("rating must be one of 4, 3")
    expect(message(decode(AttributeFilters, "Fabric"))).toContain("an attribute filter needs at least one value")
    expect(message(decode(AttributeFilters, "Fabric:Cotton;Fabric:Silk"))).toContain("attrs names an attribute twice")
    expect(message(decode(ValueList, "M||L"))).toContain("a filter value must not be empty")
    expect(message(decode(BrandList, "Not A Slug"))).toContain("lower-case")
  })

  it("writes back what it read, for any values without the separators", () => {
    const value = fc.string({ minLength: 1, maxLength: 20 }).filter((v) => !/[|;:]/.test(v))
    const attrs = fc.uniqueArray(fc.record({ name: value, values: fc.array(value, { minLength: 1, maxLength: 4 }) }), { selector: (a) => a.name, maxLength: 5 })
    fc.assert(fc.property(attrs, (filters) => {
      const text = encodeAttributes(filters)
      expect(decode(AttributeFilters, text)).toEqual(Either.right(filters))
    }))
  })
})

describe("choosing filters", () => {
  it("a checkbox adds a value once and removes it; an attribute with no value left goes", () => {
    expect(toggleValue(undefined, "M")).toEqual(["M"])
    expect(toggleValue(["M", "L"], "M")).toEqual(["L"])
    expect(toggleValue(["M"], "M")).toBeUndefined()
    const one = toggleAttribute(undefined, "Fabric", "Cotton")
    expect(one).toEqual([{ name: "Fabric", values: ["Cotton"] }])
    const two = toggleAttribute(one, "Sleeve", "Sleeveless")
    expect(toggleAttribute(two, "Fabric", "Rayon")).toEqual([{ name: "Fabric", values: ["Cotton", "Rayon"] }, { name: "Sleeve", values: ["Sleeveless"] }])
    expect(toggleAttribute(toggleAttribute(two, "Fabric", "Cotton"), "Sleeve", "Sleeveless")).toBeUndefined()
  })

  it("counts every chosen value, a price range once", () => {
    expect(activeFilterCount({})).toBe(0)
    expect(activeFilterCount({ brands: ["a", "b"], size: ["M"], discount: 20, attrs: [{ name: "Fabric", values: ["Cotton", "Silk"] }], minPrice: 500, maxPrice: 999 })).toBe(7)
  })

  it("lists sizes as a shopper reads them: clothing sizes smallest first, then by number, then by name", () => {
    const sizes = ["XL", "M", "Free Size", "XS", "L", "32 inch", "4 GB + 64 GB", "12 GB + 256 GB", "Standard", "S"].map((value) => ({ value, count: 1 }))
    expect(inSizeOrder(sizes).map((s) => s.value)).toEqual(["Free Size", "XS", "S", "M", "L", "XL", "4 GB + 64 GB", "12 GB + 256 GB", "32 inch", "Standard"])
  })
})
