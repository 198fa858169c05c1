import { inflateSync } from "node:zlib"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { INVOICE_LABELS } from "#domain/invoice-labels.ts"
import { formatRupees } from "#domain/money.ts"
import { formatPromisedDate } from "#domain/delivery-words.ts"
import { PAYMENT_EXPIRED_SMS } from "#domain/sms-texts.ts"
import { sweepDueOrders } from "#server/order/payment-holds.ts"
import { PaymentGateway, TEST_GATEWAY } from "#server/payment/payment-gateway.ts"
import { SmsProvider } from "#server/sign-in/sms-provider.ts"
import { call, deliveredOrder, lineOf, order, orderOf, payOnline, type SellableOption, sellableOptions, setStock, shopper, type Shopper } from "#tests/support/orders.ts"
import { OTP_RULES } from "#server/sign-in/otp-rules.ts"
import { pdfText } from "#tests/support/pdf-text.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 39 (ADR 064): the customer's SMS speak the language of the page they acted from. The
// placing call, the sign-in code's request and the alert's request carry it; the order and the
// alert keep it, so every later SMS of the order (a status change, a cancellation, a return's step)
// speaks it too. A call without it is English, as before. The GST invoice and its credit note are
// bilingual: each label in English and, beneath it, in Hindi.

let server: TestServer
let options: ReadonlyArray<SellableOption>
let admin: Shopper
let next = 0

beforeAll(async () => {
  server = await startTestServer({ products: 120 })
  options = await sellableOptions(server, 5)
  admin = await shopper(server, "admin")
})
afterAll(() => server?.close())

const nextOption = () => options[next++]!

const query = <A extends object>(run: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, run))

/** The outbox's messages naming `orderid`, oldest first. */
const textsOf = (orderid: string) =>
  query((sql) => sql<{ message: string }>`SELECT message FROM sms_outbox WHERE message LIKE ${`%${orderid}%`} ORDER BY id`)
    .then((rows) => rows.map((row) => row.message))

const mobileOf = (who: Shopper) =>
  query((sql) => sql<{ mobile: string }>`SELECT mobile FROM clients WHERE id = ${who.clientId}`).then((rows) => rows[0]!.mobile)

/** The outbox's messages to the customer, oldest first. */
const textsTo = async (who: Shopper) => {
  const mobile = await mobileOf(who)
  return query((sql) => sql<{ message: string }>`SELECT message FROM sms_outbox WHERE recipient = ${mobile} ORDER BY id`).then((rows) => rows.map((row) => row.message))
}

const languageOf = (orderId: string) =>
  query((sql) => sql<{ language: string }>`SELECT language FROM orders WHERE id = ${orderId}`).then((rows) => rows[0]?.language)

