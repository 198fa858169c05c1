import { SqlClient } from "@effect/sql"
import { Duration, Effect, Either, Layer, Option, Schedule } from "effect"
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts"
import type { Order } from "#domain/order.ts"
import { PAYMENT_EXPIRED_SMS } from "#domain/sms-texts.ts"
import { sendGatewayRefunds } from "../payment/gateway-refunds.ts"
import { PaymentGateway, type PaymentGatewayShape } from "../payment/payment-gateway.ts"
import { toPaise } from "../payment/razorpay.ts"
import { textOrderClient, textWhenPaid } from "./order-sms.ts"
import { orderById } from "./order.repo.ts"
import { dueOrders, expireOrder, settlePayment } from "./order.writes.ts"

/**
 * Payment holds (issue 17, ADR 019): an online order waiting for payment holds its stock until its
 * `payment_due_at`, set in the database's time when it is placed. Every server process sweeps
 * the due orders at start and then every SWEEP_EVERY, and once more before an order is placed (so
 * the stock of a hold that ran out is on sale again for it). The database is the only record: a
 * restart loses nothing, and two processes sweeping at once cancel each order once (expireOrder).
 */
export const SWEEP_EVERY = Duration.seconds(30)

/** How many due orders one sweep cancels at most (the rest wait for the next). */
const SWEEP_BATCH = 200

/** The SMS a customer gets when an order's hold ran out, in the order's language (issue 39). */
export const expirySmsText = (order: Pick<Order, "orderid">, language: Language = DEFAULT_LANGUAGE) => PAYMENT_EXPIRED_SMS[language](order)

/**
 * Tells the customer, once (the order's cancelled-status SMS is recorded like every order SMS); a
 * failed SMS is logged and does not undo or stop the sweep.
 */
const tellCustomer = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const order = yield* orderById(orderId)
    if (Option.isNone(order)) return
    const fresh = yield* sql`INSERT INTO order_sms (order_id, status, sent_at) VALUES (${orderId}, 0, now())
      ON CONFLICT (order_id, status) DO NOTHING RETURNING order_id`
    if (fresh.length === 0) return
    yield* textOrderClient(orderId, (language) => expirySmsText(order.value, language))
  }).pipe(Effect.catchAllCause((cause) => Effect.logWarning(`payment holds: the SMS for order ${orderId} was not sent`, cause)))

/**
 * Issue 37 item 3: before an unpaid order is cancelled, the gateway is asked about each of its
 * attempts that has no result (Razorpay's result may not have reached the shop: a webhook late, a
 * tab closed). Money captured is taken (the order is paid, not cancelled); money authorised and not
 * yet captured, an amount that is not the attempt's, or a gateway that does not answer, leave the
 * order for the next sweep: an order is never cancelled while its money may have been taken. True
 * when the order may be cancelled now.
 */
const nothingPaidAtGateway = (gateway: PaymentGatewayShape, orderId: string) =>
  Effect.gen(function* () {
    const ask = gateway.paymentState
    if (ask === undefined) return true
    const sql = yield* SqlClient.SqlClient
    const open = yield* sql<{ id: string; amount: number }>`
      SELECT id, amount::float8 AS amount FROM payment_attempts WHERE order_id = ${orderId} AND outcome IS NULL AND gateway = ${gateway.name}`
    let cancellable = true
    for (const attempt of open) {
      const state = yield* Effect.either(ask(attempt.id))
      if (Either.isLeft(state)) {
        yield* Effect.logWarning(`payment holds: the gateway did not say whether attempt ${attempt.id} was paid; order ${orderId} waits for the next sweep`)
        cancellable = false
      } else if (state.right._tag === "Authorised") {
        cancellable = false
      } else if (state.right._tag === "Captured") {
        cancellable = false
        if (state.right.amountPaise !== toPaise(attempt.amount)) {
          yield* Effect.logWarning(`payment holds: payment ${state.right.paymentId} of attempt ${attempt.id} is not the attempt's amount; settle order ${orderId} by hand`)
        } else {
          const taken = yield* Effect.either(settlePayment(orderId, attempt.id, state.right.paymentId, "approved"))
          if (Either.isRight(taken)) yield* textWhenPaid(orderId)
          // A capture the order could no longer take is refunded at the gateway (issue 37 item 3).
          else yield* sendGatewayRefunds(orderId)
          yield* Effect.logInfo(`payment holds: order ${orderId} was paid at the gateway (${state.right.paymentId}); taken instead of cancelling it`)
        }
      }
    }
    return cancellable
  })

/** Cancels the orders whose hold has run out, telling each customer; the number cancelled by this process. */
export const sweepDueOrders = Effect.gen(function* () {
  const due = yield* dueOrders(SWEEP_BATCH)
  const gateway = yield* PaymentGateway
  let cancelled = 0
  for (const id of due) {
    if (!(yield* nothingPaidAtGateway(gateway, id))) continue
    if (yield* expireOrder(id)) {
      cancelled++
      yield* tellCustomer(id)
    }
  }
  if (cancelled > 0) yield* Effect.logInfo(`payment holds: cancelled ${cancelled} unpaid online ${cancelled === 1 ? "order" : "orders"} past their hold`)
  return cancelled
})

/** A sweep that never fails its caller: a database fault is logged and the next sweep tries again. */
export const sweepQuietly = sweepDueOrders.pipe(
  Effect.catchAllCause((cause) => Effect.as(Effect.logWarning("payment holds: the sweep failed; the next one will try again", cause), 0))
)

/** The sweeping fiber of this server process, for the life of its scope. */
export const PaymentHoldsLive = Layer.scopedDiscard(Effect.forkScoped(sweepQuietly.pipe(Effect.repeat(Schedule.spaced(SWEEP_EVERY)))))
