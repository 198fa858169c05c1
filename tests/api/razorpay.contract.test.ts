import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sweepDueOrders } from "#server/order/payment-holds.ts"
import { PaymentGateway } from "#server/payment/payment-gateway.ts"
import { SmsProvider } from "#server/sign-in/sms-provider.ts"
import { raw } from "#tests/support/api-client.ts"
import { type FakeRazorpay, startFakeRazorpay } from "#tests/support/fake-razorpay.ts"
import { call, lineOf, order, orderOf, type SellableOption, sellableOptions, shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 37 item 1: Razorpay as the live gateway, against the local fake built from its documented
// API (tests/support/fake-razorpay.ts): an Orders API order per attempt, Checkout on the shop's own
// page under a policy that allows exactly it, and only Checkout's signed result marks an order Paid.

let fake: FakeRazorpay
let server: TestServer
let options: ReadonlyArray<SellableOption>

beforeAll(async () => {
  fake = await startFakeRazorpay()
  server = await startTestServer({ payment: { _tag: "Razorpay", ...fake.settings } })
  options = await sellableOptions(server, 5)
})

afterAll(async () => {
  await server?.close()
  await fake?.close()
})

const numberOf = (orderid: string) => Number(orderid.slice(3))

const attemptsOf = (orderId: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string; gateway: string; outcome: string | null }>`
    SELECT id, gateway, outcome FROM payment_attempts WHERE order_id = ${orderId} ORDER BY created_at`))

interface Token { readonly orderid: string; readonly attemptId: string; readonly amount: number; readonly gatewayUrl: string }

describe("an attempt is a Razorpay order", () => {
  it("is made with the Orders API in paise, the order number as its receipt, and a retry answers the same order", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[0]!, 2)], { PaymentMode: "Online" }))
    expect(placed.PaymentStatus).toBe("Pending")
    const first = await call(server, "POST", `/order/generatenewtoken/${numberOf(placed.orderid)}`, asha.cookie)
    expect(first.status).toBe(200)
    const token = (first.body as { token: Token }).token
    expect(token.attemptId).toMatch(/^order_[A-Za-z0-9]{14}$/)
    expect(token).toMatchObject({ orderid: placed.orderid, amount: placed.Netpayable, gatewayUrl: `/pay/razorpay/${token.attemptId}` })
    const made = fake.requests.filter((request) => request.method === "POST" && request.path === "/v1/orders")
    expect(made.at(-1)?.body).toEqual({ amount: Math.round(placed.Netpayable * 100), currency: "INR", receipt: placed.orderid, notes: { orderid: placed.orderid } })
    // The shopper comes back to pay again: the same Razorpay order, none made.
    const again = await call(server, "GET", "/order/generatenewtoken/0", asha.cookie)
    expect((again.body as { token: Token }).token.attemptId).toBe(token.attemptId)
    expect(fake.requests.filter((request) => request.path === "/v1/orders").length).toBe(made.length)
    expect(await attemptsOf(placed._id)).toEqual([{ id: token.attemptId, gateway: "razorpay", outcome: null }])
  })

  it("with the gateway down, answers 503 with a sentence and keeps no attempt", async () => {
    const ravi = await shopper(server)
    const placed = orderOf(await order(server, ravi, [lineOf(options[1]!)], { PaymentMode: "Online" }))
    fake.down = true
    try {
      const refused = await call(server, "POST", `/order/generatenewtoken/${numberOf(placed.orderid)}`, ravi.cookie)
      expect(refused).toMatchObject({
        status: 503,
        body: { _tag: "ServiceUnavailable", message: "The payment gateway could not be reached; please try again in a minute, or choose Cash on Delivery." }
      })
    } finally {
      fake.down = false
    }
    expect(await attemptsOf(placed._id)).toEqual([])
  })
})

