import tailwindcss from "@tailwindcss/vite"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { createHash } from "node:crypto"
import { fileURLToPath } from "node:url"
import { defineConfig, type Plugin } from "vite"

/** The app's start chunk (src/app/start.tsx), which the tiny entry imports after the first paint. */
const isStartChunk = (fileName: string) => /(^|\/)start-[\w-]+\.js$/.test(fileName)

/**
 * The start chunk and everything it imports, listed in the page as inert `<link rel="modulepreload">`
 * elements inside `<template id="bazaar-preload">` (ADR 008). The entry moves them into the head
 * in one step once the server's first view has painted: links in the head from the start would
 * compete with the first paint, and Vite's helper appending some forty links one by one cost a
 * throttled phone a long task. Route chunks keep Vite's helper: they load on navigation.
 */
const preloadStartChunk = (): Plugin => ({
  name: "bazaar:preload-start-chunk",
  apply: "build",
  enforce: "post",
  generateBundle(_options, bundle) {
    const html = bundle["index.html"]
    if (html === undefined || html.type !== "asset") return
    const start = Object.values(bundle).find((file) => file.type === "chunk" && isStartChunk(file.fileName))
    if (start === undefined || start.type !== "chunk") throw new Error("bazaar:preload-start-chunk: no start chunk in the build")
    const files: Array<string> = []
    const visit = (fileName: string) => {
      if (files.includes(fileName)) return
      files.push(fileName)
      const chunk = bundle[fileName]
      if (chunk?.type === "chunk") for (const imported of chunk.imports) visit(imported)
    }
    visit(start.fileName)
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("")
    // The entry is asked for at low priority (ADR 058): it starts the app once the first view has
    // painted, which needs neither it nor its wait; the first images go first.
    const entry = /<script type="module" crossorigin src="/
    if (!entry.test(String(html.source))) throw new Error("bazaar:preload-start-chunk: no entry script in index.html")
    html.source = String(html.source)
      .replace(entry, '<script type="module" fetchpriority="low" crossorigin src="')
      .replace("</head>", () => `  <template id="bazaar-preload">${links}</template>\n  </head>`)
  }
})

/** An admin screen's chunk (named by chunkFileNames below: `x-` and the hash). */
const isAdminChunk = (fileName: string) => /(^|\/)x-[\w-]+\.js$/.test(fileName)

/**
 * The browser's build only (ADR 054): the contract's endpoints (@effect/platform's HttpApiEndpoint)
 * import the server's router for one small function; that module's top-level values kept the
 * server's router, requests, multipart parsing and Effect's streams in every page that calls the
 * API. The browser gets the one function (src/app/browser-shims/http-router.ts); a browser module
 * that needs more of the router fails the build (the shim has no such export). The server's build
 * (`--ssr`) and the server itself use the real module. So for the client's Effect streams (never a
 * streamed body), its cookies (a browser's fetch never shows a Set-Cookie) and its trace headers
 * (the browser's runtime traces nothing): the pieces the browser cannot reach (0.5 KB gzipped).
 */
const HTTP_CLIENT_MODULES = /[\\/]@effect[\\/]platform[\\/]dist[\\/]esm[\\/]internal[\\/](fetchHttpClient|httpClient|httpClientResponse|httpBody)\.js$/

const browserPlatformShims = (): Plugin => {
  let ssr = false
  return {
    name: "bazaar:browser-platform-shims",
    enforce: "pre",
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    resolveId(source, importer, options) {
      if (ssr || options?.ssr === true || importer === undefined) return null
      if (source === "./HttpRouter.js" && /[\\/]@effect[\\/]platform[\\/]dist[\\/]esm[\\/]HttpApiEndpoint\.js$/.test(importer)) {
        return fileURLToPath(new URL("./src/app/browser-shims/http-router.ts", import.meta.url))
      }
      if (source === "effect/Stream" && HTTP_CLIENT_MODULES.test(importer)) {
        return fileURLToPath(new URL("./src/app/browser-shims/effect-stream.ts", import.meta.url))
      }
      if (source === "../Cookies.js" && HTTP_CLIENT_MODULES.test(importer)) {
        return fileURLToPath(new URL("./src/app/browser-shims/cookies.ts", import.meta.url))
      }
      if (source === "../HttpTraceContext.js" && HTTP_CLIENT_MODULES.test(importer)) {
        return fileURLToPath(new URL("./src/app/browser-shims/http-trace-context.ts", import.meta.url))
      }
      return null
    }
  }
}

