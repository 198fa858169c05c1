import { type HttpApp, HttpIncomingMessage, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"

/** The largest request body the API reads (brand image uploads set their own limit with their issue). */
export const MAX_BODY_BYTES = 64 * 1024

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"])

/**
 * Every state-changing API call that carries a body must send JSON. An HTML form on another site
 * can post url-encoded or multipart bodies without the browser asking first, so refusing them
 * closes cross-site form posts (login CSRF: a victim signed in as the attacker); JSON from another
 * origin needs a CORS preflight that this server never grants. Bodies are read up to
 * MAX_BODY_BYTES, beyond that the call fails (413) instead of holding it in memory.
 */
export const requestGuard = (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const path = new URL(request.url, "http://localhost").pathname
    if (path.startsWith("/api/") && WRITES.has(request.method)) {
      const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase()
      const length = Number(request.headers["content-length"] ?? "0")
      const hasBody = contentType !== "" || length > 0 || request.headers["transfer-encoding"] !== undefined
      if (hasBody && contentType !== "application/json") {
        return HttpServerResponse.unsafeJson(
          { success: false, message: "This call takes a JSON body (Content-Type: application/json)." },
          { status: 415 }
        )
      }
      if (length > MAX_BODY_BYTES) {
        return HttpServerResponse.unsafeJson({ success: false, message: `The request body must be at most ${MAX_BODY_BYTES / 1024} KB.` }, { status: 413 })
      }
    }
    return yield* app
  }).pipe(HttpIncomingMessage.withMaxBodySize(Option.some(MAX_BODY_BYTES)))
