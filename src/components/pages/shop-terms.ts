import { MAX_CART_QUANTITY } from "#domain/cart.ts"
import { formatRupees } from "#domain/money.ts"
import { STATUS_TEXT, WELCOME_COUPON, type OrderStatus, type StatusText } from "#domain/order.ts"
import { allowedEvents } from "#domain/order-lifecycle.ts"
import {
  DELIVERY_CHARGE,
  FREE_DELIVERY_THRESHOLD,
  HANDLING_FEE,
  RAIN_FEE,
  SMALL_CART_FEE,
  SMALL_CART_THRESHOLD
} from "#domain/pricing.ts"

/**
 * The shop's fees, limits and order rules in words, every figure taken from domain/ and printed with
 * formatRupees, so the FAQ and the policies change when a constant does and never disagree.
 */

/** What "the items total" means wherever a threshold is stated (§9: the price total of the lines). */
export const ITEMS_TOTAL = "the items in your order (at their selling prices, before any coupon or wallet money)"

export const SHOP_TERMS = {
  // §9 delivery charge
  delivery:
    `Delivery is free when ${ITEMS_TOTAL} add up to ${formatRupees(FREE_DELIVERY_THRESHOLD)} or more. ` +
    `Below that, a Delivery Charge of ${formatRupees(DELIVERY_CHARGE)} is added.`,
  // §9 small-cart fee
  smallCart:
    `If the items add up to less than ${formatRupees(SMALL_CART_THRESHOLD)}, a Small Cart Fee of ` +
    `${formatRupees(SMALL_CART_FEE)} is added as well.`,
  // §9 handling fee, under the bill's own spelling
  handling:
    `Every order carries a Handlling Fee of ${formatRupees(HANDLING_FEE)} towards packing and handling it.`,
  // §9 rain fee, switched on by the shop (DESIGN §4)
  rain:
    `When heavy rain makes delivery in your area harder, we switch on a Rain Fee of ${formatRupees(RAIN_FEE)} per order. ` +
    "It shows as its own line in your bill before you pay, and it is not charged on other days.",
  // DESIGN §4 coupon, §9 newsletter offer
  welcome:
    `Use the code ${WELCOME_COUPON.code} at checkout for ${WELCOME_COUPON.percentOff}% off the items of your first order ` +
    "(fees are not discounted). It is the same offer our newsletter sends when you sign up.",
  maxQuantity: `You can add up to ${MAX_CART_QUANTITY} units of any one item to a single order.`
} as const

/** How long a refund takes to reach the shopper once we have issued it (bank times, not shop rules). */
export const REFUND_TIMELINES: ReadonlyArray<readonly [method: string, time: string]> = [
  ["Bazaar wallet", "Immediately, as soon as the refund is issued"],
  ["UPI", "1 to 3 working days"],
  ["Net banking", "3 to 5 working days"],
  ["Debit or credit card", "5 to 7 working days (your card statement may take one billing cycle to show it)"],
  ["Cash on Delivery orders", "To your Bazaar wallet, immediately"]
]

/** The forward steps of an order (DESIGN §4), in order. */
const FORWARD_STEPS: ReadonlyArray<Exclude<OrderStatus, 0>> = [1, 2, 3, 4, 5]

export interface OrderStep {
  readonly status: StatusText
  /** Whether the customer may still cancel at this step, by the lifecycle rules themselves. */
  readonly customerCanCancel: boolean
}

/** The order lifecycle with, for each step, whether the customer may cancel (domain/order-lifecycle.ts). */
export const ORDER_STEPS: ReadonlyArray<OrderStep> = FORWARD_STEPS.map((status) => ({
  status: STATUS_TEXT[status],
  customerCanCancel: allowedEvents(
    { Status: status, StatusText: STATUS_TEXT[status], PaymentStatus: "Pending", PaymentMode: "Cash on Delivery" },
    "customer"
  ).includes("order.cancelled")
}))

/** "Received or Processing": the steps at which a customer may cancel. */
export const CANCELLABLE_STEPS = joinOr(ORDER_STEPS.filter((s) => s.customerCanCancel).map((s) => s.status))

/** The first step at which the customer can no longer cancel ("Dispatched"). */
export const FIRST_UNCANCELLABLE_STEP = ORDER_STEPS.find((s) => !s.customerCanCancel)?.status ?? STATUS_TEXT[5]

function joinOr(words: ReadonlyArray<string>): string {
  if (words.length <= 1) return words.join("")
  return `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`
}
