import { Schema } from "effect"
import { IsoDate } from "./common.ts"

// What a shopper reads of delivery (issue 19 item 2): a pincode's estimate and an order's arrival,
// apart from the zones' rules (delivery.ts), so the product page's and the cart's pincode check
// bring only these (issue 36 item 1).

/** What the shop says of a pincode: where it is, whether it delivers there, COD, and by when. */
export const DeliveryEstimate = Schema.Struct({
  pincode: Schema.String,
  /** "Bengaluru, Karnataka" as India Post names it. */
  place: Schema.String,
  deliverable: Schema.Boolean,
  cod: Schema.Boolean,
  /** The day it would arrive if ordered now; null when the shop does not deliver there. */
  promisedDate: Schema.NullOr(IsoDate),
  /** Issue 33: a pincode's city, and its state where the directory names one, which the address form fills in. */
  city: Schema.optional(Schema.String),
  state: Schema.optional(Schema.String)
})
export type DeliveryEstimate = typeof DeliveryEstimate.Type

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

/** "Fri, 28 Nov": a promised date as the shop writes it (without Intl: see money.ts formatRupees). */
export const formatPromisedDate = (iso: string): string => {
  const date = new Date(`${iso}T00:00:00Z`)
  return `${DAY_NAMES[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`
}

/** The sentence a shopper reads for an estimate. */
export const estimateSentence = (estimate: DeliveryEstimate): string =>
  !estimate.deliverable || estimate.promisedDate === null
    ? `Sorry, we do not deliver to ${estimate.pincode} (${estimate.place}) yet.`
    : `Delivery to ${estimate.pincode} (${estimate.place}) by ${formatPromisedDate(estimate.promisedDate)}. ` +
      (estimate.cod ? "Cash on Delivery available." : "Cash on Delivery is not available here; pay online.")

/** "Arriving by Fri, 28 Nov": an order on its way with a promised date (issue 19 item 2); none otherwise. */
export const arrivalText = (order: { readonly Status: number; readonly promisedDate?: string | undefined }): string | undefined =>
  order.promisedDate === undefined || order.Status < 1 || order.Status > 4 ? undefined : `Arriving by ${formatPromisedDate(order.promisedDate)}`
