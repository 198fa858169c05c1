import { Link } from "@tanstack/react-router"
import { useState } from "react"
import { formatRupees } from "#domain/money.ts"
import type { RefundRequest } from "#domain/order-refunds.ts"
import { type GatewayRefund, gatewayRefundActions } from "#domain/gateway-refunds.ts"
import { type OrderDetail, TIMELINE_TEXT } from "#domain/support-admin.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { formatWhen } from "../../../components/dates.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { InvoiceButton } from "../../../components/invoice-button.tsx"
import { paymentText, StatusBadge } from "../../../components/order-status.tsx"
import { secondaryButtonClass } from "./admin-kit.tsx"
import { REFUND_TO_TEXT, RefundForm } from "./refund-form.tsx"

/**
 * An order as the shop sees it (issue 20 item 3): its lines, customer, address, payments, refunds and
 * whole timeline; a refund recorded from here. `onChanged` reads the order again after a refund.
 */
export function AdminOrderDetail({ detail, onChanged }: { readonly detail: OrderDetail; readonly onChanged: () => Promise<unknown> }) {
  const call = useCall(onChanged)
  const { order, customer } = detail
  const [asking, setAsking] = useState<RefundRequest | null>(null)
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  const confirmRefund = () => {
    if (asking === null) return
    call.run("refund", `${order.orderid}: refund recorded.`, adminCall((api) => api.refundOrder(order.orderid, asking)))
    setAsking(null)
  }
  return (
    <article aria-labelledby="order-title" className="space-y-6">
      <Link to="/admin/orders" className="text-sm text-orange-700 hover:underline">← All orders</Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="order-title" className="text-xl font-semibold">Order {order.orderid}</h2>
          <p className="text-sm text-slate-600">Placed {formatWhen(order.createdAt)} · {units} {units === 1 ? "item" : "items"} · {formatRupees(order.Netpayable)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge order={order} />
          <Link to="/admin/orders/$orderid/slip" params={{ orderid: order.orderid }} className={secondaryButtonClass}>Packing slip</Link>
          <InvoiceButton order={order} compact />
        </div>
      </header>
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="customer" className="rounded-xl border border-slate-200 p-4 text-sm">
          <h3 id="customer" className="mb-2 font-semibold">Customer</h3>
          <p>
            <Link to="/admin/customers/$clientId" params={{ clientId: customer._id }} className="font-medium text-orange-700 hover:underline">{customer.Name}</Link>
            {customer.blocked && <span className="ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">Blocked</span>}
          </p>
          <p>Mobile {customer.Mobile}</p>
          <p>{customer.Email === "" ? "No e-mail given" : customer.Email}</p>
        </section>
        <section aria-labelledby="address" className="rounded-xl border border-slate-200 p-4 text-sm">
          <h3 id="address" className="mb-2 font-semibold">Delivery address</h3>
          <address className="not-italic">
            {order.address.Name} ({order.address.Mobile})<br />
            {order.address.HNo}, {order.address.StreetDet}{order.address.LandMark === "" ? "" : `, ${order.address.LandMark}`}<br />
            {order.address.AreaDet}, {order.address.City}, {order.address.State} {order.address.Pincode}
          </address>
        </section>
      </div>
      {/* A new form after each refund: its choices start again from what is left. */}
      <RefundForm key={detail.refunds.length} detail={detail} busy={call.busy("refund")} onAsk={setAsking} />
      <OrderPayments detail={detail} />
      {detail.gatewayRefunds.length > 0 && <GatewayRefunds detail={detail} call={call} />}
      <section aria-labelledby="timeline" className="rounded-xl border border-slate-200 p-4 text-sm">
        <h3 id="timeline" className="mb-2 font-semibold">Timeline</h3>
        <ol className="space-y-2 border-l-2 border-slate-200 pl-4">
          {detail.timeline.map((entry, i) => (
            <li key={i}>
              <p className="font-medium">{TIMELINE_TEXT[entry._tag] ?? entry._tag}</p>
              <p className="text-slate-600">{formatWhen(entry.at)} · {entry.who !== null ? `${entry.who} (${entry.by})` : entry.by}</p>
              {entry.reason !== null && <p className="text-slate-700">{entry.reason}</p>}
            </li>
          ))}
        </ol>
      </section>
      <Dialog open={asking !== null} onClose={() => setAsking(null)} label={`Confirm the refund of order ${order.orderid}`}>
        {asking !== null && (
          <div className="space-y-4 p-6 text-sm">
            <h2 className="pr-8 text-lg font-semibold">Record this refund?</h2>
            <p>
              {asking.scope === "order" ? "The whole order" : asking.lines!.map((l) => `${l.quantity} × ${order.lines[l.position]!.ProductName}`).join(", ")}, to {REFUND_TO_TEXT[asking.refundTo].toLowerCase()}.
              The server computes the amount from what was paid; a refund cannot be undone.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setAsking(null)} className={secondaryButtonClass}>Go back</button>
              <button type="button" onClick={confirmRefund} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">Refund</button>
            </div>
          </div>
        )}
      </Dialog>
    </article>
  )
}

