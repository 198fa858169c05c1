import { Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { lineStockNote } from "#domain/cart.ts"
import { shownLineName } from "#domain/catalogue-language.ts"
import { formatRupees } from "#domain/money.ts"
import type { OrderAmounts } from "#domain/order.ts"
import { freeDeliveryProgress } from "#domain/pricing.ts"
import { useApp } from "../app/app-context.tsx"
import { Dialog } from "./dialog.tsx"
import { useOverlays } from "./overlays.tsx"
import type { MessageKey } from "#domain/messages/shell.en.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { imageSrc } from "#domain/common.ts"

/**
 * Every figure between §2's 'Total' and 'Netpayable' (issue 16: Total ₹70 and Netpayable ₹150 with
 * only 'Handlling Fee' ₹10 between them did not add up): the fees the cart charges and what the
 * coupon and wallet take off, each only when it is not zero, 'Handlling Fee' always (§2).
 */
export const miniCartFees = (cart: Pick<OrderAmounts, "SmallCartFee" | "HandllingFee" | "RainFee" | "DeliveryCharge"> & {
  readonly all_amount_data: { readonly deductions: { readonly coupon: number; readonly wallet: number } }
}): ReadonlyArray<readonly [MessageKey, number]> =>
  ([
    ["bill.smallCartFee", cart.SmallCartFee],
    ["bill.handlingFee", cart.HandllingFee],
    ["bill.rainFee", cart.RainFee],
    ["bill.deliveryCharge", cart.DeliveryCharge],
    // What the coupon and wallet take off this bill (capped at what is owed), not what was asked.
    ["bill.coupon", -cart.all_amount_data.deductions.coupon],
    ["bill.wallet", -cart.all_amount_data.deductions.wallet]
  ] as const).filter(([label, amount]) => label === "bill.handlingFee" || amount !== 0)

/** §2 Mini-cart: a drawer with the lines, the free-shipping bar, Total, the fees, Netpayable. */
export function MiniCart() {
  const { actors } = useApp()
  const overlays = useOverlays()
  const cart = useSelector(actors.cart, (s) => s.context)
  const close = overlays.close
  const { t, language } = useTexts()
  return (
    <Dialog open={overlays.miniCart} onClose={close} label={t("minicart.label")} variant="drawer-right">
      <h2 className="border-b border-slate-200 px-4 py-4 text-lg font-semibold">{t("minicart.title")}</h2>
      {cart.CartItems.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <p>{t("minicart.empty")}</p>
          <Link to="/" onClick={close} className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800">
            {t("minicart.continueShopping")}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-4">
            {cart.CartItems.map((item) => (
              <li key={item.AttributeId} className="flex gap-3 py-3">
                <img src={imageSrc(item.thumbnail)} alt="" width={64} height={64} className="h-16 w-16 rounded-md bg-slate-50 object-cover" />
                <div className="min-w-0 flex-1 text-sm">
                  <Link to="/product-info/$producturl" params={{ producturl: item.slugurl }} onClick={close} className="line-clamp-2 font-medium hover:text-orange-700">
                    {shownLineName(item, language)}
                  </Link>
                  <p className="text-slate-500">{item.packSizeOptionName} / {item.packSizeName}</p>
                  <p>{t("minicart.line", { price: formatRupees(item.Price), quantity: item.cart_Quentity })}</p>
                  <StockNote line={item} />
                </div>
              </li>
            ))}
          </ul>
          <div className="space-y-3 border-t border-slate-200 p-4 text-sm">
            <FreeDeliveryBar priceTotal={cart.TotalPrice} amountToGo={cart.amountToGetfeeDelivery} />
            <dl className="space-y-1">
              <div className="flex justify-between"><dt>{t("bill.total")}</dt><dd>{formatRupees(cart.TotalPrice)}</dd></div>
              {miniCartFees(cart).map(([label, amount]) => (
                <div key={label} className="flex justify-between"><dt>{t(label)}</dt><dd>{formatRupees(amount)}</dd></div>
              ))}
              <div className="flex justify-between text-base font-semibold"><dt>{t("bill.netpayable")}</dt><dd>{formatRupees(cart.Netpayable)}</dd></div>
            </dl>
            <div className="grid grid-cols-2 gap-2">
              <Link to="/check-out" onClick={close} className="rounded-lg bg-orange-700 px-3 py-2 text-center font-semibold text-white hover:bg-orange-800">{t("minicart.checkOut")}</Link>
              <Link to="/cart" onClick={close} className="rounded-lg border border-slate-300 px-3 py-2 text-center font-semibold hover:bg-slate-50">{t("minicart.viewCart")}</Link>
            </div>
          </div>
        </>
      )}
    </Dialog>
  )
}

/** §2 free-shipping progress bar, from the §9 amount still to go. */
export function FreeDeliveryBar({ priceTotal, amountToGo }: { readonly priceTotal: number; readonly amountToGo: number }) {
  const progress = freeDeliveryProgress(priceTotal)
  const { t } = useTexts()
  return (
    <div>
      <p className="mb-1 text-xs text-slate-600">
        {amountToGo > 0 ? t("delivery.addMore", { amount: formatRupees(amountToGo) }) : t("delivery.free")}
      </p>
      <div className="h-2 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-label={t("delivery.progress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)}>
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${progress}%` }} />
      </div>
    </div>
  )
}

/** A cart line's stock when it cannot be had as it holds it (issue 38: told the moment it changed). */
export function StockNote({ line }: { readonly line: { readonly cart_Quentity: number; readonly availablestock?: number | undefined } }) {
  const { t } = useTexts()
  const note = lineStockNote(line)
  if (note === undefined) return null
  return <p className="text-sm font-semibold text-rose-700">{note.reason === "soldOut" ? t("card.soldOut") : t("minicart.left", { count: note.left })}</p>
}
