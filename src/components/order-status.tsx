import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { formatRupees } from "#domain/money.ts"
import { isRefundDue } from "#domain/order-lifecycle.ts"
import { type Order, type OrderEvent, statusLabel } from "#domain/order.ts"
import { arrivalText } from "#domain/delivery-words.ts"
import { type RefundStep, withRefundSteps } from "#domain/refund-step.ts"
import type { ReturnEvent } from "#domain/returns.ts"
import { InvoiceButton } from "./invoice-button.tsx"
import { formatWhen } from "./dates.ts"

const STATUS_STYLE: Record<number, string> = {
  0: "bg-red-50 text-red-700",
  1: "bg-sky-50 text-sky-700",
  2: "bg-indigo-50 text-indigo-700",
  3: "bg-amber-50 text-amber-800",
  4: "bg-orange-50 text-orange-800",
  5: "bg-emerald-50 text-emerald-700"
}

/** An order's status as a badge (DESIGN §4 status texts; an online order waiting for payment says so). */
export function StatusBadge({ order }: { readonly order: Pick<Order, "Status" | "StatusText" | "PaymentMode" | "PaymentStatus"> }) {
  const label = statusLabel(order)
  const style = label === order.StatusText ? STATUS_STYLE[order.Status] ?? "" : "bg-amber-50 text-amber-800"
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>{label}</span>
}

/** What each event of the stream means to the shopper (DESIGN §2: the tracking timeline). */
export const EVENT_TEXT: Record<TimelineEvent["_tag"], string> = {
  "order.placed": "Order placed",
  "payment.confirmed": "Payment received",
  "payment.failed": "Payment did not go through",
  "order.processing": "Being packed",
  "order.dispatched": "Dispatched",
  "order.out-for-delivery": "Out for delivery",
  "order.delivered": "Delivered",
  "order.cancelled": "Cancelled",
  "order.refunded": "Money refunded",
  "return.requested": "Return or exchange requested",
  "return.approved": "Return approved",
  "return.rejected": "Return not accepted",
  "return.picked-up": "Return picked up",
  "return.refunded": "Refund issued",
  "return.exchanged": "Exchange sent",
  "return.withdrawn": "Request withdrawn",
  "refund.pending": "Refund to your original payment started",
  "refund.processed": "Refund sent to your original payment",
  "refund.failed": "Refund to your original payment did not go through",
  "refund.settled": "Refund paid to you by Bazaar"
}

/** What a timeline shows: the order's events, a return request's, and the steps of refunds at the gateway (issue 37). */
type TimelineEvent = OrderEvent | ReturnEvent | RefundStep

/** An order's timeline: its events and its refunds' steps at the gateway, as they happened. */
export const orderTimeline = (order: Pick<Order, "events" | "refundSteps">): ReadonlyArray<TimelineEvent> =>
  withRefundSteps<TimelineEvent, RefundStep>(order.events, order.refundSteps)

const BY_TEXT: Record<OrderEvent["by"], string> = { customer: "by you", admin: "by Bazaar", system: "" }

/** How an order's payment stands: a cancelled order that was paid says that its refund is still due. */
export const paymentText = (order: Pick<Order, "Status" | "PaymentStatus">): string =>
  isRefundDue(order) ? `${order.PaymentStatus}, refund due` : order.PaymentStatus

/** The note an event carries: a cancellation's is the reason the customer is given (issue 16). */
const noteOf = (event: TimelineEvent): string | null => {
  if ("amount" in event) return `${formatRupees(event.amount)}${event.reason === undefined ? "" : `: ${event.reason}`}`
  if (event.reason === undefined || event.reason.trim() === "") return null
  return event._tag === "order.cancelled" || event._tag === "return.rejected" ? `Reason: ${event.reason}` : event.reason
}

/** The order's event stream as a timeline, oldest first. */
export function Timeline({ events, label = "Order timeline" }: { readonly events: ReadonlyArray<TimelineEvent>; readonly label?: string }) {
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5" aria-label={label}>
      {events.map((event, index) => {
        const note = noteOf(event)
        return (
          <li key={index} className="relative">
            <span className={`absolute -left-[27px] top-1 h-3 w-3 rounded-full ${event._tag === "order.cancelled" || event._tag === "payment.failed" || event._tag === "return.rejected" || event._tag === "refund.failed" ? "bg-red-500" : "bg-emerald-500"}`} aria-hidden="true" />
            <p className="font-medium">{EVENT_TEXT[event._tag]} {event._tag === "order.cancelled" && <span className="font-normal text-slate-500">{BY_TEXT[event.by]}</span>}</p>
            <p className="text-xs text-slate-500">{formatWhen(event.at)}</p>
            {note !== null && <p className="text-sm text-slate-600">{note}</p>}
          </li>
        )
      })}
    </ol>
  )
}

/** One order in a list: number, date, amount, payment and status, linking to its tracking page. */
export function OrderRow({ order, extra }: { readonly order: Order; readonly extra?: ReactNode }) {
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <Link to="/order-tracking/$orderId" params={{ orderId: order.orderid }} className="font-semibold text-orange-700 hover:underline">{order.orderid}</Link>
      <span className="text-slate-500">{formatWhen(order.createdAt)}</span>
      <span className="text-slate-600">{units} {units === 1 ? "item" : "items"}</span>
      <span className="font-semibold">{formatRupees(order.Netpayable)}</span>
      <span className="text-slate-500">{order.PaymentMode} · {paymentText(order)}</span>
      <InvoiceButton order={order} compact />
      <span className="ml-auto"><StatusBadge order={order} /></span>
      {extra}
    </li>
  )
}

/** The day an order on its way was promised for (issue 19 item 2), where it has one. */
export function ArrivingBy({ order, className = "" }: { readonly order: Pick<Order, "Status" | "promisedDate">; readonly className?: string }) {
  const text = arrivalText(order)
  return text === undefined ? null : <p className={`font-semibold text-emerald-800 ${className}`}>{text}</p>
}
