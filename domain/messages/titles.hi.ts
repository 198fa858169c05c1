import type { Translation } from "../language.ts"
import type { messages as english } from "./titles.en.ts"

// Issue 39, ADR 064: the screens' titles in Hindi ("कार्ट | Bazaar"); the shop's name stays.

export const messages: Translation<typeof english> = {
  "titles.home": "{shop}: फ़ैशन, होम और बहुत कुछ की ऑनलाइन शॉपिंग",
  "titles.about": "हमारे बारे में",
  "titles.affiliate": "एफ़िलिएट प्रोग्राम",
  "titles.blog": "ब्लॉग",
  "titles.blogPost": "ब्लॉग पोस्ट",
  "titles.cancellation": "ऑर्डर रद्द करने की नीति",
  "titles.careers": "करियर",
  "titles.compare": "प्रोडक्ट की तुलना",
  "titles.contact": "संपर्क करें",
  "titles.noOrders": "अभी तक कोई ऑर्डर नहीं",
  "titles.faq": "अक्सर पूछे जाने वाले सवाल",
  "titles.orderPlaced": "ऑर्डर हो गया",
  "titles.privacy": "गोपनीयता नीति",
  "titles.product": "प्रोडक्ट",
  "titles.refund": "रिफ़ंड नीति",
  "titles.register": "अपना खाता बनाएँ",
  "titles.termsSale": "बिक्री की शर्तें",
  "titles.termsUse": "उपयोग की शर्तें",
  "titles.cart": "कार्ट",
  "titles.checkout": "चेकआउट",
  "titles.categories": "श्रेणियाँ",
  "titles.myAccount": "मेरा खाता",
  "titles.order": "ऑर्डर {orderId}",
  "titles.editAddress": "पता बदलें",
  "titles.wishlist": "मेरी विशलिस्ट",
  "titles.brandIn": "{category} में {brand}",
  "titles.signIn": "साइन इन",
  "titles.searchResults": "\"{text}\" के खोज नतीजे",
  "titles.search": "खोजें",
  "titles.notFound": "पेज नहीं मिला"
}
