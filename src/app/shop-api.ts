import { Effect } from "effect"
import { DeliveryGroup } from "#domain/http/delivery.http.ts"
import { BlogGroup, ContactGroup, type ContactMessage, OfferGroup, WishlistGroup } from "#domain/http/shop.http.ts"
import { WISHLIST_ERROR_TEXTS } from "#domain/wishlist.ts"
import { contractOf, failWithText, groupClient } from "./contract-client.ts"

/**
 * The wishlist, blog, contact, offers and delivery calls (DESIGN §4, issue 19), a feature on the one
 * seam (ADR 045, 055): their groups of the contract, loaded as the runtime's `ShopApi` at its first call.
 */
const ShopContract = contractOf(WishlistGroup, BlogGroup, ContactGroup, OfferGroup, DeliveryGroup)

/**
 * The texts kept when a blog or contact call fails. §8 has none for these calls (they are DESIGN
 * §4's), so they are ours; the server's own message, when it sent one, is shown instead. The
 * wishlist's are the domain's (WISHLIST_ERROR_TEXTS, what its machine stores).
 */
export const SHOP_TEXTS = {
  blog: "Blog Not Found",
  contact: "Message Not Sent",
  offers: "Offers Not Found",
  delivery: "Pincode Not Found"
} as const

/** The wishlist (the session's own customer), blog, contact, offers and delivery calls (DESIGN §4, issue 19). */
export const makeShopCalls = Effect.gen(function* () {
  const wishlist = yield* groupClient(ShopContract, "wishlist")
  const blog = yield* groupClient(ShopContract, "blog")
  const contact = yield* groupClient(ShopContract, "contact")
  const offer = yield* groupClient(ShopContract, "offer")
  const delivery = yield* groupClient(ShopContract, "delivery")
  return {
    // Issue 19 item 2: whether, how and by when the shop delivers to a pincode (no §8 text: ours).
    deliveryEstimate: (pincode: string) =>
      Effect.flatMap(delivery, (api) => api.check({ path: { pincode } })).pipe(Effect.map((r) => r.delivery), failWithText(SHOP_TEXTS.delivery)),
    // Issue 19 item 7: the coupons a shopper may use now (no §8 text: ours).
    offers: Effect.flatMap(offer, (api) => api.list()).pipe(Effect.map((r) => r.offers), failWithText(SHOP_TEXTS.offers)),
    wishlist: Effect.flatMap(wishlist, (api) => api.list()).pipe(Effect.map((r) => r.wishlist), failWithText(WISHLIST_ERROR_TEXTS.load)),
    addToWishlist: (productId: string) =>
      Effect.flatMap(wishlist, (api) => api.add({ path: { productId: productId as never } })).pipe(Effect.map((r) => r.wishlist), failWithText(WISHLIST_ERROR_TEXTS.add)),
    removeFromWishlist: (productId: string) =>
      Effect.flatMap(wishlist, (api) => api.remove({ path: { productId: productId as never } })).pipe(Effect.map((r) => r.wishlist), failWithText(WISHLIST_ERROR_TEXTS.remove)),
    mergeWishlist: (productIds: ReadonlyArray<string>) =>
      Effect.flatMap(wishlist, (api) => api.merge({ payload: { productIds: productIds as never } })).pipe(Effect.map((r) => r.wishlist), failWithText(WISHLIST_ERROR_TEXTS.merge)),
    blogPosts: (page: number) => Effect.flatMap(blog, (api) => api.all({ urlParams: { page } })).pipe(failWithText(SHOP_TEXTS.blog)),
    blogPost: (slug: string) => Effect.flatMap(blog, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.blog), failWithText(SHOP_TEXTS.blog)),
    sendContactMessage: (message: ContactMessage) =>
      Effect.flatMap(contact, (api) => api.send({ payload: message })).pipe(Effect.asVoid, failWithText(SHOP_TEXTS.contact)),
  }
})
export type ShopApiShape = Effect.Effect.Success<typeof makeShopCalls>
