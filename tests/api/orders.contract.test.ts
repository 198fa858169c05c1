import { SqlClient } from "@effect/sql"
import { Effect, Redacted, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { promisedDate } from "#domain/delivery.ts"
import { formatPromisedDate } from "#domain/delivery-words.ts"
import { formatRupees } from "#domain/money.ts"
import { Order, orderNumberOf } from "#domain/order.ts"
import { computeCartTotals } from "#domain/pricing.ts"
import { textPlaced } from "#server/order/order-sms.ts"
import { settlePayment } from "#server/order/order.writes.ts"
import { SmsProvider } from "#server/sign-in/sms-provider.ts"
import { DEVELOPMENT_PAYMENT_SECRET, PaymentGateway } from "#server/payment/payment-gateway.ts"
import { contractClient } from "#tests/support/api-client.ts"
import { call, lineOf, newKey, order, orderCount, orderOf, type SellableOption, sellableOptions, setStock, setWallet, shopper, type Shopper, stockOf, walletOf } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 5: placing orders. The server prices every line from the database, recomputes the §9
// fees, applies a coupon and the wallet, takes the stock in one transaction, and makes one order
// of a repeated idempotency key. Every answer that succeeds is decoded with the domain's Order
// schema, which checks the figures against the §9 rules for the order's lines.

/** The promise an order's SMS carries while it is on its way (issue 19 item 2): Karnataka, two working days. */
const arriving = (placed: { readonly promisedDate?: string }) => {
  expect(placed.promisedDate).toBe(promisedDate(new Date(), 2))
  return `Arriving by ${formatPromisedDate(placed.promisedDate!)}`
}

let server: TestServer
let options: ReadonlyArray<SellableOption>
const decodeOrder = Schema.decodeUnknownSync(Order)

beforeAll(async () => {
  server = await startTestServer()
  options = await sellableOptions(server, 5)
})
afterAll(() => server?.close())

describe("placing an order (POST order/new)", () => {
  it("answers 401 without a session, and nothing is written", async () => {
    const before = await orderCount(server)
    const answer = await call(server, "POST", "/order/new", undefined, {
      lines: [lineOf(options[0]!)], addressId: "0".repeat(24), PaymentMode: "Cash on Delivery", idempotencyKey: newKey()
    })
    expect(answer.status).toBe(401)
    expect(await orderCount(server)).toBe(before)
  })

  it("prices every line from the database: prices the browser sends are ignored", async () => {
    const asha = await shopper(server)
    const [a, b] = [options[0]!, options[1]!]
    const stockA = await stockOf(server, a.PackOptionId)
    const tampered = [{ ...lineOf(a, 2), Price: 1, Mrp: 1 }, { ...lineOf(b), Price: 0 }]
    const answer = await order(server, asha, tampered, { TotalAmount: 1, Netpayable: 1 })
    expect(answer.status).toBe(201)
    const placed = decodeOrder(orderOf(answer))
    expect(placed.lines.map((line) => [line.PackOptionId, line.Price, line.Mrp, line.quantity])).toEqual([
      [a.PackOptionId, a.price, a.mrp, 2],
      [b.PackOptionId, b.price, b.mrp, 1]
    ])
    const totals = computeCartTotals({
      items: [{ Price: a.price, Mrp: a.mrp, cart_Quentity: 2 }, { Price: b.price, Mrp: b.mrp, cart_Quentity: 1 }],
      rainStatus: false, wallet: 0, coupon: 0
    })
    expect(placed.TotalAmount).toBe(totals.TotalAmount)
    expect(placed.Netpayable).toBe(totals.Netpayable)
    expect(placed).toMatchObject({ Status: 1, StatusText: "Received", PaymentStatus: "Pending", PaymentMode: "Cash on Delivery" })
    expect(placed.orderid).toMatch(/^BZ-\d{6}$/)
    expect(placed.events.map((event) => [event._tag, event.by])).toEqual([["order.placed", "customer"]])
    expect(placed.address.City).toBe("Bengaluru")
    expect(await stockOf(server, a.PackOptionId)).toBe(stockA - 2)
  })

  it("makes one order of a repeated idempotency key, and refuses the key for a different order", async () => {
    const asha = await shopper(server)
    const body = { lines: [lineOf(options[2]!)], addressId: asha.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey() }
    const stock = await stockOf(server, options[2]!.PackOptionId)
    const [first, second] = await Promise.all([
      call(server, "POST", "/order/new", asha.cookie, body),
      call(server, "POST", "/order/new", asha.cookie, body)
    ])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(orderOf(first)._id).toBe(orderOf(second)._id)
    const again = await call(server, "POST", "/order/new", asha.cookie, body)
    expect(orderOf(again)._id).toBe(orderOf(first)._id)
    expect(await stockOf(server, options[2]!.PackOptionId)).toBe(stock - 1)
    const reused = await call(server, "POST", "/order/new", asha.cookie, { ...body, lines: [lineOf(options[2]!, 2)] })
    expect(reused.status).toBe(409)
    expect(reused.body).toMatchObject({ success: false, message: "This idempotency key was already used for a different order; start the checkout again." })
  })

  it("refuses more than the stock with how many are left, and writes nothing", async () => {
    const asha = await shopper(server)
    const option = options[3]!
    await setStock(server, option.PackOptionId, 2)
    const before = await orderCount(server)
    const answer = await order(server, asha, [lineOf(options[4]!), lineOf(option, 3)])
    expect(answer.status).toBe(409)
    expect((answer.body as { message: string }).message).toMatch(/^Only 2 left of .+; you asked for 3\.$/)
    expect(await orderCount(server)).toBe(before)
    expect(await stockOf(server, option.PackOptionId)).toBe(2)
    await setStock(server, option.PackOptionId, 0)
    const soldOut = await order(server, asha, [lineOf(option)])
    expect((soldOut.body as { message: string }).message).toMatch(/ is sold out\.$/)
  })

  it("refuses an address of another client, lines twice over, and malformed bodies with 4xx", async () => {
    const asha = await shopper(server)
    const ravi = await shopper(server)
    const stolen = await call(server, "POST", "/order/new", asha.cookie, {
      lines: [lineOf(options[5]!)], addressId: ravi.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey()
    })
    expect(stolen.status).toBe(404)
    const twice = await order(server, asha, [lineOf(options[5]!), lineOf(options[5]!)])
    expect(twice.status).toBe(400)
    for (const bad of [{ lines: [] }, { lines: [{ ...lineOf(options[5]!), quantity: 0 }] }, { lines: [{ ...lineOf(options[5]!), quantity: 1.5 }] },
      { PaymentMode: "Cheque" }, { idempotencyKey: "short" }, { walletAmount: -5 }, { lines: [{ PackId: "x", PackOptionId: "y", quantity: 1 }] }]) {
      const answer = await call(server, "POST", "/order/new", asha.cookie, {
        lines: [lineOf(options[5]!)], addressId: asha.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey(), ...bad
      })
      expect(answer.status, JSON.stringify(bad)).toBe(400)
      expect((answer.body as { success: boolean }).success).toBe(false)
    }
    const notJson = await fetch(`${server.baseUrl}/api/v1/order/new`, { method: "POST", headers: { cookie: asha.cookie, "content-type": "application/json" }, body: "{" })
    expect(notJson.status).toBe(400)
  })

  it("gives WELCOME20's 20% off the items of a first order only", async () => {
    const asha = await shopper(server)
    const option = options[6]!
    const first = await order(server, asha, [lineOf(option, 2)], { couponCode: " welcome20 " })
    expect(first.status).toBe(201)
    const placed = decodeOrder(orderOf(first))
    expect(placed.couponCode).toBe("WELCOME20")
    expect(placed.coupon).toBe(Math.round(option.price * 2 * 20) / 100)
    const second = await order(server, asha, [lineOf(option)], { couponCode: "WELCOME20" })
    expect(second.status).toBe(400)
    expect(second.body).toMatchObject({ success: false, message: "WELCOME20 is for a first order only, and you have ordered before." })
    const unknown = await order(server, asha, [lineOf(option)], { couponCode: "FREE100" })
    expect(unknown.body).toMatchObject({ success: false, message: "The coupon code 'FREE100' is not valid." })
  })

  it("answers the new order as it is stored: the same order that reading it afterwards gives (issue 18: no read of its own)", async () => {
    const asha = await shopper(server)
    await setWallet(server, asha.clientId, 40.25)
    const lines = [lineOf(options[10]!, 2), lineOf(options[11]!), lineOf(options[12]!, 3)]
    const cash = await order(server, asha, lines, { couponCode: "WELCOME20", walletAmount: 40.25 })
    const online = await order(server, asha, [lineOf(options[13]!)], { PaymentMode: "Online" })
    for (const answer of [cash, online]) {
      expect(answer.status).toBe(201)
      const placed = decodeOrder(orderOf(answer))
      const read = await call(server, "GET", `/order/${placed.orderid}`, asha.cookie)
      expect(read.status).toBe(200)
      expect(orderOf(answer)).toEqual(orderOf(read))
    }
    expect(decodeOrder(orderOf(cash))).toMatchObject({ couponCode: "WELCOME20", wallet: 40.25 })
    expect(decodeOrder(orderOf(cash)).lines.map((line) => line.quantity)).toEqual([2, 1, 3])
    expect(decodeOrder(orderOf(online)).paymentDueAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it("uses the wallet up to its balance, and gives it back when the order is cancelled", async () => {
    const asha = await shopper(server)
    await setWallet(server, asha.clientId, 75.5)
    const answer = await order(server, asha, [lineOf(options[7]!)], { walletAmount: 5000 })
    const placed = decodeOrder(orderOf(answer))
    expect(placed.wallet).toBe(Math.min(75.5, placed.TotalAmount))
    expect(await walletOf(server, asha.clientId)).toBe(75.5 - placed.wallet)
    const cancelled = await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, { _tag: "cancel", orderid: placed.orderid })
    expect(cancelled.status).toBe(200)
    expect(await walletOf(server, asha.clientId)).toBe(75.5)
  })
})

describe("the quote (POST order/quote)", () => {
  it("prices the lines now, names what cannot be sold as asked, and offers both payment modes", async () => {
    const asha = await shopper(server)
    const option = options[8]!
    await setStock(server, option.PackOptionId, 1)
    const as = contractClient(server.baseUrl, { cookie: asha.cookie })
    const { quote } = await as((api) => api.order.quote({ payload: { lines: [lineOf(options[9]!), lineOf(option, 2)] } }))
    expect(quote.lines.map((line) => line.Price)).toEqual([options[9]!.price, option.price])
    expect(quote.problems).toEqual([{ PackOptionId: option.PackOptionId, availablestock: 1, message: expect.stringMatching(/^Only 1 left of /) }])
    expect(quote.paymentModes).toEqual(["Cash on Delivery", "Online"])
    expect(quote.HandllingFee).toBe(10)
  })
})

describe("a client's orders", () => {
  let asha: Shopper
  let ravi: Shopper
  beforeAll(async () => {
    asha = await shopper(server)
    ravi = await shopper(server)
    for (let i = 0; i < 12; i++) await order(server, asha, [lineOf(options[10 + (i % 5)]!)])
    await order(server, ravi, [lineOf(options[20]!)])
  })

  it("latest gives the ten newest, all gives every one, both newest first", async () => {
    const as = contractClient(server.baseUrl, { cookie: asha.cookie })
    const latest = await as((api) => api.order.latest({ path: { clientId: asha.clientId } }))
    const all = await as((api) => api.order.all({ path: { clientId: asha.clientId } }))
    expect(latest.order).toHaveLength(10)
    expect(all.order).toHaveLength(12)
    expect(latest.order).toEqual(all.order.slice(0, 10))
    const numbers = all.order.map((o) => orderNumberOf(o.orderid)!)
    expect(numbers).toEqual([...numbers].sort((x, y) => y - x))
    expect(new Set(all.order.map((o) => o.client))).toEqual(new Set([asha.clientId]))
  })

  it("answer 403 for another client's id, and 401 without a session", async () => {
    for (const path of [`/order/tenOrderbyclient/${ravi.clientId}`, `/order/orderbyclientid/${ravi.clientId}`]) {
      expect((await call(server, "GET", path, asha.cookie)).status).toBe(403)
      expect((await call(server, "GET", path)).status).toBe(401)
    }
  })

  it("one order is the client's own or an admin's to see; another client's answers 404", async () => {
    const raviOrder = orderOf(await call(server, "GET", `/order/orderbyclientid/${ravi.clientId}`, ravi.cookie).then((a) => ({ body: { order: (a.body as { order: Array<unknown> }).order[0] } })))
    expect((await call(server, "GET", `/order/${raviOrder.orderid}`, ravi.cookie)).status).toBe(200)
    expect(await call(server, "GET", `/order/${raviOrder.orderid}`, asha.cookie)).toMatchObject({ status: 404, body: { message: `You have no order ${raviOrder.orderid}.` } })
    const admin = await shopper(server, "admin")
    expect((await call(server, "GET", `/order/${raviOrder.orderid}`, admin.cookie)).status).toBe(200)
    expect((await call(server, "GET", "/order/BZ-12", asha.cookie)).status).toBe(400)
  })
})

describe("cancelling and moving orders (PUT order/{orderid})", () => {
  it("a customer cancels a Received order: Cancelled, its stock given back; a second cancel is refused", async () => {
    const asha = await shopper(server)
    const option = options[21]!
    const stock = await stockOf(server, option.PackOptionId)
    const placed = orderOf(await order(server, asha, [lineOf(option, 3)]))
    expect(await stockOf(server, option.PackOptionId)).toBe(stock - 3)
    const cancelled = await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, { _tag: "cancel", orderid: placed.orderid, reason: "Ordered by mistake" })
    expect(cancelled.status).toBe(200)
    expect(orderOf(cancelled)).toMatchObject({ Status: 0, StatusText: "Cancelled" })
    expect(orderOf(cancelled).events.at(-1)).toMatchObject({ _tag: "order.cancelled", by: "customer", reason: "Ordered by mistake" })
    expect(await stockOf(server, option.PackOptionId)).toBe(stock)
    const again = await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, { _tag: "cancel", orderid: placed.orderid })
    expect(again).toMatchObject({ status: 409, body: { success: false, message: "An order that is Cancelled can no longer change" } })
    expect(await stockOf(server, option.PackOptionId)).toBe(stock)
  })

  it("only an admin moves an order, one step at a time; a Cash on Delivery order is paid when delivered", async () => {
    const asha = await shopper(server)
    const admin = await shopper(server, "admin")
    const placed = orderOf(await order(server, asha, [lineOf(options[22]!)]))
    const move = (who: Shopper, event: string) => call(server, "PUT", `/order/${placed.orderid}`, who.cookie, { _tag: "status", orderid: placed.orderid, event })
    expect(await move(asha, "order.processing")).toMatchObject({ status: 403, body: { message: "Only an admin can move an order's status." } })
    expect(await move(admin, "order.dispatched")).toMatchObject({ status: 409, body: { message: "An order that is Received cannot skip to Dispatched; its next step is Processing" } })
    for (const [event, status] of [["order.processing", 2], ["order.dispatched", 3], ["order.out-for-delivery", 4]] as const) {
      const moved = await move(admin, event)
      expect(orderOf(moved).Status).toBe(status)
    }
    expect(await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, { _tag: "cancel", orderid: placed.orderid }))
      .toMatchObject({ status: 409, body: { message: "An order that is Out for delivery can no longer be cancelled by the customer" } })
    const delivered = orderOf(await move(admin, "order.delivered"))
    expect(delivered).toMatchObject({ Status: 5, StatusText: "Delivered", PaymentStatus: "Paid" })
    expect(delivered.events.map((e) => `${e._tag}:${e.by}`)).toEqual([
      "order.placed:customer", "order.processing:admin", "order.dispatched:admin", "order.out-for-delivery:admin", "order.delivered:admin"
    ])
  })

  it("refuses a body naming another order, and anything but a cancel, a move or a payment", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[23]!)]))
    const other = await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, { _tag: "cancel", orderid: "BZ-999999" })
    expect(other.status).toBe(400)
    for (const body of [{ _tag: "refund", orderid: placed.orderid }, { orderid: placed.orderid, Status: 5 }, { _tag: "status", orderid: placed.orderid, event: "order.placed" }]) {
      expect((await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, body)).status).toBe(400)
    }
    expect(orderOf(await call(server, "GET", `/order/${placed.orderid}`, asha.cookie)).Status).toBe(1)
  })
})

