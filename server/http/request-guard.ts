import { type HttpApp, HttpIncomingMessage, HttpServerError, HttpServerRequest, HttpServerResponse, UrlParams } from "@effect/platform"
import { NodeHttpServerRequest } from "@effect/platform-node"
import { Effect, Option, Stream } from "effect"
import { hasDotSegment, isApiAddress, noApiCall, routedPath } from "./api-address.ts"
import { callFinder, CONTRACT_CALLS } from "./contract-calls.ts"

/** The largest request body the API reads, unless the contract gives the call its own (`BodyLimit`). */
export const MAX_BODY_BYTES = 64 * 1024

const routedCall = callFinder(CONTRACT_CALLS, { caseSensitive: false })
// A page, an image or a read has no limit of its own: no call of theirs is looked for.
const LIMITED_METHODS = new Set(CONTRACT_CALLS.flatMap((call) => (call.bodyLimit === undefined ? [] : [call.method])))

/**
 * The body limit of a call (`path` as the router reads it: `routedPath`): its own in the contract
 * (ADR 047: the brand writes of §9 and images, product writes, the product import), else 64 KB.
 */
export const bodyLimitOf = (method: string, path: string): number =>
  (LIMITED_METHODS.has(method) ? routedCall(method, path)?.bodyLimit : undefined) ?? MAX_BODY_BYTES

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"])

/**
 * Issue 8: a state-changing call that relies on the session cookie must come from the shop's own
 * pages. Browsers name the page's origin on every such call (`Origin`, and `Sec-Fetch-Site`): one
 * from another site is refused, whatever SameSite would have let through (a sibling subdomain is
 * "same-site"). A call without a cookie carries no one's authority, and a client that is not a
 * browser (curl, the tests) sends neither header, so both are let through.
 */
export const isCrossSite = (headers: Readonly<Record<string, string | undefined>>): boolean => {
  if (headers["cookie"] === undefined) return false
  const fetchSite = headers["sec-fetch-site"]
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true
  const origin = headers["origin"]
  if (origin === undefined) return false
  if (origin === "null") return true
  try {
    return new URL(origin).host !== (headers["x-forwarded-host"] ?? headers["host"])
  } catch {
    return true
  }
}

/**
 * Every state-changing API call that carries a body must send JSON. An HTML form on another site
 * can post url-encoded or multipart bodies without the browser asking first, so refusing them
 * closes cross-site form posts (login CSRF: a victim signed in as the attacker); JSON from another
 * origin needs a CORS preflight that this server never grants. Bodies are kept up to their limit
 * (`bodyLimitOf`), beyond that the call fails (413) instead of holding it in memory. The rules
 * apply to an API address however it is spelt (`isApiAddress`), and none reaches a call through
 * a dot segment.
 */
export const requestGuard = (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const api = isApiAddress(request.url)
    const limit = bodyLimitOf(request.method, routedPath(request.url))
    if (api && hasDotSegment(request.url)) return noApiCall(request.method, request.url)
    // A NUL character in the address reaches no handler: PostgreSQL's text refuses it (found by fuzzing).
    if (api && /%00/.test(request.url)) {
      return HttpServerResponse.unsafeJson({ success: false, _tag: "BadRequest", message: "Invalid request: the address must not contain the NUL character (%00)." }, { status: 400 })
    }
    if (api && WRITES.has(request.method)) {
      if (isCrossSite(request.headers)) {
        // Named as the contract names a 403 (DESIGN §3), so the shop's pages read the sentence (issue 33).
        return HttpServerResponse.unsafeJson(
          { success: false, _tag: "Forbidden", message: "This call is only accepted from the shop's own pages." },
          { status: 403 }
        )
      }
      const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase()
      const length = Number(request.headers["content-length"] ?? "0")
      const hasBody = contentType !== "" || length > 0 || request.headers["transfer-encoding"] !== undefined
      if (hasBody && contentType !== "application/json") {
        return HttpServerResponse.unsafeJson(
          { success: false, message: "This call takes a JSON body (Content-Type: application/json)." },
          { status: 415 }
        )
      }
      // A declared length within the drain is read and dropped by Node after the answer, on a connection kept alive.
      if (length > limit + DRAIN_BEYOND_LIMIT_BYTES) return closingTooLarge(request, limit)
      if (length > limit) return tooLarge(limit)
      if (hasBody) return yield* guardBody(request, limit, app)
    }
    return yield* app.pipe(HttpIncomingMessage.withMaxBodySize(Option.some(limit)))
  })

