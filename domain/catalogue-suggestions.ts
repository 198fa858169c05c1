import { Schema } from "effect"
import { ImageUrl, Name, Rupees, Slug } from "./common.ts"
import { entryFields } from "./catalogue.ts"
import { primaryOption, primaryPackSize, type Product } from "./product.ts"

// Issue 19 item 5: the header's product and brand suggestions, beside §2's category kinds (which the
// browser computes over the catalogue it holds: domain/search-suggestions.ts). Products and brands are
// too many to hold, so the server answers them (GET search/suggest, docs/decisions/035-product-and-brand-suggestions.md):
// the products whose names start words with what is typed (Hindi and Hinglish understood as the
// search does), the brands whose names do, each with where it links. §9's rule holds for them too:
// from 2 characters, at most 4 of each kind.

/** §9 search: suggestions from 2 characters (leading and trailing spaces stripped). */
export const MIN_SUGGEST_CHARS = 2
/** §9 search: at most 4 suggestions per kind. */
export const SUGGESTIONS_PER_KIND = 4

/** What a shopper has typed in the search box, as search/suggest takes it. */
export const SuggestText = Schema.Trim.pipe(
  Schema.minLength(MIN_SUGGEST_CHARS, { message: () => `suggestions need at least ${MIN_SUGGEST_CHARS} characters` }),
  Schema.maxLength(100, { message: () => "search text must be at most 100 characters" })
)

/** A product suggestion: its picture, name and the price it is shown at, linking to its page. */
export const ProductSuggestion = Schema.Struct({
  ...entryFields,
  brand: Name,
  /** The primary pack size's thumbnail ('' when it has none). */
  image: ImageUrl,
  /** The primary option's price and MRP, in rupees. */
  price: Rupees,
  mrp: Rupees
})
export type ProductSuggestion = typeof ProductSuggestion.Type

/** A brand suggestion: a brand in one category it sells in, linking to /{category}/{brand}. */
export const BrandSuggestion = Schema.Struct({
  ...entryFields,
  /** The brand's desktop image ('' when it has none). */
  image: ImageUrl,
  category: Name,
  categorySlugUrl: Slug
})
export type BrandSuggestion = typeof BrandSuggestion.Type

export const CatalogueSuggestions = Schema.Struct({
  products: Schema.Array(ProductSuggestion).pipe(Schema.maxItems(SUGGESTIONS_PER_KIND)),
  brands: Schema.Array(BrandSuggestion).pipe(Schema.maxItems(SUGGESTIONS_PER_KIND))
})
export type CatalogueSuggestions = typeof CatalogueSuggestions.Type

export const NO_CATALOGUE_SUGGESTIONS: CatalogueSuggestions = { products: [], brands: [] }

/** A product as its suggestion shows it: the picture, price and MRP a card shows first (§3). */
export const productSuggestionOf = (product: Product): ProductSuggestion => {
  const size = primaryPackSize(product)
  const option = size === undefined ? undefined : primaryOption(size)
  return {
    _id: product._id,
    name: product.name,
    slugUrl: product.slugUrl,
    brand: product.brand,
    image: size?.thumbnail ?? "",
    price: option?.Price ?? 0,
    mrp: option?.Mrp ?? 0
  }
}

export const productSuggestionPath = (suggestion: Pick<ProductSuggestion, "slugUrl">): string => `/product-info/${suggestion.slugUrl}`
export const brandSuggestionPath = (suggestion: Pick<BrandSuggestion, "slugUrl" | "categorySlugUrl">): string =>
  `/${suggestion.categorySlugUrl}/${suggestion.slugUrl}`

/**
 * The query suggestions ask the server, or null when it asks nothing: §2's rule (leading spaces
 * stripped, at least 2 characters) on the text as typed; inner spaces made one so "red  kur" and
 * "red kur" are one question (and one kept answer).
 */
export const suggestQueryOf = (text: string): string | null => {
  const query = text.replace(/\s+/g, " ").trim()
  return query.length < MIN_SUGGEST_CHARS ? null : query.slice(0, 100)
}
