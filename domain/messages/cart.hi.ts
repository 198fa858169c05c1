import type { Translation } from "../language.ts"
import type { messages as english } from "./cart.en.ts"

// Issue 39, ADR 064: the cart page in Hindi, in the words Indian shops use (कार्ट, चेकआउट, स्टॉक).

export const messages: Translation<typeof english> = {
  "cart.title": "आपका कार्ट",
  "cart.empty": "आपके कार्ट में कोई प्रोडक्ट नहीं है",
  "cart.continueShopping": "खरीदारी जारी रखें",
  "cart.items": "आइटम",
  "cart.summary": "सारांश",
  "cart.youSave": "आपकी बचत {amount}",
  "cart.oneLess": "{name} एक कम करें",
  "cart.oneMore": "{name} एक और जोड़ें",
  "cart.quantity": "मात्रा",
  "cart.remove": "हटाएँ",
  "cart.clear": "कार्ट खाली करें",
  "cart.checkOut": "चेकआउट करें",
  "cart.more.soldOut": "यह आइटम स्टॉक में नहीं है।",
  "cart.more.allInCart": "{count, plural, one {सिर्फ़ # बचा है: वह आपके कार्ट में है।} other {सिर्फ़ # बचे हैं: वे सभी आपके कार्ट में हैं।}}",
  "cart.more.atMost": "एक ऑर्डर में एक आइटम ज़्यादा से ज़्यादा {max} ही ले सकते हैं।"
}
