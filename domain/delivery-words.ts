import { Schema } from "effect"
import { IsoDate } from "./common.ts"
import { formatPromisedDate } from "./dates.ts"

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

// "Fri, 28 Nov" (domain/dates.ts), where the delivery's words have always offered it.
export { formatPromisedDate }


/** What the arrival rule reads of an order: where it stands and the day it was promised for. */
export interface Arriving {
  readonly Status: number
  readonly promisedDate?: string | undefined
}

/**
 * The day an order on its way (issue 19 item 2: placed and not yet delivered) was promised for, the
 * day its arrival is said for on every screen and in every SMS; none for an order with no promise,
 * cancelled or delivered. Each language says the sentence from it.
 */
export const arrivalDate = (order: Arriving): string | undefined =>
  order.promisedDate === undefined || order.Status < 1 || order.Status > 4 ? undefined : order.promisedDate

/** "Arriving by Fri, 28 Nov": the English of `arrivalDate`, as the order SMS says it; none when there is none. */
export const arrivalText = (order: Arriving): string | undefined => {
  const date = arrivalDate(order)
  return date === undefined ? undefined : `Arriving by ${formatPromisedDate(date)}`
}
