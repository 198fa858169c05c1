import { useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import { useApp } from "../app/app-context.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { errorsTexts } from "../i18n/texts/errors.ts"
import { Dialog } from "./dialog.tsx"
import { useOverlays } from "./overlays.tsx"
import { Pending } from "./pending.tsx"
import type { MiniCart } from "./mini-cart.tsx"

const ShopModalsLoaded = lazy(() => import("./shop-modals.tsx"))

/** Whether something loaded on first use is wanted: from the first time `now` holds, for good (kept, not loaded again). */
const useWantedSince = (now: boolean): boolean => {
  const [was, setWas] = useState(false)
  useEffect(() => { if (now) setWas(true) }, [now])
  return was || now
}

/**
 * §2 'Added to cart Successfully!' and the quick view (src/components/shop-modals.tsx), loaded when
 * the first of them opens and kept from then on: no page's first load carries them (issue 36 item 1;
 * the checkout's is at its budget). The header's count answers the tap meanwhile (ADR 059).
 */
export function ShopModals() {
  const { actors } = useApp()
  const added = useOverlays().added !== null
  const quickView = useSelector(actors.productLists, (s) => s.context.quickView.slug !== null)
  const wanted = useWantedSince(added || quickView)
  return wanted ? <Suspense fallback={null}><ShopModalsLoaded /></Suspense> : null
}

/** The drawer's component once its code is here: drawn in the tap's own render, not a frame later. */
let miniCartCode: typeof MiniCart | undefined
const loadMiniCart = () => import("./mini-cart.tsx").then((m) => {
  miniCartCode = m.MiniCart
  return m
})
const MiniCartLoaded = lazy(() => loadMiniCart().then((m) => ({ default: m.MiniCart })))

/**
 * Starts fetching the mini-cart's code as a tap on the cart nears (a pointer over the button, a
 * touch, the focus), so the drawer it opens is there by the click. A fetch that fails here is
 * tried again when the drawer opens.
 */
export const preloadMiniCart = (): Promise<void> => loadMiniCart().then(() => undefined, () => undefined)

/**
 * §2 the mini-cart drawer (src/components/mini-cart.tsx), loaded when the shopper first opens it
 * (or nears the cart button: `preloadMiniCart`) and kept from then on: no page's first load carries
 * it (issue 36 item 1). Once its code is here the drawer is drawn by the tap's own render (ADR 059:
 * no empty frame first); only a tap that comes before the code waits for it.
 */
export function MiniCartDrawer() {
  const wanted = useWantedSince(useOverlays().miniCart)
  // The way it is drawn is chosen once, at the first open, so the drawer is never drawn again from scratch.
  const drawn = useRef<typeof MiniCart | "lazy" | null>(null)
  if (!wanted) return null
  drawn.current ??= miniCartCode ?? "lazy"
  const Drawer = drawn.current
  return Drawer === "lazy" ? <Suspense fallback={null}><MiniCartLoaded /></Suspense> : <Drawer />
}

const NEWSLETTER_SEEN = "newsletterSeen"

// The offer's form loads when it opens, 30 s or more into a visit: not with the home page (DESIGN §6).
const NewsletterOffer = lazy(() => import("./newsletter-offer.tsx").then((m) => ({ default: m.NewsletterOffer })))

/** §2 newsletter modal: 20% off the first order (§9); the e-mail is required and of e-mail type (§5). */
const NEWSLETTER_DELAY_MS = 30_000
/** Issue 33: while the shopper types (the search box, a form) the offer waits until they have been quiet this long. */
const NEWSLETTER_QUIET_MS = 10_000

/** Whether the shopper is busy: in a field, or in another dialog (the mini-cart, the menu, the quick view). */
const busy = (): boolean => {
  const active = document.activeElement
  return (active instanceof HTMLElement && (active.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName))) ||
    document.querySelector("dialog[open]") !== null
}

/**
 * Offered once per browser, 30 s into a visit to the home page, never over the first paint, and
 * never over a shopper typing (issue 33: it popped up over the search box): it waits until no field
 * has the focus and nothing was typed for 10 s.
 */
export function NewsletterModal() {
  const [open, setOpen] = useState(false)
  const { t } = useTexts(errorsTexts)
  useEffect(() => {
    let seen = true
    try { seen = localStorage.getItem(NEWSLETTER_SEEN) !== null } catch { /* storage blocked: do not nag */ }
    if (seen) return
    let typedAt = Number.NEGATIVE_INFINITY
    let timer: ReturnType<typeof setTimeout> | undefined
    const typed = () => { typedAt = Date.now() }
    const offer = () => {
      const quietFor = Date.now() - typedAt
      if (busy()) timer = setTimeout(offer, NEWSLETTER_QUIET_MS)
      else if (quietFor < NEWSLETTER_QUIET_MS) timer = setTimeout(offer, NEWSLETTER_QUIET_MS - quietFor)
      else setOpen(true)
    }
    timer = setTimeout(offer, NEWSLETTER_DELAY_MS)
    document.addEventListener("keydown", typed, true)
    return () => {
      clearTimeout(timer)
      document.removeEventListener("keydown", typed, true)
    }
  }, [])
  const close = () => {
    try { localStorage.setItem(NEWSLETTER_SEEN, "1") } catch { /* storage blocked: show again next time */ }
    setOpen(false)
  }
  return (
    <Dialog open={open} onClose={close} label={t("errors.newsletter")}>
      <Suspense fallback={<Pending />}>
        <NewsletterOffer />
      </Suspense>
    </Dialog>
  )
}
