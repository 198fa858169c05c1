import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import {
  CREDIT_NOTE_REFUSALS, creditNoteRefusal, financialYearOf, formatCreditNoteNumber, formatInvoiceNumber, type GstRate, type InvoiceAmounts,
  INVOICE_REFUSALS, type Invoice, invoiceOf, invoiceRefusal
} from "#domain/gst.ts"
import { InvoiceNotAvailable } from "#domain/http/errors.ts"
import { type Address, formatOrderId, type OrderStatus, type PaymentMode, type PaymentStatus } from "#domain/order.ts"

// An order's tax invoice (issue 19 item 6): numbered when it is first asked for, from its financial
// year's series, and drawn from the order's own snapshot (its lines' prices and tax classes, its
// address, its §9 figures), so downloading it again gives the same document.

/** Everything an invoice document shows. */
export interface InvoiceDocument {
  readonly number: string
  readonly issuedAt: Date
  readonly orderid: string
  readonly orderedAt: Date
  readonly address: Address
  readonly PaymentMode: PaymentMode
  readonly PaymentStatus: PaymentStatus
  readonly Status: OrderStatus
  readonly couponCode: string | null
  readonly invoice: Invoice
  /** The PDF drawn before, and what it was drawn for (invoice-pdf.ts pdfKeyOf); null until drawn. */
  readonly kept: { readonly pdf: Uint8Array; readonly key: string } | null
}

interface OrderRow extends InvoiceAmounts {
  readonly number: number
  readonly address: Address
  readonly status: OrderStatus
  readonly paymentMode: PaymentMode
  readonly paymentStatus: PaymentStatus
  readonly createdAt: Date
  readonly couponCode: string | null
  readonly invoiceNumber: string | null
  readonly issuedAt: Date | null
  readonly pdf: Uint8Array | null
  readonly pdfKey: string | null
}

interface LineRow {
  readonly productName: string
  readonly packName: string
  readonly optionName: string
  readonly hsn: string
  readonly gstRate: GstRate
  readonly price: number
  readonly quantity: number
}

/**
 * The invoice of order `orderId` (the caller has checked who may see it), issued now if it has none:
 * an order awaiting its online payment has none yet, and one cancelled before it was invoiced never
 * will. The order's row is locked while its number is taken, so two first downloads make one invoice;
 * the series row is taken in the same transaction, so an invoice that is not written leaves no gap.
 */
export const invoiceDocument = (orderId: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    // The order's row is locked by a statement of its own, then read with its invoice by the next:
    // on PostgreSQL (read committed) a statement that waited for the lock sees the locked row as
    // the other download left it but the rows it joins as they were when it began, so one statement
    // would miss the invoice the other download had just written (found by the suite on PostgreSQL).
    yield* sql`SELECT 1 FROM orders WHERE id = ${orderId} FOR UPDATE`
    const [order] = yield* sql<OrderRow>`
      SELECT o.number::int AS number, o.address, o.status::int AS status, o.payment_mode AS "paymentMode",
        o.payment_status AS "paymentStatus", o.created_at AS "createdAt", o.coupon_code AS "couponCode",
        o.total_price::float8 AS "TotalPrice", o.small_cart_fee::float8 AS "SmallCartFee", o.handling_fee::float8 AS "HandllingFee",
        o.rain_fee::float8 AS "RainFee", o.delivery_charge::float8 AS "DeliveryCharge", o.total_amount::float8 AS "TotalAmount",
        o.wallet::float8 AS wallet, o.coupon::float8 AS coupon, o.netpayable::float8 AS "Netpayable",
        i.number AS "invoiceNumber", i.issued_at AS "issuedAt", i.pdf, i.pdf_key AS "pdfKey"
      FROM orders o LEFT JOIN invoices i ON i.order_id = o.id
      WHERE o.id = ${orderId}`
    if (order === undefined) return Option.none<InvoiceDocument>()
    let number = order.invoiceNumber
    let issuedAt = order.issuedAt === null ? null : new Date(order.issuedAt)
    if (number === null || issuedAt === null) {
      const refusal = invoiceRefusal({ Status: order.status, PaymentMode: order.paymentMode, PaymentStatus: order.paymentStatus })
      if (refusal !== undefined) return yield* new InvoiceNotAvailable({ message: INVOICE_REFUSALS[refusal] })
      issuedAt = new Date(yield* Clock.currentTimeMillis)
      const year = financialYearOf(issuedAt)
      const [series] = yield* sql<{ serial: number }>`
        INSERT INTO invoice_series (financial_year, last_serial) VALUES (${year}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_serial = invoice_series.last_serial + 1
        RETURNING last_serial AS serial`
      number = formatInvoiceNumber(year, series!.serial)
      yield* sql`
        INSERT INTO invoices (order_id, number, financial_year, serial, issued_at)
        VALUES (${orderId}, ${number}, ${year}, ${series!.serial}, ${issuedAt})`
    }
    const lines = yield* sql<LineRow>`
      SELECT product_name AS "productName", pack_name AS "packName", option_name AS "optionName", hsn,
        gst_rate::float8 AS "gstRate", price::float8 AS price, quantity
      FROM order_lines WHERE order_id = ${orderId} ORDER BY position`
    const invoice = invoiceOf({
      lines: lines.map((line) => ({
        description: `${line.productName} (${line.packName} / ${line.optionName})`,
        hsn: line.hsn,
        gstRate: line.gstRate,
        price: line.price,
        quantity: line.quantity
      })),
      amounts: order,
      deliveryState: order.address.State
    })
    return Option.some<InvoiceDocument>({
      number,
      issuedAt,
      orderid: formatOrderId(order.number),
      orderedAt: new Date(order.createdAt),
      address: order.address,
      PaymentMode: order.paymentMode,
      PaymentStatus: order.paymentStatus,
      Status: order.status,
      couponCode: order.couponCode,
      invoice,
      kept: order.pdf === null || order.pdfKey === null ? null : { pdf: new Uint8Array(order.pdf), key: order.pdfKey }
    })
  })))

