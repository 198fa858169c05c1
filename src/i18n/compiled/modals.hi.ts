// Written by `npm run i18n:compile` (scripts/compile-messages.ts) from domain/messages/modals.hi.ts: do not edit.
import type { Messages } from "@lingui/core"
import type { messages } from "#domain/messages/modals.en.ts"

export const compiled: { readonly [K in keyof typeof messages]: Messages[string] } = {
  "modals.addedLabel": ["कार्ट में जोड़ा गया"],
  "modals.added": ["कार्ट में जोड़ दिया गया!"],
  "modals.continueShopping": ["खरीदारी जारी रखें"],
  "modals.viewCart": ["कार्ट देखें"],
  "modals.checkout": ["चेकआउट करें"],
  "modals.quickViewLabel": ["झलक"],
  "modals.quickViewFailed": ["यह प्रोडक्ट लोड नहीं हो सका। कृपया फिर से कोशिश करें।"]
}
