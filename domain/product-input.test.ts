import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { attributeOptions } from "./attribute-options.ts"
import { attributeProblems, ProductInput, suggestAttributeGroup, ungroupedAttributeProblems } from "./product-input.ts"

// Real labels of the televisions group (§3), as a seller picks them from its selects.
const TV_ATTRIBUTES = {
  Screen_type: "QLED",
  Display_resolution: "2160p",
  Refresh_rate: "240 Hz",
  Tv_screen_size: "139 cm (55 inch)",
  Tv_os: "Google TV",
  Star_rating: "4"
}

const option = (name: string, Price: number, Mrp: number, PsnPrime = false) => ({ packSizeOptionName: name, PsnPrime, Price, Mrp, availablestock: 12 })
const packSize = (name: string, options: ReadonlyArray<ReturnType<typeof option> & { _id?: string }>, PsPrime = false) => ({
  packSizeName: name,
  PsPrime,
  thumbnail: "",
  slider: [],
  PackSizeOptions: options
})

const validInput = () => ({
  name: "Lumio Crystal QLED Smart TV",
  slugUrl: "lumio-crystal-qled-smart-tv",
  description: "A bright QLED picture for the living room.",
  categoryTagId: "0123456789abcdef01234567",
  brandId: "89abcdef0123456789abcdef",
  attributeGroup: "televisions",
  attributes: TV_ATTRIBUTES,
  recommended: false,
  trending: true,
  hot: false,
  packSize: [
    packSize("43 inch", [option("Black", 27_999, 39_999, true)], true),
    packSize("55 inch", [option("Black", 41_999, 59_999, true), option("Black with wall mount", 43_499, 61_999)])
  ]
})

/** The messages of every problem the Schema finds, or none when it accepts the value. */
const problemsOf = (value: unknown): ReadonlyArray<string> =>
  Either.match(Schema.decodeUnknownEither(ProductInput, { errors: "all" })(value), {
    onLeft: (error) => ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => issue.message),
    onRight: () => []
  })

describe("attributeProblems (§3)", () => {
  it("finds none when every attribute is one of the group's and every value a label of its list", () => {
    for (const [name, value] of Object.entries(TV_ATTRIBUTES)) {
      expect(attributeOptions(name)?.options.map((o) => o.label)).toContain(value)
    }
    expect(attributeProblems("televisions", TV_ATTRIBUTES)).toEqual([])
    expect(attributeProblems("sarees", { Saree_type: "Banarasi", Fabric: "Silk", Blouse_piece: "With Blouse Piece" })).toEqual([])
  })

  it("finds none for a product that leaves some of its group's attributes unset", () => {
    expect(attributeProblems("televisions", {})).toEqual([])
  })

  it("names an attribute group that does not exist, and nothing else", () => {
    expect(attributeProblems("spaceships", { Screen_type: "QLED" })).toEqual(["There is no attribute group 'spaceships'."])
  })

  it("names an attribute that is not one of the group's", () => {
    expect(attributeProblems("televisions", { ...TV_ATTRIBUTES, Saree_type: "Banarasi" })).toEqual([
      "'Saree_type' is not an attribute of Televisions."
    ])
  })

  it("names a value that is not a label of the attribute's list, with the labels it could be", () => {
    const [problem, ...rest] = attributeProblems("televisions", { ...TV_ATTRIBUTES, Screen_type: "Plasma" })
    expect(rest).toEqual([])
    expect(problem).toBe("'Plasma' is not an option of Screen_type (LED, LCD, OLED, QLED, Smart).")
  })

  it("takes labels exactly, so a label without its source's stray space is not one", () => {
    expect(attributeProblems("televisions", { Refresh_rate: "240Hz" })).toHaveLength(1)
    expect(attributeProblems("televisions", { Screen_type: "qled" })).toHaveLength(1)
  })

  it("shortens a long list of labels in its message", () => {
    const [problem] = attributeProblems("televisions", { Tv_screen_size: "200 inch" })
    expect(problem).toBe("'200 inch' is not an option of Tv_screen_size (60 cm (24 inch), 80 cm (32 inch), 100 cm (40 inch), 108 cm (43 inch), 126 cm (50 inch), 139 cm (55 inch), …).")
  })
})

