import { SessionAuth } from "./auth.http.ts"
import { ShopSettings } from "../settings.ts"
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueRead, OFFLINE_READ } from "./call-kinds.ts"
import { Id, Paging, Rupees } from "../common.ts"
import { BlogPost } from "../blog.ts"
import { WISHLIST_LIMIT, WishlistEntry } from "../wishlist.ts"
import { Offer, OFFERS_PATH, OffersAnswer } from "../offers.ts"
import { Mobile } from "../order.ts"
import { EmailAddress as Email } from "../identity-text.ts"
import { BadRequest, Conflict, NotFound, TooManyRequests, Unauthorized, CouponNotValid } from "./errors.ts"
import { LIMITS, pagingParams, SlugPath, successTrue } from "./params.ts"

const WishlistAnswer = Schema.Struct({ success: successTrue, wishlist: Schema.Array(WishlistEntry) })

// Wishlist of the signed-in customer (DESIGN §4: merged with the visitor's at sign-in). Every call
// acts on the session's own client and answers the whole list, newest first, after the change.
export const WishlistGroup = HttpApiGroup.make("wishlist")
  .add(HttpApiEndpoint.get("list", "/wishlist").addSuccess(WishlistAnswer).addError(Unauthorized))
  .add(
    // Idempotent; 404 for a product that does not exist or is hidden, 409 beyond WISHLIST_LIMIT.
    HttpApiEndpoint.put("add", "/wishlist/:productId")
      .setPath(Schema.Struct({ productId: Id }))
      .addSuccess(WishlistAnswer)
      .addError(Unauthorized).addError(NotFound).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.del("remove", "/wishlist/:productId")
      .setPath(Schema.Struct({ productId: Id }))
      .addSuccess(WishlistAnswer)
      .addError(Unauthorized)
  )
  .add(
    // The visitor's ids that name shown products join the list, up to WISHLIST_LIMIT; the rest are ignored.
    HttpApiEndpoint.post("merge", "/wishlist/merge")
      .setPayload(Schema.Struct({
        productIds: Schema.Array(Id).pipe(Schema.maxItems(WISHLIST_LIMIT, { message: () => `productIds may hold at most ${WISHLIST_LIMIT} ids` }))
      }))
      .addSuccess(WishlistAnswer)
      .addError(Unauthorized)
  )
  .middleware(SessionAuth)

// Blog (DESIGN §4): posts, newest first, paged; a post by slug.
export const BlogGroup = HttpApiGroup.make("blog")
  .add(
    HttpApiEndpoint.get("all", "/blog/all")
      .setUrlParams(Schema.Struct(pagingParams(LIMITS.blog.max)))
      .addSuccess(Schema.Struct({ success: successTrue, blogs: Schema.Array(BlogPost), ...Paging.fields }))
  )
  .add(
    HttpApiEndpoint.get("bySlug", "/blog/slugurl/:slug")
      .setPath(SlugPath)
      .addSuccess(Schema.Struct({ success: successTrue, blog: BlogPost }))
      .addError(NotFound)
  )
  .annotate(CatalogueRead, OFFLINE_READ)

// Coupon check (DESIGN §4: WELCOME20 gives 20% off a first order); the order call applies it again.
export const CouponGroup = HttpApiGroup.make("coupon")
  .add(
    HttpApiEndpoint.post("check", "/coupon/check")
      .setPayload(Schema.Struct({ code: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(40)), priceTotal: Rupees }))
      .addSuccess(Schema.Struct({ success: successTrue, coupon: Offer, discount: Rupees }))
      .addError(Unauthorized).addError(BadRequest).addError(CouponNotValid)
  )
  .middleware(SessionAuth)


// Issue 19 item 7: the coupons a shopper may use now (WELCOME20 and any an admin makes), shown on
// the cart and the checkout; public, like the newsletter that names WELCOME20.
export const OfferGroup = HttpApiGroup.make("offer")
  .add(HttpApiEndpoint.get("list", OFFERS_PATH).annotate(CatalogueRead, {}).addSuccess(OffersAnswer))

// Shop settings: the rain status drives the rain fee of §9 in every cart; the seller portal URL the 'Sell on' links.
export const SettingsGroup = HttpApiGroup.make("settings")
  .add(HttpApiEndpoint.get("get", "/settings").addSuccess(Schema.Struct({ success: successTrue, settings: ShopSettings })))
  .annotate(CatalogueRead, OFFLINE_READ)



/** A message from the contact form (/Content1): the form decodes it before sending, the server again. */
export const ContactMessage = Schema.Struct({
  name: Schema.Trim.pipe(Schema.minLength(2), Schema.maxLength(80)),
  email: Email,
  mobile: Schema.optional(Mobile),
  message: Schema.Trim.pipe(Schema.minLength(10), Schema.maxLength(2000))
})
export type ContactMessage = typeof ContactMessage.Type

// Contact us (/Content1): messages validated and stored by the server.
export const ContactGroup = HttpApiGroup.make("contact")
  .add(
    HttpApiEndpoint.post("send", "/contact")
      .setPayload(ContactMessage)
      .addSuccess(Schema.Struct({ success: successTrue }), { status: 201 })
      .addError(BadRequest).addError(TooManyRequests)
  )
