import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Id } from "./common.ts"
import { limitRecentlyViewed, RECENTLY_VIEWED_LIMIT, RecentlyViewed, recordViewed, viewedOtherThan } from "./recently-viewed.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const numbers = (list: ReadonlyArray<Id>) => list.map((productId) => Number.parseInt(productId, 16))
const visits = (...ns: ReadonlyArray<number>) => ns.reduce<ReadonlyArray<Id>>((list, n) => recordViewed(list, id(n)), [])

describe("the recently viewed list", () => {
  it("holds 12 products", () => {
    expect(RECENTLY_VIEWED_LIMIT).toBe(12)
  })

  it("puts the product viewed last first", () => {
    expect(numbers(visits(1, 2, 3))).toEqual([3, 2, 1])
  })

  it("holds a product viewed again once, moved to the front", () => {
    expect(numbers(visits(1, 2, 3, 1))).toEqual([1, 3, 2])
    expect(numbers(visits(1, 2, 2, 2))).toEqual([2, 1])
  })

  it("returns the same list when the product viewed is already first", () => {
    const list = Object.freeze(visits(4, 5))
    expect(recordViewed(list, id(5))).toBe(list)
  })

  it("forgets the oldest product past 12", () => {
    const list = visits(...Array.from({ length: 14 }, (_, i) => i + 1))
    expect(numbers(list)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3])
  })

  it("trims a stored list to its first 12 distinct products, keeping their order", () => {
    const stored = [7, 7, 3, ...Array.from({ length: 15 }, (_, i) => 20 + i), 3].map(id)
    expect(numbers(limitRecentlyViewed(stored))).toEqual([7, 3, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29])
  })

  it("shows every product but the one on screen", () => {
    expect(numbers(viewedOtherThan(visits(1, 2, 3), id(2)))).toEqual([3, 1])
    expect(numbers(viewedOtherThan(visits(1, 2, 3), undefined))).toEqual([3, 2, 1])
  })

  it("decodes as stored ids of any length, and refuses a value that is not a list of 24-hex ids", () => {
    const stored = Array.from({ length: 20 }, (_, i) => id(i + 1))
    expect(Schema.decodeUnknownSync(RecentlyViewed)(stored)).toHaveLength(20)
    for (const bad of [["42"], [id(0xabc).toUpperCase()], "not a list", [{ productId: id(1) }], null]) {
      expect(Either.isLeft(Schema.decodeUnknownEither(RecentlyViewed)(bad)), JSON.stringify(bad)).toBe(true)
    }
  })
})

describe("the recently viewed list, for any visits", () => {
  const product = fc.integer({ min: 1, max: 20 })

  it("is the distinct products in order of their last visit, newest first, at most 12", () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 60 }), (ns) => {
        // Written from the issue alone: the last visit of each product decides its place.
        const lastVisit = new Map(ns.map((n, at) => [n, at]))
        const expected = [...lastVisit].sort(([, a], [, b]) => b - a).map(([n]) => n).slice(0, 12)
        expect(numbers(visits(...ns))).toEqual(expected)
      })
    )
  })

  it("keeps a trimmed stored list as it is, and trims any list to what trimming it again keeps", () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 40 }), (ns) => {
        const once = limitRecentlyViewed(ns.map(id))
        expect(limitRecentlyViewed(once)).toEqual(once)
        expect(once.length).toBeLessThanOrEqual(12)
        expect(new Set(once).size).toBe(once.length)
      })
    )
  })
})
