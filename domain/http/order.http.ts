import { SessionAuth } from "./auth.http.ts"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { Id } from "../common.ts"
import { DeliveryEstimate } from "../delivery-words.ts"
import { Language } from "../language.ts"
import { MAX_CANCEL_REASON, MAX_ORDER_NUMBER, Order, OrderAmounts, OrderId, OrderLine, PaymentMode } from "../order.ts"
import {
  AccountGone, AddressNotFound, BadRequest, Conflict, CouponNotValid, Forbidden, IdempotencyKeyReused, InvoiceNotAvailable, NotDeliverable, NotYourOrder, OnlinePaymentUnavailable,
  OrderCannotChange, OrderNotFound, OutOfStock, OwnAccountRefused, PaymentNotVerified, TooManyRequests, Unauthorized, UnpaidOrdersLimit, CashOnDeliveryLimit
} from "./errors.ts"
import { successTrue } from "./params.ts"

/** Most lines one order may hold (a cart holds at most 200 lines; an order is a screen's worth). */
export const MAX_ORDER_LINES = 100

/** One line of an order as the browser sends it: what and how many, never a price (§9 recomputed). */
export const OrderLineRequest = Schema.Struct({
  PackId: Id,
  PackOptionId: Id,
  quantity: Schema.Number.pipe(
    Schema.int({ message: () => "quantity must be a whole number" }),
    Schema.between(1, 100, { message: () => "quantity must be between 1 and 100" })
  )
})
export type OrderLineRequest = typeof OrderLineRequest.Type

const OrderLines = Schema.Array(OrderLineRequest).pipe(
  Schema.minItems(1, { message: () => "an order needs at least one line" }),
  Schema.maxItems(MAX_ORDER_LINES, { message: () => `an order holds at most ${MAX_ORDER_LINES} lines` }),
  Schema.filter((lines) =>
    new Set(lines.map((line) => line.PackOptionId)).size === lines.length || "each pack option may appear only once in an order")
)

/** A coupon code as a shopper types it; the server upper-cases and checks it. */
export const CouponCode = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "the coupon code must not be empty" }),
  Schema.maxLength(40, { message: () => "the coupon code must be at most 40 characters" })
)

/** What the browser may ask of an order's price: lines, a coupon and a wallet amount. */
const pricingFields = {
  lines: OrderLines,
  couponCode: Schema.optional(CouponCode),
  /** Rupees of the wallet to use; the server uses at most the balance and what is owed. */
  walletAmount: Schema.optional(Schema.Number.pipe(
    Schema.finite({ message: () => "walletAmount must be a number" }),
    Schema.between(0, 10_000_000, { message: () => "walletAmount must be between 0 and 1,00,00,000" })
  ))
}

/** POST order/quote: the checkout's last look before placing (stock and prices checked again). */
export const OrderQuoteRequest = Schema.Struct({
  ...pricingFields,
  /** Issue 19 item 2: the delivery address, when chosen: the quote then says whether and by when it is delivered. */
  addressId: Schema.optional(Id)
})
export type OrderQuoteRequest = typeof OrderQuoteRequest.Type

/** POST order/new: the server prices every line from the database and checks stock. */
export const NewOrderRequest = Schema.Struct({
  ...pricingFields,
  addressId: Id,
  PaymentMode,
  /** A double submit with the same key makes one order. */
  idempotencyKey: Schema.String.pipe(
    Schema.pattern(/^[A-Za-z0-9_-]{8,100}$/, { message: () => "idempotencyKey must be 8 to 100 letters, digits, '-' or '_'" })
  ),
  /** Issue 39: the language of the page it is placed from, which the order's SMS speak; English when not sent. */
  language: Schema.optional(Language)
})
export type NewOrderRequest = typeof NewOrderRequest.Type

/** A line the shop cannot sell as asked: no longer sold, or fewer left than asked for. */
export const QuoteProblem = Schema.Struct({
  PackOptionId: Id,
  /** Units left now (0 when the line is no longer sold). */
  availablestock: Schema.Number,
  message: Schema.String
})
export type QuoteProblem = typeof QuoteProblem.Type

/** The server's price of an order before it is placed: every line priced now, and every §9 figure. */
export const OrderQuote = Schema.Struct({
  lines: Schema.Array(OrderLine),
  ...OrderAmounts.fields,
  couponCode: Schema.NullOr(Schema.String),
  /** The wallet balance the client has (what `walletAmount` may use at most). */
  walletBalance: Schema.Number,
  /** How the shop can be paid now: Cash on Delivery always, Online when a gateway is configured. */
  paymentModes: Schema.Array(PaymentMode),
  problems: Schema.Array(QuoteProblem),
  /** With an address: whether the shop delivers there, COD, and the day it would arrive. */
  delivery: Schema.optional(DeliveryEstimate)
})
export type OrderQuote = typeof OrderQuote.Type

/** PUT order/{orderid}: a cancellation, an admin's status move or a payment result, nothing else. */
export const OrderUpdate = Schema.Union(
  Schema.TaggedStruct("cancel", { orderid: OrderId, reason: Schema.optional(Schema.String.pipe(Schema.maxLength(MAX_CANCEL_REASON))) }),
  Schema.TaggedStruct("status", {
    orderid: OrderId,
    event: Schema.Literal("order.processing", "order.dispatched", "order.out-for-delivery", "order.delivered")
  }),
  Schema.TaggedStruct("payment", {
    orderid: OrderId,
    attemptId: Schema.String.pipe(Schema.maxLength(100)),
    paymentId: Schema.String.pipe(Schema.maxLength(100)),
    signature: Schema.String.pipe(Schema.maxLength(200)),
    outcome: Schema.Literal("approved", "declined")
  })
)
export type OrderUpdate = typeof OrderUpdate.Type

