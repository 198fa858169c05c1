import { createFileRoute, Link, notFound, useRouter } from "@tanstack/react-router"
import { Effect, Either, Schema } from "effect"
import { useId, useState } from "react"
import { Id } from "#domain/common.ts"
import { formatRupees } from "#domain/money.ts"
import { WALLET_MOVEMENT_TEXT } from "#domain/returns.ts"
import { ROLE_LABELS } from "#domain/staff.ts"
import { type CustomerDetail, WalletAdjustment, type WalletCreditRequest } from "#domain/support-admin.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { formatWhen } from "../../../components/dates.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { StatusBadge } from "../../../components/order-status.tsx"
import { buttonClass, inputClass, secondaryButtonClass } from "../-admin/admin-kit.tsx"

/**
 * /admin/customers/{clientId} (issue 20 item 4): a customer's orders, addresses and wallet; credit or
 * debit it; block. Issue 32: a credit over the staff member's daily limit waits for another admin;
 * the customer's credits that waited are listed with who asked and who decided.
 */
export const Route = createFileRoute("/_layout/admin/customers/$clientId")({
  loader: ({ context, params }) => {
    const id = Schema.decodeUnknownEither(Id)(params.clientId)
    if (Either.isLeft(id)) throw notFound()
    return context.runtime.runPromise(adminCall((api) => api.customer(id.right)))
  },
  component: CustomerScreen
})

const signed = (amount: number) => (amount < 0 ? `−${formatRupees(-amount)}` : `+${formatRupees(amount)}`)

/** What the screen says after a credit the server kept for a second admin (issue 32). */
const AWAITING_APPROVAL = "Above your daily limit: this credit waits for another admin's approval."

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

function CustomerScreen() {
  const detail = Route.useLoaderData()
  const router = useRouter()
  const call = useCall(() => router.invalidate())
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
      <WalletSection detail={detail} busy={call.busy("wallet")}
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

/** The balance, its movements (who made each), and a credit or debit with a reason, checked by the same Schema as the server. */
function WalletSection({ detail, busy, onAdjust }: { readonly detail: CustomerDetail; readonly busy: boolean; readonly onAdjust: (adjustment: WalletAdjustment) => void }) {
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
        <div className="overflow-x-auto">
          <table className="w-full text-left" aria-label="Wallet movements">
            <thead className="text-xs text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">When</th>
                <th scope="col" className="py-1 pr-2 font-medium">What</th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">Amount</th>
                <th scope="col" className="py-1 text-right font-medium">Balance</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
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
            </tbody>
          </table>
        </div>
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
      <div className="overflow-x-auto">
        <table className="w-full text-left" aria-label="Wallet credits over the daily limit">
          <thead className="text-xs text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">Asked</th>
              <th scope="col" className="py-1 pr-2 font-medium">Reason</th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">Amount</th>
              <th scope="col" className="py-1 font-medium">Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
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
          </tbody>
        </table>
      </div>
    </>
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
