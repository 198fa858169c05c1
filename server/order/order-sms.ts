import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { arrivalText } from "#domain/delivery-words.ts"
import { formatRupees } from "#domain/money.ts"
import { isRefundDue } from "#domain/order-lifecycle.ts"
import { isAwaitingPayment, type Order } from "#domain/order.ts"
import { SmsProvider } from "../sign-in/sms-provider.ts"
import { orderById } from "./order.repo.ts"

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

const inIndia = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit", hour12: true })

/**
 * Issue 33: how the order is paid, as the SMS says it beside its value (the order's value: what is
 * still to pay and what the wallet paid). Cash on Delivery says what is paid on delivery, and
 * nothing is when the wallet paid it all ("₹0 on delivery" was sent).
 */
const paidText = (order: Order): string => {
  if (order.Netpayable === 0) return order.wallet > 0 ? " (paid from your wallet)" : ""
  if (order.PaymentMode === "Cash on Delivery") {
    if (order.Status >= 5) return ""
    return order.wallet > 0 ? ` (${formatRupees(order.Netpayable)} to pay on delivery)` : " (pay on delivery)"
  }
  return order.PaymentStatus === "Paid" ? " (paid)" : ""
}

/**
 * The order SMS (§7 order/sendsms, /admin/order-sendsms): the order, its value and where it stands.
 * An online order still waiting for its payment says so (issue 33: it was texted "Received").
 */
export const orderSmsText = (order: Order): string => {
  if (order.Status === 0) return `Bazaar: your order ${order.orderid} has been cancelled.${cancellationRefundText(order)}`
  const value = formatRupees(order.Netpayable + order.wallet)
  if (isAwaitingPayment(order)) {
    const declined = order.PaymentStatus === "Failed" ? " Your last payment was declined." : ""
    const by = order.paymentDueAt === undefined ? "" : ` by ${inIndia.format(new Date(order.paymentDueAt))}`
    return `Bazaar: your order ${order.orderid} of ${value} is waiting for your payment of ${formatRupees(order.Netpayable)}.${declined}` +
      ` Pay for it under My Account${by}; unpaid, it is cancelled.`
  }
  const arrival = arrivalText(order)
  return `Bazaar: your order ${order.orderid} of ${value} is ${order.StatusText}${paidText(order)}.` +
    `${arrival === undefined ? "" : ` ${arrival}.`} Track it under My Account.`
}

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
 * cannot make the shop text anyone repeatedly). Recorded only once it is sent. An online order
 * waiting for its payment is not texted yet (issue 33): its "Received" goes when it is paid
 * (`textWhenPaid`), so the browser's call after placing it sends nothing.
 */
export const sendOrderSmsOnce = (order: Order) =>
  isAwaitingPayment(order) ? Effect.void : Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const now = new Date(yield* Clock.currentTimeMillis)
    const fresh = yield* sql`INSERT INTO order_sms (order_id, status, sent_at) VALUES (${order._id}, ${order.Status}, ${now})
      ON CONFLICT (order_id, status) DO NOTHING RETURNING order_id`
    if (fresh.length > 0) yield* send(order)
  })))

/**
 * Issue 37 item 6: a placed order's first SMS, which the placing transaction recorded (order_sms) with
 * the client's mobile, so sending it costs the database nothing more. A send that fails is logged
 * and its record taken back, so the order is texted by the next call that asks (as a send of
 * `sendOrderSmsOnce` that fails records nothing).
 */
export const textPlaced = (order: Order, mobile: string) =>
  Effect.flatMap(SmsProvider, (sms) => sms.send(mobile, orderSmsText(order))).pipe(
    Effect.catchAll((failed) => Effect.zipRight(
      Effect.logError("order SMS failed", failed.reason),
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM order_sms WHERE order_id = ${order._id} AND status = ${order.Status}`)
    ))
  )

/**
 * After a payment result (the gateway's page or the shopper's browser reporting it): the order's
 * SMS once, which an approved payment makes its first ("Received (paid)"); nothing while it still
 * waits for a payment. The payment stands whatever the SMS provider does: a failure is logged.
 */
export const textWhenPaid = (orderId: string) =>
  Effect.flatMap(orderById(orderId), Option.match({ onNone: () => Effect.void, onSome: sendOrderSmsOnce })).pipe(
    Effect.catchAll((error) => Effect.logWarning("payment SMS not sent", error))
  )

/** An admin's order SMS: sent every time it is asked for. */
export const sendOrderSms = send
