import type { Translation } from "../language.ts"
import type { messages as english } from "./modals.en.ts"

// Issue 39, ADR 064: the added-to-cart dialog and the quick view's frame in Hindi.

export const messages: Translation<typeof english> = {
  "modals.addedLabel": "कार्ट में जोड़ा गया",
  "modals.added": "कार्ट में जोड़ दिया गया!",
  "modals.continueShopping": "खरीदारी जारी रखें",
  "modals.viewCart": "कार्ट देखें",
  "modals.checkout": "चेकआउट करें",
  "modals.quickViewLabel": "झलक",
  "modals.quickViewFailed": "यह प्रोडक्ट लोड नहीं हो सका। कृपया फिर से कोशिश करें।"
}
