import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { renderToString } from "react-dom/server"
import { type BootPayload, createShop } from "./app/shop.ts"
import { AppProvider, type AppServices } from "./app/app-context.tsx"
import { makeFirstAnswers } from "./app/first-answers.ts"
import { lazyApiRuntime } from "./app/runtime.ts"
import { makeBrowserStorage } from "./app/storage.ts"
import { Pending } from "./components/pending.tsx"
import { AppError } from "./components/app-error.tsx"
import { type FileRoutesById, routeTree } from "./routeTree.gen.ts"
import { languageOfPath } from "#domain/language.ts"
import { languageRouting, loadAreasInUse, loadI18n, Texts } from "./i18n/i18n.tsx"

/**
 * The public catalogue screens, the same for every shopper. Screens of a shopper's own state (cart,
 * account, sign-in, checkout, orders) are drawn in the browser only: the server does not know it,
 * and a first view of an empty cart would flash before the real one.
 */
const FIRST_VIEW_SCREENS: ReadonlySet<keyof FileRoutesById> = new Set<keyof FileRoutesById>([
  "/_layout/",
  "/_layout/mobcategory",
  "/_layout/ProductInfo",
  "/_layout/product-info/$producturl",
  "/_layout/search/$super_category/$category",
  "/_layout/search/$super_category/$category_/$sub_category",
  "/_layout/tag-search/$cat_tag",
  "/_bare/category/$category",
  "/_bare/shop/$sub_category",
  "/_bare/$category/$brand",
  "/_bare/product-search/$search",
  "/_bare/searchproductpage"
])

// Imported as the browser imports it (src/routes/__root.tsx), so both builds split it the same way;
// from the start, so that the first page a server sends is titled without waiting for it (issue 33).
const pageTitles = import("./app/page-titles.ts")

/** On the server nothing is fetched: a screen whose first answers the page does not carry is not rendered. */
const notPrefetched: typeof fetch = () => Promise.reject(new Error("not in the first payload"))

/**
 * The first view as HTML, rendered on the server by the same routes and components as the
 * browser, from the page's first payload (ADR 008). The browser paints it at once and replaces it
 * with the live app when its JavaScript has run. `null` when a screen needs data the payload lacks.
 */
export const renderFirstView = async (url: string, boot: BootPayload, sellerPortalUrl: string): Promise<{ readonly html: string | null; readonly title: string }> => {
  const runtime = lazyApiRuntime(notPrefetched)
  // No storage on the server, and the shop is never started: its actors only hold the payload.
  const storage = makeBrowserStorage(undefined)
  const { shop, actors } = await createShop(runtime, storage, boot)
  // Issue 39: drawn in its address's language (`/hi/...`), as the browser will take it over.
  const language = languageOfPath(new URL(url, "http://localhost").pathname)
  const i18n = await loadI18n(language)
  const services: AppServices = { shop, actors, runtime, sellerPortalUrl, boot, storage, firstAnswers: makeFirstAnswers(boot.prefetch), serverDrawn: true }
  const router = createRouter({
    routeTree,
    context: services,
    history: createMemoryHistory({ initialEntries: [url] }),
    ...languageRouting(language),
    defaultPendingComponent: Pending,
    defaultErrorComponent: AppError,
    isServer: true
  })
  const { titleOfMatches, titleWordsIn } = await pageTitles
  // Issue 39: titled in the address's language ("कार्ट | Bazaar" under /hi).
  const say = await titleWordsIn(language)
  const matched = router.matchRoutes(router.state.location)
  const screen = matched.at(-1)
  // A screen not drawn here still has its title (from its address alone: no data is loaded for it).
  const titleOnly = { html: null, title: titleOfMatches(matched, say) }
  if (screen === undefined || !FIRST_VIEW_SCREENS.has(screen.routeId)) return titleOnly
  await router.load()
  if (router.state.matches.some((match) => match.status !== "success")) return titleOnly
  // The screens' texts in the page's language: a server's render cannot wait for them.
  await loadAreasInUse(language)
  const html = renderToString(
    <StrictMode>
      <AppProvider value={services}>
        <Texts i18n={i18n}>
          <RouterProvider router={router} />
        </Texts>
      </AppProvider>
    </StrictMode>
  )
  return { html, title: titleOfMatches(router.state.matches, say) }
}

/**
 * A screen's title from its address alone, without drawing it (issue 33): what the server sends when
 * the drawing is past its budget, so a tag's or a search's page is never titled just "Bazaar".
 */
export const titleOf = async (url: string): Promise<string> => {
  const language = languageOfPath(new URL(url, "http://localhost").pathname)
  const router = createRouter({ routeTree, context: {} as AppServices, history: createMemoryHistory({ initialEntries: [url] }), ...languageRouting(language), isServer: true })
  const { titleOfMatches, titleWordsIn } = await pageTitles
  return titleOfMatches(router.matchRoutes(router.state.location), await titleWordsIn(language))
}
