import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { GatewayRefund, RefundStep } from "#domain/gateway-refunds.ts"
import { formatRupees } from "#domain/money.ts"
import { refundKey, sendGatewayRefunds } from "#server/payment/gateway-refunds.ts"
import { PaymentGateway } from "#server/payment/payment-gateway.ts"
import { SmsProvider } from "#server/sign-in/sms-provider.ts"
import { raw } from "#tests/support/api-client.ts"
import { type FakeRazorpay, startFakeRazorpay } from "#tests/support/fake-razorpay.ts"
import { call, deliver, lineOf, order, orderOf, type SellableOption, sellableOptions, setWallet, shopper, type Shopper, walletOf } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 37 item 4: refunds to the original payment of an order paid through Razorpay are made at
// the gateway (its Refunds API, once per ledger entry and round), each refund's steps on the order's
// timeline, in the customer's SMS and in the back office, where one that failed is retried or settled
// by hand. Against the local fake built from Razorpay's documented API.

let fake: FakeRazorpay
let server: TestServer
let options: ReadonlyArray<SellableOption>
let admin: Shopper

beforeAll(async () => {
  fake = await startFakeRazorpay()
  server = await startTestServer({ payment: { _tag: "Razorpay", ...fake.settings } })
  options = await sellableOptions(server, 20)
  admin = await shopper(server, "admin")
})

afterAll(async () => {
  await server?.close()
  await fake?.close()
})

interface Token { readonly attemptId: string }
interface TrackedOrder { readonly _id: string; readonly orderid: string; readonly Netpayable: number; readonly wallet: number; readonly PaymentStatus: string; readonly refundSteps?: ReadonlyArray<RefundStep> }

/** An online order of `who`, paid through the fake's Checkout and the signed result. */
const paidOrder = async (who: Shopper, option: SellableOption, quantity = 1, extra: Record<string, unknown> = {}) => {
  const placed = orderOf(await order(server, who, [lineOf(option, quantity)], { PaymentMode: "Online", ...extra }))
  const { token } = (await call(server, "POST", `/order/generatenewtoken/${Number(placed.orderid.slice(3))}`, who.cookie)).body as { token: Token }
  const { payment, result } = fake.pay(token.attemptId)
  const paid = await call(server, "PUT", `/order/${placed.orderid}`, who.cookie, {
    _tag: "payment", orderid: placed.orderid, attemptId: result.razorpay_order_id, paymentId: result.razorpay_payment_id, signature: result.razorpay_signature, outcome: "approved"
  })
  expect(orderOf(paid).PaymentStatus).toBe("Paid")
  return { placed, payment, token }
}

/** `work` done while Razorpay answers refunds so (or is down), then as it does by default again. */
const whileGateway = async (answer: FakeRazorpay["refundOutcome"] | "down", work: () => Promise<unknown>) => {
  if (answer === "down") fake.down = true
  else fake.refundOutcome = answer
  try {
    await work()
  } finally {
    fake.down = false
    fake.refundOutcome = "processed"
  }
}

const cancel = (who: Shopper, orderid: string) => call(server, "PUT", `/order/${orderid}`, who.cookie, { _tag: "cancel", orderid })
const tracked = async (who: Shopper, orderid: string) => (await call(server, "GET", `/order/${orderid}`, who.cookie)).body as { order: TrackedOrder }
const detailOf = async (orderid: string) =>
  ((await call(server, "GET", `/admin/orders/${orderid}`, admin.cookie)).body as { detail: { gatewayRefunds: ReadonlyArray<GatewayRefund>; timeline: ReadonlyArray<{ _tag: string; reason: string | null }> } }).detail
const refundRequests = (paymentId: string) =>
  fake.requests.filter((request) => request.method === "POST" && request.path === `/v1/payments/${paymentId}/refund`)
const textsTo = (who: Shopper, like: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`
    SELECT o.message FROM sms_outbox o JOIN clients c ON c.mobile = o.recipient WHERE c.id = ${who.clientId} AND o.message LIKE ${like} ORDER BY o.id`))
const deliverHook = (hook: { readonly body: string; readonly signature: string; readonly eventId: string }) =>
  raw(server.baseUrl, "/api/v1/payment/razorpay/webhook", {
    method: "POST", body: hook.body,
    headers: { "content-type": "application/json", "x-razorpay-signature": hook.signature, "x-razorpay-event-id": hook.eventId }
  })
const sweepTexts: Array<{ to: string; message: string }> = []
const sweep = () => server.run(sendGatewayRefunds().pipe(
  Effect.provide(SmsProvider.memory(sweepTexts)), Effect.provide(PaymentGateway.layer({ _tag: "Razorpay", ...fake.settings }))))

