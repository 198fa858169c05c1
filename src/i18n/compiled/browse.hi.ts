// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/browse.hi.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/browse.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "browse.suggestions": ["खोज के सुझाव"],
  "browse.categories": ["श्रेणियाँ"],
  "browse.subCategories": ["उप-श्रेणियाँ"],
  "browse.tags": ["टैग"],
  "browse.products": ["प्रोडक्ट"],
  "browse.brands": ["ब्रांड"],
  "browse.inPlace": [["name"]," में"],
  "browse.brandIn": [["category"]," में ",["brand"]],
  "browse.resultsFor": ["“",["text"],"” के नतीजे"],
  "browse.searchTitle": ["Bazaar पर खोजें"],
  "browse.searchHint": ["सुझाव देखने के लिए सर्च बॉक्स में कम से कम दो अक्षर लिखें, या कोई श्रेणी देखें।"],
  "browse.didYouMean": ["क्या आप ",["queries"]," खोज रहे थे?"],
  "browse.or": [" या "]
}
