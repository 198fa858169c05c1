import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { groupOrUnavailable, orNotFound } from "../http/failures.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import * as Repo from "./brand.repo.ts"

export const BrandHandlersLive = groupOrUnavailable(BazaarApi, "brand", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      onCatalogueReads(Repo.listBrands(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, brands: items, ...paging }))
      ))
    .handle("byCategory", ({ path }) =>
      onCatalogueReads(Repo.brandsOfCategory({ id: path.category })).pipe(
        orNotFound(`No category has the id '${path.category}'`),
        Effect.map((brands) => ({ success: true as const, brands }))
      ))
    .handle("byCategoryUrl", ({ path }) =>
      onCatalogueReads(Repo.brandsOfCategory({ slugUrl: path.categoryUrl })).pipe(
        orNotFound(`No category has the slug '${path.categoryUrl}'`),
        Effect.map((brands) => ({ success: true as const, brands }))
      ))
    .handle("bySubCategory", ({ path }) =>
      onCatalogueReads(Repo.brandsOfSubCategory(path.subcategory)).pipe(
        orNotFound(`No subcategory has the id '${path.subcategory}'`),
        Effect.map((brands) => ({ success: true as const, brands }))
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.brandBySlug(path.slug)).pipe(
        orNotFound(`No brand has the slug '${path.slug}'`),
        Effect.map((brand) => ({ success: true as const, brand }))
      ))
)
