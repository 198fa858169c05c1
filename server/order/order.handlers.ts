import { HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { mayWorkIn } from "#domain/staff.ts"
import { Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { addressEstimate } from "../delivery/delivery.repo.ts"
import { BadRequest, Forbidden, NotYourOrder, OrderNotFound, PaymentNotVerified, TooManyRequests } from "#domain/http/errors.ts"
import { refused } from "#domain/refusal-words.ts"
import { groupOrUnavailable, orNotFound } from "../http/failures.ts"
import { orderDetail, orderIdOf, recordRefund, searchOrders, textRefund } from "../support/orders-admin.ts"
import { isCrossSite } from "../http/request-guard.ts"
import { orderPlaced } from "../http/metrics.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { limitByAccount, RATE_RULES } from "../http/rate-limit.ts"
import { PaymentGateway } from "../payment/payment-gateway.ts"
import { retryGatewayRefund, sendGatewayRefunds, settleGatewayRefund } from "../payment/gateway-refunds.ts"
import { creditNoteDocument, invoiceDocument, keepCreditNotePdf, keepInvoicePdf } from "./invoice.ts"
import { creditNotePdf, invoicePdf, pdfKeyOf } from "./invoice-pdf.ts"
import * as Repo from "./order.repo.ts"
import { sendOrderSms, sendOrderSmsOnce, textPlaced } from "./order-sms.ts"
import { textAsStaff } from "./staff-sms.ts"
import { quoteOrder } from "./order-pricing.ts"
import { staffSmsLimitSentence, textedLineProblem } from "#domain/staff-text.ts"
import * as Writes from "./order.writes.ts"
import { sweepQuietly } from "./payment-holds.ts"
import { refuseOwn } from "../ledger/rules.ts"

/**
 * The order named by its readable id, if the session may act on it: the client's own orders, and
 * any order for an admin or support staff (domain/staff.ts). Another client's order is "not found": its existence is not revealed.
 */
const accessibleKey = (orderid: string) =>
  Effect.gen(function* () {
    const current = yield* CurrentClient
    const key = yield* Repo.orderKeyOf(orderid)
    if (Option.isNone(key) || (key.value.clientId !== current.clientId && !mayWorkIn(current.role, "support"))) {
      return yield* Effect.fail(new OrderNotFound({ message: `You have no order ${orderid}.` }))
    }
    return key.value
  })
const accessibleOrder = (orderid: string) => Effect.map(accessibleKey(orderid), (key) => key.id)

const answer = (orderId: string) => Effect.map(Writes.orderAfterWrite(orderId), (order) => ({ success: true as const, order }))

/** §7: the calls on a client's orders answer only for the session's own client. */
const ownClient = (clientId: Id) =>
  Effect.flatMap(CurrentClient, (current) =>
    current.clientId === clientId ? Effect.void : Effect.fail(new NotYourOrder({ message: "You may see only your own orders." })))

/** A fresh payment attempt for an unpaid online order of the session's client (0: the latest one). */
const newToken = (number: number) =>
  Effect.gen(function* () {
    const { clientId } = yield* CurrentClient
    yield* limitByAccount(RATE_RULES.paymentTokens, clientId)
    const gateway = yield* PaymentGateway
    const token = yield* Writes.newPaymentAttempt(clientId, number, gateway).pipe(
      Effect.flatMap(Option.match({
        onNone: () => Effect.fail(new TooManyRequests({ ...refused({ _tag: "PaymentAttempts", most: Writes.MAX_ATTEMPTS_PER_HOUR }), retryAfterSeconds: 3600 })),
        onSome: Effect.succeed
      }))
    )
    return { success: true as const, token }
  })

/**
 * Whether a read that carries the session cookie comes from another site. Issue 8's write rule
 * (`isCrossSite`: Sec-Fetch-Site, Origin), and, since a browser sends no Origin on a GET navigation,
 * the Referer when it is the only witness (a browser older than Sec-Fetch-Site). A client that
 * sends none of them (curl, the tests) is not a browser another site can drive.
 */
export const isCrossSiteRead = (headers: Readonly<Record<string, string | undefined>>): boolean => {
  if (isCrossSite(headers)) return true
  const referer = headers["referer"]
  if (headers["cookie"] === undefined || headers["sec-fetch-site"] !== undefined || headers["origin"] !== undefined || referer === undefined) return false
  try {
    return new URL(referer).host !== (headers["x-forwarded-host"] ?? headers["host"])
  } catch {
    return true
  }
}

/**
 * ADR 020: §7's token GETs make a payment attempt (at most MAX_ATTEMPTS_PER_HOUR an order), so a
 * link or an image on another site must not make one with the shopper's cookie.
 */
const fromShopPages = (message: string) => Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
  isCrossSiteRead(request.headers) ? Effect.fail(new Forbidden({ message })) : Effect.void)
const tokenFromShopPages = fromShopPages("A payment attempt is made only from the shop's own pages: open your order in the shop to pay.")

/** The order's tax invoice, issued on its first download (server/order/invoice.ts), as a PDF to save. */
const invoiceResponse = (orderid: string) =>
  Effect.gen(function* () {
    yield* fromShopPages("An invoice is downloaded from the shop's own pages: open your order in the shop.")
    const id = yield* accessibleOrder(orderid)
    const document = yield* Effect.flatMap(invoiceDocument(id), Option.match({
      onNone: () => Effect.fail(new OrderNotFound({ message: `You have no order ${orderid}.` })),
      onSome: Effect.succeed
    }))
    // A copy drawn for what the order shows now is served as kept; otherwise it is drawn and kept.
    const key = pdfKeyOf(document)
    const bytes = document.kept !== null && document.kept.key === key
      ? document.kept.pdf
      : yield* Effect.tap(invoicePdf(document), (pdf) => keepInvoicePdf(id, pdf, key))
    return HttpServerResponse.uint8Array(bytes, {
      contentType: "application/pdf",
      headers: { "content-disposition": `attachment; filename="Invoice-${document.orderid}.pdf"`, "cache-control": "no-store" }
    })
  })

/** Issue 33: a cancelled invoiced order's credit note, issued on its first download, as a PDF to save. */
const creditNoteResponse = (orderid: string) =>
  Effect.gen(function* () {
    yield* fromShopPages("A credit note is downloaded from the shop's own pages: open your order in the shop.")
    const id = yield* accessibleOrder(orderid)
    const note = yield* Effect.flatMap(creditNoteDocument(id), Option.match({
      onNone: () => Effect.fail(new OrderNotFound({ message: `You have no order ${orderid}.` })),
      onSome: Effect.succeed
    }))
    const bytes = note.kept ?? (yield* Effect.tap(creditNotePdf(note), (pdf) => keepCreditNotePdf(id, pdf)))
    return HttpServerResponse.uint8Array(bytes, {
      contentType: "application/pdf",
      headers: { "content-disposition": `attachment; filename="Credit-note-${note.invoice.orderid}.pdf"`, "cache-control": "no-store" }
    })
  })

export const OrderHandlersLive = groupOrUnavailable(BazaarApi, "order", (handlers) =>
  handlers
    .handle("sendSms", ({ payload }) =>
      Effect.gen(function* () {
        const id = yield* accessibleOrder(payload.orderid)
        yield* sendOrderSmsOnce(yield* Writes.orderAfterWrite(id))
        return { success: true as const }
      }))
    .handle("quote", ({ payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const gateway = yield* PaymentGateway
        const { quote } = yield* quoteOrder(clientId, payload, gateway.modes)
        if (payload.addressId === undefined) return { success: true as const, quote }
        // Issue 19 item 2: with the delivery address, the quote says whether and by when the shop
        // delivers there, and takes COD off the payment modes where it is not available.
        const found = yield* addressEstimate(clientId, payload.addressId)
        if (Option.isNone(found)) return { success: true as const, quote }
        const delivery = found.value
        const paymentModes = !delivery.deliverable ? [] : quote.paymentModes.filter((mode) => mode !== "Cash on Delivery" || delivery.cod)
        return { success: true as const, quote: { ...quote, paymentModes, delivery } }
      }))
    .handle("create", ({ payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const gateway = yield* PaymentGateway
        // Holds that ran out give their stock back before this order is refused for want of it
        // (issue 17): swept here only then (issue 18: not a query before every order), and again
        // by every process's sweep every 30 s.
        const place = Writes.placeOrder(clientId, payload, gateway)
        const { id, created, order, textTo } = yield* place.pipe(Effect.catchTag("OutOfStock", (soldOut) =>
          Effect.flatMap(sweepQuietly, (released) => released > 0 ? place : Effect.fail(soldOut))))
        const placed = Option.isSome(order) ? order.value : yield* Writes.orderAfterWrite(id)
        if (created) yield* orderPlaced
        // Issue 37 item 6: the order's SMS, recorded by the placing transaction (once per status, as
        // every order SMS; an online order waiting for its payment is texted when paid), is sent
        // beside the answer, so a slow SMS gateway never delays it; a failure is logged.
        if (Option.isSome(textTo)) {
          yield* Effect.forkDaemon(textPlaced(placed, textTo.value, payload.language).pipe(
            Effect.catchAllCause((cause) => Effect.logWarning("order SMS not sent", cause))
          ))
        }
        return { success: true as const, order: placed }
      }))
    .handle("latest", ({ path }) =>
      Effect.gen(function* () {
        yield* ownClient(path.clientId)
        return { success: true as const, order: yield* Repo.ordersOfClient(path.clientId, Repo.LATEST_ORDERS) }
      }))
    .handle("all", ({ path }) =>
      Effect.gen(function* () {
        yield* ownClient(path.clientId)
        return { success: true as const, order: yield* Repo.ordersOfClient(path.clientId, Repo.MAX_CLIENT_ORDERS) }
      }))
    .handle("newToken", ({ path }) => Effect.zipRight(tokenFromShopPages, newToken(path.number)))
    .handle("newTokenLatest", () => Effect.zipRight(tokenFromShopPages, newToken(0)))
    .handle("issueToken", ({ path }) => newToken(path.number))
    .handleRaw("invoice", ({ path }) => invoiceResponse(path.orderid))
    .handleRaw("creditNote", ({ path }) => creditNoteResponse(path.orderid))
    .handle("one", ({ path }) =>
      Effect.flatMap(accessibleOrder(path.orderid), answer))
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        if (payload.orderid !== path.orderid) {
          return yield* Effect.fail(new BadRequest({ message: `The body names order ${payload.orderid}, the path ${path.orderid}; they must be the same.` }))
        }
        const current = yield* CurrentClient
        const key = yield* accessibleKey(path.orderid)
        const id = key.id
        // Issue 32: staff act as the shop only on other people's orders; on their own they are customers.
        const asShop = mayWorkIn(current.role, "support") && key.clientId !== current.clientId
        switch (payload._tag) {
          case "cancel": {
            // Issue 34 item 5: the reason is on the order's timeline, which the customer and the shop
            // read: one line, no link (checked here, not in the contract's Schema, which travels in
            // the storefront's first scripts).
            const problem = payload.reason === undefined ? undefined : textedLineProblem(payload.reason)
            if (problem !== undefined) return yield* Effect.fail(new BadRequest({ message: problem }))
            // An admin cancels as the shop, a customer as the customer (DESIGN §4: different limits).
            yield* Writes.cancelOrder(id, asShop ? "admin" : "customer", current.clientId, payload.reason)
            // Issue 37 item 4: what the cancellation gives back through the gateway is asked of it now, after the commit.
            yield* sendGatewayRefunds(id)
            break
          }
          case "status": {
            if (!mayWorkIn(current.role, "support")) return yield* Effect.fail(new Forbidden({ message: "Only an admin can move an order's status." }))
            yield* refuseOwn(current.clientId, key.clientId, "You cannot move your own order along; another member of staff must.")
            yield* Writes.moveOrder(id, payload.event, current.clientId)
            break
          }
          case "payment": {
            const gateway = yield* PaymentGateway
            if (!gateway.verify(payload.attemptId, payload.paymentId, payload.outcome, payload.signature)) {
              return yield* Effect.fail(new PaymentNotVerified({ message: "The payment result's signature does not match; it was not recorded." }))
            }
            // A capture the order could no longer take fails the call and is refunded: asked of the gateway all the same.
            yield* Writes.settlePayment(id, payload.attemptId, payload.paymentId, payload.outcome).pipe(Effect.ensuring(sendGatewayRefunds(id)))
            break
          }
        }
        const order = yield* Writes.orderAfterWrite(id)
        // Issue 19 item 7: the customer is texted at every status change, once per status (the
        // browser's order/sendsms of the same status is then a no-op). The change is made whatever
        // the SMS provider does; a message not sent is not recorded, so it can be asked for again.
        // Issue 33: an approved payment is the first SMS of an online order (none while it waited).
        yield* sendOrderSmsOnce(order).pipe(Effect.catchAll((error) => Effect.logWarning("status SMS not sent", error)))
        return { success: true as const, order }
      }))
)

