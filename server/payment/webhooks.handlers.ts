import { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { BadRequest, NotFound, PaymentNotVerified } from "#domain/http/errors.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { PaymentGateway } from "./payment-gateway.ts"
import { verifyWebhookSignature } from "./razorpay.ts"
import { applyRazorpayWebhook } from "./webhooks.writes.ts"

/**
 * Issue 37 item 2: POST payment/razorpay/webhook. Nothing in the body is believed before its
 * signature is: HMAC-SHA256 of the raw body (read once, at most the call's 32 KB) with the webhook
 * secret, compared in constant time. Then the event is applied once by its id.
 */
export const PaymentWebhookHandlersLive = groupOrUnavailable(BazaarApi, "paymentWebhooks", (handlers) =>
  handlers.handle("razorpay", ({ payload }) =>
    Effect.gen(function* () {
      const gateway = yield* PaymentGateway
      if (gateway.razorpay === undefined) return yield* Effect.fail(new NotFound({ message: "This shop does not take payments through Razorpay." }))
      const request = yield* HttpServerRequest.HttpServerRequest
      // The body the contract decoded, as it came: the platform reads it once and keeps the text.
      const body = yield* Effect.orElseFail(request.text, () => new BadRequest({ message: "The webhook's body could not be read." }))
      if (!verifyWebhookSignature(gateway.razorpay, body, request.headers["x-razorpay-signature"] ?? "")) {
        return yield* Effect.fail(new PaymentNotVerified({ message: "The webhook's signature does not match the shop's webhook secret; nothing was applied." }))
      }
      const eventId = request.headers["x-razorpay-event-id"] ?? ""
      if (!/^[A-Za-z0-9_]{1,100}$/.test(eventId)) {
        return yield* Effect.fail(new BadRequest({ message: "The webhook has no X-Razorpay-Event-Id: each event is applied once, by its id." }))
      }
      const applied = yield* applyRazorpayWebhook(eventId, payload)
      return { success: true as const, message: applied.already ? `Already applied: ${applied.outcome}` : applied.outcome }
    }))
)
