import { HttpApiBuilder, HttpApiScalar, type HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer } from "effect"
import { routedPath } from "./api-address.ts"
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

/** The API's reference page at /api/docs and its OpenAPI document, both compressed. */
export const apiDocsLayer = Layer.mergeAll(
  HttpApiScalar.layer({ path: API_DOCS_PATH }),
  HttpApiBuilder.middlewareOpenApi({ path: OPENAPI_PATH }),
  HttpApiBuilder.middleware(compressDocuments)
)
