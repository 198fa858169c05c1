import { createHmac, timingSafeEqual } from "node:crypto"
import { Data, Duration, Effect, Redacted, Schema } from "effect"
import { ServiceUnavailable } from "#domain/http/errors.ts"

/**
 * Razorpay, the live gateway (issue 37, docs/decisions/060-razorpay.md): its REST API called with
 * the platform's fetch inside Effect, every answer decoded by a Schema of the fields the shop reads, every failure
 * one sentence for the shopper (503 ServiceUnavailable) with the gateway's own words logged.
 * Amounts travel in paise, as Razorpay counts them.
 */

export interface RazorpaySettings {
  readonly keyId: string
  readonly keySecret: Redacted.Redacted
  readonly webhookSecret: Redacted.Redacted
  /** The API's origin (RAZORPAY_API_URL): https://api.razorpay.com, or a local fake in the tests. */
  readonly apiUrl: string
  /** Standard Checkout's script (RAZORPAY_CHECKOUT_URL), loaded on the payment page and nowhere else. */
  readonly checkoutUrl: string
}

export const RAZORPAY_API_URL = "https://api.razorpay.com"
export const RAZORPAY_CHECKOUT_URL = "https://checkout.razorpay.com/v1/checkout.js"

/** Razorpay's ids: `order_` and `pay_` with 14 letters and digits. */
export const RAZORPAY_ORDER_ID = /^order_[A-Za-z0-9]{14}$/
export const RAZORPAY_PAYMENT_ID = /^pay_[A-Za-z0-9]{14}$/

/** An Orders API order: one per payment attempt. */
export const RazorpayOrder = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(RAZORPAY_ORDER_ID)),
  amount: Schema.Int,
  currency: Schema.String,
  receipt: Schema.NullOr(Schema.String),
  status: Schema.Literal("created", "attempted", "paid")
})
export type RazorpayOrder = typeof RazorpayOrder.Type

/** A payment as the API answers it (the fields the shop decides by). */
export const RazorpayPayment = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(RAZORPAY_PAYMENT_ID)),
  amount: Schema.Int,
  currency: Schema.String,
  status: Schema.Literal("created", "authorized", "captured", "refunded", "failed"),
  order_id: Schema.NullOr(Schema.String),
  method: Schema.optional(Schema.NullOr(Schema.String)),
  error_description: Schema.optional(Schema.NullOr(Schema.String))
})
export type RazorpayPayment = typeof RazorpayPayment.Type

const PaymentCollection = Schema.Struct({ items: Schema.Array(RazorpayPayment) })

/** A refund as the Refunds API and the refund webhooks have it (the fields the shop decides by). */
export const RazorpayRefund = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(/^rfnd_[A-Za-z0-9]{14}$/)),
  amount: Schema.Int,
  payment_id: Schema.String,
  status: Schema.Literal("pending", "processed", "failed"),
  receipt: Schema.optional(Schema.NullOr(Schema.String))
})
export type RazorpayRefund = typeof RazorpayRefund.Type

/** The gateway refused what was asked (a 400 with its words): asking again the same way will not help. */
export class RefusedByGateway extends Data.TaggedError("RefusedByGateway")<{ readonly words: string }> {}

/** Razorpay's error body: `{ error: { code, description } }`. */
const RazorpayError = Schema.Struct({ error: Schema.Struct({ code: Schema.String, description: Schema.String }) })

/** Whole rupees and paise as Razorpay's integer paise (₹1,379.50 is 137950). */
export const toPaise = (rupees: number): number => Math.round(rupees * 100)

const hmacHex = (secret: Redacted.Redacted, text: string) => createHmac("sha256", Redacted.value(secret)).update(text).digest("hex")

