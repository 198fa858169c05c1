// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/errors.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/errors.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "errors.chunkFailed": ["Loading chunk failed"],
  "errors.fallbackPage": ["Unexpected Application Error!"],
  "errors.tryAgain": ["Try again"],
  "errors.goHome": ["Go to the home page"],
  "errors.somethingWentWrong": ["Something went wrong; please try again."],
  "errors.unreachable": ["We could not reach the shop. Check your internet connection and try again."],
  "errors.notFoundTitle": ["We could not find that page"],
  "errors.notFoundText": ["The link may be old, or the page may have moved. Search for what you wanted above, or start again from the home page."],
  "errors.offline": ["You are offline. Pages and products you have seen still open and your cart is kept; signing in, new searches and placing orders need a connection."],
  "errors.offlinePlaceOrder": ["You are offline: your order can be placed once you are back online."],
  "errors.offlineSignIn": ["You are offline: we can send you a code once you are back online."],
  "errors.close": ["Close"],
  "errors.newsletter": ["Newsletter"]
}
