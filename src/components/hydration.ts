import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False while React takes over the server's first view (ADR 010) and on the server itself, true
 * from then on. The server draws every page for a shopper it does not know (empty cart, signed
 * out), so what depends on the shopper's own state (their cart, their session) is drawn that way
 * first and with their state right after, and the page React hydrates matches the server's HTML.
 */
export const useOnClient = (): boolean => useSyncExternalStore(subscribe, () => true, () => false)