/** The modules of the "screen-data" chunk (build.rollupOptions.output.codeSplitting below). */
const SCREEN_DATA_MODULES =
  /[\\/](src[\\/]app[\\/](api-tags|use-call|use-screen-actor)|domain[\\/]http[\\/](first-answers|params)|machines[\\/]call\.machine)\.ts$/

/**
 * The modules of the "checkout-data" chunk: what the checkout alone of the budgeted screens loads
 * besides its own screen and the API client (the order, shop, delivery and client contract groups,
 * their clients, the address form's save). Nine files of 0.1 to 1.4 KB, gzipped one by one, were
 * 5.9 KB of the checkout's first load (issue 36 item 1). The blog's shapes too: the shop group
 * declares them, and the blog's screens call through that group. The identity texts and `settled` stay out:
 * the sign-in page and the wishlist load them alone, and with them they loaded the API client too.
 */
const CHECKOUT_DATA_MODULES =
  /[\\/](domain[\\/]http[\\/](order|shop|delivery|client)\.http|src[\\/]app[\\/](client-api|shop-api|order-api)|domain[\\/](delivery|blog)|src[\\/]components[\\/]address-save|machines[\\/]authentication-reads)\.ts$/

/**
 * The modules of the "check-out" chunk: the checkout's screen and its first step, its machine and
 * what opens it (src/app/checkout.ts, which the route's `onEnter` imports before the screen). Two
 * files, fetched together on every visit to the checkout, gzipped one by one.
 */
const CHECK_OUT_MODULES =
  /[\\/](src[\\/](app[\\/]checkout\.ts|routes[\\/]_layout[\\/]check-out\.tsx\?tsr-split=component---loader|components[\\/]checkout[\\/](address-step|checkout-steps)\.tsx|i18n[\\/](compiled[\\/]checkout\.en|texts[\\/]checkout)\.ts)|machines[\\/]checkout\.machine\.ts)$/

/** The modules of the "listing-data" chunk: a listing's and a product page's reads (src/app/listing-data.ts). */
const LISTING_DATA_MODULES = /[\\/]src[\\/]app[\\/](listing-data|listing-facets)\.ts$/

const SERVICE_WORKER = "sw.js"

/**
 * The service worker (src/service-worker.ts, ADR 013), built beside the app as /sw.js with the list
 * of the build's files to keep for offline use, and a version drawn from that list. Only the
 * browser's build has one: the server's build of the first view (`--ssr`) does not.
 */
const serviceWorker = (): Plugin => {
  let ssr = false
  let precached: ReadonlyArray<string> = []
  return {
    name: "bazaar:service-worker",
    apply: "build",
    // After Vite's own CSS step, which drops the empty script of a dynamically imported stylesheet
    // (uPlot's on the dashboard): listed before it, that file was precached, answered 404, and the
    // worker's install failed as a whole, so nothing worked offline.
    enforce: "post",
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    buildStart() {
      if (!ssr) this.emitFile({ type: "chunk", id: "src/service-worker.ts", fileName: SERVICE_WORKER })
    },
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER]
      if (ssr || worker === undefined) return
      if (worker.type !== "chunk" || worker.imports.length > 0) throw new Error("bazaar:service-worker: sw.js must stand alone (no imports)")
      const files = Object.keys(bundle).filter((file) => file.startsWith("assets/")).sort().map((file) => `/${file}`)
      precached = files
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12)
      const list = JSON.stringify(JSON.stringify(files)).slice(1, -1)
      if (!worker.code.includes("__BAZAAR_PRECACHE__") || !worker.code.includes("__BAZAAR_VERSION__")) {
        throw new Error("bazaar:service-worker: the placeholders are missing from sw.js")
      }
      worker.code = worker.code.replace("__BAZAAR_PRECACHE__", () => list).replace("__BAZAAR_VERSION__", version)
    },
    // A file the worker precaches that the build did not write fails its install as a whole.
    writeBundle(_options, bundle) {
      const missing = precached.filter((file) => bundle[file.slice(1)] === undefined)
      if (missing.length > 0) throw new Error(`bazaar:service-worker: precached but not written: ${missing.join(", ")}`)
    }
  }
}

