import { Link, useNavigate } from "@tanstack/react-router"
import type { Effect } from "effect"
import { useState } from "react"
import type { ReturnAction } from "#domain/http/returns.http.ts"
import { formatRupees } from "#domain/money.ts"
import { RETURN_STATUSES, type ReturnStatus } from "#domain/return-status.ts"
import { type AdminReturnStep, allowedReturnSteps, MAX_REJECT_REASON, RETURN_REASON_TEXT, type ReturnRequest } from "#domain/returns.ts"
import type { AdminCalls } from "../../../app/admin-api.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { formatWhen } from "../../../components/dates.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { Timeline } from "../../../components/order-status.tsx"
import { secondaryButtonClass } from "./admin-kit.tsx"

/** Each step's button, and what the admin is asked before it (the steps that move stock or money, or refuse). */
const STEP: Record<AdminReturnStep, { readonly label: string; readonly action: ReturnAction["_tag"]; readonly confirm: boolean; readonly done: ReturnStatus }> = {
  "return.approved": { label: "Approve", action: "approve", confirm: false, done: "Approved" },
  "return.rejected": { label: "Reject", action: "reject", confirm: true, done: "Rejected" },
  "return.picked-up": { label: "Mark picked up", action: "pickedUp", confirm: false, done: "Picked up" },
  "return.refunded": { label: "Refund", action: "refund", confirm: true, done: "Refunded" },
  "return.exchanged": { label: "Mark exchange sent", action: "exchange", confirm: false, done: "Exchanged" }
}

interface Confirming { readonly request: ReturnRequest; readonly step: "return.rejected" | "return.refunded" }

/** A page of the return and exchange requests (issue 19 item 3), of one status or all; each with the steps its machine allows. */
export type ReturnsPage = Effect.Effect.Success<ReturnType<AdminCalls["returns"]>>

/**
 * /admin/returns' list: filtered by status (`filter`) and paged in the URL; each request's steps, those that move
 * stock or money or refuse asked first. `onChanged` reads the page again after a step.
 */
