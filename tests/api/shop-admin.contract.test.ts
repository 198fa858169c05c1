import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { InboxMessage } from "#domain/contact-inbox.ts"
import { indiaDay } from "#domain/coupon.ts"
import { type Dashboard, SALES_DAYS } from "#domain/dashboard.ts"
import { LOW_STOCK_AT } from "#domain/product.ts"
import { call, lineOf, order, orderOf, type SellableOption, sellableOptions, setStock, shopper, type Shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 20 items 6 and 7 (ADR 040): the contact messages inbox (support's) and the dashboard (an
// admin's), whose every figure is checked against SQL written here by hand over the test's orders.

let server: TestServer
let admin: Shopper
let support: Shopper
let options: ReadonlyArray<SellableOption>

const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>, never, SqlClient.SqlClient>)

const message = async (name: string, text: string, minutesAgo: number) => {
  const id = randomBytes(12).toString("hex")
  await sql((sql) => sql`INSERT INTO contact_messages (id, name, email, mobile, message, created_at)
    VALUES (${id}, ${name}, ${`${name.split(" ")[0]!.toLowerCase()}@example.com`}, '9876543210', ${text}, now() - make_interval(mins => ${minutesAgo})) RETURNING id`)
  return id
}

beforeAll(async () => {
  server = await startTestServer({ products: 40 })
  admin = await shopper(server, "admin")
  support = await shopper(server, "support")
  options = await sellableOptions(server, 20)
})
afterAll(() => server?.close())

describe("the contact messages inbox", () => {
  it("lists newest first, opens one (read), marks it handled, and filters unread, open and handled", async () => {
    const old = await message("Kiran Shah", "My refund has not arrived yet.", 120)
    const fresh = await message("Leela Nair", "Do you deliver to Port Blair?\nThanks.", 5)
    const list = async (filter: string) => {
      const answer = await call(server, "GET", `/admin/messages?filter=${filter}`, support.cookie)
      expect(answer.status).toBe(200)
      return answer.body as { messages: ReadonlyArray<InboxMessage>; total: number; unread: number; open: number }
    }
    const all = await list("all")
    expect(all.messages.map((m) => m._id).slice(0, 2)).toEqual([fresh, old])
    expect(all.messages[0]).toMatchObject({ name: "Leela Nair", email: "leela@example.com", mobile: "9876543210", readAt: null, handledAt: null })
    const unreadBefore = all.unread

    const opened = await call(server, "GET", `/admin/messages/${old}`, support.cookie)
    expect(opened).toMatchObject({ status: 200, body: { success: true, message: { _id: old, message: "My refund has not arrived yet.", handledAt: null } } })
    const readAt = (opened.body as { message: InboxMessage }).message.readAt
    expect(readAt).not.toBeNull()
    // Opening again keeps the first reading's time.
    expect(((await call(server, "GET", `/admin/messages/${old}`, support.cookie)).body as { message: InboxMessage }).message.readAt).toBe(readAt)
    expect((await list("unread")).messages.map((m) => m._id)).toEqual(expect.arrayContaining([fresh]))
    expect((await list("unread")).messages.map((m) => m._id)).not.toContain(old)
    expect((await list("all")).unread).toBe(unreadBefore - 1)

    const handled = await call(server, "PUT", `/admin/messages/${fresh}`, admin.cookie, { handled: true })
    expect(handled.status).toBe(200)
    expect((handled.body as { message: InboxMessage }).message).toMatchObject({ _id: fresh, readAt: expect.any(String), handledAt: expect.any(String) })
    expect((await list("handled")).messages.map((m) => m._id)).toEqual([fresh])
    expect((await list("open")).messages.map((m) => m._id)).toContain(old)
    expect((await list("open")).messages.map((m) => m._id)).not.toContain(fresh)

    const reopened = await call(server, "PUT", `/admin/messages/${fresh}`, support.cookie, { handled: false })
    expect((reopened.body as { message: InboxMessage }).message.handledAt).toBeNull()
    expect((await list("handled")).total).toBe(0)
  })

  it("answers 404 with a sentence for an unknown message, 400 for a malformed id, filter or body", async () => {
    const nobody = "0123456789abcdef01234567"
    expect(await call(server, "GET", `/admin/messages/${nobody}`, support.cookie)).toMatchObject({ status: 404, body: { message: `There is no message ${nobody}.` } })
    expect(await call(server, "PUT", `/admin/messages/${nobody}`, support.cookie, { handled: true })).toMatchObject({ status: 404 })
    expect((await call(server, "GET", "/admin/messages/not-an-id", support.cookie)).status).toBe(400)
    expect((await call(server, "GET", "/admin/messages?filter=spam", support.cookie)).status).toBe(400)
    const id = await message("Ravi Kumar", "Please call me back about my order.", 1)
    expect((await call(server, "PUT", `/admin/messages/${id}`, support.cookie, { handled: "yes" })).status).toBe(400)
    const [row] = await sql<{ handled: boolean }>((sql) => sql`SELECT handled_at IS NOT NULL AS handled FROM contact_messages WHERE id = ${id}`)
    expect(row!.handled).toBe(false)
  })

  it("is support's: a catalogue editor and a customer are refused", async () => {
    const editor = await shopper(server, "catalogue")
    expect(await call(server, "GET", "/admin/messages", editor.cookie)).toMatchObject({ status: 403, body: { message: "Only an admin or support staff may do this." } })
    expect((await call(server, "GET", "/admin/messages", (await shopper(server)).cookie)).status).toBe(403)
    expect((await call(server, "GET", "/admin/dashboard", support.cookie)).status).toBe(403)
  })
})

describe("the dashboard", () => {
  it("every figure equals SQL written by hand over the orders, options and returns", async () => {
    // Orders today: two that stand, one cancelled (left out of the sales); and one from three days ago.
    const [a, b, c] = options
    const buyer = await shopper(server)
    const first = orderOf(await order(server, buyer, [lineOf(a!, 2), lineOf(b!)]))
    orderOf(await order(server, buyer, [lineOf(a!, 3)]))
    const cancelled = orderOf(await order(server, buyer, [lineOf(c!, 4)]))
    expect((await call(server, "PUT", `/order/${cancelled.orderid}`, buyer.cookie, { _tag: "cancel", orderid: cancelled.orderid, reason: "Changed my mind" })).status).toBe(200)
    expect(await sql((sql) => sql`UPDATE orders SET created_at = now() - interval '3 days' WHERE id = ${first._id} RETURNING 1`)).toHaveLength(1)
    await setStock(server, b!.PackOptionId, LOW_STOCK_AT)
    await setStock(server, c!.PackOptionId, 0)

    const answer = await call(server, "GET", "/admin/dashboard", admin.cookie)
    expect(answer.status).toBe(200)
    const dashboard = (answer.body as { dashboard: Dashboard }).dashboard

    const today = indiaDay(new Date())
    expect(dashboard.salesByDay).toHaveLength(SALES_DAYS)
    expect(dashboard.salesByDay.at(-1)!.day).toBe(today)
    expect(dashboard.salesByDay[0]!.day).toBe(indiaDay(new Date(Date.now() - (SALES_DAYS - 1) * 86_400_000)))
    const byDay = await sql<{ day: string; orders: number; total: number }>((sql) => sql`
      SELECT to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS day, count(*)::int AS orders,
        sum(total_amount - coupon)::float8 AS total
      FROM orders WHERE status <> 0 GROUP BY 1`)
    for (const day of dashboard.salesByDay) {
      const expected = byDay.find((d) => d.day === day.day)
      expect(day, day.day).toEqual({ day: day.day, orders: expected?.orders ?? 0, total: expected?.total ?? 0 })
    }
    expect(dashboard.salesByDay.at(-1)!.orders).toBeGreaterThanOrEqual(1)

    const statuses = await sql<{ status: number; n: number }>((sql) => sql`SELECT status, count(*)::int AS n FROM orders GROUP BY status`)
    for (const s of dashboard.ordersByStatus) expect(s.count, s.StatusText).toBe(statuses.find((r) => r.status === s.Status)?.n ?? 0)
    expect(dashboard.ordersByStatus.find((s) => s.Status === 0)!.count).toBeGreaterThanOrEqual(1)

    const top = await sql<{ productId: string; units: number; revenue: number }>((sql) => sql`
      SELECT l.product_id AS "productId", sum(l.quantity)::int AS units, sum(l.price * l.quantity)::float8 AS revenue
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.status <> 0 AND o.created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') - interval '29 days') AT TIME ZONE 'Asia/Kolkata'
      GROUP BY 1 ORDER BY units DESC, revenue DESC, 1 LIMIT 10`)
    expect(dashboard.topProducts.map(({ productId, units, revenue }) => ({ productId, units, revenue }))).toEqual(top)
    expect(dashboard.topProducts[0]).toMatchObject({ productId: a!.productId, units: 5, name: a!.productName })

    const low = await sql<{ optionId: string; stock: number }>((sql) => sql`
      SELECT id AS "optionId", available_stock AS stock FROM pack_size_options WHERE available_stock <= ${LOW_STOCK_AT} ORDER BY available_stock, id`)
    expect(dashboard.lowStockCount).toBe(low.length)
    expect(dashboard.lowStock.map(({ optionId, stock }) => ({ optionId, stock }))).toEqual(low.slice(0, 20))
    expect(low.map((o) => o.optionId)).toEqual(expect.arrayContaining([b!.PackOptionId, c!.PackOptionId]))
    expect(dashboard.lowStock[0]!.stock).toBe(0)

    const [waiting] = await sql<{ n: number }>((sql) => sql`SELECT count(*)::int AS n FROM return_requests WHERE status = 'Requested'`)
    expect(dashboard.returnsWaiting).toBe(waiting!.n)
  })
})
