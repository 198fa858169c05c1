// `npm run bench:api`: the API benchmark of issue 2 and DESIGN §6. Seeds a 100,000-product
// database (once; reused while it holds that many), starts the real server as its own process,
// and drives each call with autocannon from this process. Figures go to docs/benchmarks.md.
//
//   npm run bench:api                       PGlite in .data/bench-pglite
//   DATABASE_URL=postgres://... npm run bench:api   a PostgreSQL server
//   options: --products N (100000) --seconds S (15) --connections 1,10,50 --only TEXT (the scenarios whose name holds it;
//   the figures are then printed, not written)
// The order scenario places Cash on Delivery orders as 2,000 signed-in customers made in the database
// beforehand (scripts/bench-order-fixtures.ts), each with a key of its own; each run adds its orders
// to the database. `--trace-gc`: the server runs with V8's --trace-gc and its lines are printed (each
// collection's pause, for a latency's tail).
//
// `npm run bench:load` (issue 8) is this script with --mixed: one 60 s run of a mixed workload
// (80% browsing and listing, 15% search, 5% signed-in customers: session checks and orders) at 10
// connections; with --processes 2 (PostgreSQL only) two server processes share the port.
//
// `npm run bench:scale` (issue 18 item 5) is this script with --scale: the same server at each catalogue
// size of --sizes (10000,100000,1000000; each its own database: .data/bench-pglite-N, or bench_N on
// the PostgreSQL server), seeded when it holds fewer, timed on list pages, product pages and searches
// that were never asked before (no kept answer serves them), with the server's memory (RSS) beside;
// --only TEXT times the scenarios whose name holds it and prints the table, as bench:api does.
//
// `npm run bench:profile` (issue 18 item 1) is this script with --profile: each scenario at 10
// connections against a server started with `node --cpu-prof`, a fresh one per scenario, and its
// profile summarised from the end of the warm-up (scripts/cpu-profile-summary.ts).
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs"
import { cpus } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import pg from "pg"
import { Redacted } from "effect"
import { type FakeRazorpay, startFakeRazorpay } from "#tests/support/fake-razorpay.ts"
import { markdown, sourceMapResolver, summarise, type CpuProfile } from "./cpu-profile-summary.ts"
import { SERVER_ENV, serverNodeFlags } from "./server-flags.ts"
import { startSmsSink } from "./signed-in-cart.ts"

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}
const products = arg("products", 100_000)
const mixed = process.argv.includes("--mixed")
const traceGc = process.argv.includes("--trace-gc")
const seconds = arg("seconds", mixed ? 60 : 15)
const processes = arg("processes", 1)
/**
 * Issue 38: `--price-changes N` (bench:load): N price changes a second during each timed run, each
 * of a random product the load reads, written to the database (DATABASE_URL only: PGlite has one
 * owner), and the kept answers' hit ratio over the run from the server's metrics.
 */
