// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/modals.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/modals.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "modals.addedLabel": ["Added to cart"],
  "modals.added": ["Added to cart Successfully!"],
  "modals.continueShopping": ["Continue Shopping"],
  "modals.viewCart": ["View Cart"],
  "modals.checkout": ["Proceed to checkout"],
  "modals.quickViewLabel": ["Quick view"],
  "modals.quickViewFailed": ["This product could not be loaded. Please try again."]
}
