// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/browse.en.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/browse.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "browse.suggestions": ["Search suggestions"],
  "browse.categories": ["Categories"],
  "browse.subCategories": ["Subcategories"],
  "browse.tags": ["Tags"],
  "browse.products": ["Products"],
  "browse.brands": ["Brands"],
  "browse.inPlace": ["in ",["name"]],
  "browse.brandIn": [["brand"]," in ",["category"]],
  "browse.resultsFor": ["Results for “",["text"],"”"],
  "browse.searchTitle": ["Search Bazaar"],
  "browse.searchHint": ["Type at least two letters in the search box for suggestions, or browse a category."],
  "browse.didYouMean": ["Did you mean ",["queries"],"?"],
  "browse.or": [" or "]
}
