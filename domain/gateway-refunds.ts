import { Schema } from "effect"
import { Rupees, Timestamp } from "./common.ts"
import { formatRupees } from "./money.ts"
import { type RefundStep } from "./refund-step.ts"

export { MAX_REFUND_WORDS, RefundStep, withRefundSteps } from "./refund-step.ts"

/**
 * Issue 37 item 4 (docs/decisions/060-razorpay.md): a refund to the original payment of an order
 * paid through Razorpay is made at the gateway. The ledger's entry (order to payer) says the shop
 * gives the money back; the gateway refund says where that stands at the gateway:
 *
 * - `pending`: asked for (or to be asked for again: the gateway was not reached), or accepted by the
 *   gateway and not yet paid out;
 * - `processed`: the gateway has paid it out to the shopper's UPI, card, bank or wallet;
 * - `failed`: the gateway could not, in its own words; staff retry it or settle it by hand;
 * - `settled`: staff paid it by hand (a bank transfer), with a note.
 */
export const GATEWAY_REFUND_STATES = ["pending", "processed", "failed", "settled"] as const
export const GatewayRefundState = Schema.Literal(...GATEWAY_REFUND_STATES)
export type GatewayRefundState = typeof GatewayRefundState.Type

export const stepTagOf = (state: GatewayRefundState): RefundStep["_tag"] => `refund.${state}`

/** A gateway refund as the back office reads it. */
export const GatewayRefund = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(/^grf_[0-9a-f]{24}$/)),
  amount: Rupees,
  /** The gateway's payment it gives back to. */
  paymentId: Schema.String,
  status: GatewayRefundState,
  /** The gateway's refund id once it accepted it. */
  gatewayRefundId: Schema.NullOr(Schema.String),
  /** The gateway's words of a failure, or staff's note of a refund settled by hand. */
  words: Schema.NullOr(Schema.String),
  updatedAt: Timestamp
})
export type GatewayRefund = typeof GatewayRefund.Type

/** What staff may do with a refund now: retry or settle one that failed; nothing otherwise. */
export const gatewayRefundActions = (refund: Pick<GatewayRefund, "status">): ReadonlyArray<"retry" | "settle"> =>
  refund.status === "failed" ? ["retry", "settle"] : []

/**
 * The customer's SMS when a refund to their original payment is paid out, fails at the gateway, or
 * is paid by the shop by hand (staff's note, one line without a link, says how).
 */
export const refundStepSmsText = (orderid: string, amount: number, state: "processed" | "failed" | "settled", note?: string): string =>
  state === "processed"
    ? `Bazaar: the refund of ${formatRupees(amount)} for your order ${orderid} has been sent to your original payment. Banks take up to 5-7 working days to show it.`
    : state === "failed"
      ? `Bazaar: the refund of ${formatRupees(amount)} for your order ${orderid} could not be sent to your original payment. We are on it and will tell you when it is done; you need do nothing.`
      : `Bazaar: the refund of ${formatRupees(amount)} for your order ${orderid} has been paid to you by Bazaar directly${note === undefined ? "" : ` (${note})`}.`

/** A captured gateway payment of an order, and what of it is not yet asked back (paise). */
export interface RefundablePayment {
  readonly attemptId: string
  readonly leftPaise: number
  /** A payment the order could not take (it came late): only its own refund is taken from it. */
  readonly late: boolean
}

/**
 * Which payments a refund to the original payment of `paise` is taken from: the late payment it
 * gives back when it names one (`attemptId`), else the order's payments in the order they were
 * taken, each at most what is left of it. What no payment covers is `uncovered` (a refund of money
 * that never passed through the gateway: staff settle it by hand).
 */
export const allocateRefund = (
  paise: number,
  payments: ReadonlyArray<RefundablePayment>,
  attemptId: string | null
): { readonly parts: ReadonlyArray<{ readonly attemptId: string; readonly paise: number }>; readonly uncovered: number } => {
  const own = attemptId === null ? undefined : payments.find((payment) => payment.attemptId === attemptId)
  const pool = own !== undefined ? [own] : payments.filter((payment) => !payment.late)
  const parts: Array<{ attemptId: string; paise: number }> = []
  let left = paise
  for (const payment of pool) {
    if (left <= 0) break
    const take = Math.min(left, Math.max(0, payment.leftPaise))
    if (take > 0) {
      parts.push({ attemptId: payment.attemptId, paise: take })
      left -= take
    }
  }
  return { parts, uncovered: left }
}
