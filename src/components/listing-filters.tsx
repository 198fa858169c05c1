import { useRouter } from "@tanstack/react-router"
import { useEffect, useState } from "react"
import {
  countLabel,
  discountLabel,
  inSizeOrder,
  type ListingFacets,
  ratingLabel,
  SORT_LABELS,
  toggleAttribute,
  toggleValue
} from "#domain/listing-facets.ts"
import type { ListingFilters } from "#domain/listing-filters.ts"
import { formatRupees } from "#domain/money.ts"
import type { ProductSort } from "#domain/product.ts"
import type { FacetsAnswer, FacetsData } from "../app/listing-facets.ts"
import { useOnClient } from "./hydration.ts"

// Issue 19 item 4 (ADR 034): the filter panel of a listing or of search results, with the count
// each choice would show, the chosen filters as removable chips above the products, and the sorts.

type Chosen = ListingFilters & { readonly brand?: string | undefined }

const SORTS = Object.entries(SORT_LABELS) as ReadonlyArray<readonly [ProductSort, string]>

export function SortSelect({ value, onChange }: { readonly value: ProductSort; readonly onChange: (sort: ProductSort) => void }) {
  return (
    <label className="text-sm">
      <span className="sr-only">Sort by</span>
      <select value={value} onChange={(e) => onChange(e.target.value as ProductSort)} className="rounded-lg border border-slate-300 bg-white px-3 py-2">
        {SORTS.map(([sort, label]) => <option key={sort} value={sort}>{label}</option>)}
      </select>
    </label>
  )
}

/** The last answer read, kept while the next is read, so the panel does not empty at each choice. */
const useLatest = (data: FacetsData, onClient: boolean): { readonly answer: FacetsAnswer | undefined; readonly reading: boolean } => {
  const [latest, setLatest] = useState<{ readonly data: FacetsData; readonly answer: FacetsAnswer }>()
  useEffect(() => {
    if (!onClient) return
    let live = true
    void data.read().then((answer) => { if (live) setLatest({ data, answer }) })
    return () => { live = false }
  }, [data, onClient])
  return { answer: latest?.answer, reading: latest?.data !== data }
}

const PRICE_BANDS: ReadonlyArray<readonly [number | undefined, number | undefined]> = [
  [undefined, 499], [500, 999], [1000, 2999], [3000, 9999], [10000, undefined]
]

const bandLabel = ([min, max]: readonly [number | undefined, number | undefined]) =>
  min === undefined ? `Under ${formatRupees((max ?? 0) + 1)}` : max === undefined ? `${formatRupees(min)} and above` : `${formatRupees(min)} to ${formatRupees(max)}`

/** How many choices a facet shows before "Show all". */
const SHOWN = 8

function Group({ legend, children }: { readonly legend: string; readonly children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-3">
      <legend className="float-left mb-2 w-full font-semibold">{legend}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  )
}

