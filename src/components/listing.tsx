import { Link, useNavigate, useRouter } from "@tanstack/react-router"
import { type Ref, useState } from "react"
import { nameLang, shownName } from "#domain/catalogue-language.ts"
import { activeFilterCount } from "#domain/listing-facets.ts"
import type { ListingFilters } from "#domain/listing-filters.ts"
import { formatCount } from "#domain/money.ts"
import type { Product } from "#domain/product.ts"
import { afterNextPaint } from "../app/after-paint.ts"
import type { FacetsData } from "../app/listing-facets.ts"
import { filtersOf, type ListingSearch, searchOfFilters } from "../app/listing-search.ts"
import { Dialog } from "./dialog.tsx"
import { useBrowserRead, useInView, useMediaQuery, WIDE_SCREEN } from "./hydration.ts"
import { AppliedFilters, FilterPanel, SortSelect } from "./listing-filters.tsx"
import { ProductGrid } from "./product-card.tsx"
import { type ListingParent, ListingParents } from "./listing-subtitle.tsx"
import { useTexts } from "../i18n/i18n.tsx"

/** The whole page of products, or that it could not be read (the listing says so: `listing.restUnread`). */
export type ListingRestAnswer =
  | { readonly ok: true; readonly products: ReadonlyArray<Product> }
  | { readonly ok: false }

/** How to read the whole page when the server brought its first cards only (read on the first call only). */
export interface ListingRest {
  readonly read: () => Promise<ListingRestAnswer>
}

export interface ListingPage {
  readonly products: ReadonlyArray<Product>
  readonly page: number
  readonly limit: number
  readonly total: number
  /** Present when `products` are the page's first cards only (issue 36 item 3). */
  readonly rest?: ListingRest
}

const readRest = (rest: ListingRest) => rest.read()

/**
 * How far below the viewport the end of the first cards may be when the rest of the page is read:
 * a phone's first screen shows four of the twelve, so the rest is read once the shopper scrolls
 * (issue 36 item 2: read, decoded and drawn at load, its twelve cards made the listing's main
 * thread busier than the home page's); a computer's screen reaches it at once.
 */
export const REST_AHEAD_PX = 800

/**
 * The page's products: those the loader gave, then, when they are its first cards only, the whole
 * page read in the browser once the end of its first cards comes near the viewport (`restPlace`;
 * never on the server, whose first view draws the first cards).
 */
function usePageProducts(result: ListingPage): { readonly products: ReadonlyArray<Product>; readonly unread?: true; readonly restPlace: Ref<HTMLElement> } {
  const [restPlace, near] = useInView({ ahead: REST_AHEAD_PX })
  const { answer, reading } = useBrowserRead(result.rest, readRest, near)
  if (result.rest === undefined || reading || answer === undefined) return { products: result.products, restPlace }
  return answer.ok ? { products: answer.products, restPlace } : { products: result.products, unread: true, restPlace }
}

/**
 * A phone's filters (hidden on a wide screen, where the side panel has them): a button and its
 * drawer over the products, closed by "Show N products". The drawer's open state is its own, so
 * opening it re-renders the drawer, not the listing around it (issue 36 item 5); a <dialog> open
 * is drawn in the body (src/components/dialog.tsx), wherever it sits in the page.
 */
function FiltersDrawer({ data, chosen, fixedBrand, onChange, total }: {
  readonly data: FacetsData
  readonly chosen: ListingFilters
  readonly fixedBrand: boolean
  readonly onChange: (next: ListingFilters) => void
  readonly total: number
}) {
  const [open, setOpen] = useState(false)
  const active = activeFilterCount(chosen)
  const { t } = useTexts()
  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} className="rounded-lg border border-slate-300 px-3 py-2 text-sm md:hidden">
        {active > 0 ? t("listing.filtersActive", { count: formatCount(active) }) : t("listing.filters")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label={t("listing.filters")} variant="drawer-left">
        <div className="flex h-full flex-col">
          <h2 className="px-4 pb-2 pt-4 text-lg font-bold">{t("listing.filters")}</h2>
          <div className="flex-1 overflow-y-auto px-4 pb-4">
            <FilterPanel prefix="drawer" data={data} chosen={chosen} fixedBrand={fixedBrand} onChange={onChange} />
          </div>
          <div className="border-t border-slate-200 p-3">
            <button type="button" onClick={() => setOpen(false)} className="w-full rounded-lg bg-orange-700 px-4 py-3 font-semibold text-white">
              {t("listing.showProducts", { count: total })}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  )
}

/**
 * A listing screen: title, sort, the filters with their counts (read beside the products, never
 * holding them up: ADR 034), the products and paging. Filters live in the URL's search params, so a
 * listing can be shared, reloaded and navigated back to (the router restores the scroll position).
 */
