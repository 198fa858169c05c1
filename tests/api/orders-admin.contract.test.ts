import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatRupees, fromPaise } from "#domain/money.ts"
import { lineValues } from "#domain/returns.ts"
import type { OrderDetail } from "#domain/support-admin.ts"
import {
  call, deliveredOrder, lineOf, order, orderOf, type SellableOption, sellableOptions, setWallet, shopper, type Shopper, walletOf
} from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 20 item 3 (ADR 039): support finds orders by number, mobile or name, filters and pages
// them, reads an order's whole story, and records refunds of lines or of the whole order, never
// more than was paid, each an event of the order's stream and a wallet movement when to the wallet.

let server: TestServer
let options: ReadonlyArray<SellableOption>
let admin: Shopper
let optionIndex = 0
const nextOption = () => options[optionIndex++]!

beforeAll(async () => {
  server = await startTestServer()
  options = await sellableOptions(server, 20)
  admin = await shopper(server, "admin")
})
afterAll(() => server?.close())

const mobileOf = (who: Shopper) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ mobile: string }>`SELECT mobile FROM clients WHERE id = ${who.clientId}`)).then((rows) => rows[0]!.mobile)
const rename = (who: Shopper, name: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE clients SET name = ${name} WHERE id = ${who.clientId}`))

interface ListBody { readonly order: ReadonlyArray<{ readonly orderid: string; readonly client: string }>; readonly customers: ReadonlyArray<{ readonly _id: string; readonly Mobile: string; readonly Name: string }>; readonly total: number; readonly page: number; readonly limit: number }
const list = async (query: string) => {
  const answer = await call(server, "GET", `/admin/orders?${query}`, admin.cookie)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as ListBody
}
const detailOf = async (orderid: string) => {
  const answer = await call(server, "GET", `/admin/orders/${orderid}`, admin.cookie)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return (answer.body as { detail: OrderDetail }).detail
}
const refund = (orderid: string, body: unknown) => call(server, "POST", `/admin/orders/${orderid}/refunds`, admin.cookie, body)

describe("finding orders", () => {
  it("finds a customer's orders by their mobile number, whole or in part, and by name, and an order by its number", async () => {
    const kavya = await shopper(server)
    await rename(kavya, "Kavya Iyengar")
    const first = orderOf(await order(server, kavya, [lineOf(nextOption())]))
    const second = orderOf(await order(server, kavya, [lineOf(nextOption())]))
    const mobile = await mobileOf(kavya)
    const byMobile = await list(`q=${mobile}`)
    expect(byMobile.order.map((o) => o.orderid)).toEqual([second.orderid, first.orderid])
    expect(byMobile.customers).toEqual([{ _id: kavya.clientId, Name: "Kavya Iyengar", Mobile: mobile }])
    expect((await list(`q=${encodeURIComponent(`+91 ${mobile}`)}`)).order.map((o) => o.orderid)).toEqual([second.orderid, first.orderid])
    expect((await list(`q=${mobile.slice(1, 9)}`)).order.map((o) => o.orderid)).toContain(first.orderid)
    expect((await list("q=kavya%20iyen")).order.map((o) => o.orderid)).toEqual([second.orderid, first.orderid])
    expect((await list(`q=${first.orderid}`)).order.map((o) => o.orderid)).toEqual([first.orderid])
    expect((await list(`q=${first.orderid.toLowerCase()}`)).order.map((o) => o.orderid)).toEqual([first.orderid])
    expect((await list("q=nobody%20called%20this")).total).toBe(0)
    // LIKE's own characters are taken literally: "%" finds no one, not everyone.
    expect((await list("q=%25")).total).toBe(0)
  })

  it("filters by status, payment mode and date range (Indian days), and pages on the server", async () => {
    const ravi = await shopper(server)
    const mobile = await mobileOf(ravi)
    const placed = [] as Array<string>
    for (let i = 0; i < 3; i++) placed.push(orderOf(await order(server, ravi, [lineOf(nextOption())])).orderid)
    await call(server, "PUT", `/order/${placed[0]}`, admin.cookie, { _tag: "status", orderid: placed[0], event: "order.processing" })
    expect((await list(`q=${mobile}&status=2`)).order.map((o) => o.orderid)).toEqual([placed[0]])
    expect((await list(`q=${mobile}&status=1`)).order.map((o) => o.orderid)).toEqual([placed[2], placed[1]])
    expect((await list(`q=${mobile}&mode=Online`)).total).toBe(0)
    expect((await list(`q=${mobile}&mode=Cash%20on%20Delivery`)).total).toBe(3)
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
    expect((await list(`q=${mobile}&from=${today}&to=${today}`)).total).toBe(3)
    expect((await list(`q=${mobile}&to=2020-01-01`)).total).toBe(0)
    expect((await list(`q=${mobile}&from=2999-01-01`)).total).toBe(0)
    const all = await list("page=1")
    expect(all.limit).toBe(25)
    expect(all.total).toBeGreaterThanOrEqual(5)
    const second = await list("page=2")
    expect(second.page).toBe(2)
    expect(second.order.some((o) => all.order.some((p) => p.orderid === o.orderid))).toBe(false)
  })

  it("refuses malformed filters with a sentence, never a 500", async () => {
    for (const [query, words] of [["status=9", "status"], ["mode=Cheque", "Cash on Delivery"], ["from=2026-13", "date"], ["from=7258-49-96", "real day"], ["to=2026-02-30", "real day"], ["from=2026-02-02&to=2026-02-01", "first day"], ["page=0", "page"]] as const) {
      const answer = await call(server, "GET", `/admin/orders?${query}`, admin.cookie)
      expect(answer.status, query).toBe(400)
      expect((answer.body as { message: string }).message, query).toContain(words)
    }
  })
})

describe("an order's detail", () => {
  it("shows the lines, the customer, the payments, the whole timeline with who made each step, and what may be refunded", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 2)])
    const detail = await detailOf(delivered.orderid)
    expect(detail.order.orderid).toBe(delivered.orderid)
    expect(detail.customer).toMatchObject({ _id: asha.clientId, Name: "Ravi Kumar", Mobile: await mobileOf(asha), blocked: false })
    expect(detail.payments).toEqual([])
    expect(detail.timeline.map((e) => e._tag)).toEqual(["order.placed", "order.processing", "order.dispatched", "order.out-for-delivery", "order.delivered"])
    expect(detail.timeline[1]).toMatchObject({ by: "admin", who: "Meera Admin" })
    expect(detail.refundable).toMatchObject({ units: [2], refundTo: ["wallet"], refusal: null, remaining: delivered.Netpayable })
    expect((await call(server, "GET", "/admin/orders/BZ-9999999", admin.cookie)).status).toBe(404)
  })

  it("shows an online order's payment attempts with the gateway's reference", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption())], { PaymentMode: "Online" }).catch(() => undefined)
    // Online payment needs the test gateway; the suite's server has it configured.
    expect(delivered).toBeDefined()
    const detail = await detailOf(delivered!.orderid)
    expect(detail.payments).toHaveLength(1)
    expect(detail.payments[0]).toMatchObject({ outcome: "approved", gatewayPaymentId: expect.stringMatching(/^pmt_/), refundDue: false })
    expect(detail.timeline.map((e) => e._tag)).toContain("payment.confirmed")
    expect(detail.refundable.refundTo).toEqual(["wallet", "original"])
  })
})

describe("refunds", () => {
  it("a partial refund of one line credits the wallet by what the line's unit was paid, and appears in the timeline and the customer's wallet", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 2), lineOf(nextOption(), 1)], { couponCode: "WELCOME20" })
    const before = await walletOf(server, asha.clientId)
    // What the line was paid, less its share of the coupon, shared over its two units.
    const unit = fromPaise(Math.round(lineValues(delivered as never)[0]! / 2))
    const answer = await refund(delivered.orderid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet", reason: "One jar arrived cracked" })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const detail = (answer.body as { detail: OrderDetail }).detail
    expect(detail.refunds).toEqual([expect.objectContaining({ wholeOrder: false, amount: unit, toWallet: unit, toOriginal: 0, fees: 0, reason: "One jar arrived cracked",
      lines: [expect.objectContaining({ position: 0, quantity: 1, amount: unit })] })])
    expect(await walletOf(server, asha.clientId)).toBeCloseTo(before + unit, 2)
    const step = detail.timeline.at(-1)!
    expect(step).toMatchObject({ _tag: "order.refunded", by: "admin", who: "Meera Admin", reason: `Refunded ${formatRupees(unit)} to the Bazaar wallet: One jar arrived cracked` })
    expect(detail.refundable.units).toEqual([1, 1])
    // The customer sees it in their wallet, and in the order's own stream as a part refunded (issue 32): still Paid.
    const wallet = (await call(server, "GET", "/wallet", asha.cookie)).body as { movements: ReadonlyArray<{ kind: string; amount: number; orderid: string | null }> }
    expect(wallet.movements[0]).toMatchObject({ kind: "order-refund", amount: unit, orderid: delivered.orderid })
    const mine = orderOf(await call(server, "GET", `/order/${delivered.orderid}`, asha.cookie))
    expect(mine.events.at(-1)).toMatchObject({ _tag: "order.refunded", by: "admin", whole: false, toWallet: unit })
    expect(mine.events.at(-1)).not.toHaveProperty("toOriginal")
    expect(mine.PaymentStatus).toBe("Paid")
    const tracking = (await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)).body as { refunds: ReadonlyArray<{ amount: number }> }
    expect(tracking.refunds).toEqual([expect.objectContaining({ amount: unit })])
    // And is told by SMS, without the shop's note.
    const texts = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`
      SELECT s.message FROM sms_outbox s JOIN clients c ON c.mobile = s.recipient WHERE c.id = ${asha.clientId} AND s.message LIKE 'Bazaar: we have refunded%'`))
    expect(texts.map((t) => t.message)).toEqual([`Bazaar: we have refunded ${formatRupees(unit)} to your Bazaar wallet for your order ${delivered.orderid}. See it under My Account.`])
  })

  it("refuses refunds beyond what was paid: more units than are left, a line already refunded, an unpaid order, a cash order to the original payment", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 1)])
    const twice = await refund(delivered.orderid, { scope: "lines", lines: [{ position: 0, quantity: 2 }], refundTo: "wallet", reason: "Too many" })
    expect(twice).toMatchObject({ status: 409, body: { _tag: "RefundNotAllowed", message: expect.stringContaining("can still be refunded, not 2") } })
    expect(await refund(delivered.orderid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "original", reason: "Cash back" }))
      .toMatchObject({ status: 409, body: { message: expect.stringContaining("cash on delivery") } })
    expect((await refund(delivered.orderid, { scope: "order", refundTo: "wallet", reason: "Whole order damaged" })).status).toBe(201)
    const again = await refund(delivered.orderid, { scope: "order", refundTo: "wallet", reason: "Again" })
    expect(again).toMatchObject({ status: 409, body: { message: `Everything paid for order ${delivered.orderid} has been refunded already.` } })
    const detail = await detailOf(delivered.orderid)
    // The whole order untouched before: its lines and its fees, exactly what was paid.
    expect(detail.refunds[0]).toMatchObject({ wholeOrder: true, amount: delivered.Netpayable })
    expect(detail.refundable).toMatchObject({ remaining: 0, refusal: expect.stringContaining("refunded already") })
    // A Cash on Delivery order not delivered yet has been paid nothing.
    const unpaid = orderOf(await order(server, asha, [lineOf(nextOption())]))
    expect(await refund(unpaid.orderid, { scope: "order", refundTo: "wallet", reason: "Goodwill" }))
      .toMatchObject({ status: 409, body: { message: `Nothing has been paid for order ${unpaid.orderid} yet, so nothing can be refunded.` } })
    // Malformed: no lines for a line refund, no reason, a position out of range.
    for (const body of [{ scope: "lines", refundTo: "wallet", reason: "No lines" }, { scope: "order", refundTo: "wallet", reason: "" },
      { scope: "lines", lines: [{ position: 7, quantity: 1 }], refundTo: "wallet", reason: "Out of range" }]) {
      const answer = await refund(delivered.orderid, body)
      expect([400, 409], JSON.stringify(body)).toContain(answer.status)
      expect((answer.body as { message: string }).message).not.toMatch(/^\{/)
    }
  })

  it("counts the units a return request holds until the customer withdraws it: then the line may be refunded", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 1)])
    const asked = await call(server, "POST", `/order/${delivered.orderid}/returns`, asha.cookie,
      { kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "changed-mind", refundTo: "wallet" })
    const returnId = (asked.body as { returnRequest: { _id: string } }).returnRequest._id
    const oneUnit = { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet", reason: "Goodwill" }
    expect(await refund(delivered.orderid, oneUnit)).toMatchObject({ status: 409, body: { _tag: "RefundNotAllowed" } })
    expect((await call(server, "PUT", `/order/${delivered.orderid}/returns/${returnId}/withdraw`, asha.cookie)).status).toBe(200)
    expect((await refund(delivered.orderid, oneUnit)).status).toBe(201)
  })

  it("a wallet-paid order's refund to the original payment still gives the wallet's part back to the wallet", async () => {
    const asha = await shopper(server)
    await setWallet(server, asha.clientId, 100)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 1)], { PaymentMode: "Online", walletAmount: 100 })
    const before = await walletOf(server, asha.clientId)
    const answer = await refund(delivered.orderid, { scope: "order", refundTo: "original", reason: "Cancelled after delivery" })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const made = (answer.body as { detail: OrderDetail }).detail.refunds[0]!
    expect(made.amount).toBe(fromPaise(Math.round((delivered.Netpayable + delivered.wallet) * 100)))
    expect(made.toWallet).toBe(delivered.wallet)
    expect(made.toOriginal).toBe(delivered.Netpayable)
    expect(await walletOf(server, asha.clientId)).toBeCloseTo(before + delivered.wallet, 2)
  })

  it("two refunds racing for the same last unit: one is made, the other refused", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 1)])
    const body = { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet", reason: "Race" }
    const answers = await Promise.all([refund(delivered.orderid, body), refund(delivered.orderid, body)])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    expect((await detailOf(delivered.orderid)).refunds).toHaveLength(1)
  })
})