/**
 * Issue 33: the credit note of a cancelled order whose invoice was issued, issued now if it has
 * none. It cancels the invoice in full: the same rows and totals, under its own number (the credit
 * notes' series of its financial year, taken with the order's row locked, as an invoice's is) and
 * date, naming the invoice it cancels. An order not cancelled, or cancelled before it was invoiced,
 * has none (InvoiceNotAvailable with the sentence why).
 */
export const creditNoteDocument = (orderId: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* sql`SELECT 1 FROM orders WHERE id = ${orderId} FOR UPDATE`
    const [found] = yield* sql<{ status: OrderStatus; invoiceNumber: string | null; number: string | null; issuedAt: Date | null; pdf: Uint8Array | null }>`
      SELECT o.status::int AS status, i.number AS "invoiceNumber", c.number, c.issued_at AS "issuedAt", c.pdf
      FROM orders o LEFT JOIN invoices i ON i.order_id = o.id LEFT JOIN credit_notes c ON c.order_id = o.id
      WHERE o.id = ${orderId}`
    if (found === undefined) return Option.none<CreditNoteDocument>()
    const refusal = creditNoteRefusal({ Status: found.status, ...(found.invoiceNumber === null ? {} : { invoiceNumber: found.invoiceNumber }) })
    if (refusal !== undefined) return yield* new InvoiceNotAvailable({ message: CREDIT_NOTE_REFUSALS[refusal] })
    let number = found.number
    let issuedAt = found.issuedAt === null ? null : new Date(found.issuedAt)
    if (number === null || issuedAt === null) {
      issuedAt = new Date(yield* Clock.currentTimeMillis)
      const year = financialYearOf(issuedAt)
      const [series] = yield* sql<{ serial: number }>`
        INSERT INTO credit_note_series (financial_year, last_serial) VALUES (${year}, 1)
        ON CONFLICT (financial_year) DO UPDATE SET last_serial = credit_note_series.last_serial + 1
        RETURNING last_serial AS serial`
      number = formatCreditNoteNumber(year, series!.serial)
      yield* sql`
        INSERT INTO credit_notes (order_id, number, financial_year, serial, issued_at)
        VALUES (${orderId}, ${number}, ${year}, ${series!.serial}, ${issuedAt})`
    }
    // The invoice it cancels, as its own download draws it (already issued: this takes no number).
    const invoice = Option.getOrThrow(yield* invoiceDocument(orderId))
    return Option.some<CreditNoteDocument>({
      number,
      issuedAt,
      invoice,
      kept: found.pdf === null ? null : new Uint8Array(found.pdf)
    })
  })))

/** A credit note: its own number and date, and the invoice it cancels in full. */
export interface CreditNoteDocument {
  readonly number: string
  readonly issuedAt: Date
  readonly invoice: InvoiceDocument
  /** The PDF drawn before; a credit note shows nothing that changes later. */
  readonly kept: Uint8Array | null
}

/** Keeps a credit note's drawn PDF for the next download (migration 0039). */
export const keepCreditNotePdf = (orderId: Id, pdf: Uint8Array) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE credit_notes SET pdf = ${pdf} WHERE order_id = ${orderId}`)

/** Keeps an invoice's drawn PDF for the next download (migration 0019). */
export const keepInvoicePdf = (orderId: Id, pdf: Uint8Array, key: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE invoices SET pdf = ${pdf}, pdf_key = ${key} WHERE order_id = ${orderId}`)
