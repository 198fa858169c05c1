import { useSelector } from "@xstate/react"
import { useState } from "react"
import { fromPromise } from "xstate"
import { formatPromisedDate } from "#domain/delivery-words.ts"
import type { ReturnOptions } from "#domain/http/returns.http.ts"
import { formatRupees } from "#domain/money.ts"
import type { Order } from "#domain/order.ts"
import { LOW_STOCK_AT } from "#domain/product.ts"
import type { ReturnsKey } from "#domain/messages/returns.en.ts"
import { mayWithdraw, RETURN_REASONS, type RefundTo, type ReturnReason, type ReturnRequest, type ReturnStatus } from "#domain/returns.ts"
import { missingOf, type ReturnFormMissing, returnRequestMachine } from "#machines/return-request.machine.ts"
import { returnsCall } from "../../app/api-tags.ts"
import { useApp } from "../../app/app-context.tsx"
import { useCall } from "../../app/use-call.ts"
import { useScreenActor } from "../../app/use-screen-actor.ts"
import { type Translate, useTexts } from "../../i18n/i18n.tsx"
import { ordersTexts } from "../../i18n/texts/orders.ts"
import { returnsTexts } from "../../i18n/texts/returns.ts"
import { Dialog } from "../dialog.tsx"
import { useFailureSentence } from "../failure-sentence.ts"
import { returnReasonKey, Timeline } from "../order-status.tsx"
import { shownLineName } from "#domain/catalogue-language.ts"

const STATUS_STYLE: Record<ReturnStatus, string> = {
  Requested: "bg-sky-50 text-sky-800",
  Approved: "bg-indigo-50 text-indigo-800",
  Rejected: "bg-red-50 text-red-700",
  "Picked up": "bg-amber-50 text-amber-900",
  Refunded: "bg-emerald-50 text-emerald-800",
  Exchanged: "bg-emerald-50 text-emerald-800",
  Withdrawn: "bg-slate-100 text-slate-700"
}

// Issue 39: a request's status and its refund's destination are stored values (the spec's English);
// the page shows the message picked by the value, so a value without its message fails the type check.
const STATUS_KEY = {
  Requested: "returns.status.Requested",
  Approved: "returns.status.Approved",
  Rejected: "returns.status.Rejected",
  "Picked up": "returns.status.Picked up",
  Refunded: "returns.status.Refunded",
  Exchanged: "returns.status.Exchanged",
  Withdrawn: "returns.status.Withdrawn"
} as const satisfies Record<ReturnStatus, ReturnsKey>

const REFUND_TO_KEY = { wallet: "returns.refundTo.wallet", original: "returns.refundTo.original" } as const satisfies Record<RefundTo, ReturnsKey>

/** What the form still lacks, in the page's words (the machine's sentence is the English one). */
const missingWords = (missing: ReturnFormMissing, t: Translate<ReturnsKey>): string =>
  missing._tag === "size" ? t("returns.missing.size", { name: missing.name }) : t(`returns.missing.${missing._tag}`)

/** A request's status as a badge. */
export function ReturnStatusBadge({ status }: { readonly status: ReturnStatus }) {
  const { t } = useTexts(returnsTexts)
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{t(STATUS_KEY[status])}</span>
}

