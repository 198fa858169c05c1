import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import * as Catalogue from "../catalogue/catalogue.repo.ts"
import type { CountCache } from "../product/count-cache.ts"
import * as Products from "../product/product.repo.ts"

/** How many products of each list the home page shows first (the browser loads the rest). */
const HOME_LIST_SIZE = 10

/**
 * The first payload of the storefront, embedded in the page the server sends (DESIGN §6): the
 * catalogue lists and the home page's product lists, so the browser's actors start from them like
 * a warm cache instead of waiting for ten calls. The browser decodes it with the same Schemas.
 */
export const bootPayload: Effect.Effect<unknown, unknown, SqlClient.SqlClient | CountCache> = Effect.gen(function* () {
  const all = { page: 1, limit: 1000 }
  const [superCategories, categories, subCategories, categoryTags, mainHomeSliders, threeSliders] = yield* Effect.all([
    Catalogue.listSuperCategories(all),
    Catalogue.listCategories(all),
    Catalogue.listSubCategories(all),
    Catalogue.listCategoryTags(all),
    Catalogue.listMainHomeSliders,
    Catalogue.listThreeSliders
  ], { concurrency: 1 })
  const [recommended, trending, hot] = yield* Effect.all([
    Products.listFlagged("recommended", { limit: HOME_LIST_SIZE }),
    Products.listFlagged("trending", { limit: HOME_LIST_SIZE }),
    Products.listFlagged("hot", { limit: HOME_LIST_SIZE })
  ], { concurrency: 1 })
  return {
    catalogue: {
      superCategories: superCategories.items,
      categories: categories.items,
      subCategories: subCategories.items,
      categoryTags: categoryTags.items,
      mainHomeSliders,
      threeSliders
    },
    productLists: { recommended: recommended.items, trending: trending.items, hot: hot.items }
  }
})

/** JSON safe inside <script type="application/json">: no '<' can close the element. */
export const embedJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c")
