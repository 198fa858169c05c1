import { formatRupees } from "#domain/money.ts"
import type { OrderAmounts } from "#domain/order.ts"

/**
 * The whole §9 breakdown of a cart, a quote or an order, line by line (the spec's labels, its
 * spelling 'Handlling Fee' and 'Netpayable' included): the one way a bill is shown. The figures come
 * from the domain's pricing rules (the cart actor, or the server); nothing here computes a fee.
 */
export function Bill({ amounts, title }: { readonly amounts: OrderAmounts; readonly title?: string }) {
  const rows: ReadonlyArray<readonly [string, number, boolean?]> = [
    ["Total MRP", amounts.TotalMrp],
    ["Discount on MRP", amounts.TotalPrice - amounts.TotalMrp],
    ["Total", amounts.TotalPrice],
    ["Small Cart Fee", amounts.SmallCartFee],
    ["Handlling Fee", amounts.HandllingFee],
    ["Rain Fee", amounts.RainFee],
    ["Delivery Charge", amounts.DeliveryCharge],
    ["Total Amount", amounts.TotalAmount, true],
    ["Coupon", -amounts.coupon],
    ["Wallet", -amounts.wallet]
  ]
  return (
    <dl className="space-y-1.5 text-sm" aria-label={title ?? "Bill"}>
      {rows.map(([label, amount, strong]) => (
        <div key={label} className={`flex justify-between ${strong ? "border-t border-slate-200 pt-1.5 font-semibold" : ""}`}>
          <dt>{label}</dt><dd>{formatRupees(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold">
        <dt>Netpayable</dt><dd>{formatRupees(amounts.Netpayable)}</dd>
      </div>
    </dl>
  )
}
