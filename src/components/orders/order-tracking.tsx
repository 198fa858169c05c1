import { Link } from "@tanstack/react-router"
import type { ReturnOptions } from "#domain/http/returns.http.ts"
import { formatRupees } from "#domain/money.ts"
import { isRefundDue } from "#domain/order-lifecycle.ts"
import type { OrderRefund } from "#domain/order-refunds.ts"
import type { Order } from "#domain/order.ts"
import type { ReturnRequest } from "#domain/returns.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { ordersTexts } from "../../i18n/texts/orders.ts"
import { Bill } from "../bill.tsx"
import { formatWhen } from "../dates.ts"
import { ArrivingBy, orderTimeline, paymentModeText, paymentText, StatusBadge, Timeline } from "../order-status.tsx"
import { OrderReturns } from "../returns/order-returns.tsx"
import { OrderActions } from "./order-actions.tsx"
import { useOrderCopy, useReturnsCopy } from "./order-copy.ts"
import { type NamedLine, shownLineName } from "#domain/catalogue-language.ts"
import { imageSrc } from "#domain/common.ts"

const FORWARD = [1, 2, 3, 4, 5] as const
const NO_RETURNS: ReadonlyArray<ReturnRequest> = []

/** A delivered or paid order's returns, what may still be asked, and the shop's refunds (issues 19 and 20). */
export interface OrderReturnsAnswer {
  readonly returns: ReadonlyArray<ReturnRequest>
  readonly options: ReturnOptions
  readonly refunds: ReadonlyArray<OrderRefund>
}

/**
 * Where a shopper's order stands (§2): its progress, what they may do with it, its returns and
 * refunds, its timeline, address, lines and bill. `returns` is null where there are none to show.
 */
export function OrderTracking({ loaded, returns, onReturnsChanged }: {
  readonly loaded: Order
  readonly returns: OrderReturnsAnswer | null
  readonly onReturnsChanged: () => Promise<unknown>
}) {
  // The order shown is the orders actor's current order, the one copy (issue 38): what the shopper
  // changes here and what the live stream tells of it are folded into it.
  const order = useOrderCopy(loaded)
  const requests = useReturnsCopy(loaded.orderid, returns?.returns ?? NO_RETURNS)
  const { t, language } = useTexts(ordersTexts)

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t("orders.orderTitle", { orderid: order.orderid })}</h1>
          <p className="break-words text-sm text-slate-500">
            {t("orders.placedLine", { when: formatWhen(order.createdAt, language), mode: paymentModeText(order, t), payment: paymentText(order, t) })}
          </p>
          <ArrivingBy order={order} className="mt-1 text-sm" />
        </div>
        <StatusBadge order={order} />
      </div>
      {order.Status !== 0 && (
        <ol className="grid grid-cols-5 gap-1 text-center text-[11px] sm:text-xs" aria-label={t("orders.statusSteps")}>
          {FORWARD.map((status) => (
            <li key={status} className="min-w-0 break-words" aria-current={order.Status === status ? "step" : undefined}>
              <span className={`mb-1 block h-2 rounded-full ${order.Status >= status ? "bg-emerald-500" : "bg-slate-200"}`} />
              <span className={order.Status >= status ? "font-semibold text-slate-900" : "text-slate-500"}>{t(`orders.status.${status}`)}</span>
            </li>
          ))}
        </ol>
      )}
      {isRefundDue(order) && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("orders.refundDue", { amount: formatRupees(order.Netpayable) })}</p>
      )}
      <OrderActions order={order} />
      {returns !== null && order.Status === 5 && <OrderReturns order={order} returns={requests} options={returns.options} onChanged={onReturnsChanged} />}
      {returns !== null && returns.refunds.length > 0 && <ShopRefunds refunds={returns.refunds} lines={order.lines} />}
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <section aria-labelledby="timeline" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="timeline" className="mb-3 font-semibold">{t("orders.timelineTitle")}</h2>
          <Timeline events={orderTimeline(order)} />
        </section>
        <section aria-labelledby="delivery" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <h2 id="delivery" className="font-semibold">{t("orders.deliveringTo")}</h2>
          <p className="text-slate-600">{order.address.Name}, {order.address.HNo}, {order.address.StreetDet}, {order.address.AreaDet}, {order.address.City}, {order.address.State} {order.address.Pincode}</p>
          <p className="text-slate-600">{t("orders.mobile", { mobile: order.address.Mobile })}</p>
        </section>
      </div>
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={t("orders.items")}>
          {order.lines.map((line) => (
            <li key={line.PackOptionId} className="flex gap-3 p-3 text-sm">
              <img src={imageSrc(line.thumbnail)} alt="" width={56} height={56} className="h-14 w-14 rounded-lg bg-slate-50 object-cover" />
              <div className="min-w-0 flex-1">
                <Link to="/product-info/$producturl" params={{ producturl: line.slugurl }} className="font-medium hover:text-orange-700">{shownLineName(line, language)}</Link>
                <p className="text-slate-500">{line.packSizeOptionName} / {line.packSizeName}</p>
                <p>{formatRupees(line.Price)} x {line.quantity}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="rounded-xl border border-slate-200 bg-white p-4"><Bill amounts={order} title={t("orders.orderTotal")} /></div>
      </div>
    </div>
  )
}

/** Issue 20 item 3: the refunds the shop recorded on the order, and where each went; a line is named by its order line (a refund line's position), so a Hindi page names it in Hindi (issue 39). */
function ShopRefunds({ refunds, lines }: { readonly refunds: ReadonlyArray<OrderRefund>; readonly lines: ReadonlyArray<NamedLine> }) {
  const { t, language } = useTexts(ordersTexts)
  return (
    <section aria-labelledby="refunds" className="rounded-xl border border-slate-200 p-4 text-sm">
      <h2 id="refunds" className="mb-2 font-semibold">{t("orders.shopRefunds")}</h2>
      <ul className="space-y-1">
        {refunds.map((refund) => (
          <li key={refund._id} className="break-words">
            {t("orders.shopRefund", {
              when: formatWhen(refund.at, language),
              amount: formatRupees(refund.amount),
              what: refund.wholeOrder ? t("orders.shopRefundWholeOrder") : refund.lines.map((l) => `${l.quantity} × ${shownLineName(lines[l.position] ?? l, language)}`).join(", ")
            })}
            {refund.toWallet > 0 && t("orders.shopRefundToWallet", { amount: formatRupees(refund.toWallet) })}
            {refund.toOriginal > 0 && t("orders.shopRefundToOriginal", { amount: formatRupees(refund.toOriginal) })}
            {/* The shop's own words for the refund stay as written. */}
            {t("orders.shopRefundReason", { reason: refund.reason })}
          </li>
        ))}
      </ul>
    </section>
  )
}
