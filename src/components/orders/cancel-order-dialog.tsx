import { useId, useState } from "react"
import { CUSTOMER_CANCEL_REASONS, type CustomerCancelReason } from "#domain/cancel-reasons.ts"
import { formatRupees } from "#domain/money.ts"
import type { Order } from "#domain/order.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { ordersTexts } from "../../i18n/texts/orders.ts"
import { Dialog } from "../dialog.tsx"
import { CANCEL_REASON_KEY } from "../order-status.tsx"

type Cancellable = Pick<Order, "orderid" | "Netpayable">

/**
 * Issue 33 item 7: a customer's cancel asks why, from a short list (as a return does), and the reason
 * is kept on the order's timeline. Escape, the backdrop and the close button keep the order, as
 * "Keep it" does.
 */
export function CancelOrderDialog({ order, open, busy, onConfirm, onKeep }: {
  readonly order: Cancellable
  readonly open: boolean
  readonly busy: boolean
  readonly onConfirm: (reason: CustomerCancelReason) => void
  readonly onKeep: () => void
}) {
  const { t } = useTexts(ordersTexts)
  return (
    <Dialog open={open} onClose={onKeep} label={t("orders.cancelDialog", { orderid: order.orderid })}>
      <CancelOrderForm order={order} busy={busy} onConfirm={onConfirm} onKeep={onKeep} />
    </Dialog>
  )
}

function CancelOrderForm({ order, busy, onConfirm, onKeep }: {
  readonly order: Cancellable
  readonly busy: boolean
  readonly onConfirm: (reason: CustomerCancelReason) => void
  readonly onKeep: () => void
}) {
  const [reason, setReason] = useState<CustomerCancelReason | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  const { t } = useTexts(ordersTexts)
  const confirm = (event: React.FormEvent) => {
    event.preventDefault()
    if (reason === null) return setProblem(t("orders.cancelChooseReason"))
    setProblem(null)
    onConfirm(reason)
  }
  return (
    <form onSubmit={confirm} noValidate className="space-y-4 p-6 text-sm">
      <h2 className="break-words pr-8 text-lg font-semibold">{t("orders.cancelTitle", { orderid: order.orderid })}</h2>
      <p className="text-slate-600">{t("orders.cancelText", { amount: formatRupees(order.Netpayable) })}</p>
      <fieldset className="space-y-2" aria-describedby={problem === null ? undefined : `${id}-problem`}>
        <legend className="mb-1 font-medium text-slate-800">{t("orders.cancelWhy")}</legend>
        {CUSTOMER_CANCEL_REASONS.map((text) => (
          <label key={text} className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 ${reason === text ? "border-red-400 bg-red-50" : "border-slate-200"}`}>
            <input type="radio" name={`${id}-reason`} checked={reason === text} onChange={() => { setReason(text); setProblem(null) }} />
            {/* The event keeps the English reason (the shop reads it); the shopper reads their language's. */}
            <span className="min-w-0 break-words">{t(CANCEL_REASON_KEY[text])}</span>
          </label>
        ))}
      </fieldset>
      {problem !== null && <p id={`${id}-problem`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">{problem}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onKeep} className="rounded-lg border border-slate-300 px-4 py-2 font-medium">{t("orders.keepIt")}</button>
        <button type="submit" disabled={busy} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-50">
          {busy ? t("orders.cancelling") : t("orders.yesCancel")}
        </button>
      </div>
    </form>
  )
}
