import { Schema } from "effect"
import { Id } from "./common.ts"

/** Issue 19: the products a shopper viewed last, kept in the browser, most recent first. */

export const RECENTLY_VIEWED_LIMIT = 12

/**
 * The list as browser storage holds it. Not bounded here: the machine keeps the first
 * RECENTLY_VIEWED_LIMIT distinct ids (`limitRecentlyViewed`), so a longer list is trimmed, not lost.
 */
export const RecentlyViewed = Schema.Array(Id)
export type RecentlyViewed = typeof RecentlyViewed.Type

/** The first place of each product, in order, at most RECENTLY_VIEWED_LIMIT of them. */
export const limitRecentlyViewed = (list: ReadonlyArray<Id>): ReadonlyArray<Id> =>
  list.filter((id, index) => list.indexOf(id) === index).slice(0, RECENTLY_VIEWED_LIMIT)

/**
 * The list after a visit to the product's page: the product first, its earlier place gone, the
 * oldest dropped past the limit. A visit to the product viewed last changes nothing (same reference).
 */
export const recordViewed = (list: ReadonlyArray<Id>, productId: Id): ReadonlyArray<Id> =>
  list[0] === productId ? list : limitRecentlyViewed([productId, ...list])

/** What a page shows of the list: every product but the one on screen. */
export const viewedOtherThan = (list: ReadonlyArray<Id>, productId: Id | undefined): ReadonlyArray<Id> =>
  productId === undefined ? list : list.filter((id) => id !== productId)
