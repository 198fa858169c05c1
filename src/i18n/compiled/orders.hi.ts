// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/orders.hi.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/orders.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "orders.emptyTitle": ["अभी तक कोई ऑर्डर नहीं"],
  "orders.emptyText": ["ऑर्डर करने के बाद आप उसे पैक होने से लेकर अपने दरवाज़े तक पहुँचने तक यहाँ देख सकते हैं।"],
  "orders.continueShopping": ["खरीदारी जारी रखें"],
  "orders.myAccount": ["मेरा खाता"]
}
