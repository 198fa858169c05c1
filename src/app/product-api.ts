import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { BrandGroup } from "#domain/http/brand.http.ts"
import { BY_IDS_LIMIT, type FacetParams, type ProductListParams, ProductGroup, type SearchParams } from "#domain/http/product.http.ts"
import { contractOf, failWith, groupClient } from "./contract-client.ts"

/**
 * The product and brand calls (§7 Products, Brands), a feature on the one seam (ADR 045, 055): the
 * contract's product and brand groups, loaded as the runtime's `ProductApi` at its first call.
 */
const ProductContract = contractOf(ProductGroup, BrandGroup)

/** The product and brand calls (§7 Products, Brands) and products by id (DESIGN §4), each with its §8 text. */
export const makeProductCalls = Effect.gen(function* () {
  const product = yield* groupClient(ProductContract, "product")
  const brand = yield* groupClient(ProductContract, "brand")
  return {
    all: (params: ProductListParams) => Effect.flatMap(product, (api) => api.all({ urlParams: params })).pipe(failWith("productLists")),
    recommended: Effect.flatMap(product, (api) => api.recommended({ urlParams: {} })).pipe(Effect.map((r) => r.products), failWith("productLists")),
    trending: Effect.flatMap(product, (api) => api.trending({ urlParams: {} })).pipe(Effect.map((r) => r.products), failWith("productLists")),
    hot: Effect.flatMap(product, (api) => api.hot({ urlParams: {} })).pipe(Effect.map((r) => r.products), failWith("productLists")),
    bySlug: (slug: string) =>
      Effect.flatMap(product, (api) => api.verifySlug({ path: { slug } })).pipe(Effect.map((r) => r.product), failWith("productLists")),
    quickView: (slug: string) =>
      Effect.flatMap(product, (api) => api.quickView({ path: { slug } })).pipe(Effect.map((r) => r.product), failWith("productLists")),
    similar: (slug: string) =>
      Effect.flatMap(product, (api) => api.similar({ path: { slug } })).pipe(Effect.map((r) => r.products), failWith("productLists")),
    search: (params: SearchParams) => Effect.flatMap(product, (api) => api.search({ urlParams: params })).pipe(failWith("productLists")),
    facets: (params: FacetParams) =>
      Effect.flatMap(product, (api) => api.facets({ urlParams: params })).pipe(Effect.map((r) => r.facets), failWith("productLists")),
    brandsOfCategory: (categoryUrl: string) =>
      Effect.flatMap(brand, (api) => api.byCategoryUrl({ path: { categoryUrl } })).pipe(Effect.map((r) => r.brands), failWith("brandLists")),
    brandBySlug: (slug: string) =>
      Effect.flatMap(brand, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.brand), failWith("brandLists")),
    // A wishlist may hold more products than one call names (BY_IDS_LIMIT): read them in slices, at once.
    productsByIds: (ids: ReadonlyArray<string>) =>
      Effect.forEach(
        Array.from({ length: Math.ceil(ids.length / BY_IDS_LIMIT) }, (_, i) => ids.slice(i * BY_IDS_LIMIT, (i + 1) * BY_IDS_LIMIT)),
        (slice) => Effect.flatMap(product, (api) => api.byIds({ urlParams: { ids: slice as unknown as ReadonlyArray<Id> } })).pipe(Effect.map((r) => r.product)),
        { concurrency: "unbounded" }
      ).pipe(Effect.map((slices) => slices.flat()), failWith("productLists"))
  }
})
export type ProductApiShape = Effect.Effect.Success<typeof makeProductCalls>
