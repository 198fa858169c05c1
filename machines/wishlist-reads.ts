import type { SnapshotFrom } from "xstate"
import type { WishlistMachine } from "./wishlist.machine.ts"

/**
 * What the screens read of the wishlist actor's state (issue 35 item 4: no loading flag in the
 * context restates a state). Apart from the machine, importing only its type (see
 * authentication-reads.ts): the /wishlist screen loads lazily. (src/app/persistence.ts reads the same
 * states itself, to keep this module out of the first load.)
 */

type WishlistSnapshot = SnapshotFrom<WishlistMachine>

/** The signed-in customer's list is being loaded (the visitor's merged into it): the screen waits for it. */
export const wishlistLoading = (snapshot: WishlistSnapshot): boolean => snapshot.matches({ customer: { list: "pending" } })

/** The sign-in load failed: the list shown is the visitor's, kept in the browser until it is tried again. */
export const wishlistLoadFailed = (snapshot: WishlistSnapshot): boolean => snapshot.matches({ customer: { list: "failed" } })
