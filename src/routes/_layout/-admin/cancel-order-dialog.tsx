import { useId, useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { MAX_CANCEL_REASON, type Order } from "#domain/order.ts"
import { textedLineProblem } from "#domain/staff-text.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { inputClass, secondaryButtonClass } from "./admin-kit.tsx"

/** The longest reason the contract takes (domain/order.ts, used by the event and OrderUpdate's cancel). */
export { MAX_CANCEL_REASON }

type Cancellable = Pick<Order, "orderid" | "Netpayable" | "PaymentStatus" | "address">

/**
 * Issue 16: an admin's cancel asks first. Cancelling cannot be undone and the customer reads the
 * reason on the order's timeline, so the admin confirms it and says why; Escape, the backdrop and
 * the close button keep the order, as "Keep the order" does.
 */
export function CancelOrderDialog({ order, busy, onConfirm, onKeep }: {
  readonly order: Cancellable | null
  readonly busy: boolean
  readonly onConfirm: (reason: string) => void
  readonly onKeep: () => void
}) {
  return (
    <Dialog open={order !== null} onClose={onKeep} label={order === null ? "Cancel an order" : `Cancel order ${order.orderid}`}>
      {order !== null && <CancelOrderForm key={order.orderid} order={order} busy={busy} onConfirm={onConfirm} onKeep={onKeep} />}
    </Dialog>
  )
}

function CancelOrderForm({ order, busy, onConfirm, onKeep }: {
  readonly order: Cancellable
  readonly busy: boolean
  readonly onConfirm: (reason: string) => void
  readonly onKeep: () => void
}) {
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  const confirm = (event: React.FormEvent) => {
    event.preventDefault()
    const said = reason.trim()
    if (said === "") return setProblem("Please write why the order is cancelled; the customer will read it.")
    if (said.length > MAX_CANCEL_REASON) return setProblem(`Please keep the reason to ${MAX_CANCEL_REASON} characters or fewer.`)
    // Issue 34 item 5: the customer reads it: one line, no link (the server's rule, said here first).
    const unsendable = textedLineProblem(said)
    if (unsendable !== undefined) return setProblem(unsendable)
    setProblem(null)
    onConfirm(said)
  }
  return (
    <form onSubmit={confirm} noValidate className="space-y-4 p-6 text-sm">
      <h2 className="pr-8 text-lg font-semibold">Cancel order {order.orderid}?</h2>
      <p className="text-slate-600">
        {order.address.Name}&apos;s order of {formatRupees(order.Netpayable)} will be cancelled and its items go back into stock. This cannot be undone.
      </p>
      {order.PaymentStatus === "Paid" && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          This order has been paid. Cancelling does not send the money back: the order will show a refund of {formatRupees(order.Netpayable)} as due.
        </p>
      )}
      <div className="space-y-1">
        <label htmlFor={`${id}-reason`} className="block font-medium text-slate-700">Reason</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          required
          maxLength={MAX_CANCEL_REASON}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem === null ? `${id}-hint` : `${id}-hint ${id}-problem`}
          className={inputClass}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">The customer sees this on the order&apos;s timeline. {reason.length} of {MAX_CANCEL_REASON} characters used.</p>
      </div>
      {problem !== null && <p id={`${id}-problem`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">{problem}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onKeep} className={secondaryButtonClass}>Keep the order</button>
        <button type="submit" disabled={busy} className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-50">
          {busy ? "Cancelling..." : "Confirm"}
        </button>
      </div>
    </form>
  )
}
