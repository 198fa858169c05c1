import { Link } from "@tanstack/react-router"
import { useId } from "react"
import { formatRupees } from "#domain/money.ts"
import type { WalletCreditRequest } from "#domain/support-admin.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { formatWhen } from "../../../components/dates.ts"
import { buttonClass, CallError, secondaryButtonClass } from "./admin-kit.tsx"

/**
 * Issue 32 (/admin/customers, for admins): the wallet credits over a staff member's daily limit,
 * oldest first, each approved (the credit is made then) or rejected by an admin other than the one
 * who asked; the server refuses the rest in its own words. `onDecided` reads the list again.
 */
export function WalletCreditApprovals({ requests, onDecided }: {
  readonly requests: ReadonlyArray<WalletCreditRequest>
  readonly onDecided: () => Promise<unknown>
}) {
  const id = useId()
  const call = useCall(onDecided)
  const decide = (request: WalletCreditRequest, approve: boolean) =>
    call.run(request._id, `${formatRupees(request.amount)} to ${request.customerName}'s wallet: ${approve ? "approved and credited" : "rejected"}.`,
      adminCall((api) => api.decideCredit(request._id, approve)))
  return (
    <section aria-labelledby={`${id}-credits`} className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/40 p-4 text-sm">
      <h3 id={`${id}-credits`} className="font-semibold">Wallet credits waiting for approval <span className="font-normal text-slate-500">({requests.length})</span></h3>
      <CallError text={call.problem} />
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-800">{call.done}</p>}
      {requests.length === 0 ? <p className="text-slate-600">No credits are waiting.</p> : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {requests.map((request) => {
            const what = `${formatRupees(request.amount)} to ${request.customerName}`
            return (
              <li key={request._id} aria-label={what} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {formatRupees(request.amount)} to{" "}
                    <Link to="/admin/customers/$clientId" params={{ clientId: request.clientId }} className="text-orange-700 hover:underline">{request.customerName}</Link>
                  </p>
                  <p className="text-slate-600">{request.reason} · asked by {request.requestedBy}, {formatWhen(request.requestedAt)}</p>
                </div>
                <button type="button" disabled={call.running} onClick={() => decide(request, true)} aria-label={`Approve ${what}`} className={buttonClass}>Approve</button>
                <button type="button" disabled={call.running} onClick={() => decide(request, false)} aria-label={`Reject ${what}`}
                  className={`${secondaryButtonClass} text-red-700`}>Reject</button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
