// `npx tsx scripts/bench-support-admin.ts [--orders N] [--seconds S]` (issue 20 item 3, ADR 039):
// support's order and customer lists at 10 connections, the pattern of scripts/bench-api.ts
// (autocannon, every response time kept, percentiles computed here). A test server over the seeded
// test database; N Cash on Delivery orders placed through the API by 50 customers first (placing
// them is part of the run's time, not of the figures). Figures go to docs/benchmarks.md by hand.
import { SqlClient } from "@effect/sql"
import autocannon from "autocannon"
import { Effect } from "effect"
import { lineOf, order, sellableOptions, setStock, shopper, type Shopper } from "../tests/support/orders.ts"
import { startTestServer } from "../tests/support/test-server.ts"

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const orders = arg("orders", 2_000)
const seconds = arg("seconds", 10)
const connections = 10

const server = await startTestServer()
try {
  const admin = await shopper(server, "admin")
  const customers: Array<Shopper> = []
  for (let i = 0; i < 50; i++) customers.push(await shopper(server))
  // Forty options with stock for every order (the benchmark is the lists, not the stock rules).
  const options = (await sellableOptions(server, 1)).slice(0, 40)
  for (const option of options) await setStock(server, option.PackOptionId, 100_000)
  const started = Date.now()
  for (let i = 0; i < orders; i++) {
    const placed = await order(server, customers[i % customers.length]!, [lineOf(options[i % options.length]!)])
    if (placed.status !== 201) throw new Error(`order ${i}: ${placed.status} ${JSON.stringify(placed.body)}`)
  }
  console.log(`${orders} orders placed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const mobiles = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ mobile: string }>`SELECT mobile FROM clients WHERE id IN ${sql.in(customers.map((c) => c.clientId))}`)).then((rows) => rows.map((r) => r.mobile))
  const scenarios: ReadonlyArray<{ readonly name: string; readonly path: (n: number) => string }> = [
    { name: "GET admin/orders (first page, newest)", path: () => "/api/v1/admin/orders" },
    { name: "GET admin/orders?q={mobile}", path: (n) => `/api/v1/admin/orders?q=${mobiles[n % mobiles.length]}` },
    { name: "GET admin/orders?q={name part}", path: () => "/api/v1/admin/orders?q=ravi" },
    { name: "GET admin/orders?status=1&mode=Cash on Delivery&from&to&page=3", path: () => "/api/v1/admin/orders?status=1&mode=Cash%20on%20Delivery&from=2026-01-01&to=2030-12-31&page=3" },
    { name: "GET admin/customers?q={mobile part}", path: (n) => `/api/v1/admin/customers?q=${mobiles[n % mobiles.length]!.slice(2, 8)}` }
  ]
  const rows: Array<string> = []
  for (const scenario of scenarios) {
    let i = 0
    const latencies: Array<number> = []
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({
        url: server.baseUrl,
        connections,
        duration: seconds,
        requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: scenario.path(i++), headers: { ...req.headers, cookie: admin.cookie } }) }]
      }, (err, done) => (err ? reject(err) : resolve(done)))
      instance.on("response", (_client, _status, _bytes, time) => latencies.push(time))
    })
    latencies.sort((a, b) => a - b)
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1) ?? "–"
    const errors = result.errors + result.non2xx
    rows.push(`| ${scenario.name} | ${connections} | ${Math.round(result.requests.average)} | ${at(50)} | ${at(95)} | ${at(99)} | ${errors} |`)
    console.log(rows.at(-1))
  }
  console.log(["", `${orders} orders, ${seconds} s per scenario`, "| call | connections | req/s | p50 ms | p95 ms | p99 ms | errors |", "|---|---|---|---|---|---|---|", ...rows].join("\n"))
} finally {
  await server.close()
}
