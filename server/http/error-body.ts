import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

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

const withSuccessFalse = (response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
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
 * does not match the contract's Schemas), keeping their status, message and issues. It runs as a
 * pre-response handler: a serve middleware only sees a response after it has been written.
 */
export const errorBodyMiddleware = (app: HttpApp.Default): HttpApp.Default =>
  Effect.zipRight(
    HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(withSuccessFalse(response))),
    app
  )