/** How the order was paid: each attempt at the gateway, and the refunds recorded on it. */
function OrderPayments({ detail }: { readonly detail: OrderDetail }) {
  const { order } = detail
  return (
    <section aria-labelledby="payments" className="rounded-xl border border-slate-200 p-4 text-sm">
      <h3 id="payments" className="mb-2 font-semibold">Payment</h3>
      <p>{order.PaymentMode} · {paymentText(order)} · to pay {formatRupees(order.Netpayable)}{order.wallet > 0 ? ` after ${formatRupees(order.wallet)} from the wallet` : ""}{order.coupon > 0 ? ` and ${formatRupees(order.coupon)} off with ${order.couponCode ?? "a coupon"}` : ""}</p>
      {detail.payments.length > 0 && (
        <ul className="mt-2 space-y-1">
          {detail.payments.map((payment) => (
            <li key={payment.attemptId}>
              {formatWhen(payment.createdAt)}: {formatRupees(payment.amount)}, {payment.outcome === null ? "not settled" : payment.outcome === "approved" ? "paid" : "declined"}
              {payment.gatewayPaymentId !== null && <> · gateway reference <code>{payment.gatewayPaymentId}</code></>}
              <> · attempt <code>{payment.attemptId}</code></>
              {payment.refundDue && <span className="ml-1 font-semibold text-amber-800">(refund due)</span>}
            </li>
          ))}
        </ul>
      )}
      {detail.refunds.length > 0 && (
        <>
          <h4 className="mt-3 font-semibold">Refunds</h4>
          <ul className="space-y-1">
            {detail.refunds.map((refund) => (
              <li key={refund._id}>
                {formatWhen(refund.at)}: {formatRupees(refund.amount)} {refund.wholeOrder ? "(whole order)" : `(${refund.lines.map((l) => `${l.quantity} × ${l.ProductName}`).join(", ")})`}
                {refund.toWallet > 0 && ` · ${formatRupees(refund.toWallet)} to the wallet`}
                {refund.toOriginal > 0 && ` · ${formatRupees(refund.toOriginal)} to the original payment`} · {refund.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

const GATEWAY_REFUND_TEXT: Record<GatewayRefund["status"], string> = {
  pending: "Pending at the gateway",
  processed: "Sent by the gateway",
  failed: "Failed at the gateway",
  settled: "Settled by hand"
}

/**
 * Issue 37 item 4: the refunds to the original payment made at the gateway, each where it stands;
 * one that failed is asked for again, or recorded as paid by hand with how.
 */
function GatewayRefunds({ detail, call }: { readonly detail: OrderDetail; readonly call: ReturnType<typeof useCall> }) {
  const { order } = detail
  const [notes, setNotes] = useState<Readonly<Record<string, string>>>({})
  return (
    <section aria-labelledby="gateway-refunds" className="rounded-xl border border-slate-200 p-4 text-sm">
      <h3 id="gateway-refunds" className="mb-2 font-semibold">Refunds at the gateway</h3>
      <ul className="space-y-3">
        {detail.gatewayRefunds.map((refund) => {
          const actions = gatewayRefundActions(refund)
          const note = notes[refund.id] ?? ""
          return (
            <li key={refund.id} className="space-y-2">
              <p>
                {formatRupees(refund.amount)} to payment <code>{refund.paymentId}</code> ·{" "}
                <span className={refund.status === "failed" ? "font-semibold text-red-700" : "font-semibold"}>{GATEWAY_REFUND_TEXT[refund.status]}</span>
                {refund.gatewayRefundId !== null && <> · gateway reference <code>{refund.gatewayRefundId}</code></>} · {formatWhen(refund.updatedAt)}
              </p>
              {refund.words !== null && <p className="text-slate-700">{refund.words}</p>}
              {actions.length > 0 && (
                <form
                  className="flex flex-wrap items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault()
                    call.run(`settle-${refund.id}`, `${order.orderid}: refund recorded as paid by hand.`, adminCall((api) => api.settleGatewayRefund(order.orderid, refund.id, note)))
                  }}
                >
                  <button
                    type="button"
                    disabled={call.busy(`retry-${refund.id}`)}
                    onClick={() => call.run(`retry-${refund.id}`, `${order.orderid}: refund asked of the gateway again.`, adminCall((api) => api.retryGatewayRefund(order.orderid, refund.id)))}
                    className="rounded-lg bg-orange-700 px-3 py-2 font-semibold text-white hover:bg-orange-800 disabled:opacity-50"
                  >
                    Retry the refund
                  </button>
                  <label className="flex min-w-56 flex-1 flex-col gap-1">
                    <span>How it was paid instead</span>
                    <input
                      value={note}
                      onChange={(event) => setNotes({ ...notes, [refund.id]: event.target.value })}
                      maxLength={200}
                      placeholder="NEFT to the customer's bank, UTR …"
                      className="rounded-lg border border-slate-300 px-3 py-2"
                    />
                  </label>
                  <button type="submit" disabled={call.busy(`settle-${refund.id}`)} className={secondaryButtonClass}>Mark settled by hand</button>
                </form>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
