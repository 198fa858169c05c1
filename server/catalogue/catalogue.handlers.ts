import { Effect, Layer } from "effect"
import { keyed } from "#domain/http/catalogue.http.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { groupOrUnavailable, orNotFound } from "../http/failures.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import type { Listed } from "./catalogue-levels.ts"
import * as Levels from "./catalogue-levels.ts"
import type { PageRequest } from "./paging.ts"
import * as Repo from "./catalogue.repo.ts"

/** §7's reads of a level: its list under its key with the paging, and one entry by slug (404 when none). */
const levelReads = <Entry extends object, const One extends string, const List extends string>(
  level: Listed<Entry> & { readonly keys: { readonly one: One; readonly list: List } }
) => ({
  list: ({ urlParams }: { readonly urlParams: PageRequest }) =>
    onCatalogueReads(Repo.listOf(level)(urlParams)).pipe(
      Effect.map(({ items, ...paging }) => ({ success: true as const, ...keyed(level.keys.list, items), ...paging }))
    ),
  bySlug: ({ path }: { readonly path: { readonly slug: string } }) =>
    onCatalogueReads(Repo.bySlugOf(level)(path.slug)).pipe(
      orNotFound(`No ${level.what} has the slug '${path.slug}'`),
      Effect.map((entry) => ({ success: true as const, ...keyed(level.keys.one, entry) }))
    )
})

const SuperCategoriesLive = groupOrUnavailable(BazaarApi, "supercategory", (handlers) => {
  const reads = levelReads(Levels.superCategory)
  return handlers.handle("all", reads.list).handle("bySlug", reads.bySlug)
})

const CategoriesLive = groupOrUnavailable(BazaarApi, "category", (handlers) => {
  const reads = levelReads(Levels.category)
  return handlers.handle("all", reads.list).handle("bySlug", reads.bySlug)
})

const SubCategoriesLive = groupOrUnavailable(BazaarApi, "subcategory", (handlers) => {
  const reads = levelReads(Levels.subCategory)
  return handlers.handle("all", reads.list).handle("bySlug", reads.bySlug)
})

const CategoryTagsLive = groupOrUnavailable(BazaarApi, "categorytag", (handlers) => {
  const reads = levelReads(Levels.categoryTag)
  return handlers.handle("allForAdmin", reads.list).handle("bySlug", reads.bySlug)
})

const SlidersLive = groupOrUnavailable(BazaarApi, "slider", (handlers) =>
  handlers
    .handle("mainHome", () =>
      Repo.listMainHomeSliders.pipe(
        Effect.map((mainHomeSliders) => ({ success: true as const, mainHomeSliders }))
      ))
    .handle("three", () =>
      Repo.listThreeSliders.pipe(
        Effect.map((threeSliders) => ({ success: true as const, threeSliders }))
      ))
)

export const CatalogueHandlersLive = Layer.mergeAll(
  SuperCategoriesLive,
  CategoriesLive,
  SubCategoriesLive,
  CategoryTagsLive,
  SlidersLive
)
