import { AdminAuth } from "./client.http.ts"
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Id } from "../common.ts"
import { Order, OrderEvent, OrderId, PaymentMode } from "../order.ts"
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

/** One line of an order as the browser sends it: what and how many, never a price (§9 recomputed). */
export const OrderLineRequest = Schema.Struct({
  PackId: Id,
  PackOptionId: Id,
  quantity: Schema.Number.pipe(Schema.int(), Schema.between(1, 100))
})

/** POST order/new: the server prices every line from the database and checks stock. */
export const NewOrderRequest = Schema.Struct({
  lines: Schema.Array(OrderLineRequest).pipe(Schema.minItems(1), Schema.maxItems(100)),
  addressId: Id,
  PaymentMode,
  couponCode: Schema.optional(Schema.String.pipe(Schema.maxLength(40))),
  walletAmount: Schema.optional(Schema.Number.pipe(Schema.nonNegative(), Schema.lessThanOrEqualTo(10_000_000))),
  /** A double submit with the same key makes one order. */
  idempotencyKey: Schema.String.pipe(Schema.minLength(8), Schema.maxLength(100))
})

/** PUT order/{orderid}: a cancellation, an admin's status move or a payment result, nothing else. */
export const OrderUpdate = Schema.Union(
  Schema.TaggedStruct("cancel", { orderid: OrderId, reason: Schema.optional(Schema.String.pipe(Schema.maxLength(500))) }),
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

/** A payment attempt for an unpaid online order (order/generatenewtoken). */
export const PaymentToken = Schema.Struct({
  orderid: OrderId,
  attemptId: Schema.String,
  amount: Schema.Number,
  currency: Schema.Literal("INR"),
  gatewayUrl: Schema.String
})

const OrderSmsRequest = Schema.Struct({ orderid: OrderId })

// §7 Orders. Every call acts for the session's own client only.
export const OrderGroup = HttpApiGroup.make("order")
  .add(
    HttpApiEndpoint.post("sendSms", "/order/sendsms")
      .setPayload(OrderSmsRequest)
      .addSuccess(Schema.Struct({ success: successTrue }))
      .addError(Unauthorized).addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("create", "/order/new")
      .setPayload(NewOrderRequest)
      .addSuccess(Schema.Struct({ success: successTrue, order: Order }), { status: 201 })
      .addError(Unauthorized).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.get("latest", "/order/tenOrderbyclient/:clientId")
      .setPath(Schema.Struct({ clientId: Id }))
      .addSuccess(Schema.Struct({ success: successTrue, order: Schema.Array(Order) }))
      .addError(Unauthorized).addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.get("all", "/order/orderbyclientid/:clientId")
      .setPath(Schema.Struct({ clientId: Id }))
      .addSuccess(Schema.Struct({ success: successTrue, order: Schema.Array(Order) }))
      .addError(Unauthorized).addError(Forbidden)
  )
  .add(
    // §7: number defaults to 0, which names the client's latest unpaid online order.
    HttpApiEndpoint.get("newToken", "/order/generatenewtoken/:number")
      .setPath(Schema.Struct({ number: Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 999_999)) }))
      .addSuccess(Schema.Struct({ success: successTrue, token: PaymentToken }))
      .addError(Unauthorized).addError(NotFound).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.put("update", "/order/:orderid")
      .setPath(Schema.Struct({ orderid: OrderId }))
      .setPayload(OrderUpdate)
      .addSuccess(Schema.Struct({ success: successTrue, order: Order }))
      .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(Conflict).addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.get("events", "/order/:orderid/events")
      .setPath(Schema.Struct({ orderid: OrderId }))
      .addSuccess(Schema.Struct({ success: successTrue, events: Schema.Array(OrderEvent) }))
      .addError(Unauthorized).addError(Forbidden).addError(NotFound)
  )

// Admin: every order, and the order SMS of §7 (/admin/order-sendsms).
export const OrderAdminGroup = HttpApiGroup.make("orderAdmin")
  .add(
    HttpApiEndpoint.get("list", "/admin/orders")
      .setUrlParams(Schema.Struct({ status: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 5))) }))
      .addSuccess(Schema.Struct({ success: successTrue, order: Schema.Array(Order) }))
      .addError(Unauthorized).addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.post("sendSms", "/admin/order-sendsms")
      .setPayload(OrderSmsRequest)
      .addSuccess(Schema.Struct({ success: successTrue }))
      .addError(Unauthorized).addError(Forbidden).addError(NotFound)
  )
  .middleware(AdminAuth)
