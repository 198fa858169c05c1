import { createRouter, RouterProvider } from "@tanstack/react-router"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { createAppActors, readBootPayload, startAppActors, syncCartAcrossTabs } from "./app/actors.ts"
import { lazyApiRuntime } from "./app/runtime.ts"
import { AppProvider, type AppServices } from "./app/app-context.tsx"
import { makeBrowserStorage } from "./app/storage.ts"
import { Pending } from "./components/pending.tsx"
import { routeTree } from "./routeTree.gen.ts"
import "./styles.css"

// The browser's composition root (STYLE §8): Effect runtime, storage, root actors, router.
const boot = readBootPayload(document)
const runtime = lazyApiRuntime(typeof boot.prefetch === "object" && boot.prefetch !== null ? boot.prefetch : {})
const storage = makeBrowserStorage(globalThis.localStorage)
const actors = createAppActors(runtime, storage, boot)
const sellerPortalUrl =
  document.querySelector<HTMLMetaElement>('meta[name="bazaar:seller-portal-url"]')?.content ?? "https://seller.bazaar.example/"
const services: AppServices = { actors, runtime, sellerPortalUrl, boot }

if (import.meta.env.DEV && new URLSearchParams(location.search).has("inspect")) {
  // DESIGN §5: every root actor in the Stately inspector; the import is dropped from production builds.
  const { createBrowserInspector } = await import("@statelyai/inspect")
  const inspector = createBrowserInspector()
  for (const actor of [actors.auth, actors.cart, actors.productLists, ...Object.values(actors.catalogue)]) {
    actor.system.inspect(inspector.inspect)
  }
}
startAppActors(actors)
syncCartAcrossTabs(actors, storage, window)

const router = createRouter({
  routeTree,
  context: services,
  defaultPendingComponent: Pending,
  defaultPreload: "intent",
  scrollRestoration: false
})

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router
  }
}

const root = document.getElementById("root")
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider value={services}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  )
}
