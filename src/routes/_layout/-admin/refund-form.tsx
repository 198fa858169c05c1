import { useId, useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { MAX_REFUND_REASON, type RefundRequest } from "#domain/order-refunds.ts"
import { textedLineProblem } from "#domain/staff-text.ts"
import type { RefundTo } from "#domain/returns.ts"
import type { OrderDetail } from "#domain/support-admin.ts"
import { buttonClass, inputClass, secondaryButtonClass } from "./admin-kit.tsx"

/** Where a refund goes, as the form offers it and the confirmation names it. */
export const REFUND_TO_TEXT: Record<RefundTo, string> = { wallet: "Customer's Bazaar wallet", original: "The original payment" }

/** The refund's choices: how many units of each line (or the whole order), where to, and why. */
export function RefundForm({ detail, busy, onAsk }: { readonly detail: OrderDetail; readonly busy: boolean; readonly onAsk: (request: RefundRequest) => void }) {
  const { order, refundable } = detail
  const id = useId()
  const [quantities, setQuantities] = useState<ReadonlyArray<number>>(() => order.lines.map(() => 0))
  const [refundTo, setRefundTo] = useState<RefundTo>("wallet")
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  // Issue 34 item 5: the customer reads the reason on the timeline and in the wallet: one line, no link (the server's rule, said here first).
  const check = (): string | null => reason.trim().length < 3 ? "Please give a reason of at least 3 characters." : textedLineProblem(reason.trim()) ?? null
  const askLines = (event: React.FormEvent) => {
    event.preventDefault()
    const lines = quantities.flatMap((quantity, position) => (quantity > 0 ? [{ position, quantity }] : []))
    const said = check() ?? (lines.length === 0 ? "Choose how many of an item to refund." : null)
    setProblem(said)
    if (said === null) onAsk({ scope: "lines", lines, refundTo, reason: reason.trim() })
  }
  const askWhole = () => {
    const said = check()
    setProblem(said)
    if (said === null) onAsk({ scope: "order", refundTo, reason: reason.trim() })
  }
  return (
    <section aria-labelledby={`${id}-items`} className="rounded-xl border border-slate-200 p-4 text-sm">
      <h3 id={`${id}-items`} className="mb-2 font-semibold">Items</h3>
      <form onSubmit={askLines} noValidate>
        <div className="overflow-x-auto">
          <table className="w-full text-left">
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">Item</th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">Qty</th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">Price</th>
                {refundable.refusal === null && <th scope="col" className="py-1 text-right font-medium">Refund</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {order.lines.map((line, position) => (
                <tr key={position}>
                  <td className="py-2 pr-2">{line.ProductName}<span className="block text-xs text-slate-600">{line.packSizeName} · {line.packSizeOptionName}</span></td>
                  <td className="py-2 pr-2 text-right">{line.quantity}</td>
                  <td className="py-2 pr-2 text-right">{formatRupees(line.Price)}</td>
                  {refundable.refusal === null && (
                    <td className="py-2 text-right">
                      <label className="sr-only" htmlFor={`${id}-q${position}`}>Units of {line.ProductName} to refund (at most {refundable.units[position]})</label>
                      <input id={`${id}-q${position}`} type="number" min={0} max={refundable.units[position]} step={1} disabled={refundable.units[position] === 0}
                        value={quantities[position]} onChange={(e) => {
                          const value = Math.max(0, Math.min(refundable.units[position]!, Math.trunc(Number(e.target.value) || 0)))
                          setQuantities((all) => all.map((q, i) => (i === position ? value : q)))
                        }}
                        className="w-16 rounded-lg border border-slate-300 px-2 py-1 text-right" />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {refundable.refusal !== null ? (
          <p className="mt-3 text-slate-600">{refundable.refusal}</p>
        ) : (
          <div className="mt-3 space-y-3">
            <p>Paid and not refunded: <strong>{formatRupees(refundable.remaining)}</strong></p>
            <fieldset className="flex flex-wrap gap-4">
              <legend className="mb-1 font-medium">Refund to</legend>
              {refundable.refundTo.map((to) => (
                <label key={to} className="flex items-center gap-2">
                  <input type="radio" name={`${id}-to`} value={to} checked={refundTo === to} onChange={() => setRefundTo(to)} />
                  {REFUND_TO_TEXT[to]}
                </label>
              ))}
            </fieldset>
            <div className="space-y-1">
              <label htmlFor={`${id}-reason`} className="block font-medium">Reason</label>
              <input id={`${id}-reason`} value={reason} maxLength={MAX_REFUND_REASON} onChange={(e) => setReason(e.target.value)} className={inputClass}
                aria-invalid={problem !== null} aria-describedby={problem === null ? undefined : `${id}-problem`} />
            </div>
            {problem !== null && <p id={`${id}-problem`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">{problem}</p>}
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={busy} className={buttonClass}>Refund selected items</button>
              <button type="button" disabled={busy} onClick={askWhole} className={secondaryButtonClass}>Refund the whole order</button>
            </div>
          </div>
        )}
      </form>
    </section>
  )
}
