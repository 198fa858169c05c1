import { Arbitrary, Either, FastCheck as fc, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Id } from "./common.ts"
import {
  addCompareEntry,
  COMPARE_FULL_TEXT,
  COMPARE_LIMIT,
  CompareEntry,
  compareRows,
  isCompared,
  isCompareFull,
  limitCompareEntries,
  MISSING_VALUE,
  removeCompareEntry
} from "./compare.ts"
import { attributeLabel, type PackSize, Product } from "./product.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

const entry = (n: number): CompareEntry => ({ productId: id(n), slugUrl: `product-${n}` })
const numbers = (list: ReadonlyArray<CompareEntry>) => list.map((e) => Number.parseInt(e.productId, 16))

const pack = (n: number, name: string, options: ReadonlyArray<{ readonly Price: number; readonly Mrp: number; readonly prime?: boolean; readonly stock?: number }>, prime = false): PackSize => ({
  _id: id(1000 + n),
  PsPrime: prime,
  packSizeName: name,
  thumbnail: `/images/${n}.svg`,
  slider: [],
  PackSizeOptions: options.map((o, index) => ({
    _id: id(2000 + n * 10 + index),
    PsnPrime: o.prime ?? false,
    packSizeOptionName: `Option ${index + 1}`,
    Price: o.Price,
    Mrp: o.Mrp,
    availablestock: o.stock ?? 5
  }))
})

const product = (n: number, brand: string, attributes: Record<string, string>, packSize: ReadonlyArray<PackSize>): Product => ({
  _id: id(n),
  name: `Product ${n}`,
  slugUrl: `product-${n}`,
  description: "A product.",
  superCategory: "Electronics",
  category: "Audio",
  categorySlugUrl: "audio",
  SubCategory: "Headphones",
  subCategorySlugUrl: "headphones",
  CategoryTag: "Wireless",
  categoryTagSlugUrl: "wireless",
  brand,
  brandSlugUrl: brand.toLowerCase(),
  attributes,
  recommended: false,
  trending: false,
  hot: false,
  packSize,
  createdAt: "2026-01-01T00:00:00.000Z",
  ratingAverage: null,
  ratingCount: 0
})

// Two headphones: the second's prime pack size is its second, and that pack's first option is sold out.
const boat = product(1, "boAt", { Wired_wireless: "wireless", Bluetooth_version: "5.3", Play_time: "40 hrs" }, [
  pack(1, "1 piece", [{ Price: 1299, Mrp: 3990 }], true)
])
const jbl = product(2, "JBL", { Wired_wireless: "wireless", Warranty: "1 Year", Bluetooth_version: "5.0" }, [
  pack(2, "1 piece", [{ Price: 5000, Mrp: 5000 }]),
  pack(3, "Pack of 2", [{ Price: 9000, Mrp: 10000, prime: true, stock: 0 }, { Price: 123456.5, Mrp: 150000 }], true)
])
const bare = product(3, "Generic", {}, [])

describe("the compare list", () => {
  it("decodes an entry of a product id and a slug", () => {
    expect(Schema.decodeUnknownEither(CompareEntry)(entry(1))).toEqual(Either.right(entry(1)))
    expect(Either.isLeft(Schema.decodeUnknownEither(CompareEntry)({ productId: id(1) }))).toBe(true)
  })

  it("holds up to 4 products, in the order added, and refuses a fifth with the same list", () => {
    expect(COMPARE_LIMIT).toBe(4)
    const full = [1, 2, 3, 4].map(entry).reduce(addCompareEntry, [] as ReadonlyArray<CompareEntry>)
    expect(numbers(full)).toEqual([1, 2, 3, 4])
    expect(isCompareFull(full)).toBe(true)
    expect(addCompareEntry(full, entry(5))).toBe(full)
  })

  it("keeps a product already listed once, returning the same list", () => {
    const list = [entry(1), entry(2)]
    expect(addCompareEntry(list, entry(1))).toBe(list)
    expect(isCompared(list, id(2))).toBe(true)
    expect(isCompared(list, id(3))).toBe(false)
  })

  it("removes a product and keeps the others in order", () => {
    expect(numbers(removeCompareEntry([entry(1), entry(2), entry(3)], id(2)))).toEqual([1, 3])
    expect(numbers(removeCompareEntry([entry(1)], id(9)))).toEqual([1])
  })

  it("limits a stored list to its first 4 distinct products", () => {
    expect(numbers(limitCompareEntries([1, 2, 1, 3, 4, 5].map(entry)))).toEqual([1, 2, 3, 4])
  })

  it("explains a refused add with the limit in words", () => {
    expect(COMPARE_FULL_TEXT).toBe("You can compare up to 4 products. Remove one to add another.")
  })
})

describe("attribute labels", () => {
  it("read an attribute name's '_' as spaces, as the product page shows them", () => {
    expect(attributeLabel("Wired_wireless")).toBe("Wired wireless")
    expect(attributeLabel("Bluetooth_version")).toBe("Bluetooth version")
    expect(attributeLabel("RAM")).toBe("RAM")
  })
})

