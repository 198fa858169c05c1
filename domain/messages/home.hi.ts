import type { Translation } from "../language.ts"
import type { messages as english } from "./home.en.ts"

// Issue 39, ADR 064: the home page in Hindi (ऑफ़र, डील, न्यूज़लेटर), short as its English.

export const messages: Translation<typeof english> = {
  "home.offers": "ऑफ़र",
  "home.showOffer": "ऑफ़र {number} दिखाएँ: {name}",
  "home.featured": "ख़ास कलेक्शन",
  "home.bannerAlt": "{superCategory} में {name}",
  "home.recommended": "आपके लिए सुझाए गए",
  "home.trending": "अभी ट्रेंड में",
  "home.hot": "धमाकेदार डील",
  "home.newsletter": "न्यूज़लेटर",
  "home.newsletterTitle": "पहले ऑर्डर पर 20% की छूट पाएँ",
  "home.newsletterThanks": "धन्यवाद! पहले ऑर्डर पर 20% की छूट के लिए चेकआउट पर कोड {code} लगाएँ।",
  "home.email": "ई-मेल पता",
  "home.agree": "मैं ई-मेल से ऑफ़र पाने और शर्तें मानने के लिए सहमत हूँ।",
  "home.subscribe": "सब्सक्राइब करें"
}
