// Issue 20 item 7 (ADR 040): the dashboard's one statement (server/dashboard/dashboard.ts) timed
// over a large catalogue: `tsx scripts/bench-dashboard.ts` against the server's database (DATABASE_URL,
// else PGlite in BAZAAR_DATA_DIR, e.g. a copy of .data/bench-pglite-100000 that `npm run bench:api` seeds).
// Tops the orders up to --orders (spread over the last 30 days, a tenth cancelled; written by the
// script, so a catalogue without orders will do), then times --runs
// calls after 3 to warm up, and prints the median, p95 and the largest, with what it ran over.
import { NodeRuntime } from "@effect/platform-node"
import { SqlClient } from "@effect/sql"
import { Console, Effect, Option } from "effect"
import { insertClient } from "#server/client/client.repo.ts"
import { serverConfigFromEnv } from "#server/config/config.ts"
import { dashboardNow } from "#server/dashboard/dashboard.ts"
import { databaseLayer, migrate, type DatabaseTarget } from "#server/db/database.ts"

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const ORDERS = arg("orders", 20_000)
const RUNS = arg("runs", 30)

/** The customer whose orders the benchmark writes. */
const benchClient = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [existing] = yield* sql<{ id: string }>`SELECT id FROM clients WHERE mobile = '7000099999'`
  return existing?.id ?? (yield* insertClient({ name: "Bench Dashboard Customer", mobile: "7000099999", email: "", role: "customer" }))
})

const program = Effect.gen(function* () {
  const config = yield* serverConfigFromEnv
  const target: DatabaseTarget = Option.match(config.databaseUrl, {
    onNone: () => ({ _tag: "Embedded", dataDir: config.dataDir }),
    onSome: (url) => ({ _tag: "Server", url })
  })
  const run = Effect.gen(function* () {
    yield* migrate
    const sql = yield* SqlClient.SqlClient
    const [before] = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`
    const missing = ORDERS - before!.n
    if (missing > 0) {
      // Orders of one to three units of one option each, over options spread through the catalogue,
      // placed at random moments of the last 30 days by one bench customer; a tenth cancelled. The
      // figures follow §9's shape (no fees: the dashboard reads TotalAmount less the coupon).
      const clientId = yield* benchClient
      yield* sql`
        CREATE TEMP TABLE bench_options AS
        SELECT row_number() OVER () AS k, o.id AS option_id, o.name AS option_name, o.price, o.mrp, ps.id AS pack_id, ps.name AS pack_name,
          ps.thumbnail, p.id AS product_id, p.name AS product_name, p.slug_url, p.hsn, p.gst_rate
        FROM (SELECT * FROM pack_size_options ORDER BY md5(id) LIMIT 5000) o
        JOIN pack_sizes ps ON ps.id = o.pack_size_id JOIN products p ON p.id = ps.product_id`
      yield* sql`
        CREATE TEMP TABLE bench_orders AS
        SELECT substr(md5('bench-dashboard' || g::text || random()::text), 1, 24) AS id, nextval('order_numbers') AS number,
          now() - (random() * interval '30 days') AS at, 1 + (g % 3) AS quantity,
          CASE WHEN g % 10 = 0 THEN 0 ELSE 1 + (g % 5) END AS status, o.*
        FROM generate_series(1, ${missing}) g JOIN bench_options o ON o.k = 1 + ((g * 7919) % 5000)`
      yield* sql`
        INSERT INTO orders (id, number, client_id, idempotency_key, request_hash, address, payment_mode, status, payment_status,
          total_mrp, total_price, small_cart_fee, handling_fee, rain_fee, delivery_charge, total_amount, wallet, coupon, netpayable, created_at, updated_at)
        SELECT id, number, ${clientId}, 'bench-dashboard-' || id, 'bench', '{}'::jsonb, 'Cash on Delivery', status, 'Pending',
          mrp * quantity, price * quantity, 0, 0, 0, 0, price * quantity, 0, 0, price * quantity, at, at
        FROM bench_orders`
      yield* sql`
        INSERT INTO order_lines (order_id, position, product_id, product_name, slug_url, thumbnail, pack_id, pack_name, option_id, option_name, price, mrp, quantity, hsn, gst_rate)
        SELECT id, 0, product_id, product_name, slug_url, thumbnail, pack_id, pack_name, option_id, option_name, price, mrp, quantity, hsn, gst_rate
        FROM bench_orders`
      yield* sql`DROP TABLE bench_orders`
      yield* sql`DROP TABLE bench_options`
      yield* sql`ANALYZE orders`
      yield* sql`ANALYZE order_lines`
    }
    const [sizes] = yield* sql<{ products: number; options: number; orders: number; lines: number }>`
      SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM pack_size_options)::int AS options,
        (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_lines)::int AS lines`
    for (let i = 0; i < 3; i++) yield* dashboardNow
    const times: Array<number> = []
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now()
      yield* dashboardNow
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1)
    yield* Console.log(JSON.stringify({ ...sizes, runs: RUNS, medianMs: at(0.5), p95Ms: at(0.95), maxMs: times.at(-1)!.toFixed(1) }))
  })
  yield* run.pipe(Effect.provide(databaseLayer(target)))
})

program.pipe(Effect.scoped, NodeRuntime.runMain)