describe("Checkout's result", () => {
  it("signed by Razorpay, marks the order Paid once; a forged signature, a 'declined' from the browser or another order's payment is refused", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[2]!)], { PaymentMode: "Online" }))
    const { token } = (await call(server, "POST", `/order/generatenewtoken/${numberOf(placed.orderid)}`, asha.cookie)).body as { token: Token }
    const { result } = fake.pay(token.attemptId)
    const report = (fields: Record<string, string>) => call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, {
      _tag: "payment", orderid: placed.orderid, attemptId: result.razorpay_order_id, paymentId: result.razorpay_payment_id,
      signature: result.razorpay_signature, outcome: "approved", ...fields
    })
    const forged = await report({ signature: "0".repeat(64) })
    expect(forged).toMatchObject({ status: 400, body: { _tag: "PaymentNotVerified" } })
    // Checkout never signs a failure: a decline is learned from Razorpay, not from the browser.
    expect(await report({ outcome: "declined" })).toMatchObject({ status: 400, body: { _tag: "PaymentNotVerified" } })
    // A payment of another Razorpay order, signed for that order, is not this attempt's.
    const other = orderOf(await order(server, asha, [lineOf(options[3]!)], { PaymentMode: "Online" }))
    const otherToken = ((await call(server, "POST", `/order/generatenewtoken/${numberOf(other.orderid)}`, asha.cookie)).body as { token: Token }).token
    const elsewhere = fake.pay(otherToken.attemptId).result
    expect(await report({ attemptId: elsewhere.razorpay_order_id, paymentId: elsewhere.razorpay_payment_id, signature: elsewhere.razorpay_signature }))
      .toMatchObject({ status: 400, body: { _tag: "PaymentNotVerified" } })
    const paid = await report({})
    expect(paid.status).toBe(200)
    expect(orderOf(paid)).toMatchObject({ PaymentStatus: "Paid" })
    expect(orderOf(paid).events.map((event) => event._tag)).toContain("payment.confirmed")
    // The same result again (the shopper reloads /OrderSuccess) changes nothing.
    expect((await report({})).status).toBe(200)
    expect(await attemptsOf(placed._id)).toEqual([{ id: token.attemptId, gateway: "razorpay", outcome: "approved" }])
  })
})

