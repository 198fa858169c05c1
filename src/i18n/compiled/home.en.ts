// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/home.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/home.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "home.offers": ["Offers"],
  "home.showOffer": ["Show offer ",["number"],": ",["name"]],
  "home.featured": ["Featured"],
  "home.bannerAlt": [["name"]," in ",["superCategory"]],
  "home.recommended": ["Recommended for you"],
  "home.trending": ["Trending now"],
  "home.hot": ["Hot deals"],
  "home.newsletter": ["Newsletter"],
  "home.newsletterTitle": ["Get 20% off your first order"],
  "home.newsletterThanks": ["Thank you! Use the code ",["code"]," at checkout for 20% off your first order."],
  "home.email": ["E-mail address"],
  "home.agree": ["I agree to receive offers by e-mail and accept the terms."],
  "home.subscribe": ["Subscribe"]
}
