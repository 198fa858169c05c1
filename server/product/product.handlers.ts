import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { limitByAddress, RATE_RULES } from "../http/rate-limit.ts"
import { ServedApi } from "../http/served-api.ts"
import { orNotFound, orUnavailable } from "../http/failures.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import * as Repo from "./product.repo.ts"

const asProductsPage = ({ items, ...paging }: Repo.ProductPage) => ({ success: true as const, products: items, ...paging })

// The public reads go where the catalogue is read (a replica when there is one, ADR 023); the
// search's rate limit is counted in the primary.
export const ProductHandlersLive = HttpApiBuilder.group(ServedApi, "product", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      onCatalogueReads(Repo.listProducts(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, product: items, ...paging })),
        orUnavailable
      ))
    .handle("recommended", ({ urlParams }) => onCatalogueReads(Repo.listFlagged("recommended", urlParams)).pipe(Effect.map(asProductsPage), orUnavailable))
    .handle("trending", ({ urlParams }) => onCatalogueReads(Repo.listFlagged("trending", urlParams)).pipe(Effect.map(asProductsPage), orUnavailable))
    .handle("hot", ({ urlParams }) => onCatalogueReads(Repo.listFlagged("hot", urlParams)).pipe(Effect.map(asProductsPage), orUnavailable))
    .handle("verifySlug", ({ path }) =>
      onCatalogueReads(Repo.productBySlug(path.slug)).pipe(
        orUnavailable,
        orNotFound(`No product has the slug '${path.slug}'`),
        Effect.map((product) => ({ success: true as const, product }))
      ))
    .handle("quickView", ({ path }) =>
      onCatalogueReads(Repo.productBySlug(path.slug)).pipe(
        orUnavailable,
        orNotFound(`No product has the slug '${path.slug}'`),
        Effect.map((product) => ({ success: true as const, product }))
      ))
    .handle("similar", ({ path }) =>
      onCatalogueReads(Repo.similarProducts(path.slug)).pipe(
        orUnavailable,
        orNotFound(`No product has the slug '${path.slug}'`),
        Effect.map((products) => ({ success: true as const, products }))
      ))
    .handle("byIds", ({ urlParams }) =>
      onCatalogueReads(Repo.productsByIds(urlParams.ids)).pipe(Effect.map((product) => ({ success: true as const, product })), orUnavailable))
    // A search costs tens of milliseconds of the database's time: 120 a minute from one address, counted
    // before the search runs (issue 17: 16 looping clients made an unrelated call wait 16 to 28 s).
    .handle("search", ({ urlParams }) =>
      limitByAddress(RATE_RULES.search).pipe(
        Effect.zipRight(onCatalogueReads(Repo.searchProducts(urlParams.q, urlParams))),
        Effect.map(asProductsPage),
        orUnavailable
      ))
    // A listing's facets are counted like its list is read; a search's, limited like a search.
    .handle("facets", ({ urlParams }) =>
      (urlParams.q === undefined ? Effect.void : limitByAddress(RATE_RULES.search)).pipe(
        Effect.zipRight(onCatalogueReads(Repo.listingFacets(urlParams))),
        Effect.map((facets) => ({ success: true as const, facets })),
        orUnavailable
      ))
)