describe("online payment", () => {
  // The test gateway takes a result only from the shopper who placed the order (ADR 018).
  const gatewayPost = (attemptId: string, outcome: string, cookie: string) =>
    fetch(`${server.baseUrl}/pay/test/${attemptId}`, {
      method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", cookie }, body: `outcome=${outcome}`
    })

  it("a declined payment can be retried with a fresh token, and the approved one marks the order Paid", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[24]!)], { PaymentMode: "Online" }))
    expect(placed).toMatchObject({ PaymentMode: "Online", PaymentStatus: "Pending" })
    const as = contractClient(server.baseUrl, { cookie: asha.cookie })

    const first = await as((api) => api.order.newToken({ path: { number: 0 } }))
    expect(first.token).toMatchObject({ orderid: placed.orderid, amount: placed.Netpayable, currency: "INR" })
    expect(first.token.gatewayUrl).toBe(`/pay/test/${first.token.attemptId}`)
    const pageHtml = await (await fetch(server.baseUrl + first.token.gatewayUrl)).text()
    expect(pageHtml).toContain(placed.orderid)
    expect(pageHtml).toContain("Approve payment")

    const declined = await gatewayPost(first.token.attemptId, "declined", asha.cookie)
    expect(declined.status).toBe(303)
    const back = new URL(declined.headers.get("location")!, server.baseUrl)
    expect(back.pathname).toBe("/OrderSuccess")
    expect(back.searchParams.get("outcome")).toBe("declined")
    // The gateway told the shop already; the browser's report of the same signed result is one.
    const relayed = await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, {
      _tag: "payment", orderid: placed.orderid, attemptId: back.searchParams.get("attemptId"), paymentId: back.searchParams.get("paymentId"),
      signature: back.searchParams.get("signature"), outcome: "declined"
    })
    expect(relayed.status).toBe(200)
    expect(orderOf(relayed).PaymentStatus).toBe("Failed")
    expect(orderOf(relayed).events.filter((e) => e._tag === "payment.failed")).toHaveLength(1)

    const second = await as((api) => api.order.newToken({ path: { number: orderNumberOf(placed.orderid)! } }))
    expect(second.token.attemptId).not.toBe(first.token.attemptId)
    const approved = await gatewayPost(second.token.attemptId, "approved", asha.cookie)
    expect(new URL(approved.headers.get("location")!, server.baseUrl).searchParams.get("outcome")).toBe("approved")
    const now = orderOf(await call(server, "GET", `/order/${placed.orderid}`, asha.cookie))
    expect(now).toMatchObject({ PaymentStatus: "Paid", Status: 1 })
    expect(now.events.map((e) => e._tag)).toEqual(["order.placed", "payment.failed", "payment.confirmed"])
    // Paid: no more tokens for it.
    expect((await call(server, "GET", `/order/generatenewtoken/${orderNumberOf(placed.orderid)!}`, asha.cookie)).status).toBe(409)
    expect((await call(server, "GET", "/order/generatenewtoken/0", asha.cookie)).status).toBe(404)
    // §7: the number defaults to 0.
    expect(await call(server, "GET", "/order/generatenewtoken", asha.cookie)).toMatchObject({ status: 404, body: { message: "You have no online order waiting for payment." } })
  })

  it("a result whose signature does not match is refused and changes nothing", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[25]!)], { PaymentMode: "Online" }))
    const { token } = await contractClient(server.baseUrl, { cookie: asha.cookie })((api) => api.order.newToken({ path: { number: 0 } }))
    const forged = await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, {
      _tag: "payment", orderid: placed.orderid, attemptId: token.attemptId, paymentId: "pmt_forged", signature: "0".repeat(64), outcome: "approved"
    })
    expect(forged).toMatchObject({ status: 400, body: { message: "The payment result's signature does not match; it was not recorded." } })
    expect(orderOf(await call(server, "GET", `/order/${placed.orderid}`, asha.cookie)).PaymentStatus).toBe("Pending")
  })

  it("takes no second payment for a paid order: the gateway's page refuses it and records nothing", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[30]!)], { PaymentMode: "Online" }))
    const as = contractClient(server.baseUrl, { cookie: asha.cookie })
    const first = await as((api) => api.order.newToken({ path: { number: 0 } }))
    const second = await as((api) => api.order.newToken({ path: { number: 0 } }))
    expect((await gatewayPost(first.token.attemptId, "approved", asha.cookie)).status).toBe(303)
    const again = await gatewayPost(second.token.attemptId, "approved", asha.cookie)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain(`Order ${placed.orderid} is not waiting for payment any more`)
    const attempts = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ outcome: string | null }>`
      SELECT outcome FROM payment_attempts WHERE id = ${second.token.attemptId}`))
    expect(attempts).toEqual([{ outcome: null }])
  })

  it("takes an approved payment that came after the order was cancelled and refunds it at once (issue 32), and answers 409", async () => {
    const asha = await shopper(server)
    const admin = await shopper(server, "admin")
    const placed = orderOf(await order(server, asha, [lineOf(options[31]!)], { PaymentMode: "Online" }))
    const { token } = await contractClient(server.baseUrl, { cookie: asha.cookie })((api) => api.order.newToken({ path: { number: 0 } }))
    await call(server, "PUT", `/order/${placed.orderid}`, admin.cookie, { _tag: "cancel", orderid: placed.orderid })
    // The gateway's word arrives late: the money was taken, and must not be lost.
    const late = await server.run(Effect.either(settlePayment(placed._id, token.attemptId, "pmt_late", "approved")))
    expect(late._tag).toBe("Left")
    const message = "This order is no longer waiting for payment, so payment pmt_late was not applied to it; it has been refunded to the original payment."
    expect(late._tag === "Left" && late.left.message).toBe(message)
    const [attempt] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ outcome: string; refundDue: boolean }>`
      SELECT outcome, refund_due AS "refundDue" FROM payment_attempts WHERE id = ${token.attemptId}`))
    expect(attempt).toEqual({ outcome: "approved", refundDue: true })
    // The ledger has the money in and straight back out: the order holds nothing.
    const moved = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ kind: string; amount: number; held: number }>`
      SELECT kind, amount::float8 AS amount, bazaar_order_held(order_id)::float8 AS held FROM ledger_entries WHERE attempt_id = ${token.attemptId} ORDER BY id`))
    expect(moved).toEqual([
      { kind: "online-payment", amount: placed.Netpayable, held: 0 },
      { kind: "late-payment-refund", amount: placed.Netpayable, held: 0 }
    ])
    const signature = PaymentGateway.make({ _tag: "Test", keySecret: Redacted.make(DEVELOPMENT_PAYMENT_SECRET) }).sign(token.attemptId, "pmt_late", "approved")
    const relayed = await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, {
      _tag: "payment", orderid: placed.orderid, attemptId: token.attemptId, paymentId: "pmt_late", signature, outcome: "approved"
    })
    expect(relayed).toMatchObject({ status: 409, body: { message } })
    expect(orderOf(await call(server, "GET", `/order/${placed.orderid}`, asha.cookie))).toMatchObject({ Status: 0, PaymentStatus: "Pending" })
  })

  it("an unpaid online order is not moved on by an admin, and a Cash on Delivery order has no token", async () => {
    const asha = await shopper(server)
    const admin = await shopper(server, "admin")
    const online = orderOf(await order(server, asha, [lineOf(options[26]!)], { PaymentMode: "Online" }))
    expect(await call(server, "PUT", `/order/${online.orderid}`, admin.cookie, { _tag: "status", orderid: online.orderid, event: "order.processing" }))
      .toMatchObject({ status: 409, body: { message: "An Online order is marked as Processing only once it is paid; its payment is Pending" } })
    const cash = orderOf(await order(server, asha, [lineOf(options[27]!)]))
    expect(await call(server, "GET", `/order/generatenewtoken/${orderNumberOf(cash.orderid)}`, asha.cookie))
      .toMatchObject({ status: 409, body: { message: `Order ${cash.orderid} is paid in cash on delivery.` } })
  })
})