/** Constant-time comparison of a hex signature with the one expected. */
const sameHex = (expected: string, given: string) => {
  const a = Buffer.from(expected, "hex")
  const b = /^[0-9a-f]{64}$/.test(given) ? Buffer.from(given, "hex") : Buffer.alloc(0)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const checkoutSignature = (settings: Pick<RazorpaySettings, "keySecret">, orderId: string, paymentId: string): string =>
  hmacHex(settings.keySecret, `${orderId}|${paymentId}`)

export const verifyCheckoutSignature = (settings: Pick<RazorpaySettings, "keySecret">, orderId: string, paymentId: string, signature: string): boolean =>
  sameHex(checkoutSignature(settings, orderId, paymentId), signature)

/** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret. */
export const webhookSignature = (settings: Pick<RazorpaySettings, "webhookSecret">, rawBody: string): string =>
  hmacHex(settings.webhookSecret, rawBody)

export const verifyWebhookSignature = (settings: Pick<RazorpaySettings, "webhookSecret">, rawBody: string, signature: string): boolean =>
  sameHex(webhookSignature(settings, rawBody), signature)

const UNAVAILABLE = "The payment gateway could not be reached; please try again in a minute, or choose Cash on Delivery."

/** What came back: the status and the body, read as JSON (undefined when it is not JSON). */
const exchange = (settings: RazorpaySettings, method: "GET" | "POST", path: string, body?: unknown, extraHeaders: Record<string, string> = {}) =>
  Effect.tryPromise({
    try: async (signal) => {
      const response = await fetch(`${settings.apiUrl.replace(/\/$/, "")}/v1${path}`, {
        method,
        signal,
        headers: {
          accept: "application/json",
          authorization: `Basic ${Buffer.from(`${settings.keyId}:${Redacted.value(settings.keySecret)}`).toString("base64")}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...extraHeaders
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) })
      })
      const text = await response.text()
      let json: unknown = undefined
      try {
        json = JSON.parse(text)
      } catch {
        // Not JSON: the Schema below says so.
      }
      return { status: response.status, json }
    },
    catch: (error) => new Error(error instanceof Error ? error.message : String(error))
  })

/**
 * The API calls the shop makes, with the settings' key; every failure is ServiceUnavailable with a
 * sentence. The platform's fetch, as the SMS provider's (server/sign-in/sms-provider.ts): the server
 * builds no HTTP client of its own (DEVELOPERS.md: one client, the browser's, in src/app/api.ts).
 */
export const razorpayApi = (settings: RazorpaySettings) => {
  const answered = <A, I>(what: string, method: "GET" | "POST", path: string, answer: Schema.Schema<A, I>, body?: unknown, headers?: Record<string, string>) =>
    exchange(settings, method, path, body, headers).pipe(
      Effect.flatMap(({ status, json }) => status >= 200 && status < 300
        ? Effect.mapError(Schema.decodeUnknown(answer)(json), (error) => new Error(`an answer the shop cannot read: ${error.message}`))
        : Effect.fail(Schema.is(RazorpayError)(json)
          // A 400 is the gateway's refusal of what was asked (its words); anything else may pass.
          ? status === 400 ? new RefusedByGateway({ words: json.error.description }) : new Error(`${json.error.code}: ${json.error.description}`)
          : new Error(`status ${status}`))),
      Effect.timeoutFail({ duration: Duration.seconds(10), onTimeout: () => new Error("no answer in 10 s") }),
      Effect.tapError((error) => Effect.logWarning(`Razorpay ${what} failed: ${error instanceof RefusedByGateway ? error.words : error.message}`))
    )
  const unavailable = () => new ServiceUnavailable({ message: UNAVAILABLE })
  const call = <A, I>(what: string, method: "GET" | "POST", path: string, answer: Schema.Schema<A, I>, body?: unknown) =>
    Effect.mapError(answered(what, method, path, answer, body), unavailable)
  return {
    /** POST /v1/orders: an order for `amount` rupees, the shop's order number as its receipt. */
    createOrder: (order: { readonly orderid: string; readonly amount: number }) =>
      call("order", "POST", "/orders", RazorpayOrder, { amount: toPaise(order.amount), currency: "INR", receipt: order.orderid, notes: { orderid: order.orderid } }),
    /** GET /v1/orders/{id}/payments: every payment made against an order. */
    paymentsOf: (orderId: string) =>
      Effect.map(call("payments of an order", "GET", `/orders/${encodeURIComponent(orderId)}/payments`, PaymentCollection), (collection) => collection.items),
    /**
     * POST /v1/payments/{id}/refund: a normal refund of `amountPaise`, made once however often it is
     * asked with the same `key` (X-Refund-Idempotency, also its receipt). The gateway's refusal (a 400)
     * keeps its words; every other failure is ServiceUnavailable, to be asked again with the same key.
     */
    refund: (refund: { readonly paymentId: string; readonly amountPaise: number; readonly key: string; readonly notes: Readonly<Record<string, string>> }) =>
      answered("refund", "POST", `/payments/${encodeURIComponent(refund.paymentId)}/refund`, RazorpayRefund,
        { amount: refund.amountPaise, speed: "normal", receipt: refund.key, notes: refund.notes }, { "x-refund-idempotency": refund.key }).pipe(
        Effect.mapError((error) => error instanceof RefusedByGateway ? error : unavailable())
      ),
    /** GET /v1/refunds/{id}: where a refund stands (its webhook may never have come). */
    refundById: (refundId: string) => call("refund's state", "GET", `/refunds/${encodeURIComponent(refundId)}`, RazorpayRefund)
  }
}