describe("a cancelled paid order is refunded at the gateway", () => {
  it("asks Razorpay for the whole payment once, in paise under the refund's key, and the timeline and the SMS say it was sent", async () => {
    const asha = await shopper(server)
    const { placed, payment } = await paidOrder(asha, options[0]!, 2)
    const cancelled = orderOf(await cancel(asha, placed.orderid)) as unknown as TrackedOrder
    const asked = refundRequests(payment.id)
    expect(asked).toHaveLength(1)
    const [refund] = [...fake.refunds.values()].filter((r) => r.payment_id === payment.id)
    expect(asked[0]!.body).toMatchObject({ amount: Math.round(placed.Netpayable * 100), speed: "normal", receipt: refund!.key, notes: { orderid: placed.orderid } })
    expect(refund!.key).toMatch(/^grf_[0-9a-f]{24}_r0$/)
    // The cancellation's answer already has the gateway's word.
    expect(cancelled.PaymentStatus).toBe("Refunded")
    expect(cancelled.refundSteps?.map((step) => [step._tag, step.amount])).toEqual([["refund.pending", placed.Netpayable], ["refund.processed", placed.Netpayable]])
    const [gatewayRefund] = (await detailOf(placed.orderid)).gatewayRefunds
    expect(gatewayRefund).toMatchObject({ amount: placed.Netpayable, paymentId: payment.id, status: "processed", gatewayRefundId: refund!.id, words: null })
    expect(await textsTo(asha, "%refund of%sent to your original payment%")).toHaveLength(1)
    // A sweep afterwards asks for nothing again.
    await sweep()
    expect(refundRequests(payment.id)).toHaveLength(1)
  })

  it("gives the wallet's part back to the wallet and only the rest through the gateway", async () => {
    const ravi = await shopper(server)
    await setWallet(server, ravi.clientId, 100)
    const { placed, payment } = await paidOrder(ravi, options[1]!, 1, { walletAmount: 100 })
    expect(placed.wallet).toBeGreaterThan(0)
    await cancel(ravi, placed.orderid)
    expect(await walletOf(server, ravi.clientId)).toBe(100)
    expect(refundRequests(payment.id).map((request) => (request.body as { amount: number }).amount)).toEqual([Math.round(placed.Netpayable * 100)])
  })

  it("with Razorpay down, keeps the refund pending and the sweep asks again with the same key until it is sent", async () => {
    const meena = await shopper(server)
    const { placed, payment } = await paidOrder(meena, options[2]!)
    await whileGateway("down", async () => {
      const cancelled = await cancel(meena, placed.orderid)
      expect(cancelled.status).toBe(200)
      expect((orderOf(cancelled) as unknown as TrackedOrder).refundSteps?.map((step) => step._tag)).toEqual(["refund.pending"])
      await sweep()
    })
    await sweep()
    const keys = refundRequests(payment.id).map((request) => request.body as { receipt: string })
    expect(new Set(keys.map((body) => body.receipt)).size).toBe(1)
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1)
    expect((await tracked(meena, placed.orderid)).order.refundSteps?.map((step) => step._tag)).toEqual(["refund.pending", "refund.processed"])
    expect(sweepTexts.map((sms) => sms.message)).toContain(`Bazaar: the refund of ${formatRupees(placed.Netpayable)} for your order ${placed.orderid} has been sent to your original payment. Banks take up to 5-7 working days to show it.`)
  })
})

