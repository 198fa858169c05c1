import type { FacetParams } from "#domain/http/product.http.ts"
import type { ListingFacets } from "#domain/listing-facets.ts"
import { featureCall, ProductApi } from "./api-tags.ts"
import { once } from "./once.ts"
import type { ApiRuntime } from "./runtime.ts"

// Issue 19 item 4 (ADR 034): a listing's filter counts. The route's loader describes the read and
// the router keeps it with the page's data (ADR 017); the filter panel reads it once it is drawn in
// the browser, so the products never wait for their counts, and the server's first view and a
// preload on hover do not read them (as the rows below a product: product-row-data.ts, ADR 028).

/** The counts, or what their read failed with (the panel says it in the page's language). */
export type FacetsAnswer =
  | { readonly ok: true; readonly facets: ListingFacets }
  | { readonly ok: false; readonly failure: unknown }

export interface FacetsData {
  /** product/facets, read on the first call only. */
  readonly read: () => Promise<FacetsAnswer>
}

export const facetsOf = (runtime: ApiRuntime, params: FacetParams): FacetsData => ({
  read: once(() => runtime.runPromise(featureCall(ProductApi)((api) => api.facets(params))).then(
    (facets): FacetsAnswer => ({ ok: true, facets }),
    (error: unknown): FacetsAnswer => ({ ok: false, failure: error })
  ))
})
