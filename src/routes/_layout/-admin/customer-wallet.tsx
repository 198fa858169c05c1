import { Either, Schema } from "effect"
import { type ReactNode, useId, useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { WALLET_MOVEMENT_TEXT } from "#domain/returns.ts"
import { type CustomerDetail, WalletAdjustment, type WalletCreditRequest } from "#domain/support-admin.ts"
import { formatWhen } from "../../../components/dates.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { buttonClass, inputClass, secondaryButtonClass } from "./admin-kit.tsx"

// My Account's `signedRupees` says the same; imported from there it would split wallet-section.tsx into
// a chunk of its own, one more name in the route tree every shopper loads (DESIGN §6).
const signed = (amount: number) => (amount < 0 ? `−${formatRupees(-amount)}` : `+${formatRupees(amount)}`)

const CREDIT_STATUS_TEXT: Readonly<Record<WalletCreditRequest["status"], string>> = {
  Pending: "Waiting for approval",
  Approved: "Approved",
  Rejected: "Rejected"
}
const CREDIT_STATUS_STYLE: Readonly<Record<WalletCreditRequest["status"], string>> = {
  Pending: "bg-amber-50 text-amber-900",
  Approved: "bg-emerald-50 text-emerald-800",
  Rejected: "bg-red-50 text-red-800"
}

/** The balance, its movements (who made each), and a credit or debit with a reason, checked by the same Schema as the server. */
export function CustomerWallet({ detail, busy, onAdjust }: { readonly detail: CustomerDetail; readonly busy: boolean; readonly onAdjust: (adjustment: WalletAdjustment) => void }) {
  const id = useId()
  const [direction, setDirection] = useState<"credit" | "debit">("credit")
  const [amount, setAmount] = useState("")
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [asking, setAsking] = useState<WalletAdjustment | null>(null)
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = Schema.decodeUnknownEither(WalletAdjustment)({ direction, amount: amount.trim() === "" ? Number.NaN : Number(amount), reason })
    if (Either.isLeft(decoded)) {
      const first = decoded.left.message.split("\n").find((line) => /[A-Z].*\.$/.test(line.trim()))
      return setProblem(first?.trim() ?? "Please give an amount in rupees and a reason.")
    }
    setProblem(null)
    setAsking(decoded.right)
  }
  const confirm = () => {
    if (asking === null) return
    onAdjust(asking)
    setAsking(null)
    setAmount("")
    setReason("")
  }
  return (
    <section aria-labelledby={`${id}-wallet`} className="rounded-xl border border-slate-200 p-4 text-sm">
      <h3 id={`${id}-wallet`} className="mb-2 font-semibold">Wallet: {formatRupees(detail.customer.WalletBalance)}</h3>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <fieldset className="flex gap-3">
          <legend className="sr-only">Credit or debit</legend>
          {(["credit", "debit"] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-1">
              <input type="radio" name={`${id}-direction`} value={choice} checked={direction === choice} onChange={() => setDirection(choice)} />
              {choice === "credit" ? "Credit" : "Debit"}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col gap-1">Amount (₹)
          <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className="w-32 rounded-lg border border-slate-300 px-3 py-2" />
        </label>
        <label className="flex min-w-48 flex-1 flex-col gap-1">Reason
          <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} className={inputClass} />
        </label>
        <button type="submit" disabled={busy} className={buttonClass}>{direction === "credit" ? "Credit the wallet" : "Debit the wallet"}</button>
      </form>
      {problem !== null && <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-red-800">{problem}</p>}
      <h4 className="mt-4 font-semibold">Movements</h4>
      {detail.movements.length === 0 ? <p className="text-slate-600">No movements yet.</p> : (
        <CompactTable label="Wallet movements" columns={[{ head: "When" }, { head: "What" }, { head: "Amount", figures: true }, { head: "Balance", figures: true }]}>
          {detail.movements.map((movement) => (
            <tr key={movement._id}>
              <td className="py-1 pr-2 align-top text-slate-600">{formatWhen(movement.at)}</td>
              <td className="py-1 pr-2">
                {WALLET_MOVEMENT_TEXT[movement.kind]}{movement.orderid !== null && ` · ${movement.orderid}`}
                <span className="block text-xs text-slate-600">{movement.reason}{movement.by !== null && ` · by ${movement.by}`}</span>
              </td>
              <td className={`py-1 pr-2 text-right align-top font-semibold ${movement.amount < 0 ? "text-red-700" : "text-emerald-700"}`}>{signed(movement.amount)}</td>
              <td className="py-1 text-right align-top">{formatRupees(movement.balanceAfter)}</td>
            </tr>
          ))}
        </CompactTable>
      )}
      <CreditRequests requests={detail.creditRequests} />
      <Dialog open={asking !== null} onClose={() => setAsking(null)} label="Confirm the wallet change">
        {asking !== null && (
          <div className="space-y-4 p-6 text-sm">
            <h2 className="pr-8 text-lg font-semibold">{asking.direction === "credit" ? "Credit" : "Debit"} {formatRupees(asking.amount)}?</h2>
            <p>{detail.customer.Name}&apos;s wallet, for: {asking.reason}. The customer sees it in My Account.</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setAsking(null)} className={secondaryButtonClass}>Go back</button>
              <button type="button" onClick={confirm} className={buttonClass}>Confirm</button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  )
}

/** Issue 32: the customer's credits over a staff member's daily limit: waiting for a second admin, or decided. */
function CreditRequests({ requests }: { readonly requests: ReadonlyArray<WalletCreditRequest> }) {
  if (requests.length === 0) return null
  return (
    <>
      <h4 className="mt-4 font-semibold">Credits over the daily limit</h4>
      <CompactTable label="Wallet credits over the daily limit" columns={[{ head: "Asked" }, { head: "Reason" }, { head: "Amount", figures: true }, { head: "Status" }]}>
        {requests.map((request) => (
          <tr key={request._id}>
            <td className="py-1 pr-2 align-top text-slate-600">
              {formatWhen(request.requestedAt)}
              <span className="block text-xs">by {request.requestedBy}</span>
            </td>
            <td className="py-1 pr-2 align-top">{request.reason}</td>
            <td className="py-1 pr-2 text-right align-top font-semibold">{formatRupees(request.amount)}</td>
            <td className="py-1 align-top">
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${CREDIT_STATUS_STYLE[request.status]}`}>{CREDIT_STATUS_TEXT[request.status]}</span>
              {request.decidedBy !== null && (
                <span className="block text-xs text-slate-600">by {request.decidedBy}{request.decidedAt !== null && `, ${formatWhen(request.decidedAt)}`}</span>
              )}
            </td>
          </tr>
        ))}
      </CompactTable>
    </>
  )
}

/** A column's head, and whether the column holds figures (set to the right). */
interface Column { readonly head: string; readonly figures?: boolean }

/** A small table of the customer's page: its column heads, a gap after each but the last, over the rows given. */
function CompactTable({ label, columns, children }: { readonly label: string; readonly columns: ReadonlyArray<Column>; readonly children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left" aria-label={label}>
        <thead className="text-xs text-slate-600">
          <tr>
            {columns.map(({ head, figures = false }, index) => (
              <th key={head} scope="col" className={`py-1 ${index < columns.length - 1 ? "pr-2 " : ""}${figures ? "text-right " : ""}font-medium`}>{head}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  )
}