describe("an order placed from a Hindi page", () => {
  it("is texted in Hindi when placed and at every later step; one placed without a language in English", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(nextOption())], { language: "hi" }))
    expect(await languageOf(placed._id)).toBe("hi")
    const received = `Bazaar: आपका ऑर्डर ${placed.orderid} (${formatRupees(placed.Netpayable)}, डिलीवरी पर भुगतान) मिल गया है।` +
      ` ${formatPromisedDate(placed.promisedDate!, "hi")} तक पहुँचेगा। 'मेरा खाता' में इसे ट्रैक करें।`
    // Sent beside the placing answer (issue 37 item 6).
    await expect.poll(() => textsOf(placed.orderid)).toEqual([received])
    expect((await call(server, "PUT", `/order/${placed.orderid}`, admin.cookie, { _tag: "status", orderid: placed.orderid, event: "order.processing" })).status).toBe(200)
    // The admin's own SMS of the order speaks the order's language too.
    expect((await call(server, "POST", "/admin/order-sendsms", admin.cookie, { orderid: placed.orderid })).status).toBe(200)
    const processing = received.replace("मिल गया है", "तैयार किया जा रहा है")
    expect(await textsOf(placed.orderid)).toEqual([received, processing, processing])

    const english = orderOf(await order(server, asha, [lineOf(nextOption())]))
    expect(await languageOf(english._id)).toBe("en")
    await expect.poll(() => textsOf(english.orderid)).toHaveLength(1)
    expect((await textsOf(english.orderid))[0]).toMatch(/^Bazaar: your order BZ-\d+ of ₹[\d,.]+ is Received \(pay on delivery\)\./)
  })

  it("is texted its cancellation in Hindi", async () => {
    const ravi = await shopper(server)
    const placed = orderOf(await order(server, ravi, [lineOf(nextOption())], { language: "hi" }))
    expect((await call(server, "PUT", `/order/${placed.orderid}`, ravi.cookie, { _tag: "cancel", orderid: placed.orderid })).status).toBe(200)
    await expect.poll(() => textsOf(placed.orderid)).toContain(`Bazaar: आपका ऑर्डर ${placed.orderid} रद्द कर दिया गया है।`)
    expect((await textsOf(placed.orderid)).join("\n")).not.toMatch(/your order/)
  })

  it("is texted where a paid order's money went back, in Hindi, from the ledger's own figures", async () => {
    const ravi = await shopper(server)
    const placed = orderOf(await order(server, ravi, [lineOf(nextOption())], { language: "hi", PaymentMode: "Online" }))
    await payOnline(server, ravi, placed)
    expect((await call(server, "PUT", `/order/${placed.orderid}`, ravi.cookie, { _tag: "cancel", orderid: placed.orderid })).status).toBe(200)
    await expect.poll(() => textsOf(placed.orderid)).toContain(
      `Bazaar: आपका ऑर्डर ${placed.orderid} रद्द कर दिया गया है। ${formatRupees(placed.Netpayable)} आपके मूल भुगतान के तरीके में वापस भेज दिए गए हैं।`
    )
  })

  it("is the same order when the same request comes again from the English page (the language is not what is ordered)", async () => {
    const meena = await shopper(server)
    const body = { lines: [lineOf(nextOption())], addressId: meena.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: `hindi-repeat-${Date.now()}` }
    const first = await call(server, "POST", "/order/new", meena.cookie, { ...body, language: "hi" })
    expect(first.status).toBe(201)
    const again = await call(server, "POST", "/order/new", meena.cookie, { ...body, language: "en" })
    expect(again.status).toBe(201)
    expect(orderOf(again)._id).toBe(orderOf(first)._id)
    expect(await languageOf(orderOf(first)._id)).toBe("hi")
  })

  it("refuses a language the shop does not speak", async () => {
    const kiran = await shopper(server)
    const refused = await order(server, kiran, [lineOf(nextOption())], { language: "ta" })
    expect(refused.status).toBe(400)
  })

  it("is told in Hindi that its payment hold ran out", async () => {
    const who = await shopper(server)
    const placed = orderOf(await order(server, who, [lineOf(nextOption())], { PaymentMode: "Online", language: "hi" }))
    // Online and unpaid: nothing is texted until it is paid or cancelled.
    expect(await textsOf(placed.orderid)).toEqual([])
    await query((sql) => sql`UPDATE orders SET payment_due_at = now() - interval '1 minute' WHERE id = ${placed._id}`)
    // This sweep or the server's own (every 30 s) cancels it and texts the customer once.
    const texted: Array<{ to: string; message: string }> = []
    await server.run(sweepDueOrders.pipe(Effect.provide(SmsProvider.memory(texted)), Effect.provide(PaymentGateway.layer(TEST_GATEWAY))))
    await expect.poll(async () => [...texted.map((sms) => sms.message), ...await textsOf(placed.orderid)])
      .toEqual([PAYMENT_EXPIRED_SMS.hi({ orderid: placed.orderid })])
  })

  it("texts a return's steps in the order's language", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption())], { language: "hi" })
    const asked = await call(server, "POST", `/order/${delivered.orderid}/returns`, asha.cookie,
      { kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "size-fit", refundTo: "wallet" })
    expect(asked.status).toBe(201)
    await expect.poll(async () => (await textsOf(delivered.orderid)).at(-1))
      .toBe(`Bazaar: ऑर्डर ${delivered.orderid} के रिटर्न का आपका अनुरोध मिल गया है। मंज़ूरी मिलते ही हम आपको बताएँगे।`)
  })
})

