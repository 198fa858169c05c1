import type { AnyActorRef } from "xstate"
import { featureCall, ProductApi } from "../app/api-tags.ts"
import type { ApiRuntime } from "../app/runtime.ts"
import { settled } from "../app/settled.ts"
import type { ProductsAnswer, SavedProductsData } from "./products-by-ids.ts"

// The saved lists' route loader, apart from what the first chunk needs of them (products-by-ids.ts):
// the routes import it when /wishlist or /Compare is opened (the home page's budget, DESIGN §6).

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
  isSettled: (snapshot: ReturnType<TActor["getSnapshot"]>) => boolean = () => true
): Promise<SavedProductsData> => {
  await settled(list, isSettled, SETTLE_MS)
  const asked = idsOf(list.getSnapshot())
  if (asked.length === 0) return { asked, answer: { ok: true, products: [] } }
  const answer = await runtime
    .runPromise(featureCall(ProductApi)((api) => api.productsByIds(asked)))
    .then((products): ProductsAnswer => ({ ok: true, products }), (error: unknown): ProductsAnswer => ({ ok: false, failure: error }))
  return { asked, answer }
}