const priceChanges = process.argv.includes("--price-changes") ? arg("price-changes", 1) : 0
// Latency budgets are judged at one connection (a request's own cost); ten connections show
// throughput and queueing (PGlite serves one query at a time).
const connectionCounts = (() => {
  const i = process.argv.indexOf("--connections")
  const list = (i >= 0 ? process.argv[i + 1] ?? "" : mixed ? "10" : "1,10,50").split(",").map(Number)
  if (list.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("--connections takes a list such as 1,10")
  return list
})()
// BENCH_PORT lets two worktrees benchmark on one machine without answering each other's requests.
const port = Number(process.env["BENCH_PORT"] ?? 3100)
const base = `http://127.0.0.1:${port}`
const databaseUrl = process.env["DATABASE_URL"]
// Production mode, as a deployment runs (its OTP secret is required there; any value serves a benchmark).
// Production refuses the SMS outbox (ADR 018): the SMS gateway is a sink of the bench's own (startServer).
/** The bench reads the server's metrics with this token (production serves them to no one else). */
const METRICS_TOKEN = "bench-metrics-token-not-for-real-use"
const env: Record<string, string | undefined> = {
  ...process.env, BAZAAR_PROCESSES: String(processes), PORT: String(port), BAZAAR_DATA_DIR: ".data/bench-pglite", NODE_ENV: "production", TRUST_PROXY: "1", METRICS_TOKEN,
  OTP_SECRET: process.env["OTP_SECRET"] ?? "bench-api-otp-secret-not-for-real-use", SMS_PROVIDER: "http", SMS_HTTP_URL: "http://127.0.0.1:9/sms"
}

const countProducts = async (): Promise<number> => {
  const res = await fetch(`${base}/api/v1/product/all?limit=1`)
  return ((await res.json()) as { total: number }).total
}

let serverBuilt = false
const buildServerOnce = () => {
  if (serverBuilt) return
  const built = spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" })
  if (built.status !== 0) throw new Error("the server could not be built (scripts/build-server.mjs)")
  serverBuilt = true
}

/**
 * The SMS provider the server texts (issue 37 item 6: it texts each order it places): a sink in this
 * process that answers as a provider does. A closed port instead made every placement's text fail
 * and log its error, which a shop with a provider never pays.
 */
let smsSink: Awaited<ReturnType<typeof startSmsSink>> | undefined
const startServer = async (count = 1, profileDir?: string): Promise<ChildProcess> => {
  // The server itself is the child (not npx), so stopping it stops the server and frees its database.
  // It is the server as production runs it (`npm start`): the build in dist-node (ADR 025), made afresh once per run.
  buildServerOnce()
  smsSink ??= await startSmsSink()
  env["SMS_HTTP_URL"] = smsSink.url
  const entry = count > 1 ? "dist-node/cluster.js" : "dist-node/main.js"
  const profiling = profileDir === undefined ? (traceGc ? ["--trace-gc"] : []) : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]
  const child = spawn(process.execPath, [...profiling, ...serverNodeFlags(env), entry], { env: { ...env, ...SERVER_ENV }, stdio: ["ignore", traceGc ? "inherit" : "ignore", "inherit"] })
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${base}/api/v1/supercategory/all`)
      if (res.ok) return child
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500))
  }
  child.kill("SIGKILL")
  throw new Error("the server did not start within 2 minutes")
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => {
  child.once("exit", () => resolve())
  child.kill("SIGTERM")
})

/** Seconds the last seedIfNeeded spent seeding (undefined when the database already held the catalogue). */
let seededSeconds: number | undefined

const seedIfNeeded = async (wanted = products) => {
  seededSeconds = undefined
  let server = await startServer()
  const count = await countProducts()
  // The count is of shown products: the seed hides about 3% of them, so a full database shows ~97%.
  if (count >= wanted * 0.95 && count <= wanted) return server
  await stop(server)
  console.error(`Seeding ${wanted} products (the database shows ${count})...`)
  const started = Date.now()
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "server/seed/seed-cli.ts", "--products", String(wanted), "--reset"], { env, stdio: "inherit" })
  if (seeded.status !== 0) throw new Error("seeding failed")
  seededSeconds = (Date.now() - started) / 1000
  console.error(`Seeded in ${seededSeconds.toFixed(1)} s`)
  server = await startServer()
  return server
}

interface Scenario {
  readonly name: string
  readonly budgetP95: number
  /** Issue 18: at 50 connections, the least share of the bare server's throughput (a percentage). */
  readonly budgetShare?: number
  readonly paths: ReadonlyArray<string>
  /** A POST scenario: each request built afresh (order placement). */
  readonly post?: (n: number) => { readonly path: string; readonly headers: Record<string, string>; readonly body: string }
  /** A mixed scenario: each request chosen afresh, GET or POST. */
  readonly request?: (n: number) => { readonly method: "GET" | "POST" | "PUT" | "DELETE"; readonly path: string; readonly headers: Record<string, string>; readonly body?: string }
}

interface OrderFixtures {
  readonly customers: ReadonlyArray<{ readonly cookie: string; readonly addressId: string }>
  readonly options: ReadonlyArray<{ readonly PackId: string; readonly PackOptionId: string }>
}

/** Customers and stocked options for the order scenario, written while the server is stopped. */
const orderFixtures = (): OrderFixtures => {
  const made = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-order-fixtures.ts"], { env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] })
  if (made.status !== 0) throw new Error("the order fixtures could not be written")
  return JSON.parse(made.stdout.trim().split("\n").at(-1)!) as OrderFixtures
}

/** Order placement (issue 5): Cash on Delivery orders of one to three lines by rotating customers. */
const orderScenario = (fixtures: OrderFixtures): Scenario => {
  const run = Date.now().toString(36)
  // Each request's key is new for the whole scenario: `n` starts again at 0 in every run (the
  // warm-up, then each connection count), and a key asked again is a repeat, answered from the
  // order it placed without pricing or writing anything.
  let placed = 0
  return {
    name: "order placement (order/new)",
    budgetP95: 50,
    paths: [],
    post: (n) => {
      const customer = fixtures.customers[n % fixtures.customers.length]!
      const count = 1 + (n % 3)
      const lines = Array.from({ length: count }, (_, k) => ({ ...fixtures.options[(n * 7 + k * 101) % fixtures.options.length]!, quantity: 1 + ((n + k) % 2) }))
      return {
        path: "/api/v1/order/new",
        headers: { "content-type": "application/json", cookie: customer.cookie },
        body: JSON.stringify({ lines, addressId: customer.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: `bench-${run}-${placed++}` })
      }
    }
  }
}

/**
 * Issue 19: the tax invoices of orders placed for this run, one per customer of the first twenty:
 * the first download of each numbers it, and every later one draws the PDF again from the order.
 */
const invoiceScenario = async (fixtures: OrderFixtures): Promise<Scenario> => {
  const run = Date.now().toString(36)
  const placed: Array<{ readonly cookie: string; readonly orderid: string }> = []
  for (const [i, customer] of fixtures.customers.slice(0, 20).entries()) {
    const answer = await fetch(`${base}/api/v1/order/new`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customer.cookie },
      body: JSON.stringify({ lines: [{ ...fixtures.options[(i * 13) % fixtures.options.length]!, quantity: 1 }], addressId: customer.addressId,
        PaymentMode: "Cash on Delivery", idempotencyKey: `bench-invoice-${run}-${i}` })
    })
    if (answer.status === 201) placed.push({ cookie: customer.cookie, orderid: ((await answer.json()) as { order: { orderid: string } }).order.orderid })
  }
  if (placed.length === 0) {
    const customer = fixtures.customers[0]!
    const answer = await fetch(`${base}/api/v1/order/new`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customer.cookie },
      body: JSON.stringify({ lines: [{ ...fixtures.options[0]!, quantity: 1 }], addressId: customer.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: `bench-why-${run}` })
    })
    throw new Error(`no order could be placed for the invoice scenario: ${answer.status} ${await answer.text()}`)
  }
  return {
    name: "tax invoice PDF (order/{orderid}/invoice)",
    budgetP95: 100,
    paths: [],
    request: (n) => {
      const order = placed[n % placed.length]!
      return { method: "GET", path: `/api/v1/order/${order.orderid}/invoice`, headers: { cookie: order.cookie } }
    }
  }
}

/**
 * Issue 19 item 3: the wallet (My Account) and an order's returns (its page), for customers with
 * orders of this run: both are a signed-in customer's reads of their own rows.
 */
const returnsScenarios = async (fixtures: OrderFixtures): Promise<Array<Scenario>> => {
  const run = Date.now().toString(36)
  const placed: Array<{ readonly cookie: string; readonly orderid: string }> = []
  for (const [i, customer] of fixtures.customers.slice(20, 40).entries()) {
    const answer = await fetch(`${base}/api/v1/order/new`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: customer.cookie },
      body: JSON.stringify({ lines: [{ ...fixtures.options[(i * 17) % fixtures.options.length]!, quantity: 1 }], addressId: customer.addressId,
        PaymentMode: "Cash on Delivery", idempotencyKey: `bench-returns-${run}-${i}` })
    })
    if (answer.status === 201) placed.push({ cookie: customer.cookie, orderid: ((await answer.json()) as { order: { orderid: string } }).order.orderid })
  }
  if (placed.length === 0) throw new Error("no order could be placed for the returns scenarios")
  const customers = fixtures.customers.slice(0, 100)
  return [
    {
      name: "returns: wallet (wallet)",
      budgetP95: 15,
      paths: [],
      request: (n) => ({ method: "GET", path: "/api/v1/wallet", headers: { cookie: customers[n % customers.length]!.cookie } })
    },
    {
      name: "returns: an order's returns (order/{orderid}/returns)",
      budgetP95: 25,
      paths: [],
      request: (n) => {
        const order = placed[n % placed.length]!
        return { method: "GET", path: `/api/v1/order/${order.orderid}/returns`, headers: { cookie: order.cookie } }
      }
    }
  ]
}

/**
 * Issue 19 item 7, "notify me": signed-in customers list their alerts, ask for an SMS on a sold-out
 * option of the catalogue and cancel it, in turn (each customer on at most three options, so no one
 * reaches the limit of open alerts).
 */
const stockAlertScenario = async (fixtures: OrderFixtures): Promise<Scenario> => {
  const soldOut: Array<string> = []
  for (let page = 1; soldOut.length < 30 && page <= 20; page++) {
    const answer = (await (await fetch(`${base}/api/v1/product/all?limit=100&page=${page * 17}`)).json()) as
      { product: Array<{ packSize: Array<{ PackSizeOptions: Array<{ _id: string; availablestock: number }> }> }> }
    soldOut.push(...answer.product.flatMap((p) => p.packSize.flatMap((s) => s.PackSizeOptions.filter((o) => o.availablestock === 0).map((o) => o._id))))
  }
  if (soldOut.length < 3) throw new Error("the catalogue has too few sold-out options for the stock alert scenario")
  const customers = fixtures.customers.length
  return {
    name: "stock alerts (stock-alerts: mine, subscribe, unsubscribe)",
    budgetP95: 15,
    paths: [],
    request: (n): { method: "GET" | "POST" | "DELETE"; path: string; headers: Record<string, string>; body?: string } => {
      const who = n % customers
      const turn = Math.floor(n / customers)
      const cookie = fixtures.customers[who]!.cookie
      const optionId = soldOut[(who + Math.floor(turn / 3)) % soldOut.length]!
      const step = turn % 3
      if (step === 0) return { method: "POST", path: "/api/v1/stock-alerts", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ optionId }) }
      if (step === 1) return { method: "GET", path: "/api/v1/stock-alerts", headers: { cookie } }
      return { method: "DELETE", path: `/api/v1/stock-alerts/${optionId}`, headers: { cookie } }
    }
  }
}

const sample = <A>(xs: ReadonlyArray<A>, n: number): Array<A> => {
  const out: Array<A> = []
  for (let i = 0; i < n; i++) out.push(xs[(i * 7919) % xs.length]!)
  return out
}

/**
 * Issue 19 item 4: a listing's facets and its filtered, sorted pages, for each scope (a category
 * slug, or `kind=slug` when `scoped`): the facets alone, with a discount, with a size and a
 * discount; the list by popularity, discount and rating, and with the filters. `count` scopes at
 * most (0: all).
 */
const filterPaths = (scopes: ReadonlyArray<string>, count: number, scoped = false): Array<string> => {
  const chosen = count === 0 ? scopes : sample(scopes, count)
  return chosen.flatMap((scope) => {
    const q = scoped ? scope : `category=${scope}`
    return [
      `/api/v1/product/facets?${q}`, `/api/v1/product/facets?${q}&discount=20`, `/api/v1/product/facets?${q}&size=M&discount=30`,
      `/api/v1/product/all?${q}&sort=popular`, `/api/v1/product/all?${q}&sort=discount`, `/api/v1/product/all?${q}&sort=rating`,
      `/api/v1/product/all?${q}&sort=relevance`, `/api/v1/product/all?${q}&size=M&discount=30`, `/api/v1/product/all?${q}&rating=4&sort=price-asc`
    ]
  })
}

const scenarios = async (): Promise<Array<Scenario>> => {
  const get = async <T>(path: string) => (await (await fetch(base + path)).json()) as T
  const cats = await get<{ category: Array<{ slugUrl: string }> }>("/api/v1/category/all")
  const page = await get<{ product: Array<{ slugUrl: string; name: string; ratingCount: number }> }>("/api/v1/product/all?limit=100")
  const deep = await get<{ product: Array<{ slugUrl: string; name: string; ratingCount: number }> }>("/api/v1/product/all?limit=100&page=500")
  const rated = [...page.product, ...deep.product].filter((p) => p.ratingCount > 0).map((p) => p.slugUrl)
  const slugs = [...page.product, ...deep.product].map((p) => p.slugUrl)
  const words = [...new Set([...page.product, ...deep.product].flatMap((p) => p.name.toLowerCase().split(/\s+/)).filter((w) => /^[a-z]{4,}$/.test(w)))]
  const misspelt = words.slice(0, 20).map((w) => w.slice(0, 1) + w[2] + w[1] + w.slice(3))
  return [
    { name: "category list (category/all)", budgetP95: 15, budgetShare: 25, paths: ["/api/v1/category/all", "/api/v1/supercategory/all", "/api/v1/subcategory/all", "/api/v1/categorytag/allforadmin"] },
    {
      name: "product list (product/all, filters, pages)",
      budgetP95: 15,
      budgetShare: 25,
      paths: [
        ...Array.from({ length: 20 }, (_, i) => `/api/v1/product/all?page=${1 + ((i * 37) % 400)}`),
        ...sample(cats.category, 20).map((c) => `/api/v1/product/all?category=${c.slugUrl}`),
        "/api/v1/product/recommend-products", "/api/v1/product/trending-products", "/api/v1/product/hot-products",
        "/api/v1/product/all?sort=price-asc", "/api/v1/product/all?superCategory=electronics&sort=price-desc"
      ]
    },
    { name: "product by slug (verify-slugurl)", budgetP95: 15, paths: sample(slugs, 100).map((s) => `/api/v1/product/verify-slugurl/${s}`) },
    {
      name: "search (product/search)",
      budgetP95: 25,
      budgetShare: 10,
      paths: [...sample(words, 60), ...misspelt].map((w) => `/api/v1/product/search?q=${encodeURIComponent(w)}`)
    },
    // Issue 19: a pincode's delivery (the product page and cart) and the offers (cart and checkout).
    {
      name: "delivery by pincode (delivery/pincode)",
      budgetP95: 15,
      paths: ["560038", "110001", "400001", "682001", "781001", "194101", "744101", "600001"].map((p) => `/api/v1/delivery/pincode/${p}`)
    },
    { name: "offers (offers)", budgetP95: 15, paths: ["/api/v1/offers"] },
    // Issue 19 item 5: "Did you mean" for queries too far from any word for the search to correct.
    {
      name: "closest queries (search/closest)",
      budgetP95: 25,
      paths: sample(words, 40).map((w) => `/api/v1/search/closest?q=${encodeURIComponent(`${w}qqzzxxyyww`)}`)
    },
    // Issue 19 item 5 (ADR 035): the header's product and brand suggestions, as a shopper types
    // the first letters of a word of a product's name (kept answers, as repeat prefixes are).
    {
      name: "search suggestions (search/suggest)",
      budgetP95: 25,
      budgetShare: 10,
      paths: [...new Set(sample(words, 40).flatMap((w) => [w.slice(0, 2), w.slice(0, 3), w.slice(0, 5)]))].map((q) => `/api/v1/search/suggest?q=${encodeURIComponent(q)}`)
    },
    // Issue 19: the product page's similar products (a product list: the list budgets).
    { name: "similar products (product/similar)", budgetP95: 15, budgetShare: 25, paths: sample(slugs, 100).map((s) => `/api/v1/product/similar/${s}`) },
    // Issue 19 item 4: filtered and sorted lists and their facets (kept answers, as a shopper's repeat views are).
    { name: "filters and facets (product/all filters, product/facets)", budgetP95: 15, budgetShare: 25, paths: filterPaths(cats.category.map((c) => c.slugUrl), 40) },
    // Issue 19 item 1: a product page's reviews (rated products and not, both orders, two pages).
    {
      name: "product reviews (review/product)",
      budgetP95: 15,
      paths: [
        ...sample(rated, 60).flatMap((s) => [`/api/v1/review/product/${s}`, `/api/v1/review/product/${s}?sort=helpful`]),
        ...sample(slugs, 20).map((s) => `/api/v1/review/product/${s}?page=2`)
      ]
    }
  ]
}

/**
 * Issue 37: Razorpay's webhook (payment/razorpay/webhook) as Razorpay delivers it, against the local
 * fake of its API (tests/support/fake-razorpay.ts; the server runs with PAYMENT_GATEWAY=razorpay
 * pointed at it). One Online order a customer, each with its Orders API attempt paid at the fake;
 * the deliveries are each payment's `payment.captured`, then its `order.paid`, then the captured
 * event again (Razorpay retries until it has a 2xx): every request verifies a signature and is
 * applied once by its event id, the first of each settling the order's payment.
 */
const webhookScenario = async (fixtures: OrderFixtures, fake: FakeRazorpay): Promise<Scenario> => {
  const run = Date.now().toString(36)
  type Hook = { readonly body: string; readonly signature: string; readonly eventId: string }
  const captured: Array<Hook> = []
  const paid: Array<Hook> = []
  for (const [n, customer] of fixtures.customers.entries()) {
    const headers = fromAClient({ headers: { "content-type": "application/json", cookie: customer.cookie } }, n).headers
    const placed = await fetch(`${base}/api/v1/order/new`, {
      method: "POST", headers,
      body: JSON.stringify({ lines: [{ ...fixtures.options[n % fixtures.options.length]!, quantity: 1 }], addressId: customer.addressId, PaymentMode: "Online", idempotencyKey: `bench-hook-${run}-${n}` })
    })
    if (placed.status !== 201) continue
    const { order } = (await placed.json()) as { order: { orderid: string } }
    const token = await fetch(`${base}/api/v1/order/generatenewtoken/${Number(order.orderid.slice(3))}`, { method: "POST", headers })
    if (token.status !== 200) continue
    const { token: { attemptId } } = (await token.json()) as { token: { attemptId: string } }
    const { payment } = fake.pay(attemptId)
    captured.push(fake.webhook("payment.captured", payment))
    paid.push(fake.webhook("order.paid", payment))
  }
  if (captured.length === 0) throw new Error("no online order could be placed and paid at the fake Razorpay for the webhook scenario")
  const hooks = [...captured, ...paid, ...captured]
  return {
    name: "Razorpay webhook (payment/razorpay/webhook)",
    budgetP95: 50,
    paths: [],
    request: (n) => {
      const hook = hooks[n % hooks.length]!
      return {
        method: "POST",
        path: "/api/v1/payment/razorpay/webhook",
        headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId },
        body: hook.body
      }
    }
  }
}

/**
 * Issue 19 item 1: "Helpful" votes by the order fixtures' customers on the seeded reviews of rated
 * products, each customer's first vote on a review counted and every later one a harmless repeat.
 */
const helpfulScenario = async (fixtures: OrderFixtures): Promise<Scenario> => {
  const get = async <T>(path: string) => (await (await fetch(base + path)).json()) as T
  const page = await get<{ product: Array<{ slugUrl: string; ratingCount: number }> }>("/api/v1/product/all?limit=100")
  const ids: Array<string> = []
  for (const product of page.product.filter((p) => p.ratingCount > 0).slice(0, 20)) {
    ids.push(...(await get<{ reviews: Array<{ _id: string }> }>(`/api/v1/review/product/${product.slugUrl}`)).reviews.map((r) => r._id))
  }
  if (ids.length === 0) throw new Error("no seeded review to vote for")
  return {
    name: "helpful vote (review/{id}/helpful)",
    budgetP95: 50,
    paths: [],
    request: (n) => ({
      method: "PUT",
      path: `/api/v1/review/${ids[(n * 7) % ids.length]!}/helpful`,
      headers: { cookie: fixtures.customers[n % fixtures.customers.length]!.cookie }
    })
  }
}

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/**
 * A shop's traffic comes from many people, each within the per-address rate limits (ADR 021): every
 * request says which of CLIENTS it comes from, through the one proxy the server is told to trust
 * (`TRUST_PROXY=1`), as a load balancer's would.
 */
const CLIENTS = 5000
const fromAClient = <R extends object>(request: R, n: number): R => ({
  ...request,
  headers: { ...(request as { readonly headers?: Record<string, string> }).headers, "x-forwarded-for": `10.${(n % CLIENTS) >> 16 & 255}.${(n % CLIENTS) >> 8 & 255}.${n % CLIENTS & 255}` }
})

// autocannon reports p97.5 but not p95: every response time is kept and the percentiles computed here.
const run = (scenario: Scenario, connections: number, duration = seconds) =>
  new Promise<{ result: autocannon.Result; latencies: Array<number> }>((resolve, reject) => {
    let i = 0
    const latencies: Array<number> = []
    const instance = autocannon({
      url: base,
      connections,
      duration,
      requests: [
      scenario.request !== undefined
        ? { method: "GET", setupRequest: (req) => fromAClient({ ...req, ...scenario.request!(i++) }, i) }
        : scenario.post === undefined
          ? { method: "GET", setupRequest: (req) => fromAClient({ ...req, path: scenario.paths[i++ % scenario.paths.length]! }, i) }
          : { method: "POST", setupRequest: (req) => fromAClient({ ...req, ...scenario.post!(i++) }, i) }
    ]
    }, (err, result) => (err ? reject(err) : resolve({ result, latencies: latencies.sort((a, b) => a - b) })))
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })

/** Issue 8 load: one request stream mixing the calls in the proportions of a shop's traffic. */
const mixedScenario = (browse: ReadonlyArray<Scenario>, search: Scenario, orders: Scenario, fixtures: OrderFixtures): Scenario => {
  const browsing = browse.flatMap((scenario) => scenario.paths)
  return {
    name: "mixed: 80% browsing and listing, 15% search, 5% signed-in (session, orders)",
    budgetP95: Number.POSITIVE_INFINITY,
    paths: [],
    request: (n): ReturnType<NonNullable<Scenario["request"]>> => {
      const slot = n % 20
      const none: Record<string, string> = {}
      if (slot < 16) return { method: "GET", path: browsing[(n * 7) % browsing.length]!, headers: none }
      if (slot < 19) return { method: "GET", path: search.paths[n % search.paths.length]!, headers: none }
      // The signed-in share: every other one checks its session (each page load does), the rest order.
      // Sign-in by code itself is rate-limited per number (5 codes an hour), so it is not load.
      if (n % 40 === 19) return { method: "GET", path: "/api/v1/session", headers: { cookie: fixtures.customers[n % fixtures.customers.length]!.cookie } }
      return { method: "POST", ...orders.post!(n) }
    }
  }
}

/** The kept answers' hits and misses so far (issue 38), from the server's metrics. */
const keptOutcomes = async () => {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
  const read = (outcome: string) => Number(new RegExp(`^bazaar_kept_answers_total\\{outcome="${outcome}"\\} (\\d+)`, "m").exec(text)?.[1] ?? 0)
  return { hit: read("hit"), miss: read("miss") }
}

/** Changes a random one of `options`' prices `perSecond` times a second until stopped; how many it changed. */
const changePrices = (client: pg.Client, options: ReadonlyArray<string>, perSecond: number) => {
  let changed = 0
  const timer = setInterval(() => {
    const option = options[Math.floor(Math.random() * options.length)]!
    void client.query(`UPDATE pack_size_options SET price = CASE WHEN price > mrp * 0.6 THEN price - 1 ELSE price + 1 END WHERE id = $1`, [option]).then(() => { changed++ })
  }, 1000 / perSecond)
  return () => {
    clearInterval(timer)
    return changed
  }
}

const mainMixed = async () => {
  if (processes > 1 && !databaseUrl) throw new Error("--processes needs DATABASE_URL: PGlite has one owner process")
  if (priceChanges > 0 && !databaseUrl) throw new Error("--price-changes needs DATABASE_URL: PGlite has one owner process")
  await stop(await seedIfNeeded())
  const fixtures = orderFixtures()
  const server = await startServer(processes)
  const total = await countProducts()
  const rows: Array<string> = []
  try {
    const [category, list, slug, search] = await scenarios()
    const scenario = mixedScenario([category!, list!, slug!], search!, orderScenario(fixtures), fixtures)
    await run(scenario, 1, 3)
    // The products the load reads (its listing's first pages and the slugs it asks for): their options change price.
    const client = priceChanges > 0 ? new pg.Client({ connectionString: databaseUrl }) : undefined
    await client?.connect()
    const changing = client === undefined ? [] : (await client.query<{ id: string }>(`
      SELECT o.id FROM pack_size_options o JOIN pack_sizes s ON s.id = o.pack_size_id JOIN products p ON p.id = s.product_id
      WHERE p.show ORDER BY p.created_at DESC LIMIT 2000`)).rows.map((row) => row.id)
    try {
      for (const connections of connectionCounts) {
        const before = await keptOutcomes()
        const stopChanging = client === undefined ? () => 0 : changePrices(client, changing, priceChanges)
        const { result: r, latencies } = await run(scenario, connections)
        const changed = stopChanging()
        const after = await keptOutcomes()
        const hits = after.hit - before.hit
        const misses = after.miss - before.miss
        const ratio = hits + misses === 0 ? "–" : `${((100 * hits) / (hits + misses)).toFixed(1)}%`
        const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p).toFixed(1))
        rows.push(`| ${connections} | ${r.requests.total} | ${r.requests.average.toFixed(0)} | ${p50} | ${p95} | ${p99} | ${r.errors} | ${r.non2xx} | ${r.timeouts} | ${ratio} (${hits} / ${misses}) | ${changed} |`)
        console.error(rows.at(-1))
      }
    } finally {
      await client?.end()
    }
  } finally {
    await stop(server)
  }
  const tag = `${databaseUrl ? "postgres" : "pglite"}-${processes}${priceChanges > 0 ? "-price-changes" : ""}`
  writeSection(`bench:load ${tag}`, [
    `### ${databaseUrl ? "PostgreSQL server" : "PGlite"}, ${processes} API ${processes === 1 ? "process" : "processes behind one port"}`,
    "",
    `Command: \`${databaseUrl ? "DATABASE_URL=… " : ""}npm run bench:load${processes > 1 || priceChanges > 0 ? " --" : ""}${processes > 1 ? ` --processes ${processes}` : ""}${priceChanges > 0 ? ` --price-changes ${priceChanges}` : ""}\`; ${products.toLocaleString("en-IN")} products (${total.toLocaleString("en-IN")} shown); ` +
      `${seconds} s after a 3 s warm-up; ${cpus().length} cores shared by the server, the database and autocannon; measured ${new Date().toISOString().slice(0, 10)}.` +
      (priceChanges > 0 ? ` ${priceChanges} price change${priceChanges === 1 ? "" : "s"} a second of a random product among the 2,000 newest (the load's listings show the newest first), written to the database; the kept answers' hit ratio from the server's metrics (issue 38).` : ""),
    "",
    "| connections | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | timeouts | kept answers' hit ratio (hits / misses) | prices changed |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows
  ].join("\n"))
}

