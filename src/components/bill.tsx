import { formatRupees } from "#domain/money.ts"
import type { MessageKey } from "#domain/messages/shell.en.ts"
import type { OrderAmounts } from "#domain/order.ts"
import { useTexts } from "../i18n/i18n.tsx"

/**
 * The whole §9 breakdown of a cart, a quote or an order, line by line (the spec's labels, its
 * spelling 'Handlling Fee' and 'Netpayable' included, in the page's language: issue 39): the one
 * way a bill is shown. The figures come
 * from the domain's pricing rules (the cart actor, or the server); nothing here computes a fee.
 */
export function Bill({ amounts, title }: { readonly amounts: OrderAmounts; readonly title?: string }) {
  const { t } = useTexts()
  const rows: ReadonlyArray<readonly [MessageKey, number, boolean?]> = [
    ["bill.totalMrp", amounts.TotalMrp],
    ["bill.discountOnMrp", amounts.TotalPrice - amounts.TotalMrp],
    ["bill.total", amounts.TotalPrice],
    ["bill.smallCartFee", amounts.SmallCartFee],
    ["bill.handlingFee", amounts.HandllingFee],
    ["bill.rainFee", amounts.RainFee],
    ["bill.deliveryCharge", amounts.DeliveryCharge],
    ["bill.totalAmount", amounts.TotalAmount, true],
    ["bill.coupon", -amounts.coupon],
    ["bill.wallet", -amounts.wallet]
  ]
  return (
    <dl className="space-y-1.5 text-sm" aria-label={title ?? t("bill.label")}>
      {rows.map(([label, amount, strong]) => (
        <div key={label} className={`flex justify-between ${strong ? "border-t border-slate-200 pt-1.5 font-semibold" : ""}`}>
          <dt>{t(label)}</dt><dd>{formatRupees(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
        <dt>{t("bill.netpayable")}</dt><dd>{formatRupees(amounts.Netpayable)}</dd>
      </div>
    </dl>
  )
}
