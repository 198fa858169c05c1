import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { wishlistOf } from "./wishlist.repo.ts"
import * as Writes from "./wishlist.writes.ts"

/**
 * Every wishlist call acts on the session's client (SessionAuth provides it), never on a client
 * named by the request, and answers the whole list after its change.
 */
const withOwnWishlist = <E, R>(change: (clientId: Id) => Effect.Effect<void, E, R>) =>
  Effect.gen(function* () {
    const { clientId } = yield* CurrentClient
    yield* change(clientId)
    return { success: true as const, wishlist: yield* wishlistOf(clientId) }
  })

export const WishlistHandlersLive = groupOrUnavailable(BazaarApi, "wishlist", (handlers) =>
  handlers
    .handle("list", () => withOwnWishlist(() => Effect.void))
    .handle("add", ({ path }) => withOwnWishlist((clientId) => Writes.addToWishlist(clientId, path.productId)))
    .handle("remove", ({ path }) => withOwnWishlist((clientId) => Writes.removeFromWishlist(clientId, path.productId)))
    .handle("merge", ({ payload }) => withOwnWishlist((clientId) => Writes.mergeIntoWishlist(clientId, payload.productIds)))
)
