import { describe, expect, it } from "vitest"
import type { Id } from "./common.ts"
import { analyseRecords, CSV_COLUMNS, type CsvRecord, type CsvReferences, exportCell, headerProblems, importCell, neutralisedCell } from "./product-csv.ts"

// Issue 20 item 2 (ADR 038): a file's rows grouped into products by slug and checked with the
// product form's Schema, each problem at its row (the header is row 1) and column.

const TAG = "aaaaaaaaaaaaaaaaaaaaaaaa" as Id
const BRAND = "bbbbbbbbbbbbbbbbbbbbbbbb" as Id
const references: CsvReferences = {
  tags: new Map([["smart-tvs", { id: TAG, subCategory: "tvs", category: "tv-audio", superCategory: "electronics" }]]),
  brands: new Map([["bharat-electro", BRAND]]),
  existing: new Map([["old-tv", {
    id: "cccccccccccccccccccccccc" as Id,
    attributes: { "Screen Type": "QLED Ultra", Warranty: "1 Year" },
    packSizes: new Map([["43 inch", { id: "dddddddddddddddddddddddd" as Id, options: new Map([["Black", "eeeeeeeeeeeeeeeeeeeeeeee" as Id]]) }]])
  }]])
}

const row = (fields: Partial<CsvRecord> = {}): CsvRecord => ({
  slug: "new-tv", name: "Bharat Electro QLED TV", description: "", category_tag: "smart-tvs", sub_category: "tvs", category: "", super_category: "",
  brand: "bharat-electro", attribute_group: "televisions", attributes: `{"Screen_type":"QLED"}`, hsn: "", gst_rate: "", recommended: "no",
  trending: "no", hot: "yes", show: "yes", pack_size: "43 inch", pack_size_first: "yes", thumbnail: "", slider: "", option: "Black",
  option_first: "yes", price: "29999", mrp: "44999", stock: "7", ...fields
})

