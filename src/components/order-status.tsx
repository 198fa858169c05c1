import { Link } from "@tanstack/react-router"
import { refundedPartsOf, refundPartsHi } from "#domain/sms-texts.ts"
import type { ReactNode } from "react"
import type { CustomerCancelReason } from "#domain/cancel-reasons.ts"
import type { Language } from "#domain/language.ts"
import type { OrdersKey } from "#domain/messages/orders.en.ts"
import { formatRupees } from "#domain/money.ts"
import { isRefundDue } from "#domain/order-lifecycle.ts"
import { type Order, type OrderEvent, statusLabel } from "#domain/order.ts"
import { arrivalDate, formatPromisedDate } from "#domain/delivery-words.ts"
import { refundText } from "#domain/order-refunds.ts"
import { type RefundStep, withRefundSteps } from "#domain/refund-step.ts"
import type { ReturnEvent, ReturnReason } from "#domain/returns.ts"
import { type Translate, useTexts } from "../i18n/i18n.tsx"
import { ordersTexts } from "../i18n/texts/orders.ts"
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

// Issue 39: stored values (statuses, reasons) stay the domain's English; the page shows the message
// picked by the value, so a value without its message fails the type check.

/** statusLabel's words for an online order waiting for its payment. */
const AWAITING_KEY = { "Awaiting payment": "orders.awaitingPayment", "Payment failed": "orders.paymentFailed" } as const satisfies Record<string, OrdersKey>

/** A customer's cancel reasons (domain/cancel-reasons.ts), by value. */
export const CANCEL_REASON_KEY = {
  "Ordered by mistake": "orders.cancelReason.mistake",
  "Found a better price elsewhere": "orders.cancelReason.betterPrice",
  "Delivery would take too long": "orders.cancelReason.tooLong",
  "Want to change the items or the address": "orders.cancelReason.change",
  "No longer needed": "orders.cancelReason.notNeeded"
} as const satisfies Record<CustomerCancelReason, OrdersKey>

/** A return's reason (domain/returns.ts RETURN_REASONS) in the page's language. */
export const returnReasonKey = (reason: ReturnReason): OrdersKey => `orders.returnReason.${reason}`

/** The orders area's texts as a translator: what the functions below take to speak the page's language. */
export type OrdersTranslate = Translate<OrdersKey>

/** An order's status as a badge (DESIGN §4 status texts; an online order waiting for payment says so). */
export function StatusBadge({ order }: { readonly order: Pick<Order, "Status" | "StatusText" | "PaymentMode" | "PaymentStatus"> }) {
  const { t } = useTexts(ordersTexts)
  const label = statusLabel(order)
  const isStatus = label === order.StatusText
  const style = isStatus ? STATUS_STYLE[order.Status] ?? "" : "bg-amber-50 text-amber-800"
  const text = isStatus ? t(`orders.status.${order.Status}`) : label in AWAITING_KEY ? t(AWAITING_KEY[label as keyof typeof AWAITING_KEY]) : label
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>{text}</span>
}

/** What a timeline shows: the order's events, a return request's, and the steps of refunds at the gateway (issue 37). */
type TimelineEvent = OrderEvent | ReturnEvent | RefundStep

/** An order's timeline: its events and its refunds' steps at the gateway, as they happened. */
export const orderTimeline = (order: Pick<Order, "events" | "refundSteps">): ReadonlyArray<TimelineEvent> =>
  withRefundSteps<TimelineEvent, RefundStep>(order.events, order.refundSteps)

/**
 * How an order's payment stands: a cancelled order that was paid says that its refund is still due.
 * In the spec's English without `t` (the back office's lists), else in the page's language.
 */
export const paymentText = (order: Pick<Order, "Status" | "PaymentStatus">, t?: OrdersTranslate): string => {
  const status = t === undefined ? order.PaymentStatus : t(`orders.payment.${order.PaymentStatus}`)
  if (!isRefundDue(order)) return status
  return t === undefined ? `${status}, refund due` : t("orders.paymentRefundDue", { status })
}

/** An order's payment mode in the page's language (the stored value is the spec's). */
export const paymentModeText = (order: Pick<Order, "PaymentMode">, t: OrdersTranslate): string => t(`orders.mode.${order.PaymentMode}`)

/** The compiled English of a message without arguments: a listed reason's words as the event keeps them. */
const englishOf = (key: OrdersKey): string | undefined => {
  const message = ordersTexts.english[key]
  return typeof message === "string" ? message : message.every((part) => typeof part === "string") ? message.join("") : undefined
}

/** A return's reasons, as the event of its request keeps them (RETURN_REASON_TEXT, held equal to these by a test). */
const RETURN_REASON_KEYS: ReadonlyArray<OrdersKey> = (Object.keys(ordersTexts.english) as ReadonlyArray<OrdersKey>)
  .filter((key) => key.startsWith("orders.returnReason."))

