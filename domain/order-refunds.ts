import { Schema } from "effect"
import { Id, Name, Rupees, Timestamp } from "./common.ts"
import { formatRupees, fromPaise, toPaise } from "./money.ts"
import type { Order } from "./order.ts"
import { heldOf, type OrderMoney, paidOf, type RefundParts, refundedOf } from "./ledger.ts"
import { RefundTo, refundDestinations, refundOf, type UnitsTaken } from "./returns.ts"
import { textedLine } from "./staff-text.ts"

/**
 * Issue 20 item 3 (ADR 039): refunds the shop records on an order from the back office: some units
 * of its lines, or the whole order, to the wallet or against the original payment. Each is an event
 * of the order's stream. A refund never gives back more than was paid: a line's units are worth what
 * returns compute for them (price less the coupon's share, domain/returns.ts refundOf), units already
 * asked back by a return or refunded before cannot be refunded again, and the whole refunded stays
 * within what the customer paid (the wallet's part, and the rest once the payment is taken).
 */

export const MAX_REFUND_REASON = 200

// Issue 34 item 5: the customer reads the reason on the order's timeline and in the wallet: one line, no link.
const Reason = Schema.Trim.pipe(
  Schema.minLength(3, { message: () => "Please give a reason of at least 3 characters." }),
  Schema.maxLength(MAX_REFUND_REASON, { message: () => `The reason must be at most ${MAX_REFUND_REASON} characters.` }),
  textedLine()
)

/** One line to refund: the order line's position and how many of its units. */
export const RefundLineRequest = Schema.Struct({
  position: Schema.Number.pipe(
    Schema.int({ message: () => "position must be a whole number" }),
    Schema.between(0, 199, { message: () => "position must be between 0 and 199" })
  ),
  quantity: Schema.Number.pipe(
    Schema.int({ message: () => "quantity must be a whole number" }),
    Schema.between(1, 100, { message: () => "quantity must be between 1 and 100" })
  )
})

/** POST admin/orders/{orderid}/refunds: the whole order, or some units of its lines. */
export const RefundRequest = Schema.Struct({
  scope: Schema.Literal("lines", "order").annotations({
    message: () => ({ message: "Choose to refund some items or the whole order.", override: true })
  }),
  lines: Schema.optional(Schema.Array(RefundLineRequest).pipe(
    Schema.maxItems(200, { message: () => "A refund holds at most 200 lines." }),
    Schema.filter((lines) => new Set(lines.map((line) => line.position)).size === lines.length || "Each item may appear only once in a refund.")
  )),
  refundTo: RefundTo,
  reason: Reason
}).pipe(
  Schema.filter((request) =>
    request.scope === "order"
      ? request.lines === undefined || "A whole-order refund takes no lines; leave them out."
      : (request.lines !== undefined && request.lines.length > 0) || "Choose at least one item to refund.")
)
export type RefundRequest = typeof RefundRequest.Type

/** A refund as the contract answers it. */
export const OrderRefund = Schema.Struct({
  _id: Id,
  wholeOrder: Schema.Boolean,
  refundTo: RefundTo,
  reason: Schema.String,
  amount: Rupees,
  toWallet: Rupees,
  toOriginal: Rupees,
  fees: Rupees,
  lines: Schema.Array(Schema.Struct({ position: Schema.Number, ProductName: Name, packSizeOptionName: Name, quantity: Schema.Number, amount: Rupees })),
  at: Timestamp
})
export type OrderRefund = typeof OrderRefund.Type

type RefundableOrder = Pick<Order, "orderid" | "lines" | "coupon" | "wallet" | "Netpayable" | "SmallCartFee" | "HandllingFee" | "RainFee" |
  "DeliveryCharge" | "PaymentMode" | "PaymentStatus" | "Status">

/** Refunded so far and to the wallet (rupees), by returns (not rejected) and earlier refunds together. */
export interface Refunded { readonly amount: number; readonly toWallet: number }

/**
 * Issue 32: what an order's refunds are measured against, the one rule for cancellation, returns,
 * exchanges and the shop's refunds: the ledger's money of the order (what was paid in, from the
 * wallet and the payer, and given back) and the refunds of returns promised but not yet paid (a
 * return's figures are fixed when it is asked, its money moves at its refund step).
 */
export interface RefundState {
  readonly money: OrderMoney
  readonly promised: Refunded
}

/** Everything refunded or promised so far (rupees): what `refundOf` shares the wallet's part against. */
export const earlierOf = (state: RefundState): Refunded => ({
  amount: fromPaise(refundedOf(state.money) + toPaise(state.promised.amount)),
  toWallet: fromPaise(state.money.toWallet + toPaise(state.promised.toWallet))
})

/** What may still be refunded (paise): what the order holds less what returns have been promised. */
export const stillRefundablePaise = (state: RefundState): number => heldOf(state.money) - toPaise(state.promised.amount)

/** What the customer has paid for the order (paise), as the ledger has it. */
export const paidPaise = (state: RefundState): number => paidOf(state.money)

