import { connect, type Socket } from "node:net"
import { SqlClient } from "@effect/sql"
import { Effect, HashMap, Logger, Option, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { raw } from "#tests/support/api-client.ts"
import { lineOf, newKey, order, sellableOptions, shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 17 item 6: what the platform running the shop asks of it (docs/reliability.md, Operations).

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ products: 20 })
})
afterAll(() => server?.close())

describe("health and readiness", () => {
  it("/healthz answers ok while the process runs", async () => {
    const answer = await raw(server.baseUrl, "/healthz")
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: "ok" })
    expect(answer.headers.get("cache-control")).toBe("no-store")
  })

  it("/readyz answers ready when the database answers and has every migration applied", async () => {
    const answer = await raw(server.baseUrl, "/readyz")
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: "ready" })
    expect((answer.body as { migrations: number }).migrations).toBeGreaterThanOrEqual(9)
  })

  it("/readyz answers 503 with a sentence naming the migration the database lacks", async () => {
    const latest = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ migration_id: number; name: string }>`DELETE FROM effect_sql_migrations WHERE migration_id = (SELECT max(migration_id) FROM effect_sql_migrations) RETURNING migration_id, name`))
    try {
      const answer = await raw(server.baseUrl, "/readyz")
      expect(answer.status).toBe(503)
      const id = String(latest[0]!.migration_id).padStart(4, "0")
      expect(answer.body).toMatchObject({ success: false, status: "not ready", message: `The database lacks a migration: ${id}_${latest[0]!.name}.` })
      // The process itself is still alive: only readiness depends on the database.
      expect((await raw(server.baseUrl, "/healthz")).status).toBe(200)
    } finally {
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql`INSERT INTO effect_sql_migrations (migration_id, name) VALUES (${latest[0]!.migration_id}, ${latest[0]!.name})`))
    }
    expect((await raw(server.baseUrl, "/readyz")).status).toBe(200)
  })
})

const scrape = async (baseUrl: string, headers: Record<string, string> = {}) => {
  const answer = await fetch(`${baseUrl}/metrics`, { headers })
  return { status: answer.status, type: answer.headers.get("content-type"), text: await answer.text() }
}

/** The value of one sample line (`name{labels} value`), 0 when absent. */
const sample = (text: string, line: string): number => {
  const found = text.split("\n").find((l) => l.startsWith(`${line} `))
  return found === undefined ? 0 : Number(found.slice(line.length + 1))
}