/** Checkboxes of one facet: choices with no product left are hidden unless chosen. */
function Checks({ name, values, chosen, onToggle }: {
  readonly name: string
  readonly values: ReadonlyArray<{ readonly value: string; readonly label?: string; readonly count: number }>
  readonly chosen: ReadonlyArray<string>
  readonly onToggle: (value: string) => void
}) {
  const [all, setAll] = useState(false)
  const offered = values.filter((v) => v.count > 0 || chosen.includes(v.value))
  const missing = chosen.filter((c) => !offered.some((v) => v.value === c)).map((value) => ({ value, count: 0 }))
  const list = [...offered, ...missing]
  const shown = all ? list : list.slice(0, SHOWN)
  return (
    <>
      <ul className="space-y-1 text-sm">
        {shown.map((v) => (
          <li key={v.value}>
            <label className="flex cursor-pointer items-center gap-2">
              <input type="checkbox" name={name} checked={chosen.includes(v.value)} onChange={() => onToggle(v.value)} />
              <span>{"label" in v && v.label !== undefined ? v.label : v.value}</span>
              <span className="text-slate-500">{countLabel(v.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {list.length > SHOWN && (
        <button type="button" onClick={() => setAll(!all)} className="mt-1 text-sm font-semibold text-orange-700 underline">
          {all ? "Show fewer" : `Show all ${list.length}`}
        </button>
      )}
    </>
  )
}

/** Radio choices of a threshold facet ("20% or more"), with "Any". */
function Steps<S extends number>({ name, steps, chosen, label, onChoose }: {
  readonly name: string
  readonly steps: ReadonlyArray<{ readonly atLeast: number; readonly count: number }>
  readonly chosen: S | undefined
  readonly label: (atLeast: number) => string
  readonly onChoose: (atLeast: S | undefined) => void
}) {
  return (
    <ul className="space-y-1 text-sm">
      <li><label className="flex cursor-pointer items-center gap-2"><input type="radio" name={name} checked={chosen === undefined} onChange={() => onChoose(undefined)} /> Any</label></li>
      {steps.filter((s) => s.count > 0 || s.atLeast === chosen).map((s) => (
        <li key={s.atLeast}>
          <label className="flex cursor-pointer items-center gap-2">
            <input type="radio" name={name} checked={chosen === s.atLeast} onChange={() => onChoose(s.atLeast as S)} />
            <span>{label(s.atLeast)}</span>
            <span className="text-slate-500">{countLabel(s.count)}</span>
          </label>
        </li>
      ))}
    </ul>
  )
}

function Facets({ facets, chosen, fixedBrand, onChange, prefix }: {
  readonly prefix: string
  readonly facets: ListingFacets
  readonly chosen: Chosen
  readonly fixedBrand: boolean
  readonly onChange: (next: ListingFilters) => void
}) {
  const set = (patch: Partial<ListingFilters>) => onChange({ ...chosen, ...patch })
  return (
    <div className="space-y-4">
      {!fixedBrand && facets.brands.length > 0 && (
        <Group legend="Brand">
          <Checks name={`${prefix}-brand`} values={facets.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count }))} chosen={chosen.brands ?? []}
            onToggle={(slug) => set({ brands: toggleValue(chosen.brands, slug) })} />
        </Group>
      )}
      <Group legend="Price">
        <ul className="space-y-1 text-sm">
          <li><label className="flex cursor-pointer items-center gap-2"><input type="radio" name={`${prefix}-price`} checked={chosen.minPrice === undefined && chosen.maxPrice === undefined} onChange={() => set({ minPrice: undefined, maxPrice: undefined })} /> Any price</label></li>
          {PRICE_BANDS.map((band) => (
            <li key={bandLabel(band)}>
              <label className="flex cursor-pointer items-center gap-2">
                <input type="radio" name={`${prefix}-price`} checked={chosen.minPrice === band[0] && chosen.maxPrice === band[1] && (band[0] !== undefined || band[1] !== undefined)} onChange={() => set({ minPrice: band[0], maxPrice: band[1] })} /> {bandLabel(band)}
              </label>
            </li>
          ))}
        </ul>
        {facets.price.min !== null && facets.price.max !== null && (
          <p className="mt-1 text-xs text-slate-500">From {formatRupees(facets.price.min)} to {formatRupees(facets.price.max)}</p>
        )}
      </Group>
      {facets.sizes.length > 0 && (
        <Group legend="Size">
          <Checks name={`${prefix}-size`} values={inSizeOrder(facets.sizes)} chosen={chosen.size ?? []} onToggle={(v) => set({ size: toggleValue(chosen.size, v) })} />
        </Group>
      )}
      {(chosen.discount !== undefined || facets.discounts.some((s) => s.count > 0)) && (
        <Group legend="Discount">
          <Steps name={`${prefix}-discount`} steps={facets.discounts} chosen={chosen.discount} label={discountLabel} onChoose={(discount) => set({ discount })} />
        </Group>
      )}
      {(chosen.rating !== undefined || facets.ratings.some((s) => s.count > 0)) && (
        <Group legend="Customer rating">
          <Steps name={`${prefix}-rating`} steps={facets.ratings} chosen={chosen.rating} label={ratingLabel} onChoose={(rating) => set({ rating })} />
        </Group>
      )}
      {facets.colours.length > 0 && (
        <Group legend="Colour">
          <Checks name={`${prefix}-colour`} values={facets.colours} chosen={chosen.colour ?? []} onToggle={(v) => set({ colour: toggleValue(chosen.colour, v) })} />
        </Group>
      )}
      {facets.attributes.map((attribute) => (
        <Group key={attribute.name} legend={attribute.name.replace(/_/g, " ")}>
          <Checks name={`${prefix}-attr-${attribute.name}`} values={attribute.values} chosen={chosen.attrs?.find((a) => a.name === attribute.name)?.values ?? []}
            onToggle={(v) => set({ attrs: toggleAttribute(chosen.attrs, attribute.name, v) })} />
        </Group>
      ))}
    </div>
  )
}

/**
 * The filter panel: its counts are read once the page is live in the browser (never by the
 * server's first view), and the last counts stay while new ones are read.
 */
export function FilterPanel({ data, chosen, fixedBrand, onChange, prefix }: {
  /** Names this panel's radio groups apart from another panel's on the page (the phone's dialog). */
  readonly prefix: string
  readonly data: FacetsData
  readonly chosen: Chosen
  readonly fixedBrand: boolean
  readonly onChange: (next: ListingFilters) => void
}) {
  const onClient = useOnClient()
  const router = useRouter()
  const { answer, reading } = useLatest(data, onClient)
  if (answer === undefined) {
    return <p role="status" aria-busy="true" className="text-sm text-slate-500">Loading filters…</p>
  }
  if (!answer.ok) {
    return (
      <p role="status" className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        {answer.message}
        <button type="button" onClick={() => void router.invalidate()} className="font-semibold underline">Try again</button>
      </p>
    )
  }
  return (
    <div aria-busy={reading}>
      <Facets prefix={prefix} facets={answer.facets} chosen={chosen} fixedBrand={fixedBrand} onChange={onChange} />
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
  const { answer } = useLatest(data, useOnClient())
  const brandName = (slug: string) => (answer?.ok === true ? answer.facets.brands.find((b) => b.slug === slug)?.name : undefined) ?? slug
  const chips: Array<{ readonly key: string; readonly label: string; readonly next: ListingFilters }> = [
    ...(fixedBrand ? [] : (chosen.brands ?? []).map((b) => ({ key: `brand-${b}`, label: brandName(b), next: { ...chosen, brands: toggleValue(chosen.brands, b) } }))),
    ...(chosen.minPrice === undefined && chosen.maxPrice === undefined ? [] : [{
      key: "price", label: bandLabel([chosen.minPrice, chosen.maxPrice]), next: { ...chosen, minPrice: undefined, maxPrice: undefined }
    }]),
    ...(chosen.size ?? []).map((v) => ({ key: `size-${v}`, label: `Size ${v}`, next: { ...chosen, size: toggleValue(chosen.size, v) } })),
    ...(chosen.discount === undefined ? [] : [{ key: "discount", label: discountLabel(chosen.discount), next: { ...chosen, discount: undefined } }]),
    ...(chosen.rating === undefined ? [] : [{ key: "rating", label: ratingLabel(chosen.rating), next: { ...chosen, rating: undefined } }]),
    ...(chosen.colour ?? []).map((v) => ({ key: `colour-${v}`, label: v, next: { ...chosen, colour: toggleValue(chosen.colour, v) } })),
    ...(chosen.attrs ?? []).flatMap((a) => a.values.map((v) => ({ key: `attr-${a.name}-${v}`, label: v, next: { ...chosen, attrs: toggleAttribute(chosen.attrs, a.name, v) } })))
  ]
  if (chips.length === 0) return null
  return (
    <ul aria-label="Chosen filters" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" aria-label={`Remove filter ${chip.label}`} onClick={() => onChange(chip.next)}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 hover:border-orange-600">
            {chip.label} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li><button type="button" onClick={() => onChange({})} className="font-semibold text-orange-700 underline">Clear all</button></li>
    </ul>
  )
}
