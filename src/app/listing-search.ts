import { Either, Schema } from "effect"
import { Slug } from "#domain/common.ts"
import {
  AttributeFilters,
  BrandList,
  DISCOUNT_STEPS,
  type DiscountStep,
  encodeAttributes,
  type ListingFilters,
  RATING_STEPS,
  type RatingStep,
  ValueList
} from "#domain/listing-filters.ts"
import { ProductSort } from "#domain/product.ts"

// The search params of the listing screens, apart from the screen itself: the routes' validateSearch
// and loaders (in the first chunk the router loads) read them; the screen is loaded with its route.

/**
 * The search params of a listing screen (issue 19 item 4, ADR 034): the URL spells the filters as
 * the API does (`size=M|L`, `attrs=Fabric:Cotton`), so a filtered listing is one shareable address.
 * Each is decoded on its own with the API's own schema; a malformed one is dropped.
 */
/** A text the API's schema reads (not empty): the URL keeps it as it is, the loader decodes it. */
const accepts = <A,>(schema: Schema.Schema<A, string>) => (text: string) => text !== "" && Either.isRight(Schema.decodeUnknownEither(schema)(text))
const listOf = (valid: (text: string) => boolean) => Schema.String.pipe(Schema.filter(valid))
const step = <S extends number>(steps: ReadonlyArray<S>) => Schema.Number.pipe(Schema.filter((n) => (steps as ReadonlyArray<number>).includes(n))) as unknown as Schema.Schema<S, number>

const ListingSearchFields = {
  page: Schema.Number.pipe(Schema.int(), Schema.between(1, 100_000)),
  sort: ProductSort,
  brand: Slug,
  brands: listOf(accepts(BrandList)),
  size: listOf(accepts(ValueList)),
  colour: listOf(accepts(ValueList)),
  discount: step(DISCOUNT_STEPS),
  rating: step(RATING_STEPS),
  attrs: listOf(accepts(AttributeFilters)),
  minPrice: Schema.Number.pipe(Schema.between(0, 10_000_000)),
  maxPrice: Schema.Number.pipe(Schema.between(0, 10_000_000))
}
export interface ListingSearch {
  readonly page?: number | undefined
  readonly sort?: typeof ProductSort.Type | undefined
  readonly brand?: string | undefined
  /** Encoded as in the URL: `a|b`. */
  readonly brands?: string | undefined
  readonly size?: string | undefined
  readonly colour?: string | undefined
  readonly discount?: DiscountStep | undefined
  readonly rating?: RatingStep | undefined
  /** Encoded as in the URL: `Fabric:Cotton|Rayon;Sleeve:Sleeveless`. */
  readonly attrs?: string | undefined
  readonly minPrice?: number | undefined
  readonly maxPrice?: number | undefined
}

/**
 * Every known key is returned, `undefined` when absent or malformed: the router spreads the
 * validated search over the raw one, so a key left out would keep its raw, malformed value.
 */
export const validateListingSearch = (raw: Record<string, unknown>): ListingSearch => {
  const out: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(ListingSearchFields)) {
    // The router reads `size=40` as the number 40: a size or colour is text whatever it looks like.
    const value = typeof raw[key] === "number" && !["page", "discount", "rating", "minPrice", "maxPrice"].includes(key) ? String(raw[key]) : raw[key]
    const decoded = value === undefined ? undefined : Schema.decodeUnknownEither(schema as Schema.Schema<unknown>)(value)
    out[key] = decoded !== undefined && Either.isRight(decoded) ? decoded.right : undefined
  }
  return out as ListingSearch
}

const decodedOr = <A,>(schema: Schema.Schema<A, string>, text: string | undefined): A | undefined => {
  if (text === undefined) return undefined
  const decoded = Schema.decodeUnknownEither(schema)(text)
  return Either.isRight(decoded) ? decoded.right : undefined
}

/** The filters a listing's URL chose, as the API takes them. */
export const filtersOf = (search: ListingSearch): ListingFilters & { readonly brand?: string | undefined } => ({
  brand: search.brand,
  brands: decodedOr(BrandList, search.brands),
  size: decodedOr(ValueList, search.size),
  colour: decodedOr(ValueList, search.colour),
  discount: search.discount,
  rating: search.rating,
  attrs: decodedOr(AttributeFilters, search.attrs),
  minPrice: search.minPrice,
  maxPrice: search.maxPrice
})

/** The URL's spelling of filters changed by the panel (undefined: the filter goes). */
export const searchOfFilters = (filters: ListingFilters): Partial<ListingSearch> => ({
  brands: filters.brands === undefined || filters.brands.length === 0 ? undefined : filters.brands.join("|"),
  size: filters.size === undefined || filters.size.length === 0 ? undefined : filters.size.join("|"),
  colour: filters.colour === undefined || filters.colour.length === 0 ? undefined : filters.colour.join("|"),
  discount: filters.discount,
  rating: filters.rating,
  attrs: filters.attrs === undefined || filters.attrs.length === 0 ? undefined : encodeAttributes(filters.attrs),
  minPrice: filters.minPrice,
  maxPrice: filters.maxPrice
})

