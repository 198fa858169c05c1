import { Effect } from "effect"
import { CategoryGroup, CategoryTagGroup, SliderGroup, SubCategoryGroup, SuperCategoryGroup } from "#domain/http/catalogue.http.ts"
import { contractOf, failWith, groupClient } from "./contract-client.ts"

/**
 * The catalogue calls (§7 Catalogue), a feature on the one seam (ADR 045, 055): the contract's
 * catalogue groups, loaded as the runtime's `CatalogueApi` at its first call.
 */
const CatalogueContract = contractOf(SuperCategoryGroup, CategoryGroup, SubCategoryGroup, CategoryTagGroup, SliderGroup)

/** The catalogue calls (§7 Catalogue), each with its §8 text. */
export const makeCatalogueCalls = Effect.gen(function* () {
  const supercategory = yield* groupClient(CatalogueContract, "supercategory")
  const category = yield* groupClient(CatalogueContract, "category")
  const subcategory = yield* groupClient(CatalogueContract, "subcategory")
  const categorytag = yield* groupClient(CatalogueContract, "categorytag")
  const slider = yield* groupClient(CatalogueContract, "slider")
  return {
    superCategories: Effect.flatMap(supercategory, (api) => api.all({ urlParams: {} })).pipe(Effect.map((r) => r.supercategories), failWith("superCategoriesLoad")),
    categories: Effect.flatMap(category, (api) => api.all({ urlParams: {} })).pipe(Effect.map((r) => r.category), failWith("categoryLoad")),
    subCategories: Effect.flatMap(subcategory, (api) => api.all({ urlParams: {} })).pipe(Effect.map((r) => r.subcategory), failWith("subCategoryLoad")),
    categoryTags: Effect.flatMap(categorytag, (api) => api.allForAdmin({ urlParams: {} })).pipe(Effect.map((r) => r.ctegoryTags), failWith("categoryTagLoad")),
    mainHomeSliders: Effect.flatMap(slider, (api) => api.mainHome()).pipe(Effect.map((r) => r.mainHomeSliders), failWith("sliderLoad")),
    threeSliders: Effect.flatMap(slider, (api) => api.three()).pipe(Effect.map((r) => r.threeSliders), failWith("sliderLoad")),
    categoryBySlug: (slug: string) =>
      Effect.flatMap(category, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.category), failWith("categoryLoad")),
    subCategoryBySlug: (slug: string) =>
      Effect.flatMap(subcategory, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.subcategory), failWith("subCategoryLoad")),
    categoryTagBySlug: (slug: string) =>
      Effect.flatMap(categorytag, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.categoryTag), failWith("categoryTagLoad"))
  }
})
export type CatalogueApiShape = Effect.Effect.Success<typeof makeCatalogueCalls>
