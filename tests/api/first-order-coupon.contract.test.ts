import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Order } from "#domain/order.ts"
import { couponDiscount } from "#domain/pricing.ts"
import { call, lineOf, order, orderOf, type SellableOption, sellableOptions, shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 16, item 5: WELCOME20 is for a first order (§9 newsletter offer, DESIGN §4). An order the
// shopper cancelled was never received, so it does not use up the offer; an order still standing does.

let server: TestServer
let options: ReadonlyArray<SellableOption>
const decodeOrder = Schema.decodeUnknownSync(Order)

beforeAll(async () => {
  server = await startTestServer()
  options = await sellableOptions(server, 5)
})
afterAll(() => server?.close())

describe("the first-order coupon WELCOME20", () => {
  it("stays usable after the first order is cancelled: the next order gets the 20% off", async () => {
    const asha = await shopper(server)
    const option = options[0]!
    const first = await order(server, asha, [lineOf(option, 2)], { couponCode: "WELCOME20" })
    expect(first.status).toBe(201)
    const placed = decodeOrder(orderOf(first))
    expect(placed.couponCode).toBe("WELCOME20")
    expect(placed.coupon).toBe(couponDiscount(20, option.price * 2))

    const cancelled = await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, {
      _tag: "cancel", orderid: placed.orderid, reason: "Wrong size"
    })
    expect(cancelled.status).toBe(200)
    expect(orderOf(cancelled)).toMatchObject({ Status: 0, StatusText: "Cancelled" })

    // The quote says so before the shopper commits, and the order takes it.
    const quote = await call(server, "POST", "/order/quote", asha.cookie, { lines: [lineOf(option)], couponCode: "WELCOME20" })
    expect(quote.status).toBe(200)
    expect((quote.body as { quote: { couponCode: string | null; coupon: number } }).quote)
      .toMatchObject({ couponCode: "WELCOME20", coupon: couponDiscount(20, option.price) })
    const again = await order(server, asha, [lineOf(option)], { couponCode: "WELCOME20" })
    expect(again.status).toBe(201)
    const second = decodeOrder(orderOf(again))
    expect(second.orderid).not.toBe(placed.orderid)
    expect(second.couponCode).toBe("WELCOME20")
    expect(second.coupon).toBe(couponDiscount(20, option.price))
    expect(second.coupon).toBeGreaterThan(0)
  })

  it("is refused with CouponNotValid (400) while the first order still stands, and nothing is placed", async () => {
    const ravi = await shopper(server)
    const option = options[1]!
    const first = await order(server, ravi, [lineOf(option)], { couponCode: "WELCOME20" })
    expect(first.status).toBe(201)
    expect(orderOf(first).couponCode).toBe("WELCOME20")

    const second = await order(server, ravi, [lineOf(option)], { couponCode: "WELCOME20" })
    expect(second.status).toBe(400)
    expect(second.body).toMatchObject({
      _tag: "CouponNotValid",
      success: false,
      message: "WELCOME20 is for a first order only, and you have ordered before."
    })
    const quote = await call(server, "POST", "/order/quote", ravi.cookie, { lines: [lineOf(option)], couponCode: "WELCOME20" })
    expect(quote).toMatchObject({ status: 400, body: { _tag: "CouponNotValid" } })
    const orders = await call(server, "GET", `/order/orderbyclientid/${ravi.clientId}`, ravi.cookie)
    expect((orders.body as { order: ReadonlyArray<unknown> }).order).toHaveLength(1)
  })

  it("is refused once a later order stands, even when an earlier one was cancelled", async () => {
    const meera = await shopper(server)
    const option = options[2]!
    const first = orderOf(await order(server, meera, [lineOf(option)], { couponCode: "WELCOME20" }))
    await call(server, "PUT", `/order/${first.orderid}`, meera.cookie, { _tag: "cancel", orderid: first.orderid, reason: "Changed my mind" })
    // A plain order, no coupon: it is her first order that stands.
    expect((await order(server, meera, [lineOf(option)])).status).toBe(201)
    const third = await order(server, meera, [lineOf(option)], { couponCode: "WELCOME20" })
    expect(third).toMatchObject({ status: 400, body: { _tag: "CouponNotValid" } })
  })
})

describe("GET offers (issue 19 item 7)", () => {
  it("lists the active coupons to anyone, the largest first, and leaves ended ones out", async () => {
    const listed = async () => {
      const answer = await call(server, "GET", "/offers")
      expect(answer.status).toBe(200)
      return (answer.body as { success: true; offers: ReadonlyArray<unknown> }).offers
    }
    expect(await listed()).toEqual([{ code: "WELCOME20", percentOff: 20, firstOrderOnly: true }])
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
      INSERT INTO coupons (code, percent_off, first_order_only, active) VALUES ('DIWALI25', 25, false, true), ('SUMMER10', 10, false, false)`))
    // The kept answer goes when the database announces the write (its trigger's NOTIFY): at once on
    // PGlite, a moment after the commit on a PostgreSQL server.
    await expect.poll(listed, { timeout: 5_000 }).toEqual([
      { code: "DIWALI25", percentOff: 25, firstOrderOnly: false },
      { code: "WELCOME20", percentOff: 20, firstOrderOnly: true }
    ])
  })
})

describe("GET offers/mine (issue 33 item 1): the offers this customer can use", () => {
  const mine = async (cookie?: string) => {
    const answer = await call(server, "GET", "/offers/mine", cookie)
    return { status: answer.status, offers: (answer.body as { offers?: ReadonlyArray<{ code: string }> }).offers?.map((offer) => offer.code) }
  }

  it("offers WELCOME20 before a first order, not once an order stands, and again after it is cancelled", async () => {
    const kiran = await shopper(server)
    expect(await mine(kiran.cookie)).toEqual({ status: 200, offers: expect.arrayContaining(["WELCOME20"]) })
    const first = orderOf(await order(server, kiran, [lineOf(options[3]!)]))
    expect((await mine(kiran.cookie)).offers).not.toContain("WELCOME20")
    await call(server, "PUT", `/order/${first.orderid}`, kiran.cookie, { _tag: "cancel", orderid: first.orderid, reason: "Changed my mind" })
    expect((await mine(kiran.cookie)).offers).toContain("WELCOME20")
  })

  it("leaves out a coupon the customer has used as often as it allows, and keeps one with uses left", async () => {
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
      INSERT INTO coupons (code, amount_off, first_order_only, per_customer_limit, active) VALUES ('ONCE50', 50, false, 1, true), ('TWICE30', 30, false, 2, true)`))
    const lata = await shopper(server)
    expect((await mine(lata.cookie)).offers).toEqual(expect.arrayContaining(["ONCE50", "TWICE30", "WELCOME20"]))
    expect((await order(server, lata, [lineOf(options[4]!)], { couponCode: "ONCE50" })).status).toBe(201)
    expect((await order(server, lata, [lineOf(options[4]!)], { couponCode: "TWICE30" })).status).toBe(201)
    const left = (await mine(lata.cookie)).offers
    expect(left).toContain("TWICE30")
    expect(left).not.toContain("ONCE50")
    expect(left).not.toContain("WELCOME20")
  })

  it("answers 401 without a session", async () => {
    expect((await mine()).status).toBe(401)
  })
})