/** What a request asks back, line by line, and what it refunds. */
export function ReturnSummary({ request }: { readonly request: ReturnRequest }) {
  const { t, language } = useTexts(returnsTexts)
  const { t: orders } = useTexts(ordersTexts)
  const amount = request.feesRefunded > 0
    ? t("returns.amountWithFees", { amount: formatRupees(request.refundAmount), fees: formatRupees(request.feesRefunded) })
    : formatRupees(request.refundAmount)
  return (
    <div className="space-y-1 text-sm">
      <ul className="space-y-0.5">
        {request.lines.map((line) => (
          <li key={line.position} className="break-words">
            {line.quantity} × {shownLineName(line, language)} ({line.packSizeOptionName} / {line.packSizeName})
            {line.exchangeOptionName !== null && <> {t("returns.forSize")} <strong>{line.exchangeOptionName}</strong></>}
          </li>
        ))}
      </ul>
      <p className="break-words text-slate-600">{t("returns.reason", { reason: orders(returnReasonKey(request.reason)) })}{request.note === null ? "" : ` · “${request.note}”`}</p>
      {request.kind === "return" && (
        <p className="text-slate-600">
          {request.refundToWallet > 0 && request.refundToOriginal > 0
            ? t("returns.refundSplit", { amount, wallet: formatRupees(request.refundToWallet), original: formatRupees(request.refundToOriginal) })
            : request.refundToOriginal > 0 ? t("returns.refundToOriginal", { amount }) : t("returns.refundToWallet", { amount })}
        </p>
      )}
    </div>
  )
}

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
  const { t, language } = useTexts(returnsTexts)
  // A withdrawal refused is said in the page's language (issue 39).
  const withdrawProblem = useFailureSentence(call.failure)
  const eligible = options.refusal === null && options.closesOn !== null
  if (!eligible && returns.length === 0) return null
  const withdraw = (request: ReturnRequest) => {
    setWithdrawing(null)
    call.run(request._id, t("returns.withdrawn", { kind: request.kind }), returnsCall((api) => api.withdraw(order.orderid, request._id)))
  }
  return (
    <section aria-labelledby="returns" id="returns" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="returns" className="font-semibold">{t("returns.title")}</h2>
        {eligible && !open && (
          <button type="button" onClick={() => setOpen(true)} className="rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800">{t("returns.returnOrExchange")}</button>
        )}
      </div>
      {eligible && <p className="text-sm text-slate-600">{t("returns.windowClosesOn", { date: formatPromisedDate(options.closesOn!, language) })}</p>}
      {eligible && open && (
        <ReturnForm order={order} options={options} onClose={() => setOpen(false)} onSent={async () => { await onChanged(); setOpen(false) }} />
      )}
      {withdrawProblem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{withdrawProblem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      {returns.length > 0 && (
        <ul className="space-y-4">
          {[...returns].reverse().map((request) => (
            <li key={request._id} className="space-y-2 rounded-lg border border-slate-100 p-3" aria-label={t("returns.requestLabel", { kind: request.kind, date: formatPromisedDate(request.createdAt.slice(0, 10), language) })}>
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium">{t("returns.kind", { kind: request.kind })}</p>
                <ReturnStatusBadge status={request.status} />
              </div>
              <ReturnSummary request={request} />
              <Timeline events={request.events} label={t("returns.timelineOf", { kind: request.kind })} />
              {mayWithdraw(request) && (
                <button type="button" disabled={call.busy(request._id)} onClick={() => setWithdrawing(request)}
                  className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-400">
                  {call.busy(request._id) ? t("returns.withdrawing") : t("returns.withdraw")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={withdrawing !== null} onClose={() => setWithdrawing(null)} label={t("returns.withdrawDialog")}>
        {withdrawing !== null && (
          <form className="space-y-4 p-5" onSubmit={(event) => { event.preventDefault(); withdraw(withdrawing) }}>
            <h3 className="break-words pr-8 text-lg font-semibold">{t("returns.withdrawTitle", { kind: withdrawing.kind, orderid: order.orderid })}</h3>
            <p className="text-sm text-slate-600">{t("returns.withdrawText")}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setWithdrawing(null)} className="rounded-lg border border-slate-300 px-4 py-2 text-sm">{t("returns.keepIt")}</button>
              <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white">{t("returns.yesWithdraw")}</button>
            </div>
          </form>
        )}
      </Dialog>
    </section>
  )
}

/** A size's stock in the exchange's list: how many only when few are left (the product page's threshold). */
const stockWords = (stock: number, t: Translate<ReturnsKey>) => (stock <= LOW_STOCK_AT ? t("returns.onlyLeft", { count: stock }) : t("returns.inStock"))

/** The form: its choices and its sending are the return form's actor (machines/return-request.machine.ts). */
function ReturnForm({ order, options, onClose, onSent }: {
  readonly order: Order
  readonly options: ReturnOptions
  readonly onClose: () => void
  readonly onSent: () => Promise<void>
}) {
  const { runtime } = useApp()
  const { t, language } = useTexts(returnsTexts)
  const { t: orders } = useTexts(ordersTexts)
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
      name: `${shownLineName(line, language)} (${line.packSizeOptionName} / ${line.packSizeName})`,
      units: options.units[i] ?? 0,
      // Issues 32, 33: each size in the line's colour with its price (the server offers only those at the line's price) and
      // its stock as the product page says it; the machine keeps it as the size's name.
      sizes: (options.exchangeChoices[i] ?? []).map((choice) => ({ id: choice.PackOptionId, name: `${choice.name} · ${formatRupees(choice.price)} · ${stockWords(choice.stock, t)}` }))
    }))
  })
  const context = useSelector(actor, (s) => s.context)
  const sending = useSelector(actor, (s) => s.matches("sending"))
  const canExchange = context.lines.some((line) => line.sizes.length > 0)
  // The machine's problem is what is missing (said here in the page's words) or the server's refusal,
  // kept (said in the page's language, issue 39).
  const refused = useFailureSentence(typeof context.problem === "string" ? null : context.problem)
  const missing = missingOf(context)
  const problem = typeof context.problem !== "string" ? refused : missing === undefined ? context.problem : missingWords(missing, t)
  return (
    <form
      aria-label={t("returns.returnOrExchange")}
      className="space-y-4 rounded-lg bg-slate-50 p-3"
      onSubmit={(event) => { event.preventDefault(); actor.send({ type: "return.submit" }) }}
    >
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold">{t("returns.whatWouldYouLike")}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2"><input type="radio" name="kind" checked={context.kind === "return"} onChange={() => actor.send({ type: "return.kind", kind: "return" })} /> {t("returns.forRefund")}</label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" disabled={!canExchange} checked={context.kind === "exchange"} onChange={() => actor.send({ type: "return.kind", kind: "exchange" })} /> {t("returns.forOtherSize")}
          </label>
        </div>
        {!canExchange && <p className="text-xs text-slate-500">{t("returns.noExchange")}</p>}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">{t("returns.items")}</legend>
        {context.lines.map((line, position) => {
          const exchangeBlocked = context.kind === "exchange" && line.sizes.length === 0
          return (
            <div key={position} className="flex flex-wrap items-center gap-3 text-sm">
              <div className="flex min-w-0 flex-1 items-center gap-2">
                <span className="min-w-0 flex-1 break-words">{line.name}{line.units === 0 && <span className="text-slate-500"> · {t("returns.alreadyAsked")}</span>}</span>
                <select
                  aria-label={t("returns.howMany", { name: line.name })}
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
                  {t("returns.newSize")}
                  <select
                    value={context.sizes[position] ?? ""}
                    onChange={(event) => actor.send({ type: "return.size", position, size: event.target.value })}
                    className="rounded-lg border border-slate-300 bg-white px-2 py-1"
                  >
                    <option value="" disabled>{t("returns.choose")}</option>
                    {line.sizes.map((size) => <option key={size.id} value={size.id}>{size.name}</option>)}
                  </select>
                </label>
              )}
            </div>
          )
        })}
      </fieldset>
      <label className="block text-sm">
        <span className="font-semibold">{t("returns.reasonLabel")}</span>
        <select
          value={context.reason ?? ""}
          onChange={(event) => actor.send({ type: "return.reason", reason: event.target.value as ReturnReason })}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5"
        >
          <option value="" disabled>{t("returns.chooseReason")}</option>
          {RETURN_REASONS.map((reason) => <option key={reason} value={reason}>{orders(returnReasonKey(reason))}</option>)}
        </select>
      </label>
      <label className="block text-sm">
        <span className="font-semibold">{t("returns.note")}</span>
        <textarea value={context.note} maxLength={500} rows={2} onChange={(event) => actor.send({ type: "return.note", note: event.target.value })}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5" />
      </label>
      {context.kind === "return" && (
        <fieldset className="space-y-1 text-sm">
          <legend className="font-semibold">{t("returns.refundTo")}</legend>
          {context.refundTo.map((to) => (
            <label key={to} className="flex items-center gap-2">
              <input type="radio" name="refundTo" checked={context.refund === to} onChange={() => actor.send({ type: "return.refund", refundTo: to })} /> {t(REFUND_TO_KEY[to])}
            </label>
          ))}
          {!context.refundTo.includes("original") && <p className="text-xs text-slate-500">{t("returns.codToWallet")}</p>}
        </fieldset>
      )}
      {problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{problem}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={sending} className="rounded-lg bg-orange-700 px-4 py-2 text-sm font-semibold text-white disabled:bg-slate-300">
          {sending ? t("returns.sending") : context.kind === "exchange" ? t("returns.askExchange") : t("returns.askReturn")}
        </button>
        <button type="button" onClick={onClose} disabled={sending} className="rounded-lg border border-slate-300 px-4 py-2 text-sm">{t("returns.cancel")}</button>
      </div>
    </form>
  )
}
