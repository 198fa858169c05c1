import { Schema } from "effect"
import { Rupees, Timestamp } from "./common.ts"

// Issue 37 item 4: a step of an order's refund at the gateway, as an order carries it (its
// `refundSteps`) and its timelines show it. Apart from gateway-refunds.ts (the back office's refunds,
// the allocation, the SMS texts): every page's order Schema needs only this (issue 38, budgets).

/** The longest words kept from the gateway or from staff about one refund. */
export const MAX_REFUND_WORDS = 500

/** One step of a gateway refund, on the order's timeline beside its events. */
export const RefundStep = Schema.Struct({
  _tag: Schema.Literal("refund.pending", "refund.processed", "refund.failed", "refund.settled"),
  at: Timestamp,
  by: Schema.Literal("system", "admin"),
  amount: Rupees,
  reason: Schema.optional(Schema.String.pipe(Schema.maxLength(MAX_REFUND_WORDS)))
})
export type RefundStep = typeof RefundStep.Type

/**
 * An order's events and its refunds' steps in the order they happened, one list: a step comes after
 * an event of the same moment (a cancellation's refund, then its first step). The timelines of the
 * shopper and of the back office both read it.
 */
export const withRefundSteps = <E extends { readonly at: string }, S extends { readonly at: string }>(
  events: ReadonlyArray<E>,
  steps: ReadonlyArray<S> | undefined
): ReadonlyArray<E | S> =>
  steps === undefined || steps.length === 0
    ? events
    : [...events, ...steps].map((entry, index) => ({ entry, index }))
      .sort((a, b) => (a.entry.at < b.entry.at ? -1 : a.entry.at > b.entry.at ? 1 : a.index - b.index))
      .map(({ entry }) => entry)

