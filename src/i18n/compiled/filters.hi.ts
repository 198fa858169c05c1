// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/filters.hi.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/filters.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "filters.brand": ["ब्रांड"],
  "filters.price": ["कीमत"],
  "filters.size": ["साइज़"],
  "filters.discount": ["छूट"],
  "filters.rating": ["ग्राहक रेटिंग"],
  "filters.colour": ["रंग"],
  "filters.anyPrice": ["कोई भी कीमत"],
  "filters.any": ["कोई भी"],
  "filters.showFewer": ["कम दिखाएँ"],
  "filters.showAll": ["सभी ",["count"]," दिखाएँ"],
  "filters.range": [["min"]," से ",["max"]," तक"],
  "filters.under": [["amount"]," से कम"],
  "filters.andAbove": [["amount"]," और उससे ज़्यादा"],
  "filters.between": [["min"]," से ",["max"]," तक"],
  "filters.discountAtLeast": [["percent"],"% या ज़्यादा"],
  "filters.ratingAtLeast": [["stars"],"★ और ज़्यादा"],
  "filters.chosen": ["चुने गए फ़िल्टर"],
  "filters.remove": ["फ़िल्टर हटाएँ: ",["label"]],
  "filters.sizeChip": ["साइज़ ",["value"]],
  "filters.clearAll": ["सभी हटाएँ"]
}
