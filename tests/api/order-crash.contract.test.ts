import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Schema } from "effect"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Order } from "#domain/order.ts"
import { api, type Customer, FAULT_ADMIN_MOBILE, killServer, type ServerProcess as Child, signUp, startServer as startServerProcess, widenCodLimits } from "#tests/support/server-process.ts"

// DESIGN §2, issue 5: an order is placed in one transaction, so a server killed without warning
// (SIGKILL: no finaliser runs, nothing is flushed on the way out) in the middle of a stream of
// orders leaves each order whole or absent, every order it acknowledged present, and the stock
// plus what was sold equal to the stock it started with. The real server runs as a child process
// over a database of its own: a PGlite folder, or a fresh database on the PostgreSQL server when
// DATABASE_URL is set. It is started, fed orders 8 at a time, killed while orders are in flight,
// and started again on the same data; everything is then read back through the API.

const decodeOrder = Schema.decodeUnknownSync(Order)
const started: Array<Child> = []
const startServer = (database: Record<string, string>) => startServerProcess(started, { ...database, ADMIN_MOBILE: FAULT_ADMIN_MOBILE }, "order-crash")

interface StockedOption { readonly slug: string; readonly PackId: string; readonly PackOptionId: string; readonly stock: number }
interface ProductAnswer { readonly slugUrl: string; readonly packSize: ReadonlyArray<{ readonly _id: string; readonly PackSizeOptions: ReadonlyArray<{ readonly _id: string; readonly availablestock: number }> }> }

/** The options with the most stock, one per product, as the product list shows them. */
const wellStockedOptions = async (child: Child, count: number): Promise<Array<StockedOption>> => {
  const page = await api(child, "GET", "/product/all?limit=100")
  expect(page.status).toBe(200)
  const best = (page.body["product"] as Array<ProductAnswer>).map((product) =>
    product.packSize.flatMap((size) => size.PackSizeOptions.map((o) => ({ slug: product.slugUrl, PackId: size._id, PackOptionId: o._id, stock: o.availablestock })))
      .sort((a, b) => b.stock - a.stock)[0]!)
  return best.sort((a, b) => b.stock - a.stock).slice(0, count)
}

/** Stock of each option now, read through the product page's call. */
const stockNow = async (child: Child, options: ReadonlyArray<StockedOption>) => {
  const stock = new Map<string, number>()
  for (const option of options) {
    const answer = await api(child, "GET", `/product/verify-slugurl/${option.slug}`)
    expect(answer.status).toBe(200)
    const product = answer.body["product"] as ProductAnswer
    stock.set(option.PackOptionId, product.packSize.flatMap((size) => size.PackSizeOptions).find((o) => o._id === option.PackOptionId)!.availablestock)
  }
  return stock
}

// What the run saw: filled by beforeAll, checked by the tests.
let database: { readonly env: Record<string, string>; readonly drop: () => Promise<void> }
let customers: Array<Customer>
let options: Array<StockedOption>
const acknowledged: Array<{ readonly who: Customer; readonly order: Order }> = []
let refused = 0
/** Requests sent and never answered: the server died under them. */
let unanswered = 0
let inFlightAtKill = 0
/** Orders sent in all. */
let sent = 0
let killedWith: { readonly code: number | null; readonly signal: NodeJS.Signals | null }
let restarted: Child

