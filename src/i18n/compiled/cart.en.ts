// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/cart.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/cart.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "cart.title": ["Your cart"],
  "cart.empty": ["No Products in the Cart"],
  "cart.continueShopping": ["Continue shopping"],
  "cart.items": ["Items"],
  "cart.summary": ["Summary"],
  "cart.youSave": ["You save ",["amount"]],
  "cart.oneLess": ["One less ",["name"]],
  "cart.oneMore": ["One more ",["name"]],
  "cart.quantity": ["Quantity"],
  "cart.remove": ["Remove"],
  "cart.clear": ["Clear cart"],
  "cart.checkOut": ["Check Out"],
  "cart.more.soldOut": ["This item is sold out."],
  "cart.more.allInCart": ["Only ",["count"]," left: all of them are in your cart."],
  "cart.more.atMost": ["At most ",["max"]," of one item per order."]
}