export function Listing({ title, titleHi, subtitle, result, search, facets, fixedBrand = false, searchResults = false, filters = true }: {
  readonly title: string
  /** Issue 39: the title on a Hindi page, when the entry has a Hindi name (the admin's `nameHi`). */
  readonly titleHi?: string | undefined
  /** The levels above what it lists, nearest first (listing-subtitle.tsx: "Kurtas · Clothing"). */
  readonly subtitle?: ReadonlyArray<ListingParent>
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
  const router = useRouter()
  const { t, language } = useTexts()
  const named = { name: title, nameHi: titleHi }
  const { products, unread, restPlace } = usePageProducts(result)
  const update = (patch: Partial<ListingSearch>) =>
    void navigate({ to: ".", search: (prev: ListingSearch) => ({ ...prev, page: undefined, ...patch }), resetScroll: false })
  // A choice shows at once, while the router reads the listing it asks for (the URL follows): the
  // choice is painted first, the router's work starts after that paint (issue 36 item 5).
  const [choice, setChoice] = useState<{ readonly from: ListingSearch; readonly chosen: ListingFilters }>()
  const chosen = choice !== undefined && choice.from === search ? choice.chosen : filtersOf(search)
  const choose = (next: ListingFilters) => {
    setChoice({ from: search, chosen: { ...next, brand: search.brand } as ListingFilters })
    afterNextPaint(() => update(searchOfFilters(next)))
  }
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  // The side panel is drawn on a wide screen only; a phone's filters open in the drawer below.
  const wide = useMediaQuery(WIDE_SCREEN)
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 lang={nameLang(named, language)} className="text-2xl font-bold">{shownName(named, language)}</h1>
          <p className="text-sm text-slate-500" aria-live="polite">
            {subtitle !== undefined && <ListingParents parents={subtitle} />}{t("listing.count", { count: result.total })}
          </p>
        </div>
        {filters && (
          <div className="flex items-center gap-2">
            {facets !== undefined && <FiltersDrawer data={facets} chosen={chosen} fixedBrand={fixedBrand} onChange={choose} total={result.total} />}
            <SortSelect value={search.sort ?? (searchResults ? "relevance" : "newest")} onChange={(sort) => update({ sort })} />
          </div>
        )}
      </div>
      {filters && facets !== undefined && <AppliedFilters data={facets} chosen={chosen} fixedBrand={fixedBrand} onChange={choose} />}
      <div className={filters && facets !== undefined ? "grid gap-6 md:grid-cols-[15rem_1fr]" : ""}>
        {filters && facets !== undefined && (
          <aside className="hidden md:block" aria-label={t("listing.filters")}>
            <FilterPanel prefix="side" shown={wide} data={facets} chosen={chosen} fixedBrand={fixedBrand} onChange={choose} />
          </aside>
        )}
        <section aria-label={t("listing.products")}>
          {products.length === 0 ? (
            <div className="rounded-xl bg-slate-50 p-10 text-center">
              <p className="font-medium">{t("listing.noMatch")}</p>
              {facets !== undefined && Object.values(searchOfFilters(chosen)).some((v) => v !== undefined)
                ? <button type="button" onClick={() => choose({})} className="mt-3 inline-block text-orange-700 underline">{t("listing.clearFilters")}</button>
                : <Link to="/" className="mt-3 inline-block text-orange-700 underline">{t("listing.continueShopping")}</Link>}
            </div>
          ) : (
            <ProductGrid products={products} />
          )}
          {result.rest !== undefined && products === result.products && unread === undefined && <div ref={restPlace as Ref<HTMLDivElement>} />}
          {unread && (
            <p role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
              {t("listing.restUnread")}
              <button type="button" onClick={() => void router.invalidate()} className="font-semibold underline">{t("listing.tryAgain")}</button>
            </p>
          )}
          {pages > 1 && (
            <nav aria-label={t("listing.pages")} className="mt-6 flex items-center justify-center gap-3 text-sm">
              <button type="button" disabled={result.page <= 1} onClick={() => void navigate({ to: ".", search: (prev: ListingSearch) => ({ ...prev, page: result.page - 1 }) })} className="rounded-lg border border-slate-300 px-3 py-2 disabled:opacity-40">{t("listing.previous")}</button>
              <span>{t("listing.pageOf", { page: formatCount(result.page), pages: formatCount(pages) })}</span>
              <button type="button" disabled={result.page >= pages} onClick={() => void navigate({ to: ".", search: (prev: ListingSearch) => ({ ...prev, page: result.page + 1 }) })} className="rounded-lg border border-slate-300 px-3 py-2 disabled:opacity-40">{t("listing.next")}</button>
            </nav>
          )}
        </section>
      </div>
    </div>
  )
}
