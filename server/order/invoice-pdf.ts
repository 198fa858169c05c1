import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"
import { Effect } from "effect"
import { GST_STATE_CODES, type InvoiceRow, SELLER } from "#domain/gst.ts"
import { type Bilingual, INVOICE_LABELS as L } from "#domain/invoice-labels.ts"
import { formatAmount } from "#domain/money.ts"
import { STATUS_TEXT } from "#domain/order.ts"
import type { CreditNoteDocument, InvoiceDocument } from "./invoice.ts"

// The tax invoice as a PDF (PDFKit). Text is set in Noto Sans Devanagari, embedded as a subset: it
// has Latin, the rupee sign and Devanagari (shaped, so an address written in Hindi prints as
// written), which the PDF standard fonts have neither of. Measured per document: the full Noto Sans
// (630 KB, every script) took about 110 ms a weight to embed, this one (220 KB) about 35 ms. PDFKit
// and the fonts are loaded with the first invoice, not at start, and the fonts' bytes are read once.
// Issue 39 (ADR 064): a GST invoice is bilingual, each label in English with its Hindi in a smaller
// line beneath (domain/invoice-labels.ts); the English lines read as they always did.

const require = createRequire(import.meta.url)
const FONT_DIR = dirname(require.resolve("@expo-google-fonts/noto-sans-devanagari"))
const FONT_FILES = {
  regular: join(FONT_DIR, "400Regular", "NotoSansDevanagari_400Regular.ttf"),
  bold: join(FONT_DIR, "700Bold", "NotoSansDevanagari_700Bold.ttf")
} as const
let fontBytes: { readonly regular: Buffer; readonly bold: Buffer } | undefined
const fonts = () => (fontBytes ??= { regular: readFileSync(FONT_FILES.regular), bold: readFileSync(FONT_FILES.bold) })

/** What an invoice's PDF shows that can still change after it is issued: a kept copy is for one such key. */
export const pdfKeyOf = (document: Pick<InvoiceDocument, "Status" | "PaymentStatus">): string =>
  `${document.Status === 0 ? "cancelled" : "live"}|${document.PaymentStatus}`

const MARGIN = 36
const A4 = { width: 595.28, height: 841.89 }
const INK = "#0f172a"
const MUTED = "#475569"
const RULE = "#cbd5e1"

const inIndia = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", day: "2-digit", month: "short", year: "numeric" })
const day = (at: Date) => inIndia.format(at)

const paymentText = (document: InvoiceDocument): string => {
  if (document.PaymentStatus === "Refunded") return `${document.PaymentMode}, refunded`
  if (document.PaymentMode === "Online") return document.PaymentStatus === "Paid" ? "Paid online" : "Online"
  return document.PaymentStatus === "Paid" ? "Cash on Delivery, paid" : "Cash on Delivery"
}

const wordsOf = Effect.promise(async () => {
  const { ToWords } = await import("to-words")
  const toWords = new ToWords({ localeCode: "en-IN", converterOptions: { currency: true } })
  return (rupees: number) => toWords.convert(rupees)
})

/** A label's English, and its Hindi when it has one of its own (a bare abbreviation has none). */
type Label = Bilingual | { readonly en: string; readonly hi?: undefined }

interface Column {
  readonly heading: Label
  readonly width: number
  readonly align: "left" | "right"
  readonly cell: (row: InvoiceRow, index: number) => string
}

