import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"
import { Context, Effect, Layer, Redacted } from "effect"
import type { ServiceUnavailable } from "#domain/http/errors.ts"
import type { PaymentMode } from "#domain/order.ts"
import { checkoutSignature, razorpayApi, type RazorpaySettings, type RefusedByGateway, verifyCheckoutSignature } from "./razorpay.ts"

/** Where online payments go (DESIGN §4): the local test page, Razorpay (issue 37), or none (Cash on Delivery only). */
export type PaymentSettings =
  | { readonly _tag: "Test"; readonly keySecret: Redacted.Redacted }
  | ({ readonly _tag: "Razorpay" } & RazorpaySettings)
  | { readonly _tag: "None" }

/** Used outside production when PAYMENT_KEY_SECRET is not set: only the local test page takes payments then. Production refuses it outside a declared staging run (ADR 018). */
export const DEVELOPMENT_PAYMENT_SECRET = "bazaar-development-payment-secret"

export type PaymentOutcome = "approved" | "declined"

/** The test gateway with the development secret, as development and the tests run it. */
export const TEST_GATEWAY: PaymentSettings = { _tag: "Test", keySecret: Redacted.make(DEVELOPMENT_PAYMENT_SECRET) }

/** An attempt as the gateway has it: money captured (paise), money on its way (authorised), or none. */
export type AttemptAtGateway =
  | { readonly _tag: "Captured"; readonly paymentId: string; readonly amountPaise: number }
  | { readonly _tag: "Authorised"; readonly paymentId: string }
  | { readonly _tag: "Unpaid" }

/** A refund asked of the gateway: of which payment, how much, under which idempotency key. */
export interface GatewayRefundAsk {
  readonly paymentId: string
  readonly amountPaise: number
  readonly key: string
  readonly notes: Readonly<Record<string, string>>
}

/** The gateway's answer: its refund's id and where it stands. */
export interface GatewayRefundAnswer {
  readonly refundId: string
  readonly state: "pending" | "processed" | "failed"
}

/**
 * The payment gateway (DESIGN §4), Razorpay-style: the shop creates an attempt, the shopper pays on
 * the gateway's page, and the result comes back signed with the shop's key secret, HMAC-SHA256 of
 * `attemptId|paymentId` for an approved payment (Razorpay's `order_id|payment_id`) and of
 * `attemptId|paymentId|declined` for a declined one. The shop trusts only a result whose signature
 * it has checked.
 */
