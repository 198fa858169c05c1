import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { BodyLimit } from "./call-kinds.ts"
import { BadRequest, NotFound, PaymentNotVerified } from "./errors.ts"
import { successTrue } from "./params.ts"

/**
 * Issue 37: what Razorpay's webhook delivers, as far as the shop reads it: the event's name and the
 * payment it is about (its order, amount in paise, status, and for a failure the bank's words).
 * Other fields are kept by Razorpay, not here; the body is verified whole against its signature
 * (X-Razorpay-Signature) before anything in it is believed.
 */
export const RazorpayWebhook = Schema.Struct({
  event: Schema.String.pipe(Schema.maxLength(100)),
  payload: Schema.Struct({
    payment: Schema.optional(Schema.Struct({
      entity: Schema.Struct({
        id: Schema.String.pipe(Schema.maxLength(100)),
        order_id: Schema.NullOr(Schema.String.pipe(Schema.maxLength(100))),
        amount: Schema.Int,
        status: Schema.String.pipe(Schema.maxLength(40)),
        error_description: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(500))))
      })
    })),
    // refund.processed and refund.failed: the refund, with the shop's key as its receipt.
    refund: Schema.optional(Schema.Struct({
      entity: Schema.Struct({
        id: Schema.String.pipe(Schema.maxLength(100)),
        payment_id: Schema.String.pipe(Schema.maxLength(100)),
        amount: Schema.Int,
        status: Schema.String.pipe(Schema.maxLength(40)),
        receipt: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(100)))),
        error_description: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(500))))
      })
    }))
  })
})
export type RazorpayWebhook = typeof RazorpayWebhook.Type

/** Razorpay's webhooks are a few kilobytes: the call reads 32 KB at most. */
export const WEBHOOK_BODY_LIMIT = 32 * 1024

// Issue 37: the gateways' notifications to the shop. No session: the body's signature, made with the
// webhook secret the shop and Razorpay share, is the only proof of who sent it.
export const PaymentWebhookGroup = HttpApiGroup.make("paymentWebhooks")
  .add(
    HttpApiEndpoint.post("razorpay", "/payment/razorpay/webhook")
      .setPayload(RazorpayWebhook)
      .addSuccess(Schema.Struct({ success: successTrue, message: Schema.String }))
      .addError(PaymentNotVerified).addError(BadRequest).addError(NotFound)
      .annotate(BodyLimit, WEBHOOK_BODY_LIMIT)
      .annotate(OpenApi.Description, "Razorpay's webhook (payment.captured, payment.failed, order.paid, refund.processed, refund.failed), signed with the webhook secret in X-Razorpay-Signature and named by X-Razorpay-Event-Id: each event is applied once.")
  )
