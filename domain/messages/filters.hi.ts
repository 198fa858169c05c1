import type { Translation } from "../language.ts"
import type { messages as english } from "./filters.en.ts"

// Issue 39, ADR 064: a listing's filters in Hindi, in the words Indian shops use (ब्रांड, कीमत, साइज़, छूट).

export const messages: Translation<typeof english> = {
  "filters.brand": "ब्रांड",
  "filters.price": "कीमत",
  "filters.size": "साइज़",
  "filters.discount": "छूट",
  "filters.rating": "ग्राहक रेटिंग",
  "filters.colour": "रंग",
  "filters.anyPrice": "कोई भी कीमत",
  "filters.any": "कोई भी",
  "filters.showFewer": "कम दिखाएँ",
  "filters.showAll": "सभी {count} दिखाएँ",
  "filters.range": "{min} से {max} तक",
  "filters.under": "{amount} से कम",
  "filters.andAbove": "{amount} और उससे ज़्यादा",
  "filters.between": "{min} से {max} तक",
  "filters.discountAtLeast": "{percent}% या ज़्यादा",
  "filters.ratingAtLeast": "{stars}★ और ज़्यादा",
  "filters.chosen": "चुने गए फ़िल्टर",
  "filters.remove": "फ़िल्टर हटाएँ: {label}",
  "filters.sizeChip": "साइज़ {value}",
  "filters.clearAll": "सभी हटाएँ"
}
