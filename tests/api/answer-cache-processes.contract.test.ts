import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ORDER_LIMIT_DEFAULTS } from "#domain/order-limits.ts"
import { call, order, sellableOptions, shopper, type Shopper } from "#tests/support/orders.ts"
import { createPrivatePostgres, type PrivatePostgres } from "#tests/support/private-postgres.ts"
import { freePort } from "#tests/support/server-process.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 18 item 2 (ADR 022): two server processes of one shop share nothing but the database, and
// each keeps its own answers; a write through one is seen through the other at once, because the
// database announces it to both (LISTEN/NOTIFY). Run on a PostgreSQL server of the suite's own, so
// that it can also be stopped: a process that lost its listening connection keeps nothing until it
// listens again, and then starts afresh.

let database: PrivatePostgres
let first: TestServer
let second: TestServer
let admin: Shopper

beforeAll(async () => {
  database = await createPrivatePostgres(freePort)
  first = await startTestServer({ products: 30, sharedDatabase: database.url })
  second = await startTestServer({ products: 30, sharedDatabase: database.url })
  admin = await shopper(first, "admin")
}, 120_000)
afterAll(async () => {
  await first?.close()
  await second?.close()
  database?.remove()
})

const get = (server: TestServer, path: string) => fetch(`${server.baseUrl}/api/v1${path}`)
const rainIn = async (server: TestServer) => ((await (await get(server, "/settings")).json()) as { settings: { rainStatus: boolean } }).settings.rainStatus

/** Asks until `ask` holds, for at most `ms`; how long it took. */
// The kept answers asked here have no expiry: a change seen at all was announced to the process.
// How fast is a figure, not a wall-clock limit a busy machine fails (issue 34 item 8).
const eventually = async (ask: () => Promise<boolean>, ms = 30_000) => {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await ask()) return Date.now() - started
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error(`not seen within ${ms} ms`)
}

describe("two server processes on one database", () => {
  it("an admin's edit through one is seen through the other at once", async () => {
    const before = await rainIn(second)
    expect(await rainIn(second)).toBe(before)
    expect((await get(second, "/settings")).headers.get("etag")).not.toBeNull()
    const saved = await call(first, "PUT", "/settings", admin.cookie, { rainStatus: !before, sellerPortalUrl: "https://seller.bazaar.example/", ...ORDER_LIMIT_DEFAULTS })
    expect(saved.status).toBe(200)
    console.info(`seen by the other process after ${await eventually(async () => (await rainIn(second)) !== before)} ms`)
  })

  it("an order through one changes the stock the other shows", async () => {
    const [option] = await sellableOptions(first, 5)
    const [{ slug }] = await first.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ slug: string }>`SELECT slug_url AS slug FROM products WHERE id = ${option!.productId}`)) as [{ slug: string }]
    const stockIn = async (server: TestServer) => {
      const answer = await (await get(server, `/product/verify-slugurl/${slug}`)).json() as { product: { packSize: Array<{ PackSizeOptions: Array<{ _id: string; availablestock: number }> }> } }
      return answer.product.packSize.flatMap((p) => p.PackSizeOptions).find((o) => o._id === option!.PackOptionId)!.availablestock
    }
    const before = await stockIn(first)
    const customer = await shopper(second)
    expect((await order(second, customer, [{ PackId: option!.PackId, PackOptionId: option!.PackOptionId, quantity: 1 }])).status).toBe(201)
    console.info(`seen by the other process after ${await eventually(async () => (await stockIn(first)) === before - 1)} ms`)
  })

  it("after the database was away, each process keeps nothing from before: a change it was not told of is seen", async () => {
    const before = await rainIn(first)
    database.stop("fast")
    database.start()
    // Triggers off: this change is announced to nobody; only a process that dropped what it kept sees it.
    const quietly = () => first.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
      yield* sql`SET LOCAL session_replication_role = replica`
      yield* sql`UPDATE shop_settings SET rain_status = ${!before}`
    }))))
    // The pool's first connection after the restart may be one the server ended: once more.
    await quietly().catch(quietly)
    await eventually(async () => (await rainIn(first).catch(() => before)) !== before, 10_000)
    await eventually(async () => (await rainIn(second).catch(() => before)) !== before, 10_000)
  }, 60_000)
})