/** The bytes the shop answers each of a scenario's addresses with, for the bare server to send. */
const answersOf = async (paths: ReadonlyArray<string>) => {
  const answers: Record<string, { body: string; contentType: string }> = {}
  for (const path of new Set(paths)) {
    const res = await fetch(base + path)
    answers[path] = { body: Buffer.from(await res.arrayBuffer()).toString("base64"), contentType: res.headers.get("content-type") ?? "application/json" }
  }
  return answers
}

/** A bare Node server (scripts/bare-server.ts) on the shop's port, answering with `answers`. */
const startBare = async (answers: Record<string, { body: string; contentType: string }>): Promise<ChildProcess> => {
  const file = join(".data", "bare-answers.json")
  mkdirSync(".data", { recursive: true })
  writeFileSync(file, JSON.stringify(answers))
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bare-server.ts"], { env: { ...process.env, PORT: String(port), BARE_ANSWERS: file }, stdio: ["ignore", "ignore", "pipe"] })
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on("data", (chunk: Buffer) => { if (chunk.toString().includes("bare server ready")) resolve() })
    child.once("exit", () => reject(new Error("the bare server stopped")))
  })
  return child
}

interface Measured {
  readonly scenario: Scenario
  readonly connections: number
  readonly reqPerSec: number
  readonly p50: string
  readonly p95: string
  readonly p99: string
  readonly errors: number
}

