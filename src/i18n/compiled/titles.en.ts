// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/titles.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/titles.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "titles.home": [["shop"],": online shopping for fashion, home and more"],
  "titles.about": ["About us"],
  "titles.affiliate": ["Affiliate programme"],
  "titles.blog": ["Blog"],
  "titles.blogPost": ["Blog post"],
  "titles.cancellation": ["Cancellation policy"],
  "titles.careers": ["Careers"],
  "titles.compare": ["Compare products"],
  "titles.contact": ["Contact us"],
  "titles.noOrders": ["No orders yet"],
  "titles.faq": ["Frequently asked questions"],
  "titles.orderPlaced": ["Order placed"],
  "titles.privacy": ["Privacy policy"],
  "titles.product": ["Product"],
  "titles.refund": ["Refund policy"],
  "titles.register": ["Create your account"],
  "titles.termsSale": ["Terms of sale"],
  "titles.termsUse": ["Terms of use"],
  "titles.cart": ["Cart"],
  "titles.checkout": ["Checkout"],
  "titles.categories": ["Categories"],
  "titles.myAccount": ["My account"],
  "titles.order": ["Order ",["orderId"]],
  "titles.editAddress": ["Edit address"],
  "titles.wishlist": ["My wishlist"],
  "titles.brandIn": [["brand"]," in ",["category"]],
  "titles.signIn": ["Sign in"],
  "titles.searchResults": ["Search results for \"",["text"],"\""],
  "titles.search": ["Search"],
  "titles.notFound": ["Page not found"]
}