describe("metrics (/metrics, prom-client)", () => {
  it("counts requests and their latency by method, route pattern and status class, never by raw address", async () => {
    const [{ slug }] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ slug: string }>`SELECT slug_url AS slug FROM products WHERE show ORDER BY id LIMIT 1`)) as [{ slug: string }]
    const before = (await scrape(server.baseUrl)).text
    const found = 'bazaar_http_requests_total{method="GET",route="/api/v1/product/quickview/:slug",status_class="2xx"}'
    const missing = 'bazaar_http_requests_total{method="GET",route="/api/v1/product/quickview/:slug",status_class="4xx"}'
    expect((await raw(server.baseUrl, `/api/v1/product/quickview/${slug}`)).status).toBe(200)
    expect((await raw(server.baseUrl, `/api/v1/product/quickview/${slug}`)).status).toBe(200)
    expect((await raw(server.baseUrl, "/api/v1/product/quickview/no-such-product-slug")).status).toBe(404)
    const scraped = await scrape(server.baseUrl)
    expect(scraped.status).toBe(200)
    expect(scraped.type).toMatch(/^text\/plain; version=0\.0\.4/)
    const after = scraped.text
    expect(sample(after, found) - sample(before, found)).toBe(2)
    expect(sample(after, missing) - sample(before, missing)).toBe(1)
    const count = 'bazaar_http_request_duration_seconds_count{method="GET",route="/api/v1/product/quickview/:slug",status_class="2xx"}'
    expect(sample(after, count) - sample(before, count)).toBe(2)
    expect(after).toContain('bazaar_http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/v1/product/quickview/:slug",status_class="2xx"}')
    // No slug or id from an address becomes a label.
    expect(after).not.toContain(slug)
    expect(after).not.toContain("no-such-product-slug")
  })

  it("labels an unknown API address by its catch-all pattern, and one refused before routing as unmatched", async () => {
    expect((await raw(server.baseUrl, "/api/v1/no-such-call/12345")).status).toBe(404)
    const refused = await raw(server.baseUrl, "/api/v1/contact", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" })
    expect(refused.status).toBe(415)
    const text = (await scrape(server.baseUrl)).text
    expect(sample(text, 'bazaar_http_requests_total{method="GET",route="/api/*",status_class="4xx"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'bazaar_http_requests_total{method="POST",route="unmatched",status_class="4xx"}')).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain("no-such-call")
  })

  it("counts orders placed, once per order (a repeated idempotency key places none)", async () => {
    const [option] = await sellableOptions(server, 2)
    const who = await shopper(server)
    const before = sample((await scrape(server.baseUrl)).text, "bazaar_orders_placed_total")
    const key = newKey()
    expect((await order(server, who, [lineOf(option!)], { idempotencyKey: key })).status).toBe(201)
    expect((await order(server, who, [lineOf(option!)], { idempotencyKey: key })).status).toBeLessThan(300)
    expect(sample((await scrape(server.baseUrl)).text, "bazaar_orders_placed_total") - before).toBe(1)
  })

  it("has the process metrics and the database pool (PGlite: one connection)", async () => {
    const text = (await scrape(server.baseUrl)).text
    expect(text).toContain("process_cpu_user_seconds_total")
    expect(text).toContain("nodejs_eventloop_lag_seconds")
    expect(text).toContain("nodejs_heap_size_used_bytes")
    expect(text).toContain("# TYPE bazaar_http_server_errors_total counter")
    if (process.env["DATABASE_URL"] === undefined) expect(sample(text, 'bazaar_db_pool_connections{state="max"}')).toBe(1)
    else expect(sample(text, 'bazaar_db_pool_connections{state="max"}')).toBe(10)
    expect(sample(text, 'bazaar_db_pool_connections{state="waiting"}')).toBe(0)
  })
})

describe("who may read /metrics in production", () => {
  let production: TestServer
  beforeAll(async () => {
    production = await startTestServer({ seed: false, signIn: { production: true }, metrics: { token: Option.some(Redacted.make("scrape-secret-1")) } })
  })
  afterAll(() => production?.close())

  it("a scraper with the METRICS_TOKEN bearer reads them; anyone else, this machine too, gets 404", async () => {
    expect((await scrape(production.baseUrl, { authorization: "Bearer scrape-secret-1" })).status).toBe(200)
    expect((await scrape(production.baseUrl)).status).toBe(404)
    expect((await scrape(production.baseUrl, { authorization: "Bearer scrape-secret-2" })).status).toBe(404)
  })
})

describe("request ids and the log lines of a request", () => {
  let logged: TestServer
  const lines: Array<{ message: string; annotations: Record<string, unknown> }> = []
  beforeAll(async () => {
    const capture = Logger.make<unknown, void>(({ message, annotations }) => {
      lines.push({ message: (Array.isArray(message) ? message : [message]).map(String).join(" "), annotations: Object.fromEntries(HashMap.toEntries(annotations)) })
    })
    logged = await startTestServer({ seed: false, logger: capture })
  })
  afterAll(() => logged?.close())

  it("echoes a short safe X-Request-Id, and gives any other request a new one", async () => {
    const given = await raw(logged.baseUrl, "/healthz", { headers: { "x-request-id": "lb-7f3a.42:1" } })
    expect(given.headers.get("x-request-id")).toBe("lb-7f3a.42:1")
    const none = await raw(logged.baseUrl, "/healthz")
    const unsafe = await raw(logged.baseUrl, "/healthz", { headers: { "x-request-id": `x" level=ERROR ${"y".repeat(80)}` } })
    for (const answer of [none, unsafe]) expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(none.headers.get("x-request-id")).not.toBe(unsafe.headers.get("x-request-id"))
    // Also on an answer the request guard makes before any route (415) and on an API error.
    const refused = await raw(logged.baseUrl, "/api/v1/contact", { method: "POST", headers: { "content-type": "text/plain", "x-request-id": "guard-1" }, body: "hi" })
    expect(refused.status).toBe(415)
    expect(refused.headers.get("x-request-id")).toBe("guard-1")
    const missing = await raw(logged.baseUrl, "/api/v1/product/quickview/no-such-slug", { headers: { "x-request-id": "missing-1" } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get("x-request-id")).toBe("missing-1")
  })

  it("every log line written while handling a request carries its id", async () => {
    const answer = await raw(logged.baseUrl, "/api/v1/admin/sendsms", {
      method: "POST", headers: { "content-type": "application/json", "x-request-id": "sms-req-1" }, body: JSON.stringify({ Mobile: "9811299001" })
    })
    expect(answer.status).toBe(200)
    const ofRequest = lines.filter((line) => line.message.includes("9811299001"))
    expect(ofRequest.length).toBeGreaterThan(0)
    for (const line of ofRequest) expect(line.annotations["requestId"]).toBe("sms-req-1")
  })
})

describe("graceful shutdown", () => {
  // The app's handler is detached as soon as the close begins (the server's own 503 answers in its
  // place, server/app.ts nodeServer), so a load balancer probing on a kept-alive connection is told
  // "not ready" while the requests already in the app finish (graceful-shutdown.contract.test.ts).
  it("a /readyz that arrives once the server is told to stop is answered 503 with Retry-After", async () => {
    const stopping = await startTestServer({ products: 5 })
    const { port } = new URL(stopping.baseUrl)
    // Two connections in the middle of a request each (a request whose last header line has not
    // arrived yet is in flight: closing does not cut it), as a load balancer's would be.
    const opened = () => new Promise<Socket>((resolve) => {
      const socket = connect(Number(port), "127.0.0.1", () => resolve(socket))
    })
    const answerOf = (socket: Socket) => new Promise<string>((resolve) => {
      let text = ""
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")))
      socket.on("close", () => resolve(text))
    })
    const probe = await opened()
    const probed = answerOf(probe)
    probe.write("GET /readyz HTTP/1.1\r\nHost: shop\r\n")
    await new Promise((resolve) => setTimeout(resolve, 100))
    const closing = stopping.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    probe.write("\r\n")
    const answer = await probed
    await closing
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 503 Service Unavailable")
    expect(answer.toLowerCase()).toContain("\r\nretry-after: 1\r\n")
    expect(answer).toContain('{"success":false,"message":"The shop is starting or stopping; please try again in a moment."}')
  })
})
