import type { IncomingMessage, ServerResponse } from "node:http"
import { PassThrough } from "node:stream"
import { Cookies, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Either, Exit, Option, Runtime, Schema } from "effect"
import type { SqlClient } from "@effect/sql"
import type { Id } from "#domain/common.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { TooManyRequests } from "#domain/http/errors.ts"
import { LiveParams } from "#domain/http/live.http.ts"
import { LIVE_EVENTS_ADDRESS } from "#domain/http/prefix.ts"
import { LIVE_RETRY_MS } from "#domain/live.ts"
import { SESSION_COOKIE } from "#domain/http/auth.http.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../http/observe-requests.ts"
import { clientAddress, clientAddressOf, trustedProxiesOf } from "../http/rate-limit.ts"
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from "../http/security-headers.ts"
import { sessionClient } from "../session/session.repo.ts"
import { Live, type LiveStream, MAX_BEHIND_BYTES, sendOrderFacts, sseEvent, STREAMS_PER_KEY } from "./live-hub.ts"
import { lastStreamId, optionsNow } from "./live.repo.ts"

/** The id a browser resumes from: its EventSource's Last-Event-ID on a reconnection, else `after`. */
const resumedFrom = (header: string | undefined, after: number | undefined): bigint | undefined => {
  if (header !== undefined && /^[0-9]{1,19}$/.test(header.trim())) return BigInt(header.trim())
  return after === undefined ? undefined : BigInt(after)
}

/** What a stream is asked for, however the request reached the server. */
interface StreamAsk {
  /** The session cookie's token, or "" (a visitor). */
  readonly token: string
  readonly address: string
  readonly lastEventId: string | undefined
  readonly params: LiveParams
}

/** Where a stream's bytes go: the connection, or a buffer in front of it. */
interface StreamSink {
  readonly write: (chunk: string) => void
  /** Bytes written and not yet taken by the connection. */
  readonly behind: () => number
  readonly end: () => void
}

const STREAM_HEADERS = { "content-type": "text/event-stream", "cache-control": "no-store", "x-accel-buffering": "no" } as const

// Issue 38 (ADR 062): a tab's live stream. Signed in (the session cookie, when there is one: the
// stream is open to visitors too, for the products they follow), it carries the shopper's orders'
// facts; resumed, it first sends what was missed since the browser's last id, and after a break tells
// it the catalogue may have changed meanwhile (catalogue changes are not kept to be sent again).
/**
 * Opens a stream into `sink`: registers it with the hub (or fails with TooManyRequests), writes its
 * first bytes and the facts it must start with. A fault of the database fails it too (the hub no
 * longer holds it). The stream, for its connection's end to be told to the hub.
 */
const openStream = (ask: StreamAsk, sink: StreamSink) =>
  Effect.gen(function* () {
    const hub = yield* Live
    const session = ask.token === "" ? Option.none() : yield* sessionClient(ask.token)
    const clientId = Option.getOrUndefined(Option.map(session, (found) => found.clientId))
    const resumed = resumedFrom(ask.lastEventId, ask.params.after)
    // The browser came back after a break by itself (its EventSource's Last-Event-ID), not the app
    // opening the stream again for other products (`after`): what it shows may have changed meanwhile.
    const afterBreak = ask.lastEventId !== undefined && resumed !== undefined
    const stream: LiveStream = {
      clientId,
      key: clientId === undefined ? `address:${ask.address}` : `client:${clientId}`,
      products: new Set(ask.params.products ?? []),
      lastId: resumed ?? 0n,
      sent: new Set(),
      send: (chunk) => {
        // A browser that stopped reading: its stream ends, and it resumes from its last id.
        if (sink.behind() >= MAX_BEHIND_BYTES) {
          stream.end()
          return false
        }
        sink.write(chunk)
        return true
      },
      end: () => {
        hub.remove(stream)
        sink.end()
      }
    }
    if (!hub.add(stream)) {
      return yield* new TooManyRequests({
        message: `Too many live connections are open for you (at most ${STREAMS_PER_KEY}); close a tab or two and try again.`,
        retryAfterSeconds: 30
      })
    }
    // The first bytes say how soon to come back after a break, and that the stream is open.
    sink.write(`retry: ${LIVE_RETRY_MS}\n: open\n\n`)
    yield* Effect.gen(function* () {
      // Added first, read then: nothing committed in between is missed (what comes twice is skipped).
      // Resumed, what was missed since the browser's last id; new, what happened in the look-back
      // (the page's answers may have been read just before it).
      if (clientId !== undefined) {
        stream.lastId = resumed ?? (yield* lastStreamId)
        yield* sendOrderFacts(clientId, [stream], stream.lastId)
      }
      if (afterBreak) stream.send(sseEvent({ _tag: "catalogue.changed" }))
      // The products it follows as they are now: a change made before the stream opened (the page was
      // read a moment earlier; catalogue changes are not kept to be sent again) is not missed.
      if (stream.products.size > 0) {
        const now = yield* optionsNow([...stream.products])
        for (const [productId, options] of now) stream.send(sseEvent({ _tag: "product.changed", productId: productId as Id, facts: false, options }))
      }
    }).pipe(Effect.onError(() => Effect.sync(() => hub.remove(stream))))
    return stream
  })