/** A payment attempt for an unpaid online order (order/generatenewtoken). */
export const PaymentToken = Schema.Struct({
  orderid: OrderId,
  attemptId: Schema.String,
  amount: Schema.Number,
  currency: Schema.Literal("INR"),
  /** Where the shopper pays: the gateway's page for this attempt. */
  gatewayUrl: Schema.String
})
export type PaymentToken = typeof PaymentToken.Type

export const OrderSmsRequest = Schema.Struct({ orderid: OrderId })
const TokenPath = Schema.Struct({ number: Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, MAX_ORDER_NUMBER)) })
const TokenAnswer = Schema.Struct({ success: successTrue, token: PaymentToken })
const OneOrder = Schema.Struct({ success: successTrue, order: Order })
const Orders = Schema.Struct({ success: successTrue, order: Schema.Array(Order) })

// §7 Orders. Every call acts for the session's own client only.
export const OrderGroup = HttpApiGroup.make("order")
  .add(
    // §7: the browser's order SMS; one message per order and status, however often it is asked.
    HttpApiEndpoint.post("sendSms", "/order/sendsms")
      .setPayload(OrderSmsRequest)
      .addSuccess(Schema.Struct({ success: successTrue }))
      .addError(OrderNotFound)
  )
  .add(
    HttpApiEndpoint.post("quote", "/order/quote")
      .setPayload(OrderQuoteRequest)
      .addSuccess(Schema.Struct({ success: successTrue, quote: OrderQuote }))
      .addError(BadRequest).addError(CouponNotValid)
  )
  .add(
    HttpApiEndpoint.post("create", "/order/new")
      .setPayload(NewOrderRequest)
      .addSuccess(OneOrder, { status: 201 })
      .addError(BadRequest).addError(CouponNotValid).addError(OutOfStock).addError(IdempotencyKeyReused).addError(UnpaidOrdersLimit)
      .addError(OnlinePaymentUnavailable).addError(AddressNotFound).addError(AccountGone).addError(Conflict).addError(NotDeliverable)
      .addError(CashOnDeliveryLimit)
  )
  .add(
    // §7 'ten': the client's latest ten orders, newest first.
    HttpApiEndpoint.get("latest", "/order/tenOrderbyclient/:clientId")
      .setPath(Schema.Struct({ clientId: Id }))
      .addSuccess(Orders)
      .addError(NotYourOrder)
  )
  .add(
    HttpApiEndpoint.get("all", "/order/orderbyclientid/:clientId")
      .setPath(Schema.Struct({ clientId: Id }))
      .addSuccess(Orders)
      .addError(NotYourOrder)
  )
  .add(
    // §7: number defaults to 0, which names the client's latest unpaid online order; otherwise
    // the number of the order (BZ-000123 is 123). A GET that makes a payment attempt: served only
    // to the shop's own pages (403 Forbidden otherwise, ADR 020).
    HttpApiEndpoint.get("newToken", "/order/generatenewtoken/:number")
      .setPath(TokenPath)
      .addSuccess(TokenAnswer)
      .addError(OrderNotFound).addError(OrderCannotChange).addError(OnlinePaymentUnavailable).addError(TooManyRequests).addError(Forbidden)
  )
  .add(
    // §7 "number defaults to 0": the call without a number is the client's latest unpaid online order.
    HttpApiEndpoint.get("newTokenLatest", "/order/generatenewtoken")
      .addSuccess(TokenAnswer)
      .addError(OrderNotFound).addError(OrderCannotChange).addError(OnlinePaymentUnavailable).addError(TooManyRequests).addError(Forbidden)
  )
  .add(
    // ADR 020: the same call as a POST, which the shop's own pages use: a state change on a write,
    // under the same cross-site rule as every other write.
    HttpApiEndpoint.post("issueToken", "/order/generatenewtoken/:number")
      .setPath(TokenPath)
      .addSuccess(TokenAnswer)
      .addError(OrderNotFound).addError(OrderCannotChange).addError(OnlinePaymentUnavailable).addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.get("one", "/order/:orderid")
      .setPath(Schema.Struct({ orderid: OrderId }))
      .addSuccess(OneOrder)
      .addError(OrderNotFound)
  )
  .add(
    // Issue 19 item 6: the order's GST tax invoice as a PDF, for its customer or an admin; issued
    // (numbered) on the first request, so, like the token GETs, served only to the shop's own pages.
    HttpApiEndpoint.get("invoice", "/order/:orderid/invoice")
      .setPath(Schema.Struct({ orderid: OrderId }))
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "application/pdf" }))
      .addError(OrderNotFound).addError(InvoiceNotAvailable).addError(Forbidden)
  )
  .add(
    // Issue 33: the credit note of a cancelled order whose invoice was issued, as a PDF; issued on
    // the first request like the invoice, so likewise served only to the shop's own pages.
    HttpApiEndpoint.get("creditNote", "/order/:orderid/credit-note")
      .setPath(Schema.Struct({ orderid: OrderId }))
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "application/pdf" }))
      .addError(OrderNotFound).addError(InvoiceNotAvailable).addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.put("update", "/order/:orderid")
      .setPath(Schema.Struct({ orderid: OrderId }))
      .setPayload(OrderUpdate)
      .addSuccess(OneOrder)
      .addError(Forbidden).addError(OrderNotFound).addError(OrderCannotChange).addError(PaymentNotVerified).addError(BadRequest)
      .addError(OwnAccountRefused)
  )
  .addError(Unauthorized)
  .middleware(SessionAuth)
