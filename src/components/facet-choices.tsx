import { useState } from "react"
import {
  bandLabel,
  countLabel,
  inSizeOrder,
  type ListingFacets,
  PRICE_BANDS,
  toggleAttribute,
  toggleValue
} from "#domain/listing-facets.ts"
import type { ListingFilters } from "#domain/listing-filters.ts"
import { formatRupees } from "#domain/money.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { filtersTexts } from "../i18n/texts/filters.ts"

// Issue 19 item 4 (ADR 034): the choices of a listing's filter panel, with the count each would
// show. Fetched by the panel (listing-filters.tsx) with the counts, when it is first shown.

/** The filters chosen, with the route's own brand beside them. */
export type Chosen = ListingFilters & { readonly brand?: string | undefined }

/** How many choices a facet shows before "Show all". */
const SHOWN = 8

/**
 * One facet's choices. A group out of sight (the phone's drawer shows three or four of a dozen) is
 * skipped for layout and paint until it is scrolled near (issue 36 item 5: opening the drawer laid
 * out every group in the tap), its size until then a group of a few choices'.
 */
function Group({ legend, children }: { readonly legend: string; readonly children: React.ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-3 [content-visibility:auto] [contain-intrinsic-size:auto_180px]">
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
  const { t } = useTexts(filtersTexts)
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
          {all ? t("filters.showFewer") : t("filters.showAll", { count: list.length })}
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
  const { t } = useTexts(filtersTexts)
  return (
    <ul className="space-y-1 text-sm">
      <li><label className="flex cursor-pointer items-center gap-2"><input type="radio" name={name} checked={chosen === undefined} onChange={() => onChoose(undefined)} /> {t("filters.any")}</label></li>
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

export default function FacetChoices({ facets, chosen, fixedBrand, onChange, prefix }: {
  readonly prefix: string
  readonly facets: ListingFacets
  readonly chosen: Chosen
  readonly fixedBrand: boolean
  readonly onChange: (next: ListingFilters) => void
}) {
  const set = (patch: Partial<ListingFilters>) => onChange({ ...chosen, ...patch })
  const { t } = useTexts(filtersTexts)
  return (
    <div className="space-y-4">
      {!fixedBrand && facets.brands.length > 0 && (
        <Group legend={t("filters.brand")}>
          <Checks name={`${prefix}-brand`} values={facets.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count }))} chosen={chosen.brands ?? []}
            onToggle={(slug) => set({ brands: toggleValue(chosen.brands, slug) })} />
        </Group>
      )}
      <Group legend={t("filters.price")}>
        <ul className="space-y-1 text-sm">
          <li><label className="flex cursor-pointer items-center gap-2"><input type="radio" name={`${prefix}-price`} checked={chosen.minPrice === undefined && chosen.maxPrice === undefined} onChange={() => set({ minPrice: undefined, maxPrice: undefined })} /> {t("filters.anyPrice")}</label></li>
          {PRICE_BANDS.map((band) => (
            <li key={band.join("-")}>
              <label className="flex cursor-pointer items-center gap-2">
                <input type="radio" name={`${prefix}-price`} checked={chosen.minPrice === band[0] && chosen.maxPrice === band[1] && (band[0] !== undefined || band[1] !== undefined)} onChange={() => set({ minPrice: band[0], maxPrice: band[1] })} /> {t(...bandLabel(band))}
              </label>
            </li>
          ))}
        </ul>
        {facets.price.min !== null && facets.price.max !== null && (
          <p className="mt-1 text-xs text-slate-500">{t("filters.range", { min: formatRupees(facets.price.min), max: formatRupees(facets.price.max) })}</p>
        )}
      </Group>
      {facets.sizes.length > 0 && (
        <Group legend={t("filters.size")}>
          <Checks name={`${prefix}-size`} values={inSizeOrder(facets.sizes)} chosen={chosen.size ?? []} onToggle={(v) => set({ size: toggleValue(chosen.size, v) })} />
        </Group>
      )}
      {(chosen.discount !== undefined || facets.discounts.some((s) => s.count > 0)) && (
        <Group legend={t("filters.discount")}>
          <Steps name={`${prefix}-discount`} steps={facets.discounts} chosen={chosen.discount} label={(percent) => t("filters.discountAtLeast", { percent })} onChoose={(discount) => set({ discount })} />
        </Group>
      )}
      {(chosen.rating !== undefined || facets.ratings.some((s) => s.count > 0)) && (
        <Group legend={t("filters.rating")}>
          <Steps name={`${prefix}-rating`} steps={facets.ratings} chosen={chosen.rating} label={(stars) => t("filters.ratingAtLeast", { stars })} onChoose={(rating) => set({ rating })} />
        </Group>
      )}
      {facets.colours.length > 0 && (
        <Group legend={t("filters.colour")}>
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
