import { useRouter } from "@tanstack/react-router"
import { lazy, Suspense } from "react"
import { bandLabel, toggleAttribute, toggleValue } from "#domain/listing-facets.ts"
import type { ListingFilters } from "#domain/listing-filters.ts"
import type { FiltersKey } from "#domain/messages/filters.en.ts"
import { ProductSort } from "#domain/product.ts"
import type { FacetsAnswer, FacetsData } from "../app/listing-facets.ts"
import type { Chosen } from "./facet-choices.tsx"
import { useFailureSentence } from "./failure-sentence.ts"
import { useBrowserRead, useOnClient } from "./hydration.ts"
import { type Translate, useTexts } from "../i18n/i18n.tsx"
import { filtersTexts } from "../i18n/texts/filters.ts"

// Issue 19 item 4 (ADR 034): the filter panel of a listing or of search results, with the count
// each choice would show, the chosen filters as removable chips above the products, and the sorts.

// The choices' code (facet-choices.tsx) is fetched with the counts, when a panel is first shown:
// a phone's listing draws no panel until its Filters button is pressed (issue 36 item 2).
const loadChoices = () => import("./facet-choices.tsx")
const FacetChoices = lazy(loadChoices)

/** The sorts the contract has, each named by its message (`sort.*`, domain/messages.*.ts). */
const SORTS = ProductSort.literals

export function SortSelect({ value, onChange }: { readonly value: ProductSort; readonly onChange: (sort: ProductSort) => void }) {
  const { t } = useTexts()
  return (
    <label className="text-sm">
      <span className="sr-only">{t("sort.label")}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as ProductSort)} className="rounded-lg border border-slate-300 bg-white px-3 py-2">
        {SORTS.map((sort) => <option key={sort} value={sort}>{t(`sort.${sort}`)}</option>)}
      </select>
    </label>
  )
}

/**
 * The last answer read, kept while the next is read, so the panel does not empty at each choice.
 * Read only while `wanted` (in the browser, the panel shown): the counts are a call to the API, and
 * with them comes its client (31 KB).
 */
const readCounts = (data: FacetsData) => data.read()
const readCountsAndChoices = (data: FacetsData) => Promise.all([data.read(), loadChoices()]).then(([answer]) => answer)
const useLatest = (data: FacetsData, wanted: boolean, withChoices = false): { readonly answer: FacetsAnswer | undefined; readonly reading: boolean } =>
  useBrowserRead(data, withChoices ? readCountsAndChoices : readCounts, wanted)

/**
 * The filter panel: its counts are read once the page is live in the browser (never by the
 * server's first view), and the last counts stay while new ones are read.
 */
export function FilterPanel({ data, chosen, fixedBrand, onChange, prefix, shown = true }: {
  /** Names this panel's radio groups apart from another panel's on the page (the phone's dialog). */
  readonly prefix: string
  /** Whether the panel can be seen: a hidden one (the side panel on a phone) reads nothing. */
  readonly shown?: boolean
  readonly data: FacetsData
  readonly chosen: Chosen
  readonly fixedBrand: boolean
  readonly onChange: (next: ListingFilters) => void
}) {
  const onClient = useOnClient()
  const router = useRouter()
  const { t } = useTexts()
  const { answer, reading } = useLatest(data, onClient && shown, true)
  const problem = useFailureSentence(answer === undefined || answer.ok ? null : answer.failure)
  const loading = <p role="status" aria-busy="true" className="text-sm text-slate-500">{t("listing.loadingFilters")}</p>
  if (answer === undefined) return loading
  if (!answer.ok) {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {problem}
        <button type="button" onClick={() => void router.invalidate()} className="font-semibold underline">{t("listing.tryAgain")}</button>
      </p>
    )
  }
  return (
    <div aria-busy={reading}>
      <Suspense fallback={loading}>
        <FacetChoices prefix={prefix} facets={answer.facets} chosen={chosen} fixedBrand={fixedBrand} onChange={onChange} />
      </Suspense>
    </div>
  )
}

/** The chosen filters as chips above the products, each removable, and "Clear all". */
export function AppliedFilters({ data, chosen, fixedBrand, onChange }: {
  readonly data: FacetsData
  readonly chosen: Chosen
  readonly fixedBrand: boolean
  readonly onChange: (next: ListingFilters) => void
}) {
  // The counts hold the brands' names: read for a chosen brand's chip only.
  const { answer } = useLatest(data, useOnClient() && !fixedBrand && (chosen.brands?.length ?? 0) > 0)
  const brandName = (slug: string) => (answer?.ok === true ? answer.facets.brands.find((b) => b.slug === slug)?.name : undefined) ?? slug
  const { discount, rating } = chosen
  const chips: ReadonlyArray<Chip> = [
    ...(fixedBrand ? [] : (chosen.brands ?? []).map((b) => ({ key: `brand-${b}`, label: () => brandName(b), next: { ...chosen, brands: toggleValue(chosen.brands, b) } }))),
    ...(chosen.minPrice === undefined && chosen.maxPrice === undefined ? [] : [{
      key: "price", label: (t: FiltersTranslate) => t(...bandLabel([chosen.minPrice, chosen.maxPrice])), next: { ...chosen, minPrice: undefined, maxPrice: undefined }
    }]),
    ...(chosen.size ?? []).map((v) => ({ key: `size-${v}`, label: (t: FiltersTranslate) => t("filters.sizeChip", { value: v }), next: { ...chosen, size: toggleValue(chosen.size, v) } })),
    ...(discount === undefined ? [] : [{
      key: "discount", label: (t: FiltersTranslate) => t("filters.discountAtLeast", { percent: discount }), next: { ...chosen, discount: undefined }
    }]),
    ...(rating === undefined ? [] : [{
      key: "rating", label: (t: FiltersTranslate) => t("filters.ratingAtLeast", { stars: rating }), next: { ...chosen, rating: undefined }
    }]),
    ...(chosen.colour ?? []).map((v) => ({ key: `colour-${v}`, label: () => v, next: { ...chosen, colour: toggleValue(chosen.colour, v) } })),
    ...(chosen.attrs ?? []).flatMap((a) => a.values.map((v) => ({ key: `attr-${a.name}-${v}`, label: () => v, next: { ...chosen, attrs: toggleAttribute(chosen.attrs, a.name, v) } })))
  ]
  return chips.length === 0 ? null : <Chips chips={chips} onChange={onChange} />
}

type FiltersTranslate = Translate<FiltersKey>

/** A chosen filter's chip: its words in the page's language (a brand's, a colour's, a value's as the shop wrote them). */
interface Chip {
  readonly key: string
  readonly label: (t: FiltersTranslate) => string
  readonly next: ListingFilters
}

/** The chips, drawn only when a filter is chosen: a Hindi page fetches the filters' texts then. */
function Chips({ chips, onChange }: { readonly chips: ReadonlyArray<Chip>; readonly onChange: (next: ListingFilters) => void }) {
  const { t } = useTexts(filtersTexts)
  return (
    <ul aria-label={t("filters.chosen")} className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      {chips.map((chip) => {
        const label = chip.label(t)
        return (
          <li key={chip.key}>
            <button type="button" aria-label={t("filters.remove", { label })} onClick={() => onChange(chip.next)}
              className="max-w-full break-words rounded-full border border-slate-300 bg-white px-3 py-1 hover:border-orange-600">
              {label} <span aria-hidden="true">×</span>
            </button>
          </li>
        )
      })}
      <li><button type="button" onClick={() => onChange({})} className="font-semibold text-orange-700 underline">{t("filters.clearAll")}</button></li>
    </ul>
  )
}