const main = async () => {
  // The order fixtures are written with the server stopped (PGlite has one owner at a time).
  await stop(await seedIfNeeded())
  const fixtures = orderFixtures()
  // Issue 37: the server takes Razorpay, against the local fake of its API, for the webhook scenario.
  const fake = await startFakeRazorpay({ mode: "live" })
  Object.assign(env, {
    PAYMENT_GATEWAY: "razorpay", RAZORPAY_KEY_ID: fake.settings.keyId, RAZORPAY_KEY_SECRET: Redacted.value(fake.settings.keySecret),
    RAZORPAY_WEBHOOK_SECRET: Redacted.value(fake.settings.webhookSecret), RAZORPAY_API_URL: fake.settings.apiUrl, RAZORPAY_CHECKOUT_URL: fake.settings.checkoutUrl
  })
  const server = await startServer()
  const total = await countProducts()
  const measured: Array<Measured> = []
  const answers: Record<string, { body: string; contentType: string }> = {}
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1]! : ""
  const list = [
    ...(await scenarios()), orderScenario(fixtures), await invoiceScenario(fixtures), await helpfulScenario(fixtures), ...(await returnsScenarios(fixtures)), await stockAlertScenario(fixtures),
    ...("Razorpay webhook".includes(only) || only === "" ? [await webhookScenario(fixtures, fake)] : [])
  ].filter((scenario) => scenario.name.includes(only))
  const measure = async (scenario: Scenario) => {
    const rows: Array<Measured> = []
    await run(scenario, 1, WARM_UP_SECONDS) // warm-up: caches and JIT
    for (const connections of connectionCounts) {
      const { result: r, latencies } = await run(scenario, connections)
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p).toFixed(1)) as [string, string, string]
      rows.push({ scenario, connections, reqPerSec: r.requests.average, p50, p95, p99, errors: r.errors + r.non2xx + r.timeouts })
    }
    return rows
  }
  try {
    for (const scenario of list) {
      if (scenario.post === undefined) Object.assign(answers, await answersOf(scenario.paths))
      const rows = await measure(scenario)
      measured.push(...rows)
      for (const row of rows) console.error(`${scenario.name} | ${row.connections} | ${row.reqPerSec.toFixed(0)} req/s | p95 ${row.p95} ms`)
    }
  } finally {
    await stop(server)
    await fake.close()
  }
  // The platform's limit, in the same run: the same addresses, the same bodies, nothing computed.
  const bare = new Map<string, number>()
  const bareServer = await startBare(answers)
  try {
    for (const scenario of list.filter((s) => s.post === undefined)) {
      for (const row of await measure(scenario)) {
        bare.set(`${scenario.name}|${row.connections}`, row.reqPerSec)
        console.error(`bare: ${scenario.name} | ${row.connections} | ${row.reqPerSec.toFixed(0)} req/s`)
      }
    }
  } finally {
    await stop(bareServer)
  }
  // Budgets (issue 18): p95 at one and ten connections; at fifty, the share of the bare server's throughput.
  const rows = measured.map((m) => {
    const limit = bare.get(`${m.scenario.name}|${m.connections}`)
    const percent = limit === undefined ? undefined : (100 * m.reqPerSec) / limit
    const share = limit === undefined || percent === undefined ? "–" : `${limit.toFixed(0)} (${percent.toFixed(0)}%)`
    const budget = m.connections >= 50
      ? m.scenario.budgetShare === undefined || percent === undefined ? "–" : `≥ ${m.scenario.budgetShare}% of bare: ${percent >= m.scenario.budgetShare ? "within" : "**over**"}`
      : `p95 ${m.scenario.budgetP95} ms: ${Number(m.p95) <= m.scenario.budgetP95 ? "within" : "**over**"}`
    return `| ${m.scenario.name} | ${m.connections} | ${m.reqPerSec.toFixed(0)} | ${share} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.errors} | ${budget} |`
  })
  const database = databaseUrl ? "PostgreSQL server (DATABASE_URL)" : "PGlite (embedded, one connection)"
  const tag = databaseUrl ? "postgres" : "pglite"
  if (only !== "") return console.log(rows.join("\n"))
  writeSection(`bench:api ${tag}`, [
    `### ${database}`,
    "",
    `Command: \`${databaseUrl ? "DATABASE_URL=… " : ""}npm run bench:api\`; ${products.toLocaleString("en-IN")} products (${total.toLocaleString("en-IN")} shown); ` +
      `${seconds} s per call and connection count after a ${WARM_UP_SECONDS} s warm-up; one server process; ${cpus().length} cores; ` +
      `measured ${new Date().toISOString().slice(0, 10)}. "Bare" is a Node server sending the same bodies for the same addresses (scripts/bare-server.ts), ` +
      "measured in the same run; the shop's throughput is given as a share of it.",
    "",
    "| call | connections | req/s | bare req/s (shop's share) | p50 ms | p95 ms | p99 ms | errors | budget |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows
  ].join("\n"))
}

