import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { orNotFound, orUnavailable } from "../http/failures.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import * as Repo from "./catalogue.repo.ts"

const SuperCategoriesLive = HttpApiBuilder.group(BazaarApi, "supercategory", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      onCatalogueReads(Repo.listSuperCategories(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, supercategories: items, ...paging })),
        orUnavailable
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.superCategoryBySlug(path.slug)).pipe(
        orUnavailable,
        orNotFound(`No super category has the slug '${path.slug}'`),
        Effect.map((supercategory) => ({ success: true as const, supercategory }))
      ))
)

const CategoriesLive = HttpApiBuilder.group(BazaarApi, "category", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      onCatalogueReads(Repo.listCategories(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, category: items, ...paging })),
        orUnavailable
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.categoryBySlug(path.slug)).pipe(
        orUnavailable,
        orNotFound(`No category has the slug '${path.slug}'`),
        Effect.map((category) => ({ success: true as const, category }))
      ))
)

const SubCategoriesLive = HttpApiBuilder.group(BazaarApi, "subcategory", (handlers) =>
  handlers
    .handle("all", ({ urlParams }) =>
      onCatalogueReads(Repo.listSubCategories(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, subcategory: items, ...paging })),
        orUnavailable
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.subCategoryBySlug(path.slug)).pipe(
        orUnavailable,
        orNotFound(`No subcategory has the slug '${path.slug}'`),
        Effect.map((subcategory) => ({ success: true as const, subcategory }))
      ))
)

const CategoryTagsLive = HttpApiBuilder.group(BazaarApi, "categorytag", (handlers) =>
  handlers
    .handle("allForAdmin", ({ urlParams }) =>
      onCatalogueReads(Repo.listCategoryTags(urlParams)).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, ctegoryTags: items, ...paging })),
        orUnavailable
      ))
    .handle("bySlug", ({ path }) =>
      onCatalogueReads(Repo.categoryTagBySlug(path.slug)).pipe(
        orUnavailable,
        orNotFound(`No category tag has the slug '${path.slug}'`),
        Effect.map((categoryTag) => ({ success: true as const, categoryTag }))
      ))
)

const SlidersLive = HttpApiBuilder.group(BazaarApi, "slider", (handlers) =>
  handlers
    .handle("mainHome", () =>
      Repo.listMainHomeSliders.pipe(
        Effect.map((mainHomeSliders) => ({ success: true as const, mainHomeSliders })),
        orUnavailable
      ))
    .handle("three", () =>
      Repo.listThreeSliders.pipe(
        Effect.map((threeSliders) => ({ success: true as const, threeSliders })),
        orUnavailable
      ))
)

export const CatalogueHandlersLive = Layer.mergeAll(
  SuperCategoriesLive,
  CategoriesLive,
  SubCategoriesLive,
  CategoryTagsLive,
  SlidersLive
)
