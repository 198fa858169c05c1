import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { extname, join, normalize, resolve } from "node:path"
import { HttpApiBuilder, HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { NotFound } from "#domain/http/errors.ts"

const IMMUTABLE = "public, max-age=31536000, immutable"
const ImageFile = Schema.TemplateLiteralParser(
  Schema.String.pipe(Schema.pattern(/^[0-9a-f]{32}$/)),
  ".",
  Schema.Literal("svg", "png", "jpg", "webp")
)

const jsonError = (status: number, message: string) =>
  HttpServerResponse.unsafeJson({ success: false, message }, { status })

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
  ".woff2": "font/woff2"
}

/**
 * Routes beside the API: images from the database (content-addressed, cached for ever), the built
 * UI from `dist/` (hashed assets cached for ever, every other path the single-page app), and a
 * JSON 404 for unknown API paths.
 */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The page shell with the shop's settings that the UI needs before any call (the seller portal URL). */
const withShopMeta = (html: string, settings: ShellSettings) =>
  html.replace(
    "</head>",
    `<meta name="bazaar:seller-portal-url" content="${escapeAttribute(settings.sellerPortalUrl)}" />\n  </head>`
  )

export interface ShellSettings {
  readonly sellerPortalUrl: string
}

export const staticRoutes = (distDir: string, settings: ShellSettings) =>
  HttpApiBuilder.Router.use((router) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
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
          SqlError: () => Effect.succeed(jsonError(503, "The shop's database is not reachable right now; please try again shortly."))
        })
      ))

      yield* router.all("/api/*", Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const path = new URL(request.url, "http://localhost").pathname
        return jsonError(404, `No API call ${request.method} ${path.length > 120 ? `${path.slice(0, 120)}…` : path}`)
      }))

      const sendFile = (path: string, cacheControl: string) =>
        Effect.promise(() => readFile(path)).pipe(
          Effect.map((bytes) =>
            HttpServerResponse.uint8Array(bytes, {
              contentType: CONTENT_TYPES[extname(path)] ?? "application/octet-stream",
              headers: { "cache-control": cacheControl }
            })
          )
        )

      yield* router.get("/*", Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const pathname = decodeURIComponent(new URL(request.url, "http://localhost").pathname)
        const candidate = normalize(join(root, pathname))
        if (candidate.startsWith(root + "/") && extname(candidate) !== "" && existsSync(candidate)) {
          const hashed = candidate.startsWith(join(root, "assets") + "/")
          return yield* sendFile(candidate, hashed ? IMMUTABLE : "public, max-age=300")
        }
        if (extname(pathname) !== "") return jsonError(404, `No file ${pathname}`)
        const index = join(root, "index.html")
        if (!existsSync(index)) {
          return HttpServerResponse.text(
            "The shop's UI is not built yet: run `npm start` (it builds the UI) or `npm run build`.",
            { status: 503 }
          )
        }
        const html = yield* Effect.promise(() => readFile(index, "utf8"))
        return HttpServerResponse.text(withShopMeta(html, settings), {
          contentType: "text/html; charset=utf-8",
          headers: { "cache-control": "no-cache" }
        })
      }).pipe(Effect.catchAllDefect(() => Effect.succeed(jsonError(400, "Bad path")))))
    })
  )
