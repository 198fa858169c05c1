import { useNavigate, useRouter } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react"
import { catalogueItems } from "#machines/catalogue-loader.machine.ts"
import { buildSuggestionIndex, searchSubmit, suggest, type Suggestion } from "#domain/search-suggestions.ts"
import { useApp } from "../app/app-context.tsx"
import { SearchIcon } from "./icons.tsx"

// Issue 19 item 5 (ADR 035): the products and brands the server suggests, loaded with the box's first use.
const CatalogueSuggestionGroups = lazy(() => import("./catalogue-suggestions.tsx"))

/**
 * §2 Search: suggestions from 2 characters, Enter or the icon searches, empty submit alerts. On a
 * results page the box holds its query (issue 19 item 5), however the page was opened.
 */
export function SearchBox({ className }: { readonly className?: string }) {
  const { actors } = useApp()
  const navigate = useNavigate()
  const categories = useSelector(actors.catalogue.categories, (s) => catalogueItems(s, "categories"))
  const subCategories = useSelector(actors.catalogue.subCategories, (s) => catalogueItems(s, "subCategories"))
  const categoryTags = useSelector(actors.catalogue.categoryTags, (s) => catalogueItems(s, "categoryTags"))
  // The results page's query, followed through the router's events (its useRouterState would add a
  // chunk to the home page's budget).
  const router = useRouter()
  const askedNow = () => (router.state.matches.find((match) => match.routeId === "/_bare/product-search/$search")?.params as { readonly search?: string } | undefined)?.search
  const [asked, setAsked] = useState(askedNow)
  useEffect(() => router.subscribe("onResolved", () => setAsked(askedNow())), [router])
  const [text, setText] = useState(asked ?? "")
  useEffect(() => setText(asked ?? ""), [asked])
  const [open, setOpen] = useState(false)
  const [found, setFound] = useState(0) // the server's product and brand suggestions shown
  const [armed, setArmed] = useState(false) // the index is built on first focus, not at page load
  const index = useMemo(
    () => (armed ? buildSuggestionIndex({ categories, subCategories, categoryTags }) : null),
    [armed, categories, subCategories, categoryTags]
  )
  const suggestions = useMemo(() => (index === null ? null : suggest(index, text)), [index, text])
  const root = useRef<HTMLFormElement>(null)
  const inputId = useId()
  const listId = useId()

  useEffect(() => {
    // §2 clicking outside closes the suggestions
    const onPointer = (event: PointerEvent) => {
      if (root.current !== null && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("pointerdown", onPointer)
    return () => document.removeEventListener("pointerdown", onPointer)
  }, [])

  const total = suggestions === null ? 0 : suggestions.categories.length + suggestions.subCategories.length + suggestions.categoryTags.length + found
  const listShown = open && suggestions !== null && total > 0
  const go = (path: string) => {
    setOpen(false)
    void navigate({ to: path })
  }
  return (
    <form
      ref={root}
      role="search"
      // A real form (issue 16): before the app has started, the browser sends it and the server
      // answers with the results' address; once it runs, the app moves there itself.
      action="/product-search"
      method="get"
      className={`relative ${className ?? ""}`}
      onSubmit={(event) => {
        event.preventDefault()
        const outcome = searchSubmit(text)
        if (outcome._tag === "alert") window.alert(outcome.message)
        else go(outcome.path)
      }}
    >
      <label className="sr-only" htmlFor={inputId}>Search products</label>
      <input
        id={inputId}
        name="q"
        type="search"
        autoComplete="off"
        value={text}
        placeholder="Search for products, brands and more"
        onFocus={() => { setArmed(true); setOpen(true) }}
        onChange={(event) => { setText(event.target.value); setOpen(true) }}
        onKeyDown={(event) => { if (event.key === "Escape") setOpen(false) }}
        className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pl-3 pr-10 text-sm outline-none focus:border-orange-500 focus:bg-white"
        // The suggestions are a region of links, not a listbox: the input names it while it is
        // shown, and a text box takes no aria-expanded (axe, WCAG 4.1.2).
        aria-controls={listShown ? listId : undefined}
      />
      <button type="submit" aria-label="Search" className="absolute right-1 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-slate-600 hover:text-orange-600">
        <SearchIcon width={20} height={20} />
      </button>
      {/* Kept while the box is in use, hidden when there is nothing to show: the product
          suggestions' actor lives in it and keeps its answers. */}
      {suggestions !== null && (
        <div id={listId} role="region" aria-label="Search suggestions" hidden={!listShown} className="absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-2 shadow-xl">
          <SuggestionGroup title="Categories" items={listShown ? suggestions.categories : []} onPick={go} />
          <SuggestionGroup title="Subcategories" items={listShown ? suggestions.subCategories : []} onPick={go} />
          <SuggestionGroup title="Tags" items={listShown ? suggestions.categoryTags : []} onPick={go} />
          <Suspense fallback={null}>
            <CatalogueSuggestionGroups text={text} shown={listShown} onPick={go} onCount={setFound} />
          </Suspense>
        </div>
      )}
    </form>
  )
}

function SuggestionGroup({ title, items, onPick }: { readonly title: string; readonly items: ReadonlyArray<Suggestion>; readonly onPick: (path: string) => void }) {
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
              <img src={item.image} alt="" width={36} height={36} className="h-9 w-9 rounded object-cover" />
              <span className="text-sm">
                <span className="font-medium">{item.name}</span>
                <span className="block text-xs text-slate-500">in {item.superCategory}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
