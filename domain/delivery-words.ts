import { Schema } from "effect"
import { IsoDate } from "./common.ts"
import { MONTH_NAMES } from "./dates.ts"
import type { Language } from "./language.ts"

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

const DAY_NAMES: Readonly<Record<Language, ReadonlyArray<string>>> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  // Issue 39 (ADR 064): the whole day's name, as Hindi readers write it (and the Hindi SMS says it).
  hi: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"]
}

/**
 * "Fri, 28 Nov", in Hindi "शुक्रवार, 28 नवंबर" (Latin digits, ADR 064): a promised day as the shop
 * writes it on every page and in the SMS (without Intl: see money.ts formatRupees).
 */
export const formatPromisedDate = (iso: string, language: Language = "en"): string => {
  const date = new Date(`${iso}T00:00:00Z`)
  return `${DAY_NAMES[language][date.getUTCDay()]}, ${date.getUTCDate()} ${MONTH_NAMES[language][date.getUTCMonth()]}`
}

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
