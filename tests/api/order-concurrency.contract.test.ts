import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Order } from "#domain/order.ts"
import { call, lineOf, newKey, order, orderOf, type SellableOption, sellableOptions, setStock, shopper, type Shopper, stockOf } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 5, DESIGN §2: placing an order takes its stock from locked rows in one transaction, so
// requests racing for the last units never sell one twice, and an order is whole or absent. Every
// request of a race is sent at once (Promise.all) over its own connection.

let server: TestServer
let options: ReadonlyArray<SellableOption>
const decodeOrder = Schema.decodeUnknownSync(Order)
const messageOf = (answer: { readonly body: unknown }) => (answer.body as { message: string }).message

const shoppers = async (count: number): Promise<Array<Shopper>> => {
  const made: Array<Shopper> = []
  for (let i = 0; i < count; i++) made.push(await shopper(server))
  return made
}

/** Every order in the database with how many lines it has and the tag of its first event. */
const ordersInDatabase = () =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string; clientId: string; lines: number; events: number; first: string | null }>`
    SELECT o.id, o.client_id AS "clientId",
      (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
      (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id) AS events,
      (SELECT e.tag FROM order_events e WHERE e.order_id = o.id AND e.seq = 1) AS first
    FROM orders o ORDER BY o.number`))

/** The lines of every order that hold the option. */
const linesOfOption = (optionId: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ orderId: string; quantity: number }>`
    SELECT order_id AS "orderId", quantity FROM order_lines WHERE option_id = ${optionId}`))

beforeAll(async () => {
  server = await startTestServer({ products: 40 })
  options = await sellableOptions(server, 5)
})
afterAll(() => server?.close())

describe("orders racing for the same stock", () => {
  it("sells the last 10 units once each: of 200 simultaneous orders from 40 shoppers, 10 are placed and 190 refused as sold out", async () => {
    const option = options[0]!
    await setStock(server, option.PackOptionId, 10)
    const crowd = await shoppers(40)
    const requests = crowd.flatMap((who) => Array.from({ length: 5 }, () => ({ who, key: newKey() })))

    const answers = await Promise.all(requests.map(({ who, key }) =>
      call(server, "POST", "/order/new", who.cookie, {
        lines: [lineOf(option)], addressId: who.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: key
      }).then((answer) => ({ who, answer }))))

    const placed = answers.filter(({ answer }) => answer.status === 201)
    const refused = answers.filter(({ answer }) => answer.status === 409)
    expect(placed).toHaveLength(10)
    expect(refused).toHaveLength(190)
    // Only one line was asked for, so the refusal names that product and says it is gone.
    const soldOut = new RegExp(`^${option.productName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(.+\\) (is|has just) sold out\\.$`)
    for (const { answer } of refused) {
      expect(answer.body).toMatchObject({ success: false })
      expect(messageOf(answer)).toMatch(soldOut)
    }
    expect(await stockOf(server, option.PackOptionId)).toBe(0)

    const placedOrders = placed.map(({ who, answer }) => ({ who, order: decodeOrder(orderOf(answer)) }))
    for (const { who, order: one } of placedOrders) {
      expect(one.client).toBe(who.clientId)
      expect(one.lines.map((line) => [line.PackOptionId, line.quantity])).toEqual([[option.PackOptionId, 1]])
      expect(one.events.map((event) => event._tag)).toEqual(["order.placed"])
    }
    const placedIds = placedOrders.map(({ order: one }) => one._id)
    expect(new Set(placedIds).size).toBe(10)
    expect(new Set(placedOrders.map(({ order: one }) => one.orderid)).size).toBe(10)

    const sold = await linesOfOption(option.PackOptionId)
    expect(sold.map((line) => line.quantity)).toEqual(Array(10).fill(1))
    expect(new Set(sold.map((line) => line.orderId))).toEqual(new Set(placedIds))
    const inDatabase = await ordersInDatabase()
    expect(inDatabase.filter((row) => sold.some((line) => line.orderId === row.id))).toHaveLength(10)
    for (const row of inDatabase) expect(row, `order ${row.id}`).toMatchObject({ first: "order.placed", events: 1 })
    for (const row of inDatabase) expect(row.lines, `lines of order ${row.id}`).toBeGreaterThan(0)
  })

  it("makes one order of 20 simultaneous requests with the same idempotency key, and takes its stock once", async () => {
    const asha = await shopper(server)
    const option = options[1]!
    await setStock(server, option.PackOptionId, 50)
    const body = { lines: [lineOf(option, 2)], addressId: asha.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey() }

    const answers = await Promise.all(Array.from({ length: 20 }, () => call(server, "POST", "/order/new", asha.cookie, body)))

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201))
    const ids = new Set(answers.map((answer) => decodeOrder(orderOf(answer))._id))
    expect(ids.size).toBe(1)
    const ofAsha = (await ordersInDatabase()).filter((row) => row.clientId === asha.clientId)
    expect(ofAsha.map((row) => row.id)).toEqual([...ids])
    expect(ofAsha[0]).toMatchObject({ lines: 1, events: 1, first: "order.placed" })
    expect(await stockOf(server, option.PackOptionId)).toBe(48)
  })

  it("gives WELCOME20 to exactly one of a shopper's simultaneous first orders, and never to a later one", async () => {
    const option = options[2]!
    await setStock(server, option.PackOptionId, 1000)
    const crowd = await shoppers(8)
    // The first four send five orders with the coupon; the others three with it and three without.
    const plans = crowd.map((who, i) => ({ who, coupons: i < 4 ? [true, true, true, true, true] : [true, true, true, false, false, false] }))
    const requests = plans.flatMap(({ who, coupons }) => coupons.map((withCoupon) => ({ who, withCoupon })))

    const answers = await Promise.all(requests.map(({ who, withCoupon }) =>
      order(server, who, [lineOf(option)], withCoupon ? { couponCode: "WELCOME20" } : {}).then((answer) => ({ who, withCoupon, answer }))))

    for (const [i, { who }] of plans.entries()) {
      const mine = answers.filter((a) => a.who === who)
      // An order without a coupon is never refused because of one.
      expect(mine.filter((a) => !a.withCoupon).every((a) => a.answer.status === 201)).toBe(true)
      const withCoupon = mine.filter((a) => a.withCoupon)
      const couponPlaced = withCoupon.filter((a) => a.answer.status === 201)
      if (i < 4) expect(couponPlaced).toHaveLength(1)
      else expect(couponPlaced.length).toBeLessThanOrEqual(1)
      for (const refused of withCoupon.filter((a) => a.answer.status !== 201)) {
        expect(refused.answer).toMatchObject({
          status: 400,
          body: { success: false, message: "WELCOME20 is for a first order only, and you have ordered before." }
        })
      }
      const theirs = await call(server, "GET", `/order/orderbyclientid/${who.clientId}`, who.cookie)
      const orders = (theirs.body as { order: Array<unknown> }).order.map((one) => decodeOrder(one))
      expect(orders).toHaveLength(mine.filter((a) => a.answer.status === 201).length)
      const discounted = orders.filter((one) => one.couponCode !== null)
      expect(discounted.map((one) => one._id)).toEqual(couponPlaced.map((a) => orderOf(a.answer)._id))
      if (discounted.length === 1) {
        // Order numbers are taken under the shopper's lock, so the lowest number was placed first.
        const first = [...orders].sort((a, b) => a.orderid.localeCompare(b.orderid))[0]!
        expect(first._id).toBe(discounted[0]!._id)
        expect(discounted[0]!).toMatchObject({ couponCode: "WELCOME20", coupon: Math.round(option.price * 20) / 100 })
      }
    }
  })
})