/** Why the order takes no refund now, or undefined when it may. */
export const refundRefusal = (order: Pick<Order, "orderid" | "Status">, state: RefundState): string | undefined => {
  if (order.Status === 0) return `Order ${order.orderid} is cancelled: its cancellation gave back what was paid.`
  if (paidPaise(state) === 0) return `Nothing has been paid for order ${order.orderid} yet, so nothing can be refunded.`
  if (stillRefundablePaise(state) <= 0) return `Everything paid for order ${order.orderid} has been refunded already.`
  return undefined
}

export type RefundDecision =
  | { readonly _tag: "Refused"; readonly message: string }
  | { readonly _tag: "Refund"; readonly lines: ReadonlyArray<{ readonly position: number; readonly quantity: number; readonly amount: number }>; readonly amount: number; readonly toWallet: number; readonly toOriginal: number; readonly fees: number }

/**
 * The refund `request` makes of `order`, given the units `taken` by returns and earlier refunds and
 * the order's refund state: its figures, or the sentence that refuses it.
 */
export const decideRefund = (order: RefundableOrder, request: Pick<RefundRequest, "scope" | "lines" | "refundTo">, taken: UnitsTaken, state: RefundState): RefundDecision => {
  const refused = (message: string): RefundDecision => ({ _tag: "Refused", message })
  const refusal = refundRefusal(order, state)
  if (refusal !== undefined) return refused(refusal)
  if (!refundDestinations(order).includes(request.refundTo)) {
    return refused(`Order ${order.orderid} was paid in cash on delivery, so its refund goes to the customer's wallet.`)
  }
  const left = order.lines.map((line, position) => Math.max(0, line.quantity - (taken.get(position) ?? 0)))
  const asked = request.scope === "order"
    ? left.flatMap((quantity, position) => (quantity > 0 ? [{ position, quantity }] : []))
    : request.lines ?? []
  if (asked.length === 0) return refused(`Every item of order ${order.orderid} has been refunded or asked back already.`)
  for (const { position, quantity } of asked) {
    const line = order.lines[position]
    if (line === undefined) return refused(`Order ${order.orderid} has no item number ${position + 1}.`)
    if (quantity > left[position]!) {
      return refused(left[position] === 0
        ? `${line.ProductName} (${line.packSizeOptionName}) has been refunded or asked back already.`
        : `Only ${left[position]} of ${line.ProductName} (${line.packSizeOptionName}) can still be refunded, not ${quantity}.`)
    }
  }
  // The whole order untouched before refunds its fees too: refundOf gives them back for a shop-fault
  // reason when every unit goes back at once; a refund of some items never does.
  const figures = refundOf(order, asked, request.scope === "order" ? "damaged" : "changed-mind", request.refundTo, taken, earlierOf(state))
  const stillPaid = stillRefundablePaise(state)
  if (toPaise(figures.amount) > stillPaid) {
    return refused(`Order ${order.orderid} has ${formatRupees(fromPaise(stillPaid))} paid and not refunded; this refund would be ${formatRupees(figures.amount)}.`)
  }
  if (figures.amount === 0) return refused(`Nothing was paid for these items of order ${order.orderid}, so nothing can be refunded.`)
  return {
    _tag: "Refund",
    lines: asked.map((line, i) => ({ ...line, amount: figures.lines[i]! })),
    amount: figures.amount,
    toWallet: figures.toWallet,
    toOriginal: figures.toOriginal,
    fees: figures.fees
  }
}

/** "₹120.00 to your Bazaar wallet and ₹813.00 to your original payment": where a refund's parts went. */
export const refundPartsText = (parts: RefundParts): string =>
  [
    ...(parts.toWallet > 0 ? [`${formatRupees(fromPaise(parts.toWallet))} to your Bazaar wallet`] : []),
    ...(parts.toPayer > 0 ? [`${formatRupees(fromPaise(parts.toPayer))} to your original payment`] : [])
  ].join(" and ")

/** The event's words for a refund, as the timeline and the customer read them. */
/** The customer's SMS of a refund an admin recorded: where each part went (the reason is the shop's note, kept off it). */
export const refundSmsText = (orderid: string, refund: Pick<OrderRefund, "toWallet" | "toOriginal">): string => {
  const parts = [
    ...(refund.toWallet > 0 ? [`${formatRupees(refund.toWallet)} to your Bazaar wallet`] : []),
    ...(refund.toOriginal > 0 ? [`${formatRupees(refund.toOriginal)} to your original payment`] : [])
  ]
  return `Bazaar: we have refunded ${parts.join(" and ")} for your order ${orderid}. See it under My Account.`
}

export const refundText = (refund: Pick<OrderRefund, "toWallet" | "toOriginal" | "reason">): string => {
  const parts = [
    ...(refund.toWallet > 0 ? [`${formatRupees(refund.toWallet)} to the Bazaar wallet`] : []),
    ...(refund.toOriginal > 0 ? [`${formatRupees(refund.toOriginal)} to the original payment`] : [])
  ]
  return `Refunded ${parts.join(" and ")}: ${refund.reason}`
}
