import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { fromPromise } from "xstate"
import {
  brandSuggestionPath,
  type BrandSuggestion,
  type CatalogueSuggestions,
  productSuggestionPath,
  type ProductSuggestion
} from "#domain/catalogue-suggestions.ts"
import { formatRupees } from "#domain/money.ts"
import { discountPercent } from "#domain/product.ts"
import { catalogueSuggestionsMachine } from "#machines/catalogue-suggestions.machine.ts"
import { useApp } from "../app/app-context.tsx"
import { useScreenActor } from "../app/use-screen-actor.ts"
import { searchCall } from "../app/api-tags.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { browseTexts } from "../i18n/texts/browse.ts"

/**
 * The header's product and brand suggestions (issue 19 item 5, ADR 035), beside §2's category kinds:
 * loaded with the search box's first use (its own chunk: the home page's budget has no room), its
 * state the suggestions machine (machines/catalogue-suggestions.machine.ts), a child of the shop's
 * root for the box's life. `text` is what the box holds; `shown` whether the box's list is open; `onCount` tells
 * the box how many it shows, so the list opens for products alone.
 */
export default function CatalogueSuggestionGroups({ text, shown, onPick, onCount }: {
  readonly text: string
  readonly shown: boolean
  readonly onPick: (path: string) => void
  readonly onCount: (count: number) => void
}) {
  const { runtime } = useApp()
  const { t } = useTexts(browseTexts)
  const shell = useTexts()
  const actor = useScreenActor("catalogueSuggestions", () =>
    catalogueSuggestionsMachine.provide({
      actors: { askSuggestions: fromPromise<CatalogueSuggestions, { readonly query: string }>(({ input }) => runtime.runPromise(searchCall((api) => api.suggest(input.query)))) }
    }))
  useEffect(() => { actor.send({ type: "suggest.type", text }) }, [actor, text])
  const suggestions = useSelector(actor, (s) => s.context.shown)
  const count = suggestions.products.length + suggestions.brands.length
  useEffect(() => { onCount(count) }, [onCount, count])
  if (!shown) return null
  return (
    <>
      <Group title={t("browse.products")} items={suggestions.products} onPick={onPick} pathOf={productSuggestionPath} render={(item: ProductSuggestion) => {
        // As a product card says it (price.tsx): the shell's "{percent}% off", none without a discount.
        const off = discountPercent({ Price: item.price, Mrp: item.mrp })
        return (
          <>
            <span className="font-medium">{item.name}</span>
            <span className="block text-xs text-slate-500">
              {item.brand} · <span className="font-semibold text-slate-800">{formatRupees(item.price)}</span>
              {off > 0 && <span className="text-emerald-700"> {shell.t("price.off", { percent: off })}</span>}
            </span>
          </>
        )
      }} />
      <Group title={t("browse.brands")} items={suggestions.brands} onPick={onPick} pathOf={brandSuggestionPath} render={(item: BrandSuggestion) => (
        <>
          <span className="font-medium">{item.name}</span>
          <span className="block text-xs text-slate-500">{t("browse.inPlace", { name: item.category })}</span>
        </>
      )} />
    </>
  )
}

function Group<T extends { readonly _id: string; readonly image: string }>({ title, items, onPick, pathOf, render }: {
  readonly title: string
  readonly items: ReadonlyArray<T>
  readonly onPick: (path: string) => void
  readonly pathOf: (item: T) => string
  readonly render: (item: T) => React.ReactNode
}) {
  if (items.length === 0) return null
  return (
    <section className="py-1">
      <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <ul>
        {items.map((item) => {
          const path = pathOf(item)
          return (
            <li key={`${item._id}-${path}`}>
              <a
                href={path}
                onClick={(event) => { event.preventDefault(); onPick(path) }}
                className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-orange-50 focus:bg-orange-50"
              >
                {item.image === "" ? <span className="h-9 w-9 shrink-0 rounded bg-slate-100" /> : <img src={item.image} alt="" width={36} height={36} loading="lazy" className="h-9 w-9 shrink-0 rounded object-cover" />}
                <span className="text-sm">{render(item)}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
