import { Schema } from "effect"
import { Slug } from "./common.ts"
import type { AttributeFilter, ListingFilters } from "./listing-filters.ts"
import type { FiltersKey } from "./messages/filters.en.ts"
import { formatCount, formatRupees } from "./money.ts"

// Issue 19 item 4 (docs/decisions/034-listing-filters.md): what the filter panel shows, apart from
// the filters' URL spelling (listing-filters.ts), which the router's first chunk carries: the
// counts' shape, the labels and the choices' toggles load with the listing screen.


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

export const countLabel = (count: number): string => `(${formatCount(count)})`

/** The price filter's bands, in rupees: [from, to], either end open. */
export const PRICE_BANDS: ReadonlyArray<readonly [number | undefined, number | undefined]> = [
  [undefined, 499], [500, 999], [1000, 2999], [3000, 9999], [10000, undefined]
]

/**
 * A price band as a choice and a chip ("Under ₹500", "₹500 to ₹999", "₹10,000 and above"): its
 * message in the filters' area and the figures it names (issue 39: said in the page's language).
 */
export const bandLabel = ([min, max]: readonly [number | undefined, number | undefined]): readonly [FiltersKey, Readonly<Record<string, string>>] =>
  min === undefined
    ? ["filters.under", { amount: formatRupees((max ?? 0) + 1) }]
    : max === undefined ? ["filters.andAbove", { amount: formatRupees(min) }] : ["filters.between", { min: formatRupees(min), max: formatRupees(max) }]

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
