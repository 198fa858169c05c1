import { type Ref, useCallback, useEffect, useState, useSyncExternalStore } from "react"

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

/**
 * Whether the element has come into view or been scrolled past (then for good). A part below the
 * fold is read when the shopper scrolls to it: a page that is never scrolled loads neither its
 * products nor the API client for them (31 KB, DESIGN §6 budgets). Observed through the element's
 * ref, not an effect. `ahead` counts a place that many pixels below the viewport as in view (it is
 * read while the shopper scrolls towards it); `onSeen` (a stable function) runs once, when it first is.
 */
export function useInView(options: { readonly ahead?: number; readonly onSeen?: () => void } = {}): readonly [Ref<HTMLElement>, boolean] {
  const [seen, setSeen] = useState(false)
  const { ahead = 0, onSeen } = options
  const ref = useCallback((element: HTMLElement | null) => {
    if (element === null) return
    const see = () => {
      setSeen(true)
      onSeen?.()
    }
    if (typeof IntersectionObserver === "undefined") return see()
    // The viewport's box stretched upwards without end: a place scrolled past counts as seen (a
    // jump to the page's end, which never crosses it, too).
    let done = false
    const observer = new IntersectionObserver((entries) => {
      if (done || !entries.some((entry) => entry.isIntersecting)) return
      done = true
      observer.disconnect()
      see()
    }, { rootMargin: `1000000px 0px ${ahead}px 0px` })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ahead, onSeen])
  return [ref, seen]
}

/**
 * What `read` answers for `source`, read in the browser only (never by the server's first view),
 * once per `source` while `wanted`; the last answer stays while a new source is read (`reading`).
 * `read` is a module's own function (not made per render): a new one reads again.
 */
export function useBrowserRead<S, A>(source: S | undefined, read: (source: S) => Promise<A>, wanted = true): { readonly answer: A | undefined; readonly reading: boolean } {
  const [latest, setLatest] = useState<{ readonly source: S; readonly answer: A }>()
  useEffect(() => {
    if (source === undefined || !wanted) return
    let live = true
    void read(source).then((answer) => { if (live) setLatest({ source, answer }) })
    return () => { live = false }
  }, [source, read, wanted])
  return { answer: latest?.answer, reading: latest?.source !== source }
}