export const OrderAdminHandlersLive = groupOrUnavailable(BazaarApi, "orderAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) => searchOrders(urlParams))
    .handle("detail", ({ path }) =>
      Effect.flatMap(orderIdOf(path.orderid), orderDetail).pipe(Effect.map((detail) => ({ success: true as const, detail }))))
    .handle("refund", ({ path, payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const id = yield* orderIdOf(path.orderid)
        yield* textRefund(yield* recordRefund(clientId, id, payload), clientId)
        yield* sendGatewayRefunds(id)
        return { success: true as const, detail: yield* orderDetail(id) }
      }))
    .handle("retryGatewayRefund", ({ path }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const id = yield* orderIdOf(path.orderid)
        yield* retryGatewayRefund(clientId, id, path.refundId)
        return { success: true as const, detail: yield* orderDetail(id) }
      }))
    .handle("settleGatewayRefund", ({ path, payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const id = yield* orderIdOf(path.orderid)
        yield* settleGatewayRefund(clientId, id, path.refundId, payload.note)
        return { success: true as const, detail: yield* orderDetail(id) }
      }))
    .handle("sendSms", ({ payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const id = yield* Repo.orderKeyOf(payload.orderid).pipe(
          Effect.map(Option.map((key) => key.id)),
          orNotFound(`There is no order ${payload.orderid}.`)
        )
        // Issue 34 item 5: sent every time it is asked for, up to the order's staff texts for the
        // day; past them it is refused with a sentence (the call exists only to send the text).
        const sent = yield* textAsStaff(id, "order", clientId, Effect.flatMap(Writes.orderAfterWrite(id), sendOrderSms))
        if (sent._tag === "Held") {
          return yield* Effect.fail(new TooManyRequests({
            message: staffSmsLimitSentence(payload.orderid, sent.waitMs),
            retryAfterSeconds: Math.max(1, Math.ceil(sent.waitMs / 1000))
          }))
        }
        return { success: true as const }
      }))
)
