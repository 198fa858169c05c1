import { Schema } from "effect"
import { Slug } from "./common.ts"
import { formatCount } from "./money.ts"
import type { ProductSort } from "./product.ts"

// Issue 19 item 4 (docs/decisions/034-listing-filters.md): the filters of every listing and of the
// search results, as the API's query parameters and the storefront's URL both spell them, so a
// filtered listing is one shareable address:
//   brands=bata|liberty  size=M|L  colour=Rani%20Pink  discount=20  rating=4
//   attrs=Fabric:Cotton|Rayon;Sleeve:Sleeveless  minPrice=500  maxPrice=999  sort=popular
// Values within a filter are alternatives (any of them); different filters all apply.

/** Between the values of one filter. */
export const VALUE_SEPARATOR = "|"
/** Between the attributes of `attrs`. */
export const ATTRIBUTE_SEPARATOR = ";"
/** Between an attribute's name and its values in `attrs`. */
export const NAME_SEPARATOR = ":"

/** The most values one filter takes, and the most attributes `attrs` names. */
export const MAX_FILTER_VALUES = 30
export const MAX_FILTERED_ATTRIBUTES = 10

/** "10% or more" ... "70% or more": the discount filter's choices. */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50, 60, 70] as const
/** "4★ & above", "3★ & above": the rating filter's choices. */
export const RATING_STEPS = [4, 3] as const
export type DiscountStep = (typeof DISCOUNT_STEPS)[number]
export type RatingStep = (typeof RATING_STEPS)[number]

export const SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  relevance: "Relevance",
  popular: "Popularity",
  newest: "Newest first",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  discount: "Discount",
  rating: "Customer rating"
}

/** One value of a size, colour or attribute filter: what a product's data spells, without the separators. */
export const FilterValue = Schema.String.pipe(
  Schema.minLength(1, { message: () => "a filter value must not be empty" }),
  Schema.maxLength(80, { message: () => "a filter value must be at most 80 characters" }),
  Schema.pattern(/^[^|;:]+$/, { message: () => "a filter value must not contain '|', ';' or ':'" })
)

const splitList = <A, I>(item: Schema.Schema<A, I>, what: string) =>
  Schema.transform(
    Schema.String.pipe(Schema.maxLength(MAX_FILTER_VALUES * 90, { message: () => `${what} is too long` })),
    Schema.Array(Schema.String),
    { strict: true, decode: (text) => (text === "" ? [] : text.split(VALUE_SEPARATOR)), encode: (values) => values.join(VALUE_SEPARATOR) }
  ).pipe(Schema.compose(Schema.Array(item as unknown as Schema.Schema<A, string>).pipe(
    Schema.maxItems(MAX_FILTER_VALUES, { message: () => `${what} may name at most ${MAX_FILTER_VALUES} values` })
  )))

/** `brands=a|b`: brand slugs, any of them. */
export const BrandList = splitList(Slug, "brands").annotations({ description: "brand slugs separated by '|'" })
/** `size=M|L`, `colour=Red|Teal`: pack size or option names, any of them. */
export const ValueList = splitList(FilterValue, "a filter").annotations({ description: "values separated by '|'" })

/** One attribute filter: a product passes when its attribute `name` is one of `values`. */
export interface AttributeFilter {
  readonly name: string
  readonly values: ReadonlyArray<string>
}

const AttributeFilterSchema = Schema.Struct({
  name: FilterValue,
  values: Schema.Array(FilterValue).pipe(
    Schema.minItems(1, { message: () => "an attribute filter needs at least one value" }),
    Schema.maxItems(MAX_FILTER_VALUES, { message: () => `an attribute filter may name at most ${MAX_FILTER_VALUES} values` })
  )
})

/** `attrs=Fabric:Cotton|Rayon;Sleeve:Sleeveless`. An attribute named twice is refused. */
export const AttributeFilters = Schema.transform(
  Schema.String.pipe(Schema.maxLength(2000, { message: () => "attrs is too long" })),
  Schema.Array(Schema.Struct({ name: Schema.String, values: Schema.Array(Schema.String) })),
  {
    strict: true,
    decode: (text) =>
      text === "" ? [] : text.split(ATTRIBUTE_SEPARATOR).map((part) => {
        const at = part.indexOf(NAME_SEPARATOR)
        return at < 0 ? { name: part, values: [] } : { name: part.slice(0, at), values: part.slice(at + 1).split(VALUE_SEPARATOR) }
      }),
    encode: (filters) => encodeAttributes(filters)
  }
).pipe(Schema.compose(Schema.Array(AttributeFilterSchema).pipe(
  Schema.maxItems(MAX_FILTERED_ATTRIBUTES, { message: () => `attrs may name at most ${MAX_FILTERED_ATTRIBUTES} attributes` }),
  Schema.filter((filters) => new Set(filters.map((f) => f.name)).size === filters.length || "attrs names an attribute twice")
))).annotations({ description: "attribute filters: Name:value|value;Name:value" })

export const encodeAttributes = (filters: ReadonlyArray<AttributeFilter>): string =>
  filters.map((f) => `${f.name}${NAME_SEPARATOR}${f.values.join(VALUE_SEPARATOR)}`).join(ATTRIBUTE_SEPARATOR)

const stepOf = <const S extends ReadonlyArray<number>>(steps: S, what: string) =>
  Schema.NumberFromString.pipe(
    Schema.filter((n) => steps.includes(n) || `${what} must be one of ${steps.join(", ")}`)
  ) as unknown as Schema.Schema<S[number], string>

