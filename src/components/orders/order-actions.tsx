import { useSelector } from "@xstate/react"
import { Either } from "effect"
import { useState } from "react"
import type { CustomerCancelReason } from "#domain/cancel-reasons.ts"
import { formatRupees } from "#domain/money.ts"
import { allowedEvents, project } from "#domain/order-lifecycle.ts"
import { isAwaitingPayment, type Order, orderNumberOf } from "#domain/order.ts"
import { useApp } from "../../app/app-context.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { ordersTexts } from "../../i18n/texts/orders.ts"
import { CancelOrderDialog } from "./cancel-order-dialog.tsx"
import { useFailureSentence } from "../failure-sentence.ts"
import { InvoiceButton } from "../invoice-button.tsx"

/**
 * What the shopper may do with their order, through the orders actor (§3): pay an online order that
 * waits for its payment, download the invoice, cancel while the lifecycle allows; a refusal is said first.
 */
export function OrderActions({ order }: { readonly order: Order }) {
  const { actors } = useApp()
  const { t } = useTexts(ordersTexts)
  // Pending, not the §4 flags (they stay true after a failure, and the shopper may try again then).
  const busy = useSelector(actors.orders, (s) => s.matches({ update: "pending" }) || s.matches({ token: "pending" }))
  // A refusal is said in the page's language (issue 39).
  const problem = useFailureSentence(useSelector(actors.orders, (s) =>
    s.context.failedOperation === "update" || s.context.failedOperation === "token" ? s.context.failure : null))
  const [confirming, setConfirming] = useState(false)
  // The same rules as the server (DESIGN §2): the browser offers only what the lifecycle allows.
  const state = Either.getOrUndefined(project(order.events))
  const canCancel = allowedEvents(state, "customer").includes("order.cancelled")
  const unpaidOnline = isAwaitingPayment(order)
  // Issue 33 item 7: the reason the customer chose is kept on the order's event and shown on its timeline.
  const cancel = (reason: CustomerCancelReason) => {
    actors.orders.send({ type: "order.update", update: { _tag: "cancel", orderid: order.orderid, reason } })
    setConfirming(false)
  }
  // The orders actor sends the shopper to the gateway once the token is issued.
  const pay = () => {
    const number = orderNumberOf(order.orderid)
    if (number !== undefined) actors.orders.send({ type: "order.token.request", number, goToGateway: true })
  }
  return (
    <>
      {problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{problem}</p>}
      <div className="flex flex-wrap gap-3">
        {unpaidOnline && (
          <button type="button" disabled={busy} onClick={pay} className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white disabled:bg-slate-300">
            {t("orders.payNow", { amount: formatRupees(order.Netpayable) })}
          </button>
        )}
        <InvoiceButton order={order} />
        {canCancel && (
          <button type="button" onClick={() => setConfirming(true)} className="rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-700 hover:bg-red-50">{t("orders.cancelOrder")}</button>
        )}
      </div>
      {canCancel && <CancelOrderDialog order={order} open={confirming} busy={busy} onConfirm={cancel} onKeep={() => setConfirming(false)} />}
    </>
  )
}