describe("the payment page", () => {
  it("is served to the shopper who placed the order only, loads Checkout's script under a policy that allows exactly it, and the test gateway's page is gone", async () => {
    const asha = await shopper(server)
    const stranger = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[4]!)], { PaymentMode: "Online" }))
    const { token } = (await call(server, "POST", `/order/generatenewtoken/${numberOf(placed.orderid)}`, asha.cookie)).body as { token: Token }
    expect((await raw(server.baseUrl, token.gatewayUrl)).status).toBe(401)
    expect((await raw(server.baseUrl, token.gatewayUrl, { headers: { cookie: stranger.cookie } })).status).toBe(404)
    const response = await fetch(`${server.baseUrl}${token.gatewayUrl}`, { headers: { cookie: asha.cookie } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<script src="${fake.settings.checkoutUrl}"></script>`)
    expect(html).toContain(`data-order="${token.attemptId}" data-amount="${Math.round(placed.Netpayable * 100)}"`)
    expect(html).toContain(`data-key="${fake.settings.keyId}"`)
    const policy = response.headers.get("content-security-policy") ?? ""
    expect(policy).toContain(`script-src 'self' ${fake.url}`)
    expect(policy).toContain(`frame-src ${fake.url}`)
    expect(policy).toContain("frame-ancestors 'none'")
    // Every other page keeps the shop's own policy: Checkout's origin nowhere else.
    const home = await fetch(`${server.baseUrl}/`)
    expect(home.headers.get("content-security-policy")).not.toContain(fake.url)
    const script = await fetch(`${server.baseUrl}/pay/razorpay.js`)
    expect(script.headers.get("content-type")).toContain("javascript")
    expect(await script.text()).toContain("block.upi")
    expect((await raw(server.baseUrl, "/pay/test/pay_0123456789abcdef01234567")).status).toBe(404)
  })
})

describe("Razorpay's webhook", () => {
  const deliver = (hook: { readonly body: string; readonly signature: string; readonly eventId: string }) =>
    raw(server.baseUrl, "/api/v1/payment/razorpay/webhook", {
      method: "POST", body: hook.body,
      headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId }
    })
  const onlineOrder = async () => {
    const who = await shopper(server)
    const placed = orderOf(await order(server, who, [lineOf(options[5]!)], { PaymentMode: "Online" }))
    const { token } = (await call(server, "POST", `/order/generatenewtoken/${numberOf(placed.orderid)}`, who.cookie)).body as { token: Token }
    return { who, placed, token }
  }
  const eventsOf = async (orderid: string, cookie: string) => orderOf(await call(server, "GET", `/order/${orderid}`, cookie)).events

  it("marks an order paid when the shopper closed the tab after paying, once however often it is delivered, and the browser's result after it changes nothing", async () => {
    const { who, placed, token } = await onlineOrder()
    const { payment, result } = fake.pay(token.attemptId)
    const hook = fake.webhook("payment.captured", payment)
    const first = await deliver(hook)
    expect(first).toMatchObject({ status: 200, body: { success: true, message: `Payment ${payment.id} taken: the order is paid.` } })
    expect(await deliver(hook)).toMatchObject({ status: 200, body: { message: `Already applied: Payment ${payment.id} taken: the order is paid.` } })
    // order.paid, a second event about the same payment, is the same payment again.
    expect((await deliver(fake.webhook("order.paid", payment))).status).toBe(200)
    const late = await call(server, "PUT", `/order/${placed.orderid}`, who.cookie, {
      _tag: "payment", orderid: placed.orderid, attemptId: result.razorpay_order_id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature, outcome: "approved"
    })
    expect(orderOf(late)).toMatchObject({ PaymentStatus: "Paid" })
    expect((await eventsOf(placed.orderid, who.cookie)).filter((event) => event._tag === "payment.confirmed")).toHaveLength(1)
    const texted = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`
      SELECT count(*)::int AS n FROM sms_outbox o JOIN clients c ON c.mobile = o.recipient WHERE c.id = ${who.clientId} AND o.message LIKE ${`%${placed.orderid}%`}`))
    expect(texted[0]!.n).toBe(1)
  })

  it("refuses a forged or unsigned delivery and one without its event id, and applies nothing", async () => {
    const { who, placed, token } = await onlineOrder()
    const { payment } = fake.pay(token.attemptId)
    const hook = fake.webhook("payment.captured", payment)
    expect(await deliver({ ...hook, signature: "f".repeat(64) })).toMatchObject({ status: 400, body: { _tag: "PaymentNotVerified" } })
    // The body changed after Razorpay signed it: a payment of another amount.
    expect(await deliver({ ...hook, body: hook.body.replace(`"amount":${payment.amount}`, `"amount":${payment.amount + 100}`) }))
      .toMatchObject({ status: 400, body: { _tag: "PaymentNotVerified" } })
    expect(await deliver({ ...hook, eventId: "" })).toMatchObject({ status: 400, body: { _tag: "BadRequest" } })
    expect(orderOf(await call(server, "GET", `/order/${placed.orderid}`, who.cookie)).PaymentStatus).toBe("Pending")
  })

  it("says so, and applies nothing, for an order not of this shop; a failed payment goes on the timeline and a later capture still pays", async () => {
    const stranger = { ...fake.pay(fake.orders.keys().next().value!).payment, order_id: "order_NotOurs0000000" }
    expect(await deliver(fake.webhook("payment.captured", stranger))).toMatchObject({
      status: 200, body: { message: "Razorpay order order_NotOurs0000000 is not a payment attempt of this shop: nothing applied." }
    })
    const { who, placed, token } = await onlineOrder()
    const failed = fake.pay(token.attemptId, "failed").payment
    expect(await deliver(fake.webhook("payment.failed", failed))).toMatchObject({ status: 200, body: { message: `Payment ${failed.id} failed: on the order's timeline.` } })
    const timeline = await eventsOf(placed.orderid, who.cookie)
    expect(timeline.at(-1)).toMatchObject({ _tag: "payment.failed", by: "system", reason: `Payment declined (${failed.id}): Payment was declined by the bank` })
    const captured = fake.pay(token.attemptId).payment
    expect((await deliver(fake.webhook("payment.captured", captured))).status).toBe(200)
    expect(orderOf(await call(server, "GET", `/order/${placed.orderid}`, who.cookie)).PaymentStatus).toBe("Paid")
  })

  it("takes a capture that came after the order was cancelled and refunds it in the ledger, never keeps it", async () => {
    const { who, placed, token } = await onlineOrder()
    await call(server, "PUT", `/order/${placed.orderid}`, who.cookie, { _tag: "cancel", orderid: placed.orderid })
    const { payment } = fake.pay(token.attemptId)
    const answer = await deliver(fake.webhook("payment.captured", payment))
    expect(answer).toMatchObject({ status: 200, body: { message: `This order is no longer waiting for payment, so payment ${payment.id} was not applied to it; it has been refunded to the original payment.` } })
    const moved = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ kind: string; amount: number }>`
      SELECT kind, amount::float8 AS amount FROM ledger_entries WHERE attempt_id = ${token.attemptId} ORDER BY id`))
    expect(moved).toEqual([{ kind: "online-payment", amount: placed.Netpayable }, { kind: "late-payment-refund", amount: placed.Netpayable }])
  })

  it("two deliveries of one event racing apply it once", async () => {
    const { who, placed, token } = await onlineOrder()
    const hook = fake.webhook("payment.captured", fake.pay(token.attemptId).payment)
    const answers = await Promise.all([deliver(hook), deliver(hook), deliver(hook)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.filter((answer) => !(answer.body as { message: string }).message.startsWith("Already applied")).length).toBe(1)
    expect((await eventsOf(placed.orderid, who.cookie)).filter((event) => event._tag === "payment.confirmed")).toHaveLength(1)
  })
})

