import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { GatewayRefund } from "../gateway-refunds.ts"
import { OrderId } from "../order.ts"
import { RefundRequest } from "../order-refunds.ts"
import { OrderDetail, OrderListAnswer, OrderSearchParams } from "../support-admin.ts"
import { SupportAuth } from "./auth.http.ts"
import { BadRequest, Forbidden, NotFound, OrderNotFound, OwnAccountRefused, RefundNotAllowed, TooManyRequests, Unauthorized } from "./errors.ts"
import { OrderSmsRequest } from "./order.http.ts"
import { successTrue } from "./params.ts"
import { MAX_TEXTED_REASON, textedLine } from "../staff-text.ts"

const GatewayRefundPath = Schema.Struct({ orderid: OrderId, refundId: GatewayRefund.fields.id })

/** Staff's note of a refund settled by hand: how the money reached the customer, texted to them (one line, no link). */
export const SettleRefundRequest = Schema.Struct({
  note: Schema.Trim.pipe(
    Schema.minLength(3, { message: () => "Say how the refund was paid (at least 3 characters)." }),
    Schema.maxLength(MAX_TEXTED_REASON, { message: () => `The note must be at most ${MAX_TEXTED_REASON} characters.` }),
    textedLine("The note")
  )
})

// In a module of its own (ADR 039): the storefront's order calls (order.http.ts) travel in the
// shop's first chunks; the back office's schemas must not (DESIGN §6 budget).
// Admin: every order, found by number, customer's mobile or name, filtered and paged; an order's
// whole story and its refunds (issue 20 item 3); the order SMS of §7 (/admin/order-sendsms).
export const OrderAdminGroup = HttpApiGroup.make("orderAdmin")
  .add(
    HttpApiEndpoint.get("list", "/admin/orders")
      .setUrlParams(OrderSearchParams)
      .addSuccess(OrderListAnswer)
      .addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.get("detail", "/admin/orders/:orderid")
      .setPath(Schema.Struct({ orderid: OrderId }))
      .addSuccess(Schema.Struct({ success: successTrue, detail: OrderDetail }))
      .addError(OrderNotFound)
  )
  .add(
    HttpApiEndpoint.post("refund", "/admin/orders/:orderid/refunds")
      .setPath(Schema.Struct({ orderid: OrderId }))
      .setPayload(RefundRequest)
      .addSuccess(Schema.Struct({ success: successTrue, detail: OrderDetail }), { status: 201 })
      .addError(OrderNotFound).addError(RefundNotAllowed).addError(BadRequest).addError(OwnAccountRefused)
  )
  // Issue 37 item 4: a refund to the original payment that failed at the gateway, asked for again
  // or recorded as paid by hand.
  .add(
    HttpApiEndpoint.post("retryGatewayRefund", "/admin/orders/:orderid/gateway-refunds/:refundId/retry")
      .setPath(GatewayRefundPath)
      .addSuccess(Schema.Struct({ success: successTrue, detail: OrderDetail }))
      .addError(OrderNotFound).addError(NotFound).addError(RefundNotAllowed).addError(OwnAccountRefused)
  )
  .add(
    HttpApiEndpoint.post("settleGatewayRefund", "/admin/orders/:orderid/gateway-refunds/:refundId/settle")
      .setPath(GatewayRefundPath)
      .setPayload(SettleRefundRequest)
      .addSuccess(Schema.Struct({ success: successTrue, detail: OrderDetail }))
      .addError(OrderNotFound).addError(NotFound).addError(RefundNotAllowed).addError(OwnAccountRefused).addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.post("sendSms", "/admin/order-sendsms")
      .setPayload(OrderSmsRequest)
      .addSuccess(Schema.Struct({ success: successTrue }))
      // Issue 34 item 5: an order takes at most a few texts from staff in any 24 hours.
      .addError(NotFound).addError(TooManyRequests)
  )
  .addError(Unauthorized).addError(Forbidden)
  .middleware(SupportAuth)
