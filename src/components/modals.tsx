import { Link, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { primaryOption, primaryPackSize, stockText } from "#domain/product.ts"
import { useApp } from "../app/app-context.tsx"
import { Dialog } from "./dialog.tsx"
import { useAddToCart, useOverlays } from "./overlays.tsx"
import { Pending } from "./pending.tsx"
import { Price } from "./price.tsx"
import { WishlistButton } from "./saved-lists.tsx"

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

/** §2 Quick view: images, stock left ('Order now, Only N left!'), MRP and price. */
export function QuickViewModal() {
  const { actors } = useApp()
  const addToCart = useAddToCart()
  const quick = useSelector(actors.productLists, (s) => s.context.quickView)
  const close = () => actors.productLists.send({ type: "products.quickview.close" })
  const product = quick.product
  const size = product === null ? undefined : primaryPackSize(product)
  const option = size === undefined ? undefined : primaryOption(size)
  return (
    <Dialog open={quick.slug !== null} onClose={close} label="Quick view">
      {quick.loading || product === null ? (
        quick.error !== null ? <p className="p-6">This product could not be loaded. Please try again.</p> : <Pending />
      ) : (
        <div className="grid gap-4 p-6 sm:grid-cols-2">
          <div className="flex snap-x gap-2 overflow-x-auto">
            {(size?.slider.length ? size.slider : [size?.thumbnail ?? ""]).map((src, i) => (
              <img key={`${src}-${i}`} src={src} alt={i === 0 ? product.name : ""} width={300} height={300} className="aspect-square w-full shrink-0 snap-center rounded-lg object-cover" />
            ))}
          </div>
          <div>
            <p className="text-xs uppercase text-slate-500">{product.brand}</p>
            <h2 className="text-lg font-semibold">{product.name}</h2>
            {option !== undefined && (
              <>
                <div className="mt-2"><Price Price={option.Price} Mrp={option.Mrp} size="lg" /></div>
                <p className="text-sm text-slate-500">MRP {formatRupees(option.Mrp)} (incl. of all taxes)</p>
                <p className={`mt-2 text-sm font-medium ${option.availablestock > 0 ? "text-amber-700" : "text-red-700"}`}>
                  {option.availablestock > 0 ? stockText(option.availablestock) : "Sold out"}
                </p>
              </>
            )}
            <div className="mt-4 grid gap-2">
              <button
                type="button"
                disabled={option === undefined || option.availablestock === 0}
                onClick={() => {
                  if (size === undefined || option === undefined) return
                  close()
                  addToCart(product, size, option)
                }}
                className="rounded-lg bg-orange-700 px-3 py-2 font-semibold text-white hover:bg-orange-800 disabled:bg-slate-300"
              >
                Add to cart
              </button>
              <WishlistButton product={product} variant="text" />
              <Link to="/product-info/$producturl" params={{ producturl: product.slugUrl }} onClick={close} className="text-center text-sm font-medium text-orange-700 hover:underline">
                View full details
              </Link>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  )
}

const NEWSLETTER_SEEN = "newsletterSeen"

/** §2 newsletter modal: 20% off the first order (§9); the e-mail is required and of e-mail type (§5). */
const NEWSLETTER_DELAY_MS = 30_000

/** Offered once per browser, 30 s into a visit to the home page, never over the first paint. */
export function NewsletterModal() {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    let seen = true
    try { seen = localStorage.getItem(NEWSLETTER_SEEN) !== null } catch { /* storage blocked: do not nag */ }
    if (seen) return
    const timer = setTimeout(() => setOpen(true), NEWSLETTER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  const [done, setDone] = useState(false)
  const close = () => {
    try { localStorage.setItem(NEWSLETTER_SEEN, "1") } catch { /* storage blocked: show again next time */ }
    setOpen(false)
  }
  return (
    <Dialog open={open} onClose={close} label="Newsletter">
      <div className="p-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-orange-700">Newsletter</p>
        <h2 className="mt-1 text-2xl font-bold">Get 20% off your first order</h2>
        {done ? (
          <p className="mt-4 text-emerald-700">Thank you! Use the code <strong>WELCOME20</strong> at checkout for 20% off your first order.</p>
        ) : (
          <form className="mt-4 space-y-3" onSubmit={(e) => { e.preventDefault(); setDone(true) }}>
            <label className="block text-sm font-medium" htmlFor="newsletter-email">E-mail address</label>
            <input id="newsletter-email" type="email" required autoComplete="email" className="w-full rounded-lg border border-slate-300 px-3 py-2" />
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" required className="mt-1" />
              <span>I agree to receive offers by e-mail and accept the terms.</span>
            </label>
            <button type="submit" className="w-full rounded-lg bg-orange-700 px-3 py-2 font-semibold text-white hover:bg-orange-800">Subscribe</button>
          </form>
        )}
      </div>
    </Dialog>
  )
}
