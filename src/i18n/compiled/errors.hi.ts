// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/errors.hi.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/errors.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "errors.chunkFailed": ["पेज लोड नहीं हो सका"],
  "errors.fallbackPage": ["अनपेक्षित गड़बड़ी हुई!"],
  "errors.tryAgain": ["फिर से कोशिश करें"],
  "errors.goHome": ["होम पेज पर जाएँ"],
  "errors.somethingWentWrong": ["कुछ गड़बड़ हो गई; कृपया फिर से कोशिश करें।"],
  "errors.unreachable": ["हम Bazaar से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।"],
  "errors.notFoundTitle": ["हमें यह पेज नहीं मिला"],
  "errors.notFoundText": ["हो सकता है लिंक पुराना हो या पेज कहीं और चला गया हो। ऊपर खोजकर देखें कि आप क्या ढूँढ रहे थे, या होम पेज से फिर शुरू करें।"],
  "errors.offline": ["आप ऑफ़लाइन हैं। जो पेज और प्रोडक्ट आप देख चुके हैं वे अब भी खुलेंगे और आपका कार्ट सुरक्षित है; साइन इन करने, नई खोज करने और ऑर्डर देने के लिए इंटरनेट कनेक्शन चाहिए।"],
  "errors.offlinePlaceOrder": ["आप ऑफ़लाइन हैं: इंटरनेट वापस आते ही आप ऑर्डर दे सकेंगे।"],
  "errors.offlineSignIn": ["आप ऑफ़लाइन हैं: इंटरनेट वापस आते ही हम आपको OTP भेज सकेंगे।"],
  "errors.close": ["बंद करें"],
  "errors.newsletter": ["न्यूज़लेटर"]
}