describe("the order SMS and the admin's order list", () => {
  it("order/sendsms texts the client once per status; an admin's order SMS every time", async () => {
    const asha = await shopper(server)
    const admin = await shopper(server, "admin")
    const placed = orderOf(await order(server, asha, [lineOf(options[28]!)]))
    for (let i = 0; i < 3; i++) expect((await call(server, "POST", "/order/sendsms", asha.cookie, { orderid: placed.orderid })).status).toBe(200)
    expect((await call(server, "POST", "/admin/order-sendsms", admin.cookie, { orderid: placed.orderid })).status).toBe(200)
    expect((await call(server, "POST", "/admin/order-sendsms", asha.cookie, { orderid: placed.orderid })).status).toBe(403)
    const sent = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`
      SELECT message FROM sms_outbox WHERE message LIKE ${`%${placed.orderid}%`} ORDER BY id`))
    expect(sent.map((m) => m.message)).toEqual([
      `Bazaar: your order ${placed.orderid} of ${formatRupees(placed.Netpayable)} is Received (pay on delivery). ${arriving(placed)}. Track it under My Account.`,
      `Bazaar: your order ${placed.orderid} of ${formatRupees(placed.Netpayable)} is Received (pay on delivery). ${arriving(placed)}. Track it under My Account.`
    ])
  })

  it("texts an online order when it is paid, never as Received while its payment is awaited (issue 33)", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[32]!)], { PaymentMode: "Online" }))
    const texts = () => server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`
      SELECT message FROM sms_outbox WHERE message LIKE ${`%${placed.orderid}%`} ORDER BY id`)).then((rows) => rows.map((row) => row.message))
    // The browser asks for the order's SMS as soon as it is placed: nothing is sent for an unpaid order.
    expect((await call(server, "POST", "/order/sendsms", asha.cookie, { orderid: placed.orderid })).status).toBe(200)
    expect(await texts()).toEqual([])
    const issued = await call(server, "POST", `/order/generatenewtoken/${orderNumberOf(placed.orderid)!}`, asha.cookie)
    const { token } = issued.body as { token: { attemptId: string } }
    const approved = await fetch(`${server.baseUrl}/pay/test/${token.attemptId}`, {
      method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", cookie: asha.cookie }, body: "outcome=approved"
    })
    const back = new URL(approved.headers.get("location")!, server.baseUrl).searchParams
    // The shopper's browser reports the same result and asks for the SMS again: still one message.
    expect((await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, {
      _tag: "payment", orderid: placed.orderid, attemptId: back.get("attemptId"), paymentId: back.get("paymentId"), signature: back.get("signature"), outcome: "approved"
    })).status).toBe(200)
    expect((await call(server, "POST", "/order/sendsms", asha.cookie, { orderid: placed.orderid })).status).toBe(200)
    expect(await texts()).toEqual([
      `Bazaar: your order ${placed.orderid} of ${formatRupees(placed.Netpayable)} is Received (paid). ${arriving(placed)}. Track it under My Account.`
    ])
  })

  it("texts an order the wallet paid whole without asking for anything on delivery (issue 33)", async () => {
    const asha = await shopper(server)
    await setWallet(server, asha.clientId, 100_000)
    const placed = orderOf(await order(server, asha, [lineOf(options[33]!)], { walletAmount: 100_000 }))
    expect(placed).toMatchObject({ Netpayable: 0, PaymentMode: "Cash on Delivery" })
    expect((await call(server, "POST", "/order/sendsms", asha.cookie, { orderid: placed.orderid })).status).toBe(200)
    const [sent] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`
      SELECT message FROM sms_outbox WHERE message LIKE ${`%${placed.orderid}%`} ORDER BY id`))
    expect(sent?.message).toBe(`Bazaar: your order ${placed.orderid} of ${formatRupees(placed.wallet)} is Received (paid from your wallet). ${arriving(placed)}. Track it under My Account.`)
  })

  it("texts the customer at every status change, once each, whoever makes it (issue 19 item 7)", async () => {
    const asha = await shopper(server)
    const admin = await shopper(server, "admin")
    const moved = orderOf(await order(server, asha, [lineOf(options[30]!)]))
    for (const event of ["order.processing", "order.dispatched"] as const) {
      expect((await call(server, "PUT", `/order/${moved.orderid}`, admin.cookie, { _tag: "status", orderid: moved.orderid, event })).status).toBe(200)
    }
    // The browser's own SMS call for a status already texted sends nothing more.
    expect((await call(server, "POST", "/order/sendsms", asha.cookie, { orderid: moved.orderid })).status).toBe(200)
    const cancelled = orderOf(await order(server, asha, [lineOf(options[31]!)]))
    expect((await call(server, "PUT", `/order/${cancelled.orderid}`, asha.cookie, { _tag: "cancel", orderid: cancelled.orderid })).status).toBe(200)
    const texts = (orderid: string) => server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ mobile: string; message: string }>`
      SELECT recipient AS mobile, message FROM sms_outbox WHERE message LIKE ${`%${orderid}%`} ORDER BY id`))
    const [client] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ mobile: string }>`SELECT mobile FROM clients WHERE id = ${asha.clientId}`))
    // Issue 37 item 6: the server texts "Received" itself as the order is placed, beside its answer.
    const sorted = async (orderid: string) => [...await texts(orderid)].sort((a, b) => a.message.localeCompare(b.message))
    const status = (word: string) => ({ mobile: client!.mobile, message: `Bazaar: your order ${moved.orderid} of ${formatRupees(moved.Netpayable)} is ${word} (pay on delivery). ${arriving(moved)}. Track it under My Account.` })
    await expect.poll(() => sorted(moved.orderid)).toEqual([status("Dispatched"), status("Processing"), status("Received")])
    expect((await texts(cancelled.orderid)).map((t) => t.message).filter((m) => m.endsWith("has been cancelled."))).toEqual([`Bazaar: your order ${cancelled.orderid} has been cancelled.`])
  })

  it("takes back the record of a placed order's text that failed, so the next ask sends it (issue 37 item 6)", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[34]!)]))
    const records = () => server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ status: number }>`
      SELECT status FROM order_sms WHERE order_id = ${placed._id}`)).then((rows) => rows.map((row) => row.status))
    const texts = () => server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`
      SELECT message FROM sms_outbox WHERE message LIKE ${`%${placed.orderid}%`}`)).then((rows) => rows.length)
    // The placing transaction recorded the text; the server sent it beside the answer.
    expect(await records()).toEqual([1])
    await expect.poll(texts).toBe(1)
    // The same text, sent again through an SMS gateway that fails: its record is taken back.
    const [client] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ mobile: string }>`SELECT mobile FROM clients WHERE id = ${asha.clientId}`))
    await server.run(textPlaced(decodeOrder(placed), client!.mobile).pipe(Effect.provide(SmsProvider.memory([], true))))
    expect(await records()).toEqual([])
    // So the next call that asks for the order's SMS sends it, and records it again.
    expect((await call(server, "POST", "/order/sendsms", asha.cookie, { orderid: placed.orderid })).status).toBe(200)
    expect(await records()).toEqual([1])
    expect(await texts()).toBe(2)
  })

  it("lists every order for an admin, newest first, by status; 401 and 403 for others", async () => {
    const admin = await shopper(server, "admin")
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[29]!)]))
    const page = await contractClient(server.baseUrl, { cookie: admin.cookie })((api) => api.orderAdmin.list({ urlParams: { status: 1 } }))
    expect(page.order[0]!.orderid).toBe(placed.orderid)
    expect(page.order.every((o) => o.Status === 1)).toBe(true)
    expect(page.total).toBeGreaterThanOrEqual(page.order.length)
    expect((await call(server, "GET", "/admin/orders", asha.cookie)).status).toBe(403)
    expect((await call(server, "GET", "/admin/orders")).status).toBe(401)
  })
})
