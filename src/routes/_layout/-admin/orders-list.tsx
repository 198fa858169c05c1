import { Link, useNavigate } from "@tanstack/react-router"
import { type Effect, Either } from "effect"
import { useState } from "react"
import type { OrderSearchParams } from "#domain/admin-search-params.ts"
import { formatRupees } from "#domain/money.ts"
import { allowedEvents, project } from "#domain/order-lifecycle.ts"
import { type Order, type OrderStatus, STATUS_TEXT } from "#domain/order.ts"
import type { AdminCalls } from "../../../app/admin-api.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { formatWhen } from "../../../components/dates.ts"
import { paymentText, StatusBadge } from "../../../components/order-status.tsx"
import { inputClass, secondaryButtonClass } from "./admin-kit.tsx"
import { CancelOrderDialog } from "./cancel-order-dialog.tsx"

type Search = typeof OrderSearchParams.Type
/** The list's search as the URL keeps it (the route's `validateSearch` names it; the admin call decodes it). */
export type UrlSearch = Partial<Record<"q" | "mode" | "from" | "to", string> & Record<"status" | "page", number>>

/** The admin's next step for an order, as the lifecycle allows it (DESIGN §4). */
const NEXT_STEP = {
  "order.processing": "Mark Processing",
  "order.dispatched": "Mark Dispatched",
  "order.out-for-delivery": "Mark Out for delivery",
  "order.delivered": "Mark Delivered"
} as const
type Move = keyof typeof NEXT_STEP

/** A page of orders as the admin call answers it: the orders, their customers, and the search it read from the URL. */
export type OrdersPage = Effect.Effect.Success<ReturnType<AdminCalls["orders"]>>

/**
 * /admin/orders' list: found by number, the customer's mobile or name, filtered by status, payment mode
 * and dates, paged, all kept in the URL; each order moved on, cancelled (asked first) or texted.
 * `onChanged` reads the page again after each change.
 */
