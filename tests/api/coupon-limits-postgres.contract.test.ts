import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { COD_LIMIT_DEFAULTS } from "#domain/order-limits.ts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { call, lineOf, newKey, type SellableOption, sellableOptions, setStock, shopper, type Shopper } from "#tests/support/orders.ts"
import { createPrivatePostgres, type PrivatePostgres } from "#tests/support/private-postgres.ts"
import { freePort } from "#tests/support/server-process.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 20 item 5 (ADR 040) on a PostgreSQL server of the suite's own, where transactions really run
// side by side (PGlite's one connection serialises them): a coupon's total limit is counted under
// the coupon's row lock, so orders racing for its last uses take exactly as many as are left.

let database: PrivatePostgres
let server: TestServer
let admin: Shopper
let options: ReadonlyArray<SellableOption>

beforeAll(async () => {
  database = await createPrivatePostgres(freePort)
  server = await startTestServer({ products: 30, sharedDatabase: database.url })
  admin = await shopper(server, "admin")
  // Each shopper buys a different option: one option's row lock would queue the orders by itself.
  // Each is a new customer paying on delivery, so an option dearer than a new customer's Cash on
  // Delivery value limit would be refused for that (409) whenever it won a coupon's use.
  options = (await sellableOptions(server, 1)).filter((option) => option.price < COD_LIMIT_DEFAULTS.codNewMaxValue - 100).slice(0, 20)
  for (const option of options) await setStock(server, option.PackOptionId, 1000)
})
afterAll(async () => {
  await server?.close()
  database?.remove()
})

describe("a coupon's total limit on PostgreSQL", () => {
  it("of 20 shoppers ordering at once for the last 4 uses, 4 get the coupon and 16 are refused with its sentence", async () => {
    const code = `RACE${Date.now().toString(36).toUpperCase()}`.slice(0, 20)
    const created = await call(server, "POST", "/admin/coupons", admin.cookie, {
      code, percentOff: null, amountOff: 25, minOrder: 0, firstOrderOnly: false, perCustomerLimit: null, totalLimit: 4,
      startsOn: null, endsOn: null, active: true
    })
    expect(created.status).toBe(201)
    const crowd: Array<Shopper> = []
    for (let i = 0; i < 20; i++) crowd.push(await shopper(server))
    expect(options).toHaveLength(20)
    const answers = await Promise.all(crowd.map((who, i) => call(server, "POST", "/order/new", who.cookie, {
      lines: [lineOf(options[i]!)], addressId: who.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey(), couponCode: code
    })))
    expect(answers.filter((a) => a.status !== 201 && a.status !== 400).map((a) => a.body)).toEqual([])
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(4).fill(201), ...Array(16).fill(400)])
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body).toMatchObject({ _tag: "CouponNotValid", message: `${code} has been used as many times as it allows.` })
    }
    const [used] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`
      SELECT count(*)::int AS n FROM orders WHERE coupon_code = ${code}`))
    expect(used!.n).toBe(4)
  })
})
