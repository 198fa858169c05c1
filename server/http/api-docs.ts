import { HttpApiBuilder, HttpApiScalar, type HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Option } from "effect"
import { SESSION_COOKIE } from "#domain/http/auth.http.ts"
import { isStaff } from "#domain/staff.ts"
import { sessionClient } from "../session/session.repo.ts"
import { noApiCall, routedPath } from "./api-address.ts"
import type { ApiDocsReaders } from "./api-docs-setting.ts"
import { chooseEncoding, encode } from "./compression.ts"

export const API_DOCS_PATH = "/api/docs"
export const OPENAPI_PATH = "/api/v1/openapi.json"
const DOCUMENTS = new Set<string>([API_DOCS_PATH, OPENAPI_PATH])

/** Each document's compressed forms, by the bytes the route answers (made once at start) and encoding. */
const compressed = new WeakMap<Uint8Array, Map<string, Uint8Array>>()

/**
 * ADR 020: the API's reference page (Scalar's, 3.5 MB with its script inline) and its OpenAPI
 * document go compressed. Both are made once and never change, so each encoding is made once, on
 * its first request (brotli's per-request effort: ~0.1 s for the page, once), and kept.
 */
const compressDocuments = (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const response = yield* app
    const request = yield* HttpServerRequest.HttpServerRequest
    if (!DOCUMENTS.has(routedPath(request.url)) || response.status !== 200 || response.body._tag !== "Uint8Array") return response
    if (response.headers["content-encoding"] !== undefined) return response
    const { body: bytes, contentType } = response.body
    const acceptEncoding = request.headers["accept-encoding"] ?? ""
    const encoding = chooseEncoding(acceptEncoding)
    const vary = HttpServerResponse.setHeader(response, "vary", "accept-encoding")
    if (encoding === undefined) return vary
    let forms = compressed.get(bytes)
    if (forms === undefined) compressed.set(bytes, forms = new Map())
    let body = forms.get(encoding)
    if (body === undefined) {
      body = encode(bytes, contentType, acceptEncoding, "perRequest").body
      forms.set(encoding, body)
    }
    if (body === bytes) return vary
    return HttpServerResponse.uint8Array(body, {
      status: response.status,
      contentType,
      headers: { ...response.headers, vary: "accept-encoding", "content-encoding": encoding }
    })
  })

/**
 * The documents only to staff: a request for either without the session of a member of staff is
 * answered as an address under /api that has no call (404, the same body), so a visitor learns
 * nothing of the API from it, not even that it is there. The session is the one the API's calls
 * read (its cookie); a database that does not answer refuses too.
 */
const documentsForStaff = (sql: SqlClient.SqlClient) => (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if (!DOCUMENTS.has(routedPath(request.url))) return yield* app
    const token = request.cookies[SESSION_COOKIE] ?? ""
    const session = token === "" ? Option.none() : yield* sessionClient(token).pipe(
      Effect.provideService(SqlClient.SqlClient, sql),
      Effect.orElseSucceed(() => Option.none())
    )
    if (Option.exists(session, (found) => isStaff(found.role))) return yield* app
    return noApiCall(request.method, request.url)
  })

/**
 * The API's reference page at /api/docs and its OpenAPI document, both compressed, served to
 * `readers` (issue 34 item 7: production serves them to staff unless API_DOCS=public, development
 * to everyone; server/http/api-docs-setting.ts).
 */
export const apiDocsLayer = (readers: ApiDocsReaders) => Layer.mergeAll(
  HttpApiScalar.layer({ path: API_DOCS_PATH }),
  HttpApiBuilder.middlewareOpenApi({ path: OPENAPI_PATH }),
  HttpApiBuilder.middleware(compressDocuments),
  readers === "everyone" ? Layer.empty : HttpApiBuilder.middleware(Effect.map(SqlClient.SqlClient, documentsForStaff))
)
