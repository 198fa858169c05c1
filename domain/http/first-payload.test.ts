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
  it("packs a list of like rows, nested ones too, marks the payload, and unpacks it to the same value", () => {
    const payload = {
      catalogue: { categories: [{ _id: "a", name: "Men", images: [{ n: 1 }, { n: 2 }] }, { _id: "b", name: "Women", images: [] }], superCategories: [{ name: "Clothing" }] }
    }
    const packed = packRows(payload) as { $packed: number; catalogue: { categories: unknown } }
    expect(packed.$packed).toBe(1)
    expect(packed.catalogue.categories).toEqual({ $rows: ["_id", "name", "images"], $values: [["a", "Men", { $rows: ["n"], $values: [[1], [2]] }], ["b", "Women", []]] })
    expect(unpackRows(packed)).toEqual(payload)
    expect(decodeFirstPayload(JSON.parse(JSON.stringify(packed))).catalogue).toEqual(payload.catalogue)
  })

  it("leaves unlike rows, a single row, rows with an undefined value or a date, and lists of lists as they are", () => {
    const unlike = { a: [{ a: 1, b: 2 }, { b: 2, a: 1 }, { a: 1 }] }
    expect(packRows(unlike)).toEqual({ $packed: 1, ...unlike })
    expect(packRows({ a: [{ a: 1 }] })).toEqual({ $packed: 1, a: [{ a: 1 }] })
    expect(packRows({ a: [{ a: undefined, b: 1 }, { a: 2, b: 1 }] })).toEqual({ $packed: 1, a: [{ a: undefined, b: 1 }, { a: 2, b: 1 }] })
    const when = new Date(0)
    expect(packRows({ a: [when, when] })).toEqual({ $packed: 1, a: [when, when] })
    const lists = { a: [[{ a: 1 }, { a: 2 }], [{ a: 3 }, { a: 4 }]] }
    expect(unpackRows(JSON.parse(JSON.stringify(packRows(lists))))).toEqual(lists)
  })

  it("sends a payload holding the packed shape itself (an attribute named '$rows') unmarked and as it is, and never unpacks it", () => {
    const odd = { prefetch: { "/api/v1/product/all": { product: [{ attributes: { $rows: ["x"], $values: [[1]] } }, { attributes: {} }] } } }
    expect(packRows(odd)).toEqual(odd)
    expect(unpackRows(odd)).toEqual(odd)
  })

  it("gives back any payload it packed, as JSON would carry it", () => {
    const key = fc.constantFrom("a", "b", "$rows", "$values", "$packed")
    const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.constant(null), fc.boolean())
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: "small" },
        leaf,
        fc.array(fc.dictionary(key, leaf, { maxKeys: 3 }), { maxLength: 4 }),
        fc.array(tie("tree"), { maxLength: 3 }),
        fc.dictionary(key, tie("tree"), { maxKeys: 3 })
      )
    }))
    // The payload's own keys are FirstPayload's, never the mark; deeper down anything may be.
    const top = fc.constantFrom("a", "b", "$rows", "$values")
    fc.assert(fc.property(fc.dictionary(top, tree, { maxKeys: 3 }), (payload) => {
      const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown
      expect(unpackRows(asJson(packRows(payload)))).toEqual(asJson(payload))
    }), { numRuns: 500 })
  })
})
