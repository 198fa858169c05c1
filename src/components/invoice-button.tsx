import { Effect } from "effect"
import { creditNoteRefusal, hasInvoiceToShow } from "#domain/gst.ts"
import type { Order } from "#domain/order.ts"
import { featureCall, OrderApi } from "../app/api-tags.ts"
import { useCall } from "../app/use-call.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { ordersTexts } from "../i18n/texts/orders.ts"
import { useFailureSentence } from "./failure-sentence.ts"

/** Hands bytes to the browser as a file to save, under `fileName`. */
export const saveFile = (bytes: Uint8Array, fileName: string, type: string, doc: Document = document): void => {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }))
  const link = doc.createElement("a")
  link.href = url
  link.download = fileName
  link.rel = "noopener"
  doc.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * An order's GST invoice to download (issue 19 item 6), for orders that have one (the domain's
 * invoiceRefusal: not while an online payment is awaited, not for an order cancelled before it;
 * one issued stays the order's), and, for a cancelled order whose invoice was issued, the credit
 * note that cancels it (issue 33). Fetched through the order service, so a failure is a sentence
 * beside the buttons, never a saved error body.
 */
export function InvoiceButton({ order, compact = false }: {
  readonly order: Pick<Order, "orderid" | "Status" | "PaymentMode" | "PaymentStatus" | "invoiceNumber">
  readonly compact?: boolean
}) {
  const call = useCall()
  const { t } = useTexts(ordersTexts)
  const problem = useFailureSentence(call.failure)
  const invoice = hasInvoiceToShow(order)
  const creditNote = creditNoteRefusal(order) === undefined
  if (!invoice && !creditNote) return null
  const download = () =>
    call.run("invoice", t("orders.invoiceDownloaded"), featureCall(OrderApi)((api) => api.invoice(order.orderid)).pipe(
      Effect.tap((bytes) => Effect.sync(() => saveFile(bytes, `Invoice-${order.orderid}.pdf`, "application/pdf")))
    ))
  const downloadCreditNote = () =>
    call.run("creditNote", t("orders.creditNoteDownloaded"), featureCall(OrderApi)((api) => api.creditNote(order.orderid)).pipe(
      Effect.tap((bytes) => Effect.sync(() => saveFile(bytes, `Credit-note-${order.orderid}.pdf`, "application/pdf")))
    ))
  const buttonClass = compact
    ? "rounded text-sm font-semibold text-orange-700 underline-offset-2 hover:underline disabled:text-slate-400"
    : "rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-400"
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {invoice && (
        <button
          type="button"
          onClick={download}
          disabled={call.running}
          aria-label={compact ? t("orders.downloadInvoiceOf", { orderid: order.orderid }) : undefined}
          className={buttonClass}
        >
          {call.busy("invoice") ? t("orders.preparingInvoice") : compact ? t("orders.invoice") : t("orders.downloadInvoice")}
        </button>
      )}
      {creditNote && (
        <button
          type="button"
          onClick={downloadCreditNote}
          disabled={call.running}
          aria-label={compact ? t("orders.downloadCreditNoteOf", { orderid: order.orderid }) : undefined}
          className={buttonClass}
        >
          {call.busy("creditNote") ? t("orders.preparingCreditNote") : compact ? t("orders.creditNote") : t("orders.downloadCreditNote")}
        </button>
      )}
      <span aria-live="polite" className="text-sm">
        {problem !== null
          ? <span className="text-red-700">{problem}</span>
          : call.done !== null && <span className="text-emerald-700">{call.done}</span>}
      </span>
    </span>
  )
}
