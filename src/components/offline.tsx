import { useSyncExternalStore } from "react"
import { useTexts } from "../i18n/i18n.tsx"
import { errorsTexts } from "../i18n/texts/errors.ts"

// Issue 8 item 3: offline, the storefront keeps working from its caches (the service worker, ADR
// 013, and the actors' storage) and says what it cannot do. The spec has no texts for this; these
// are ours, in English (what the callers and the tests name a note by). A page shows them in its
// language: the `errors` area's messages, whose Hindi a Hindi page fetched at its start, so they
// are there offline.
export const OFFLINE_TEXTS = {
  banner: "You are offline. Pages and products you have seen still open and your cart is kept; signing in, new searches and placing orders need a connection.",
  placeOrder: "You are offline: your order can be placed once you are back online.",
  signIn: "You are offline: we can send you a code once you are back online."
} as const

/** One of the notes. */
type OfflineText = (typeof OFFLINE_TEXTS)[keyof typeof OFFLINE_TEXTS]
type ErrorsKey = keyof typeof errorsTexts.english

/** Each note's message. */
const MESSAGE_OF: Readonly<Record<OfflineText, ErrorsKey>> = {
  [OFFLINE_TEXTS.banner]: "errors.offline",
  [OFFLINE_TEXTS.placeOrder]: "errors.offlinePlaceOrder",
  [OFFLINE_TEXTS.signIn]: "errors.offlineSignIn"
}

const isOfflineText = (text: string): text is OfflineText => Object.hasOwn(MESSAGE_OF, text)

const subscribe = (changed: () => void) => {
  addEventListener("online", changed)
  addEventListener("offline", changed)
  return () => {
    removeEventListener("online", changed)
    removeEventListener("offline", changed)
  }
}

/** Whether the browser has a connection; the server's first view is drawn as online. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine, () => true)

/** A polite status line under the header while offline; empty (and silent) otherwise. */
export function OfflineBanner() {
  const online = useOnline()
  const { t } = useTexts(errorsTexts)
  return (
    <div role="status" className={online ? "" : "bg-slate-800 px-4 py-2 text-center text-sm text-white"}>
      {online ? null : t(MESSAGE_OF[OFFLINE_TEXTS.banner])}
    </div>
  )
}

/**
 * The note beside a control that needs the network, while offline: one of OFFLINE_TEXTS is said in
 * the page's language; any other text is shown as its caller wrote it.
 */
export function OfflineNote({ text }: { readonly text: string }) {
  const { t } = useTexts(errorsTexts)
  return useOnline() ? null : <p role="status" className="text-sm font-medium text-slate-700">{isOfflineText(text) ? t(MESSAGE_OF[text]) : text}</p>
}
