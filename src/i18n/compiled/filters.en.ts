// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/filters.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/filters.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "filters.brand": ["Brand"],
  "filters.price": ["Price"],
  "filters.size": ["Size"],
  "filters.discount": ["Discount"],
  "filters.rating": ["Customer rating"],
  "filters.colour": ["Colour"],
  "filters.anyPrice": ["Any price"],
  "filters.any": ["Any"],
  "filters.showFewer": ["Show fewer"],
  "filters.showAll": ["Show all ",["count"]],
  "filters.range": ["From ",["min"]," to ",["max"]],
  "filters.under": ["Under ",["amount"]],
  "filters.andAbove": [["amount"]," and above"],
  "filters.between": [["min"]," to ",["max"]],
  "filters.discountAtLeast": [["percent"],"% or more"],
  "filters.ratingAtLeast": [["stars"],"★ & above"],
  "filters.chosen": ["Chosen filters"],
  "filters.remove": ["Remove filter ",["label"]],
  "filters.sizeChip": ["Size ",["value"]],
  "filters.clearAll": ["Clear all"]
}
