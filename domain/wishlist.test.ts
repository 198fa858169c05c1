import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Id } from "./common.ts"
import {
  addEntry,
  hasEntry,
  isWishlistFull,
  limitEntries,
  mergeEntries,
  removeEntry,
  WISHLIST_ERROR_TEXTS,
  WISHLIST_FULL_TEXT,
  WISHLIST_LIMIT,
  WishlistEntries,
  WishlistEntry
} from "./wishlist.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

/** Product n on a wishlist, added on day `day` of January 2026. */
const entry = (n: number, day = 1): WishlistEntry => ({
  productId: id(n),
  slugUrl: `product-${n}`,
  addedAt: `2026-01-${String(day).padStart(2, "0")}T10:00:00.000Z`
})

const ids = (list: ReadonlyArray<WishlistEntry>) => list.map((e) => Number.parseInt(e.productId, 16))

/** A list of `count` distinct products, numbered from `from`. */
const listOf = (count: number, from = 1) => Array.from({ length: count }, (_, index) => entry(from + index))

const frozen = <T extends ReadonlyArray<object>>(list: T): T => {
  list.forEach((item) => Object.freeze(item))
  return Object.freeze(list)
}

describe("a wishlist entry", () => {
  it("decodes a product id, its slug and the time it was added", () => {
    expect(Schema.decodeUnknownEither(WishlistEntry)(entry(7))).toEqual(Either.right(entry(7)))
  })

  it("is refused with a product id that is not a 24-hex id or a slug with capitals", () => {
    expect(Either.isLeft(Schema.decodeUnknownEither(WishlistEntry)({ ...entry(1), productId: "42" }))).toBe(true)
    expect(Either.isLeft(Schema.decodeUnknownEither(WishlistEntry)({ ...entry(1), slugUrl: "Product-1" }))).toBe(true)
  })

  it("decodes as a stored list of any length, which the machine trims", () => {
    const stored = [...listOf(WISHLIST_LIMIT + 1), entry(1)]
    expect(Schema.decodeUnknownSync(WishlistEntries)(stored)).toHaveLength(WISHLIST_LIMIT + 2)
  })
})

describe("adding to the wishlist", () => {
  it("puts a new product first: newest first", () => {
    expect(ids(addEntry(addEntry(addEntry([], entry(1)), entry(2)), entry(3)))).toEqual([3, 2, 1])
  })

  it("keeps a product already listed in its place, with its first addedAt, and returns the same list", () => {
    const list = frozen([entry(2, 5), entry(1, 3)])
    const after = addEntry(list, entry(1, 9))
    expect(after).toBe(list)
    expect(after[1]?.addedAt).toBe("2026-01-03T10:00:00.000Z")
  })

  it("holds up to 200 products and refuses the 201st, returning the same list", () => {
    expect(WISHLIST_LIMIT).toBe(200)
    const almost = listOf(WISHLIST_LIMIT - 1)
    const full = addEntry(almost, entry(500))
    expect(full).toHaveLength(200)
    expect(isWishlistFull(full)).toBe(true)
    expect(isWishlistFull(almost)).toBe(false)
    expect(addEntry(full, entry(501))).toBe(full)
    expect(hasEntry(full, id(501))).toBe(false)
  })
})

describe("removing from the wishlist", () => {
  it("takes the product out and keeps the others in order", () => {
    expect(ids(removeEntry([entry(3), entry(2), entry(1)], id(2)))).toEqual([3, 1])
  })

  it("returns the same list when the product is not listed", () => {
    const list = frozen([entry(1)])
    expect(removeEntry(list, id(9))).toBe(list)
  })
})

describe("merging the visitor's list into the customer's at sign-in (DESIGN §4)", () => {
  it("keeps the customer's products first, then the visitor's that are new, each product once", () => {
    const customer = [entry(3), entry(1)]
    const visitor = [entry(4), entry(1, 20), entry(2)]
    const merged = mergeEntries(customer, visitor)
    expect(ids(merged)).toEqual([3, 1, 4, 2])
    // The customer's entry wins for a product on both lists.
    expect(merged[1]).toEqual(entry(1))
  })

  it("stops at 200 products, dropping the visitor's last ones", () => {
    const merged = mergeEntries(listOf(150, 1), listOf(100, 1001))
    expect(merged).toHaveLength(200)
    expect(ids(merged).slice(148, 152)).toEqual([149, 150, 1001, 1002])
    expect(ids(merged).at(-1)).toBe(1050)
  })

  it("of an empty visitor list is the customer's list, and of an empty customer list the visitor's", () => {
    expect(mergeEntries([entry(2), entry(1)], [])).toEqual([entry(2), entry(1)])
    expect(mergeEntries([], [entry(2), entry(1)])).toEqual([entry(2), entry(1)])
  })
})

describe("limiting a stored list", () => {
  it("keeps the first entry of each product and at most 200 entries", () => {
    expect(ids(limitEntries([entry(1), entry(2), entry(1, 9), entry(3)]))).toEqual([1, 2, 3])
    expect(limitEntries(listOf(250))).toEqual(listOf(200))
  })
})

describe("the wishlist texts (ours: §8 has none for the wishlist)", () => {
  it("name a text for each failed call and for a full list", () => {
    expect(WISHLIST_ERROR_TEXTS).toEqual({
      load: "Wishlist Not Found",
      merge: "wishlist Not merged",
      add: "wishlist Not updated",
      remove: "wishlist Not updated"
    })
    expect(WISHLIST_FULL_TEXT).toBe("Your wishlist holds up to 200 products. Remove one to add another.")
  })
})

describe("the wishlist rules, for any lists", () => {
  // Small product numbers so that lists share products often.
  const entryArb = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([n, day]) => entry(n, day))
  const listArb = fc.array(entryArb, { maxLength: 15 }).map(limitEntries)
  const distinct = (list: ReadonlyArray<WishlistEntry>) => new Set(ids(list)).size === list.length

  it("adding, removing and merging never list a product twice nor go beyond the limit", () => {
    fc.assert(
      fc.property(listArb, listArb, entryArb, (a, b, e) => {
        for (const list of [addEntry(a, e), removeEntry(a, e.productId), mergeEntries(a, b)]) {
          expect(distinct(list)).toBe(true)
          expect(list.length).toBeLessThanOrEqual(WISHLIST_LIMIT)
        }
      })
    )
  })

  it("a merge holds exactly the products of both lists, the customer's first and in their order", () => {
    fc.assert(
      fc.property(listArb, listArb, (customer, visitor) => {
        const merged = mergeEntries(customer, visitor)
        expect(new Set(ids(merged))).toEqual(new Set([...ids(customer), ...ids(visitor)]))
        expect(merged.slice(0, customer.length)).toEqual(customer)
        expect(ids(merged.slice(customer.length))).toEqual(ids(visitor).filter((n) => !ids(customer).includes(n)))
      })
    )
  })

  it("adding then removing a product not listed gives back the list", () => {
    fc.assert(
      fc.property(listArb, entryArb, (list, e) => {
        fc.pre(!hasEntry(list, e.productId))
        expect(removeEntry(addEntry(list, e), e.productId)).toEqual(list)
      })
    )
  })
})