/** `discount=20`: the best discount of a product is at least this many percent. */
export const DiscountParam = stepOf(DISCOUNT_STEPS, "discount").annotations({ description: `one of ${DISCOUNT_STEPS.join(", ")}` })
/** `rating=4`: the average of a product's reviews is at least this many stars. */
export const RatingParam = stepOf(RATING_STEPS, "rating").annotations({ description: `one of ${RATING_STEPS.join(", ")}` })

/** The filters themselves, decoded: what the server turns into conditions. */
export interface ListingFilters {
  readonly brands?: ReadonlyArray<string> | undefined
  readonly size?: ReadonlyArray<string> | undefined
  readonly colour?: ReadonlyArray<string> | undefined
  readonly discount?: DiscountStep | undefined
  readonly rating?: RatingStep | undefined
  readonly attrs?: ReadonlyArray<AttributeFilter> | undefined
  readonly minPrice?: number | undefined
  readonly maxPrice?: number | undefined
}

/** The query parameters of the filters, for product/all, product/search and product/facets. */
export const filterParams = {
  brands: Schema.optional(BrandList),
  size: Schema.optional(ValueList),
  colour: Schema.optional(ValueList),
  discount: Schema.optional(DiscountParam),
  rating: Schema.optional(RatingParam),
  attrs: Schema.optional(AttributeFilters)
}

/** One choice of a facet with how many products of the listing it would show. */
export const FacetValue = Schema.Struct({ value: Schema.String, count: Schema.Number })
export type FacetValue = typeof FacetValue.Type

/**
 * product/facets: for the products of a listing (or a search) and its filters, the count of each
 * choice of each filter. A filter's own choices are counted with every OTHER filter applied (so
 * choosing one brand still shows what the others hold); `total` is the count with all of them.
 */
export const ListingFacets = Schema.Struct({
  total: Schema.Number,
  brands: Schema.Array(Schema.Struct({ slug: Slug, name: Schema.String, count: Schema.Number })),
  sizes: Schema.Array(FacetValue),
  colours: Schema.Array(FacetValue),
  attributes: Schema.Array(Schema.Struct({ name: Schema.String, values: Schema.Array(FacetValue) })),
  discounts: Schema.Array(Schema.Struct({ atLeast: Schema.Number, count: Schema.Number })),
  ratings: Schema.Array(Schema.Struct({ atLeast: Schema.Number, count: Schema.Number })),
  /** The lowest and highest price (a product's lowest option price) under the other filters; null when none. */
  price: Schema.Struct({ min: Schema.NullOr(Schema.Number), max: Schema.NullOr(Schema.Number) })
})
export type ListingFacets = typeof ListingFacets.Type

/** At most this many choices of one facet are counted (the most common first). */
export const FACET_VALUES_LIMIT = 40

export const discountLabel = (atLeast: number): string => `${atLeast}% or more`
export const ratingLabel = (atLeast: number): string => `${atLeast}★ & above`
export const countLabel = (count: number): string => `(${formatCount(count)})`

/** The filters a listing has chosen, without the empty ones: what a "Clear all" would remove. */
export const activeFilterCount = (filters: ListingFilters): number =>
  (filters.brands?.length ?? 0) + (filters.size?.length ?? 0) + (filters.colour?.length ?? 0) +
  (filters.discount === undefined ? 0 : 1) + (filters.rating === undefined ? 0 : 1) +
  (filters.attrs ?? []).reduce((sum, f) => sum + f.values.length, 0) +
  (filters.minPrice === undefined && filters.maxPrice === undefined ? 0 : 1)

/** `values` with `value` added when absent, removed when present (a checkbox's toggle). */
export const toggleValue = (values: ReadonlyArray<string> | undefined, value: string): ReadonlyArray<string> | undefined => {
  const list = values ?? []
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
  return next.length === 0 ? undefined : next
}

/** The attribute filters with `value` of `name` toggled; an attribute left with no value goes. */
export const toggleAttribute = (filters: ReadonlyArray<AttributeFilter> | undefined, name: string, value: string): ReadonlyArray<AttributeFilter> | undefined => {
  const list = filters ?? []
  const current = list.find((f) => f.name === name)
  const values = toggleValue(current?.values, value)
  const others = list.filter((f) => f.name !== name)
  const next = values === undefined ? others : current === undefined ? [...list, { name, values }] : list.map((f) => (f.name === name ? { name, values } : f))
  return next.length === 0 ? undefined : next
}

/** Clothing sizes in the order a shopper reads them, smallest first. */
const SIZE_ORDER = ["Free Size", "XXS", "XS", "S", "M", "L", "XL", "XXL", "2XL", "3XL", "4XL", "5XL"]

/**
 * The size facet's choices in a shopper's order: clothing sizes smallest first, then sizes that
 * start with a number by that number ("28", "32 inch", "4 GB + 64 GB", "0-3 Months"), then the rest
 * by name. The server counts them most common first; the panel lists sizes this way.
 */
export const inSizeOrder = <A extends { readonly value: string }>(values: ReadonlyArray<A>): ReadonlyArray<A> => {
  const rank = (value: string): readonly [number, number, string] => {
    const named = SIZE_ORDER.indexOf(value)
    if (named >= 0) return [0, named, value]
    const number = /^\d+(\.\d+)?/.exec(value)
    return number === null ? [2, 0, value] : [1, Number(number[0]), value]
  }
  return [...values].sort((a, b) => {
    const [x, y] = [rank(a.value), rank(b.value)]
    return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2])
  })
}
