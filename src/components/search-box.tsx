import { useNavigate, useRouter } from "@tanstack/react-router"
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react"
import { searchSubmit } from "#domain/search-submit.ts"
import { SearchIcon } from "./icons.tsx"
import { pathInLanguage } from "#domain/language.ts"
import { useTexts } from "../i18n/i18n.tsx"

// The suggestions (§2, issue 19 item 5), their index and the server's product and brand
// suggestions: fetched with the box's first use, not with every page (issue 36: the budgets).
const SuggestionsPanel = lazy(() => import("./search-suggestions-panel.tsx"))

/**
 * §2 Search: suggestions from 2 characters, Enter or the icon searches, empty submit alerts. On a
 * results page the box holds its query (issue 19 item 5), however the page was opened.
 */
export function SearchBox({ className }: { readonly className?: string }) {
  const navigate = useNavigate()
  const { t, language } = useTexts()
  // The results page's query, followed through the router's events (its useRouterState would add a
  // chunk to the home page's budget).
  const router = useRouter()
  const askedNow = () => (router.state.matches.find((match) => match.routeId === "/_bare/product-search/$search")?.params as { readonly search?: string } | undefined)?.search
  const [asked, setAsked] = useState(askedNow)
  useEffect(() => router.subscribe("onResolved", () => setAsked(askedNow())), [router])
  const [text, setText] = useState(asked ?? "")
  useEffect(() => setText(asked ?? ""), [asked])
  const [open, setOpen] = useState(false)
  const [armed, setArmed] = useState(false) // the panel is fetched and its index built on first focus, not at page load
  const [listShown, setListShown] = useState(false) // the panel has suggestions to show
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
      action={pathInLanguage("/product-search", language)}
      method="get"
      className={`relative ${className ?? ""}`}
      onSubmit={(event) => {
        event.preventDefault()
        const outcome = searchSubmit(text)
        if (outcome._tag === "alert") window.alert(outcome.message)
        else go(outcome.path)
      }}
    >
      <label className="sr-only" htmlFor={inputId}>{t("search.label")}</label>
      <input
        id={inputId}
        name="q"
        type="search"
        autoComplete="off"
        value={text}
        placeholder={t("search.placeholder")}
        onFocus={() => { setArmed(true); setOpen(true) }}
        onChange={(event) => { setText(event.target.value); setOpen(true) }}
        onKeyDown={(event) => { if (event.key === "Escape") setOpen(false) }}
        className="w-full rounded-lg border border-slate-300 bg-slate-50 py-2 pl-3 pr-10 text-sm outline-none focus:border-orange-500 focus:bg-white"
        // The suggestions are a region of links, not a listbox: the input names it while it is
        // shown, and a text box takes no aria-expanded (axe, WCAG 4.1.2).
        aria-controls={listShown ? listId : undefined}
      />
      <button type="submit" aria-label={t("search.submit")} className="absolute right-1 top-1/2 -translate-y-1/2 rounded-md p-1.5 text-slate-600 hover:text-orange-600">
        <SearchIcon width={20} height={20} />
      </button>
      {/* Kept while the box is in use, hidden when there is nothing to show: the product
          suggestions' actor lives in it and keeps its answers. */}
      {armed && (
        <Suspense fallback={null}>
          <SuggestionsPanel id={listId} text={text} open={open} onPick={go} onShown={setListShown} />
        </Suspense>
      )}
    </form>
  )
}