export function OrdersAdmin({ result, onChanged }: { readonly result: OrdersPage; readonly onChanged: () => Promise<unknown> }) {
  const search = result.search
  const navigate = useNavigate({ from: "/admin/orders/" })
  const [text, setText] = useState(search.q ?? "")
  const customerOf = (order: Order) => result.customers.find((c) => c._id === order.client)
  // The URL keeps text: each change is written as the search it makes.
  const toUrl = (next: Search): UrlSearch => Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined))
  const refine = (change: Partial<Search>) => void navigate({ search: toUrl({ ...search, page: undefined, ...change }) })
  // Each change is a call through the call machine; the list is read again once it is made.
  const call = useCall(onChanged)
  // The order whose cancellation waits for the admin's confirmation and reason (issue 16).
  const [cancelling, setCancelling] = useState<Order | null>(null)
  const pages = Math.max(1, Math.ceil(result.total / result.limit))
  const cancel = (order: Order, reason: string) => {
    call.run(order.orderid, `${order.orderid}: Cancelled.`, adminCall((api) => api.cancelOrder(order.orderid, reason)))
    // Closed whether it works or not: a refusal is shown above the list, as for every other action.
    setCancelling(null)
  }
  return (
    <section aria-labelledby="orders" className="space-y-4">
      <h2 id="orders" className="text-xl font-semibold">Orders <span className="text-sm font-normal text-slate-500">({result.total})</span></h2>
      <form role="search" aria-label="Find orders" className="flex gap-2" onSubmit={(e) => { e.preventDefault(); refine({ q: text.trim() === "" ? undefined : text.trim() }) }}>
        <label className="sr-only" htmlFor="order-search">Order number, customer's mobile or name</label>
        <input id="order-search" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Order number, mobile or name" className={inputClass} />
        <button type="submit" className={secondaryButtonClass}>Search</button>
      </form>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">Payment
          <select value={search.mode ?? ""} onChange={(e) => refine({ mode: e.target.value === "" ? undefined : e.target.value as Search["mode"] })} className="rounded-lg border border-slate-300 px-2 py-1.5">
            <option value="">Any</option>
            <option value="Cash on Delivery">Cash on Delivery</option>
            <option value="Online">Online</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">From
          <input type="date" value={search.from ?? ""} onChange={(e) => refine({ from: e.target.value === "" ? undefined : e.target.value })} className="rounded-lg border border-slate-300 px-2 py-1" />
        </label>
        <label className="flex flex-col gap-1">To
          <input type="date" value={search.to ?? ""} onChange={(e) => refine({ to: e.target.value === "" ? undefined : e.target.value })} className="rounded-lg border border-slate-300 px-2 py-1" />
        </label>
        {(search.q !== undefined || search.mode !== undefined || search.from !== undefined || search.to !== undefined || search.status !== undefined) && (
          <button type="button" onClick={() => { setText(""); void navigate({ search: {} }) }} className={secondaryButtonClass}>Clear</button>
        )}
      </div>
      <nav aria-label="Order status" className="flex flex-wrap gap-1 text-sm">
        <button type="button" aria-pressed={search.status === undefined} onClick={() => refine({ status: undefined })} className={`rounded-lg px-3 py-1.5 ${search.status === undefined ? "bg-orange-50 font-semibold text-orange-700" : "hover:bg-slate-100"}`}>All</button>
        {([1, 2, 3, 4, 5, 0] as const).map((status) => (
          <button key={status} type="button" aria-pressed={search.status === status} onClick={() => refine({ status })}
            className={`rounded-lg px-3 py-1.5 ${search.status === status ? "bg-orange-50 font-semibold text-orange-700" : "hover:bg-slate-100"}`}>
            {STATUS_TEXT[status]}
          </button>
        ))}
      </nav>
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.subject}: {call.problem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      {result.order.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-center text-slate-500">No orders here.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {result.order.map((order) => {
            const state = Either.getOrUndefined(project(order.events))
            const allowed = allowedEvents(state, "admin")
            const move = allowed.find((tag): tag is Move => tag in NEXT_STEP)
            const units = order.lines.reduce((sum, line) => sum + line.quantity, 0)
            return (
              <li key={order._id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm" aria-label={`Order ${order.orderid}`}>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    <Link to="/admin/orders/$orderid" params={{ orderid: order.orderid }} className="text-orange-700 hover:underline">{order.orderid}</Link>
                    <span className="ml-2 font-normal text-slate-500">{formatWhen(order.createdAt)}</span>
                  </p>
                  <p className="text-slate-600">
                    {customerOf(order) !== undefined && <>{customerOf(order)!.Name} ({customerOf(order)!.Mobile}) · </>}
                    {order.address.Name}, {order.address.City} {order.address.Pincode} · {units} {units === 1 ? "item" : "items"} · {formatRupees(order.Netpayable)} · {order.PaymentMode} ({paymentText(order)})
                  </p>
                </div>
                <StatusBadge order={order} />
                {move !== undefined && (
                  <button type="button" disabled={call.busy(order.orderid)}
                    onClick={() => call.run(order.orderid, `${order.orderid}: ${STATUS_TEXT[(order.Status + 1) as OrderStatus]}.`, adminCall((api) => api.moveOrder(order.orderid, move)))} className={secondaryButtonClass}>
                    {NEXT_STEP[move]}
                  </button>
                )}
                {allowed.includes("order.cancelled") && (
                  <button type="button" disabled={call.busy(order.orderid)} onClick={() => setCancelling(order)} className={`${secondaryButtonClass} text-red-700`}>
                    Cancel
                  </button>
                )}
                <button type="button" disabled={call.busy(order.orderid)}
                  onClick={() => call.run(order.orderid, `${order.orderid}: SMS sent.`, adminCall((api) => api.sendOrderSms(order.orderid)))} className={secondaryButtonClass}>
                  Send SMS
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <CancelOrderDialog order={cancelling} busy={cancelling !== null && call.busy(cancelling.orderid)}
        onKeep={() => setCancelling(null)} onConfirm={(reason) => { if (cancelling !== null) cancel(cancelling, reason) }} />
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
          <button type="button" disabled={result.page <= 1} onClick={() => void navigate({ search: toUrl({ ...search, page: result.page - 1 }) })} className={secondaryButtonClass}>Previous</button>
          <span>Page {result.page} of {pages}</span>
          <button type="button" disabled={result.page >= pages} onClick={() => void navigate({ search: toUrl({ ...search, page: result.page + 1 }) })} className={secondaryButtonClass}>Next</button>
        </nav>
      )}
    </section>
  )
}