/**
 * Where the development server sends API and image requests: the API server of `npm run dev`
 * (:3000) unless BAZAAR_API_TARGET names another, so two checkouts can run side by side.
 */
const apiTarget = process.env.BAZAAR_API_TARGET ?? "http://localhost:3000"

/**
 * Issue 33: the proxy keeps the browser's Host (Vite's shorthand `"/api": target` sets
 * `changeOrigin`, which rewrote it to the API server's). The server refuses a signed-in write whose
 * Origin is not the host it was asked as (issue 8, server/http/request-guard.ts): with the rewritten
 * Host every write from http://localhost:5173 was refused with 403. Kept, the page's origin and
 * the Host agree, as they do behind the shop's own proxy in production; the server trusts nothing
 * new. `/pay` is the test gateway's page, which the checkout opens at the shop's own address.
 */
const toApiServer = { target: apiTarget, changeOrigin: false }

// DESIGN §7: the router plugin goes before react(); every route is split into its own chunk.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      // The layout and the home screen travel with the app's start chunk (src/app/start.tsx): most
      // visits start there, and a separate chunk would cost another round trip before the app is live.
      codeSplittingOptions: {
        // A screen's loader travels with its component: one chunk per screen, fetched when the
        // screen is (ADR 017: loaders kept out of the start chunk, DESIGN §6 budget).
        defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
        splitBehavior: ({ routeId }) => (routeId === "/_layout" || routeId === "/_layout/" ? [] : undefined)
      }
    }),
    react(),
    tailwindcss(),
    browserPlatformShims(),
    preloadStartChunk(),
    serviceWorker()
  ],
  server: {
    port: 5173,
    proxy: { "/api": toApiServer, "/images": toApiServer, "/pay": toApiServer }
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: {
      // Every browser the shop supports knows modulepreload.
      polyfill: false,
      // The start chunk's imports are in the page already (preloadStartChunk). An admin screen's
      // chunk fetches its own imports when it runs: its list of them would otherwise travel in the
      // route tree every shopper loads (two lists per screen; issue 20 made twenty-one screens).
      resolveDependencies: (fileName, deps) => (isStartChunk(fileName) || isAdminChunk(fileName) ? [] : deps)
    },
    rollupOptions: {
      output: {
        // The admin screens' own chunks are named so, for resolveDependencies above, and briefly:
        // each name is written twice per screen into that same route tree.
        chunkFileNames: (chunk) => (/\/src\/routes\/_layout\/admin[./]/.test(chunk.facadeModuleId ?? "") ? "assets/x-[hash].js" : "assets/[name]-[hash].js"),
        // The router's store (@tanstack/store, its React binding and use-sync-external-store), which
        // the admin's forms share (ADR 050): one chunk the start chunk imports, not three pieces.
        codeSplitting: {
          groups: [
            { name: "store", test: /node_modules[\\/](@tanstack[\\/](react-)?store|use-sync-external-store)[\\/]/ },
            // The small pieces through which the shop's screens reach their data (the services' tags, the
            // first answers, the listing's reads, a call's actor and a screen's actor): shared by the
            // listing, product and cart screens in different sets, Rolldown gave each its own file; as
            // eight files gzipped one by one they were 4.1 KB, as one 3.1 KB (issue 36 item 1).
            { name: "screen-data", test: SCREEN_DATA_MODULES, includeDependenciesRecursively: false },
            // The listing's and product page's reads apart: the cart, which calls neither, loaded
            // them with the rest (0.6 KB of its 230 KB budget).
            { name: "listing-data", test: LISTING_DATA_MODULES, includeDependenciesRecursively: false },
            { name: "checkout-data", test: CHECKOUT_DATA_MODULES, includeDependenciesRecursively: false },
            { name: "check-out", test: CHECK_OUT_MODULES, includeDependenciesRecursively: false }
          ]
        }
      }
    }
  },
  // The server's build of the first view (ADR 008): lz-string is CommonJS without named exports.
  ssr: { noExternal: ["lz-string"] }
})
