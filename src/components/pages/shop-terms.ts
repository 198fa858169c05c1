import { MAX_CART_QUANTITY } from "#domain/cart.ts"
import { formatRupees } from "#domain/money.ts"
import { STATUS_TEXT, WELCOME_COUPON, type OrderStatus } from "#domain/order.ts"
import { allowedEvents } from "#domain/order-lifecycle.ts"
import {
  DELIVERY_CHARGE,
  FREE_DELIVERY_THRESHOLD,
  HANDLING_FEE,
  RAIN_FEE,
  SMALL_CART_FEE,
  SMALL_CART_THRESHOLD
} from "#domain/pricing.ts"
import type { Translate } from "../../i18n/i18n.tsx"
import type { pagesTexts } from "../../i18n/texts/pages.ts"

/**
 * The shop's fees, limits and order rules in words, every figure taken from domain/ and printed with
 * formatRupees, so the FAQ and the policies change when a constant does and never disagree. The
 * words are the page's language's (domain/messages/pages.*.ts).
 */

/** The pages' texts, by key. */
export type PagesTranslate = Translate<keyof typeof pagesTexts.english>

/** The shop's terms in the page's language. */
export const shopTerms = (t: PagesTranslate) => ({
  // §9 delivery charge; "the items total" is §9's price total of the lines.
  delivery: t("pages.terms.delivery", {
    itemsTotal: t("pages.terms.itemsTotal"),
    threshold: formatRupees(FREE_DELIVERY_THRESHOLD),
    charge: formatRupees(DELIVERY_CHARGE)
  }),
  // §9 small-cart fee
  smallCart: t("pages.terms.smallCart", { threshold: formatRupees(SMALL_CART_THRESHOLD), fee: formatRupees(SMALL_CART_FEE) }),
  // §9 handling fee, under the bill's own spelling
  handling: t("pages.terms.handling", { fee: formatRupees(HANDLING_FEE) }),
  // §9 rain fee, switched on by the shop (DESIGN §4)
  rain: t("pages.terms.rain", { fee: formatRupees(RAIN_FEE) }),
  // DESIGN §4 coupon, §9 newsletter offer
  welcome: t("pages.terms.welcome", { code: WELCOME_COUPON.code, percent: String(WELCOME_COUPON.percentOff) }),
  maxQuantity: t("pages.terms.maxQuantity", { max: String(MAX_CART_QUANTITY) })
})

/** The ways a refund comes back, each with how long it takes to reach the shopper once issued (bank times, not shop rules). */
export const refundTimelines = (t: PagesTranslate): ReadonlyArray<readonly [method: string, time: string]> => [
  [t("pages.refundTo.wallet"), t("pages.refundTo.walletTime")],
  [t("pages.refundTo.upi"), t("pages.refundTo.upiTime")],
  [t("pages.refundTo.netBanking"), t("pages.refundTo.netBankingTime")],
  [t("pages.refundTo.card"), t("pages.refundTo.cardTime")],
  [t("pages.refundTo.cod"), t("pages.refundTo.codTime")]
]

/** The forward steps of an order (DESIGN §4), in order. */
type ForwardStep = Exclude<OrderStatus, 0>
const FORWARD_STEPS: ReadonlyArray<ForwardStep> = [1, 2, 3, 4, 5]

export interface OrderStep {
  readonly status: ForwardStep
  /** Whether the customer may still cancel at this step, by the lifecycle rules themselves. */
  readonly customerCanCancel: boolean
}

/** The order lifecycle with, for each step, whether the customer may cancel (domain/order-lifecycle.ts). */
export const ORDER_STEPS: ReadonlyArray<OrderStep> = FORWARD_STEPS.map((status) => ({
  status,
  customerCanCancel: allowedEvents(
    { Status: status, StatusText: STATUS_TEXT[status], PaymentStatus: "Pending", PaymentMode: "Cash on Delivery" },
    "customer"
  ).includes("order.cancelled")
}))

/** A step's name ("Dispatched"). */
export const stepName = (t: PagesTranslate, status: ForwardStep): string => t(`pages.status.${status}`)

/** A step's name inside a sentence (Hindi quotes it). */
const stepInText = (t: PagesTranslate, status: ForwardStep): string => t("pages.terms.step", { status: stepName(t, status) })

/** Every step, in order: "Received, Processing, Dispatched, Out for delivery, Delivered". */
export const allSteps = (t: PagesTranslate): string => ORDER_STEPS.map((step) => stepName(t, step.status)).join(", ")

/** "Received or Processing": the steps at which a customer may cancel. */
export const cancellableSteps = (t: PagesTranslate): string =>
  joinOr(ORDER_STEPS.filter((s) => s.customerCanCancel).map((s) => stepInText(t, s.status)), t("pages.terms.or"))

/** The first step at which the customer can no longer cancel ("Dispatched"). */
export const firstUncancellableStep = (t: PagesTranslate): string => stepInText(t, ORDER_STEPS.find((s) => !s.customerCanCancel)?.status ?? 5)

function joinOr(words: ReadonlyArray<string>, or: string): string {
  if (words.length <= 1) return words.join("")
  return `${words.slice(0, -1).join(", ")} ${or} ${words[words.length - 1]}`
}
