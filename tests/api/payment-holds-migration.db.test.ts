import { readFileSync } from "node:fs"
import { SqlClient } from "@effect/sql"
import { Effect, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { databaseLayer, migrate } from "#server/db/database.ts"
import { acquireTestDatabase } from "#tests/support/test-database.ts"

// Issue 34 item 9 (m): migration 0009 on a shop that already has orders. The online orders still
// waiting for their payment when it runs (placed, and Pending or Failed: a failed payment may be
// tried again) hold their stock for the default 15 minutes from when they were placed; every other
// order holds nothing. The database is migrated, given orders of each kind, taken back to how 0008
// left it (the columns and index 0009 adds dropped), and 0009's SQL run again over that data.

const TIMEOUT = 120_000
const MIGRATION = readFileSync(new URL("../../server/db/migrations/0009_payment_holds.sql", import.meta.url), "utf8")

type Run = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => Promise<A>
let run: Run
let close: () => Promise<void> = async () => {}

/** The orders there were, each with whether 0009 must give it a hold. */
const ORDERS = [
  { number: 1, mode: "Online", status: 1, payment: "Pending", hold: true },
  { number: 2, mode: "Online", status: 1, payment: "Failed", hold: true },
  { number: 3, mode: "Online", status: 1, payment: "Paid", hold: false },
  { number: 4, mode: "Online", status: 0, payment: "Failed", hold: false },
  { number: 5, mode: "Online", status: 0, payment: "Pending", hold: false },
  { number: 6, mode: "Online", status: 2, payment: "Paid", hold: false },
  { number: 7, mode: "Cash on Delivery", status: 1, payment: "Pending", hold: false },
  { number: 8, mode: "Cash on Delivery", status: 1, payment: "Failed", hold: false }
] as const

beforeAll(async () => {
  const database = await acquireTestDatabase()
  const runtime = ManagedRuntime.make(databaseLayer(database.target))
  run = (effect) => runtime.runPromise(effect)
  close = async () => {
    await runtime.dispose()
    await database.release()
  }
  await run(Effect.gen(function* () {
    yield* migrate
    const sql = yield* SqlClient.SqlClient
    yield* sql`INSERT INTO clients (id, name, mobile, email, role, created_at) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'Asha Rao', '9876500001', '', 'customer', now())`
    for (const o of ORDERS) {
      const id = String(o.number).padStart(24, "b")
      // Placed an hour and some minutes ago, each a minute apart.
      yield* sql`
        INSERT INTO orders (id, number, client_id, idempotency_key, request_hash, address, payment_mode, status, payment_status, total_mrp,
          total_price, small_cart_fee, handling_fee, rain_fee, delivery_charge, total_amount, wallet, coupon, netpayable, created_at, updated_at)
        VALUES (${id}, ${o.number}, 'aaaaaaaaaaaaaaaaaaaaaaaa', ${`key-${o.number}`}, 'hash', '{}'::jsonb, ${o.mode}, ${o.status}, ${o.payment},
          0, 0, 0, 0, 0, 0, 0, 0, 0, 0, now() - make_interval(mins => ${60 + o.number}), now())`
    }
    // Back to how migration 0008 left the schema, the orders kept.
    yield* sql.unsafe(`
      DROP INDEX IF EXISTS orders_payment_due;
      ALTER TABLE orders DROP COLUMN payment_due_at;
      ALTER TABLE shop_settings DROP COLUMN payment_hold_minutes, DROP COLUMN max_unpaid_orders, DROP COLUMN max_unpaid_units;`)
    yield* sql.unsafe(MIGRATION)
  }))
}, TIMEOUT)

afterAll(() => close(), TIMEOUT)

describe("migration 0009 over orders it did not make", () => {
  it("gives the online orders waiting for payment, Pending or Failed, a hold of 15 minutes from when they were placed; no other order one", async () => {
    const rows = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ number: number; held: boolean; fifteen: boolean | null }>`
      SELECT number::int AS number, payment_due_at IS NOT NULL AS held, payment_due_at = created_at + interval '15 minutes' AS fifteen
      FROM orders ORDER BY number`))
    expect(rows.map((row) => ({ number: row.number, hold: row.held }))).toEqual(ORDERS.map((o) => ({ number: o.number, hold: o.hold })))
    expect(rows.filter((row) => row.held).map((row) => row.fifteen)).toEqual([true, true])
  })

  it("finds them by the sweep's index, and the shop's settings take their defaults", async () => {
    const [settings] = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ minutes: number; orders: number; units: number }>`
      SELECT payment_hold_minutes AS minutes, max_unpaid_orders AS orders, max_unpaid_units AS units FROM shop_settings`))
    expect(settings).toEqual({ minutes: 15, orders: 3, units: 50 })
    const [index] = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'orders_payment_due'`))
    expect(index!.n).toBe(1)
  })
})