describe("reading a product file", () => {
  it("names the columns the header lacks and the ones it should not have", () => {
    expect(headerProblems([...CSV_COLUMNS])).toEqual([])
    expect(headerProblems([...CSV_COLUMNS.filter((c) => c !== "mrp" && c !== "stock"), "colour"])).toEqual([
      "The header row lacks the columns mrp, stock.",
      "The header row has the unknown column colour."
    ])
  })

  it("groups rows by slug into pack sizes and options, in the file's order, as the form would send them", () => {
    const { products, problems } = analyseRecords([
      row(),
      row({ option: "Grey", option_first: "no", price: "28999" }),
      row({ pack_size: "55 inch", pack_size_first: "no", slider: "https://a.example/1.png|https://a.example/2.png", option_first: "no" })
    ], references)
    expect(problems).toEqual([])
    expect(products).toHaveLength(1)
    expect(products[0]).toMatchObject({ slug: "new-tv", firstRow: 2, rows: 3, id: undefined, show: true })
    expect(products[0]!.input).toMatchObject({
      categoryTagId: TAG, brandId: BRAND, hot: true, attributes: { Screen_type: "QLED" },
      packSize: [
        { packSizeName: "43 inch", PsPrime: true, PackSizeOptions: [{ packSizeOptionName: "Black", Price: 29_999 }, { packSizeOptionName: "Grey", Price: 28_999 }] },
        { packSizeName: "55 inch", slider: ["https://a.example/1.png", "https://a.example/2.png"], PackSizeOptions: [{ packSizeOptionName: "Black" }] }
      ]
    })
  })

  it("keeps an existing product's id and its pack sizes' and options' ids by name", () => {
    const { products } = analyseRecords([row({ slug: "old-tv" }), row({ slug: "old-tv", option: "Grey", option_first: "no" })], references)
    expect(products[0]!.id).toBe("cccccccccccccccccccccccc")
    expect(products[0]!.input.packSize[0]).toMatchObject({
      _id: "dddddddddddddddddddddddd",
      PackSizeOptions: [{ _id: "eeeeeeeeeeeeeeeeeeeeeeee", packSizeOptionName: "Black" }, { packSizeOptionName: "Grey" }]
    })
    expect(products[0]!.input.packSize[0]!.PackSizeOptions[1]!._id).toBeUndefined()
  })

  it("says where a product's rows disagree, and where a cell or the form's rules fail", () => {
    const { products, problems } = analyseRecords([
      row(),
      row({ name: "Another name", option: "Grey", option_first: "no" }),
      row({ slug: "second", sub_category: "fridges", price: "50000", mrp: "40000" }),
      row({ slug: "second", sub_category: "fridges", option: "Grey", option_first: "no" }),
      row({ slug: "" }),
      row({ slug: "third" }),
      row({ slug: "third", stock: "many", option: "Grey", option_first: "no" }),
      row({ slug: "fourth" }),
      row({ slug: "fourth" })
    ], references)
    expect(products).toEqual([])
    expect(problems).toEqual([
      { row: 3, column: "name", message: "Differs from row 2 of the same product; a product's columns must be the same on each of its rows." },
      { row: 4, column: "sub_category", message: "The tag 'smart-tvs' is in sub category 'tvs', not 'fridges'." },
      { row: 4, column: "mrp", message: "Black: the MRP must be at least the price." },
      { row: 6, column: "slug", message: "Every row needs the product's slug." },
      { row: 8, column: "stock", message: "'many' is not a number." },
      // The pack size's own rules are checked once its options pass (the Schema's filters run on a valid value).
      { row: 9, column: "option", message: "43 inch: option names must differ." }
    ])
  })

  // Issue 33: a third of the demo catalogue has no attribute group, and its export was refused whole.
  it("takes a product without an attribute group with the attributes it has, as the export writes it", () => {
    const { products, problems } = analyseRecords([
      row({ slug: "old-tv", attribute_group: "", attributes: `{"Screen Type":"QLED Ultra","Warranty":"1 Year"}` })
    ], references)
    expect(problems).toEqual([])
    expect(products[0]!.input).toMatchObject({ attributeGroup: "", attributes: { "Screen Type": "QLED Ultra", Warranty: "1 Year" } })
    // Fewer is a change the form makes too (its Remove buttons).
    expect(analyseRecords([row({ slug: "old-tv", attribute_group: "", attributes: `{"Warranty":"1 Year"}` })], references).problems).toEqual([])
  })

  it("gives a product without an attribute group no attribute it did not have, in words at its row", () => {
    const { problems } = analyseRecords([
      row({ slug: "old-tv", attribute_group: "", attributes: `{"Warranty":"2 Years","Colour":"Red"}` }),
      row({ attribute_group: "", attributes: `{"Colour":"Red"}` }),
      row({ slug: "third", attribute_group: "spaceships" })
    ], references)
    expect(problems).toEqual([
      { row: 2, column: "attributes", message: "Warranty was '1 Year': without an attribute group an attribute keeps its value; choose the group to describe the product with its lists." },
      { row: 2, column: "attributes", message: "'Colour' is not one of this product's attributes: without an attribute group a product keeps the attributes it has; choose the group to describe it with its lists." },
      { row: 3, column: "attributes", message: "'Colour' is not one of this product's attributes: without an attribute group a product keeps the attributes it has; choose the group to describe it with its lists." },
      { row: 4, column: "attribute_group", message: "There is no attribute group 'spaceships'." }
    ])
  })
})

// Issue 34 item 6: cells a spreadsheet would run are written as text and read back exactly; an
// attribute's name is only a name, whatever it is ("constructor", "__proto__").
describe("cells a spreadsheet would run as a formula", () => {
  it("get a single quote before them in the file, and lose it again when read", () => {
    for (const cell of ["=HYPERLINK(\"https://evil.example\")", "+91 98765 43210", "-5", "@SUM(A1)", "\tindented", "\rreturn", "\uFF1D1+1", "\uFF0B1", "\uFF0D1", "\uFF20x"]) {
      expect(neutralisedCell(cell), JSON.stringify(cell)).toBe(`'${cell}`)
      expect(importCell(neutralisedCell(cell))).toBe(cell)
    }
  })

  it("leaves every other cell as it is, a quote not before a formula's character too", () => {
    for (const cell of ["", "'", "'quoted", "a=b", " =1+1", "Rs. -5", "1-2Y", "{\"Colour\":\"Red\"}", "\u0915\u0941\u0930\u094D\u0924\u093E"]) {
      expect(neutralisedCell(cell), JSON.stringify(cell)).toBe(cell)
      expect(importCell(cell)).toBe(cell)
    }
  })

  it("gives back a cell that already started with quotes before a formula's character, exactly", () => {
    expect(exportCell("'=1+1")).toBe("''=1+1")
    expect(neutralisedCell("'=1+1")).toBe("''=1+1")
    expect(importCell("''=1+1")).toBe("'=1+1")
    expect(importCell(neutralisedCell("'''-x"))).toBe("'''-x")
    // A merchant's own quote before a formula is the spreadsheet's: the cell is the text after it.
    expect(importCell("'=1+1")).toBe("=1+1")
  })
})

