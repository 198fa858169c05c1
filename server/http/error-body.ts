import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { isApiAddress } from "./api-address.ts"

const decoder = new TextDecoder()
const encoder = new TextEncoder()

// A decode failure's message, one line per problem: "page: Unable to decode "abc" into a number".
const issuesMessage = (body: object): string | undefined => {
  if (!("issues" in body) || !Array.isArray(body.issues) || body.issues.length === 0) return undefined
  const lines = body.issues.map((issue: { path?: Array<unknown>; message?: unknown }) => {
    const where = Array.isArray(issue.path) && issue.path.length > 0 ? `${issue.path.join(".")}: ` : ""
    return `${where}${String(issue.message)}`
  })
  return `Invalid request: ${[...new Set(lines)].join("; ")}`
}

// The HTTP layer answers a body it cannot read (JSON cut short, not JSON at all) with an empty 400.
const emptyBodyMessage = (status: number): string =>
  status === 400 ? "Invalid request: the body is not valid JSON." : "The request failed."

// A 503 (the database away, the shop starting) tells clients when to try again (RFC 9110 §10.2.3).
const RETRY_AFTER_SECONDS = "5"
const withRetryAfter = (response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
  if (response.headers["retry-after"] !== undefined) return response
  if (response.status === 503) return HttpServerResponse.setHeader(response, "retry-after", RETRY_AFTER_SECONDS)
  // A 429 (issue 17) says in its body how long to wait (`retryAfterSeconds`); the header says it to
  // every client, in whole seconds, at least one.
  if (response.status === 429 && response.body._tag === "Uint8Array") {
    try {
      const wait = (JSON.parse(decoder.decode(response.body.body)) as { retryAfterSeconds?: unknown }).retryAfterSeconds
      if (typeof wait === "number" && Number.isFinite(wait)) return HttpServerResponse.setHeader(response, "retry-after", String(Math.max(1, Math.ceil(wait))))
    } catch {
      return response
    }
  }
  return response
}

const withSuccessFalse = (url: string, response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
  if (response.status >= 400 && response.body._tag === "Empty" && isApiAddress(url)) {
    return HttpServerResponse.unsafeJson({ success: false, message: emptyBodyMessage(response.status) }, {
      status: response.status,
      headers: response.headers
    })
  }
  if (response.status < 400 || response.body._tag !== "Uint8Array") return response
  if (!response.body.contentType.startsWith("application/json")) return response
  try {
    const parsed: unknown = JSON.parse(decoder.decode(response.body.body))
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed) || "success" in parsed) return response
    const message = issuesMessage(parsed) ??
      ("message" in parsed && typeof parsed.message === "string" ? parsed.message : "The request failed")
    return HttpServerResponse.uint8Array(encoder.encode(JSON.stringify({ success: false, ...parsed, message })), {
      status: response.status,
      headers: response.headers,
      contentType: "application/json"
    })
  } catch {
    return response
  }
}

/**
 * DESIGN §3: every failing call answers JSON `{ success: false, message }`. Our own errors already
 * do; this adds `success: false` to the few that the HTTP layer writes itself (a request that
 * does not match the contract's Schemas), keeping their status, message and issues, and a
 * message to the ones it writes empty (a body that is not JSON), and `Retry-After` to a 503. It runs as a
 * pre-response handler: a serve middleware only sees a response after it has been written.
 */
export const errorBodyMiddleware = (app: HttpApp.Default): HttpApp.Default =>
  Effect.zipRight(
    HttpApp.appendPreResponseHandler((request, response) => Effect.succeed(withRetryAfter(withSuccessFalse(request.url, response)))),
    app
  )
