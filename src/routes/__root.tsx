import { createRootRouteWithContext, Link, Outlet, useRouterState } from "@tanstack/react-router"
import { useEffect, useRef, useState } from "react"
import type { AppServices } from "../app/app-context.tsx"
import { AppError, ChunkFailed } from "../components/app-error.tsx"
import { ShopLayout } from "../components/shop-layout.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { errorsTexts } from "../i18n/texts/errors.ts"

/** §9 chunk load time-out: a screen whose code has not arrived after 120 s is reported as failed. */
export const CHUNK_TIMEOUT_MS = 120_000

/** Watches navigation: pending for longer than the §9 time-out shows 'Loading chunk failed'. */
function ChunkWatchdog() {
  const pending = useRouterState({ select: (s) => s.status === "pending" })
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (!pending) {
      setTimedOut(false)
      return
    }
    const timer = setTimeout(() => setTimedOut(true), CHUNK_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [pending])
  return timedOut ? <div className="fixed inset-0 z-50 bg-white"><ChunkFailed /></div> : null
}

/** index.html's title: the page as the server sends it when it could not title the screen. */
const UNTITLED = "Bazaar"

/**
 * Whether the page came with the server's drawing of its first screen (ADR 008), read as this module
 * loads, before the app replaces §2's 'Loading...'. A screen not drawn has at best a title from its
 * address ("Round neck t shirts"), which the app replaces with its data's ("Round Neck T-Shirts").
 */
const SERVER_DREW = typeof document === "undefined" ||
  (document.getElementById("root")?.firstElementChild?.hasAttribute("data-loading") === false)

/**
 * Every screen's own title in the browser's tab (src/app/page-titles.ts), as the router moves. The
 * page the server sent already has its screen's title, so the table is fetched (in its own chunk) at
 * the first move, not with the first screen: the home page stays within its budget (DESIGN §6). A
 * first screen the server did not title, or titled from its address alone, is titled here once its
 * data is in, but for the home page (issue 33: a tag's or a search's page kept "Bazaar" until the
 * shopper moved on).
 */
function TitleSync() {
  const matches = useRouterState({ select: (s) => s.matches })
  const href = useRouterState({ select: (s) => s.location.href })
  const first = useRef(href)
  // Issue 39: the titles in the page's language.
  const { language } = useTexts()
  useEffect(() => {
    // A screen of a product, a tag, a search (one with path parameters) that the server did not draw
    // is titled once its data is in; the home page keeps the shop's name rather than fetch the table
    // with its first screen (its budget).
    const screen = matches.at(-1)
    const fromAddress = !SERVER_DREW && Object.keys(screen?.params ?? {}).length > 0
    const titled = (document.title !== UNTITLED && !fromAddress) || screen?.routeId === "/_layout/"
    // A page the server drew has its screen's title already, whether or not the browser's loaders are
    // done yet (the table's chunk was fetched when they were not: a listing's budget, DESIGN §6).
    if (href === first.current && titled && (SERVER_DREW || matches.every((match) => match.status === "success"))) return
    first.current = ""
    let current = true
    void import("../app/page-titles.ts").then(async ({ titleOfMatches, titleWordsIn }) => {
      const say = await titleWordsIn(language)
      if (current) document.title = titleOfMatches(matches, say)
    })
    return () => {
      current = false
    }
  }, [href, matches, language])
  return null
}

export const Route = createRootRouteWithContext<AppServices>()({
  component: () => (
    <>
      <Outlet />
      <ChunkWatchdog />
      <TitleSync />
    </>
  ),
  // §2: the generic fallback page (every route's, as the router's default too: src/app/start.tsx).
  errorComponent: AppError,
  notFoundComponent: NotFound
})

/** Issue 33: an address no screen has, under the shop's header and search (the server answers it 404). */
export function NotFound() {
  const { t } = useTexts(errorsTexts)
  return (
    <ShopLayout>
      <div className="mx-auto max-w-md p-8 text-center">
        <h1 className="text-xl font-semibold">{t("errors.notFoundTitle")}</h1>
        <p className="mt-2 text-slate-600">{t("errors.notFoundText")}</p>
        <Link to="/" className="mt-4 inline-block rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white">{t("errors.goHome")}</Link>
      </div>
    </ShopLayout>
  )
}