describe("the compare table", () => {
  it("shows brand, price, MRP, discount and pack sizes, then each attribute any product has, in the order first met", () => {
    expect(compareRows([boat, jbl, bare])).toEqual([
      { label: "Brand", values: ["boAt", "JBL", "Generic"], differ: true },
      // JBL: the prime pack (Pack of 2), whose prime option is sold out, so its first option in stock.
      { label: "Price", values: ["₹1,299", "₹1,23,456.50", MISSING_VALUE], differ: true },
      { label: "MRP", values: ["₹3,990", "₹1,50,000", MISSING_VALUE], differ: true },
      { label: "Discount", values: ["67% off", "18% off", MISSING_VALUE], differ: true },
      { label: "Pack sizes", values: ["1 piece", "1 piece, Pack of 2", MISSING_VALUE], differ: true },
      { label: "Wired wireless", values: ["wireless", "wireless", MISSING_VALUE], differ: true },
      { label: "Bluetooth version", values: ["5.3", "5.0", MISSING_VALUE], differ: true },
      { label: "Play time", values: ["40 hrs", MISSING_VALUE, MISSING_VALUE], differ: true },
      { label: "Warranty", values: [MISSING_VALUE, "1 Year", MISSING_VALUE], differ: true }
    ])
  })

  it("marks a row the same when every product shows the same value, and shows no discount as '—'", () => {
    const twin = { ...boat, _id: id(9), attributes: { ...boat.attributes, Play_time: "60 hrs" } }
    const rows = compareRows([boat, twin])
    expect(rows.map((row) => [row.label, row.differ])).toEqual([
      ["Brand", false],
      ["Price", false],
      ["MRP", false],
      ["Discount", false],
      ["Pack sizes", false],
      ["Wired wireless", false],
      ["Bluetooth version", false],
      ["Play time", true]
    ])
    expect(compareRows([jbl]).find((row) => row.label === "Discount")?.values).toEqual(["18% off"])
    const noDiscount = product(4, "Sony", {}, [pack(4, "1 piece", [{ Price: 500, Mrp: 500 }], true)])
    expect(compareRows([noDiscount]).find((row) => row.label === "Discount")?.values).toEqual([MISSING_VALUE])
  })

  it("of one product differs nowhere, and of none has only the five fixed rows, empty", () => {
    expect(compareRows([boat]).every((row) => !row.differ)).toBe(true)
    expect(compareRows([])).toEqual(
      ["Brand", "Price", "MRP", "Discount", "Pack sizes"].map((label) => ({ label, values: [], differ: false }))
    )
  })

  it("does not read an attribute a product lacks from the object prototype", () => {
    const odd = product(5, "Odd", { constructor: "yes", toString: "no" }, [])
    expect(compareRows([odd, bare]).slice(5)).toEqual([
      { label: "constructor", values: ["yes", MISSING_VALUE], differ: true },
      { label: "toString", values: ["no", MISSING_VALUE], differ: true }
    ])
  })
})

describe("the compare table, for any products", () => {
  // `fc` is Effect's FastCheck here: Arbitrary.make builds on it, and mixing two fast-checks does not type.
  // Attribute names and values from small pools, so that products share some and lack others.
  const attributesArb = fc.dictionary(fc.constantFrom("Size", "Colour_family", "RAM", "Star_rating"), fc.constantFrom("1", "2", "M"), {
    maxKeys: 4
  })
  const productsArb = fc.array(
    fc.tuple(Arbitrary.make(Product), attributesArb).map(([p, attributes]) => ({ ...p, attributes })),
    { maxLength: COMPARE_LIMIT }
  )

  it("has a value per product in every row, the five fixed rows, then one per attribute name of any product", () => {
    fc.assert(
      fc.property(productsArb, (products) => {
        const rows = compareRows(products)
        const names = new Set(products.flatMap((p) => Object.keys(p.attributes)))
        expect(rows.slice(0, 5).map((row) => row.label)).toEqual(["Brand", "Price", "MRP", "Discount", "Pack sizes"])
        expect(new Set(rows.slice(5).map((row) => row.label))).toEqual(new Set([...names].map(attributeLabel)))
        for (const row of rows) expect(row.values).toHaveLength(products.length)
      })
    )
  })

  it("shows each product's own attribute value in its column, '—' when it has none", () => {
    fc.assert(
      fc.property(productsArb, (products) => {
        for (const row of compareRows(products).slice(5)) {
          const name = row.label.replace(/ /g, "_")
          row.values.forEach((value, column) => expect(value).toBe(products[column]?.attributes[name] ?? MISSING_VALUE))
        }
      })
    )
  })

  it("marks a row as differing exactly when its values are not all equal", () => {
    fc.assert(
      fc.property(productsArb, (products) => {
        for (const row of compareRows(products)) expect(row.differ).toBe(row.values.some((value) => value !== row.values[0]))
      })
    )
  })

  it("moves each product's values with it when the products are reordered", () => {
    fc.assert(
      fc.property(productsArb, (products) => {
        const reversed = compareRows([...products].reverse())
        const byLabel = new Map(reversed.map((row) => [row.label, row]))
        for (const row of compareRows(products)) {
          expect(byLabel.get(row.label)?.values).toEqual([...row.values].reverse())
          expect(byLabel.get(row.label)?.differ).toBe(row.differ)
        }
      })
    )
  })
})