describe("ProductInput", () => {
  it("accepts a product with two pack sizes, their options and real attribute labels", () => {
    expect(problemsOf(validInput())).toEqual([])
    const decoded = Schema.decodeUnknownSync(ProductInput)({ ...validInput(), name: "  Lumio Crystal QLED Smart TV  " })
    expect(decoded.name).toBe("Lumio Crystal QLED Smart TV")
  })

  it("accepts an MRP equal to the price, and the _ids of rows being edited", () => {
    const input = validInput()
    const edited = {
      ...input,
      packSize: [{ ...packSize("43 inch", [{ ...option("Black", 999, 999), _id: "aaaaaaaaaaaaaaaaaaaaaaaa" }]), _id: "bbbbbbbbbbbbbbbbbbbbbbbb" }]
    }
    expect(problemsOf(edited)).toEqual([])
  })

  it("refuses an MRP below the price, naming the option", () => {
    const input = validInput()
    const bad = { ...input, packSize: [packSize("43 inch", [option("Black", 27_999, 25_000)])] }
    expect(problemsOf(bad)).toEqual(["Black: the MRP must be at least the price"])
  })

  it("refuses two options of one pack size with the same name", () => {
    const bad = { ...validInput(), packSize: [packSize("55 inch", [option("Black", 100, 200), option("Black", 150, 200)])] }
    expect(problemsOf(bad)).toEqual(["55 inch: option names must differ"])
  })

  it("refuses two options of one pack size both shown first", () => {
    const bad = { ...validInput(), packSize: [packSize("55 inch", [option("Black", 100, 200, true), option("Grey", 150, 200, true)])] }
    expect(problemsOf(bad)).toEqual(["55 inch: at most one option is shown first"])
  })

  it("refuses two pack sizes with the same name", () => {
    const bad = { ...validInput(), packSize: [packSize("43 inch", [option("Black", 100, 200)]), packSize("43 inch", [option("Grey", 100, 200)])] }
    expect(problemsOf(bad)).toEqual(["pack size names must differ"])
  })

  it("refuses two pack sizes both shown first", () => {
    const bad = {
      ...validInput(),
      packSize: [packSize("43 inch", [option("Black", 100, 200)], true), packSize("55 inch", [option("Black", 100, 200)], true)]
    }
    expect(problemsOf(bad)).toEqual(["at most one pack size is shown first"])
  })

  it("refuses a product without pack sizes, and a pack size without options", () => {
    expect(problemsOf({ ...validInput(), packSize: [] })).toEqual(["a product needs at least one pack size"])
    expect(problemsOf({ ...validInput(), packSize: [packSize("43 inch", [])] })).toEqual(["a pack size needs at least one option"])
  })

  it("refuses an attribute group that does not exist", () => {
    expect(problemsOf({ ...validInput(), attributeGroup: "spaceships" })).toEqual(["There is no attribute group 'spaceships'."])
  })

  it("refuses an attribute that is not one of its group's", () => {
    expect(problemsOf({ ...validInput(), attributes: { Screen_type: "QLED", Saree_type: "Banarasi" } })).toEqual([
      "'Saree_type' is not an attribute of Televisions."
    ])
  })

  it("refuses an attribute value that is not in its list, and gives every attribute problem in one message", () => {
    const bad = { ...validInput(), attributes: { ...TV_ATTRIBUTES, Screen_type: "Plasma", Star_rating: "6" } }
    expect(problemsOf(bad)).toEqual([
      "'Plasma' is not an option of Screen_type (LED, LCD, OLED, QLED, Smart). '6' is not an option of Star_rating (1, 2, 3, 4, 5)."
    ])
  })

  it("refuses a negative price, a fractional or negative stock, and an image that is not the shop's or https", () => {
    const input = validInput()
    expect(problemsOf({ ...input, packSize: [packSize("43 inch", [option("Black", -1, 200)])] })).not.toEqual([])
    expect(problemsOf({ ...input, packSize: [packSize("43 inch", [{ ...option("Black", 1, 2), availablestock: 1.5 }])] })).not.toEqual([])
    expect(problemsOf({ ...input, packSize: [packSize("43 inch", [{ ...option("Black", 1, 2), availablestock: -1 }])] })).not.toEqual([])
    expect(problemsOf({ ...input, packSize: [{ ...packSize("43 inch", [option("Black", 1, 2)]), thumbnail: "javascript:alert(1)" }] })).not.toEqual([])
  })
})

describe("suggestAttributeGroup", () => {
  it("takes the most specific name that matches a group", () => {
    expect(suggestAttributeGroup(["Smart TVs", "Televisions", "TV & Audio"])).toBe("televisions")
    expect(suggestAttributeGroup(["Silk Sarees", "Sarees", "Women"])).toBe("sarees")
    expect(suggestAttributeGroup(["Garden Chairs", "Outdoor"])).toBeUndefined()
  })
})

// Issue 33: a product without an attribute group (a third of the demo catalogue) could not be saved,
// not even to restock. It keeps the attributes it has; the server checks them against what is stored.
describe("a product without an attribute group", () => {
  it("is a product the form's Schema accepts, with its own attributes", () => {
    const decoded = Schema.decodeUnknownEither(ProductInput)({ ...validInput(), attributeGroup: "", attributes: { "Wash care": "Machine Wash" } })
    expect(Either.isRight(decoded)).toBe(true)
  })

  it("keeps the attributes it has, or fewer, and gains none", () => {
    const stored = { "Wash care": "Machine Wash", Fit: "Slim" }
    expect(ungroupedAttributeProblems(stored, stored)).toEqual([])
    expect(ungroupedAttributeProblems({ Fit: "Slim" }, stored)).toEqual([])
    expect(ungroupedAttributeProblems({ Fit: "Regular", Colour: "Red" }, stored)).toEqual([
      "Fit was 'Slim': without an attribute group an attribute keeps its value; choose the group to describe the product with its lists.",
      "'Colour' is not one of this product's attributes: without an attribute group a product keeps the attributes it has; choose the group to describe it with its lists."
    ])
    // A new product has none to keep.
    expect(ungroupedAttributeProblems({ Fit: "Slim" }, undefined)).toHaveLength(1)
    expect(ungroupedAttributeProblems({}, undefined)).toEqual([])
  })

  it("names an unknown group in words", () => {
    const decoded = Schema.decodeUnknownEither(ProductInput)({ ...validInput(), attributeGroup: "spaceships" })
    expect(Either.isLeft(decoded) && decoded.left.message).toContain("There is no attribute group 'spaceships'.")
  })
})
