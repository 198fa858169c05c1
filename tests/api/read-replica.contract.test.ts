import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ORDER_LIMIT_DEFAULTS } from "#domain/order-limits.ts"
import { call, order, orderOf, sellableOptions, shopper, type Shopper } from "#tests/support/orders.ts"
import { createPrivatePostgres, createPrivateReplica, type PrivatePostgres, type PrivateReplica } from "#tests/support/private-postgres.ts"
import { freePort } from "#tests/support/server-process.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 18 item 4 (ADR 023): past one machine, the public catalogue is read from PostgreSQL
// streaming replicas (DATABASE_READ_URL) while writes, sessions and orders go to the primary. A real
// replica is made here (initdb, pg_basebackup, a second server on another port); holding back its
// replay shows which server answered each call, and letting it go shows the catalogue catching up
// without an old answer being kept.

let primary: PrivatePostgres
let replica: PrivateReplica
let server: TestServer
let admin: Shopper

const get = (path: string) => fetch(`${server.baseUrl}/api/v1${path}`)
const rain = async () => ((await (await get("/settings")).json()) as { settings: { rainStatus: boolean } }).settings.rainStatus

/** Asks until `ask` holds, for at most `ms`. */
const eventually = async (ask: () => Promise<boolean>, ms = 10_000) => {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await ask()) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`not seen within ${ms} ms`)
}

beforeAll(async () => {
  primary = await createPrivatePostgres(freePort)
  replica = await createPrivateReplica(primary, freePort)
  server = await startTestServer({ products: 30, sharedDatabase: primary.url, readDatabase: replica.url })
  admin = await shopper(server, "admin")
  // The replica has the seeded catalogue once it has replayed the primary's writes.
  await eventually(async () => ((await (await get("/product/all?limit=1")).json()) as { total: number }).total > 0)
}, 120_000)
afterAll(async () => {
  await server?.close()
  replica?.remove()
  primary?.remove()
})

describe("catalogue reads from a streaming replica", () => {
  it("the catalogue is read from the replica, orders and sessions from the primary; the catalogue catches up and keeps no old answer", async () => {
    const before = await rain()
    replica.pauseReplay()
    try {
      const saved = await call(server, "PUT", "/settings", admin.cookie, { rainStatus: !before, sellerPortalUrl: "https://seller.bazaar.example/", ...ORDER_LIMIT_DEFAULTS })
      expect(saved.status).toBe(200)
      // The public settings are read from the replica, which has not applied the change.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await rain()).toBe(before)
      expect(await rain()).toBe(before)
      // An order is written to the primary and read back from it at once: the customer sees it.
      const [option] = await sellableOptions(server, 2)
      const customer = await shopper(server)
      const placed = await order(server, customer, [{ PackId: option!.PackId, PackOptionId: option!.PackOptionId, quantity: 1 }])
      expect(placed.status).toBe(201)
      const mine = await call(server, "GET", `/order/${orderOf(placed).orderid}`, customer.cookie)
      expect(mine.status).toBe(200)
      // The quote prices from the primary too: the new rain status is in it.
      const quote = await call(server, "POST", "/order/quote", customer.cookie, { lines: [{ PackId: option!.PackId, PackOptionId: option!.PackOptionId, quantity: 1 }] })
      expect(quote.status).toBe(200)
      expect(((quote.body as { quote: { RainFee: number } }).quote.RainFee > 0)).toBe(!before)
    } finally {
      replica.resumeReplay()
    }
    // Once the replica has replayed the change, the public answer follows, and it was not kept old.
    await eventually(async () => (await rain()) !== before)
    expect(await rain()).toBe(!before)
  }, 60_000)
})