const columnsFor = (intra: boolean): ReadonlyArray<Column> => {
  const money = (heading: Label, width: number, value: (row: InvoiceRow) => number): Column =>
    ({ heading, width, align: "right", cell: (row) => formatAmount(value(row)) })
  const taxColumns = intra
    ? [money({ en: "CGST ₹" }, 44, (r) => r.cgst), money({ en: "SGST ₹" }, 44, (r) => r.sgst)]
    : [money({ en: "IGST ₹" }, 50, (r) => r.igst)]
  const fixed = 18 + 46 + 26 + 52 + 44 + 54 + 32 + 56
  const taxWidth = taxColumns.reduce((sum, c) => sum + c.width, 0)
  return [
    { heading: { en: "#" }, width: 18, align: "left", cell: (_row, index) => String(index + 1) },
    {
      heading: L.description,
      width: A4.width - 2 * MARGIN - fixed - taxWidth,
      align: "left",
      cell: (row) => (row.quantity > 1 ? `${row.description}\n₹${formatAmount(row.unitPrice)} each` : row.description)
    },
    { heading: { en: "HSN/SAC" }, width: 46, align: "left", cell: (row) => row.hsn },
    { heading: L.quantity, width: 26, align: "right", cell: (row) => String(row.quantity) },
    money(L.value, 52, (r) => r.gross),
    money(L.discount, 44, (r) => r.discount),
    money(L.taxable, 54, (r) => r.taxableValue),
    { heading: { en: "GST" }, width: 32, align: "right", cell: (row) => `${row.gstRate}%` },
    ...taxColumns,
    money(L.total, 56, (r) => r.total)
  ]
}

/**
 * What sets a tax document apart: an invoice, or a credit note that cancels one (issue 33). Both
 * show the invoice's rows and totals; the credit note under its own title, number and date.
 */
interface DocumentFace {
  readonly title: Bilingual
  readonly number: string
  readonly facts: ReadonlyArray<readonly [Bilingual, string]>
  /** The summary's line for the document's value, and the lines after it (payments). */
  readonly valueLabel: Bilingual
  readonly after: ReadonlyArray<readonly [Label, number, boolean]>
  readonly notes: ReadonlyArray<string>
  readonly subject: string
}

const invoiceFace = (document: InvoiceDocument): DocumentFace => ({
  title: L.taxInvoice,
  number: document.number,
  facts: [
    [L.invoiceNumber, document.number],
    [L.invoiceDate, day(document.issuedAt)],
    [L.order, document.orderid],
    [L.orderDate, day(document.orderedAt)],
    [L.payment, paymentText(document)],
    [L.placeOfSupply, `${document.invoice.placeOfSupply} (${GST_STATE_CODES[document.invoice.placeOfSupply]})`]
  ],
  valueLabel: L.invoiceValue,
  after: [
    ...(document.invoice.wallet > 0 ? [[L.paidFromWallet, -document.invoice.wallet, false] as const] : []),
    [L.netpayable, document.invoice.amountPayable, true]
  ],
  notes: [
    "Prices include GST. Tax is not payable under reverse charge.",
    ...(document.Status === 0 ? [`This order is ${STATUS_TEXT[0].toLowerCase()}: its credit note, downloadable beside this invoice, cancels this invoice.`] : []),
    "This is a computer-generated invoice and needs no signature."
  ],
  subject: `Order ${document.orderid}`
})

const creditNoteFace = (note: CreditNoteDocument): DocumentFace => ({
  title: L.creditNote,
  number: note.number,
  facts: [
    [L.creditNoteNumber, note.number],
    [L.creditNoteDate, day(note.issuedAt)],
    [L.againstInvoice, `${note.invoice.number} of ${day(note.invoice.issuedAt)}`],
    [L.order, note.invoice.orderid],
    [L.reason, "Order cancelled"],
    [L.placeOfSupply, `${note.invoice.invoice.placeOfSupply} (${GST_STATE_CODES[note.invoice.invoice.placeOfSupply]})`]
  ],
  valueLabel: L.creditNoteValue,
  after: [],
  notes: [
    `This credit note cancels invoice ${note.invoice.number} in full: the order was cancelled before it was delivered.`,
    "Whatever was paid for the order is refunded as the order shows it. Tax is not payable under reverse charge.",
    "This is a computer-generated credit note and needs no signature."
  ],
  subject: `Credit note for order ${note.invoice.orderid}`
})

/** The invoice as PDF bytes. */
export const invoicePdf = (document: InvoiceDocument) => drawPdf(document, invoiceFace(document))

/** A credit note as PDF bytes (issue 33): the invoice it cancels, under its own title and number. */
export const creditNotePdf = (note: CreditNoteDocument) => drawPdf(note.invoice, creditNoteFace(note))

