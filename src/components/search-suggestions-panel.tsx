import { useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect, useMemo, useState } from "react"
import { catalogueItems } from "#machines/catalogue-loader.machine.ts"
import { buildSuggestionIndex, suggest, type Suggestion } from "#domain/search-suggestions.ts"
import { useApp } from "../app/app-context.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { browseTexts } from "../i18n/texts/browse.ts"
import { imageSrc } from "#domain/common.ts"

// §2 Search's suggestions under the header's box (search-box.tsx), fetched with the box's first use:
// the categories, subcategories and tags matching the text (an index over the catalogue the app
// holds, built once per catalogue; by their English and Hindi names), then the products and brands
// the server suggests.

// Issue 19 item 5 (ADR 035): the products and brands the server suggests, loaded with the panel.
const CatalogueSuggestionGroups = lazy(() => import("./catalogue-suggestions.tsx"))

export default function SearchSuggestionsPanel({ id, text, open, onPick, onShown }: {
  readonly id: string
  readonly text: string
  /** Whether the box wants its suggestions shown (focused, not closed by Escape or a click outside). */
  readonly open: boolean
  readonly onPick: (path: string) => void
  /** Told whether the panel shows suggestions: the box's input names it while it does. */
  readonly onShown: (shown: boolean) => void
}) {
  const { actors } = useApp()
  const { t, language } = useTexts(browseTexts)
  const superCategories = useSelector(actors.catalogue.superCategories, (s) => catalogueItems(s, "superCategories"))
  const categories = useSelector(actors.catalogue.categories, (s) => catalogueItems(s, "categories"))
  const subCategories = useSelector(actors.catalogue.subCategories, (s) => catalogueItems(s, "subCategories"))
  const categoryTags = useSelector(actors.catalogue.categoryTags, (s) => catalogueItems(s, "categoryTags"))
  // Issue 39: found by their English and Hindi names alike, each shown by the page's language's.
  const index = useMemo(
    () => buildSuggestionIndex({ superCategories, categories, subCategories, categoryTags }, language),
    [superCategories, categories, subCategories, categoryTags, language]
  )
  const suggestions = useMemo(() => suggest(index, text), [index, text])
  const [found, setFound] = useState(0) // the server's product and brand suggestions shown
  const total = suggestions.categories.length + suggestions.subCategories.length + suggestions.categoryTags.length + found
  const shown = open && total > 0
  useEffect(() => onShown(shown), [shown, onShown])
  return (
    <div id={id} role="region" aria-label={t("browse.suggestions")} hidden={!shown} className="absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-xl">
      <SuggestionGroup title={t("browse.categories")} items={shown ? suggestions.categories : []} onPick={onPick} />
      <SuggestionGroup title={t("browse.subCategories")} items={shown ? suggestions.subCategories : []} onPick={onPick} />
      <SuggestionGroup title={t("browse.tags")} items={shown ? suggestions.categoryTags : []} onPick={onPick} />
      <Suspense fallback={null}>
        <CatalogueSuggestionGroups text={text} shown={shown} onPick={onPick} onCount={setFound} />
      </Suspense>
    </div>
  )
}

function SuggestionGroup({ title, items, onPick }: { readonly title: string; readonly items: ReadonlyArray<Suggestion>; readonly onPick: (path: string) => void }) {
  const { t } = useTexts(browseTexts)
  if (items.length === 0) return null
  return (
    <section className="py-1">
      <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={`${item.kind}-${item._id}`}>
            <a
              href={item.path}
              onClick={(event) => { event.preventDefault(); onPick(item.path) }}
              className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-orange-50"
            >
              <img src={imageSrc(item.image)} alt="" width={36} height={36} className="h-9 w-9 rounded object-cover" />
              <span className="text-sm">
                <span className="font-medium">{item.name}</span>
                <span className="block text-xs text-slate-500">{t("browse.inPlace", { name: item.superCategory })}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
