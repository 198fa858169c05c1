import { Effect, Layer } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { groupOrUnavailable, orNotFound } from "../http/failures.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import * as Repo from "./catalogue.repo.ts"

const SuperCategoriesLive = groupOrUnavailable(BazaarApi, "supercategory", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      onCatalogueReads(Repo.listSuperCategories(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, supercategories: items, ...paging }))
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.superCategoryBySlug(path.slug)).pipe(
        orNotFound(`No super category has the slug '${path.slug}'`),
        Effect.map((supercategory) => ({ success: true as const, supercategory }))
      ))
)

const CategoriesLive = groupOrUnavailable(BazaarApi, "category", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      onCatalogueReads(Repo.listCategories(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, category: items, ...paging }))
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.categoryBySlug(path.slug)).pipe(
        orNotFound(`No category has the slug '${path.slug}'`),
        Effect.map((category) => ({ success: true as const, category }))
      ))
)

const SubCategoriesLive = groupOrUnavailable(BazaarApi, "subcategory", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      onCatalogueReads(Repo.listSubCategories(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, subcategory: items, ...paging }))
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.subCategoryBySlug(path.slug)).pipe(
        orNotFound(`No subcategory has the slug '${path.slug}'`),
        Effect.map((subcategory) => ({ success: true as const, subcategory }))
      ))
)

const CategoryTagsLive = groupOrUnavailable(BazaarApi, "categorytag", (handlers) =>
  handlers
    .handle("allForAdmin", ({ urlParams }) =>
      onCatalogueReads(Repo.listCategoryTags(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, ctegoryTags: items, ...paging }))
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.categoryTagBySlug(path.slug)).pipe(
        orNotFound(`No category tag has the slug '${path.slug}'`),
        Effect.map((categoryTag) => ({ success: true as const, categoryTag }))
      ))
)

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
