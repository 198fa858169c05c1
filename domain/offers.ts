import { Schema } from "effect"
import { Coupon } from "./order.ts"

// Issue 19 item 7: the coupons a shopper may use now, as the cart and checkout list them. Apart
// from order.ts, which the home page loads, since only the cart and checkout show offers.

/** A coupon a shopper may use now: its code and what it gives. */
export const Offer = Schema.Struct({ code: Coupon.fields.code, percentOff: Coupon.fields.percentOff, firstOrderOnly: Schema.Boolean })
export type Offer = typeof Offer.Type

/** What an offer gives, in a shopper's words: "20% off your first order". */
export const offerText = (offer: Offer): string => `${offer.percentOff}% off ${offer.firstOrderOnly ? "your first order" : "your order"}`