/** A reason the shopper chose from a list, in the page's words; any other reason (the shop's own words) as written. */
const reasonWords = (reason: string, t: OrdersTranslate, language: Language): string => {
  if (language === "en") return reason
  if (Object.hasOwn(CANCEL_REASON_KEY, reason)) return t(CANCEL_REASON_KEY[reason as CustomerCancelReason])
  const key = RETURN_REASON_KEYS.find((listed) => englishOf(listed) === reason)
  return key === undefined ? reason : t(key)
}

/**
 * A refund's note in Hindi from the event's own figures (the ledger's entries, issue 39), as its SMS
 * says it. An admin's refund also carries the shop's note after the parts (refundText): kept as written.
 */
const refundNoteHi = (event: OrderEvent, t: OrdersTranslate): string | undefined => {
  const parts = refundedPartsOf(event)
  if (parts === undefined) return undefined
  const said = t("orders.refundedTo", { parts: refundPartsHi(parts) })
  const partsInEnglish = refundText({ ...parts, reason: "" })
  const note = event.reason?.startsWith(partsInEnglish) === true ? event.reason.slice(partsInEnglish.length).trim() : ""
  return note === "" ? said : `${said}: ${note}`
}

/** The note an event carries: a cancellation's is the reason the customer is given (issue 16). */
const noteOf = (event: TimelineEvent, t: OrdersTranslate, language: Language): string | null => {
  if ("amount" in event) return `${formatRupees(event.amount)}${event.reason === undefined ? "" : `: ${event.reason}`}`
  if (event.reason === undefined || event.reason.trim() === "") return null
  if (language !== "en" && event._tag === "order.refunded") {
    const refunded = refundNoteHi(event, t)
    if (refunded !== undefined) return refunded
  }
  const reason = reasonWords(event.reason, t, language)
  return event._tag === "order.cancelled" || event._tag === "return.rejected" ? t("orders.reasonNote", { reason }) : reason
}

/** The order's event stream as a timeline, oldest first. */
export function Timeline({ events, label }: { readonly events: ReadonlyArray<TimelineEvent>; readonly label?: string }) {
  const { t, language } = useTexts(ordersTexts)
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5" aria-label={label ?? t("orders.timeline")}>
      {events.map((event, index) => {
        const note = noteOf(event, t, language)
        return (
          <li key={index} className="relative">
            <span className={`absolute -left-[27px] top-1 h-3 w-3 rounded-full ${event._tag === "order.cancelled" || event._tag === "payment.failed" || event._tag === "return.rejected" || event._tag === "refund.failed" ? "bg-red-500" : "bg-emerald-500"}`} aria-hidden="true" />
            <p className="break-words font-medium">{t(`orders.event.${event._tag}`)} {event._tag === "order.cancelled" && <span className="font-normal text-slate-500">{event.by === "system" ? "" : t(`orders.by.${event.by}`)}</span>}</p>
            <p className="text-xs text-slate-500">{formatWhen(event.at, language)}</p>
            {note !== null && <p className="break-words text-sm text-slate-600">{note}</p>}
          </li>
        )
      })}
    </ol>
  )
}

/** One order in a list: number, date, amount, payment and status, linking to its tracking page. */
export function OrderRow({ order, extra }: { readonly order: Order; readonly extra?: ReactNode }) {
  const { t, language } = useTexts(ordersTexts)
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <Link to="/order-tracking/$orderId" params={{ orderId: order.orderid }} className="font-semibold text-orange-700 hover:underline">{order.orderid}</Link>
      <span className="text-slate-500">{formatWhen(order.createdAt, language)}</span>
      <span className="text-slate-600">{t("orders.units", { count: units })}</span>
      <span className="font-semibold">{formatRupees(order.Netpayable)}</span>
      <span className="text-slate-500">{paymentModeText(order, t)} · {paymentText(order, t)}</span>
      <InvoiceButton order={order} compact />
      <span className="ml-auto"><StatusBadge order={order} /></span>
      {extra}
    </li>
  )
}

/** The day an order on its way was promised for (issue 19 item 2), where it has one. */
export function ArrivingBy({ order, className = "" }: { readonly order: Pick<Order, "Status" | "promisedDate">; readonly className?: string }) {
  const { t, language } = useTexts(ordersTexts)
  // The domain decides which day an order's arrival is said for (the SMS say the same day).
  const date = arrivalDate(order)
  if (date === undefined) return null
  return <p className={`font-semibold text-emerald-800 ${className}`}>{t("orders.arrivingBy", { date: formatPromisedDate(date, language) })}</p>
}
