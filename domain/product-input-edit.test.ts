import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { attributeFields, attributeGroupOf, attributeProblems, groupAttributeName, ProductInput } from "./product-input.ts"

// Issue 16: editing a product opens it in its attribute group with its attribute values, and an edit
// that changes nothing sends the attributes exactly as they were. The demo catalogue's products are
// stored without a group and spell some names as their labels ("Kurti Length"), so the group is
// worked out from the product and a label-spelled name counts as the list's attribute.

/** A seeded kurti as the admin screens receive it: no group stored, "Kurti Length" as the source wrote it. */
const seededKurti = {
  attributeGroup: "",
  attributes: { Fabric: "Rayon", Sleeve: "Sleeveless", "Kurti Length": "Knee Length" },
  CategoryTag: "Anarkali Kurtis",
  SubCategory: "Kurtis",
  category: "Women"
}

describe("attributeGroupOf", () => {
  it("keeps the group stored with the product", () => {
    expect(attributeGroupOf({ ...seededKurti, attributeGroup: "clothing" })).toBe("clothing")
  })

  it("takes the group its catalogue place is named for when none is stored", () => {
    expect(attributeGroupOf(seededKurti)).toBe("kurtis")
    expect(attributeGroupOf({ ...seededKurti, CategoryTag: "Smart TVs", SubCategory: "Televisions", category: "TV & Audio", attributes: {} })).toBe("televisions")
  })

  it("otherwise takes the group that has the most of its attributes", () => {
    const shirt = { attributeGroup: "", CategoryTag: "Round Neck T-Shirts", SubCategory: "T-Shirts", category: "Men" }
    expect(attributeGroupOf({ ...shirt, attributes: { Fabric: "Cotton", Sleeve: "Half Sleeve" } })).toBe("clothing")
    expect(attributeGroupOf({ ...shirt, attributes: { "Kurti type": "Straight", Fabric: "Cotton" } })).toBe("kurtis")
  })

  // Issue 33: a group the product's attributes do not fit could not be saved, nor its export imported.
  it("takes no group whose lists lack one of the product's attributes or values: it keeps them without one", () => {
    const shirt = { attributeGroup: "", CategoryTag: "Round Neck T-Shirts", SubCategory: "T-Shirts", category: "Men" }
    expect(attributeGroupOf({ ...shirt, attributes: { Fabric: "Cotton", Sleeve: "Half Sleeve", "Wash care": "Machine Wash" } })).toBe("")
    expect(attributeGroupOf({ ...seededKurti, attributes: { ...seededKurti.attributes, "Kurti Length": "Floor Length" } })).toBe("")
  })

  it("leaves the choice to the admin when nothing points to a group, or the stored one is unknown", () => {
    const chair = { attributeGroup: "", CategoryTag: "Garden Chairs", SubCategory: "Chairs", category: "Outdoor", attributes: { Material: "Teak" } }
    expect(attributeGroupOf(chair)).toBe("")
    expect(attributeGroupOf({ ...chair, attributeGroup: "spaceships" })).toBe("")
  })
})

describe("attributeFields", () => {
  it("shows a stored value under the list it belongs to, even where the name is spelled as its label", () => {
    const { fields, others } = attributeFields("kurtis", seededKurti.attributes)
    const byList = Object.fromEntries(fields.map((f) => [f.list.name, f]))
    expect(byList.Kurti_length).toMatchObject({ name: "Kurti Length", value: "Knee Length", listed: true })
    expect(byList.Fabric).toMatchObject({ name: "Fabric", value: "Rayon", listed: true })
    expect(byList.Sleeve).toMatchObject({ name: "Sleeve", value: "Sleeveless", listed: true })
    expect(byList.Kurti_type).toMatchObject({ name: "Kurti_type", value: "", listed: true })
    expect(others).toEqual([])
  })

  it("marks a stored value that is not one of its list's labels", () => {
    const { fields } = attributeFields("kurtis", { Sleeve: "Three-Quarter Sleeve" })
    expect(fields.find((f) => f.list.name === "Sleeve")).toMatchObject({ value: "Three-Quarter Sleeve", listed: false })
  })

  it("keeps apart, rather than drops, the attributes the group does not have", () => {
    const { fields, others } = attributeFields("clothing", { Fabric: "Cotton", "Wash care": "Machine Wash", Fit: "" })
    expect(fields.find((f) => f.list.name === "Fabric")?.value).toBe("Cotton")
    expect(others).toEqual([["Wash care", "Machine Wash"]])
    // No group chosen yet: every attribute is shown apart.
    expect(attributeFields("", { Fabric: "Cotton" })).toEqual({ fields: [], others: [["Fabric", "Cotton"]] })
  })
})

describe("an attribute spelled as its label", () => {
  it("is the list's attribute", () => {
    expect(groupAttributeName("kurtis", "Kurti Length")).toBe("Kurti_length")
    expect(groupAttributeName("kurtis", "Kurti_length")).toBe("Kurti_length")
    expect(groupAttributeName("televisions", "Kurti Length")).toBeUndefined()
  })

  it("passes the §3 check with a label of its list, and fails it with another value", () => {
    expect(attributeProblems("kurtis", seededKurti.attributes)).toEqual([])
    expect(attributeProblems("kurtis", { "Kurti Length": "Floor Length" })).toEqual([
      "'Floor Length' is not an option of Kurti Length (Short, Hip Length, Knee Length, Calf Length, Ankle Length)."
    ])
  })

  it("may not be there twice, under its name and its label", () => {
    expect(attributeProblems("kurtis", { "Kurti Length": "Knee Length", Kurti_length: "Calf Length" })).toEqual([
      "'Kurti Length' and 'Kurti_length' are the same attribute; keep one of them."
    ])
  })

  it("lets a seeded product's attributes be sent back unchanged in its group", () => {
    const input = {
      name: "Bandhani Kurti", slugUrl: "bandhani-kurti", description: "", categoryTagId: "0123456789abcdef01234567",
      brandId: "89abcdef0123456789abcdef", attributeGroup: attributeGroupOf(seededKurti), attributes: seededKurti.attributes,
      recommended: false, trending: false, hot: false,
      packSize: [{ packSizeName: "M", PsPrime: true, thumbnail: "", slider: [], PackSizeOptions: [{ packSizeOptionName: "Maroon", PsnPrime: true, Price: 799, Mrp: 999, availablestock: 4 }] }]
    }
    const decoded = Schema.decodeUnknownEither(ProductInput)(input)
    expect(Either.isRight(decoded) && decoded.right.attributes).toEqual(seededKurti.attributes)
  })
})
