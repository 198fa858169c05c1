import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatOrderId, MAX_ORDER_NUMBER, Order, orderNumberOf } from "#domain/order.ts"
import { call, order, orderOf, type SellableOption, sellableOptions, type Shopper, shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// DESIGN §4 readable order ids past six digits (issue 15): BZ-000123 is order 123, and order
// 1,000,000 is BZ-1000000, not BZ-100000 (SQL's lpad cut it to six) nor refused by the OrderId
// schema. The order sequence is moved past 999,999, then an order is placed, read, listed, tracked,
// paid through the gateway and updated through the API, under the id the domain's formatOrderId makes.

let server: TestServer
let option: SellableOption
let admin: Shopper
const decodeOrder = Schema.decodeUnknownSync(Order)

/** The next order placed gets number `next`. */
const numberNextOrder = (next: number) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT setval('order_numbers', ${next - 1})`))

const place = async (who: Shopper, PaymentMode: "Online" | "Cash on Delivery") => {
  const answer = await order(server, who, [{ PackId: option.PackId, PackOptionId: option.PackOptionId, quantity: 1 }], { PaymentMode })
  expect(answer.status).toBe(201)
  return decodeOrder(orderOf(answer))
}

// The test gateway takes a result only from the shopper who placed the order (ADR 018).
const gatewayPost = (attemptId: string, outcome: "approved" | "declined", cookie: string) =>
  fetch(`${server.baseUrl}/pay/test/${attemptId}`, {
    method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", cookie }, body: `outcome=${outcome}`
  })

beforeAll(async () => {
  server = await startTestServer({ products: 20 })
  option = (await sellableOptions(server, 20))[0]!
  admin = await shopper(server, "admin")
})
afterAll(() => server?.close())

describe("order numbers past 999,999, through the API", () => {
  it("order 999,999 is BZ-999999 and the next is BZ-1000000, each read back under its own id", async () => {
    const asha = await shopper(server)
    await numberNextOrder(999_999)
    const last = await place(asha, "Cash on Delivery")
    const first = await place(asha, "Cash on Delivery")
    expect([last.orderid, first.orderid]).toEqual(["BZ-999999", "BZ-1000000"])
    expect([orderNumberOf(last.orderid), orderNumberOf(first.orderid)]).toEqual([999_999, 1_000_000])
    for (const placed of [last, first]) {
      const read = await call(server, "GET", `/order/${placed.orderid}`, asha.cookie)
      expect(read.status).toBe(200)
      expect(decodeOrder(orderOf(read))).toEqual(placed)
    }
    // BZ-100000 is another order (number 100,000), which does not exist: what lpad made of 1,000,000.
    expect(await call(server, "GET", "/order/BZ-100000", asha.cookie)).toMatchObject({ status: 404, body: { message: "You have no order BZ-100000." } })
    // A padded seven-digit id is not an id formatOrderId makes: refused as bad input, never looked up.
    expect((await call(server, "GET", "/order/BZ-0999999", asha.cookie)).status).toBe(400)
  })

  it("an online order numbered 1,000,000 or more is listed, tracked, paid and moved on under its id", async () => {
    const ravi = await shopper(server)
    await numberNextOrder(1_234_567)
    const placed = await place(ravi, "Online")
    expect(placed).toMatchObject({ orderid: "BZ-1234567", Status: 1, PaymentStatus: "Pending", PaymentMode: "Online" })

    // Listed: the customer's latest and all, and the admin's list.
    for (const path of [`/order/tenOrderbyclient/${ravi.clientId}`, `/order/orderbyclientid/${ravi.clientId}`]) {
      const listed = await call(server, "GET", path, ravi.cookie)
      expect(listed.status).toBe(200)
      expect((listed.body as { order: ReadonlyArray<{ orderid: string }> }).order.map((o) => o.orderid)).toEqual(["BZ-1234567"])
    }
    const adminList = await call(server, "GET", "/admin/orders?status=1", admin.cookie)
    expect(adminList.status).toBe(200)
    expect((adminList.body as { order: ReadonlyArray<{ orderid: string }> }).order.map((o) => o.orderid)).toContain("BZ-1234567")

    // Tracked: the order's SMS names it (the tracking page reads GET order/{orderid}, above).
    expect((await call(server, "POST", "/order/sendsms", ravi.cookie, { orderid: placed.orderid })).status).toBe(200)

    // Paid: a token by its number, and by "the latest awaiting payment" (number 0).
    const byNumber = await call(server, "GET", `/order/generatenewtoken/${orderNumberOf(placed.orderid)}`, ravi.cookie)
    expect(byNumber).toMatchObject({ status: 200, body: { token: { orderid: "BZ-1234567", amount: placed.Netpayable } } })
    const latest = await call(server, "GET", "/order/generatenewtoken/0", ravi.cookie)
    expect(latest).toMatchObject({ status: 200, body: { token: { orderid: "BZ-1234567" } } })
    const { attemptId } = (latest.body as { token: { attemptId: string } }).token
    const page = await fetch(`${server.baseUrl}/pay/test/${attemptId}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain("Order BZ-1234567")
    const back = await gatewayPost(attemptId, "approved", ravi.cookie)
    expect(back.status).toBe(303)
    const result = new URL(back.headers.get("location")!, server.baseUrl).searchParams
    expect(result.get("orderid")).toBe("BZ-1234567")
    const relayed = await call(server, "PUT", `/order/${placed.orderid}`, ravi.cookie, {
      _tag: "payment", orderid: placed.orderid, outcome: "approved",
      ...Object.fromEntries(["attemptId", "paymentId", "signature"].map((key) => [key, result.get(key)]))
    })
    expect(relayed.status).toBe(200)
    expect(decodeOrder(orderOf(relayed))).toMatchObject({ orderid: "BZ-1234567", Status: 1, PaymentStatus: "Paid" })

    // Updated: an admin moves it on, the customer cancels it, and its money is due back.
    const moved = await call(server, "PUT", `/order/${placed.orderid}`, admin.cookie, { _tag: "status", orderid: placed.orderid, event: "order.processing" })
    expect(moved.status).toBe(200)
    expect(decodeOrder(orderOf(moved))).toMatchObject({ orderid: "BZ-1234567", Status: 2, StatusText: "Processing" })
    const cancelled = await call(server, "PUT", `/order/${placed.orderid}`, ravi.cookie, { _tag: "cancel", orderid: placed.orderid })
    expect(cancelled.status).toBe(200)
    const after = decodeOrder(orderOf(cancelled))
    // Cancelling gives the payment back at once and records it (issue 32): Refunded.
    expect(after).toMatchObject({ orderid: "BZ-1234567", Status: 0, PaymentStatus: "Refunded" })
    expect(after.events.map((e) => e._tag)).toEqual(["order.placed", "payment.confirmed", "order.processing", "order.cancelled", "order.refunded"])
    // No longer awaiting payment: no token, named by its seven-digit id.
    expect(await call(server, "GET", "/order/generatenewtoken/1234567", ravi.cookie)).toMatchObject({
      status: 409, body: { message: "Order BZ-1234567 is not waiting for payment (its payment is Refunded)." }
    })
  })

  it("numbers up to the last the database holds read back whole: BZ-10000000 and the largest", async () => {
    const meera = await shopper(server)
    await numberNextOrder(10_000_000)
    const eight = await place(meera, "Cash on Delivery")
    await numberNextOrder(MAX_ORDER_NUMBER)
    const largest = await place(meera, "Online")
    expect([eight.orderid, largest.orderid]).toEqual(["BZ-10000000", formatOrderId(MAX_ORDER_NUMBER)])
    expect(largest.orderid).toBe("BZ-2147483647")
    for (const placed of [eight, largest]) {
      expect(decodeOrder(orderOf(await call(server, "GET", `/order/${placed.orderid}`, meera.cookie)))).toEqual(placed)
    }
    expect(await call(server, "GET", `/order/generatenewtoken/${MAX_ORDER_NUMBER}`, meera.cookie)).toMatchObject({
      status: 200, body: { token: { orderid: "BZ-2147483647" } }
    })
    // One past the largest is not an order number: bad input, as BZ-2147483648 is not an order id.
    expect((await call(server, "GET", `/order/generatenewtoken/${MAX_ORDER_NUMBER + 1}`, meera.cookie)).status).toBe(400)
    expect((await call(server, "GET", "/order/BZ-2147483648", meera.cookie)).status).toBe(400)
  })
})
