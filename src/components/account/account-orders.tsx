import { Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { useState } from "react"
import type { Client } from "#domain/order.ts"
import { useApp } from "../../app/app-context.tsx"
import { sameFields } from "../../app/same-fields.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { accountTexts } from "../../i18n/texts/account.ts"
import { ReturnLink } from "../orders/return-link.tsx"
import { OrderRow } from "../order-status.tsx"
import { Pending } from "../pending.tsx"

/** The account's orders (§4): the latest ten, and every one on request; each links to its tracking. */
export function AccountOrders({ clientId }: { readonly clientId: Client["_id"] }) {
  const { actors } = useApp()
  const { t } = useTexts(accountTexts)
  const orders = useSelector(actors.orders, ({ context: c }) => ({
    clientOrder: c.clientOrder, totalClientOrder: c.totalClientOrder, latestLoading: c.latestLoading, allLoading: c.allLoading,
    failed: c.failedOperation === "latest" || c.failedOperation === "all" ? c.failedOperation : null
  }), sameFields)
  const [showAll, setShowAll] = useState(false)
  const shown = showAll && orders.totalClientOrder.length > 0 ? orders.totalClientOrder : orders.clientOrder
  return (
    <section aria-labelledby="orders" id="orders">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="orders" className="text-xl font-semibold">{t("account.orders.title")}</h2>
        {!showAll && orders.clientOrder.length >= 10 && (
          <button type="button" onClick={() => { setShowAll(true); actors.orders.send({ type: "orders.all.load", clientId }) }} className="text-sm font-medium text-orange-700 underline">
            {t("account.orders.seeAll")}
          </button>
        )}
      </div>
      {/* §8's text of the failed load ('Pincode Not Found', 'Orders Not Found'), by the load that failed. */}
      {orders.failed !== null && <p role="alert" className="mt-2 text-sm text-red-700">{t(orders.failed === "latest" ? "account.problem.latestOrders" : "account.problem.allOrders")}</p>}
      {(orders.latestLoading || (showAll && orders.allLoading)) && shown.length === 0 ? (
        <Pending />
      ) : shown.length === 0 ? (
        <p className="mt-3 text-slate-600">{t("account.orders.none")} <Link to="/" className="text-orange-700 underline">{t("account.orders.startShopping")}</Link></p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {shown.map((order) => <OrderRow key={order._id} order={order} extra={<ReturnLink order={order} />} />)}
        </ul>
      )}
    </section>
  )
}
