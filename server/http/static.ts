import { existsSync, readFileSync } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import { extname, join, normalize, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { HttpApiBuilder, HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { createHash } from "node:crypto"
import { Effect, Option, Schema } from "effect"
import { catalogueInLanguage } from "#domain/catalogue-language.ts"
import { NotFound, type TooManyRequests } from "#domain/http/errors.ts"
import type { FirstPayload } from "#domain/http/first-payload.ts"
import { searchPath } from "#domain/search-submit.ts"
import { brandPageOf, canonicalPath, isShopPage, canonicalSearch } from "#domain/shop-paths.ts"
import { CatalogueReads } from "../db/catalogue-reads.ts"
import { CountCache } from "../product/count-cache.ts"
import { SettingsDefaults } from "../settings/settings.ts"
import { isApiAddress, noApiCall } from "./api-address.ts"
import { limitByAddress, RATE_RULES } from "./rate-limit.ts"
import { chooseEncoding, encode } from "./compression.ts"
import { makePageBodies } from "./page-bodies.ts"
import { makeCriticalCss } from "./critical-css.ts"
import { DATABASE_UNAVAILABLE } from "./failures.ts"
import { AnswerCache } from "./answer-cache.ts"
import { loadingPlaceholder } from "./loading-placeholder.ts"
import { HTML_LANG, type Language, LANGUAGE_COOKIE, LANGUAGES, languageOfCookie, languageOfPath, pathInLanguage, pathWithoutLanguage, preferredLanguage } from "#domain/language.ts"
import { shopUrlConfig } from "../config/config.ts"
import { bootPayload, brandPageExists, embedJson, payloadForPage, routePrefetch } from "./boot.ts"

const IMMUTABLE = "public, max-age=31536000, immutable"
const ImageFile = Schema.TemplateLiteralParser(
  Schema.String.pipe(Schema.pattern(/^[0-9a-f]{32}$/)),
  ".",
  Schema.Literal("svg", "png", "jpg", "webp")
)

const jsonError = (status: number, message: string) =>
  HttpServerResponse.unsafeJson({ success: false, message }, { status })

/** A page refused by its rate limit (issue 17): a page a person can read, with when to try again. */
const tooManyPages = (refused: TooManyRequests) =>
  HttpServerResponse.text(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please wait - Bazaar</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>Please wait a moment</h1><p>${refused.message}</p>` +
      `<p>You can try again in ${refused.retryAfterSeconds} second${refused.retryAfterSeconds === 1 ? "" : "s"}.</p></body></html>`,
    { status: 429, contentType: "text/html; charset=utf-8", headers: { "retry-after": String(refused.retryAfterSeconds), "cache-control": "no-store" } }
  )

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".map": "application/json",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json"
}

/**
 * Routes beside the API: images from the database (content-addressed, cached for ever), the built
 * UI from `dist/` (hashed assets cached for ever, every other path the single-page app), and a
 * JSON 404 for unknown API paths.
 */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The first payload as the server builds it (domain/http/first-payload.ts). */
type Boot = typeof FirstPayload.Encoded

/**
 * The page shell: the shop's settings the UI needs before any call (the seller portal URL), the
 * first payload (boot.ts), and on the home page a preload of the first slide, the largest paint.
 */
const shell = (html: string, settings: ShellSettings, boot: Boot | null, payload: unknown, home: boolean, firstView: FirstView | null, page: PageLanguage) => {
  // The seller portal URL an admin set (shop settings), else the configured one.
  const sellerPortalUrl = boot?.settings?.sellerPortalUrl ?? settings.sellerPortalUrl
  const head = [`<meta name="bazaar:seller-portal-url" content="${escapeAttribute(sellerPortalUrl)}" />`, ...alternates(page), ...devanagariType(page)]
  if (boot !== null) {
    head.push(`<script id="bazaar-boot" type="application/json">${embedJson(payload)}</script>`)
    const slide = boot.catalogue?.mainHomeSliders?.[0]
    if (home && slide !== undefined) {
      head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(slide.mobileImage)}" media="(max-width: 640px)" />`)
      head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(slide.desktopImage)}" media="(min-width: 641px)" />`)
    }
  }
  // A replacer function: a replacement string would read "$`", "$'" or "$&" in catalogue text as patterns.
  // Issue 39: the page's language is its address's (`<html lang>`).
  const headed = html.replace(/<html\b[^>]*>/, () => `<html lang="${HTML_LANG[page.language]}">`).replace("</head>", () => `${head.join("\n    ")}\n  </head>`)
  // The screen's own title (issue 16), the same the browser sets as it moves (src/app/page-titles.ts).
  const titled = firstView === null ? headed : headed.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(firstView.title)}</title>`)
  // A screen the server does not draw (a shopper's own: the cart, the checkout; or one whose data
  // it lacks) shows §2's 'Loading...' until its code arrives, never a blank page (issue 16). The
  // app replaces it; the mark tells it there is nothing to hydrate (src/app/start.tsx).
  return titled.replace('<div id="root"></div>', () => `<div id="root">${firstView?.html ?? loadingPlaceholder(page.language)}</div>`)
}

/** A page's language and its screen's own path (without the language's prefix), with the shop's address. */
interface PageLanguage {
  readonly language: Language
  readonly own: string
  readonly search: string
  readonly shopUrl: string
  /** The Devanagari web font's files (scripts/devanagari-font.mjs); none when the build has none. */
  readonly fonts: DevanagariFonts | undefined
}

const FontFile = Schema.String.pipe(Schema.pattern(/^\/assets\/[\w.-]+\.woff2$/))
const DevanagariFonts = Schema.Struct({ regular: FontFile, bold: FontFile, english: FontFile })
type DevanagariFonts = typeof DevanagariFonts.Type

/** The built font's files, read from the build once (a build without them: none, the system's Devanagari serves). */
const readDevanagariFonts = (root: string): DevanagariFonts | undefined => {
  const file = join(root, "assets", "devanagari-fonts.json")
  if (!existsSync(file)) return undefined
  return Option.getOrUndefined(Schema.decodeUnknownOption(Schema.parseJson(DevanagariFonts))(readFileSync(file, "utf8")))
}

/**
 * Issue 39 item 5: a Hindi page's Devanagari type, declared and preloaded on Hindi pages only (an
 * English page declares the switch's word alone, below). Its
 * range is Devanagari's alone, so Latin text (names, prices) keeps the shop's fonts and paints at
 * once. `block`: Devanagari text waits for its font (both weights preloaded, 67 KB) instead of
 * being drawn in another and moved (no layout shift); `optional` left a device without a Devanagari
 * font of its own (this machine's Chromium) showing boxes for the whole first page.
 */
const devanagariType = ({ language, fonts }: PageLanguage): ReadonlyArray<string> => {
  if (fonts === undefined) return []
  const face = (href: string, weight: number) =>
    `@font-face{font-family:"Bazaar Devanagari";src:url(${href}) format("woff2");font-weight:${weight};font-display:block;unicode-range:U+0900-097F,U+200C-200D,U+25CC}`
  // An English page shows one Devanagari word, the switch's: a font of its few characters, fetched
  // only because the word is on the page (its range), not preloaded.
  if (language !== "hi") return [`<style>${face(fonts.english, 500)}html[lang=en-IN]{--default-font-family:"Bazaar Devanagari",var(--font-sans)}</style>`]
  return [
    ...[fonts.regular, fonts.bold].map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(href)}" />`),
    `<style>${face(fonts.regular, 400)}${face(fonts.bold, 700)}html[lang=hi-IN]{--default-font-family:"Bazaar Devanagari",var(--font-sans)}</style>`
  ]
}

