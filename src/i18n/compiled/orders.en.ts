// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/orders.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/orders.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "orders.emptyTitle": ["No orders yet"],
  "orders.emptyText": ["When you place an order, you can follow it here from packing to your doorstep."],
  "orders.continueShopping": ["Continue shopping"],
  "orders.myAccount": ["My Account"]
}
