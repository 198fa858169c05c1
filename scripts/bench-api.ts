// `npm run bench:api`: the API benchmark of issue 2 and DESIGN §6. Seeds a 100,000-product
// database (once; reused while it holds that many), starts the real server as its own process,
// and drives each call with autocannon from this process. Figures go to docs/benchmarks.md.
//
//   npm run bench:api                       PGlite in .data/bench-pglite
//   DATABASE_URL=postgres://... npm run bench:api   a PostgreSQL server
//   options: --products N (100000) --seconds S (15) --connections 1,10
// The order scenario places Cash on Delivery orders as 50 signed-in customers made in the database
// beforehand (scripts/bench-order-fixtures.ts); each run adds its orders to the database.
//
// `npm run bench:load` (issue 8) is this script with --mixed: one 60 s run of a mixed workload
// (80% browsing and listing, 15% search, 5% signed-in customers: session checks and orders) at 10
// connections; with --processes 2 (PostgreSQL only) two server processes share the port.
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { readFileSync, writeFileSync, existsSync } from "node:fs"
import { cpus } from "node:os"
import autocannon from "autocannon"

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}
const products = arg("products", 100_000)
const mixed = process.argv.includes("--mixed")
const seconds = arg("seconds", mixed ? 60 : 15)
const processes = arg("processes", 1)
// Latency budgets are judged at one connection (a request's own cost); ten connections show
// throughput and queueing (PGlite serves one query at a time).
const connectionCounts = (() => {
  const i = process.argv.indexOf("--connections")
  const list = (i >= 0 ? process.argv[i + 1] ?? "" : mixed ? "10" : "1,10").split(",").map(Number)
  if (list.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("--connections takes a list such as 1,10")
  return list
})()
const port = 3100
const base = `http://127.0.0.1:${port}`
const databaseUrl = process.env["DATABASE_URL"]
// Production mode, as a deployment runs (its OTP secret is required there; any value serves a benchmark).
// Production refuses the SMS outbox (ADR 018): an SMS gateway is named, never called (no benchmark sends a code).
const env = {
  ...process.env, BAZAAR_PROCESSES: String(processes), PORT: String(port), BAZAAR_DATA_DIR: ".data/bench-pglite", NODE_ENV: "production", TRUST_PROXY: "1",
  OTP_SECRET: process.env["OTP_SECRET"] ?? "bench-api-otp-secret-not-for-real-use", SMS_PROVIDER: "http", SMS_HTTP_URL: "http://127.0.0.1:9/sms"
}

const countProducts = async (): Promise<number> => {
  const res = await fetch(`${base}/api/v1/product/all?limit=1`)
  return ((await res.json()) as { total: number }).total
}

const startServer = async (count = 1): Promise<ChildProcess> => {
  // The server itself is the child (not npx), so stopping it stops the server and frees its database.
  const entry = count > 1 ? "scripts/cluster-server.ts" : "server/main.ts"
  const child = spawn(process.execPath, ["--import", "tsx", entry], { env, stdio: ["ignore", "ignore", "inherit"] })
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

const seedIfNeeded = async () => {
  let server = await startServer()
  const count = await countProducts()
  // The count is of shown products: the seed hides about 3% of them, so a full database shows ~97%.
  if (count >= products * 0.95) return server
  await stop(server)
  console.error(`Seeding ${products} products (the database holds ${count})...`)
  const started = Date.now()
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "server/seed/seed-cli.ts", "--products", String(products), "--reset"], { env, stdio: "inherit" })
  if (seeded.status !== 0) throw new Error("seeding failed")
  console.error(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  server = await startServer()
  return server
}

interface Scenario {
  readonly name: string
  readonly budgetP95: number
  readonly paths: ReadonlyArray<string>
  /** A POST scenario: each request built afresh (order placement). */
  readonly post?: (n: number) => { readonly path: string; readonly headers: Record<string, string>; readonly body: string }
  /** A mixed scenario: each request chosen afresh, GET or POST. */
  readonly request?: (n: number) => { readonly method: "GET" | "POST"; readonly path: string; readonly headers: Record<string, string>; readonly body?: string }
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
        body: JSON.stringify({ lines, addressId: customer.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: `bench-${run}-${n}` })
      }
    }
  }
}

const sample = <A>(xs: ReadonlyArray<A>, n: number): Array<A> => {
  const out: Array<A> = []
  for (let i = 0; i < n; i++) out.push(xs[(i * 7919) % xs.length]!)
  return out
}