export function ReturnsAdmin({ result, filter, onChanged }: {
  readonly result: ReturnsPage
  readonly filter: ReturnStatus | undefined
  readonly onChanged: () => Promise<unknown>
}) {
  const navigate = useNavigate({ from: "/admin/returns" })
  const call = useCall(onChanged)
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  const [reason, setReason] = useState("")
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  const act = (request: ReturnRequest, step: AdminReturnStep, rejectReason?: string) => {
    const { action, done } = STEP[step]
    const payload: ReturnAction = action === "reject" ? { _tag: "reject", reason: rejectReason ?? "" } : { _tag: action }
    call.run(request._id, `${request.orderid}: ${request.kind === "exchange" ? "exchange" : "return"} ${done}.`, adminCall((api) => api.actOnReturn(request._id, payload)))
  }
  const close = () => { setConfirming(null); setReason("") }
  return (
    <section aria-labelledby="returns" className="space-y-4">
      <h2 id="returns" className="text-xl font-semibold">Returns and exchanges <span className="text-sm font-normal text-slate-500">({result.total})</span></h2>
      <nav aria-label="Return status" className="flex flex-wrap gap-1 text-sm">
        <button type="button" onClick={() => void navigate({ search: {} })} className={`rounded-lg px-3 py-1.5 ${filter === undefined ? "bg-orange-50 font-semibold text-orange-700" : "hover:bg-slate-100"}`}>All</button>
        {RETURN_STATUSES.map((status) => (
          <button key={status} type="button" onClick={() => void navigate({ search: { status } })} aria-pressed={filter === status}
            className={`rounded-lg px-3 py-1.5 ${filter === status ? "bg-orange-50 font-semibold text-orange-700" : "hover:bg-slate-100"}`}>
            {status}
          </button>
        ))}
      </nav>
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      {result.returns.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-500">No requests here.</p>
      ) : (
        <ul className="space-y-3">
          {result.returns.map((request) => {
            const steps = allowedReturnSteps(request)
            return (
              <li key={request._id} className="space-y-2 rounded-xl border border-slate-200 p-4 text-sm" aria-label={`${request.kind === "exchange" ? "Exchange" : "Return"} of ${request.orderid}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <p className="font-semibold">
                    {request.kind === "exchange" ? "Exchange" : "Return"} ·{" "}
                    <Link to="/order-tracking/$orderId" params={{ orderId: request.orderid }} className="text-orange-700 hover:underline">{request.orderid}</Link>
                    <span className="ml-2 font-normal text-slate-500">{request.customerName} · {formatWhen(request.createdAt)}</span>
                  </p>
                  <span className="ml-auto rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">{request.status}</span>
                </div>
                <AdminSummary request={request} />
                <details>
                  <summary className="cursor-pointer text-slate-600">Timeline</summary>
                  <div className="mt-2"><Timeline events={request.events} label={`Timeline of the request of ${request.orderid}`} /></div>
                </details>
                {steps.length > 0 && (
                  <div className="flex flex-wrap gap-2">
                    {steps.map((step) => (
                      <button key={step} type="button" disabled={call.busy(request._id)}
                        onClick={() => STEP[step].confirm ? setConfirming({ request, step: step as Confirming["step"] }) : act(request, step)}
                        className={`${secondaryButtonClass} ${step === "return.rejected" ? "text-red-700" : ""}`}>
                        {STEP[step].label}
                      </button>
                    ))}
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <Dialog open={confirming !== null} onClose={close} label={confirming?.step === "return.rejected" ? "Reject the request" : "Refund the return"}>
        {confirming !== null && (
          <form className="space-y-4 p-5" onSubmit={(event) => {
            event.preventDefault()
            if (confirming.step === "return.rejected" && reason.trim() === "") return
            act(confirming.request, confirming.step, reason.trim())
            close()
          }}>
            <h3 className="pr-8 text-lg font-semibold">
              {confirming.step === "return.rejected" ? `Reject the request of ${confirming.request.orderid}?` : `Refund ${formatRupees(confirming.request.refundAmount)} for ${confirming.request.orderid}?`}
            </h3>
            {confirming.step === "return.rejected" ? (
              <label className="block text-sm">
                <span className="font-medium">Reason the customer reads</span>
                <textarea required value={reason} maxLength={MAX_REJECT_REASON} rows={3} onChange={(event) => setReason(event.target.value)}
                  className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1.5" />
              </label>
            ) : (
              <p className="text-sm text-slate-600">
                {confirming.request.refundToWallet > 0 && `${formatRupees(confirming.request.refundToWallet)} is credited to the customer's Bazaar wallet now. `}
                {confirming.request.refundToOriginal > 0 && `${formatRupees(confirming.request.refundToOriginal)} is recorded as refunded to the original payment; send it through the payment gateway. `}
                This cannot be undone.
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={close} className={secondaryButtonClass}>Keep it</button>
              <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white">
                {confirming.step === "return.rejected" ? "Reject" : "Yes, refund"}
              </button>
            </div>
          </form>
        )}
      </Dialog>
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
          <button type="button" disabled={result.page <= 1} onClick={() => void navigate({ search: (prev) => ({ ...prev, page: result.page - 1 }) })} className={secondaryButtonClass}>Previous</button>
          <span>Page {result.page} of {pages}</span>
          <button type="button" disabled={result.page >= pages} onClick={() => void navigate({ search: (prev) => ({ ...prev, page: result.page + 1 }) })} className={secondaryButtonClass}>Next</button>
        </nav>
      )}
    </section>
  )
}

/** What the admin decides on: each line with what its units refund (or the size wanted), the reason and the note, the refund's parts. */
function AdminSummary({ request }: { readonly request: ReturnRequest }) {
  return (
    <div className="space-y-1">
      <ul>
        {request.lines.map((line) => (
          <li key={line.position}>
            {line.quantity} × {line.ProductName} ({line.packSizeOptionName})
            {line.exchangeOptionName === null ? ` · ${formatRupees(line.amount)}` : ` → size ${line.exchangeOptionName}`}
          </li>
        ))}
      </ul>
      <p className="text-slate-600">Reason: {RETURN_REASON_TEXT[request.reason]}{request.note === null ? "" : ` · “${request.note}”`}</p>
      {request.kind === "return" && (
        <p className="text-slate-600">
          Refund {formatRupees(request.refundAmount)}{request.feesRefunded > 0 ? ` (fees ${formatRupees(request.feesRefunded)})` : ""}:
          {" "}wallet {formatRupees(request.refundToWallet)}, original payment {formatRupees(request.refundToOriginal)}
        </p>
      )}
    </div>
  )
}