/** Writes `section` between its markers in docs/benchmarks.md (appended when they are not there yet). */
const writeSection = (tag: string, section: string) => {
  const file = "docs/benchmarks.md"
  const doc = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n"
  const pattern = new RegExp(`<!-- ${tag} -->[\\s\\S]*?<!-- /${tag} -->`)
  const marked = `<!-- ${tag} -->\n${section}\n<!-- /${tag} -->`
  writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, () => marked) : `${doc.trimEnd()}\n\n${marked}\n`)
  console.error(`Written to ${file}`)
}

const WARM_UP_SECONDS = 3

/** Issue 18 item 1: where the server's time goes under each scenario (10 connections). */
const mainProfile = async () => {
  await stop(await seedIfNeeded())
  const fixtures = orderFixtures()
  const label = process.argv.includes("--label") ? process.argv[process.argv.indexOf("--label") + 1]! : "now"
  const parts: Array<string> = []
  let list: Array<Scenario> = []
  {
    const server = await startServer()
    const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1]! : ""
    list = [...(await scenarios()), orderScenario(fixtures), await invoiceScenario(fixtures), ...(await returnsScenarios(fixtures)), await stockAlertScenario(fixtures)].filter((scenario) => scenario.name.includes(only))
    await stop(server)
  }
  for (const scenario of list) {
    const dir = join(".data", "profiles", scenario.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase())
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const spawned = Date.now()
    const server = await startServer(1, dir)
    const readyMs = Date.now() - spawned
    let r: autocannon.Result
    try {
      await run(scenario, 10, WARM_UP_SECONDS)
      r = (await run(scenario, 10)).result
    } finally {
      await stop(server)
    }
    const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"))
    if (file === undefined) throw new Error(`no CPU profile was written in ${dir}`)
    const summary = summarise(JSON.parse(readFileSync(join(dir, file), "utf8")) as CpuProfile, 10, readyMs + WARM_UP_SECONDS * 1000, sourceMapResolver())
    parts.push(`#### ${scenario.name}: ${r.requests.average.toFixed(0)} req/s at 10 connections\n\n${markdown(summary)}`)
    console.error(parts.at(-1))
  }
  const database = databaseUrl ? "PostgreSQL server" : "PGlite"
  writeSection(`bench:profile ${label} ${databaseUrl ? "postgres" : "pglite"}`, [
    `### CPU profile (${label}), ${database}`,
    "",
    `Command: \`${databaseUrl ? "DATABASE_URL=… " : ""}npm run bench:profile -- --label ${label}\`; the server process under \`node --cpu-prof\`, a fresh one per scenario; ` +
      `${seconds} s at 10 connections after a ${WARM_UP_SECONDS} s warm-up, self time counted from the warm-up's end; ${products.toLocaleString("en-IN")} products; ` +
      `${cpus().length} cores shared with the database${databaseUrl ? " server" : ""} and autocannon; measured ${new Date().toISOString().slice(0, 10)}.`,
    "",
    ...parts.map((part) => `${part}\n`)
  ].join("\n").trimEnd())
}

