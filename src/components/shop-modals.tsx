import { Link, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lazy, Suspense } from "react"
import type { MoreRefusal } from "#domain/cart.ts"
import { formatRupees } from "#domain/money.ts"
import { useApp } from "../app/app-context.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { modalsTexts } from "../i18n/texts/modals.ts"
import { Dialog } from "./dialog.tsx"
import { useMoreRefusalText } from "./more-refusal.ts"
import { useOverlays } from "./overlays.tsx"
import { Pending } from "./pending.tsx"
import { shownLineName } from "#domain/catalogue-language.ts"
import { imageSrc } from "#domain/common.ts"

// The confirmation of a product added and the quick view, loaded with the first of them a shopper
// opens (src/components/modals.tsx, `ShopModals`): a page's first load carries neither.

/** §2 'Added to cart Successfully!' with Continue Shopping, View Cart, Proceed to checkout. */
export function AddedToCartModal() {
  const overlays = useOverlays()
  const navigate = useNavigate()
  const added = overlays.added
  const { t, language } = useTexts(modalsTexts)
  return (
    <Dialog open={added !== null} onClose={overlays.close} label={t("modals.addedLabel")}>
      {added !== null && (
        <div className="p-6">
          {overlays.refusal === null
            ? <p className="text-lg font-semibold text-emerald-700">{t("modals.added")}</p>
            : <Suspense fallback={null}><RefusalNote refusal={overlays.refusal} /></Suspense>}
          <div className="mt-4 flex gap-3">
            <img src={imageSrc(added.thumbnail)} alt="" width={64} height={64} className="h-16 w-16 rounded-md object-cover" />
            <div className="min-w-0 text-sm">
              <p className="font-medium">{shownLineName(added, language)}</p>
              <p className="text-slate-500">{added.packSizeOptionName} / {added.packSizeName}</p>
              <p>{formatRupees(added.Price)}</p>
            </div>
          </div>
          <div className="mt-6 grid gap-2 sm:grid-cols-3">
            <button type="button" onClick={overlays.close} className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">{t("modals.continueShopping")}</button>
            <button type="button" onClick={() => { overlays.close(); void navigate({ to: "/cart" }) }} className="rounded-lg border border-orange-600 px-3 py-2 text-sm font-semibold text-orange-700 hover:bg-orange-50">{t("modals.viewCart")}</button>
            <Link to="/check-out" onClick={overlays.close} className="rounded-lg bg-orange-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-orange-800">{t("modals.checkout")}</Link>
          </div>
        </div>
      )}
    </Dialog>
  )
}

/**
 * Why nothing was added, as the cart's "+" says it: a Hindi page fetches the cart's texts the first
 * time one is shown, the rest of the modal meanwhile in place.
 */
function RefusalNote({ refusal }: { readonly refusal: MoreRefusal }) {
  return <p role="alert" className="text-lg font-semibold text-amber-800">{useMoreRefusalText()(refusal)}</p>
}

// Issue 33: the quick view's pickers load with its first opening, not with every listing (DESIGN §6).
const QuickView = lazy(() => import("./quick-view.tsx").then((m) => ({ default: m.QuickView })))

/** §2 Quick view (src/components/quick-view.tsx): the product asked for, once loaded. */
export function QuickViewModal() {
  const { actors } = useApp()
  const quick = useSelector(actors.productLists, (s) => s.context.quickView)
  const close = () => actors.productLists.send({ type: "products.quickview.close" })
  const product = quick.product
  const { t } = useTexts(modalsTexts)
  return (
    <Dialog open={quick.slug !== null} onClose={close} label={t("modals.quickViewLabel")}>
      {quick.loading || product === null ? (
        quick.error !== null ? <p className="p-6">{t("modals.quickViewFailed")}</p> : <Pending />
      ) : (
        <Suspense fallback={<Pending />}>
          <QuickView key={product._id} product={product} onClose={close} />
        </Suspense>
      )}
    </Dialog>
  )
}

/** Both, as the layouts draw them once loaded. */
export default function ShopModals() {
  return (
    <>
      <AddedToCartModal />
      <QuickViewModal />
    </>
  )
}