describe("the payment holds' sweep asks Razorpay first (item 3)", () => {
  const texted: Array<{ to: string; message: string }> = []
  const sweep = () => server.run(sweepDueOrders.pipe(Effect.provide(SmsProvider.memory(texted)), Effect.provide(PaymentGateway.layer({ _tag: "Razorpay", ...fake.settings }))))
  const holdRunsOut = (orderId: string) =>
    server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE orders SET payment_due_at = now() - interval '1 second' WHERE id = ${orderId}`))
  const placedWithAttempt = async () => {
    const who = await shopper(server)
    const placed = orderOf(await order(server, who, [lineOf(options[6]!)], { PaymentMode: "Online" }))
    const { token } = (await call(server, "POST", `/order/generatenewtoken/${numberOf(placed.orderid)}`, who.cookie)).body as { token: Token }
    return { who, placed, token }
  }
  const statusOf = async (orderid: string, cookie: string) => {
    const { Status, PaymentStatus } = orderOf(await call(server, "GET", `/order/${orderid}`, cookie))
    return { Status, PaymentStatus }
  }

  it("takes money captured at Razorpay whose result never reached the shop, instead of cancelling the order", async () => {
    const { who, placed, token } = await placedWithAttempt()
    const { payment } = fake.pay(token.attemptId)
    await holdRunsOut(placed._id)
    await sweep()
    expect(await statusOf(placed.orderid, who.cookie)).toEqual({ Status: 1, PaymentStatus: "Paid" })
    const [attempt] = await attemptsOf(placed._id)
    expect(attempt).toMatchObject({ outcome: "approved" })
    const timeline = orderOf(await call(server, "GET", `/order/${placed.orderid}`, who.cookie)).events
    expect(timeline.at(-1)).toMatchObject({ _tag: "payment.confirmed", reason: `Paid online (${payment.id})` })
  })

  it("does not cancel while Razorpay cannot be asked, and cancels once it says nothing was paid", async () => {
    const { who, placed } = await placedWithAttempt()
    await holdRunsOut(placed._id)
    fake.down = true
    try {
      await sweep()
    } finally {
      fake.down = false
    }
    expect(await statusOf(placed.orderid, who.cookie)).toEqual({ Status: 1, PaymentStatus: "Pending" })
    await sweep()
    expect(await statusOf(placed.orderid, who.cookie)).toMatchObject({ Status: 0 })
  })
})

describe("a captured payment is never lost (issue 37)", () => {
  type Arrival = "callback" | "payment.captured" | "order.paid" | "redelivery" | "sweep"
  const ARRIVALS: ReadonlyArray<Arrival> = ["callback", "payment.captured", "order.paid", "redelivery", "sweep"]

  it("whatever order Checkout's result, the webhooks, a redelivery and the hold sweep arrive in, the order ends paid once", async () => {
    const texted: Array<{ to: string; message: string }> = []
    const gatewayLayer = PaymentGateway.layer({ _tag: "Razorpay", ...fake.settings })
    // One unit an order, one order a run: an option with stock for every run.
    const plenty = options.find((option) => option.stock >= 40)!
    await fc.assert(fc.asyncProperty(fc.shuffledSubarray([...ARRIVALS], { minLength: ARRIVALS.length }), async (arrivals) => {
      const who = await shopper(server)
      const placed = orderOf(await order(server, who, [lineOf(plenty)], { PaymentMode: "Online" }))
      const { token } = (await call(server, "POST", `/order/generatenewtoken/${numberOf(placed.orderid)}`, who.cookie)).body as { token: Token }
      const { payment, result } = fake.pay(token.attemptId)
      // The hold has run out: a sweep that found nothing at Razorpay would cancel the order.
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE orders SET payment_due_at = now() - interval '1 second' WHERE id = ${placed._id}`))
      const captured = fake.webhook("payment.captured", payment)
      const deliver = (hook: { readonly body: string; readonly signature: string; readonly eventId: string }) =>
        raw(server.baseUrl, "/api/v1/payment/razorpay/webhook", {
          method: "POST", body: hook.body,
          headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId }
        })
      for (const arrival of arrivals) {
        const answer = arrival === "callback"
          ? await call(server, "PUT", `/order/${placed.orderid}`, who.cookie, {
            _tag: "payment", orderid: placed.orderid, attemptId: result.razorpay_order_id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature, outcome: "approved"
          })
          : arrival === "sweep"
          ? { status: (await server.run(sweepDueOrders.pipe(Effect.provide(SmsProvider.memory(texted)), Effect.provide(gatewayLayer))), 200) }
          : await deliver(arrival === "redelivery" || arrival === "payment.captured" ? captured : fake.webhook("order.paid", payment))
        expect(answer.status, `${arrival} after ${arrivals.join(", ")}`).toBe(200)
      }
      const final = orderOf(await call(server, "GET", `/order/${placed.orderid}`, who.cookie))
      expect(final).toMatchObject({ Status: 1, PaymentStatus: "Paid" })
      expect(final.events.map((event) => event._tag)).toEqual(["order.placed", "payment.confirmed"])
      const moved = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ kind: string; amount: number }>`
        SELECT kind, amount::float8 AS amount FROM ledger_entries WHERE order_id = ${placed._id} AND attempt_id IS NOT NULL ORDER BY id`))
      expect(moved).toEqual([{ kind: "online-payment", amount: placed.Netpayable }])
    }), { numRuns: 12 })
  })
})
