import type { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { FIRST_ANSWER_PATHS, firstCardsOf } from "#domain/http/first-answers.ts"
import { type FirstPayload, packRows } from "#domain/http/first-payload.ts"
import * as Brands from "../brand/brand.repo.ts"
import * as Catalogue from "../catalogue/catalogue.repo.ts"
import type { CountCache } from "../product/count-cache.ts"
import * as Products from "../product/product.repo.ts"
import { publicSettings, type SettingsDefaults } from "../settings/settings.ts"

/**
 * The first payload of the storefront, embedded in the page the server sends (DESIGN §6): the
 * shop's settings and the catalogue lists the first screens draw, so the browser's actors start
 * from them like a warm cache instead of waiting for calls. Its shape is
 * `FirstPayload` (domain/http/first-payload.ts), with which the browser decodes it. The lists no
 * first screen draws (subcategories and tags, read by the search's suggestions) are not embedded:
 * their loaders read them as kept answers (ADR 056), and the home page's product lists, below its
 * first screen, are read by their sections when they come into view; so the page stays small
 * (issue 36 item 3).
 */
export const bootPayload: Effect.Effect<typeof FirstPayload.Encoded, unknown, SqlClient.SqlClient | CountCache | SettingsDefaults> = Effect.gen(function* () {
  const all = { page: 1, limit: 1000 }
  const [superCategories, categories, mainHomeSliders, threeSliders] = yield* Effect.all([
    Catalogue.listSuperCategories(all),
    Catalogue.listCategories(all),
    Catalogue.listMainHomeSliders,
    Catalogue.listThreeSliders
  ], { concurrency: 1 })
  return {
    // The shop's settings (issue 6): the rain status every cart's §9 rain fee follows.
    settings: yield* publicSettings,
    catalogue: {
      superCategories: superCategories.items,
      categories: categories.items,
      mainHomeSliders,
      threeSliders
    }
  }
})

/**
 * What a page embeds of the first payload: what its first screen draws (issue 36 item 3). Every page
 * draws the header's categories (and the category menu its super categories); only the home page
 * draws the sliders, so the other pages leave them to their loaders.
 */
export const payloadForPage = (boot: typeof FirstPayload.Encoded, home: boolean): typeof FirstPayload.Encoded => {
  if (home) return boot
  const { catalogue, ...rest } = boot
  if (catalogue === undefined) return rest
  const { mainHomeSliders: _main, threeSliders: _three, ...lists } = catalogue
  return { ...rest, catalogue: lists }
}

/**
 * The payload as embedded: its lists of like rows packed without their repeated keys
 * (`packRows`, domain/http/first-payload.ts), as JSON safe inside <script type="application/json">:
 * no '<' can close the element.
 */
export const embedJson = (value: unknown): string => JSON.stringify(packRows(value)).replace(/</g, "\\u003c")

/**
 * Whether the shop has the category and the shown brand a brand page's address names (issue 33:
 * `/x/y` answered 200). A database that does not answer is taken as yes: the page is drawn and its
 * screen says what it finds.
 */
export const brandPageExists = (page: { readonly category: string; readonly brand: string }): Effect.Effect<boolean, never, SqlClient.SqlClient> =>
  Effect.all([Catalogue.categoryBySlug(page.category.toLowerCase()), Brands.brandBySlug(page.brand.toLowerCase())], { concurrency: 1 }).pipe(
    Effect.map(([category, brand]) => Option.isSome(category) && Option.isSome(brand) && brand.value.show),
    Effect.orElseSucceed(() => true)
  )

const prefetchable = /^\/(product-info|category|shop)\/([^/]+)$/

/**
 * The first answers of the requested screen (ADR 010): the answers of the calls a product,
 * category or subcategory screen makes first, embedded in the page under their request paths
 * (`FIRST_ANSWER_PATHS`), which the browser decodes with the same Schemas instead of calling. Only
 * the plain first page of those screens: a filtered or paged listing asks the server.
 */
export const routePrefetch = (pathname: string, search: string): Effect.Effect<Record<string, unknown>, unknown, SqlClient.SqlClient | CountCache> =>
  Effect.gen(function* () {
    const match = prefetchable.exec(pathname)
    if (match === null || search !== "") return {}
    // `pathname` is already decoded by the caller.
    const [, screen, slug] = match as unknown as [string, string, string]
    if (!/^[a-z0-9][a-z0-9,.\-]*$/.test(slug) || slug.length > 160) return {}
    if (screen === "product-info") {
      const product = yield* Products.productBySlug(slug)
      return product._tag === "Some" ? { [FIRST_ANSWER_PATHS.product(slug)]: { success: true, product: product.value } } : {}
    }
    // The products the first view draws; the browser reads the whole page once it runs.
    const page = (items: ReadonlyArray<unknown>, paging: { readonly page: number; readonly limit: number; readonly total: number }) =>
      firstCardsOf({ success: true, product: items, page: paging.page, limit: paging.limit, total: paging.total })
    if (screen === "category") {
      const category = yield* Catalogue.categoryBySlug(slug)
      if (category._tag === "None") return {}
      const products = yield* Products.listProducts({ category: slug })
      return {
        [FIRST_ANSWER_PATHS.category(slug)]: { success: true, category: category.value },
        [FIRST_ANSWER_PATHS.productsOfCategory(slug)]: page(products.items, products)
      }
    }
    const subCategory = yield* Catalogue.subCategoryBySlug(slug)
    if (subCategory._tag === "None") return {}
    const products = yield* Products.listProducts({ subCategory: slug })
    return {
      [FIRST_ANSWER_PATHS.subCategory(slug)]: { success: true, subcategory: subCategory.value },
      [FIRST_ANSWER_PATHS.productsOfSubCategory(slug)]: page(products.items, products)
    }
  })
