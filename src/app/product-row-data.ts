import type { Id } from "#domain/common.ts"
import { viewedOtherThan } from "#domain/recently-viewed.ts"
import type { ProductsAnswer } from "../components/products-by-ids.ts"
import { once } from "./once.ts"
import type { ApiRuntime } from "./runtime.ts"
import type { AppActors } from "./shop.ts"

// Issue 19, ADR 028: the rows of products a page shows below its own content (similar products,
// recently viewed). The route's loader describes each row and the router keeps it with the page's
// data (ADR 017); the row is read when its place first comes into view in the browser, so it never
// delays the page, is not read for a preload on hover, nor by the server's first view. What reads
// it (product-row-reads.ts: the API client's calls) loads with the first read, not with the page
// (the home page's budget, DESIGN §6).

/** A row's products, read once, on the first `read`; a failure is an answer with its sentence. */
export interface ProductRowData {
  readonly read: () => Promise<ProductsAnswer>
}

/** The recently viewed row: the ids it asks for, known at once (none: nothing to draw or read). */
export interface RecentlyViewedRowData extends ProductRowData {
  readonly asked: ReadonlyArray<Id>
}

const reads = () => import("./product-row-reads.ts")

/** product/similar of the product on screen. */
export const similarRow = (runtime: ApiRuntime, slug: string): ProductRowData => ({
  read: once(() => reads().then((m) => m.similarProducts(runtime, slug)))
})

/** The products viewed last, as the list is when the page loads, without the product on screen. */
export const recentlyViewedRow = (runtime: ApiRuntime, actors: Pick<AppActors, "recentlyViewed">, onScreen?: Id): RecentlyViewedRowData => {
  const asked = viewedOtherThan(actors.recentlyViewed.getSnapshot().context.productIds, onScreen)
  return { asked, read: once(() => reads().then((m) => m.productsByIds(runtime, asked))) }
}
