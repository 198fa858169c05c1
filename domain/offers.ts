import { Schema } from "effect"
import { IsoDate, Rupees, successTrue } from "./common.ts"
import { Coupon } from "./order.ts"
import { couponDiscount } from "./pricing.ts"

// Issue 19 item 7: the coupons a shopper may use now, as the cart and checkout list them. Apart
// from order.ts, which the home page loads, since only the cart and checkout show offers. Issue 20
// item 5: a coupon gives a percentage or an amount off, may need a minimum order and may end; the
// keys a coupon does not use are left out, so WELCOME20 reads as it always did.

/** A coupon a shopper may use now: its code and what it gives. */
export const Offer = Schema.Struct({
  code: Coupon.fields.code,
  percentOff: Schema.optional(Coupon.fields.percentOff),
  amountOff: Schema.optional(Rupees),
  minOrder: Schema.optional(Rupees),
  endsOn: Schema.optional(IsoDate),
  firstOrderOnly: Schema.Boolean
})
export type Offer = typeof Offer.Type

/**
 * The offers call's address under the API's prefix and its answer: the contract's (domain/http/
 * shop.http.ts), and a visitor's cart reads the same kept answer without the HTTP client (issue 38).
 */
export const OFFERS_PATH = "/offers"
export const OffersAnswer = Schema.Struct({ success: successTrue, offers: Schema.Array(Offer) })

/** What an offer would save on these items, or null when they are below its minimum order. */
export const offerSaving = (offer: Offer, priceTotal: number): number | null =>
  offer.minOrder !== undefined && priceTotal < offer.minOrder ? null
    : offer.percentOff !== undefined ? couponDiscount(offer.percentOff, priceTotal)
    : Math.min(offer.amountOff ?? 0, priceTotal)
