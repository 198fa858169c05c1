import { randomBytes } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DATABASE_UNAVAILABLE } from "#server/http/failures.ts"
import { type PrivatePostgres, createPrivatePostgres } from "#tests/support/private-postgres.ts"
import { type Answer, api, type Customer, FAULT_ADMIN_MOBILE, freePort, killServer, type ServerProcess, signUp, sleep, startServer, widenCodLimits } from "#tests/support/server-process.ts"

// Issue 8 item 3: the database stopped and started while the server runs. The real server runs as
// a child process over a PostgreSQL server of this suite's own (tests/support/private-postgres.ts),
// which the suite stops and starts: every call made meanwhile answers a clear 503 at once (no 500,
// no hang, no crash), and the same server, not restarted, serves again as soon as the database is
// back. PGlite runs inside the server's own process, so it cannot be stopped apart from it; the
// SIGKILL suite (order-crash) covers that database.

const started: Array<ServerProcess> = []
let database: PrivatePostgres
let server: ServerProcess
let customer: Customer
let option: { readonly PackId: string; readonly PackOptionId: string }

const order = (idempotencyKey = `restart-${randomBytes(6).toString("hex")}`) =>
  api(server, "POST", "/order/new", customer.cookie, {
    lines: [{ ...option, quantity: 1 }], addressId: customer.addressId, PaymentMode: "Cash on Delivery", idempotencyKey
  })

let contactSenders = 0

/** Calls of each kind a shopper makes: catalogue reads, search, a session, a customer's own data and writes. */
const calls: ReadonlyArray<readonly [string, () => Promise<Answer>]> = [
  ["super categories", () => api(server, "GET", "/supercategory/all")],
  ["a product page", () => api(server, "GET", "/product/all?limit=5")],
  ["search", () => api(server, "GET", "/product/search?q=rice")],
  ["the session", () => api(server, "GET", "/session", customer.cookie)],
  ["the latest orders", () => api(server, "GET", `/order/orderbyclientid/${customer.clientId}`, customer.cookie)],
  // Each message from a shopper of its own (the form takes 5 an hour from one address, ADR 021).
  ["the contact form", () => api(server, "POST", "/contact", undefined, { name: "Asha", email: "asha@example.in", message: "When does my order come?" },
    { "x-forwarded-for": `203.0.113.${++contactSenders}` })],
  ["an order", () => order()]
]

/** Every call while the database is away: status, message, and how long it took. */
const whileStopped = async () => {
  const answers: Array<{ readonly call: string; readonly status: number; readonly message: unknown; readonly retryAfter: string | null; readonly ms: number }> = []
  for (const [call, run] of calls) {
    const begun = performance.now()
    const answer = await run()
    answers.push({ call, status: answer.status, message: answer.body["message"], retryAfter: answer.headers.get("retry-after"), ms: performance.now() - begun })
  }
  return answers
}

/** Polls until the catalogue answers 200 again; the time it took. */
const recovery = async () => {
  const begun = performance.now()
  for (;;) {
    if ((await api(server, "GET", "/supercategory/all")).status === 200) return performance.now() - begun
    if (performance.now() - begun > 30_000) throw new Error(`no recovery within 30 s:\n${server.log.slice(-20).join("\n")}`)
    await sleep(100)
  }
}

const ordersOf = async () => {
  const answer = await api(server, "GET", `/order/orderbyclientid/${customer.clientId}`, customer.cookie)
  expect(answer.status).toBe(200)
  return answer.body["order"] as Array<{ readonly _id: string }>
}

beforeAll(async () => {
  database = await createPrivatePostgres(freePort)
  server = await startServer(started, { DATABASE_URL: database.url, TRUST_PROXY: "1", ADMIN_MOBILE: FAULT_ADMIN_MOBILE }, "database-restart")
  await widenCodLimits(server)
  customer = await signUp(server, "9845077001", "Restart Tester")
  const products = await api(server, "GET", "/product/all?limit=20")
  const stocked = (products.body["product"] as Array<{ packSize: Array<{ _id: string; PackSizeOptions: Array<{ _id: string; availablestock: number }> }> }>)
    .flatMap((p) => p.packSize.flatMap((size) => size.PackSizeOptions.map((o) => ({ PackId: size._id, PackOptionId: o._id, stock: o.availablestock }))))
    .sort((a, b) => b.stock - a.stock)[0]!
  option = { PackId: stocked.PackId, PackOptionId: stocked.PackOptionId }
}, 200_000)

afterAll(async () => {
  await Promise.all(started.map(killServer))
  database?.remove()
})

describe("the database stopped and started under a running server", () => {
  it("answers every call with 200 before the fault", async () => {
    for (const [call, run] of calls) expect((await run()).status, call).toBeLessThan(300)
  })

  let before: number
  it("answers every kind of call with a clear 503 while the database is stopped, at once, without crashing", async () => {
    before = (await ordersOf()).length
    database.stop("fast")
    try {
      for (const answer of await whileStopped()) {
        expect(answer, answer.call).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE, retryAfter: "5" })
        expect(answer.ms, answer.call).toBeLessThan(5_000)
      }
      // The storefront's page still loads (its first catalogue comes from the browser's caches).
      const page = await fetch(`${server.baseUrl}/`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<div id="root"')
      expect(server.process.exitCode).toBeNull()
    } finally {
      database.start()
    }
  })

  it("recovers by itself once the database is back; the order asked for meanwhile was not placed", async () => {
    const took = await recovery()
    console.info(`recovered ${Math.round(took)} ms after the database started`)
    expect(took).toBeLessThan(5_000)
    // The order asked for while the database was away was not placed, and the session survived.
    expect((await ordersOf()).length).toBe(before)
  })

  it("serves every call again after the restart, with the same process", async () => {
    for (const [call, run] of calls) expect((await run()).status, call).toBeLessThan(300)
    expect(server.process.exitCode).toBeNull()
  })

  it("answers only 2xx or 503 when the database crashes (immediate stop) under a stream of calls, then recovers", async () => {
    const statuses = new Map<number, number>()
    const placed: Array<string> = []
    let stopping = false
    let running = true
    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        const [call, run] = calls[(n + i) % calls.length]!
        const answer = await run()
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        if (answer.status === 201 && typeof (answer.body["order"] as { _id?: unknown } | undefined)?._id === "string") {
          placed.push((answer.body["order"] as { _id: string })._id)
        }
        if (answer.status >= 500) expect(answer.body["message"], `${call} answered ${answer.status}:\n${server.log.slice(-30).join("\n")}`).toBe(DATABASE_UNAVAILABLE)
        if (!stopping && i === 10) {
          stopping = true
          database.stop("immediate")
          setTimeout(() => {
            try { database.start() } finally { running = false }
          }, 1_500)
        }
      }
    }
    await Promise.all([0, 1, 2, 3].map(worker))
    console.info(`answers during the crash: ${JSON.stringify(Object.fromEntries(statuses))}`)
    expect([...statuses.keys()].every((status) => status < 300 || status === 503), JSON.stringify(Object.fromEntries(statuses))).toBe(true)
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0)
    await recovery()
    for (const [call, run] of calls) expect((await run()).status, call).toBeLessThan(300)
    // Every order acknowledged is there.
    const ids = new Set((await ordersOf()).map((o) => o._id))
    expect(placed.length).toBeGreaterThan(0)
    expect(placed.filter((id) => !ids.has(id))).toEqual([])
    expect(server.process.exitCode).toBeNull()
  })
})
