import { useSelector } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { formatPromisedDate } from "#domain/delivery-words.ts"
import type { ReturnOptions } from "#domain/http/returns.http.ts"
import { formatRupees } from "#domain/money.ts"
import type { Order } from "#domain/order.ts"
import { LOW_STOCK_AT } from "#domain/product.ts"
import { mayWithdraw, RETURN_REASON_TEXT, RETURN_REASONS, type ReturnReason, type ReturnRequest, type ReturnStatus } from "#domain/returns.ts"
import { returnRequestMachine } from "#machines/return-request.machine.ts"
import { returnsCall } from "../../app/api-tags.ts"
import { useApp } from "../../app/app-context.tsx"
import { useCall } from "../../app/use-call.ts"
import { useScreenActor } from "../../app/use-screen-actor.ts"
import { Dialog } from "../dialog.tsx"
import { Timeline } from "../order-status.tsx"

const STATUS_STYLE: Record<ReturnStatus, string> = {
  Requested: "bg-sky-50 text-sky-800",
  Approved: "bg-indigo-50 text-indigo-800",
  Rejected: "bg-red-50 text-red-700",
  "Picked up": "bg-amber-50 text-amber-900",
  Refunded: "bg-emerald-50 text-emerald-800",
  Exchanged: "bg-emerald-50 text-emerald-800",
  Withdrawn: "bg-slate-100 text-slate-700"
}

/** A request's status as a badge. */
export function ReturnStatusBadge({ status }: { readonly status: ReturnStatus }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{status}</span>
}

/** What a request asks back, line by line, and what it refunds. */
export function ReturnSummary({ request }: { readonly request: ReturnRequest }) {
  return (
    <div className="space-y-1 text-sm">
      <ul className="space-y-0.5">
        {request.lines.map((line) => (
          <li key={line.position}>
            {line.quantity} × {line.ProductName} ({line.packSizeOptionName} / {line.packSizeName})
            {line.exchangeOptionName !== null && <> for size <strong>{line.exchangeOptionName}</strong></>}
          </li>
        ))}
      </ul>
      <p className="text-slate-600">Reason: {RETURN_REASON_TEXT[request.reason]}{request.note === null ? "" : ` · “${request.note}”`}</p>
      {request.kind === "return" && (
        <p className="text-slate-600">
          Refund {formatRupees(request.refundAmount)}
          {request.feesRefunded > 0 && ` (with ${formatRupees(request.feesRefunded)} of fees)`}
          {request.refundToWallet > 0 && request.refundToOriginal > 0
            ? `: ${formatRupees(request.refundToWallet)} to the wallet, ${formatRupees(request.refundToOriginal)} to the original payment`
            : request.refundToOriginal > 0 ? " to the original payment" : " to your Bazaar wallet"}
        </p>
      )}
    </div>
  )
}

/** What a request is called in a sentence: "return" or "exchange". */
const whatOf = (request: ReturnRequest) => (request.kind === "exchange" ? "exchange" : "return")

/**
 * An order's returns and exchanges (issue 19 item 3, ADR 031) on its tracking page: while the return
 * window is open, "Return or exchange" opens the form; every request shows its status and timeline,
 * and one not yet picked up may be withdrawn, confirmed in a dialog (the request's machine decides,
 * `mayWithdraw`; the server's refusal is shown in its words).
 */