/** A deterministic shuffle (the same order every run), so consecutive requests ask for unrelated things. */
const shuffled = <A>(xs: ReadonlyArray<A>): Array<A> => {
  const out = [...xs]
  let state = 0x5ca1e
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    const j = state % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/**
 * Issue 18 item 5: list pages, product pages and searches that no earlier request asked for, so
 * every answer is computed (none is a kept answer): a catalogue's cost as it grows, not the cache's.
 */
const scaleScenarios = async (): Promise<Array<Scenario>> => {
  // The setup's own requests come from many clients too: sorted lists are limited per address (issue 34).
  let asked = 0
  const get = async <T>(path: string) => {
    const res = await fetch(base + path, fromAClient({ headers: {} as Record<string, string> }, asked++))
    if (!res.ok) throw new Error(`${path} answered ${res.status}`)
    return (await res.json()) as T
  }
  const categories = (await get<{ category: Array<{ slugUrl: string }> }>("/api/v1/category/all")).category.map((c) => c.slugUrl)
  const subCategories = (await get<{ subcategory: Array<{ slugUrl: string }> }>("/api/v1/subcategory/all")).subcategory.map((c) => c.slugUrl)
  const sorts = ["", "&sort=price-asc", "&sort=price-desc"]
  // Products for the slug and search scenarios: a page of 100 from each subcategory in each order,
  // so they come from every part of the catalogue (limit=100 keeps these pages apart from the timed ones).
  const named: Array<{ slugUrl: string; name: string }> = []
  const totals = new Map<string, number>()
  for (const sub of subCategories) {
    for (const sort of sorts) {
      const page = await get<{ product: Array<{ slugUrl: string; name: string }>; total: number }>(`/api/v1/product/all?limit=100&subCategory=${sub}${sort}`)
      named.push(...page.product)
      totals.set(`subCategory=${sub}`, page.total)
    }
  }
  for (const category of categories) totals.set(`category=${category}`, (await get<{ total: number }>(`/api/v1/product/all?limit=1&category=${category}`)).total)
  const slugs = [...new Set(named.map((p) => p.slugUrl))]
  const words = [...new Set(named.flatMap((p) => p.name.toLowerCase().split(/\s+/)).filter((w) => /^[a-z]{4,}$/.test(w)))]
  const queries = new Set<string>()
  // Two words of one product's name ("cotton kurta"), and now and then one word misspelt ("kurat").
  for (const p of named) {
    const parts = p.name.toLowerCase().split(/\s+/).filter((w) => /^[a-z]{3,}$/.test(w))
    for (let i = 0; i + 1 < parts.length; i++) queries.add(`${parts[i]} ${parts[i + 1]}`)
  }
  for (const w of words) for (let k = 1; k + 2 < w.length; k++) queries.add(w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2))
  // The first ten pages of every category and subcategory that has them (a page past the end is
  // answered empty, cheaply, and would flatter a small catalogue), in each order, 12, 24 or 36 to a page.
  const listPaths: Array<string> = []
  for (const [filter, total] of totals) {
    for (const limit of [12, 24, 36]) {
      for (let page = 1; page <= Math.min(10, Math.ceil(total / limit)); page++) {
        for (const sort of sorts) listPaths.push(`/api/v1/product/all?${filter}&limit=${limit}&page=${page}${sort}`)
      }
    }
  }
  // Each category's and subcategory's facets alone and under filters a shopper chooses one by one,
  // and its lists by each new sort and filtered (two pages of each): enough addresses that none is
  // asked twice in the timed run.
  const scopes = [...categories.map((c) => `category=${c}`), ...subCategories.map((c) => `subCategory=${c}`)]
  const sizes = ["XS", "S", "M", "L", "XL", "Free Size"]
  const filters = [
    "", ...[10, 20, 30, 40, 50, 60].map((d) => `&discount=${d}`), ...sizes.map((size) => `&size=${encodeURIComponent(size)}`),
    ...sizes.map((size) => `&size=${encodeURIComponent(size)}&discount=20`), ...sizes.map((size) => `&size=${encodeURIComponent(size)}&rating=4`),
    "&rating=4", "&rating=3", "&maxPrice=999", "&minPrice=500&discount=30", "&minPrice=1000&maxPrice=5000", "&rating=4&discount=10"
  ]
  const scopedFilterPaths = scopes.flatMap((scope) => [
    ...filters.map((filter) => `/api/v1/product/facets?${scope}${filter}`),
    ...["popular", "discount", "rating", "relevance"].flatMap((sort) => [1, 2, 3].map((page) => `/api/v1/product/all?${scope}&sort=${sort}&page=${page}`)),
    ...["&size=M&discount=30", "&size=XL&discount=20", "&rating=4&sort=price-asc", "&rating=4&sort=popular", "&discount=20&sort=discount", "&discount=40&sort=relevance",
      "&size=L&sort=popular", "&size=S&sort=rating"].map((filter) => `/api/v1/product/all?${scope}${filter}`)
  ])
  return [
    { name: "product list, pages not asked before", budgetP95: 15, paths: shuffled(listPaths) },
    { name: "product by slug, products not asked before", budgetP95: 15, paths: shuffled(slugs.map((slug) => `/api/v1/product/verify-slugurl/${slug}`)) },
    { name: "search, queries not asked before", budgetP95: 25, paths: shuffled([...queries].map((q) => `/api/v1/product/search?q=${encodeURIComponent(q)}`)) },
    { name: "similar products, products not asked before", budgetP95: 15, paths: shuffled(slugs.map((slug) => `/api/v1/product/similar/${slug}`)) },
    // Issue 19 item 5 (ADR 035): suggestions as typed, each prefix (2 to 6 letters) and two words'
    // ("cotton ku") asked once.
    {
      name: "search suggestions, prefixes not asked before",
      budgetP95: 25,
      paths: shuffled([...new Set([
        ...words.flatMap((w) => [2, 3, 4, 6].map((n) => w.slice(0, n))),
        ...[...queries].filter((q) => q.includes(" ")).slice(0, 2000).map((q) => q.slice(0, q.indexOf(" ") + 3))
      ])].map((q) => `/api/v1/search/suggest?q=${encodeURIComponent(q)}`))
    },
    // Issue 19 item 4 (ADR 034): every facet count computed, of each category and subcategory (the
    // listings the storefront shows: a brand's page is its category's with a brand filter), alone
    // and with filters; and their lists by the new sorts and with filters, apart.
    {
      name: "facets, listings not asked before",
      budgetP95: 15,
      paths: shuffled(scopedFilterPaths.filter((path) => path.startsWith("/api/v1/product/facets")))
    },
    {
      name: "filtered and sorted lists, listings not asked before",
      budgetP95: 15,
      paths: shuffled(scopedFilterPaths.filter((path) => path.startsWith("/api/v1/product/all")))
    }
  ]
}