const tooLarge = (limit: number) =>
  HttpServerResponse.unsafeJson({ success: false, _tag: "PayloadTooLarge", message: `The request body must be at most ${limit / 1024} KB.` }, { status: 413 })

/**
 * The deepest nesting of arrays and objects a JSON body may have; the contract's deepest payload
 * (a product: its pack sizes, a pack size, its options, an option) nests 5. Effect's decode error
 * describes the value it got by recursing into it, which overflows the stack on a few thousand
 * levels: a 500 (found by fuzzing).
 */
export const MAX_JSON_DEPTH = 32

/**
 * What makes a JSON body unfit to decode or to store, or undefined: nesting deeper than `maxDepth`,
 * a NUL character or half of a surrogate pair in a string (`\u0000`, a lone `\ud800`), which
 * PostgreSQL's text and jsonb refuse: a 503 for the shopper's typing (found by fuzzing).
 */
export const jsonBodyProblem = (text: string, maxDepth: number): string | undefined => {
  let depth = 0
  let inString = false
  let highSurrogate = false // the previous character of the string was a `\uD800`-`\uDBFF` escape
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (!inString) {
      if (c === 34) inString = true
      else if (c === 91 || c === 123) {
        if (++depth > maxDepth) return `the JSON body nests deeper than ${maxDepth} levels`
      } else if (c === 93 || c === 125) depth--
      continue
    }
    const unit = c === 92 && text.charCodeAt(i + 1) === 117 ? parseInt(text.slice(i + 2, i + 6), 16) : undefined
    const lowSurrogate = unit !== undefined && unit >= 0xdc00 && unit <= 0xdfff
    if (highSurrogate !== lowSurrogate) return "text must not hold half of a surrogate pair"
    if (unit === 0) return "text must not contain the NUL character (U+0000)"
    highSurrogate = unit !== undefined && unit >= 0xd800 && unit <= 0xdbff
    if (unit !== undefined) i += 5
    else if (c === 92) i++ // any other escape: skip the escaped character
    else if (c === 34) inString = false
  }
  return undefined
}

/**
 * How much of a body past its limit is read (and dropped) so that the sender, still writing, gets
 * the 413 on a connection that stays usable; a sender going on beyond it gets the 413 and the
 * connection is closed (after a lingering close of at most LINGER_MS), so no one can keep a socket
 * streaming for as long as Node's request timeout.
 */
export const DRAIN_BEYOND_LIMIT_BYTES = 1024 * 1024

/**
 * How long a connection closed on a body it will not read goes on reading (and dropping) what the
 * sender still sends after the 413 (a lingering close, as nginx's `lingering_close`). Closing a
 * socket with unread bytes makes the kernel answer with a reset, and a sender still writing then
 * meets the reset (EPIPE) before it has read the 413 that had arrived: no answer at all (CI, a
 * busy day). A sender that has read the 413 stops and closes; one that goes on is cut after this.
 */
export const LINGER_MS = 2000

/**
 * The 413 for a body the server will not read to its end, and the connection closed after it.
 * Once the answer is written, Node closes the socket (`destroySoon`, for `connection: close`); here
 * it only half-closes: the answer and a FIN go out, and what still arrives is dropped until the
 * sender closes its side or LINGER_MS passes.
 */
const closingTooLarge = (request: HttpServerRequest.HttpServerRequest, limit: number) => {
  const incoming = NodeHttpServerRequest.toIncomingMessage(request)
  const socket = incoming.socket
  socket.destroySoon = () => {
    socket.end()
    const cut = setTimeout(() => socket.destroy(), LINGER_MS).unref()
    socket.once("close", () => clearTimeout(cut))
  }
  // No reader: the rest of the body is dropped as it arrives, so the sender's writes go on.
  incoming.resume()
  return HttpServerResponse.setHeader(tooLarge(limit), "connection", "close")
}

