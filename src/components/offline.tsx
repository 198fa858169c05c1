import { useSyncExternalStore } from "react"

// Issue 8 item 3: offline, the storefront keeps working from its caches (the service worker, ADR
// 013, and the actors' storage) and says what it cannot do. The spec has no texts for this; these
// are ours.
export const OFFLINE_TEXTS = {
  banner: "You are offline. Pages and products you have seen still open and your cart is kept; signing in, new searches and placing orders need a connection.",
  placeOrder: "You are offline: your order can be placed once you are back online.",
  signIn: "You are offline: we can send you a code once you are back online."
} as const

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
  return (
    <div role="status" className={online ? "" : "bg-slate-800 px-4 py-2 text-center text-sm text-white"}>
      {online ? null : OFFLINE_TEXTS.banner}
    </div>
  )
}

/** The note beside a control that needs the network, while offline. */
export function OfflineNote({ text }: { readonly text: string }) {
  return useOnline() ? null : <p role="status" className="text-sm font-medium text-slate-700">{text}</p>
}
