import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Paging, Slug } from "../common.ts"
import { Product, ProductSort, SearchText } from "../product.ts"
import { NotFound } from "./errors.ts"
import { OneProductAnswer, ProductsPageAnswer } from "./first-answers.ts"
import { LIMITS, pagingParams, SlugPath, successTrue } from "./params.ts"

export { ProductSort }

const PriceParam = Schema.NumberFromString.pipe(
  Schema.finite({ message: () => "a price must be a number" }),
  Schema.between(0, 10_000_000, { message: () => "a price must be between 0 and 1,00,00,000" })
)

/** Filters of product/all, all optional, by slug (docs/decisions/002-paged-lists.md). */
export const ProductListParams = Schema.Struct({
  ...pagingParams(LIMITS.products.max),
  superCategory: Schema.optional(Slug),
  category: Schema.optional(Slug),
  subCategory: Schema.optional(Slug),
  tag: Schema.optional(Slug),
  brand: Schema.optional(Slug),
  /** Lowest option price bounds, in rupees (listing filters). */
  minPrice: Schema.optional(PriceParam),
  maxPrice: Schema.optional(PriceParam),
  sort: Schema.optional(ProductSort)
})
export type ProductListParams = typeof ProductListParams.Type

export { SearchText }

const FlagListParams = Schema.Struct(pagingParams(LIMITS.products.max))
const ProductsPage = Schema.Struct({ success: successTrue, products: Schema.Array(Product), ...Paging.fields })

// §7 Products (prefix /api/v1/product).
export const ProductGroup = HttpApiGroup.make("product")
  .add(
    HttpApiEndpoint.get("all", "/product/all")
      .setUrlParams(ProductListParams)
      .addSuccess(ProductsPageAnswer)
  )
  .add(HttpApiEndpoint.get("recommended", "/product/recommend-products").setUrlParams(FlagListParams).addSuccess(ProductsPage))
  .add(HttpApiEndpoint.get("trending", "/product/trending-products").setUrlParams(FlagListParams).addSuccess(ProductsPage))
  .add(HttpApiEndpoint.get("hot", "/product/hot-products").setUrlParams(FlagListParams).addSuccess(ProductsPage))
  .add(
    HttpApiEndpoint.get("verifySlug", "/product/verify-slugurl/:slug")
      .setPath(SlugPath)
      .addSuccess(OneProductAnswer)
      .addError(NotFound)
  )
  // §7: quick view loads a product by slugUrl, path not shown: ours.
  .add(
    HttpApiEndpoint.get("quickView", "/product/quickview/:slug")
      .setPath(SlugPath)
      .addSuccess(OneProductAnswer)
      .addError(NotFound)
  )
  // Full-text search with typo tolerance (issue 2), paged.
  .add(
    HttpApiEndpoint.get("search", "/product/search")
      .setUrlParams(Schema.Struct({ q: SearchText, ...pagingParams(LIMITS.products.max) }))
      .addSuccess(ProductsPage)
  )
