import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueRead, OFFLINE_LIST, OFFLINE_READ, SEARCH_READ } from "./call-kinds.ts"
import { Id, Paging, Slug } from "../common.ts"
import { ListingFacets } from "../listing-facets.ts"
import { filterParams } from "../listing-filters.ts"
import { Product, ProductSort, SearchText } from "../product.ts"
import { NotFound, TooManyRequests } from "./errors.ts"
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
  /** Issue 19 item 4: brands, sizes, colours, discount, rating and attributes (domain/listing-filters.ts). */
  ...filterParams,
  sort: Schema.optional(ProductSort)
})
export type ProductListParams = typeof ProductListParams.Type

/** The filters of a search's results: the listing filters but the catalogue's slugs (issue 19 item 4). */
const SearchFilterParams = {
  brand: Schema.optional(Slug),
  minPrice: Schema.optional(PriceParam),
  maxPrice: Schema.optional(PriceParam),
  ...filterParams
}

/** product/search's parameters: the text, its filters, a sort (relevance unless asked) and paging. */
export const SearchParams = Schema.Struct({
  q: SearchText,
  ...SearchFilterParams,
  sort: Schema.optional(ProductSort),
  ...pagingParams(LIMITS.products.max)
})
export type SearchParams = typeof SearchParams.Type

/**
 * product/facets: the counts of every filter's choices for the products a listing (its slugs) or
 * a search (`q`) shows under the filters chosen. Either slugs or `q`; neither is the whole shop.
 */
export const FacetParams = Schema.Struct({
  q: Schema.optional(SearchText),
  superCategory: Schema.optional(Slug),
  category: Schema.optional(Slug),
  subCategory: Schema.optional(Slug),
  tag: Schema.optional(Slug),
  ...SearchFilterParams
})
export type FacetParams = typeof FacetParams.Type

export { SearchText }

/** The most products one by-ids call answers (a wishlist screen's page, a compare of 4). */
export const BY_IDS_LIMIT = 50

/** `name=a,b,c`: product ids separated by commas, at most `limit`; empty is none. */
export const productIdList = (name: string, limit: number) => Schema.transform(
  Schema.String.pipe(Schema.maxLength(limit * 25, { message: () => `${name} may name at most ${limit} products` })).annotations({
    description: `product ids (24 hexadecimal characters each) separated by commas, at most ${limit}`
  }),
  Schema.Array(Schema.String),
  { strict: true, decode: (text) => (text === "" ? [] : text.split(",")), encode: (ids) => ids.join(",") }
).pipe(Schema.compose(Schema.Array(Id).pipe(Schema.maxItems(limit, { message: () => `${name} may name at most ${limit} products` }))))

/** `ids=a,b,c`: product ids separated by commas, at most BY_IDS_LIMIT; empty is none. */
export const ProductIdList = productIdList("ids", BY_IDS_LIMIT)

const FlagListParams = Schema.Struct(pagingParams(LIMITS.products.max))
const ProductsPage = Schema.Struct({ success: successTrue, products: Schema.Array(Product), ...Paging.fields })

/**
 * The most products product/similar answers: shown products of the product's category tag, the
 * nearest in price first (ties: the newest), filled up from its subcategory when the tag has fewer.
 */
export const SIMILAR_LIMIT = 8
const ProductList = Schema.Struct({ success: successTrue, products: Schema.Array(Product) })

// §7 Products (prefix /api/v1/product).
export const ProductGroup = HttpApiGroup.make("product")
  .add(
    HttpApiEndpoint.get("all", "/product/all").annotate(CatalogueRead, OFFLINE_LIST)
      .setUrlParams(ProductListParams)
      .addSuccess(ProductsPageAnswer)
      .addError(TooManyRequests)
  )
  .add(HttpApiEndpoint.get("recommended", "/product/recommend-products").annotate(CatalogueRead, OFFLINE_LIST).setUrlParams(FlagListParams).addSuccess(ProductsPage))
  .add(HttpApiEndpoint.get("trending", "/product/trending-products").annotate(CatalogueRead, OFFLINE_LIST).setUrlParams(FlagListParams).addSuccess(ProductsPage))
  .add(HttpApiEndpoint.get("hot", "/product/hot-products").annotate(CatalogueRead, OFFLINE_LIST).setUrlParams(FlagListParams).addSuccess(ProductsPage))
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
  // Issue 19: the product page's similar products, up to SIMILAR_LIMIT (same tag, nearest price first).
  .add(
    HttpApiEndpoint.get("similar", "/product/similar/:slug").annotate(CatalogueRead, OFFLINE_LIST)
      .setPath(SlugPath)
      .addSuccess(ProductList)
      .addError(NotFound)
  )
  // The wishlist and compare screens (issue 7): the shown products among `ids`, in the order asked, once each.
  // Not kept offline: its ids are what a shopper saved.
  .add(
    HttpApiEndpoint.get("byIds", "/product/by-ids").annotate(CatalogueRead, {})
      .setUrlParams(Schema.Struct({ ids: ProductIdList }))
      .addSuccess(Schema.Struct({ success: successTrue, product: Schema.Array(Product) }))
  )
  // Full-text search with typo tolerance (issue 2), paged; a query read as a shopper types it (issue 33,
  // ADR 042): its price ("under 1000", "1000 se kam") and whom it is for ("women") filter, and the
  // products with some of its words answer when none has them all.
  .add(
    HttpApiEndpoint.get("search", "/product/search").annotate(CatalogueRead, SEARCH_READ)
      .setUrlParams(SearchParams)
      .addSuccess(ProductsPage)
      .addError(TooManyRequests)
  )
  // Issue 19 item 4: the counts beside a listing's or a search's filters, one statement (ADR 034).
  // Kept as a search is: a search's facets move with its matches; a listing's go with any catalogue write.
  .add(
    HttpApiEndpoint.get("facets", "/product/facets").annotate(CatalogueRead, SEARCH_READ)
      .setUrlParams(FacetParams)
      .addSuccess(Schema.Struct({ success: successTrue, facets: ListingFacets }))
      .addError(TooManyRequests)
  )
  // Every call here is a catalogue read kept offline, but those that say otherwise above (an endpoint's own wins).
  .annotate(CatalogueRead, OFFLINE_READ)
