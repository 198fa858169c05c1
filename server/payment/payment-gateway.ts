import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { Context, Layer, Redacted } from "effect"
import type { PaymentMode } from "#domain/order.ts"

/** Where online payments go (DESIGN §4): the local test page, or none (Cash on Delivery only). */
export type PaymentSettings =
  | { readonly _tag: "Test"; readonly keySecret: Redacted.Redacted }
  | { readonly _tag: "None" }

/** Used outside production when PAYMENT_KEY_SECRET is not set: only the local test page takes payments then. Production refuses it outside a declared staging run (ADR 018). */
export const DEVELOPMENT_PAYMENT_SECRET = "bazaar-development-payment-secret"

export type PaymentOutcome = "approved" | "declined"

/**
 * The payment gateway (DESIGN §4), Razorpay-style: the shop creates an attempt, the shopper pays on
 * the gateway's page, and the result comes back signed with the shop's key secret, HMAC-SHA256 of
 * `attemptId|paymentId` for an approved payment (Razorpay's `order_id|payment_id`) and of
 * `attemptId|paymentId|declined` for a declined one. The shop trusts only a result whose signature
 * it has checked.
 */
export interface PaymentGatewayShape {
  /** The payment modes the shop can take now: Cash on Delivery always, Online with a gateway. */
  readonly modes: ReadonlyArray<PaymentMode>
  /** A new, unguessable attempt id (`pay_` and 24 hex). */
  readonly newAttemptId: () => string
  /** A new payment id for a settled attempt, as the gateway names payments. */
  readonly newPaymentId: () => string
  /** Where the shopper pays the attempt. */
  readonly pageUrl: (attemptId: string) => string
  readonly sign: (attemptId: string, paymentId: string, outcome: PaymentOutcome) => string
  /** Whether the signature is the gateway's for this result (compared in constant time). */
  readonly verify: (attemptId: string, paymentId: string, outcome: PaymentOutcome, signature: string) => boolean
}

const signWith = (secret: Redacted.Redacted) => (attemptId: string, paymentId: string, outcome: PaymentOutcome) =>
  createHmac("sha256", Redacted.value(secret))
    .update(outcome === "approved" ? `${attemptId}|${paymentId}` : `${attemptId}|${paymentId}|declined`)
    .digest("hex")

const hex24 = () => randomBytes(12).toString("hex")

export class PaymentGateway extends Context.Tag("bazaar/PaymentGateway")<PaymentGateway, PaymentGatewayShape>() {
  static readonly make = (settings: PaymentSettings): PaymentGatewayShape => {
    if (settings._tag === "None") {
      const refuse = () => { throw new Error("no payment gateway is configured") }
      return { modes: ["Cash on Delivery"], newAttemptId: refuse, newPaymentId: refuse, pageUrl: refuse, sign: refuse, verify: () => false }
    }
    const sign = signWith(settings.keySecret)
    return {
      modes: ["Cash on Delivery", "Online"],
      newAttemptId: () => `pay_${hex24()}`,
      newPaymentId: () => `pmt_${hex24()}`,
      pageUrl: (attemptId) => `/pay/test/${attemptId}`,
      sign,
      verify: (attemptId, paymentId, outcome, signature) => {
        const expected = Buffer.from(sign(attemptId, paymentId, outcome), "hex")
        const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0)
        return given.length === expected.length && timingSafeEqual(given, expected)
      }
    }
  }

  static readonly layer = (settings: PaymentSettings) => Layer.succeed(PaymentGateway, PaymentGateway.make(settings))
}
