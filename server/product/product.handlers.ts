import { Effect } from "effect"
import type { ProductListParams } from "#domain/http/product.http.ts"
import { limitByAddress, RATE_RULES } from "../http/rate-limit.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { groupOrUnavailable, orNotFound } from "../http/failures.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import * as Repo from "./product.repo.ts"

/**
 * A listing with a filter or a sort (issue 34): counted, sorted and paged over all of its scope's
 * products. A plain listing (its slugs and a page) reads the newest first and a total the database
 * keeps, and is not counted.
 */
const isFilteredOrSorted = (params: ProductListParams): boolean => {
  const { sort, minPrice, maxPrice, brands, size, colour, discount, rating, attrs } = params
  return [sort, minPrice, maxPrice, brands, size, colour, discount, rating, attrs].some((value) => value !== undefined)
}

const asProductsPage = ({ items, ...paging }: Repo.ProductPage) => ({ success: true as const, products: items, ...paging })

// The public reads go where the catalogue is read (a replica when there is one, ADR 023); the
// search's rate limit is counted in the primary.
export const ProductHandlersLive = groupOrUnavailable(BazaarApi, "product", (handlers) =>
  handlers
    // A listing filtered or sorted is counted (issue 34: RATE_RULES.listings) when it runs, that is
    // when no kept answer was sent (server/http/answer-cache.ts answers those before this handler).
    .handle("all", ({ urlParams }) =>
      (isFilteredOrSorted(urlParams) ? limitByAddress(RATE_RULES.listings) : Effect.void).pipe(
        Effect.zipRight(onCatalogueReads(Repo.listProducts(urlParams))),
        Effect.map(({ items, ...paging }) => ({ success: true as const, product: items, ...paging }))
      ))
    .handle("recommended", ({ urlParams }) => onCatalogueReads(Repo.listFlagged("recommended", urlParams)).pipe(Effect.map(asProductsPage)))
    .handle("trending", ({ urlParams }) => onCatalogueReads(Repo.listFlagged("trending", urlParams)).pipe(Effect.map(asProductsPage)))
    .handle("hot", ({ urlParams }) => onCatalogueReads(Repo.listFlagged("hot", urlParams)).pipe(Effect.map(asProductsPage)))
    .handle("verifySlug", ({ path }) =>
      onCatalogueReads(Repo.productBySlug(path.slug)).pipe(
        orNotFound(`No product has the slug '${path.slug}'`),
        Effect.map((product) => ({ success: true as const, product }))
      ))
    .handle("quickView", ({ path }) =>
      onCatalogueReads(Repo.productBySlug(path.slug)).pipe(
        orNotFound(`No product has the slug '${path.slug}'`),
        Effect.map((product) => ({ success: true as const, product }))
      ))
    .handle("similar", ({ path }) =>
      onCatalogueReads(Repo.similarProducts(path.slug)).pipe(
        orNotFound(`No product has the slug '${path.slug}'`),
        Effect.map((products) => ({ success: true as const, products }))
      ))
    .handle("byIds", ({ urlParams }) =>
      onCatalogueReads(Repo.productsByIds(urlParams.ids)).pipe(Effect.map((product) => ({ success: true as const, product }))))
    // A search costs tens of milliseconds of the database's time: 120 a minute from one address, counted
    // before the search runs (issue 17: 16 looping clients made an unrelated call wait 16 to 28 s).
    .handle("search", ({ urlParams }) =>
      limitByAddress(RATE_RULES.search).pipe(
        Effect.zipRight(onCatalogueReads(Repo.searchProducts(urlParams.q, urlParams))),
        Effect.map(asProductsPage)
      ))
    // Every facets answer computed is counted (issue 34: a listing's or a search's, RATE_RULES.facets);
    // a kept one is sent by the answer cache without reaching this handler, and costs nothing.
    .handle("facets", ({ urlParams }) =>
      limitByAddress(RATE_RULES.facets).pipe(
        Effect.zipRight(onCatalogueReads(Repo.listingFacets(urlParams))),
        Effect.map((facets) => ({ success: true as const, facets }))
      ))
)
