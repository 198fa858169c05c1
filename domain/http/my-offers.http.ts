import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Offer } from "../offers.ts"
import { SessionAuth } from "./auth.http.ts"
import { Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

// Issue 33 item 1: the offers the session's own customer can use, for "Offers for you" on the cart and
// the checkout: a first-order coupon is not offered to a customer who has ordered before, nor a coupon
// they have used as often as it allows. Apart from shop.http.ts, whose groups the listing's scripts
// carry: this group loads with the cart and the checkout only (src/app/offers-api.ts).
export const MyOffersGroup = HttpApiGroup.make("myOffers")
  .add(
    HttpApiEndpoint.get("list", "/offers/mine")
      .addSuccess(Schema.Struct({ success: successTrue, offers: Schema.Array(Offer) }))
      .addError(Unauthorized)
  )
  .middleware(SessionAuth)