const drawPdf = (document: InvoiceDocument, face: DocumentFace) =>
  Effect.gen(function* () {
    const { default: PDFDocument } = yield* Effect.promise(() => import("pdfkit"))
    const words = yield* wordsOf
    return yield* Effect.async<Uint8Array>((resume) => {
      const { invoice, address } = document
      const intra = invoice.supply === "intra-state"
      const pdf = new PDFDocument({
        size: "A4",
        margin: MARGIN,
        bufferPages: true,
        info: { Title: `${face.title.en} ${face.number}`, Author: SELLER.legalName, Subject: face.subject }
      })
      const chunks: Array<Buffer> = []
      pdf.on("data", (chunk: Buffer) => chunks.push(chunk))
      pdf.on("end", () => resume(Effect.succeed(new Uint8Array(Buffer.concat(chunks)))))
      pdf.registerFont("regular", fonts().regular)
      pdf.registerFont("bold", fonts().bold)
      const right = A4.width - MARGIN
      const width = right - MARGIN
      // A label's Hindi: marked with its text (ActualText), so a reader that copies or searches it
      // gets the words, not the shaped glyphs' order (a vowel sign drawn before its consonant).
      const hindi = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) => {
        pdf.markContent("Span", { actual: text, lang: "hi-IN" })
        pdf.text(text, x, y, { ...options, lineBreak: false })
        pdf.endMarkedContent()
      }

      // The seller and the document.
      pdf.fillColor(INK).font("bold").fontSize(13).text(SELLER.legalName, MARGIN, MARGIN, { width: 300 })
      pdf.font("regular").fontSize(8.5).fillColor(MUTED)
      for (const line of SELLER.address) pdf.text(line, { width: 300 })
      pdf.text(`GSTIN: ${SELLER.gstin}   PAN: ${SELLER.pan}`, { width: 300 })
      pdf.fillColor(INK).font("bold").fontSize(17).text(face.title.en, MARGIN, MARGIN, { width, align: "right" })
      pdf.fontSize(11)
      hindi(face.title.hi, MARGIN, MARGIN + 24, { width, align: "right" })
      pdf.font("regular").fontSize(8).fillColor(MUTED).text(L.original.en, MARGIN, MARGIN + 43, { width, align: "right" })
      pdf.fontSize(6.5)
      hindi(L.original.hi, MARGIN, MARGIN + 55, { width, align: "right" })

      const facts = face.facts
      let y = MARGIN + 78
      pdf.moveTo(MARGIN, y - 8).lineTo(right, y - 8).strokeColor(RULE).lineWidth(0.75).stroke()
      const factsTop = y
      for (const [label, value] of facts) {
        pdf.font("regular").fontSize(8.5).fillColor(MUTED).text(label.en, MARGIN, y, { width: 92 })
        pdf.font("bold").fillColor(INK).text(value, MARGIN + 94, y, { width: 180 })
        pdf.font("regular").fontSize(7).fillColor(MUTED)
        hindi(label.hi, MARGIN, y + 11, { width: 92 })
        y += 22
      }
      // Bill to and ship to are one for a shopper buying for themself.
      let addressY = factsTop
      pdf.font("regular").fontSize(8.5).fillColor(MUTED).text(L.billTo.en, MARGIN + 280, addressY, { width: width - 280 })
      pdf.fontSize(7)
      hindi(L.billTo.hi, MARGIN + 280, addressY + 11, { width: width - 280 })
      addressY += 22
      const addressLines = [
        [address.HNo, address.StreetDet].join(", "),
        address.LandMark === "" ? undefined : address.LandMark,
        [address.AreaDet, address.City].join(", "),
        `${address.State} ${address.Pincode}`,
        `Mobile: ${address.Mobile}`
      ].filter((line): line is string => line !== undefined)
      pdf.font("bold").fontSize(8.5).fillColor(INK).text(address.Name, MARGIN + 280, addressY, { width: width - 280 })
      pdf.font("regular")
      for (const line of addressLines) pdf.text(line, { width: width - 280 })
      y = Math.max(y, pdf.y) + 12

      // The rows, over as many pages as they need, the headings repeated on each.
      const columns = columnsFor(intra)
      const pageBottom = A4.height - MARGIN - 24
      const heading = () => {
        pdf.rect(MARGIN, y, width, 27).fill("#f1f5f9")
        let x = MARGIN
        pdf.font("bold").fontSize(7.5).fillColor(INK)
        for (const column of columns) {
          pdf.text(column.heading.en, x + 2, y + 4, { width: column.width - 4, align: column.align, lineBreak: false })
          x += column.width
        }
        // The Hindi headings after the English ones, so the English row reads as one line.
        x = MARGIN
        pdf.font("regular").fontSize(6).fillColor(MUTED)
        for (const column of columns) {
          if (column.heading.hi !== undefined) hindi(column.heading.hi, x + 2, y + 15, { width: column.width - 4, align: column.align })
          x += column.width
        }
        y += 29
      }
      heading()
      invoice.rows.forEach((row, index) => {
        pdf.font("regular").fontSize(7.5)
        const cells = columns.map((column) => column.cell(row, index))
        const height = Math.max(...cells.map((text, i) => pdf.heightOfString(text, { width: columns[i]!.width - 4 }))) + 6
        if (y + height > pageBottom) {
          pdf.addPage()
          y = MARGIN
          heading()
          pdf.font("regular").fontSize(7.5)
        }
        let x = MARGIN
        pdf.fillColor(INK)
        cells.forEach((text, i) => {
          pdf.text(text, x + 2, y + 2, { width: columns[i]!.width - 4, align: columns[i]!.align })
          x += columns[i]!.width
        })
        y += height
        pdf.moveTo(MARGIN, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.5).stroke()
      })

      // The totals: the order's §9 figures, the tax taken out of them.
      const t = invoice.totals
      const summary: ReadonlyArray<readonly [Label, number, boolean]> = [
        // Issue 33: in words, not the field's name ("Total value (TotalAmount)").
        [L.totalValue, t.gross, false],
        ...(t.discount > 0 ? [[{ en: `${L.coupon.en}${document.couponCode === null ? "" : ` ${document.couponCode}`}`, hi: L.coupon.hi }, -t.discount, false] as const] : []),
        [L.taxableValue, t.taxableValue, false],
        ...(intra ? [[L.cgst, t.cgst, false] as const, [L.sgst, t.sgst, false] as const] : [[L.igst, t.igst, false] as const]),
        [face.valueLabel, t.total, true],
        ...face.after
      ]
      const summaryHeight = summary.length * 23 + 40
      if (y + 12 + summaryHeight > pageBottom) {
        pdf.addPage()
        y = MARGIN
      }
      y += 12
      for (const [label, amount, strong] of summary) {
        pdf.font(strong ? "bold" : "regular").fontSize(9).fillColor(INK)
        pdf.text(label.en, right - 260, y, { width: 160 })
        pdf.text(`${amount < 0 ? "− " : ""}₹${formatAmount(Math.abs(amount))}`, right - 100, y, { width: 100, align: "right" })
        if (label.hi !== undefined) {
          pdf.font("regular").fontSize(7).fillColor(MUTED)
          hindi(label.hi, right - 260, y + 12, { width: 160 })
        }
        y += label.hi === undefined ? 14 : 23
      }
      pdf.font("regular").fontSize(8.5).fillColor(MUTED)
      pdf.text(`${face.valueLabel.en.replace(" (incl. GST)", "")} in words: ${words(t.total)}`, MARGIN, y + 6, { width })
      pdf.moveDown(0.6)
      for (const note of face.notes) pdf.text(note, { width })

      // Page numbers, once every page is laid out.
      const range = pdf.bufferedPageRange()
      for (let page = 0; page < range.count; page++) {
        pdf.switchToPage(range.start + page)
        pdf.page.margins.bottom = 0 // the footer sits in the margin; no new page for it
        pdf.font("regular").fontSize(7.5).fillColor(MUTED)
          .text(`${face.number} · page ${page + 1} of ${range.count}`, MARGIN, A4.height - MARGIN - 10, { width, align: "right", lineBreak: false })
      }
      pdf.end()
    })
  })
