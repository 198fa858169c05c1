import { Schema } from "effect"
import { Slug } from "./common.ts"

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

// A literal of the steps, not a number filtered: the fuzzer's generated values come from its type.
const stepOf = <const S extends ReadonlyArray<number>>(steps: S, what: string) =>
  Schema.NumberFromString.pipe(Schema.compose(Schema.Literal(...(steps as unknown as [S[number], ...Array<S[number]>]))))
    .annotations({ message: () => ({ message: `${what} must be one of ${steps.join(", ")}`, override: true }) }) as unknown as Schema.Schema<S[number], string>

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
