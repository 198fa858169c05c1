import { Link } from "@tanstack/react-router"
import { Effect } from "effect"
import { useId, useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { ROLE_LABELS } from "#domain/staff.ts"
import type { CustomerDetail } from "#domain/support-admin.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { formatWhen } from "../../../components/dates.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { StatusBadge } from "../../../components/order-status.tsx"
import { inputClass, secondaryButtonClass } from "./admin-kit.tsx"
import { CustomerWallet } from "./customer-wallet.tsx"

/** What the screen says after a credit the server kept for a second admin (issue 32). */
const AWAITING_APPROVAL = "Above your daily limit: this credit waits for another admin's approval."

/**
 * A customer's page (issue 20 item 4): their orders, addresses and wallet; credit or debit it; block
 * or unblock them. `onChanged` reads the customer again after each change.
 */
export function CustomerAccount({ detail, onChanged }: { readonly detail: CustomerDetail; readonly onChanged: () => Promise<unknown> }) {
  const call = useCall(onChanged)
  const { customer } = detail
  const [blocking, setBlocking] = useState(false)
  // Whether the last wallet call's credit was kept for a second admin: its answer, not a success to announce.
  const [awaitingApproval, setAwaitingApproval] = useState(false)
  return (
    <article aria-labelledby="customer-title" className="space-y-6">
      <Link to="/admin/customers" className="text-sm text-orange-700 hover:underline">← All customers</Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="customer-title" className="text-xl font-semibold">{customer.Name}</h2>
          <p className="break-all text-sm text-slate-600">{customer.Mobile}{customer.Email === "" ? "" : ` · ${customer.Email}`} · {ROLE_LABELS[customer.role]} since {formatWhen(customer.createdAt)}</p>
        </div>
        {customer.role === "customer" && (customer.blocked ? (
          <button type="button" disabled={call.busy("block")} className={secondaryButtonClass}
            onClick={() => call.run("block", `${customer.Name} is unblocked.`, adminCall((api) => api.setBlocked(customer._id, { blocked: false })))}>Unblock</button>
        ) : (
          <button type="button" onClick={() => setBlocking(true)} className={`${secondaryButtonClass} text-red-700`}>Block</button>
        ))}
      </header>
      {customer.blocked && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">Blocked: {detail.blockedReason}. They cannot sign in or place orders.</p>
      )}
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && (call.subject === "wallet" && awaitingApproval
        ? <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{AWAITING_APPROVAL}</p>
        : <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>)}
      <CustomerWallet detail={detail} busy={call.busy("wallet")}
        onAdjust={(adjustment) => call.run("wallet", `Wallet ${adjustment.direction === "credit" ? "credited" : "debited"} ${formatRupees(adjustment.amount)}.`,
          adminCall((api) => api.adjustWallet(customer._id, adjustment)).pipe(
            Effect.tap((answer) => Effect.sync(() => setAwaitingApproval(answer.awaitingApproval)))))} />
      <section aria-labelledby="customer-orders" className="rounded-xl border border-slate-200 p-4 text-sm">
        <h3 id="customer-orders" className="mb-2 font-semibold">Orders ({customer.orders})</h3>
        {detail.orders.length === 0 ? <p className="text-slate-600">No orders yet.</p> : (
          <ul className="divide-y divide-slate-100">
            {detail.orders.map((order) => (
              <li key={order._id} className="flex flex-wrap items-center gap-3 py-2">
                <Link to="/admin/orders/$orderid" params={{ orderid: order.orderid }} className="font-medium text-orange-700 hover:underline">{order.orderid}</Link>
                <span className="text-slate-600">{formatWhen(order.createdAt)} · {formatRupees(order.Netpayable)} · {order.PaymentMode}</span>
                <StatusBadge order={order} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-addresses" className="rounded-xl border border-slate-200 p-4 text-sm">
        <h3 id="customer-addresses" className="mb-2 font-semibold">Addresses</h3>
        {detail.addresses.length === 0 ? <p className="text-slate-600">No saved addresses.</p> : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {detail.addresses.map((address) => (
              <li key={address._id}>
                <address className="not-italic">
                  <strong>{address.Type}</strong>: {address.Name} ({address.Mobile})<br />
                  {address.HNo}, {address.StreetDet}, {address.AreaDet}, {address.City}, {address.State} {address.Pincode}
                </address>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Dialog open={blocking} onClose={() => setBlocking(false)} label={`Block ${customer.Name}`}>
        {blocking && <BlockForm name={customer.Name} onKeep={() => setBlocking(false)} onConfirm={(reason) => {
          call.run("block", `${customer.Name} is blocked.`, adminCall((api) => api.setBlocked(customer._id, { blocked: true, reason })))
          setBlocking(false)
        }} />}
      </Dialog>
    </article>
  )
}

function BlockForm({ name, onKeep, onConfirm }: { readonly name: string; readonly onKeep: () => void; readonly onConfirm: (reason: string) => void }) {
  const id = useId()
  const [reason, setReason] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <form noValidate className="space-y-4 p-6 text-sm" onSubmit={(e) => {
      e.preventDefault()
      if (reason.trim().length < 3) return setProblem("Please give a reason of at least 3 characters for blocking.")
      onConfirm(reason.trim())
    }}>
      <h2 className="pr-8 text-lg font-semibold">Block {name}?</h2>
      <p>They are signed out everywhere and cannot sign in or place orders until unblocked.</p>
      <div className="space-y-1">
        <label htmlFor={`${id}-reason`} className="block font-medium">Reason</label>
        <input id={`${id}-reason`} value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} className={inputClass} />
      </div>
      {problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">{problem}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onKeep} className={secondaryButtonClass}>Keep them</button>
        <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">Block</button>
      </div>
    </form>
  )
}
