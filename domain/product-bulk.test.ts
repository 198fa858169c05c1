import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Id } from "./common.ts"
import { bulkChanges, MAX_PRICE, movedPrice, type BulkProductRow } from "./product-bulk.ts"

const id = (n: number) => n.toString(16).padStart(24, "0") as Id
const product = (options: ReadonlyArray<{ price: number; mrp: number; stock: number }>, show = true): BulkProductRow => ({
  productId: id(1),
  productName: "Kurta",
  show,
  options: options.map((o, i) => ({ optionId: id(100 + i), optionName: `M / Colour ${i}`, ...o }))
})

describe("a price moved by a percentage (issue 20 item 1)", () => {
  it("rounds to whole rupees", () => {
    expect(movedPrice(999, 10)).toBe(1_099)
    expect(movedPrice(2_345, 10)).toBe(2_580)
    expect(movedPrice(2_580, -33.3)).toBe(1_721)
  })
  it("never gives a priced product away, never passes the shop's highest price, and keeps a free one free", () => {
    expect(movedPrice(1, -90)).toBe(1)
    expect(movedPrice(9_000_000, 500)).toBe(MAX_PRICE)
    expect(movedPrice(0, 50)).toBe(0)
  })
})

describe("what a bulk action changes", () => {
  it("a price change keeps every option's MRP at least its price, and lists only the options that change", () => {
    const changes = bulkChanges({ _tag: "price", percent: 10 }, [product([{ price: 1_000, mrp: 1_200, stock: 1 }, { price: 999, mrp: 999, stock: 0 }, { price: 0, mrp: 0, stock: 3 }])])
    expect(changes.map((c) => [c.before, c.after])).toEqual([
      [{ price: 1_000, mrp: 1_200 }, { price: 1_100, mrp: 1_200 }],
      [{ price: 999, mrp: 999 }, { price: 1_099, mrp: 1_099 }]
    ])
  })
  it("stock sets every option to the number; hide and show name the product once, only when it changes", () => {
    const row = product([{ price: 10, mrp: 10, stock: 4 }, { price: 10, mrp: 10, stock: 0 }])
    expect(bulkChanges({ _tag: "stock", stock: 4 }, [row]).map((c) => c.optionId)).toEqual([id(101)])
    expect(bulkChanges({ _tag: "hide" }, [row])).toEqual([{ productId: id(1), productName: "Kurta", optionId: null, optionName: null, before: { show: true }, after: { show: false } }])
    expect(bulkChanges({ _tag: "show" }, [row])).toEqual([])
  })
  it("is a property: after a price change every option has a whole price within the shop's limit, at most its MRP, and no MRP falls", () => {
    const option = fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }), stock: fc.integer({ min: 0, max: 100 }), extra: fc.integer({ min: 0, max: 100_000 }) })
      .map(({ price, stock, extra }) => ({ price, mrp: price + extra, stock }))
    fc.assert(fc.property(fc.array(option, { minLength: 1, maxLength: 6 }), fc.double({ min: -90, max: 500, noNaN: true }).filter((p) => p !== 0), (options, percent) => {
      for (const change of bulkChanges({ _tag: "price", percent }, [product(options)])) {
        expect(Number.isInteger(change.after.price)).toBe(true)
        expect(change.after.mrp!).toBeGreaterThanOrEqual(change.after.price!)
        expect(change.after.mrp!).toBeGreaterThanOrEqual(change.before.mrp!)
        expect(change.after.price!).toBeLessThanOrEqual(MAX_PRICE)
      }
    }))
  })
})
