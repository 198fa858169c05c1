// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/saved.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/saved.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "saved.add": ["Add ",["name"]," to wishlist"],
  "saved.remove": ["Remove ",["name"]," from wishlist"],
  "saved.inWishlist": ["In wishlist"],
  "saved.addToWishlist": ["Add to wishlist"],
  "saved.inWishlistLabel": ["In wishlist: ",["name"]],
  "saved.addToWishlistLabel": ["Add to wishlist: ",["name"]],
  "saved.link": ["Wishlist, ",["count","plural",{"one":["#"," product"],"other":["#"," products"]}]],
  "saved.compareList": ["Compare list"],
  "saved.dismiss": ["Dismiss message"],
  "saved.toCompare": [["count","plural",{"one":["#"," product"],"other":["#"," products"]}]," to compare"],
  "saved.compareNow": ["Compare now"],
  "saved.clear": ["Clear"],
  "saved.compareFull": ["You can compare up to ",["limit"]," products. Remove one to add another."]
}
