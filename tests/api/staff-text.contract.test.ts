import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { STAFF_SMS_PER_ORDER } from "#domain/staff-text.ts"
import type { OrderDetail } from "#domain/support-admin.ts"
import {
  call, deliveredOrder, lineOf, order, orderOf, type SellableOption, sellableOptions, shopper, type Shopper
} from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 34 item 5: what staff type that reaches a customer is one line without a link (a refused
// reason: 400 and a sentence, nothing done), and staff make the server text one order at most
// STAFF_SMS_PER_ORDER times in any 24 hours: the back office's order SMS past them is refused (429),
// a refund or a return's step past them is done without its SMS.

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

/** Every SMS the customer was sent about the order, oldest first. */
const textsAbout = (who: Shopper, orderid: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`
    SELECT s.message FROM sms_outbox s JOIN clients c ON c.mobile = s.recipient
    WHERE c.id = ${who.clientId} AND s.message LIKE ${`%${orderid}%`} ORDER BY s.id`)).then((rows) => rows.map((row) => row.message))

const messageOf = (answer: { readonly body: unknown }) => (answer.body as { message: string }).message
const ONE_LINE = "The reason must be one line of plain text, as the customer reads it in a message: take out the line breaks, tabs or direction marks."
const askReturn = (who: Shopper, orderid: string, position = 0) =>
  call(server, "POST", `/order/${orderid}/returns`, who.cookie, { kind: "return", lines: [{ position, quantity: 1 }], reason: "size-fit", refundTo: "wallet" })

describe("a reason staff type for the customer", () => {
  it("cancelling as the shop: a link or a line break is refused with a sentence and the order stays as it was", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(nextOption())]))
    const cancel = (reason: string) => call(server, "PUT", `/order/${placed.orderid}`, admin.cookie, { _tag: "cancel", orderid: placed.orderid, reason })
    const broken = await cancel("Out of stock.\nCall us on 98765 43210")
    expect(broken.status).toBe(400)
    expect(messageOf(broken)).toBe(ONE_LINE)
    const linked = await cancel("Out of stock; get 10% off at bazaar-deals.in/offer")
    expect(linked.status).toBe(400)
    expect(messageOf(linked)).toBe(
      "The reason may not hold a web or e-mail address ('bazaar-deals.in/offer'): a link sent in the shop's name could lead the customer to a trap. " +
      "Write it without one (between two sentences, leave a space after the full stop).")
    expect(orderOf(await call(server, "GET", `/order/${placed.orderid}`, asha.cookie)).Status).toBe(1)
    const cancelled = await cancel("Out of stock")
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(orderOf(cancelled).events.at(-1)).toMatchObject({ _tag: "order.cancelled", by: "admin", reason: "Out of stock" })
  })

  it("rejecting a return (texted) or refunding: a link or a line break is refused with a sentence and nothing is recorded", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption()), lineOf(nextOption())])
    const request = (await askReturn(asha, delivered.orderid)).body as { returnRequest: { _id: string } }
    const reject = (reason: string) => call(server, "PUT", `/admin/returns/${request.returnRequest._id}`, admin.cookie, { _tag: "reject", reason })
    const broken = await reject("The item was used.\nSee https://evil.example/claim")
    expect(broken.status).toBe(400)
    expect(messageOf(broken)).toBe(`Invalid request: reason: ${ONE_LINE}`)
    const linked = await reject("The item was used; claim again at https://evil.example/claim")
    expect(linked.status).toBe(400)
    expect(messageOf(linked)).toContain("may not hold a web or e-mail address ('https://evil.example/claim')")
    const refund = (reason: string) =>
      call(server, "POST", `/admin/orders/${delivered.orderid}/refunds`, admin.cookie, { scope: "lines", lines: [{ position: 1, quantity: 1 }], refundTo: "wallet", reason })
    expect(messageOf(await refund("Box damaged\tsee www.example.in"))).toContain(ONE_LINE)
    const refundLinked = await refund("Box damaged, see www.example.in")
    expect(refundLinked.status).toBe(400)
    expect(messageOf(refundLinked)).toContain("('www.example.in')")
    const detail = (await call(server, "GET", `/admin/orders/${delivered.orderid}`, admin.cookie)).body as { detail: OrderDetail }
    expect(detail.detail.refunds).toEqual([])
    // The same step with a plain reason is taken, and the customer is texted it.
    expect((await reject("The item was used.")).status).toBe(200)
    expect((await textsAbout(asha, delivered.orderid)).at(-1)).toBe(`Bazaar: your return of order ${delivered.orderid} is Rejected. Reason: The item was used.`)
  })
})

