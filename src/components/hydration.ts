import { useSyncExternalStore } from "react"

const subscribe = () => () => {}

/**
 * False while React takes over the server's first view (ADR 010) and on the server itself, true
 * from then on. The server draws every page for a shopper it does not know (empty cart, signed
 * out), so what depends on the shopper's own state (their cart, their session) is drawn that way
 * first and with their state right after, and the page React hydrates matches the server's HTML.
 */
export const useOnClient = (): boolean => useSyncExternalStore(subscribe, () => true, () => false)

/** Tailwind's `md` breakpoint: from here the listing's filters sit beside the products (listing.tsx). */
export const WIDE_SCREEN = "(min-width: 768px)"

/**
 * Whether the window matches the media query, and again whenever that changes (a phone turned on
 * its side). False on the server and while React takes over its first view, as `useOnClient`: what
 * only a wide screen shows (the listing's side panel, whose counts are a call to the API) is not
 * read on a phone, where it is hidden.
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (changed) => {
      if (typeof window.matchMedia !== "function") return () => {}
      const list = window.matchMedia(query)
      list.addEventListener("change", changed)
      return () => list.removeEventListener("change", changed)
    },
    // A window without media queries (jsdom's) is taken as wide: what it would hide is drawn.
    () => typeof window.matchMedia !== "function" || window.matchMedia(query).matches,
    () => false
  )