/**
 * The contract's endpoint. A fault of the database is the group's 503 (the browser opens the stream
 * again later). The server's own path (`liveStreamPath`, below) answers the streams it can open and
 * hands every other request (a malformed one, one refused, the database away) to this one.
 */
export const LiveHandlersLive = groupOrUnavailable(BazaarApi, "live", (handlers) =>
  handlers.handle("stream", ({ urlParams }) =>
    Effect.gen(function* () {
      const hub = yield* Live
      const request = yield* HttpServerRequest.HttpServerRequest
      const body = new PassThrough()
      const stream = yield* openStream({
        token: request.cookies[SESSION_COOKIE] ?? "",
        address: yield* clientAddress,
        lastEventId: request.headers["last-event-id"],
        params: urlParams
      }, { write: (chunk) => void body.write(chunk), behind: () => body.writableLength + body.readableLength, end: () => void body.end() })
      // The connection closed (the tab went, or the server ended the stream): it is no longer followed.
      body.once("close", () => hub.remove(stream))
      return HttpServerResponse.raw(body, { contentType: STREAM_HEADERS["content-type"], headers: { "cache-control": STREAM_HEADERS["cache-control"], "x-accel-buffering": STREAM_HEADERS["x-accel-buffering"] } })
    })))

const decodeParams = Schema.decodeUnknownEither(LiveParams)

/**
 * The server's own path for a live stream (before the HTTP framework, as the kept answers' fast path
 * is): the stream's bytes are written to Node's response by the hub, and nothing of the framework
 * (a fiber held for the connection's life, its middleware's frames, an Effect stream's channels:
 * 52 to 76 KB a connection, docs/benchmarks.md "Live stream") stays with it: 10,000 streams are held
 * by one process in its 128 MB heap. A request it cannot answer with an open stream (malformed, over
 * the per-shopper limit, the database away) goes to the contract's handler (`fallBack`), which says
 * why as every other call does. Whether the request was taken.
 */
export const liveStreamPath = (runtime: Runtime.Runtime<Live | SqlClient.SqlClient>, production: boolean) =>
  (request: IncomingMessage, response: ServerResponse, fallBack: () => void): boolean => {
    if (request.method !== "GET" || request.url === undefined) return false
    const query = request.url.indexOf("?")
    if ((query === -1 ? request.url : request.url.slice(0, query)) !== LIVE_EVENTS_ADDRESS) return false
    const search = new URLSearchParams(query === -1 ? "" : request.url.slice(query + 1))
    // A name given twice is the contract's to refuse (the framework reads it as a list).
    if (new Set(search.keys()).size !== [...search.keys()].length) return false
    const params = decodeParams(Object.fromEntries(search))
    if (Either.isLeft(params)) return false
    const header = (name: string) => {
      const value = request.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    const ask: StreamAsk = {
      token: Cookies.parseHeader(header("cookie") ?? "")[SESSION_COOKIE] ?? "",
      address: clientAddressOf(Option.fromNullable(request.socket.remoteAddress), header("x-forwarded-for"), trustedProxiesOf(process.env["TRUST_PROXY"]) ?? 0),
      lastEventId: header("last-event-id"),
      params: params.right
    }
    // Until the stream is open, its first bytes wait here: a refusal is still answered as a refusal.
    let waiting: Array<string> | undefined = []
    const sink: StreamSink = {
      write: (chunk) => void (waiting === undefined ? response.write(chunk) : waiting.push(chunk)),
      behind: () => response.writableLength,
      end: () => void response.end()
    }
    void Runtime.runPromiseExit(runtime)(openStream(ask, sink)).then((exit) => {
      if (Exit.isFailure(exit)) return fallBack()
      const stream = exit.value
      response.once("close", () => stream.end())
      response.writeHead(200, {
        ...SECURITY_HEADERS,
        ...(production ? { "strict-transport-security": STRICT_TRANSPORT_SECURITY } : {}),
        [REQUEST_ID_HEADER]: requestIdOf(header(REQUEST_ID_HEADER)),
        ...STREAM_HEADERS
      })
      const first = waiting!.join("")
      waiting = undefined
      response.write(first)
      // The browser went while the stream was opening.
      if (response.destroyed) stream.end()
    })
    return true
  }
