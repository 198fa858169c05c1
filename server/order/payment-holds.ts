import { SqlClient } from "@effect/sql"
import { Duration, Effect, Layer, Option, Schedule } from "effect"
import type { Order } from "#domain/order.ts"
import { textClient } from "./order-sms.ts"
import { orderById } from "./order.repo.ts"
import { dueOrders, expireOrder } from "./order.writes.ts"

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

/** The SMS a customer gets when an order's hold ran out. */
export const expirySmsText = (order: Pick<Order, "orderid">) =>
  `Bazaar: your order ${order.orderid} was not paid in time, so it has been cancelled and its items released. Nothing was charged; you can order again any time.`

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
    yield* textClient(order.value.client, expirySmsText(order.value))
  }).pipe(Effect.catchAllCause((cause) => Effect.logWarning(`payment holds: the SMS for order ${orderId} was not sent`, cause)))

/** Cancels the orders whose hold has run out, telling each customer; the number cancelled by this process. */
export const sweepDueOrders = Effect.gen(function* () {
  const due = yield* dueOrders(SWEEP_BATCH)
  let cancelled = 0
  for (const id of due) {
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
