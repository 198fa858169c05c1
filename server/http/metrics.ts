import { timingSafeEqual } from "node:crypto"
import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Context, Effect, Layer, Option, Redacted } from "effect"
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client"
import { DatabasePool } from "../db/database.ts"
import { isLoopbackAddress } from "./dev-pages.ts"

/** Who may read /metrics (docs/reliability.md, Operations). */
export interface MetricsSettings {
  /** `METRICS_TOKEN`: a scraper sending `Authorization: Bearer <token>` may read the metrics. */
  readonly token: Option.Option<Redacted.Redacted<string>>
}

/** Bounded label values: the method (or OTHER), the router's route pattern, the status class. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"])
export const methodLabel = (method: string): string => METHODS.has(method) ? method : "OTHER"
export const statusClass = (status: number): string => status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other"

/**
 * The shop's own metrics, one set per server (tests start several in one process); prom-client's
 * process metrics (CPU, memory, event loop, GC) are the process's, registered once beside them.
 */
export interface ShopMetricsShape {
  readonly registry: Registry
  readonly requests: Counter<"method" | "route" | "status_class">
  readonly duration: Histogram<"method" | "route" | "status_class">
  readonly serverErrors: Counter<"method" | "route">
  readonly ordersPlaced: Counter
  /** Issue 38: the kept answers' hits and misses (their ratio is a budget, docs/benchmarks.md). */
  readonly keptAnswers: Counter<"outcome">
  readonly databasePool: Gauge<"state">
}

let processRegistry: Registry | undefined
const processMetrics = (): Registry => {
  if (processRegistry === undefined) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

export class ShopMetrics extends Context.Tag("bazaar/ShopMetrics")<ShopMetrics, ShopMetricsShape>() {
  static readonly layer = Layer.effect(ShopMetrics, Effect.gen(function* () {
    const pool = yield* DatabasePool
    const registry = new Registry()
    const labelNames = ["method", "route", "status_class"] as const
    const databasePool = new Gauge({
      name: "bazaar_db_pool_connections",
      help: "Database pool connections by state: max (the pool's size; PGlite has one), total (open), idle, waiting (requests queued for a connection).",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const counts = pool.counts()
        for (const state of ["max", "total", "idle", "waiting"] as const) this.set({ state }, counts[state])
      }
    })
    return {
      registry,
      requests: new Counter({ name: "bazaar_http_requests_total", help: "HTTP requests answered, by method, route pattern and status class.", labelNames, registers: [registry] }),
      duration: new Histogram({
        name: "bazaar_http_request_duration_seconds",
        help: "Time from a request's arrival to its answer, by method, route pattern and status class.",
        labelNames,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry]
      }),
      serverErrors: new Counter({ name: "bazaar_http_server_errors_total", help: "HTTP requests answered with a 5xx status, by method and route pattern.", labelNames: ["method", "route"] as const, registers: [registry] }),
      ordersPlaced: new Counter({ name: "bazaar_orders_placed_total", help: "Orders placed (POST /api/v1/order/new answered with the order).", registers: [registry] }),
      keptAnswers: new Counter({
        name: "bazaar_kept_answers_total",
        help: "Reads whose answer may be kept (ADR 022): answered from the kept answers (hit) or computed (miss).",
        labelNames: ["outcome"] as const,
        registers: [registry]
      }),
      databasePool
    }
  }))
}

/** Counts an order placed (server/order/order.handlers.ts). */
export const orderPlaced = Effect.flatMap(ShopMetrics, (metrics) => Effect.sync(() => metrics.ordersPlaced.inc()))

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Who may read /metrics. With METRICS_TOKEN set, a request bearing it, from anywhere (a scraper on
 * another machine). Without it, development serves loopback peers (the TCP peer; X-Forwarded-For is
 * never read), and production serves no one: behind a proxy on the same machine every visitor would
 * look like loopback, so production needs the token.
 */
export const servesMetrics = (
  production: boolean,
  token: Option.Option<Redacted.Redacted<string>>,
  request: { readonly remoteAddress: Option.Option<string>; readonly authorization: string | undefined }
): boolean => {
  if (Option.isSome(token)) {
    const bearer = /^Bearer (.+)$/i.exec(request.authorization ?? "")?.[1]
    if (bearer !== undefined && sameSecret(bearer, Redacted.value(token.value))) return true
  }
  return !production && Option.exists(request.remoteAddress, isLoopbackAddress)
}

/** GET /metrics: Prometheus's text format, to those `servesMetrics` allows; 404 to anyone else. */
export const metricsRoutes = (production: boolean, settings: MetricsSettings) => HttpApiBuilder.Router.use((router) => Effect.gen(function* () {
  const metrics = yield* ShopMetrics
  yield* router.get("/metrics", Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if (!servesMetrics(production, settings.token, { remoteAddress: request.remoteAddress, authorization: request.headers["authorization"] })) {
      return HttpServerResponse.unsafeJson({ success: false, message: "Not found" }, { status: 404 })
    }
    const merged = Registry.merge([processMetrics(), metrics.registry])
    const text = yield* Effect.promise(() => merged.metrics())
    return HttpServerResponse.text(text, { contentType: merged.contentType, headers: { "cache-control": "no-store" } })
  }))
}))