describe("the texts staff make the server send about one order", () => {
  it(`are at most ${STAFF_SMS_PER_ORDER} in 24 hours: the next order SMS is refused, a refund and a return's step go on without theirs`, async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption()), lineOf(nextOption())])
    const other = orderOf(await order(server, asha, [lineOf(nextOption())]))
    // Its status texts (once per status, Received to Delivered) are not counted; nor is the customer's own return request's.
    expect((await askReturn(asha, delivered.orderid)).status).toBe(201)
    const before = await textsAbout(asha, delivered.orderid)
    expect(before).toHaveLength(6)
    const sendSms = (orderid: string) => call(server, "POST", "/admin/order-sendsms", admin.cookie, { orderid })
    for (let i = 1; i <= STAFF_SMS_PER_ORDER; i++) expect((await sendSms(delivered.orderid)).status, `text ${i}`).toBe(200)
    expect(await textsAbout(asha, delivered.orderid)).toHaveLength(6 + STAFF_SMS_PER_ORDER)

    const refused = await sendSms(delivered.orderid)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ _tag: "TooManyRequests", retryAfterSeconds: expect.any(Number) })
    expect(messageOf(refused)).toMatch(new RegExp(`^Order ${delivered.orderid} has had ${STAFF_SMS_PER_ORDER} texts from the shop in the last 24 hours, the most it may have; ` +
      "its customer can follow it under My Account\\. The next text can be sent in about 24 hours\\.$"))
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600)

    // A refund is recorded and a return approved, without their SMS.
    const refund = await call(server, "POST", `/admin/orders/${delivered.orderid}/refunds`, admin.cookie,
      { scope: "lines", lines: [{ position: 1, quantity: 1 }], refundTo: "wallet", reason: "One arrived torn" })
    expect(refund.status, JSON.stringify(refund.body)).toBe(201)
    expect((refund.body as { detail: OrderDetail }).detail.refunds).toHaveLength(1)
    const [request] = ((await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)).body as { returns: ReadonlyArray<{ _id: string }> }).returns
    const approved = await call(server, "PUT", `/admin/returns/${request!._id}`, admin.cookie, { _tag: "approve" })
    expect(approved.status).toBe(200)
    expect((approved.body as { returnRequest: { status: string } }).returnRequest.status).toBe("Approved")
    expect(await textsAbout(asha, delivered.orderid)).toHaveLength(6 + STAFF_SMS_PER_ORDER)

    // Another order of the same customer is texted as before: the limit is the order's.
    expect((await sendSms(other.orderid)).status).toBe(200)
    // Its Received text when it was placed (the server's, issue 37 item 6), and the shop's text now.
    expect(await textsAbout(asha, other.orderid)).toHaveLength(2)

    // Once the first of them is 24 hours old, one more may go.
    await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
      UPDATE staff_sms SET sent_at = sent_at - interval '24 hours'
      WHERE id = (SELECT min(id) FROM staff_sms WHERE order_id = ${delivered._id})`))
    expect((await sendSms(delivered.orderid)).status).toBe(200)
    expect((await sendSms(delivered.orderid)).status).toBe(429)
    expect(await textsAbout(asha, delivered.orderid)).toHaveLength(6 + STAFF_SMS_PER_ORDER + 1)
  })
})
