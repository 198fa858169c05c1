import { SqlClient } from "@effect/sql"
import { Clock, Effect } from "effect"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { arrivalText } from "#domain/delivery.ts"
import { formatRupees } from "#domain/money.ts"
import { isRefundDue } from "#domain/order-lifecycle.ts"
import type { Order } from "#domain/order.ts"
import { SmsProvider } from "../sign-in/sms-provider.ts"

/**
 * Issue 32: what a cancellation gave back, as its `order.refunded` event records it ("Refunded ₹933
 * to your original payment."), or that a refund is still due; nothing when nothing was paid.
 */
const cancellationRefundText = (order: Order): string => {
  const cancelledAt = order.events.findIndex((event) => event._tag === "order.cancelled")
  const refund = order.events.slice(cancelledAt + 1).find((event) => event._tag === "order.refunded")
  if (refund?.reason !== undefined) return ` ${refund.reason}.`
  return isRefundDue(order) ? ` ${formatRupees(order.Netpayable)} will be refunded.` : ""
}

/** The order SMS (§7 order/sendsms, /admin/order-sendsms): the order, its amount and where it stands. */
export const orderSmsText = (order: Order): string =>
  order.Status === 0
    ? `Bazaar: your order ${order.orderid} has been cancelled.${cancellationRefundText(order)}`
    : `Bazaar: your order ${order.orderid} of ${formatRupees(order.Netpayable)} is ${order.StatusText}` +
      `${order.PaymentMode === "Cash on Delivery" && order.Status < 5 ? " (pay on delivery)" : ""}.` +
      `${arrivalText(order) === undefined ? "" : ` ${arrivalText(order)}.`} Track it under My Account.`

/** Texts a client by id (nothing when the client is gone); the SMS provider's and the database's failures are the caller's. */
export const textClient = (clientId: string, message: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sms = yield* SmsProvider
    const [client] = yield* sql<{ mobile: string }>`SELECT mobile FROM clients WHERE id = ${clientId}`
    if (client !== undefined) yield* sms.send(client.mobile, message)
  })

const send = (order: Order) =>
  textClient(order.client, orderSmsText(order)).pipe(
    Effect.tapError((error) => error._tag === "SmsFailed" ? Effect.logError("order SMS failed", error.reason) : Effect.void),
    Effect.mapError(() => new ServiceUnavailable({ message: "The SMS could not be sent right now; please try again shortly." }))
  )

/**
 * The browser's order SMS: one message per order and status, however often it is asked (a shopper
 * cannot make the shop text anyone repeatedly). Recorded only once it is sent.
 */
export const sendOrderSmsOnce = (order: Order) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const now = new Date(yield* Clock.currentTimeMillis)
    const fresh = yield* sql`INSERT INTO order_sms (order_id, status, sent_at) VALUES (${order._id}, ${order.Status}, ${now})
      ON CONFLICT (order_id, status) DO NOTHING RETURNING order_id`
    if (fresh.length > 0) yield* send(order)
  })))

/** An admin's order SMS: sent every time it is asked for. */
export const sendOrderSms = send
