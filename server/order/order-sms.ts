import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts"
import { isAwaitingPayment, type Order } from "#domain/order.ts"
import { ORDER_SMS } from "#domain/sms-texts.ts"
import { SmsProvider } from "../sign-in/sms-provider.ts"
import { orderById } from "./order.repo.ts"

/**
 * The order SMS (§7 order/sendsms, /admin/order-sendsms): the order, its value and where it stands,
 * in the language the order was placed in (issue 39: domain/sms-texts.ts has the words).
 */
export const orderSmsText = (order: Order, language: Language = DEFAULT_LANGUAGE): string => ORDER_SMS[language](order)

/** Texts a client by id (nothing when the client is gone); the SMS provider's and the database's failures are the caller's. */
export const textClient = (clientId: string, message: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sms = yield* SmsProvider
    const [client] = yield* sql<{ mobile: string }>`SELECT mobile FROM clients WHERE id = ${clientId}`
    if (client !== undefined) yield* sms.send(client.mobile, message)
  })

/**
 * Texts an order's customer in the order's language (issue 39: the page it was placed from),
 * reading the mobile and the language in one statement; nothing when the order or client is gone.
 */
export const textOrderClient = (orderId: string, text: (language: Language) => string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sms = yield* SmsProvider
    const [to] = yield* sql<{ mobile: string; language: Language }>`
      SELECT c.mobile, o.language FROM orders o JOIN clients c ON c.id = o.client_id WHERE o.id = ${orderId}`
    if (to !== undefined) yield* sms.send(to.mobile, text(to.language))
  })

const send = (order: Order) =>
  textOrderClient(order._id, (language) => orderSmsText(order, language)).pipe(
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
 * the client's mobile, so sending it costs the database nothing more; in the language it was placed
 * from (the placing call's, which the order keeps). A send that fails is logged
 * and its record taken back, so the order is texted by the next call that asks (as a send of
 * `sendOrderSmsOnce` that fails records nothing).
 */
export const textPlaced = (order: Order, mobile: string, language: Language = DEFAULT_LANGUAGE) =>
  Effect.flatMap(SmsProvider, (sms) => sms.send(mobile, orderSmsText(order, language))).pipe(
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
