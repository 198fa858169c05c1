import { Schema } from "effect"
import { Id, Slug, Timestamp } from "./common.ts"

/**
 * DESIGN §4 Wishlist: kept on the server for a signed-in customer, in the browser otherwise, merged
 * at sign-in. The entry schema lives here (domain/ imports nothing of http/), and the contract in
 * domain/http/shop.http.ts uses it; the rules below are the one statement of what a list may hold,
 * for the browser's machine and the server alike.
 */

/** The most products one wishlist holds (the merge call accepts at most this many ids). */
export const WISHLIST_LIMIT = 200

/** One product on a wishlist: which product, its page, and when it was added (ISO-8601). */
export const WishlistEntry = Schema.Struct({ productId: Id, slugUrl: Slug, addedAt: Timestamp })
export type WishlistEntry = typeof WishlistEntry.Type

/**
 * A stored list as browser storage holds it. Deliberately not bounded or checked for repeats: the
 * machine keeps the first WISHLIST_LIMIT distinct entries (`limitEntries`), so a list written by an
 * older or newer version is trimmed rather than thrown away.
 */
export const WishlistEntries = Schema.Array(WishlistEntry)
export type WishlistEntries = typeof WishlistEntries.Type

export const WISHLIST_OPERATIONS = ["load", "merge", "add", "remove"] as const
export type WishlistOperation = (typeof WISHLIST_OPERATIONS)[number]

/**
 * The text stored when each wishlist call fails. §8 has no wishlist texts: these are ours, written in
 * the catalogue's manner ('… Not Found', '… Not updated').
 */
export const WISHLIST_ERROR_TEXTS: { readonly [O in WishlistOperation]: string } = {
  load: "Wishlist Not Found",
  merge: "wishlist Not merged",
  add: "wishlist Not updated",
  remove: "wishlist Not updated"
}

/** Ours too: why an add changed nothing when the list is full. */
export const WISHLIST_FULL_TEXT = `Your wishlist holds up to ${WISHLIST_LIMIT} products. Remove one to add another.`

export const hasEntry = (list: ReadonlyArray<WishlistEntry>, productId: Id): boolean =>
  list.some((entry) => entry.productId === productId)

/** True when one more product would go beyond the limit. */
export const isWishlistFull = (list: ReadonlyArray<WishlistEntry>): boolean => list.length >= WISHLIST_LIMIT

/**
 * Newest first: a new product goes to the front. A product already listed keeps its place and its
 * `addedAt`; a full list is refused. Either refusal returns the same list (same reference).
 */
export const addEntry = (list: ReadonlyArray<WishlistEntry>, entry: WishlistEntry): ReadonlyArray<WishlistEntry> =>
  hasEntry(list, entry.productId) || isWishlistFull(list) ? list : [entry, ...list]

/** Removes the product; a product not listed changes nothing (same reference). */
export const removeEntry = (list: ReadonlyArray<WishlistEntry>, productId: Id): ReadonlyArray<WishlistEntry> =>
  hasEntry(list, productId) ? list.filter((entry) => entry.productId !== productId) : list

/** The first entry of each product, in order, at most WISHLIST_LIMIT of them. */
export const limitEntries = (list: ReadonlyArray<WishlistEntry>): ReadonlyArray<WishlistEntry> => {
  const seen = new Set<string>()
  const kept: Array<WishlistEntry> = []
  for (const entry of list) {
    if (kept.length === WISHLIST_LIMIT) break
    if (seen.has(entry.productId)) continue
    seen.add(entry.productId)
    kept.push(entry)
  }
  return kept
}

/**
 * DESIGN §4 merged at sign-in: the customer's list first, in its order, then the visitor's products
 * it does not hold, in theirs; no product twice, and what goes beyond the limit is dropped (the
 * visitor's last ones first).
 */
export const mergeEntries = (
  customerList: ReadonlyArray<WishlistEntry>,
  visitorList: ReadonlyArray<WishlistEntry>
): ReadonlyArray<WishlistEntry> => limitEntries([...customerList, ...visitorList])