type BodyRead =
  | { readonly _tag: "Read"; readonly body: Buffer }
  | { readonly _tag: "TooLarge"; readonly drained: boolean }

/**
 * The body, read to its end but kept only up to `limit` bytes (past it the rest is dropped as it
 * arrives, up to DRAIN_BEYOND_LIMIT_BYTES). Stopping at the limit would destroy the request stream,
 * and with it the connection under a chunked body (no Content-Length): the client saw a reset,
 * never the 413 (found by fuzzing).
 */
const readWithin = (request: HttpServerRequest.HttpServerRequest, limit: number) =>
  Effect.async<BodyRead, Error>((resume) => {
    // Node's own stream, read with its events: the platform's Effect stream over it cost an order
    // about 1.6 ms at p95 (bench:api, order placement 13.4 → 15.0 ms).
    const incoming = NodeHttpServerRequest.toIncomingMessage(request)
    const kept: Array<Buffer> = []
    let bytes = 0
    const onData = (chunk: Buffer) => {
      bytes += chunk.length
      if (bytes <= limit) return void kept.push(chunk)
      kept.length = 0
      if (bytes > limit + DRAIN_BEYOND_LIMIT_BYTES) {
        stop()
        resume(Effect.succeed({ _tag: "TooLarge", drained: false }))
      }
    }
    const onEnd = () => {
      stop()
      resume(Effect.succeed(bytes > limit ? { _tag: "TooLarge", drained: true } : { _tag: "Read", body: Buffer.concat(kept) }))
    }
    const onError = (error: Error) => {
      stop()
      resume(Effect.fail(error))
    }
    const onClose = () => {
      if (!incoming.complete) onError(new Error("the sender went away mid-body"))
    }
    const stop = () => {
      incoming.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose)
    }
    incoming.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose)
    return Effect.sync(stop)
  })

/**
 * The request as the app sees it once the guard has read its body: the body accessors answer what
 * was read, as the platform's would (the request's own stream is spent).
 */
const withBodyRead = (request: HttpServerRequest.HttpServerRequest, body: Buffer, text: string): HttpServerRequest.HttpServerRequest => {
  const decodeError = (cause: unknown) => new HttpServerError.RequestError({ request, reason: "Decode", cause })
  const read = new Map<PropertyKey, unknown>([
    ["text", Effect.succeed(text)],
    ["json", Effect.try({ try: (): unknown => (text === "" ? null : JSON.parse(text)), catch: decodeError })],
    ["urlParamsBody", Effect.succeed(UrlParams.fromInput(new URLSearchParams(text)))],
    ["arrayBuffer", Effect.succeed(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength))],
    ["stream", Stream.succeed(new Uint8Array(body))]
  ])
  return new Proxy(request, { get: (target, key) => (read.has(key) ? read.get(key) : Reflect.get(target, key, target)) })
}

/** Reads the body within its limit (413 past it, the connection closed past the drain), refuses JSON unfit to decode or store (400), and runs the app on the body read. */
const guardBody = (request: HttpServerRequest.HttpServerRequest, limit: number, app: HttpApp.Default): HttpApp.Default =>
  Effect.matchEffect(readWithin(request, limit), {
    // The sender went away mid-body: there is no one to read the answer, but it still has one.
    onFailure: () => Effect.succeed(HttpServerResponse.unsafeJson({ success: false, _tag: "BadRequest", message: "Invalid request: the body could not be read." }, { status: 400 })),
    onSuccess: (read) => {
      // Not drained: the rest of the body is never read, so the connection cannot carry another call.
      if (read._tag === "TooLarge") return Effect.sync(() => (read.drained ? tooLarge(limit) : closingTooLarge(request, limit)))
      const text = read.body.toString("utf8")
      const problem = jsonBodyProblem(text, MAX_JSON_DEPTH)
      if (problem !== undefined) return Effect.succeed(HttpServerResponse.unsafeJson({ success: false, _tag: "BadRequest", message: `Invalid request: ${problem}.` }, { status: 400 }))
      return app.pipe(
        Effect.provideService(HttpServerRequest.HttpServerRequest, withBodyRead(request, read.body, text)),
        HttpIncomingMessage.withMaxBodySize(Option.some(limit))
      )
    }
  })