/** The server process's resident memory now and at its peak, in MB (Linux /proc). */
const memoryOf = (child: ChildProcess): { rss: number; peak: number } => {
  const status = readFileSync(`/proc/${child.pid}/status`, "utf8")
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN)
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 }
}

/** A database of its own on the PostgreSQL server for each catalogue size, made when missing. */
const serverDatabaseFor = async (url: string, size: number): Promise<string> => {
  const name = `bench_${size}`
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

interface ScaleRow {
  readonly size: number
  readonly shown: number
  readonly seeded: number | undefined
  readonly figures: ReadonlyArray<{ readonly name: string; readonly p50: number; readonly p95: number; readonly reqPerSec: number; readonly requests: number; readonly distinct: number; readonly errors: number }>
  readonly memory: { readonly idle: number; readonly rss: number; readonly peak: number }
}

const mainScale = async () => {
  const sizes = (() => {
    const i = process.argv.indexOf("--sizes")
    const list = (i >= 0 ? process.argv[i + 1] ?? "" : "10000,100000,1000000").split(",").map(Number)
    if (list.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("--sizes takes a list such as 10000,100000")
    return list
  })()
  const duration = arg("seconds", 10)
  const scaleConnections = arg("connections", 1)
  const rows: Array<ScaleRow> = []
  for (const size of sizes) {
    if (databaseUrl) env["DATABASE_URL"] = await serverDatabaseFor(databaseUrl, size)
    else env["BAZAAR_DATA_DIR"] = `.data/bench-pglite-${size}`
    await stop(await seedIfNeeded(size))
    const seeded = seededSeconds
    const server = await startServer()
    try {
      const shown = await countProducts()
      const idle = memoryOf(server).rss
      const figures: Array<ScaleRow["figures"][number]> = []
      const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1]! : ""
      for (const scenario of (await scaleScenarios()).filter((s) => s.name.includes(only))) {
        // The warm-up takes the last fifth of the paths, the timed run starts at the first: no path is asked twice
        // unless the timed run outruns the rest (then "distinct" is below "requests").
        const cut = Math.floor(scenario.paths.length * 0.8)
        await run({ ...scenario, paths: scenario.paths.slice(cut) }, scaleConnections, WARM_UP_SECONDS)
        const timed = { ...scenario, paths: scenario.paths.slice(0, cut) }
        const { result: r, latencies } = await run(timed, scaleConnections, duration)
        figures.push({
          name: scenario.name, p50: percentile(latencies, 50), p95: percentile(latencies, 95), reqPerSec: r.requests.average,
          requests: r.requests.total, distinct: Math.min(r.requests.total, cut), errors: r.errors + r.non2xx + r.timeouts
        })
        console.error(`${size} | ${scenario.name} | ${r.requests.average.toFixed(0)} req/s | p95 ${figures.at(-1)!.p95.toFixed(1)} ms | ${r.requests.total} requests, ${cut} paths, ${r.errors + r.non2xx + r.timeouts} errors (${r.non2xx} not 2xx)`)
      }
      const memory = memoryOf(server)
      rows.push({ size, shown, seeded, figures, memory: { idle, ...memory } })
      console.error(`${size} | RSS ${memory.rss.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB`)
    } finally {
      await stop(server)
    }
  }
  const names = rows[0]?.figures.map((f) => f.name) ?? []
  const growth = (i: number, name: string) => {
    const prev = rows[i - 1]?.figures.find((f) => f.name === name)
    const now = rows[i]!.figures.find((f) => f.name === name)!
    if (prev === undefined) return `${now.p95.toFixed(1)}`
    const ratio = now.p95 / prev.p95
    const perTenfold = Math.pow(ratio, 1 / Math.log10(rows[i]!.size / rows[i - 1]!.size))
    return `${now.p95.toFixed(1)} (×${perTenfold.toFixed(2)} per 10×${perTenfold <= 1.5 ? "" : ", **over**"})`
  }
  const table = [
    `| products (shown) | seeded in | ${names.map((n) => `${n}: p95 ms (growth)`).join(" | ")} | req/s (${names.length === 4 ? "list / slug / search / similar" : "each"}) | RSS idle / after / peak MB |`,
    `|---|---|${names.map(() => "---|").join("")}---|---|`,
    ...rows.map((row, i) => `| ${row.size.toLocaleString("en-IN")} (${row.shown.toLocaleString("en-IN")}) | ${row.seeded === undefined ? "(seeded before)" : `${row.seeded.toFixed(0)} s`} | ` +
      `${names.map((n) => growth(i, n)).join(" | ")} | ${row.figures.map((f) => f.reqPerSec.toFixed(0)).join(" / ")} | ` +
      `${row.memory.idle.toFixed(0)} / ${row.memory.rss.toFixed(0)} / ${row.memory.peak.toFixed(0)}${row.memory.peak < 300 ? "" : " **over 300**"} |`)
  ]
  const repeats = rows.flatMap((row) => row.figures.filter((f) => f.requests > f.distinct).map((f) => `${row.size}: ${f.name} (${f.requests} requests over ${f.distinct} paths)`))
  const errors = rows.flatMap((row) => row.figures.filter((f) => f.errors > 0).map((f) => `${row.size}: ${f.name} ${f.errors} errors`))
  if (process.argv.includes("--print") || process.argv.includes("--only")) return console.log(table.join("\n"))
  writeSection(`bench:scale ${databaseUrl ? "postgres" : "pglite"}`, [
    `### ${databaseUrl ? "PostgreSQL server" : "PGlite"}`,
    "",
    `Command: \`${databaseUrl ? "DATABASE_URL=… " : ""}npm run bench:scale\`; each size its own database; ${duration} s per call at ${scaleConnections} connection${scaleConnections === 1 ? "" : "s"} after a ${WARM_UP_SECONDS} s warm-up on other paths; ` +
      `one server process; ${cpus().length} cores; measured ${new Date().toISOString().slice(0, 10)}. Growth is the p95's factor per tenfold catalogue; the budget is at most ×1.5. ` +
      `RSS is the server process's resident memory when ready, after the run, and at its peak (budget: under 300 MB at 1,000,000 products).`,
    "",
    ...table,
    "",
    `Repeated paths: ${repeats.length === 0 ? "none (every timed request was one not asked before)" : repeats.join("; ")}. Errors: ${errors.length === 0 ? "none" : errors.join("; ")}.`
  ].join("\n"))
}

;(process.argv.includes("--scale") ? mainScale() : process.argv.includes("--profile") ? mainProfile() : mixed ? mainMixed() : main()).then(
  () => smsSink?.close(),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  }
)
