import { Link } from "@tanstack/react-router"
import { formatPromisedDate } from "#domain/delivery-words.ts"
import type { Order } from "#domain/order.ts"
import { deliveredAtOf, returnWindowClosesOn, returnWindowOpen } from "#domain/returns.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { ordersTexts } from "../../i18n/texts/orders.ts"

/** Issue 19 item 3: a delivered order's way to its return form while the return window is open. */
export function ReturnLink({ order }: { readonly order: Order }) {
  const { t, language } = useTexts(ordersTexts)
  const deliveredAt = deliveredAtOf(order)
  // Issue 33: an order refunded in full has nothing left to return.
  if (order.Status !== 5 || order.PaymentStatus === "Refunded" || deliveredAt === undefined || !returnWindowOpen(deliveredAt, new Date())) return null
  return (
    <span className="basis-full break-words text-xs text-slate-600">
      <Link to="/order-tracking/$orderId" params={{ orderId: order.orderid }} hash="returns" className="mr-2 font-semibold text-orange-700 underline">{t("orders.returnOrExchange")}</Link>
      {/* "Return window closes on Thu, 4 Dec", in the page's language. */}
      {t("orders.returnWindowCloses", { date: formatPromisedDate(returnWindowClosesOn(deliveredAt), language) })}
    </span>
  )
}
