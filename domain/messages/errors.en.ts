import { ERROR_TEXTS } from "../error-texts.ts"
import { SOMETHING_WENT_WRONG } from "../failure-words.ts"
import { FAILURE_SENTENCES } from "../failures.ts"

// Issue 39, ADR 064: the error states and notes that every page's start-up can draw besides the
// shell's (the error page, 'Loading chunk failed', the offline notes, a dialog's close button). Kept
// few: their English travels with every page's start-up, their Hindi is fetched with a Hindi page's.
// The §2/§8 texts are the spec's own (domain/error-texts.ts). The sentences of a failed call by its
// name are the `failures` area's, fetched only when a Hindi page shows one.

export const messages = {
  "errors.chunkFailed": ERROR_TEXTS.chunkFailed,
  "errors.fallbackPage": ERROR_TEXTS.fallbackPage,
  "errors.tryAgain": "Try again",
  "errors.goHome": "Go to the home page",
  "errors.somethingWentWrong": SOMETHING_WENT_WRONG,
  // A failed call's sentence when the shop was not reached: here, so a Hindi page offline says it without a fetch.
  "errors.unreachable": FAILURE_SENTENCES.Unreachable,
  "errors.notFoundTitle": "We could not find that page",
  "errors.notFoundText": "The link may be old, or the page may have moved. Search for what you wanted above, or start again from the home page.",
  // src/components/offline.tsx OFFLINE_TEXTS (issue 8).
  "errors.offline": "You are offline. Pages and products you have seen still open and your cart is kept; signing in, new searches and placing orders need a connection.",
  "errors.offlinePlaceOrder": "You are offline: your order can be placed once you are back online.",
  "errors.offlineSignIn": "You are offline: we can send you a code once you are back online.",
  // src/components/dialog.tsx and modals.tsx: every dialog's close button, the newsletter's dialog.
  "errors.close": "Close",
  "errors.newsletter": "Newsletter"
} as const