describe("an attribute named as an object's own members", () => {
  const stored = JSON.parse(`{"constructor":"Teak","__proto__":"Steel","toString":"Matte"}`) as Record<string, string>
  const odd: CsvReferences = { ...references, existing: new Map([["odd-table", { ...references.existing.get("old-tv")!, attributes: stored }]]) }

  it("is an ordinary name: a product keeps constructor, __proto__ and toString as attributes", () => {
    const { products, problems } = analyseRecords([
      row({ slug: "odd-table", attribute_group: "", attributes: `{"constructor":"Teak","__proto__":"Steel","toString":"Matte"}` })
    ], odd)
    expect(problems).toEqual([])
    const attributes = products[0]!.input.attributes
    expect(Object.entries(attributes)).toEqual([["constructor", "Teak"], ["__proto__", "Steel"], ["toString", "Matte"]])
    expect(JSON.stringify(attributes)).toBe(`{"constructor":"Teak","__proto__":"Steel","toString":"Matte"}`)
  })

  it("is refused as any name is where the product may not have it, at the attributes column", () => {
    const { problems } = analyseRecords([
      row({ slug: "new-odd", attribute_group: "", attributes: `{"__proto__":"Steel"}` }),
      row({ slug: "grouped", attributes: `{"constructor":"Teak"}` }),
      row({ slug: "long", attributes: `{"constructor":"${"x".repeat(121)}"}` })
    ], odd)
    expect(problems).toEqual([
      { row: 2, column: "attributes", message: "'__proto__' is not one of this product's attributes: without an attribute group a product keeps the attributes it has; choose the group to describe it with its lists." },
      { row: 3, column: "attributes", message: "'constructor' is not an attribute of Televisions." },
      { row: 4, column: "attributes", message: expect.stringMatching(/^constructor: /) }
    ])
  })
})

// Issue 39: the product's Hindi name and description travel in two columns of their own, which a
// file exported before them may lack.
describe("the Hindi name and description columns", () => {
  it("are read into the product as the form sends them, trimmed, an empty cell clearing one", () => {
    const { products, problems } = analyseRecords([
      row({ name_hi: " भारत इलेक्ट्रो QLED टीवी ", description_hi: "" }),
      row({ name_hi: " भारत इलेक्ट्रो QLED टीवी ", description_hi: "", option: "Grey", option_first: "no" })
    ], references)
    expect(problems).toEqual([])
    expect(products[0]!.input).toMatchObject({ nameHi: "भारत इलेक्ट्रो QLED टीवी", descriptionHi: "" })
  })

  it("may be left out of the file: the header passes, and the products keep their Hindi texts (none sent)", () => {
    expect(headerProblems(CSV_COLUMNS.filter((c) => c !== "name_hi" && c !== "description_hi"))).toEqual([])
    const { products, problems } = analyseRecords([row()], references)
    expect(problems).toEqual([])
    expect(products[0]!.input).not.toHaveProperty("nameHi")
    expect(products[0]!.input).not.toHaveProperty("descriptionHi")
  })

  it("are product columns: the same on each of a product's rows, and in Devanagari, each problem at its column", () => {
    const { products, problems } = analyseRecords([
      row({ name_hi: "टीवी" }),
      row({ name_hi: "स्मार्ट टीवी", option: "Grey", option_first: "no" }),
      row({ slug: "latin", name_hi: "Smart TV", description_hi: "A TV." })
    ], references)
    expect(products).toEqual([])
    expect(problems).toEqual([
      { row: 3, column: "name_hi", message: "Differs from row 2 of the same product; a product's columns must be the same on each of its rows." },
      { row: 4, column: "name_hi", message: "The Hindi name must be written in Hindi (Devanagari); leave it empty for none." },
      { row: 4, column: "description_hi", message: "The Hindi description must be written in Hindi (Devanagari); leave it empty for none." }
    ])
  })
})
