import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option, Queue, Stream } from "effect"
import type { Id } from "#domain/common.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { TooManyRequests } from "#domain/http/errors.ts"
import { LIVE_RETRY_MS } from "#domain/live.ts"
import { SESSION_COOKIE } from "#domain/http/auth.http.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { clientAddress } from "../http/rate-limit.ts"
import { sessionClient } from "../session/session.repo.ts"
import { Live, type LiveStream, MAX_BEHIND, sendOrderFacts, sseEvent, STREAMS_PER_KEY } from "./live-hub.ts"
import { lastStreamId, optionsNow } from "./live.repo.ts"

const END = Symbol("end")

/** The id a browser resumes from: its EventSource's Last-Event-ID on a reconnection, else `after`. */
const resumedFrom = (header: string | undefined, after: number | undefined): bigint | undefined => {
  if (header !== undefined && /^[0-9]{1,19}$/.test(header.trim())) return BigInt(header.trim())
  return after === undefined ? undefined : BigInt(after)
}

// Issue 38 (ADR 062): a tab's live stream. Signed in (the session cookie, when there is one: the
// stream is open to visitors too, for the products they follow), it carries the shopper's orders'
// facts; resumed, it first sends what was missed since the browser's last id, and after a break tells
// it the catalogue may have changed meanwhile (catalogue changes are not kept to be sent again).
export const LiveHandlersLive = groupOrUnavailable(BazaarApi, "live", (handlers) =>
  handlers.handle("stream", ({ urlParams }) =>
    Effect.gen(function* () {
      const hub = yield* Live
      const request = yield* HttpServerRequest.HttpServerRequest
      const token = request.cookies[SESSION_COOKIE] ?? ""
      const session = token === "" ? Option.none() : yield* sessionClient(token)
      const clientId = Option.getOrUndefined(Option.map(session, (found) => found.clientId))
      const address = yield* clientAddress
      const resumed = resumedFrom(request.headers["last-event-id"], urlParams.after)
      // The browser came back after a break by itself (its EventSource's Last-Event-ID), not the app
      // opening the stream again for other products (`after`): what it shows may have changed meanwhile.
      const afterBreak = request.headers["last-event-id"] !== undefined && resumed !== undefined
      const queue = yield* Queue.unbounded<string | typeof END>()
      // What is queued and not yet written to the connection.
      let behind = 0
      const stream: LiveStream = {
        clientId,
        key: clientId === undefined ? `address:${address}` : `client:${clientId}`,
        products: new Set(urlParams.products ?? []),
        lastId: resumed ?? 0n,
        sent: new Set(),
        send: (chunk) => {
          // A browser that stopped reading: its stream ends, and it resumes from its last id.
          if (behind >= MAX_BEHIND) {
            stream.end()
            return false
          }
          behind++
          Queue.unsafeOffer(queue, chunk)
          return true
        },
        end: () => {
          hub.remove(stream)
          Queue.unsafeOffer(queue, END)
        }
      }
      if (!hub.add(stream)) {
        return yield* new TooManyRequests({
          message: `Too many live connections are open for you (at most ${STREAMS_PER_KEY}); close a tab or two and try again.`,
          retryAfterSeconds: 30
        })
      }
      // The first bytes say how soon to come back after a break, and that the stream is open.
      Queue.unsafeOffer(queue, `retry: ${LIVE_RETRY_MS}\n: open\n\n`)
      // Added first, read then: nothing committed in between is missed (what comes twice is skipped).
      // Resumed, what was missed since the browser's last id; new, what happened in the look-back
      // (the page's answers may have been read just before it). A fault here is the group's 503 (the
      // browser opens the stream again later).
      if (clientId !== undefined) {
        yield* Effect.gen(function* () {
          stream.lastId = resumed ?? (yield* lastStreamId)
          yield* sendOrderFacts(clientId, [stream], stream.lastId)
        }).pipe(Effect.onError(() => Effect.sync(() => hub.remove(stream))))
      }
      if (afterBreak) stream.send(sseEvent({ _tag: "catalogue.changed" }))
      // The products it follows as they are now: a change made before the stream opened (the page was
      // read a moment earlier; catalogue changes are not kept to be sent again) is not missed.
      if (stream.products.size > 0) {
        const now = yield* optionsNow([...stream.products]).pipe(Effect.onError(() => Effect.sync(() => hub.remove(stream))))
        for (const [productId, options] of now) stream.send(sseEvent({ _tag: "product.changed", productId: productId as Id, facts: false, options }))
      }
      const facts = Stream.fromQueue(queue).pipe(
        Stream.takeWhile((chunk): chunk is string => chunk !== END),
        Stream.tap(() => Effect.sync(() => { behind = Math.max(0, behind - 1) })),
        Stream.ensuring(Effect.sync(() => hub.remove(stream)))
      )
      return HttpServerResponse.stream(Stream.encodeText(facts), {
        contentType: "text/event-stream",
        headers: { "cache-control": "no-store", "x-accel-buffering": "no" }
      })
    })))