// Issue 37: placing reads and locks the options in its first statement, beside the client's row.
// Every path locks a client's row before options (a cancellation gives stock back after the order's
// client), so placing must too: options locked first would wait in a circle with such a path. Only a
// PostgreSQL server has the three connections at once this needs (PGlite serves one at a time).
describe.runIf(process.env.DATABASE_URL !== undefined)("the locks an order takes (PostgreSQL server)", () => {
  it("takes the client's row before any option's: an order waiting for its client holds no option", async () => {
    const asha = await shopper(server)
    const option = options[3]!
    await setStock(server, option.PackOptionId, 100)
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    // Another transaction holds Asha's row, as her other order being placed or cancelled would.
    const holding = server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql.withTransaction(Effect.zipRight(sql`SELECT 1 FROM clients WHERE id = ${asha.clientId} FOR UPDATE`, Effect.promise(() => released)))))
    try {
      const placing = call(server, "POST", "/order/new", asha.cookie, {
        lines: [lineOf(option)], addressId: asha.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey()
      })
      // Ready once the order waits on a lock (the client's row): asked of the server, not slept for.
      const deadline = Date.now() + 30_000
      for (;;) {
        const [waiting] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))
        if (waiting!.n > 0) break
        if (Date.now() > deadline) throw new Error("the order never waited for its client's row")
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      // While it waits, the option is free: another transaction locks it at once.
      const free = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql.withTransaction(sql<{ id: string }>`SELECT id FROM pack_size_options WHERE id = ${option.PackOptionId} FOR UPDATE NOWAIT`)))
      expect(free.map((row) => row.id)).toEqual([option.PackOptionId])
      release()
      await holding
      const answer = await placing
      expect(answer.status).toBe(201)
      expect(await stockOf(server, option.PackOptionId)).toBe(99)
    } finally {
      release()
      await holding
    }
  })
})
