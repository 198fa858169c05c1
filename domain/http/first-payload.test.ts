import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { decodeFirstPayload, packRows, unpackRows } from "./first-payload.ts"

const settings = { rainStatus: true, sellerPortalUrl: "https://seller.bazaar.example/", paymentHoldMinutes: 30, maxUnpaidOrders: 3, maxUnpaidUnits: 20 }

describe("the first payload as the browser decodes it (issue 35 item 7)", () => {
  it("keeps every part that decodes, its lists' entries left to the actors that take them", () => {
    const payload = decodeFirstPayload({
      settings,
      catalogue: { superCategories: [{ name: "anything" }], categories: [] },
      prefetch: { "/api/v1/category/slugurl/men": { success: true } },
      readAt: 1_795_000_000_000
    })
    expect(payload).toEqual({
      settings,
      catalogue: { superCategories: [{ name: "anything" }], categories: [] },
      prefetch: { "/api/v1/category/slugurl/men": { success: true } },
      readAt: 1_795_000_000_000
    })
  })

  it("drops a part that does not decode and keeps the others", () => {
    expect(decodeFirstPayload({ settings: { ...settings, rainStatus: "yes" }, readAt: 5 })).toEqual({ readAt: 5 })
    expect(decodeFirstPayload({ catalogue: { categories: "none" }, readAt: "now", prefetch: { a: 1 } })).toEqual({ prefetch: { a: 1 } })
    expect(decodeFirstPayload({ catalogue: [], settings })).toEqual({ settings })
  })

  it("leaves out keys it does not know, and takes anything but an object as nothing brought", () => {
    // An older page's product lists (issue 36 item 3: no longer embedded) among them.
    expect(decodeFirstPayload({ readAt: 1, extra: { huge: true }, productLists: { hot: [] } })).toEqual({ readAt: 1 })
    for (const value of [null, 42, "payload", [], undefined]) expect(decodeFirstPayload(value)).toEqual({})
  })
})

describe("the payload's rows packed without their repeated keys (issue 36 item 3)", () => {
  it("packs a list of like rows, nested ones too, and unpacks it to the same value", () => {
    const payload = {
      catalogue: { categories: [{ _id: "a", name: "Men", images: [{ n: 1 }, { n: 2 }] }, { _id: "b", name: "Women", images: [] }], superCategories: [{ name: "Clothing" }] }
    }
    const packed = packRows(payload) as { catalogue: { categories: unknown } }
    expect(packed.catalogue.categories).toEqual({ $rows: ["_id", "name", "images"], $values: [["a", "Men", { $rows: ["n"], $values: [[1], [2]] }], ["b", "Women", []]] })
    expect(unpackRows(packed)).toEqual(payload)
    expect(decodeFirstPayload(JSON.parse(JSON.stringify(packed))).catalogue).toEqual(payload.catalogue)
  })

  it("leaves unlike rows, a single row and anything that is not a list of objects as they are", () => {
    const unlike = [{ a: 1, b: 2 }, { b: 2, a: 1 }, { a: 1 }]
    expect(packRows(unlike)).toEqual(unlike)
    expect(packRows([{ a: 1 }])).toEqual([{ a: 1 }])
    expect(packRows([1, "x", null])).toEqual([1, "x", null])
  })

  it("sends a payload holding the packed shape itself (an attribute named '$rows') unpacked, so it is never misread", () => {
    const odd = { prefetch: { "/api/v1/product/all": { product: [{ attributes: { $rows: ["x"], $values: [[1]] } }, { attributes: {} }] } } }
    expect(packRows(odd)).toEqual(odd)
  })

  it("gives back any JSON value it packed", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      expect(unpackRows(JSON.parse(JSON.stringify(packRows(value))))).toEqual(JSON.parse(JSON.stringify(value)))
    }), { numRuns: 300 })
  })
})