describe("refund webhooks", () => {
  it("a pending refund is processed by refund.processed, once however often it is delivered; a late refund.failed changes nothing", async () => {
    const kiran = await shopper(server)
    const { placed, payment } = await paidOrder(kiran, options[3]!)
    await whileGateway("pending", () => cancel(kiran, placed.orderid))
    const refund = [...fake.refunds.values()].find((r) => r.payment_id === payment.id)!
    expect((await detailOf(placed.orderid)).gatewayRefunds[0]).toMatchObject({ status: "pending", gatewayRefundId: refund.id })
    refund.status = "processed"
    const hook = fake.webhook("refund.processed", payment, refund)
    expect(await deliverHook(hook)).toMatchObject({ status: 200, body: { message: `Refund ${refund.id} processed: on the order's timeline.` } })
    expect(await deliverHook(hook)).toMatchObject({ status: 200, body: { message: `Already applied: Refund ${refund.id} processed: on the order's timeline.` } })
    expect((await deliverHook(fake.webhook("refund.failed", payment, { ...refund, status: "failed" }))).status).toBe(200)
    expect((await tracked(kiran, placed.orderid)).order.refundSteps?.map((step) => step._tag)).toEqual(["refund.pending", "refund.processed"])
    expect(await textsTo(kiran, "%refund of%")).toHaveLength(1)
  })

  it("a pending refund whose webhook never comes is looked up by the sweep once it is 15 minutes old", async () => {
    const usha = await shopper(server)
    const { placed, payment } = await paidOrder(usha, options[9]!)
    await whileGateway("pending", () => cancel(usha, placed.orderid))
    const refund = [...fake.refunds.values()].find((r) => r.payment_id === payment.id)!
    refund.status = "processed"
    // Not yet 15 minutes: the sweep leaves it to its webhook.
    await sweep()
    expect((await detailOf(placed.orderid)).gatewayRefunds[0]).toMatchObject({ status: "pending" })
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE gateway_refunds SET updated_at = now() - interval '16 minutes' WHERE order_id = ${placed._id}`))
    await sweep()
    expect((await detailOf(placed.orderid)).gatewayRefunds[0]).toMatchObject({ status: "processed", gatewayRefundId: refund.id })
    expect(fake.requests.filter((request) => request.method === "GET" && request.path === `/v1/refunds/${refund.id}`)).toHaveLength(1)
  })

  it("a refund whose answer never reached the shop is found by its receipt", async () => {
    const devi = await shopper(server)
    const { placed, payment } = await paidOrder(devi, options[4]!)
    await whileGateway("down", () => cancel(devi, placed.orderid))
    const [row] = (await detailOf(placed.orderid)).gatewayRefunds
    // Razorpay made the refund (the shop's request timed out after it arrived) and tells of it by webhook.
    const made = { id: "rfnd_Fake0000000001", payment_id: payment.id, amount: Math.round(placed.Netpayable * 100), receipt: refundKey(row!.id, 0), notes: {}, status: "processed" as const, key: refundKey(row!.id, 0) }
    expect((await deliverHook(fake.webhook("refund.processed", payment, made))).status).toBe(200)
    expect((await detailOf(placed.orderid)).gatewayRefunds[0]).toMatchObject({ status: "processed", gatewayRefundId: made.id })
  })
})

describe("a refund that fails", () => {
  it("is failed with Razorpay's words, on the timeline and texted; staff retry it under a new key and it is sent", async () => {
    const sunil = await shopper(server)
    const { placed, payment } = await paidOrder(sunil, options[5]!)
    await whileGateway("refused", () => cancel(sunil, placed.orderid))
    const failed = (await detailOf(placed.orderid)).gatewayRefunds[0]!
    expect(failed).toMatchObject({ status: "failed", words: "Refunds are not allowed on this payment (fake)" })
    const steps = (await tracked(sunil, placed.orderid)).order.refundSteps
    expect(steps?.at(-1)).toMatchObject({ _tag: "refund.failed", reason: "Refunds are not allowed on this payment (fake)" })
    expect(await textsTo(sunil, "%could not be sent to your original payment%")).toHaveLength(1)
    // The customer cannot act on it; staff can.
    const path = `/admin/orders/${placed.orderid}/gateway-refunds/${failed.id}`
    expect((await call(server, "POST", `${path}/retry`, sunil.cookie)).status).toBe(403)
    const retried = await call(server, "POST", `${path}/retry`, admin.cookie)
    expect(retried.status).toBe(200)
    const detail = (retried.body as { detail: { gatewayRefunds: ReadonlyArray<GatewayRefund>; timeline: ReadonlyArray<{ _tag: string }> } }).detail
    expect(detail.gatewayRefunds[0]).toMatchObject({ status: "processed" })
    expect(detail.timeline.map((entry) => entry._tag).filter((tag) => tag.startsWith("refund."))).toEqual(["refund.pending", "refund.failed", "refund.pending", "refund.processed"])
    expect(refundRequests(payment.id).map((request) => (request.body as { receipt: string }).receipt)).toEqual([refundKey(failed.id, 0), refundKey(failed.id, 1)])
    // Only a failed refund is retried.
    expect(await call(server, "POST", `${path}/retry`, admin.cookie)).toMatchObject({ status: 409, body: { _tag: "RefundNotAllowed", message: "This refund is processed; only a refund that failed can be asked for again." } })
  })

  it("is settled by hand with a note, never by staff on their own order, and an unknown refund is 404", async () => {
    const { placed } = await paidOrder(admin, options[6]!)
    const other = await shopper(server, "admin")
    await whileGateway("failed", () => cancel(admin, placed.orderid))
    const failed = (await detailOf(placed.orderid)).gatewayRefunds[0]!
    expect(failed.status).toBe("failed")
    const path = `/admin/orders/${placed.orderid}/gateway-refunds/${failed.id}`
    expect(await call(server, "POST", `${path}/settle`, admin.cookie, { note: "NEFT UTR 1234" })).toMatchObject({ status: 403, body: { _tag: "OwnAccountRefused" } })
    expect(await call(server, "POST", `${path}/settle`, other.cookie, { note: " " })).toMatchObject({ status: 400 })
    const settled = await call(server, "POST", `${path}/settle`, other.cookie, { note: "NEFT to the customer's bank, UTR 1234" })
    expect(settled.status).toBe(200)
    expect((settled.body as { detail: { gatewayRefunds: ReadonlyArray<GatewayRefund> } }).detail.gatewayRefunds[0]).toMatchObject({ status: "settled", words: "NEFT to the customer's bank, UTR 1234" })
    expect((await tracked(admin, placed.orderid)).order.refundSteps?.at(-1)).toMatchObject({ _tag: "refund.settled", by: "admin", reason: "NEFT to the customer's bank, UTR 1234" })
    expect(await textsTo(admin, "%paid to you by Bazaar directly (NEFT to the customer's bank, UTR 1234).")).toHaveLength(1)
    // The note is texted: one line, no link.
    expect(await call(server, "POST", `${path}/settle`, other.cookie, { note: "Paid, see https://evil.example" })).toMatchObject({ status: 400 })
    expect((await call(server, "POST", `/admin/orders/${placed.orderid}/gateway-refunds/grf_${"0".repeat(24)}/retry`, other.cookie)).status).toBe(404)
  })
})

describe("every refund to the original payment goes through the gateway", () => {
  it("the admin's refund of a delivered order, and a capture that came after the order was cancelled", async () => {
    const lata = await shopper(server)
    const { placed, payment } = await paidOrder(lata, options[7]!, 2)
    await deliver(server, admin, placed.orderid)
    const refunded = await call(server, "POST", `/admin/orders/${placed.orderid}/refunds`, admin.cookie, { scope: "order", refundTo: "original", reason: "Damaged in transit" })
    expect(refunded.status).toBe(201)
    expect((refunded.body as { detail: { gatewayRefunds: ReadonlyArray<GatewayRefund> } }).detail.gatewayRefunds).toMatchObject([{ status: "processed", paymentId: payment.id }])
    expect(refundRequests(payment.id)).toHaveLength(1)

    // The shopper paid at Razorpay after cancelling: the capture is given back at the gateway.
    const late = orderOf(await order(server, lata, [lineOf(options[8]!)], { PaymentMode: "Online" }))
    const { token } = (await call(server, "POST", `/order/generatenewtoken/${Number(late.orderid.slice(3))}`, lata.cookie)).body as { token: Token }
    await cancel(lata, late.orderid)
    const capture = fake.pay(token.attemptId).payment
    expect((await deliverHook(fake.webhook("payment.captured", capture))).status).toBe(200)
    // Asked in the background: the webhook's answer does not wait on the Refunds API.
    await expect.poll(() => refundRequests(capture.id).map((request) => (request.body as { amount: number }).amount)).toEqual([capture.amount])
    await expect.poll(async () => (await tracked(lata, late.orderid)).order.refundSteps?.map((step) => step._tag)).toEqual(["refund.pending", "refund.processed"])
    // The capture is no longer "refund due" once its money is back.
    const due = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ due: boolean }>`SELECT refund_due AS due FROM payment_attempts WHERE id = ${token.attemptId}`))
    expect(due).toEqual([{ due: false }])
  })
})

describe("no paid order ends cancelled without its refund recorded or pending (issue 37's done-when)", () => {
  it("holds over every order this suite made: a cancelled order holds nothing, and every rupee back to a Razorpay payment is a gateway refund", async () => {
    const broken = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string; why: string }>`
      SELECT o.id, 'holds money after its cancellation' AS why FROM orders o WHERE o.status = 0 AND bazaar_order_held(o.id) <> 0
      UNION ALL
      SELECT e.order_id, 'a refund to the payer not asked of the gateway' FROM ledger_entries e
      WHERE e.from_account = 'order' AND e.to_account = 'payer'
        AND EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = e.order_id AND a.gateway = 'razorpay' AND a.outcome = 'approved')
        AND e.amount <> coalesce((SELECT sum(g.amount) FROM gateway_refunds g WHERE g.ledger_entry_id = e.id), 0)`))
    expect(broken).toEqual([])
    const counted = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM gateway_refunds`))
    expect(counted[0]!.n).toBeGreaterThanOrEqual(8)
  })
})
