import type { Translation } from "../language.ts"
import type { messages as english } from "./browse.en.ts"

// Issue 39, ADR 064: searching and browsing in Hindi (खोज, सुझाव, श्रेणियाँ, ब्रांड); catalogue names as entered.

export const messages: Translation<typeof english> = {
  "browse.suggestions": "खोज के सुझाव",
  "browse.categories": "श्रेणियाँ",
  "browse.subCategories": "उप-श्रेणियाँ",
  "browse.tags": "टैग",
  "browse.products": "प्रोडक्ट",
  "browse.brands": "ब्रांड",
  "browse.inPlace": "{name} में",
  "browse.brandIn": "{category} में {brand}",
  "browse.resultsFor": "“{text}” के नतीजे",
  "browse.searchTitle": "Bazaar पर खोजें",
  "browse.searchHint": "सुझाव देखने के लिए सर्च बॉक्स में कम से कम दो अक्षर लिखें, या कोई श्रेणी देखें।",
  "browse.didYouMean": "क्या आप {queries} खोज रहे थे?",
  "browse.or": " या "
}