describe("the sign-in code from a Hindi page", () => {
  const ask = (body: unknown) => call(server, "POST", "/admin/sendsms", undefined, body)
  const latestTo = (mobile: string) =>
    query((sql) => sql<{ message: string }>`SELECT message FROM sms_outbox WHERE recipient = ${mobile} ORDER BY id DESC LIMIT 1`).then((rows) => rows[0]?.message)

  it("is texted in Hindi, the code first; without a language in English", async () => {
    expect((await ask({ Mobile: "9876512301", language: "hi" })).status).toBe(200)
    expect(await latestTo("9876512301")).toMatch(new RegExp(`^\\d{6} आपका Bazaar साइन इन OTP है। यह ${OTP_RULES.codeTtlMs / 60_000} मिनट तक मान्य है; इसे किसी को न बताएँ।$`))
    expect((await ask({ Mobile: "9876512302" })).status).toBe(200)
    expect(await latestTo("9876512302")).toMatch(/^\d{6} is your Bazaar sign-in code\./)
    expect((await ask({ Mobile: "9876512303", language: "fr" })).status).toBe(400)
  })
})

describe("a back-in-stock alert asked for from a Hindi page", () => {
  it("is texted in Hindi with the Hindi product page's link", async () => {
    const priya = await shopper(server)
    const option = nextOption()
    await setStock(server, option.PackOptionId, 0)
    expect((await call(server, "POST", "/stock-alerts", priya.cookie, { optionId: option.PackOptionId, language: "hi" })).status).toBe(200)
    await setStock(server, option.PackOptionId, 3)
    const [slug] = await query((sql) => sql<{ slug: string }>`SELECT slug_url AS slug FROM products WHERE id = ${option.productId}`)
    await expect.poll(() => textsTo(priya), { timeout: 30_000 }).toHaveLength(1)
    const [text] = await textsTo(priya)
    expect(text).toMatch(/^खुशखबरी! .+ Bazaar पर फिर से स्टॉक में है: /)
    expect(text).toMatch(new RegExp(`/hi/product-info/${slug!.slug}$`))
  })

  it("names the product by its Hindi name where the shop gave one; an English alert keeps the shop's name", async () => {
    const [asha, ravi] = [await shopper(server), await shopper(server)]
    const option = nextOption()
    const [product] = await query((sql) => sql<{ name: string; slug: string }>`SELECT name, slug_url AS slug FROM products WHERE id = ${option.productId}`)
    await query((sql) => sql`UPDATE products SET name_hi = 'सूती कुर्ता' WHERE id = ${option.productId}`)
    await setStock(server, option.PackOptionId, 0)
    expect((await call(server, "POST", "/stock-alerts", asha.cookie, { optionId: option.PackOptionId, language: "hi" })).status).toBe(200)
    expect((await call(server, "POST", "/stock-alerts", ravi.cookie, { optionId: option.PackOptionId })).status).toBe(200)
    await setStock(server, option.PackOptionId, 3)
    await expect.poll(async () => [...await textsTo(asha), ...await textsTo(ravi)], { timeout: 30_000 }).toHaveLength(2)
    const [hindi] = await textsTo(asha)
    expect(hindi).toMatch(/^खुशखबरी! सूती कुर्ता \(.+\) Bazaar पर फिर से स्टॉक में है: /)
    expect(hindi).toMatch(new RegExp(`/hi/product-info/${product!.slug}$`))
    const [english] = await textsTo(ravi)
    expect(english!.startsWith(`Good news! ${product!.name} (`)).toBe(true)
    expect(english).not.toContain("सूती कुर्ता")
  })
})

