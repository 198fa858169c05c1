import { createRouter, RouterProvider } from "@tanstack/react-router"
import { type ReactNode, startTransition, StrictMode, useEffect } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { MovePending } from "../components/pending.tsx"
import { AppError } from "../components/app-error.tsx"
import { preloadFailureSentences } from "../components/failure-sentence.ts"
import { routeTree } from "../routeTree.gen.ts"
import { AppProvider, type AppServices } from "./app-context.tsx"
import { makeFirstAnswers } from "./first-answers.ts"
import { lazyApiRuntime } from "./runtime.ts"
import { createShop, readBootPayload } from "./shop.ts"
import { makeBrowserStorage } from "./storage.ts"
import { languageOfPath, type Language } from "#domain/language.ts"
import { languageRouting, loadAreasInUse, loadI18n, Texts } from "../i18n/i18n.tsx"

const makeRouter = (services: AppServices, language: Language) =>
  createRouter({
    routeTree,
    context: services,
    // Issue 39: a Hindi page's addresses are under /hi; the routes know the screens' own paths.
    ...languageRouting(language),
    // Issue 33: a move's 'Loading...' is pinned where the shopper looks, however far the page was scrolled.
    defaultPendingComponent: MovePending,
    // §2's fallback page for a screen that throws, not the router's own (which prints the error).
    defaultErrorComponent: AppError,
    defaultPreload: "intent",
    // Back and forward return to where the shopper was on the page (issue 19 item 4: a filtered listing).
    scrollRestoration: true
  })

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof makeRouter>
  }
}

// Start-up runs in short tasks, each giving the main thread back to the browser, so a slow phone
// answers input while the app gets ready (DESIGN §6 budgets).
/** Work for when the browser is idle (a timer where it has no idle callback). */
const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === "function") requestIdleCallback(work, { timeout: 5_000 })
  else setTimeout(work, 1_000)
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Marks the page live once the app has taken over the server's first view: until then its buttons
 * are plain HTML (links work; the rest waits for the app). Browser tests wait for this mark.
 */
function Live({ children }: { readonly children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = "live"
  }, [])
  return children
}

/**
 * The Stately inspector's window (development only: the import is dropped from production builds).
 * Every event is kept until the window is ready, so none of the start is lost.
 */
const openInspector = async () => {
  const { createBrowserInspector } = await import("@statelyai/inspect")
  return createBrowserInspector({
    maxDeferredEvents: 100_000,
    // A machine the checkout or the admin screens bring travels in an event: named, not serialised.
    sanitizeEvent: (event) => Object.fromEntries(Object.entries(event).map(([key, value]) => [key, isMachine(value) ? `[machine ${value.id}]` : value])) as typeof event
  }).inspect
}

const isMachine = (value: unknown): value is { readonly id: string } =>
  typeof value === "object" && value !== null && "__xstatenode" in value

/**
 * The browser's composition root (STYLE §8): Effect runtime, storage, root actors, router. Loaded
 * by src/main.tsx once the server's first view is on screen.
 */
export const start = async () => {
  const boot = readBootPayload(document)
  // Issue 39: the page's language is its address's; a Hindi page fetches its texts before it renders.
  const language = languageOfPath(location.pathname)
  const texts = loadI18n(language)
  const runtime = lazyApiRuntime()
  const storage = makeBrowserStorage(globalThis.localStorage)
  // Idle writes (large cached lists) are written before the page goes away.
  addEventListener("pagehide", storage.flush)
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && storage.flush())
  // DESIGN §5: in development, `?inspect` shows every machine of the system in the Stately inspector;
  // it is attached as the system is created, so it receives each machine's definition.
  const inspect = import.meta.env.DEV && new URLSearchParams(location.search).has("inspect") ? await openInspector() : undefined
  const { shop, actors } = await createShop(runtime, storage, boot, { pause: nextTask, window, ...(inspect === undefined ? {} : { inspect }) })
  const sellerPortalUrl =
    document.querySelector<HTMLMetaElement>('meta[name="bazaar:seller-portal-url"]')?.content ?? "https://seller.bazaar.example/"
  const services: AppServices = {
    shop, actors, runtime, sellerPortalUrl, boot, storage, firstAnswers: makeFirstAnswers(boot.prefetch)
  }
  shop.start()
  await nextTask()
  const router = makeRouter(services, language)
  const i18n = await texts
  // Issue 38: what the page shown draws changed elsewhere (the live stream): its loaders read it again.
  shop.on("page.stale", () => void router.invalidate())
  // Matched and loaded before the first render: the render is then one sliced transition, not a
  // synchronous re-render when the router's loaders settle.
  await router.load()
  // Issue 39: the Hindi texts of the screens just loaded, so the first render waits for nothing; the
  // failures' Hindi once the page is idle, so a failure later is said without waiting.
  await loadAreasInUse(language)
  whenIdle(() => void preloadFailureSentences(language))
  await nextTask()
  const root = document.getElementById("root")
  if (root === null) return
  const app = (
    <StrictMode>
      <AppProvider value={services}>
        <Texts i18n={i18n}>
          <Live>
            <RouterProvider router={router} />
          </Live>
        </Texts>
      </AppProvider>
    </StrictMode>
  )
  // A transition renders in slices that yield to the browser. The server's first view (ADR 008) is
  // hydrated, not replaced (ADR 010): React adopts its elements instead of drawing them again.
  // The server's 'Loading...' (server/http/static.ts) is not a first view: React replaces it.
  if (root.firstElementChild === null || root.firstElementChild.hasAttribute("data-loading")) {
    const reactRoot = createRoot(root)
    startTransition(() => reactRoot.render(app))
    return
  }
  // The router draws the match tree as it did on the server (no extra Suspense boundary around it)
  // only when it knows it is taking over a server's page; this is the mark its own hydration sets.
  router.ssr = { manifest: undefined }
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch makes React draw the page itself; marked so that the browser tests notice.
      onRecoverableError: (error) => {
        document.documentElement.dataset.hydration = "recovered"
        console.error("The first view did not match the app; React drew the page itself", error)
      }
    })
  })
}