const scenarios = async (): Promise<Array<Scenario>> => {
  const get = async <T>(path: string) => (await (await fetch(base + path)).json()) as T
  const cats = await get<{ category: Array<{ slugUrl: string }> }>("/api/v1/category/all")
  const page = await get<{ product: Array<{ slugUrl: string; name: string }> }>("/api/v1/product/all?limit=100")
  const deep = await get<{ product: Array<{ slugUrl: string; name: string }> }>("/api/v1/product/all?limit=100&page=500")
  const slugs = [...page.product, ...deep.product].map((p) => p.slugUrl)
  const words = [...new Set([...page.product, ...deep.product].flatMap((p) => p.name.toLowerCase().split(/\s+/)).filter((w) => /^[a-z]{4,}$/.test(w)))]
  const misspelt = words.slice(0, 20).map((w) => w.slice(0, 1) + w[2] + w[1] + w.slice(3))
  return [
    { name: "category list (category/all)", budgetP95: 15, paths: ["/api/v1/category/all", "/api/v1/supercategory/all", "/api/v1/subcategory/all", "/api/v1/categorytag/allforadmin"] },
    {
      name: "product list (product/all, filters, pages)",
      budgetP95: 15,
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
      paths: [...sample(words, 60), ...misspelt].map((w) => `/api/v1/product/search?q=${encodeURIComponent(w)}`)
    }
  ]
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

const mainMixed = async () => {
  if (processes > 1 && !databaseUrl) throw new Error("--processes needs DATABASE_URL: PGlite has one owner process")
  await stop(await seedIfNeeded())
  const fixtures = orderFixtures()
  const server = await startServer(processes)
  const total = await countProducts()
  const rows: Array<string> = []
  try {
    const [category, list, slug, search] = await scenarios()
    const scenario = mixedScenario([category!, list!, slug!], search!, orderScenario(fixtures), fixtures)
    await run(scenario, 1, 3)
    for (const connections of connectionCounts) {
      const { result: r, latencies } = await run(scenario, connections)
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p).toFixed(1))
      rows.push(`| ${connections} | ${r.requests.total} | ${r.requests.average.toFixed(0)} | ${p50} | ${p95} | ${p99} | ${r.errors} | ${r.non2xx} | ${r.timeouts} |`)
      console.error(rows.at(-1))
    }
  } finally {
    await stop(server)
  }
  const tag = `${databaseUrl ? "postgres" : "pglite"}-${processes}`
  const section = [
    `<!-- bench:load ${tag} -->`,
    `### ${databaseUrl ? "PostgreSQL server" : "PGlite"}, ${processes} API ${processes === 1 ? "process" : "processes behind one port"}`,
    "",
    `Command: \`${databaseUrl ? "DATABASE_URL=… " : ""}npm run bench:load${processes > 1 ? ` -- --processes ${processes}` : ""}\`; ${products.toLocaleString("en-IN")} products (${total.toLocaleString("en-IN")} shown); ` +
      `${seconds} s after a 3 s warm-up; ${cpus().length} cores shared by the server, the database and autocannon; measured ${new Date().toISOString().slice(0, 10)}.`,
    "",
    "| connections | requests | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | timeouts |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
    `<!-- /bench:load ${tag} -->`
  ].join("\n")
  const file = "docs/benchmarks.md"
  const doc = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n"
  const pattern = new RegExp(`<!-- bench:load ${tag} -->[\\s\\S]*?<!-- /bench:load ${tag} -->`)
  writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`)
  console.error(`Written to ${file}`)
}

const main = async () => {
  // The order fixtures are written with the server stopped (PGlite has one owner at a time).
  await stop(await seedIfNeeded())
  const fixtures = orderFixtures()
  const server = await startServer()
  const total = await countProducts()
  const rows: Array<string> = []
  try {
    for (const scenario of [...(await scenarios()), orderScenario(fixtures)]) {
      await run(scenario, 1, 3) // warm-up: caches and JIT
      for (const connections of connectionCounts) {
        const { result: r, latencies } = await run(scenario, connections)
        const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p).toFixed(1))
        const errors = r.errors + r.non2xx + r.timeouts
        const verdict = Number(p95) <= scenario.budgetP95 ? "within" : "**over**"
        rows.push(`| ${scenario.name} | ${connections} | ${r.requests.average.toFixed(0)} | ${p50} | ${p95} | ${p99} | ${errors} | ${scenario.budgetP95} ms: ${verdict} |`)
        console.error(rows.at(-1))
      }
    }
  } finally {
    await stop(server)
  }
  const database = databaseUrl ? "PostgreSQL server (DATABASE_URL)" : "PGlite (embedded, one connection)"
  const section = [
    `<!-- bench:api ${databaseUrl ? "postgres" : "pglite"} -->`,
    `### ${database}`,
    "",
    `Command: \`${databaseUrl ? "DATABASE_URL=… " : ""}npm run bench:api\`; ${products.toLocaleString("en-IN")} products (${total.toLocaleString("en-IN")} shown); ` +
      `${seconds} s per call and connection count after a 3 s warm-up; one server process; ${cpus().length} cores; ` +
      `measured ${new Date().toISOString().slice(0, 10)}.`,
    "",
    "| call | connections | req/s | p50 ms | p95 ms | p99 ms | errors | budget (p95) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    `<!-- /bench:api ${databaseUrl ? "postgres" : "pglite"} -->`
  ].join("\n")
  const file = "docs/benchmarks.md"
  const doc = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n"
  const tag = databaseUrl ? "postgres" : "pglite"
  const pattern = new RegExp(`<!-- bench:api ${tag} -->[\\s\\S]*?<!-- /bench:api ${tag} -->`)
  writeFileSync(file, pattern.test(doc) ? doc.replace(pattern, section) : `${doc.trimEnd()}\n\n${section}\n`)
  console.error(`Written to ${file}`)
}

;(mixed ? mainMixed() : main()).catch((error) => {
  console.error(error)
  process.exit(1)
})
