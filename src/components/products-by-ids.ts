import { Effect } from "effect"
import { type AnyActorRef, waitFor } from "xstate"
import type { Product } from "#domain/product.ts"
import { failureSentence } from "#domain/failure-words.ts"
import { ShopApi } from "../app/api-tags.ts"
import type { ApiRuntime } from "../app/runtime.ts"

/** The products of a wishlist or compare list, or the reason they could not be read. */
export type ProductsAnswer =
  | { readonly ok: true; readonly products: ReadonlyArray<Product> }
  | { readonly ok: false; readonly message: string }

/** What a saved list's route loader gives its screen: the ids it asked for and the answer. */
export interface SavedProductsData {
  readonly asked: ReadonlyArray<string>
  readonly answer: ProductsAnswer
}

// A sign-in's wishlist load that takes longer than this does not hold the page: the screen reads
// the list again when its ids change (see `unasked`).
const SETTLE_MS = 10_000

/**
 * The products behind a saved list, read by the route's loader (issue 16: page data comes from route
 * loaders; the router keeps and refreshes the answer, there is no cache of ours). The list itself is
 * shopper state in a root actor (`items` of the wishlist or compare actor); while that actor is
 * loading (a sign-in's merge or fetch), the loader waits for it, so the page does not show an
 * emptiness that is not true.
 */
export const loadSavedProducts = async <TActor extends AnyActorRef>(
  runtime: ApiRuntime,
  list: TActor,
  idsOf: (snapshot: ReturnType<TActor["getSnapshot"]>) => ReadonlyArray<string>,
  settled: (snapshot: ReturnType<TActor["getSnapshot"]>) => boolean = () => true
): Promise<SavedProductsData> => {
  await waitFor(list, settled, { timeout: SETTLE_MS }).catch(() => undefined)
  const asked = idsOf(list.getSnapshot())
  if (asked.length === 0) return { asked, answer: { ok: true, products: [] } }
  const answer = await runtime
    .runPromise(Effect.flatMap(ShopApi, (api) => api.productsByIds(asked)))
    .then((products): ProductsAnswer => ({ ok: true, products }), (error: unknown): ProductsAnswer => ({ ok: false, message: failureSentence(error) }))
  return { asked, answer }
}

/**
 * The ids of the list that the loader did not ask for (added since, by a sign-in's merge or another
 * tab): when there are some, the screen has its loader read again. A removed product needs no call:
 * the screen leaves it out (`inListOrder`).
 */
export const unasked = (data: SavedProductsData, ids: ReadonlyArray<string>): ReadonlyArray<string> => {
  const asked = new Set(data.asked)
  return ids.filter((id) => !asked.has(id))
}

/** Orders the products as the list holds them, leaving out what the list no longer holds. */
export const inListOrder = (products: ReadonlyArray<Product>, ids: ReadonlyArray<string>): ReadonlyArray<Product> => {
  const byId = new Map(products.map((p) => [p._id as string, p]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
