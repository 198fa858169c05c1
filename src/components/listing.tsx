import { Link, useNavigate } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { useState } from "react"
import type { Brand } from "#domain/brand.ts"
import { Slug } from "#domain/common.ts"
import { formatCount, formatRupees } from "#domain/money.ts"
import { type Product, ProductSort } from "#domain/product.ts"
import { ProductGrid } from "./product-card.tsx"

/** The search params of a listing screen. Each is decoded on its own; a malformed one is dropped. */
const ListingSearchFields = {
  page: Schema.Number.pipe(Schema.int(), Schema.between(1, 100_000)),
  sort: ProductSort,
  brand: Slug,
  minPrice: Schema.Number.pipe(Schema.between(0, 10_000_000)),
  maxPrice: Schema.Number.pipe(Schema.between(0, 10_000_000))
}
export interface ListingSearch {
  readonly page?: number
  readonly sort?: typeof ProductSort.Type
  readonly brand?: string
  readonly minPrice?: number
  readonly maxPrice?: number
}

/**
 * Every known key is returned, `undefined` when absent or malformed: the router spreads the
 * validated search over the raw one, so a key left out would keep its raw, malformed value.
 */
export const validateListingSearch = (raw: Record<string, unknown>): ListingSearch => {
  const out: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(ListingSearchFields)) {
    const decoded = raw[key] === undefined ? undefined : Schema.decodeUnknownEither(schema as Schema.Schema<unknown>)(raw[key])
    out[key] = decoded !== undefined && Either.isRight(decoded) ? decoded.right : undefined
  }
  return out as ListingSearch
}

export interface ListingPage {
  readonly products: ReadonlyArray<Product>
  readonly page: number
  readonly limit: number
  readonly total: number
}

const SORTS: ReadonlyArray<readonly [typeof ProductSort.Type, string]> = [
  ["newest", "Newest first"],
  ["price-asc", "Price: low to high"],
  ["price-desc", "Price: high to low"]
]

const PRICE_BANDS: ReadonlyArray<readonly [number | undefined, number | undefined]> = [
  [undefined, 499], [500, 999], [1000, 2999], [3000, 9999], [10000, undefined]
]

const bandLabel = ([min, max]: readonly [number | undefined, number | undefined]) =>
  min === undefined ? `Under ${formatRupees((max ?? 0) + 1)}` : max === undefined ? `${formatRupees(min)} and above` : `${formatRupees(min)} to ${formatRupees(max)}`

/**
 * A listing screen: title, brand filter, price range, sort, the products and paging. Filters live
 * in the URL's search params, so a listing can be shared, reloaded and navigated back to.
 */
export function Listing({ title, subtitle, result, search, brands, filters = true }: {
  readonly title: string
  readonly subtitle?: string
  readonly result: ListingPage
  readonly search: ListingSearch
  readonly brands?: ReadonlyArray<Brand>
  readonly filters?: boolean
}) {
  const navigate = useNavigate()
  const update = (patch: Partial<ListingSearch>) =>
    void navigate({ to: ".", search: (prev: ListingSearch) => ({ ...prev, page: undefined, ...patch }) })
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  const [showFilters, setShowFilters] = useState(false)
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-sm text-slate-500">
            {subtitle ? `${subtitle} · ` : ""}{formatCount(result.total)} product{result.total === 1 ? "" : "s"}
          </p>
        </div>
        {filters && (
          <div className="flex items-center gap-2">
            <button type="button" onClick={() => setShowFilters(!showFilters)} className="rounded-lg border border-slate-300 px-3 py-2 text-sm md:hidden">Filters</button>
            <label className="text-sm">
              <span className="sr-only">Sort by</span>
              <select value={search.sort ?? "newest"} onChange={(e) => update({ sort: e.target.value as ListingSearch["sort"] })} className="rounded-lg border border-slate-300 bg-white px-3 py-2">
                {SORTS.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
              </select>
            </label>
          </div>
        )}
      </div>
      <div className={filters ? "grid gap-6 md:grid-cols-[14rem_1fr]" : ""}>
        {filters && (
          <aside className={`${showFilters ? "block" : "hidden"} space-y-6 md:block`} aria-label="Filters">
            {brands !== undefined && brands.length > 0 && (
              <fieldset>
                <legend className="mb-2 font-semibold">Brand</legend>
                <ul className="max-h-64 space-y-1 overflow-y-auto text-sm">
                  <li><label className="flex items-center gap-2"><input type="radio" name="brand" checked={search.brand === undefined} onChange={() => update({ brand: undefined })} /> All brands</label></li>
                  {brands.map((b) => (
                    <li key={b._id}><label className="flex items-center gap-2"><input type="radio" name="brand" checked={search.brand === b.slugUrl} onChange={() => update({ brand: b.slugUrl })} /> {b.name}</label></li>
                  ))}
                </ul>
              </fieldset>
            )}
            <fieldset>
              <legend className="mb-2 font-semibold">Price</legend>
              <ul className="space-y-1 text-sm">
                <li><label className="flex items-center gap-2"><input type="radio" name="price" checked={search.minPrice === undefined && search.maxPrice === undefined} onChange={() => update({ minPrice: undefined, maxPrice: undefined })} /> Any price</label></li>
                {PRICE_BANDS.map((band) => (
                  <li key={bandLabel(band)}>
                    <label className="flex items-center gap-2">
                      <input type="radio" name="price" checked={search.minPrice === band[0] && search.maxPrice === band[1] && (band[0] !== undefined || band[1] !== undefined)} onChange={() => update({ minPrice: band[0], maxPrice: band[1] })} /> {bandLabel(band)}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </aside>
        )}
        <section aria-label="Products">
          {result.products.length === 0 ? (
            <div className="rounded-xl bg-slate-50 p-10 text-center">
              <p className="font-medium">No products match.</p>
              <Link to="/" className="mt-3 inline-block text-orange-700 underline">Continue shopping</Link>
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
