import { Link, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect, useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { useApp } from "../app/app-context.tsx"
import { Dialog } from "./dialog.tsx"
import { useOverlays } from "./overlays.tsx"
import { Pending } from "./pending.tsx"

/** §2 'Added to cart Successfully!' with Continue Shopping, View Cart, Proceed to checkout. */
export function AddedToCartModal() {
  const overlays = useOverlays()
  const navigate = useNavigate()
  const added = overlays.added
  return (
    <Dialog open={added !== null} onClose={overlays.close} label="Added to cart">
      {added !== null && (
        <div className="p-6">
          {overlays.refusal === null
            ? <p className="text-lg font-semibold text-emerald-700">Added to cart Successfully!</p>
            : <p role="alert" className="text-lg font-semibold text-amber-800">{overlays.refusal}</p>}
          <div className="mt-4 flex gap-3">
            <img src={added.thumbnail} alt="" width={64} height={64} className="h-16 w-16 rounded-md object-cover" />
            <div className="text-sm">
              <p className="font-medium">{added.ProductName}</p>
              <p className="text-slate-500">{added.packSizeOptionName} / {added.packSizeName}</p>
              <p>{formatRupees(added.Price)}</p>
            </div>
          </div>
          <div className="mt-6 grid gap-2 sm:grid-cols-3">
            <button type="button" onClick={overlays.close} className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">Continue Shopping</button>
            <button type="button" onClick={() => { overlays.close(); void navigate({ to: "/cart" }) }} className="rounded-lg border border-orange-600 px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50">View Cart</button>
            <Link to="/check-out" onClick={overlays.close} className="rounded-lg bg-orange-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-orange-800">Proceed to checkout</Link>
          </div>
        </div>
      )}
    </Dialog>
  )
}

// Issue 33: the quick view's pickers load with its first opening, not with every listing (DESIGN §6).
const QuickView = lazy(() => import("./quick-view.tsx").then((m) => ({ default: m.QuickView })))

/** §2 Quick view (src/components/quick-view.tsx): the product asked for, once loaded. */
export function QuickViewModal() {
  const { actors } = useApp()
  const quick = useSelector(actors.productLists, (s) => s.context.quickView)
  const close = () => actors.productLists.send({ type: "products.quickview.close" })
  const product = quick.product
  return (
    <Dialog open={quick.slug !== null} onClose={close} label="Quick view">
      {quick.loading || product === null ? (
        quick.error !== null ? <p className="p-6">This product could not be loaded. Please try again.</p> : <Pending />
      ) : (
        <Suspense fallback={<Pending />}>
          <QuickView key={product._id} product={product} onClose={close} />
        </Suspense>
      )}
    </Dialog>
  )
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
    <Dialog open={open} onClose={close} label="Newsletter">
      <Suspense fallback={<Pending />}>
        <NewsletterOffer />
      </Suspense>
    </Dialog>
  )
}