export interface PaymentGatewayShape {
  /** Which gateway: the attempts it opens are marked with it. */
  readonly name: "test" | "razorpay" | "none"
  /** The payment modes the shop can take now: Cash on Delivery always, Online with a gateway. */
  readonly modes: ReadonlyArray<PaymentMode>
  /**
   * Opens a payment attempt for an order's amount: the gateway's id for it (the test gateway's
   * `pay_` and 24 hex; Razorpay's Orders API order, `order_...`).
   */
  readonly openAttempt: (order: { readonly orderid: string; readonly amount: number }) => Effect.Effect<string, ServiceUnavailable>
  /** Where the shopper pays an attempt: the gateway's page on the shop. */
  readonly pageUrl: (attemptId: string) => string
  /**
   * Whether a retry reuses the order's open attempt of the same amount (Razorpay: one Orders API
   * order however often the shopper comes back to pay, issue 37) instead of opening another.
   */
  readonly reusesOpenAttempts: boolean
  /**
   * Issue 37 item 3: what the gateway says of an attempt that has no result yet, asked before an
   * unpaid order is cancelled; undefined for a gateway whose results always reach the shop at once
   * (the test gateway settles as the shopper presses its button).
   */
  readonly paymentState: ((attemptId: string) => Effect.Effect<AttemptAtGateway, ServiceUnavailable>) | undefined
  /**
   * Issue 37 item 4: a refund to the original payment made at the gateway (Razorpay's Refunds API),
   * once per `key` however often it is asked; undefined for a gateway that pays nothing back itself
   * (the test gateway: its refunds are the ledger's alone).
   */
  readonly refund: ((refund: GatewayRefundAsk) => Effect.Effect<GatewayRefundAnswer, RefusedByGateway | ServiceUnavailable>) | undefined
  /** Where a refund the gateway accepted stands now (asked when its webhook is long in coming). */
  readonly refundState: ((refundId: string) => Effect.Effect<GatewayRefundAnswer, ServiceUnavailable>) | undefined
  /** Razorpay's settings, for its payment page; undefined for the other gateways. */
  readonly razorpay: RazorpaySettings | undefined
  /** A new payment id for a settled attempt, as the gateway names payments. */
  readonly newPaymentId: () => string
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
  /** The test gateway and none (Razorpay: `PaymentGateway.razorpay`). */
  static readonly make = (settings: Exclude<PaymentSettings, { readonly _tag: "Razorpay" }>): PaymentGatewayShape => {
    if (settings._tag === "None") {
      const refuse = () => { throw new Error("no payment gateway is configured") }
      return {
        name: "none", modes: ["Cash on Delivery"], openAttempt: refuse, pageUrl: refuse, reusesOpenAttempts: false, paymentState: undefined, refund: undefined, refundState: undefined, razorpay: undefined,
        newPaymentId: refuse, sign: refuse, verify: () => false
      }
    }
    const sign = signWith(settings.keySecret)
    return {
      name: "test",
      modes: ["Cash on Delivery", "Online"],
      openAttempt: () => Effect.sync(() => `pay_${hex24()}`),
      pageUrl: (attemptId) => `/pay/test/${attemptId}`,
      reusesOpenAttempts: false,
      paymentState: undefined,
      refund: undefined,
      refundState: undefined,
      razorpay: undefined,
      newPaymentId: () => `pmt_${hex24()}`,
      sign,
      verify: (attemptId, paymentId, outcome, signature) => {
        const expected = Buffer.from(sign(attemptId, paymentId, outcome), "hex")
        const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0)
        return given.length === expected.length && timingSafeEqual(given, expected)
      }
    }
  }

  /**
   * Razorpay (issue 37): an Orders API order per attempt, paid on the shop's page that opens Standard
   * Checkout (server/payment/razorpay-page.ts). Checkout reports only a payment it took, signed
   * HMAC-SHA256 of `order_id|payment_id` with the key secret; a failure is never taken from the
   * browser (it is learned from the gateway), so a `declined` result never verifies.
   */
  static readonly razorpay = (settings: RazorpaySettings): PaymentGatewayShape => {
    const api = razorpayApi(settings)
    return {
      name: "razorpay",
      modes: ["Cash on Delivery", "Online"],
      openAttempt: (order) => Effect.map(api.createOrder(order), (created) => created.id),
      pageUrl: (attemptId) => `/pay/razorpay/${attemptId}`,
      reusesOpenAttempts: true,
      paymentState: (attemptId) => Effect.map(api.paymentsOf(attemptId), (payments): AttemptAtGateway => {
        const captured = payments.find((payment) => payment.status === "captured")
        if (captured !== undefined) return { _tag: "Captured", paymentId: captured.id, amountPaise: captured.amount }
        const authorised = payments.find((payment) => payment.status === "authorized")
        return authorised === undefined ? { _tag: "Unpaid" } : { _tag: "Authorised", paymentId: authorised.id }
      }),
      refund: (refund) => Effect.map(api.refund(refund), (answer): GatewayRefundAnswer => ({ refundId: answer.id, state: answer.status })),
      refundState: (refundId) => Effect.map(api.refundById(refundId), (answer): GatewayRefundAnswer => ({ refundId: answer.id, state: answer.status })),
      razorpay: settings,
      newPaymentId: () => { throw new Error("Razorpay names its own payments") },
      sign: (attemptId, paymentId) => checkoutSignature(settings, attemptId, paymentId),
      verify: (attemptId, paymentId, outcome, signature) => outcome === "approved" && verifyCheckoutSignature(settings, attemptId, paymentId, signature)
    }
  }

  static readonly layer = (settings: PaymentSettings): Layer.Layer<PaymentGateway> =>
    Layer.succeed(PaymentGateway, settings._tag === "Razorpay" ? PaymentGateway.razorpay(settings) : PaymentGateway.make(settings))
}