const freshDatabase = async (): Promise<typeof database> => {
  const serverUrl = process.env["DATABASE_URL"]
  if (serverUrl === undefined || serverUrl === "") {
    const dir = mkdtempSync(join(tmpdir(), "bazaar-crash-"))
    return { env: { BAZAAR_DATA_DIR: join(dir, "pglite") }, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const name = `bazaar_crash_${Date.now()}_${randomBytes(4).toString("hex")}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  }
}

const ORDERS_BEFORE_KILL = 40
const AT_ONCE = 8

beforeAll(async () => {
  database = await freshDatabase()
  const first = await startServer(database.env)
  await widenCodLimits(first)
  customers = []
  for (let i = 0; i < 4; i++) customers.push(await signUp(first, `98450${10_000 + i}`, "Crash Tester"))
  options = await wellStockedOptions(first, 6)
  expect(options.every((option) => option.stock >= 20), JSON.stringify(options)).toBe(true)

  // Orders without pause, AT_ONCE at a time: one or two lines, one to three of each, both payment
  // modes. The server is killed just after the 40th order is acknowledged, with the others in flight.
  let killing = false
  let killed = false
  const inFlight = new Set<number>()
  const worker = async () => {
    while (!killed) {
      const n = sent++
      const who = customers[n % customers.length]!
      const picks = n % 2 === 0 ? [options[n % options.length]!] : [options[n % options.length]!, options[(n + 3) % options.length]!]
      const lines = picks.map((option, i) => ({ PackId: option.PackId, PackOptionId: option.PackOptionId, quantity: 1 + ((n + i) % 3) }))
      inFlight.add(n)
      const answer = await api(first, "POST", "/order/new", who.cookie, {
        lines, addressId: who.addressId, PaymentMode: n % 3 === 0 ? "Online" : "Cash on Delivery", idempotencyKey: `crash-${n}-${randomBytes(6).toString("hex")}`
      }).catch((error: unknown) => {
        // Only the kill may cut a request off.
        if (!killed) throw error
        return undefined
      }).finally(() => inFlight.delete(n))
      if (answer === undefined) {
        unanswered++
        continue
      }
      if (answer.status === 201) acknowledged.push({ who, order: decodeOrder(answer.body["order"]) })
      else if (answer.status === 409) refused++
      else throw new Error(`order ${n} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
      if (!killing && acknowledged.length >= ORDERS_BEFORE_KILL) {
        killing = true
        // A few milliseconds later, so that the kill lands at any point of the next writes.
        setTimeout(() => {
          killed = true
          inFlightAtKill = inFlight.size
          first.process.kill("SIGKILL")
        }, randomBytes(1)[0]! % 25)
      }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  killedWith = await first.exited

  restarted = await startServer(database.env)
}, 200_000)

afterAll(async () => {
  // Whatever happened above: no server is left running, and its database goes.
  await Promise.all(started.map(killServer))
  await database?.drop()
})

describe("a server killed in the middle of a stream of orders", () => {
  it("was killed by SIGKILL after 40 acknowledged orders, with orders in flight, and starts again on the same data", () => {
    expect(killedWith).toEqual({ code: null, signal: "SIGKILL" })
    expect(acknowledged.length).toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL)
    expect(inFlightAtKill).toBeGreaterThan(0)
    expect(unanswered).toBeGreaterThan(0)
    // Every order sent was answered (placed, or refused as sold out) or cut off by the kill.
    expect(acknowledged.length + refused + unanswered).toBe(sent)
    expect(restarted.process.exitCode).toBeNull()
  })

  it("still has every order it acknowledged, exactly as acknowledged", async () => {
    for (const { who, order } of acknowledged) {
      const answer = await api(restarted, "GET", `/order/${order.orderid}`, who.cookie)
      expect(answer.status, order.orderid).toBe(200)
      expect(decodeOrder(answer.body["order"])).toEqual(order)
    }
  })

  it("has each order whole or not at all: every order a customer has is placed, priced by §9 and holds its lines", async () => {
    const acknowledgedIds = new Set(acknowledged.map(({ order }) => order._id))
    let notAcknowledged = 0
    for (const who of customers) {
      const answer = await api(restarted, "GET", `/order/orderbyclientid/${who.clientId}`, who.cookie)
      expect(answer.status).toBe(200)
      // The Order schema checks every §9 figure against the order's lines (and that it has lines).
      const orders = (answer.body["order"] as Array<unknown>).map((one) => decodeOrder(one))
      for (const order of orders) {
        expect(order.client).toBe(who.clientId)
        expect(order.events.map((event) => [event._tag, event.by]), order.orderid).toEqual([["order.placed", "customer"]])
        expect(order).toMatchObject({ Status: 1, PaymentStatus: "Pending" })
        if (!acknowledgedIds.has(order._id)) notAcknowledged++
      }
      const mine = acknowledged.filter((a) => a.who === who).map(({ order }) => order._id)
      expect(orders.map((order) => order._id)).toEqual(expect.arrayContaining(mine))
    }
    // An order the server committed but could not answer before it died may be there; no other.
    expect(notAcknowledged).toBeLessThanOrEqual(unanswered)
  })

  it("has, for every option, the stock it started with equal to the stock now plus the units in orders", async () => {
    const now = await stockNow(restarted, options)
    const sold = new Map<string, number>(options.map((option) => [option.PackOptionId, 0]))
    for (const who of customers) {
      const answer = await api(restarted, "GET", `/order/orderbyclientid/${who.clientId}`, who.cookie)
      for (const order of (answer.body["order"] as Array<unknown>).map((one) => decodeOrder(one))) {
        for (const line of order.lines) sold.set(line.PackOptionId, sold.get(line.PackOptionId)! + line.quantity)
      }
    }
    expect(options.map((option) => ({ option: option.PackOptionId, started: now.get(option.PackOptionId)! + sold.get(option.PackOptionId)! })))
      .toEqual(options.map((option) => ({ option: option.PackOptionId, started: option.stock })))
    // The test means something only if units were sold.
    expect([...sold.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(ORDERS_BEFORE_KILL)
  })
})
