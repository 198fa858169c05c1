import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatCreditNoteNumber, formatInvoiceNumber, financialYearOf, SELLER } from "#domain/gst.ts"
import { formatAmount } from "#domain/money.ts"
import { insertAddress } from "#server/client/client.repo.ts"
import { call, HOME, lineOf, order, orderOf, type SellableOption, sellableOptions, setWallet, shopper, type Shopper } from "#tests/support/orders.ts"
import { pdfText } from "#tests/support/pdf-text.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 19 item 6: every confirmed order has a GST tax invoice as a PDF, numbered from its financial
// year's series on the first download, downloadable only by its customer or an admin, whose totals
// are the order's §9 figures.

let server: TestServer
let options: ReadonlyArray<SellableOption>

beforeAll(async () => {
  server = await startTestServer()
  options = await sellableOptions(server, 5)
})
afterAll(() => server?.close())

const download = (who: Shopper | undefined, orderid: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/api/v1/order/${orderid}/invoice`, { headers: { ...(who === undefined ? {} : { cookie: who.cookie }), ...headers } })

const invoiceRows = () =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ number: string; serial: number; orderId: string }>`
    SELECT number, serial, order_id AS "orderId" FROM invoices ORDER BY serial`))

/** A shopper whose only address is in `state` (a city and pincode of it). */
const shopperIn = async (place: { State: "Maharashtra"; City: string; Pincode: string }) => {
  const who = await shopper(server)
  const addressId = await server.run(Effect.map(insertAddress(who.clientId, { ...HOME, ...place }), Option.getOrThrow))
  return { ...who, addressId }
}

describe("GET order/{orderid}/invoice", () => {
  it("gives the customer a PDF whose totals are the order's figures, CGST and SGST within Karnataka", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[0]!, 2), lineOf(options[1]!)]))
    const answer = await download(asha, placed.orderid)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/pdf")
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="Invoice-${placed.orderid}.pdf"`)
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    const text = await pdfText(bytes)
    expect(text).toContain("Tax Invoice")
    expect(text).toContain(`GSTIN: ${SELLER.gstin}`)
    expect(text).toContain(placed.orderid)
    expect(text).toContain("Karnataka (29)")
    // Issue 33: its lines in words, never a field's name.
    expect(text).toContain(`Total value ₹${formatAmount(placed.TotalAmount)}`)
    expect(text).not.toContain("(TotalAmount)")
    expect(text).toContain(`Netpayable ₹${formatAmount(placed.Netpayable)}`)
    expect(text).toContain("CGST")
    expect(text).not.toContain("IGST")
    const [row] = (await invoiceRows()).filter((r) => r.orderId === placed._id)
    expect(row?.number).toMatch(/^BZ\/\d{2}-\d{2}\/\d{6}$/)
    expect(text).toContain(row!.number)
  })

  it("charges IGST to another state, and shows the coupon and the wallet as the order took them", async () => {
    const ravi = await shopperIn({ State: "Maharashtra", City: "Mumbai", Pincode: "400001" })
    await setWallet(server, ravi.clientId, 50)
    const placed = orderOf(await order(server, ravi, [lineOf(options[2]!, 3)], { couponCode: "WELCOME20", walletAmount: 50 }))
    expect(placed.coupon).toBeGreaterThan(0)
    expect(placed.wallet).toBe(50)
    const text = await pdfText(new Uint8Array(await (await download(ravi, placed.orderid)).arrayBuffer()))
    expect(text).toContain("Maharashtra (27)")
    expect(text).toContain("IGST")
    expect(text).not.toContain("CGST")
    expect(text).toContain(`Coupon WELCOME20 − ₹${formatAmount(placed.coupon)}`)
    expect(text).toContain(`Paid from wallet − ₹${formatAmount(50)}`)
    expect(text).toContain(`Invoice value (incl. GST) ₹${formatAmount(placed.TotalAmount - placed.coupon)}`)
    expect(text).toContain(`Netpayable ₹${formatAmount(placed.Netpayable)}`)
  })

  it("numbers invoices consecutively on their first download, and a second download keeps the number", async () => {
    const meena = await shopper(server)
    const first = orderOf(await order(server, meena, [lineOf(options[3]!)]))
    const second = orderOf(await order(server, meena, [lineOf(options[4]!)]))
    // Two downloads of one order at once make one invoice.
    const answers = await Promise.all([download(meena, second.orderid), download(meena, second.orderid), download(meena, first.orderid)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const rows = await invoiceRows()
    const mine = rows.filter((r) => r.orderId === first._id || r.orderId === second._id)
    expect(mine).toHaveLength(2)
    const serials = rows.map((r) => r.serial)
    expect(serials).toEqual(serials.map((_, i) => i + 1))
    const again = await pdfText(new Uint8Array(await (await download(meena, second.orderid)).arrayBuffer()))
    expect(again).toContain(mine.find((r) => r.orderId === second._id)!.number)
    expect(await invoiceRows()).toHaveLength(rows.length)
    expect(rows.at(-1)!.number).toBe(formatInvoiceNumber(financialYearOf(new Date()), rows.length))
  })

  it("serves a second download from the kept copy, and draws it again once the order is cancelled", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[4]!)]))
    const first = new Uint8Array(await (await download(asha, placed.orderid)).arrayBuffer())
    const kept = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ key: string }>`
      SELECT i.pdf_key AS key FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.id = ${placed._id} AND i.pdf IS NOT NULL`))
    expect(kept).toEqual([{ key: "live|Pending" }])
    // The kept copy is what a second download gets: marked in the database, the mark comes back.
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE invoices SET pdf = pdf || ${new TextEncoder().encode("KEPT")} WHERE order_id = ${placed._id}`))
    const second = new Uint8Array(await (await download(asha, placed.orderid)).arrayBuffer())
    expect(second.length).toBe(first.length + 4)
    expect(new TextDecoder().decode(second.slice(-4))).toBe("KEPT")
    expect((await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, { _tag: "cancel", orderid: placed.orderid })).status).toBe(200)
    const redrawn = await pdfText(new Uint8Array(await (await download(asha, placed.orderid)).arrayBuffer()))
    expect(redrawn).toContain("This order is cancelled: its credit note, downloadable beside this invoice, cancels this invoice.")
  })

  it("is only for the order's customer or an admin; another customer is told there is no such order", async () => {
    const owner = await shopper(server)
    const placed = orderOf(await order(server, owner, [lineOf(options[0]!)]))
    const stranger = await shopper(server)
    const refused = await download(stranger, placed.orderid)
    expect(refused.status).toBe(404)
    expect(await refused.json()).toMatchObject({ success: false, _tag: "OrderNotFound", message: `You have no order ${placed.orderid}.` })
    expect((await download(undefined, placed.orderid)).status).toBe(401)
    const admin = await shopper(server, "admin")
    const answer = await download(admin, placed.orderid)
    expect(answer.status).toBe(200)
    expect(await pdfText(new Uint8Array(await answer.arrayBuffer()))).toContain(placed.orderid)
  })

  it("is refused to another site's page, which could otherwise issue invoices with the shopper's cookie", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[1]!)]))
    const before = (await invoiceRows()).length
    const answer = await download(asha, placed.orderid, { "sec-fetch-site": "cross-site" })
    expect(answer.status).toBe(403)
    expect((await answer.json()).message).toBe("An invoice is downloaded from the shop's own pages: open your order in the shop.")
    expect(await invoiceRows()).toHaveLength(before)
  })

  it("has none for an order awaiting its online payment or cancelled before it was invoiced, and takes no number", async () => {
    const asha = await shopper(server)
    const cancelled = orderOf(await order(server, asha, [lineOf(options[2]!)]))
    const cancel = await call(server, "PUT", `/order/${cancelled.orderid}`, asha.cookie, { _tag: "cancel", orderid: cancelled.orderid })
    expect(cancel.status).toBe(200)
    const before = (await invoiceRows()).length
    const refused = await download(asha, cancelled.orderid)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ _tag: "InvoiceNotAvailable", message: "This order was cancelled before it was invoiced, so it has no tax invoice." })
    const online = await order(server, asha, [lineOf(options[3]!)], { PaymentMode: "Online" })
    expect(online.status).toBe(201)
    const unpaid = await download(asha, orderOf(online).orderid)
    expect(unpaid.status).toBe(409)
    expect((await unpaid.json()).message).toBe("The tax invoice is issued once the order is paid.")
    expect(await invoiceRows()).toHaveLength(before)
  })

  it("refuses a malformed order id with a sentence, not a 500", async () => {
    const asha = await shopper(server)
    const answer = await download(asha, "BZ-12")
    expect(answer.status).toBe(400)
    expect((await answer.json()).success).toBe(false)
  })
})

describe("GET order/{orderid}/credit-note (issue 33)", () => {
  const creditNote = (who: Shopper | undefined, orderid: string, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/v1/order/${orderid}/credit-note`, { headers: { ...(who === undefined ? {} : { cookie: who.cookie }), ...headers } })
  const creditNoteRows = () =>
    server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ number: string; orderId: string }>`
      SELECT number, order_id AS "orderId" FROM credit_notes ORDER BY serial`))

  it("cancels a cancelled order's invoice in full, numbered from its own series, and the order names its invoice", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(options[0]!, 2), lineOf(options[1]!)]))
    const invoiceText = await pdfText(new Uint8Array(await (await download(asha, placed.orderid)).arrayBuffer()))
    const [invoiceRow] = (await invoiceRows()).filter((r) => r.orderId === placed._id)
    // The order says its invoice was issued, so the browser keeps offering it once the order is cancelled.
    const issued = orderOf(await call(server, "GET", `/order/${placed.orderid}`, asha.cookie))
    expect((issued as unknown as { invoiceNumber?: string }).invoiceNumber).toBe(invoiceRow!.number)
    expect((await creditNote(asha, placed.orderid)).status).toBe(409)
    expect((await call(server, "PUT", `/order/${placed.orderid}`, asha.cookie, { _tag: "cancel", orderid: placed.orderid })).status).toBe(200)

    const answer = await creditNote(asha, placed.orderid)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/pdf")
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="Credit-note-${placed.orderid}.pdf"`)
    const text = await pdfText(new Uint8Array(await answer.arrayBuffer()))
    const [row] = (await creditNoteRows()).filter((r) => r.orderId === placed._id)
    expect(row!.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/)
    expect(text).toContain("Credit Note")
    expect(text).toContain(row!.number)
    expect(text).toContain(`This credit note cancels invoice ${invoiceRow!.number} in full`)
    expect(text).toContain(placed.orderid)
    // The same rows and value as the invoice it cancels.
    const value = `₹${formatAmount(placed.TotalAmount - placed.coupon)}`
    expect(invoiceText).toContain(`Invoice value (incl. GST) ${value}`)
    expect(text).toContain(`Credit note value (incl. GST) ${value}`)
    expect(text).toContain(`Total value ₹${formatAmount(placed.TotalAmount)}`)
    // A second download is the same note: no second number.
    const again = await pdfText(new Uint8Array(await (await creditNote(asha, placed.orderid)).arrayBuffer()))
    expect(again).toContain(row!.number)
    expect((await creditNoteRows()).filter((r) => r.orderId === placed._id)).toHaveLength(1)
    // The cancelled order still has its invoice.
    expect((await download(asha, placed.orderid)).status).toBe(200)
  })

  it("numbers credit notes consecutively within their year", async () => {
    const meena = await shopper(server)
    const orders = [orderOf(await order(server, meena, [lineOf(options[2]!)])), orderOf(await order(server, meena, [lineOf(options[3]!)]))]
    for (const placed of orders) {
      expect((await download(meena, placed.orderid)).status).toBe(200)
      expect((await call(server, "PUT", `/order/${placed.orderid}`, meena.cookie, { _tag: "cancel", orderid: placed.orderid })).status).toBe(200)
      expect((await creditNote(meena, placed.orderid)).status).toBe(200)
    }
    const rows = await creditNoteRows()
    expect(rows.map((r) => r.number)).toEqual(rows.map((_, i) => formatCreditNoteNumber(financialYearOf(new Date()), i + 1)))
  })

  it("has none for an order cancelled before it was invoiced, nor for another customer or another site", async () => {
    const asha = await shopper(server)
    const cancelled = orderOf(await order(server, asha, [lineOf(options[4]!)]))
    expect((await call(server, "PUT", `/order/${cancelled.orderid}`, asha.cookie, { _tag: "cancel", orderid: cancelled.orderid })).status).toBe(200)
    const refused = await creditNote(asha, cancelled.orderid)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ _tag: "InvoiceNotAvailable", message: "This order was cancelled before it was invoiced, so there is no invoice for a credit note to cancel." })
    const invoiced = orderOf(await order(server, asha, [lineOf(options[0]!)]))
    expect((await download(asha, invoiced.orderid)).status).toBe(200)
    expect((await call(server, "PUT", `/order/${invoiced.orderid}`, asha.cookie, { _tag: "cancel", orderid: invoiced.orderid })).status).toBe(200)
    const before = (await creditNoteRows()).length
    expect((await creditNote(await shopper(server), invoiced.orderid)).status).toBe(404)
    const crossSite = await creditNote(asha, invoiced.orderid, { "sec-fetch-site": "cross-site" })
    expect(crossSite.status).toBe(403)
    expect((await crossSite.json()).message).toBe("A credit note is downloaded from the shop's own pages: open your order in the shop.")
    expect(await creditNoteRows()).toHaveLength(before)
  })
})