/**
 * Issue 39, ADR 064: the page in every language, for search engines (hreflang, absolute addresses
 * from SHOP_URL): English, Hindi, and English again as the default for any other language.
 */
const alternates = ({ own, search, shopUrl }: PageLanguage): ReadonlyArray<string> => {
  const href = (language: Language) => escapeAttribute(`${shopUrl}${encodeURI(pathInLanguage(own, language))}${search}`)
  return [
    ...LANGUAGES.map((language) => `<link rel="alternate" hreflang="${HTML_LANG[language]}" href="${href(language)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href("en")}" />`
  ]
}

/** The server build of the first view (src/first-view.server.tsx, ADR 008). */
/** A screen as the server sees it: its HTML when it can draw it, and its title. */
interface FirstView {
  readonly html: string | null
  readonly title: string
}

interface FirstViewRenderer {
  readonly renderFirstView: (url: string, payload: unknown, sellerPortalUrl: string) => Promise<FirstView | null>
  /** The screen's title from its address alone (issue 33): for a page sent before its drawing is done. */
  readonly titleOf?: (url: string) => Promise<string>
}

const loadFirstViewRenderer = (modulePath: string | undefined) =>
  modulePath === undefined || !existsSync(modulePath)
    ? Effect.succeed(null)
    : Effect.tryPromise(() => import(pathToFileURL(resolve(modulePath)).href) as Promise<Partial<FirstViewRenderer>>).pipe(
        Effect.map((module): FirstViewRenderer | null =>
          typeof module.renderFirstView === "function"
            ? { renderFirstView: module.renderFirstView, ...(typeof module.titleOf === "function" ? { titleOf: module.titleOf } : {}) }
            : null),
        Effect.tapError((error) => Effect.logWarning("The first view renderer did not load; pages are drawn in the browser only", error)),
        Effect.orElseSucceed(() => null)
      )

/** A render that takes longer than this is dropped: the page is sent without it. */
const FIRST_VIEW_BUDGET = "300 millis"
const FIRST_VIEW_CACHE_SIZE = 500

const BOOT_TTL_MS = 10_000

/** A short fingerprint of a JSON value: what a drawn page was drawn from. */
const digest = (value: unknown): string => createHash("sha1").update(JSON.stringify(value) ?? "").digest("base64url")

export interface ShellSettings {
  readonly sellerPortalUrl: string
  /** The built first-view renderer; without it every page is drawn in the browser only. */
  readonly firstViewModule?: string
}

/**
 * A built file read and compressed at brotli's highest quality, once per process: by its path, its
 * build (modification time and size) and the encoding. Several servers in one process (the test
 * suites start one per file) share it: compressing a build's files was 4 of a browser suite file's
 * 24 s of server CPU when each server did it again.
 */
const builtFiles = new Map<string, { readonly body: Uint8Array; readonly encoding: string | undefined }>()

export const staticRoutes = (distDir: string, settings: ShellSettings) =>
  HttpApiBuilder.Router.use((router) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // The page's catalogue answers are read where the catalogue is read (a replica, ADR 023).
      const reads = yield* CatalogueReads
      const root = resolve(distDir)

      yield* router.get("/images/:file", Effect.gen(function* () {
        const params = yield* HttpRouter.schemaPathParams(Schema.Struct({ file: ImageFile }))
        const [id] = params.file
        const rows = yield* sql<{ contentType: string; bytes: Uint8Array }>`
          SELECT content_type AS "contentType", bytes FROM images WHERE id = ${id}`
        const row = rows[0]
        if (row === undefined) return yield* new NotFound({ message: `No image '${params.file.join("")}'` })
        return HttpServerResponse.uint8Array(row.bytes, {
          contentType: row.contentType,
          headers: { "cache-control": IMMUTABLE, etag: `"${id}"`, "x-content-type-options": "nosniff" }
        })
      }).pipe(
        Effect.catchTags({
          ParseError: () => Effect.succeed(jsonError(404, "No such image")),
          NotFound: (e: NotFound) => Effect.succeed(jsonError(404, e.message)),
          SqlError: () => Effect.succeed(jsonError(503, DATABASE_UNAVAILABLE))
        })
      ))

      const apiNotFound = Effect.map(HttpServerRequest.HttpServerRequest, (request) => noApiCall(request.method, request.url))
      yield* router.all("/api", apiNotFound)
      yield* router.all("/api/*", apiNotFound)

      const pageBodies = makePageBodies()
      const shopUrl = (yield* shopUrlConfig).replace(/\/+$/, "")
      let fonts: { readonly found: DevanagariFonts | undefined } | undefined
      const criticalCss = makeCriticalCss(root)
      const counts = yield* CountCache
      const settingsDefaults = yield* SettingsDefaults
      const respond = (body: Uint8Array, encoding: string | undefined, contentType: string, cacheControl: string, status = 200) =>
        HttpServerResponse.uint8Array(body, {
          status,
          contentType,
          headers: { "cache-control": cacheControl, vary: "accept-encoding", ...(encoding ? { "content-encoding": encoding } : {}) }
        })
      // Built files never change while the server runs: each is found in the process's compressed
      // files once (its build read from the disk once), then answered from memory.
      const files = new Map<string, { readonly body: Uint8Array; readonly encoding: string | undefined }>()
      const sendFile = (path: string, cacheControl: string, acceptEncoding: string) =>
        Effect.promise(async () => {
          const contentType = CONTENT_TYPES[extname(path)] ?? "application/octet-stream"
          const served = `${path}|${chooseEncoding(acceptEncoding) ?? "identity"}`
          let file = files.get(served)
          if (file === undefined) {
            const { mtimeMs, size } = await stat(path)
            const built = `${served}|${mtimeMs}|${size}`
            file = builtFiles.get(built) ?? encode(await readFile(path), contentType, acceptEncoding, "once")
            builtFiles.set(built, file)
            files.set(served, file)
          }
          return respond(file.body, file.encoding, contentType, cacheControl)
        })

      // The first payload, reused while the database says nothing it shows changed (the catalogue's
      // notifications, heard by the kept answers' store: an admin's edit), and for BOOT_TTL_MS at
      // most; without the store (or while it is not listening) for BOOT_TTL_MS. `version` changes
      // only when what the payload holds changes (the catalogue, the settings): the pages drawn from
      // it stay valid until then (issue 17).
      const kept = yield* Effect.serviceOption(AnswerCache)
      let boot: { readonly at: number; readonly ticket: number; readonly version: string; readonly value: Boot } | null = null
      const stillCurrent = (held: NonNullable<typeof boot>) =>
        Date.now() - held.at < BOOT_TTL_MS && Option.match(kept, { onNone: () => true, onSome: (store) => store.current(held.ticket, []) })
      const currentBoot = Effect.suspend(() => {
        if (boot !== null && stillCurrent(boot)) return Effect.succeed<Boot | null>(boot.value)
        // Taken before the reads: a change heard while they run makes the payload stale at once.
        const ticket = Option.match(kept, { onNone: () => 0, onSome: (store) => store.ticket() })
        return bootPayload.pipe(
          Effect.map((value): Boot | null => {
            const version = digest(value)
            boot = { at: Date.now(), ticket, version, value }
            return value
          }),
          Effect.provideService(SqlClient.SqlClient, reads.sql),
          Effect.provideService(CountCache, counts),
          Effect.provideService(SettingsDefaults, settingsDefaults),
          // Without its first payload the page still works: the actors fetch what they need.
          Effect.catchAll(() => Effect.succeed<Boot | null>(null))
        )
      })

      const renderer = yield* loadFirstViewRenderer(settings.firstViewModule)
      // Rendered first views, by canonical address, for as long as what they were drawn from is the
      // same: the first payload's version and the screen's own answers (its prefetch). The promise is
      // kept, so concurrent requests for a page share one render.
      type Rendered = { readonly view: FirstView | null } | { readonly error: unknown }
      const firstViews = new Map<string, { readonly drawnFrom: string; readonly rendered: Promise<Rendered> }>()
      const firstView = (url: string, payload: unknown, prefetch: unknown) =>
        Effect.gen(function* () {
          if (renderer === null || boot === null) return null
          const drawnFrom = `${boot.version} ${digest(prefetch)}`
          let entry = firstViews.get(url)
          // While a page is redrawn for a newer payload, the last drawing stands in if the new one is slow.
          const previous = entry
          if (entry === undefined || entry.drawnFrom !== drawnFrom) {
            const rendered = renderer.renderFirstView(url, payload, boot.value.settings?.sellerPortalUrl ?? settings.sellerPortalUrl).then(
              (view): Rendered => ({ view }),
              (error: unknown): Rendered => ({ error })
            )
            if (firstViews.size >= FIRST_VIEW_CACHE_SIZE) firstViews.clear()
            entry = { drawnFrom, rendered }
            firstViews.set(url, entry)
          }
          const { rendered } = entry
          // A slow render is not waited for; it finishes in the background for the next request. The
          // page still has its screen's title (issue 33: a tag's or a search's first visit was "Bazaar").
          const titleOnly = Effect.promise(() => renderer.titleOf?.(url) ?? Promise.resolve(undefined)).pipe(
            Effect.timeout("100 millis"),
            Effect.map((title): FirstView | null => (title === undefined ? null : { html: null, title })),
            Effect.orElseSucceed(() => null),
            Effect.catchAllDefect(() => Effect.succeed(null))
          )
          const result = yield* Effect.promise(() => rendered).pipe(Effect.timeout(FIRST_VIEW_BUDGET), Effect.option)
          if (result._tag === "None") {
            if (previous === undefined || previous === entry) return yield* titleOnly
            const stale = yield* Effect.promise(() => previous.rendered).pipe(Effect.timeout("1 millis"), Effect.option)
            return stale._tag === "Some" && "view" in stale.value ? stale.value.view : yield* titleOnly
          }
          if ("error" in result.value) {
            yield* Effect.logWarning(`No first view for ${url.slice(0, 120)}`, result.value.error)
            return null
          }
          return result.value.view
        })

      yield* router.get("/*", Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        // `/api`, `/api/`, `/api%2Fv1/...`: an address under /api that the router gave no call is no page either.
        if (isApiAddress(request.url)) return noApiCall(request.method, request.url)
        const acceptEncoding = request.headers["accept-encoding"] ?? ""
        const address = decodeURIComponent(new URL(request.url, "http://localhost").pathname)
        // Issue 39: a Hindi page is its screen's page under /hi; below, `pathname` is the screen's own.
        const language = languageOfPath(address)
        const pathname = pathWithoutLanguage(address)
        const candidate = normalize(join(root, address))
        if (candidate.startsWith(root + "/") && extname(candidate) !== "" && existsSync(candidate)) {
          const hashed = candidate.startsWith(join(root, "assets") + "/")
          // The service worker is checked on every visit, so a new build's reaches shoppers at once.
          const worker = candidate === join(root, "sw.js")
          return yield* sendFile(candidate, hashed ? IMMUTABLE : worker ? "no-cache" : "public, max-age=300", acceptEncoding)
        }
        // A missing file is a 404; a page's address may hold a dot too (a product slug such as
        // "desi-denim-co.-jeans"), so only a file type the shop serves makes an address a file's.
        if (Object.hasOwn(CONTENT_TYPES, extname(address).toLowerCase())) return jsonError(404, `No file ${address}`)
        // Issue 39, ADR 064: a visit to the home page follows the language the shopper chose
        // (their cookie), else the one their browser prefers; no other address is redirected (a
        // shared link opens as it was shared). Hindi's home is /hi.
        if (address === "/") {
          const chosen = languageOfCookie(request.cookies[LANGUAGE_COOKIE]) ?? preferredLanguage(request.headers["accept-language"])
          if (chosen !== "en") {
            return HttpServerResponse.empty({
              status: 302,
              headers: { location: pathInLanguage("/", chosen) + new URL(request.url, "http://localhost").search, vary: "accept-language, cookie", "cache-control": "no-cache" }
            })
          }
        }
        // The header's search is a plain form too (issue 16): sent before the app has started, it
        // comes here as /product-search?q=... and goes to the results (an empty one to the search page).
        if (pathname === "/product-search") {
          const text = new URL(request.url, "http://localhost").searchParams.get("q") ?? ""
          // 200 characters, never half of one (a cut surrogate pair cannot be encoded).
          return HttpServerResponse.empty({ status: 303, headers: { location: pathInLanguage(searchPath(Array.from(text).slice(0, 200).join("")) ?? "/searchproductpage", language) } })
        }
        // One address per page: a slug typed with capitals goes to its lower-case address (issue 16).
        const canonical = canonicalPath(pathname)
        if (canonical !== undefined) {
          // Each segment encoded whole: an encoded '?' or '#' in a slug stays part of the slug.
          const location = pathInLanguage(canonical, language).split("/").map(encodeURIComponent).join("/")
          return HttpServerResponse.empty({ status: 301, headers: { location: location + new URL(request.url, "http://localhost").search } })
        }
        const index = join(root, "index.html")
        if (!existsSync(index)) {
          return HttpServerResponse.text(
            "The shop's UI is not built yet: run `npm start` (it builds the UI) or `npm run build`.",
            { status: 503 }
          )
        }
        // Each page asks the database for its screen's answers: counted by address (issue 17).
        const refused = yield* limitByAddress(RATE_RULES.pages).pipe(
          Effect.provideService(SqlClient.SqlClient, sql),
          // Counting needs the database; a page is still sent when it does not answer (the actors retry).
          Effect.match({ onSuccess: () => null, onFailure: (error) => error._tag === "TooManyRequests" ? error : null })
        )
        if (refused !== null) return tooManyPages(refused)
        const html = yield* Effect.promise(() => readFile(index, "utf8"))
        const requested = new URL(request.url, "http://localhost")
        // The page as screens read its address (issue 17): a parameter no screen reads (a campaign's
        // utm_source, a random string) neither forces a new drawing nor loses the page's answers.
        const search = canonicalSearch(requested.search)
        const prefetch = yield* routePrefetch(pathname, search).pipe(
          Effect.provideService(SqlClient.SqlClient, reads.sql),
          Effect.provideService(CountCache, counts),
          Effect.catchAll(() => Effect.succeed({}))
        )
        const current = yield* currentBoot
        const home = pathname === "/"
        // `readAt`: when the catalogue in it was read, so that a page kept in a cache has its §4
        // lists fetched again by the browser (ADR 017).
        const readAt = boot?.at
        // Issue 39: an English page's catalogue lists without the Hindi names only a Hindi page shows.
        const payload = current === null ? null : { ...catalogueInLanguage(payloadForPage(current, home), language), prefetch, readAt }
        const view = payload === null ? null : yield* firstView(requested.pathname + search, payload, prefetch)
        // The screen's critical CSS inlined once known (issue 36 item 4, ADR 057).
        const page = criticalCss.inline(
          shell(html, settings, current, payload, home, view, { language, own: pathname, search, shopUrl, fonts: (fonts ??= { found: readDevanagariFonts(root) }).found }),
          view?.html ?? loadingPlaceholder(language)
        )
        // The same page again is answered from memory, already compressed (issue 36 item 4).
        const { body, encoding } = pageBodies.send(page, acceptEncoding)
        // Issue 33: an address no screen has is a 404, still the shop's page (its not-found screen
        // under the header and search), so a browser shows it and a crawler does not index it; so is
        // a brand page of a category or brand the shop does not have (`/x/y`).
        const brandPage = brandPageOf(pathname)
        const found = isShopPage(pathname) &&
          (brandPage === undefined || (yield* brandPageExists(brandPage).pipe(Effect.provideService(SqlClient.SqlClient, reads.sql))))
        const answer = respond(body, encoding, "text/html; charset=utf-8", "no-cache", found ? 200 : 404)
        // The home page's address answers by the shopper's choice and browser (the redirect above).
        return address === "/" ? HttpServerResponse.setHeader(answer, "vary", "accept-encoding, accept-language, cookie") : answer
      }).pipe(Effect.catchAllDefect(() => Effect.succeed(jsonError(400, "Bad path")))))
    })
  )
