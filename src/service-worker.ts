// The shop's service worker (issue 8 item 3, ADR 013): the storefront keeps working offline from
// what the browser already holds. Built by vite.config.ts (serviceWorker) to /sw.js, which the
// entry registers once the app is live. It runs apart from the app: it imports only its list of
// calls (offline-reads.ts), which the build writes into it.
//
// - The app's files (every hashed asset of the build, and the bare page /index.html) are cached at
//   install, so every screen's code opens offline, not only the ones already visited.
// - Pages are the network's while it answers; each page seen is kept (at most MAX_PAGES; the
//   server's pages are the same for everyone: a customer's data never is in them; a page whose
//   address holds a search or an order is not kept). Offline, a page
//   seen before opens as it was (its first view and the payload it was drawn from, so it hydrates);
//   any other gets the bare page, which the app draws from its storage caches.
// - Public catalogue calls (never a customer's own data: session, orders, addresses, wishlist, or
//   any admin call; nor searches, nor products by ids: nothing a shopper typed or did is left in
//   the caches for the next one on a shared phone) go to the network first and fall back to the
//   last answer seen. The contract says which (offline-reads.ts).
// - A new build's worker starts its caches afresh and deletes the last build's (images excepted).
// - Product and brand images are kept once seen (at most MAX_IMAGES).

import { isOfflineRead } from "./offline-reads.ts"

/** Replaced by the build with the list of the build's files (vite.config.ts). */
const PRECACHE: ReadonlyArray<string> = JSON.parse("__BAZAAR_PRECACHE__") as ReadonlyArray<string>
/** Replaced by the build with a hash of that list: a new build gets a new cache. */
const VERSION = "__BAZAAR_VERSION__"

// Pages and answers belong to the build that drew them (a page names its build's scripts): each
// build starts them afresh. Images are named by their content and outlive builds.
const STATIC_CACHE = `bazaar-static-${VERSION}`
const API_CACHE = `bazaar-api-${VERSION}`
const PAGE_CACHE = `bazaar-pages-${VERSION}`
const IMAGE_CACHE = "bazaar-images"
const CURRENT_CACHES = new Set([STATIC_CACHE, API_CACHE, PAGE_CACHE, IMAGE_CACHE])
const MAX_PAGES = 60
const SHELL = "/index.html"
const MAX_API_ANSWERS = 400
const MAX_IMAGES = 600

/** Pages that are not the app's: the test payment page and development pages go to the network. */
const NOT_APP_PAGES = /^\/(api|dev|pay|images|assets)(\/|$)/
/** App pages answered but never kept: their address holds a search or an order. */
const UNKEPT_PAGES = /^\/(product-search|searchproductpage|order-tracking|OrderSuccess|updateaddress)(\/|$)/

// The few service worker types used here (the DOM library the rest of src/ compiles with has none).
interface ExtendableEvent extends Event { waitUntil(promise: Promise<unknown>): void }
interface FetchEvent extends ExtendableEvent { readonly request: Request; respondWith(response: Promise<Response>): void }
interface ServiceWorkerScope {
  readonly location: Location
  readonly clients: { claim(): Promise<void> }
  skipWaiting(): Promise<void>
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void
}
const worker = self as unknown as ServiceWorkerScope

/** Keeps a cache to its newest `max` entries (keys come back oldest first). */
const trim = async (cacheName: string, max: number) => {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)))
}

const keep = async (cacheName: string, request: Request, response: Response, max: number) => {
  const cache = await caches.open(cacheName)
  await cache.delete(request)
  await cache.put(request, response)
  await trim(cacheName, max)
}

/** Hashed files and images: the cache answers, else the network (and the answer is kept, after). */
const cacheFirst = async (event: FetchEvent, cacheName: string, max: number) => {
  const cached = await caches.match(event.request)
  if (cached !== undefined) return cached
  const response = await fetch(event.request)
  if (response.ok) event.waitUntil(keep(cacheName, event.request, response.clone(), max))
  return response
}

/** Fresh when the network answers; the last answer seen when it cannot be reached. */
const networkFirst = async (event: FetchEvent) => {
  const request = event.request
  try {
    const response = await fetch(request)
    if (response.ok) event.waitUntil(keep(API_CACHE, request, response.clone(), MAX_API_ANSWERS))
    return response
  } catch (offline) {
    const cached = await caches.match(request, { cacheName: API_CACHE })
    if (cached !== undefined) return cached
    throw offline
  }
}

const page = async (event: FetchEvent) => {
  const request = event.request
  try {
    const response = await fetch(request)
    if (response.ok && !UNKEPT_PAGES.test(new URL(request.url).pathname)) event.waitUntil(keep(PAGE_CACHE, request, response.clone(), MAX_PAGES))
    return response
  } catch (offline) {
    const seen = await caches.match(request, { cacheName: PAGE_CACHE })
    const shell = seen ?? await caches.match(SHELL, { cacheName: STATIC_CACHE })
    if (shell !== undefined) return shell
    throw offline
  }
}

worker.addEventListener("install", (event) => {
  // The bare page from the server, not from the HTTP cache (which may hold the previous build's).
  event.waitUntil(caches.open(STATIC_CACHE).then((cache) => cache.addAll([new Request(SHELL, { cache: "reload" }), ...PRECACHE])).then(() => worker.skipWaiting()))
})

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith("bazaar-") && !CURRENT_CACHES.has(name)).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim())
  )
})

worker.addEventListener("fetch", (event) => {
  const request = event.request
  if (request.method !== "GET") return
  const url = new URL(request.url)
  if (url.origin !== worker.location.origin) return
  if (request.mode === "navigate") {
    if (!NOT_APP_PAGES.test(url.pathname)) event.respondWith(page(event))
    return
  }
  if (url.pathname.startsWith("/assets/")) event.respondWith(cacheFirst(event, STATIC_CACHE, Number.MAX_SAFE_INTEGER))
  else if (url.pathname.startsWith("/images/")) event.respondWith(cacheFirst(event, IMAGE_CACHE, MAX_IMAGES))
  else if (isOfflineRead(url.pathname)) event.respondWith(networkFirst(event))
})
