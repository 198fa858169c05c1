import { SqlClient } from "@effect/sql"
import { Clock, Effect, Either } from "effect"
import type { RazorpayWebhook } from "#domain/http/payment.http.ts"
import { decideEvent } from "#domain/order-lifecycle.ts"
import { appendLockedEvent, lockOrder, settlePayment, stateOf } from "../order/order.writes.ts"
import { textWhenPaid } from "../order/order-sms.ts"
import type { SmsProvider } from "../sign-in/sms-provider.ts"
import { applyRefundWebhook, sendGatewayRefunds } from "./gateway-refunds.ts"
import { toPaise } from "./razorpay.ts"

// Issue 37 item 2: Razorpay's webhooks applied to the shop's orders. Each event once, by its id
// (X-Razorpay-Event-Id): the id is kept in `gateway_events` in the same transaction as what the
// event changed, so a delivery repeated, or two deliveries racing, apply it once, and a delivery
// that failed half-way applied nothing and is applied when Razorpay delivers it again.

/** The attempt a Razorpay order id names: its order and amount. */
const attemptOfRazorpayOrder = (razorpayOrderId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ orderId: string; amount: number }>`
    SELECT order_id AS "orderId", amount::float8 AS amount FROM payment_attempts WHERE id = ${razorpayOrderId} AND gateway = 'razorpay'`)

/**
 * A payment that failed, on the order's timeline (`payment.failed`, by the system, with the bank's
 * words) when the order is still waiting for its payment. The attempt stays open: Checkout lets the
 * shopper pay the same Razorpay order again, and that payment's capture must still be taken.
 */
const noteFailure = (orderId: string, paymentId: string, reason: string) =>
  Effect.gen(function* () {
    yield* lockOrder(orderId)
    const allowed = decideEvent((yield* stateOf(orderId)).snapshot, { _tag: "payment.failed", by: "system" })
    if (Either.isLeft(allowed)) return `Payment ${paymentId} failed; the order was not changed (${allowed.left.message}).`
    return yield* appendLockedEvent(orderId, { _tag: "payment.failed", by: "system" }, undefined, `Payment declined (${paymentId}): ${reason}`).pipe(
      Effect.as(`Payment ${paymentId} failed: on the order's timeline.`),
      // Decided above under the order's lock: a refusal now would be a defect, not the gateway's fault.
      Effect.catchTag("OrderCannotChange", (refused) => Effect.die(new Error(`order ${orderId} refused payment.failed after allowing it: ${refused.message}`)))
    )
  })

/** What an event did, in a sentence, and what to do after the commit (text the customer, ask for a refund). */
interface Applied {
  readonly outcome: string
  readonly paidOrder: string | undefined
  readonly then?: Effect.Effect<void, never, SqlClient.SqlClient | SmsProvider>
  /** The order whose refunds at the gateway to send after the commit. */
  readonly refundsOf?: string
}

const said = (outcome: string): Applied => ({ outcome, paidOrder: undefined })

/** What one verified event does to the shop, in a sentence (kept with the event). */
const applyEvent = (webhook: RazorpayWebhook) =>
  Effect.gen(function* () {
    const payment = webhook.payload.payment?.entity
    const paying = webhook.event === "payment.captured" || webhook.event === "order.paid"
    if (webhook.event === "refund.processed" || webhook.event === "refund.failed") {
      const refund = webhook.payload.refund?.entity
      if (refund === undefined) return said(`${webhook.event} names no refund: nothing applied.`)
      const { outcome, then } = yield* applyRefundWebhook(webhook.event, refund)
      return { outcome, paidOrder: undefined, then } satisfies Applied
    }
    if (!paying && webhook.event !== "payment.failed") return said(`${webhook.event} is not an event the shop acts on.`)
    if (payment === undefined || payment.order_id === null) return said(`${webhook.event} names no Razorpay order: nothing applied.`)
    const [attempt] = yield* attemptOfRazorpayOrder(payment.order_id)
    if (attempt === undefined) return said(`Razorpay order ${payment.order_id} is not a payment attempt of this shop: nothing applied.`)
    if (webhook.event === "payment.failed") return said(yield* noteFailure(attempt.orderId, payment.id, payment.error_description ?? "no reason was given"))
    if (payment.amount !== toPaise(attempt.amount)) {
      yield* Effect.logWarning(`Razorpay payment ${payment.id} of ${payment.amount} paise does not match attempt ${payment.order_id} (${attempt.amount} rupees)`)
      return said(`Payment ${payment.id} is for ${payment.amount} paise, not the attempt's ${toPaise(attempt.amount)}: not applied; settle it by hand.`)
    }
    const settled = yield* Effect.either(settlePayment(attempt.orderId, payment.order_id, payment.id, "approved"))
    // Refused: a capture the order could no longer take, refunded in the ledger and queued at the gateway (issue 37 item 3).
    if (Either.isLeft(settled)) return { ...said(settled.left.message), refundsOf: attempt.orderId } satisfies Applied
    return { outcome: `Payment ${payment.id} taken: the order is paid.`, paidOrder: attempt.orderId } satisfies Applied
  })

/**
 * Applies a verified webhook once: `already` when its event id was applied before (the sentence
 * kept then), else what it did now.
 */
export const applyRazorpayWebhook = (eventId: string, webhook: RazorpayWebhook) =>
  Effect.tap(applyOnce(eventId, webhook), (applied) =>
    Effect.all([
      // The order's first SMS, now that it is paid, even if the shopper never came back (issue 33):
      // after the commit, so no transaction waits on the SMS provider.
      applied.paidOrder === undefined ? Effect.void : textWhenPaid(applied.paidOrder),
      applied.then ?? Effect.void,
      // A payment the order could no longer take is refunded at the gateway (issue 37 item 3): in
      // the background, so Razorpay has its answer without waiting on its own Refunds API.
      applied.refundsOf === undefined ? Effect.void : Effect.asVoid(Effect.forkDaemon(sendGatewayRefunds(applied.refundsOf)))
    ], { discard: true }))

const applyOnce = (eventId: string, webhook: RazorpayWebhook) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const now = new Date(yield* Clock.currentTimeMillis)
    // Taken first: a second delivery of the same event waits here until this one commits, then finds it.
    const taken = yield* sql<{ id: string }>`
      INSERT INTO gateway_events (id, gateway, event, received_at, outcome) VALUES (${eventId}, 'razorpay', ${webhook.event}, ${now}, '')
      ON CONFLICT (id) DO NOTHING RETURNING id`
    if (taken.length === 0) {
      const [kept] = yield* sql<{ outcome: string }>`SELECT outcome FROM gateway_events WHERE id = ${eventId}`
      return { already: true, outcome: kept?.outcome ?? "", paidOrder: undefined, then: undefined, refundsOf: undefined }
    }
    const { outcome, paidOrder, then, refundsOf } = yield* applyEvent(webhook)
    yield* sql`UPDATE gateway_events SET outcome = ${outcome} WHERE id = ${eventId}`
    return { already: false, outcome, paidOrder, then, refundsOf }
  })))
