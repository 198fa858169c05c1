import { Link, useNavigate } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { useState } from "react"
import { Slug } from "#domain/common.ts"
import { activeFilterCount, AttributeFilters, BrandList, DISCOUNT_STEPS, type DiscountStep, encodeAttributes, type ListingFilters, RATING_STEPS, type RatingStep, ValueList } from "#domain/listing-filters.ts"
import { formatCount } from "#domain/money.ts"
import { type Product, ProductSort } from "#domain/product.ts"
import type { FacetsData } from "../app/listing-facets.ts"
import { Dialog } from "./dialog.tsx"
import { AppliedFilters, FilterPanel, SortSelect } from "./listing-filters.tsx"
import { ProductGrid } from "./product-card.tsx"

/**
 * The search params of a listing screen (issue 19 item 4, ADR 034): the URL spells the filters as
 * the API does (`size=M|L`, `attrs=Fabric:Cotton`), so a filtered listing is one shareable address.
 * Each is decoded on its own with the API's own schema; a malformed one is dropped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any list schema of the API's
const listOf = (schema: Schema.Schema<any, string>) =>
  Schema.String.pipe(Schema.filter((text) => Either.isRight(Schema.decodeUnknownEither(schema)(text)) && text !== ""))
const step = <S extends number>(steps: ReadonlyArray<S>) => Schema.Number.pipe(Schema.filter((n) => (steps as ReadonlyArray<number>).includes(n))) as unknown as Schema.Schema<S, number>

const ListingSearchFields = {
  page: Schema.Number.pipe(Schema.int(), Schema.between(1, 100_000)),
  sort: ProductSort,
  brand: Slug,
  brands: listOf(BrandList),
  size: listOf(ValueList),
  colour: listOf(ValueList),
  discount: step(DISCOUNT_STEPS),
  rating: step(RATING_STEPS),
  attrs: listOf(AttributeFilters),
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

export interface ListingPage {
  readonly products: ReadonlyArray<Product>
  readonly page: number
  readonly limit: number
  readonly total: number
}

/**
 * A listing screen: title, sort, the filters with their counts (read beside the products, never
 * holding them up: ADR 034), the products and paging. Filters live in the URL's search params, so a
 * listing can be shared, reloaded and navigated back to (the router restores the scroll position).
 */
export function Listing({ title, subtitle, result, search, facets, fixedBrand = false, searchResults = false, filters = true }: {
  readonly title: string
  readonly subtitle?: string
  readonly result: ListingPage
  readonly search: ListingSearch
  readonly facets?: FacetsData
  /** The route's own brand: the brand filter is not offered. */
  readonly fixedBrand?: boolean
  /** Search results: relevance is the first sort. */
  readonly searchResults?: boolean
  readonly filters?: boolean
}) {
  const navigate = useNavigate()
  const update = (patch: Partial<ListingSearch>) =>
    void navigate({ to: ".", search: (prev: ListingSearch) => ({ ...prev, page: undefined, ...patch }), resetScroll: false })
  const chosen = filtersOf(search)
  const choose = (next: ListingFilters) => update(searchOfFilters(next))
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  const [showFilters, setShowFilters] = useState(false)
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-slate-500" aria-live="polite">
            {subtitle ? `${subtitle} · ` : ""}{formatCount(result.total)} product{result.total === 1 ? "" : "s"}
          </p>
        </div>
        {filters && (
          <div className="flex items-center gap-2">
            {facets !== undefined && (
              <button type="button" aria-haspopup="dialog" aria-expanded={showFilters} onClick={() => setShowFilters(true)} className="rounded-lg border border-slate-300 px-3 py-2 text-sm md:hidden">
                Filters{activeFilterCount(chosen) > 0 ? ` (${formatCount(activeFilterCount(chosen))})` : ""}
              </button>
            )}
            <SortSelect value={search.sort ?? (searchResults ? "relevance" : "newest")} onChange={(sort) => update({ sort })} />
          </div>
        )}
      </div>
      {filters && facets !== undefined && <AppliedFilters data={facets} chosen={chosen} fixedBrand={fixedBrand} onChange={choose} />}
      <div className={filters && facets !== undefined ? "grid gap-6 md:grid-cols-[15rem_1fr]" : ""}>
        {filters && facets !== undefined && (
          <aside className="hidden md:block" aria-label="Filters">
            <FilterPanel prefix="side" data={facets} chosen={chosen} fixedBrand={fixedBrand} onChange={choose} />
          </aside>
        )}
        {filters && facets !== undefined && (
          // A phone's filters: a drawer over the products, closed by "Show N products".
          <Dialog open={showFilters} onClose={() => setShowFilters(false)} label="Filters" variant="drawer-left">
            <div className="flex h-full flex-col">
              <h2 className="px-4 pb-2 pt-4 text-lg font-bold">Filters</h2>
              <div className="flex-1 overflow-y-auto px-4 pb-4">
                <FilterPanel prefix="drawer" data={facets} chosen={chosen} fixedBrand={fixedBrand} onChange={choose} />
              </div>
              <div className="border-t border-slate-200 p-3">
                <button type="button" onClick={() => setShowFilters(false)} className="w-full rounded-lg bg-orange-700 px-4 py-3 font-semibold text-white">
                  Show {formatCount(result.total)} product{result.total === 1 ? "" : "s"}
                </button>
              </div>
            </div>
          </Dialog>
        )}
        <section aria-label="Products">
          {result.products.length === 0 ? (
            <div className="rounded-xl bg-slate-50 p-10 text-center">
              <p className="font-medium">No products match.</p>
              {facets !== undefined && Object.values(searchOfFilters(chosen)).some((v) => v !== undefined)
                ? <button type="button" onClick={() => choose({})} className="mt-3 inline-block text-orange-700 underline">Clear all filters</button>
                : <Link to="/" className="mt-3 inline-block text-orange-700 underline">Continue shopping</Link>}
            </div>
          ) : (
            <ProductGrid products={result.products} />
          )}
          {pages > 1 && (
            <nav aria-label="Pages" className="mt-6 flex items-center justify-center gap-3 text-sm">
              <button type="button" disabled={result.page <= 1} onClick={() => void navigate({ to: ".", search: (prev: ListingSearch) => ({ ...prev, page: result.page - 1 }) })} className="rounded-lg border border-slate-300 px-3 py-2 disabled:opacity-40">Previous</button>
              <span>Page {result.page} of {formatCount(pages)}</span>
              <button type="button" disabled={result.page >= pages} onClick={() => void navigate({ to: ".", search: (prev: ListingSearch) => ({ ...prev, page: result.page + 1 }) })} className="rounded-lg border border-slate-300 px-3 py-2 disabled:opacity-40">Next</button>
            </nav>
          )}
        </section>
      </div>
    </div>
  )
}