export function OrderReturns({ order, returns, options, onChanged }: {
  readonly order: Order
  readonly returns: ReadonlyArray<ReturnRequest>
  readonly options: ReturnOptions
  readonly onChanged: () => Promise<unknown>
}) {
  const [open, setOpen] = useState(false)
  const [withdrawing, setWithdrawing] = useState<ReturnRequest | null>(null)
  const call = useCall(onChanged)
  const eligible = options.refusal === null && options.closesOn !== null
  if (!eligible && returns.length === 0) return null
  const withdraw = (request: ReturnRequest) => {
    setWithdrawing(null)
    call.run(request._id, `Your ${whatOf(request)} request is withdrawn.`, returnsCall((api) => api.withdraw(order.orderid, request._id)))
  }
  return (
    <section aria-labelledby="returns" id="returns" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="returns" className="font-semibold">Returns and exchanges</h2>
        {eligible && !open && (
          <button type="button" onClick={() => setOpen(true)} className="rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800">Return or exchange</button>
        )}
      </div>
      {eligible && <p className="text-sm text-slate-600">Return window closes on {formatPromisedDate(options.closesOn!)}.</p>}
      {eligible && open && (
        <ReturnForm order={order} options={options} onClose={() => setOpen(false)} onSent={async () => { await onChanged(); setOpen(false) }} />
      )}
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      {returns.length > 0 && (
        <ul className="space-y-4">
          {[...returns].reverse().map((request) => (
            <li key={request._id} className="space-y-2 rounded-lg border border-slate-100 p-3" aria-label={`${request.kind === "exchange" ? "Exchange" : "Return"} requested ${formatPromisedDate(request.createdAt.slice(0, 10))}`}>
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium">{request.kind === "exchange" ? "Exchange" : "Return"}</p>
                <ReturnStatusBadge status={request.status} />
              </div>
              <ReturnSummary request={request} />
              <Timeline events={request.events} label={`Timeline of the ${request.kind}`} />
              {mayWithdraw(request) && (
                <button type="button" disabled={call.busy(request._id)} onClick={() => setWithdrawing(request)}
                  className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-400">
                  {call.busy(request._id) ? "Withdrawing..." : "Withdraw request"}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={withdrawing !== null} onClose={() => setWithdrawing(null)} label="Withdraw the request">
        {withdrawing !== null && (
          <form className="space-y-4 p-5" onSubmit={(event) => { event.preventDefault(); withdraw(withdrawing) }}>
            <h3 className="pr-8 text-lg font-semibold">Withdraw your {whatOf(withdrawing)} request for order {order.orderid}?</h3>
            <p className="text-sm text-slate-600">
              Nothing will be picked up and the items stay with you. You can ask again while the return window is open.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setWithdrawing(null)} className="rounded-lg border border-slate-300 px-4 py-2 text-sm">Keep it</button>
              <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white">Yes, withdraw it</button>
            </div>
          </form>
        )}
      </Dialog>
    </section>
  )
}

/** A size's stock in the exchange's list: how many only when few are left (the product page's threshold). */
const stockWords = (stock: number) => (stock <= LOW_STOCK_AT ? `only ${stock} left` : "in stock")

const REFUND_TO_TEXT = { wallet: "My Bazaar wallet (at once)", original: "The original payment (3 to 7 working days)" } as const

/** The form: its choices and its sending are the return form's actor (machines/return-request.machine.ts). */
function ReturnForm({ order, options, onClose, onSent }: {
  readonly order: Order
  readonly options: ReturnOptions
  readonly onClose: () => void
  readonly onSent: () => Promise<void>
}) {
  const { runtime } = useApp()
  // The form's actor for its life, a child of the shop's root (src/app/use-screen-actor.ts).
  const actor = useScreenActor("returnForm", () =>
    returnRequestMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          const created = await runtime.runPromise(returnsCall((api) => api.create(input.orderid, input.request)))
          await onSent()
          return created
        })
      }
    }), {
    orderid: order.orderid,
    refundTo: options.refundTo,
    lines: order.lines.map((line, i) => ({
      name: `${line.ProductName} (${line.packSizeOptionName} / ${line.packSizeName})`,
      units: options.units[i] ?? 0,
      // Issues 32, 33: each size in the line's colour with its price (the server offers only those at the line's price) and
      // its stock as the product page says it; the machine keeps it as the size's name.
      sizes: (options.exchangeChoices[i] ?? []).map((choice) => ({ id: choice.PackOptionId, name: `${choice.name} · ${formatRupees(choice.price)} · ${stockWords(choice.stock)}` }))
    }))
  })
  const context = useSelector(actor, (s) => s.context)
  const sending = useSelector(actor, (s) => s.matches("sending"))
  const canExchange = context.lines.some((line) => line.sizes.length > 0)
  return (
    <form
      aria-label="Return or exchange"
      className="space-y-4 rounded-lg bg-slate-50 p-3"
      onSubmit={(event) => { event.preventDefault(); actor.send({ type: "return.submit" }) }}
    >
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">What would you like?</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2"><input type="radio" name="kind" checked={context.kind === "return"} onChange={() => actor.send({ type: "return.kind", kind: "return" })} /> Return for a refund</label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" disabled={!canExchange} checked={context.kind === "exchange"} onChange={() => actor.send({ type: "return.kind", kind: "exchange" })} /> Exchange for another size
          </label>
        </div>
        {!canExchange && <p className="text-xs text-slate-500">No other size of these items is in stock in the same colour at the same price, so they can be returned but not exchanged.</p>}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Items</legend>
        {context.lines.map((line, position) => {
          const exchangeBlocked = context.kind === "exchange" && line.sizes.length === 0
          return (
            <div key={position} className="flex flex-wrap items-center gap-3 text-sm">
              <div className="flex min-w-0 flex-1 items-center gap-2">
                <span className="min-w-0 flex-1">{line.name}{line.units === 0 && <span className="text-slate-500"> · already asked back</span>}</span>
                <select
                  aria-label={`How many of ${line.name}`}
                  value={context.quantities[position]}
                  disabled={line.units === 0 || exchangeBlocked}
                  onChange={(event) => actor.send({ type: "return.quantity", position, quantity: Number(event.target.value) })}
                  className="rounded-lg border border-slate-300 bg-white px-2 py-1"
                >
                  {Array.from({ length: line.units + 1 }, (_, n) => <option key={n} value={n}>{n}</option>)}
                </select>
              </div>
              {context.kind === "exchange" && line.sizes.length > 0 && (context.quantities[position] ?? 0) > 0 && (
                <label className="flex items-center gap-2">
                  New size
                  <select
                    value={context.sizes[position] ?? ""}
                    onChange={(event) => actor.send({ type: "return.size", position, size: event.target.value })}
                    className="rounded-lg border border-slate-300 bg-white px-2 py-1"
                  >
                    <option value="" disabled>Choose</option>
                    {line.sizes.map((size) => <option key={size.id} value={size.id}>{size.name}</option>)}
                  </select>
                </label>
              )}
            </div>
          )
        })}
      </fieldset>
      <label className="block text-sm">
        <span className="font-semibold">Reason</span>
        <select
          value={context.reason ?? ""}
          onChange={(event) => actor.send({ type: "return.reason", reason: event.target.value as ReturnReason })}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5"
        >
          <option value="" disabled>Choose a reason</option>
          {RETURN_REASONS.map((reason) => <option key={reason} value={reason}>{RETURN_REASON_TEXT[reason]}</option>)}
        </select>
      </label>
      <label className="block text-sm">
        <span className="font-semibold">Anything we should know? (optional)</span>
        <textarea value={context.note} maxLength={500} rows={2} onChange={(event) => actor.send({ type: "return.note", note: event.target.value })}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5" />
      </label>
      {context.kind === "return" && (
        <fieldset className="space-y-1 text-sm">
          <legend className="font-semibold">Refund to</legend>
          {context.refundTo.map((to) => (
            <label key={to} className="flex items-center gap-2">
              <input type="radio" name="refundTo" checked={context.refund === to} onChange={() => actor.send({ type: "return.refund", refundTo: to })} /> {REFUND_TO_TEXT[to]}
            </label>
          ))}
          {!context.refundTo.includes("original") && <p className="text-xs text-slate-500">This order was paid in cash on delivery, so its refund goes to your Bazaar wallet.</p>}
        </fieldset>
      )}
      {context.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{context.problem}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={sending} className="rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white disabled:bg-slate-300">
          {sending ? "Sending..." : context.kind === "exchange" ? "Ask for the exchange" : "Ask for the return"}
        </button>
        <button type="button" onClick={onClose} disabled={sending} className="rounded-lg border border-slate-300 px-4 py-2 text-sm">Cancel</button>
      </div>
    </form>
  )
}
