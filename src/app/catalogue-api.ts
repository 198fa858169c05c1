import { Effect } from "effect"
import { CategoryGroup, CategoryTagGroup, SubCategoryGroup } from "#domain/http/catalogue.http.ts"
import { contractOf, failWith, groupClient } from "./contract-client.ts"

/**
 * The catalogue calls (§7 Catalogue), a feature on the one seam (ADR 045, 055): the contract's
 * catalogue groups, loaded as the runtime's `CatalogueApi` at its first call. The §4 lists are read
 * as kept answers by their loaders (src/app/kept-lists.ts, ADR 056); here are the reads by slug.
 */
const CatalogueContract = contractOf(CategoryGroup, SubCategoryGroup, CategoryTagGroup)

/** The catalogue reads by slug (§7 Catalogue), each with its §8 text. */
export const makeCatalogueCalls = Effect.gen(function* () {
  const category = yield* groupClient(CatalogueContract, "category")
  const subcategory = yield* groupClient(CatalogueContract, "subcategory")
  const categorytag = yield* groupClient(CatalogueContract, "categorytag")
  return {
    categoryBySlug: (slug: string) =>
      Effect.flatMap(category, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.category), failWith("categoryLoad")),
    subCategoryBySlug: (slug: string) =>
      Effect.flatMap(subcategory, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.subcategory), failWith("subCategoryLoad")),
    categoryTagBySlug: (slug: string) =>
      Effect.flatMap(categorytag, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.categoryTag), failWith("categoryTagLoad"))
  }
})
export type CatalogueApiShape = Effect.Effect.Success<typeof makeCatalogueCalls>
