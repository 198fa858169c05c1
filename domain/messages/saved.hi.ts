import type { Translation } from "../language.ts"
import type { messages as english } from "./saved.en.ts"

// Issue 39, ADR 064: the wishlist's and the compare list's controls in Hindi (विशलिस्ट, तुलना).

export const messages: Translation<typeof english> = {
  "saved.add": "{name} को विशलिस्ट में जोड़ें",
  "saved.remove": "{name} को विशलिस्ट से हटाएँ",
  "saved.inWishlist": "विशलिस्ट में है",
  "saved.addToWishlist": "विशलिस्ट में जोड़ें",
  "saved.inWishlistLabel": "विशलिस्ट में है: {name}",
  "saved.addToWishlistLabel": "विशलिस्ट में जोड़ें: {name}",
  "saved.link": "विशलिस्ट, {count} प्रोडक्ट",
  "saved.compareList": "तुलना की सूची",
  "saved.dismiss": "संदेश बंद करें",
  "saved.toCompare": "तुलना के लिए {count} प्रोडक्ट",
  "saved.compareNow": "अभी तुलना करें",
  "saved.clear": "सूची खाली करें",
  "saved.compareFull": "आप ज़्यादा से ज़्यादा {limit} प्रोडक्ट की तुलना कर सकते हैं। नया जोड़ने के लिए कोई एक हटाएँ।"
}
