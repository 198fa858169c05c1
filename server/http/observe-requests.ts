import { randomUUID } from "node:crypto"
import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import { methodLabel, ShopMetrics, statusClass } from "./metrics.ts"

export const REQUEST_ID_HEADER = "x-request-id"

// A caller's id is kept only when it is a short token that cannot forge a log line or a header.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** The request's id: the caller's `X-Request-Id` when it is a short safe token, else a new UUID. */
export const requestIdOf = (incoming: string | undefined): string =>
  incoming !== undefined && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID()

/** The label of a request the router matched no route for (refused before routing, or unknown). */
export const UNMATCHED_ROUTE = "unmatched"

/**
 * Around every request (issue 17 item 6): its id, echoed in `X-Request-Id` and carried by every log
 * line written while it is handled (`requestId` annotation), and its count, latency and status in
 * the metrics. The route label is the pattern the router matched (`/api/v1/product/:id`), which it
 * records on the request's span as `http.route`; a request it did not route is `unmatched`, so no
 * raw address, and no id in one, ever becomes a label. A request whose client went away before its
 * answer is not counted.
 */
export const observeRequests = (app: HttpApp.Default): HttpApp.Default<never, ShopMetrics> =>
  Effect.gen(function* () {
    const metrics = yield* ShopMetrics
    const request = yield* HttpServerRequest.HttpServerRequest
    const id = requestIdOf(request.headers[REQUEST_ID_HEADER])
    const span = yield* Effect.option(Effect.currentSpan)
    const started = process.hrtime.bigint()
    let status: number | undefined
    yield* HttpApp.appendPreResponseHandler((_request, response) => {
      status = response.status
      return Effect.succeed(HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, id))
    })
    // A response the request guard makes itself (415, 413, ...) is sent by the platform after this
    // returns, without the pre-response handlers: its status and header are taken here.
    const answered = app.pipe(Effect.map((response) => {
      status ??= response.status
      return response.headers[REQUEST_ID_HEADER] === undefined ? HttpServerResponse.setHeader(response, REQUEST_ID_HEADER, id) : response
    }))
    const record = Effect.sync(() => {
      if (status === undefined) return
      const route = Option.match(span, { onNone: () => undefined, onSome: (s) => s.attributes.get("http.route") })
      const labels = { method: methodLabel(request.method), route: typeof route === "string" ? route : UNMATCHED_ROUTE, status_class: statusClass(status) }
      metrics.requests.inc(labels)
      metrics.duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9)
      if (status >= 500) metrics.serverErrors.inc({ method: labels.method, route: labels.route })
    })
    return yield* answered.pipe(Effect.annotateLogs("requestId", id), Effect.ensuring(record))
  })