/**
 * The labels a PDF marks with their words (ActualText), which a reader that honours it (Acrobat,
 * Chrome's viewer) copies and searches; PDF.js reads the shaped glyphs instead, so a Hindi word
 * with a vowel sign drawn before its consonant (ि) reads out of order there.
 */
const actualTexts = (bytes: Uint8Array): ReadonlyArray<string> => {
  const raw = Buffer.from(bytes).toString("latin1")
  const found: Array<string> = []
  for (const stream of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(stream[1]!, "latin1")).toString("latin1")
    } catch {
      continue
    }
    for (const marked of content.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)) {
      const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" }
      const unescaped = marked[1]!.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) =>
        /^[0-7]+$/.test(c) ? String.fromCharCode(parseInt(c, 8)) : escapes[c] ?? c)
      const utf16 = Buffer.from(unescaped, "latin1").subarray(2)
      found.push(new TextDecoder("utf-16be").decode(utf16))
    }
  }
  return found
}

describe("the GST invoice and credit note, bilingual", () => {
  const download = async (who: Shopper, orderid: string, document: "invoice" | "credit-note") => {
    const answer = await fetch(`${server.baseUrl}/api/v1/order/${orderid}/${document}`, { headers: { cookie: who.cookie } })
    expect(answer.status).toBe(200)
    return new Uint8Array(await answer.arrayBuffer())
  }

  it("shows each label in English and, beneath it, in Hindi, set in the embedded Devanagari font", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(nextOption())]))
    const bytes = await download(asha, placed.orderid, "invoice")
    const text = await pdfText(bytes)
    // The English lines read as they did.
    expect(text).toContain("Tax Invoice")
    expect(text).toContain(`Netpayable ₹`)
    expect(text).toContain("Place of supply Karnataka (29)")
    // The Hindi beneath them, read back from the embedded font's glyphs (words PDF.js reads in order).
    for (const label of [L.taxInvoice, L.invoiceNumber, L.invoiceDate, L.payment, L.taxableValue, L.totalValue]) {
      expect(text).toContain(`\n${label.hi}`)
    }
    expect(text).toContain("केंद्रीय GST")
    expect(text).toContain("राज्य GST")
    expect(text).not.toContain("एकीकृत GST")
    // Every Hindi label is marked with its words, whatever its shaping.
    const marked = actualTexts(bytes)
    for (const label of [L.taxInvoice, L.original, L.invoiceNumber, L.invoiceDate, L.orderDate, L.payment, L.placeOfSupply, L.billTo,
      L.description, L.quantity, L.taxable, L.total, L.totalValue, L.taxableValue, L.cgst, L.sgst, L.invoiceValue, L.netpayable]) {
      expect(marked, label.en).toContain(label.hi)
    }
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+NotoSansDevanagari/)
  })

  it("gives the credit note its Hindi labels too", async () => {
    const ravi = await shopper(server)
    const placed = orderOf(await order(server, ravi, [lineOf(nextOption())]))
    await download(ravi, placed.orderid, "invoice")
    expect((await call(server, "PUT", `/order/${placed.orderid}`, ravi.cookie, { _tag: "cancel", orderid: placed.orderid })).status).toBe(200)
    const bytes = await download(ravi, placed.orderid, "credit-note")
    const text = await pdfText(bytes)
    expect(text).toContain("Credit Note")
    expect(text).toContain(`\n${L.reason.hi}`)
    expect(text).toContain(`\n${L.totalValue.hi}`)
    const marked = actualTexts(bytes)
    for (const label of [L.creditNote, L.creditNoteNumber, L.creditNoteDate, L.againstInvoice, L.reason, L.creditNoteValue]) {
      expect(marked, label.en).toContain(label.hi)
    }
  })
})

const L = INVOICE_LABELS
