import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatRupees } from "#domain/money.ts"
import {
  call, deliveredOrder, deliver, lineOf, order, orderOf, type OrderBody, payOnline, type SellableOption, sellableOptions, setWallet, type Shopper, shopper, walletOf
} from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 32: each way money moved wrongly before the ledger, tried again. Every one is refused with
// a sentence now, and what the ledger says of the order and the wallet adds up.

let server: TestServer
let admin: Shopper
let options: ReadonlyArray<SellableOption>
let next = 0
/** A fresh option each time (its stock is not shared between tests), cheap enough for the COD limits. */
const nextOption = () => options[next++ % options.length]!

beforeAll(async () => {
  // The shop's own Cash on Delivery limits: one suite below is about them.
  server = await startTestServer({ codLimits: "shop" })
  admin = await shopper(server, "admin")
  options = (await sellableOptions(server, 30)).filter((option) => option.price >= 100 && option.price <= 1500)
})
afterAll(() => server?.close())

const sql = <A extends object>(f: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, f))

/** What the ledger says an order holds (paid less given back). */
const heldBy = (orderId: string) =>
  sql((s) => s<{ held: number }>`SELECT bazaar_order_held(${orderId})::float8 AS held`).then((rows) => rows[0]!.held)

const refund = (orderid: string, body: unknown, cookie = admin.cookie) => call(server, "POST", `/admin/orders/${orderid}/refunds`, cookie, body)
const askReturn = (who: Shopper, orderid: string, body: unknown) => call(server, "POST", `/order/${orderid}/returns`, who.cookie, body)
const move = (who: Shopper, orderid: string, event: string) => call(server, "PUT", `/order/${orderid}`, who.cookie, { _tag: "status", orderid, event })
const cancel = (who: Shopper, orderid: string) => call(server, "PUT", `/order/${orderid}`, who.cookie, { _tag: "cancel", orderid })
const texts = (who: Shopper) => sql((s) => s<{ message: string }>`
  SELECT s.message FROM sms_outbox s JOIN clients c ON c.mobile = s.recipient WHERE c.id = ${who.clientId} ORDER BY s.id`).then((rows) => rows.map((r) => r.message))

describe("a refund, then a return of the same units", () => {
  it("refuses the return with a sentence: the units were refunded once, the wallet credited once", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 2)])
    const refunded = await refund(delivered.orderid, { scope: "lines", lines: [{ position: 0, quantity: 2 }], refundTo: "wallet", reason: "Both arrived late" })
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201)
    const afterRefund = await walletOf(server, asha.clientId)
    const asked = await askReturn(asha, delivered.orderid, { kind: "return", lines: [{ position: 0, quantity: 2 }], reason: "changed-mind", refundTo: "wallet" })
    expect(asked.status).toBe(409)
    expect(asked.body).toMatchObject({ _tag: "ReturnNotAllowed", message: `Every item of order ${delivered.orderid} has already been asked back.` })
    expect(await walletOf(server, asha.clientId)).toBe(afterRefund)
    // The order holds only its fees now, which a refund of some items never gives back.
    expect(await heldBy(delivered._id)).toBeCloseTo(delivered.Netpayable - afterRefund, 2)
    // The order's page offers nothing to return.
    const page = (await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)).body as { options: { units: ReadonlyArray<number>; refusal: string | null } }
    expect(page.options).toMatchObject({ units: [0], refusal: expect.stringContaining("already been asked back") })
  })

  it("refuses a return of more units than the refund left", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 2)])
    expect((await refund(delivered.orderid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet", reason: "One was dented" })).status).toBe(201)
    const line = delivered.lines[0]!
    const asked = await askReturn(asha, delivered.orderid, { kind: "return", lines: [{ position: 0, quantity: 2 }], reason: "changed-mind", refundTo: "wallet" })
    expect(asked).toMatchObject({ status: 409, body: { message: expect.stringContaining("Only 1 of") } })
    expect(line.quantity).toBe(2)
  })
})

describe("a refund, then a cancellation", () => {
  it("gives back only what is unrefunded: the wallet's part once, the rest to the original payment", async () => {
    const asha = await shopper(server)
    await setWallet(server, asha.clientId, 309)
    const placed = orderOf(await order(server, asha, [lineOf(nextOption(), 2)], { PaymentMode: "Online", walletAmount: 309 }))
    expect(placed.wallet).toBe(309)
    await payOnline(server, asha, placed)
    expect((await move(admin, placed.orderid, "order.processing")).status).toBe(200)
    // Support refunds one unit to the wallet while it is packed...
    const partial = await refund(placed.orderid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet", reason: "One was out of stock" })
    expect(partial.status, JSON.stringify(partial.body)).toBe(201)
    const unit = (partial.body as { detail: { refunds: ReadonlyArray<{ amount: number }> } }).detail.refunds[0]!.amount
    // ...then cancels the order: the rest comes back, nothing twice.
    const cancelled = await cancel(admin, placed.orderid)
    expect(cancelled.status).toBe(200)
    const paid = placed.wallet + placed.Netpayable
    expect(await heldBy(placed._id)).toBe(0)
    const entries = await sql((s) => s<{ kind: string; to: string; amount: number }>`
      SELECT kind, to_account AS to, amount::float8 AS amount FROM ledger_entries WHERE order_id = ${placed._id} AND from_account = 'order' ORDER BY id`)
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBeCloseTo(paid, 2)
    // The refund to the wallet came first; the wallet's own ₹309 goes back only as far as it is not back already.
    const toWallet = entries.filter((e) => e.to === "wallet").reduce((sum, e) => sum + e.amount, 0)
    expect(toWallet).toBeCloseTo(Math.max(unit, 309), 2)
    expect(await walletOf(server, asha.clientId)).toBeCloseTo(toWallet, 2)
    const after = orderOf(cancelled)
    expect(after).toMatchObject({ Status: 0, PaymentStatus: "Refunded" })
    expect((await texts(asha)).at(-1)).toMatch(/^Bazaar: your order BZ-\d+ has been cancelled\. Refunded ₹[\d,.]+ to (your Bazaar wallet|your original payment)/)
  })

  it("a whole refund before the cancellation leaves nothing to give back, and no 'refund due'", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(nextOption(), 1)], { PaymentMode: "Online" }))
    await payOnline(server, asha, placed)
    expect((await move(admin, placed.orderid, "order.processing")).status).toBe(200)
    const whole = await refund(placed.orderid, { scope: "order", refundTo: "wallet", reason: "The courier lost it" })
    expect(whole.status, JSON.stringify(whole.body)).toBe(201)
    const before = await walletOf(server, asha.clientId)
    expect(before).toBe(placed.Netpayable)
    const cancelled = orderOf(await cancel(admin, placed.orderid))
    expect(cancelled).toMatchObject({ Status: 0, PaymentStatus: "Refunded" })
    expect(await walletOf(server, asha.clientId)).toBe(before)
    expect((await texts(asha)).at(-1)).toBe(`Bazaar: your order ${placed.orderid} has been cancelled.`)
    // And a refund of a cancelled order is refused.
    expect(await refund(placed.orderid, { scope: "order", refundTo: "wallet", reason: "Again, please" })).toMatchObject({
      status: 409, body: { _tag: "RefundNotAllowed", message: `Order ${placed.orderid} is cancelled: its cancellation gave back what was paid.` }
    })
  })
})

describe("a paid online order that is cancelled", () => {
  it("is refunded to the original payment as the customer cancels it", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(nextOption(), 1)], { PaymentMode: "Online" }))
    await payOnline(server, asha, placed)
    const cancelled = orderOf(await cancel(asha, placed.orderid))
    expect(cancelled).toMatchObject({ Status: 0, PaymentStatus: "Refunded" })
    expect(cancelled.events.at(-1)).toMatchObject({ _tag: "order.refunded", whole: true, reason: `Refunded ${formatRupees(placed.Netpayable)} to your original payment` })
    // Issue 39: the event's parts are the ledger's entries that record it, so a page says them in its language.
    expect(cancelled.events.at(-1)).toMatchObject({ toOriginal: placed.Netpayable })
    expect(cancelled.events.at(-1)).not.toHaveProperty("toWallet")
    expect(await heldBy(placed._id)).toBe(0)
  })
})

describe("Cash on Delivery limits", () => {
  const codOrder = (who: Shopper, option: SellableOption, quantity = 1) => order(server, who, [lineOf(option, quantity)])

  it("hold a new account to 3 open orders, with a sentence that does not send the shopper to online payment", async () => {
    const ravi = await shopper(server)
    for (let i = 0; i < 3; i++) expect((await codOrder(ravi, nextOption())).status).toBe(201)
    const fourth = await codOrder(ravi, nextOption())
    expect(fourth.status).toBe(409)
    expect(fourth.body).toMatchObject({
      _tag: "CashOnDeliveryLimit",
      message: "You have 3 Cash on Delivery orders on the way, the most an account may have before its first delivery. Please wait for one to be delivered, or cancel one you no longer need."
    })
    expect((fourth.body as { message: string }).message).not.toMatch(/online/i)
  })

  it("hold a new account to 20 units and ₹25,000 on the way", async () => {
    const ravi = await shopper(server)
    const option = nextOption()
    const units = await codOrder(ravi, option, 21)
    expect(units).toMatchObject({ status: 409, body: { _tag: "CashOnDeliveryLimit", message: expect.stringContaining("may hold 20 items at most for an account before its first delivery; with this one yours would hold 21") } })
    const [dear] = await sql((s) => s<SellableOption>`
      SELECT p.id AS "productId", p.name AS "productName", ps.id AS "PackId", o.id AS "PackOptionId", o.price::float8 AS price, o.mrp::float8 AS mrp, o.available_stock AS stock
      FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id JOIN products p ON p.id = ps.product_id
      WHERE p.show AND o.available_stock >= 3 AND o.price BETWEEN 9000 AND 24000 ORDER BY o.price LIMIT 1`)
    const value = await codOrder(ravi, dear!, 3)
    expect(value).toMatchObject({ status: 409, body: { _tag: "CashOnDeliveryLimit", message: expect.stringContaining("may come to ₹25,000 at most") } })
  })

  it("widen once an order of the account was delivered", async () => {
    const ravi = await shopper(server)
    await deliveredOrder(server, ravi, admin, [lineOf(nextOption())])
    for (let i = 0; i < 5; i++) expect((await codOrder(ravi, nextOption())).status).toBe(201)
    expect(await codOrder(ravi, nextOption())).toMatchObject({
      status: 409, body: { message: expect.stringContaining("You have 5 Cash on Delivery orders on the way, the most one account may have at once.") }
    })
  })

  it("are shop settings an admin reads and changes beside the payment holds, kept out of the public settings", async () => {
    const settings = (await call(server, "GET", "/admin/settings", admin.cookie)).body as { settings: Record<string, unknown> }
    expect(settings.settings).toMatchObject({ codMaxOrders: 5, codMaxUnits: 50, codMaxValue: 100_000, codNewMaxOrders: 3, codNewMaxUnits: 20, codNewMaxValue: 25_000, staffDailyCredit: 5_000 })
    const open = (await call(server, "GET", "/settings")).body as { settings: Record<string, unknown> }
    expect(Object.keys(open.settings).sort()).toEqual(["maxUnpaidOrders", "maxUnpaidUnits", "paymentHoldMinutes", "rainStatus", "sellerPortalUrl"])
  })

  it("the online limit's sentence does not send the shopper to Cash on Delivery either", async () => {
    const meera = await shopper(server)
    for (let i = 0; i < 3; i++) expect((await order(server, meera, [lineOf(nextOption())], { PaymentMode: "Online" })).status).toBe(201)
    const fourth = await order(server, meera, [lineOf(nextOption())], { PaymentMode: "Online" })
    expect(fourth).toMatchObject({ status: 409, body: { _tag: "UnpaidOrdersLimit" } })
    expect((fourth.body as { message: string }).message).not.toMatch(/cash on delivery/i)
  })
})

describe("staff never act for themselves", () => {
  const credit = (who: Shopper, clientId: string, amount: number) =>
    call(server, "POST", `/admin/customers/${clientId}/wallet`, who.cookie, { direction: "credit", amount, reason: "Goodwill for a late delivery" })
  const refusedInAudit = (who: Shopper) => sql((s) => s<{ path: string; status: number; refusal: string }>`
    SELECT path, status, refusal FROM audit_log WHERE actor_id = ${who.clientId} AND refusal IS NOT NULL ORDER BY id`)

  it("refuses support crediting their own wallet, and records the attempt in the audit log", async () => {
    const support = await shopper(server, "support")
    const answer = await credit(support, support.clientId, 100_000)
    expect(answer).toMatchObject({ status: 403, body: { _tag: "OwnAccountRefused", message: "You cannot change your own wallet; another member of staff must." } })
    expect(await walletOf(server, support.clientId)).toBe(0)
    expect(await refusedInAudit(support)).toEqual([
      { path: `/api/v1/admin/customers/${support.clientId}/wallet`, status: 403, refusal: "You cannot change your own wallet; another member of staff must." }
    ])
    const log = (await call(server, "GET", `/admin/audit?actor=${support.clientId}`, admin.cookie)).body as { entries: ReadonlyArray<{ refusal?: string; status: number }> }
    expect(log.entries[0]).toMatchObject({ status: 403, refusal: "You cannot change your own wallet; another member of staff must." })
  })

  it("refuses support moving, refunding or taking a return step on their own order; cancelling it is as a customer", async () => {
    const support = await shopper(server, "support")
    const placed = orderOf(await order(server, support, [lineOf(nextOption())]))
    expect(await move(support, placed.orderid, "order.processing")).toMatchObject({ status: 403, body: { _tag: "OwnAccountRefused" } })
    const delivered = await deliveredOrder(server, support, admin, [lineOf(nextOption(), 2)])
    expect(await refund(delivered.orderid, { scope: "order", refundTo: "wallet", reason: "For myself" }, support.cookie))
      .toMatchObject({ status: 403, body: { _tag: "OwnAccountRefused", message: "You cannot refund your own order; another member of staff must." } })
    const asked = await askReturn(support, delivered.orderid, { kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "changed-mind", refundTo: "wallet" })
    expect(asked.status).toBe(201)
    const returnId = (asked.body as { returnRequest: { _id: string } }).returnRequest._id
    expect(await call(server, "PUT", `/admin/returns/${returnId}`, support.cookie, { _tag: "approve" }))
      .toMatchObject({ status: 403, body: { _tag: "OwnAccountRefused" } })
    expect(await walletOf(server, support.clientId)).toBe(0)
    // Another order of their own, dispatched: a customer may no longer cancel it, nor may they as staff.
    const other = orderOf(await order(server, support, [lineOf(nextOption())]))
    for (const event of ["order.processing", "order.dispatched"]) expect((await move(admin, other.orderid, event)).status).toBe(200)
    expect(await cancel(support, other.orderid)).toMatchObject({ status: 409, body: { message: "An order that is Dispatched can no longer be cancelled by the customer" } })
    expect((await refusedInAudit(support)).map((row) => row.status)).toEqual([403, 403, 403])
  })

  it("holds each staff member to a daily credit, above which a second admin approves", async () => {
    const support = await shopper(server, "support")
    const asha = await shopper(server)
    expect((await credit(support, asha.clientId, 5_000)).status).toBe(201)
    const over = await credit(support, asha.clientId, 1)
    expect(over.status).toBe(201)
    const held = over.body as { awaitingApproval: boolean; detail: { creditRequests: ReadonlyArray<{ _id: string; status: string; amount: number }> } }
    expect(held.awaitingApproval).toBe(true)
    expect(held.detail.creditRequests[0]).toMatchObject({ status: "Pending", amount: 1 })
    expect(await walletOf(server, asha.clientId)).toBe(5_000)
    const requestId = held.detail.creditRequests[0]!._id
    // Support cannot approve; nor can the admin who asked; another admin can, once.
    expect((await call(server, "PUT", `/admin/wallet-credits/${requestId}`, support.cookie, { approve: true })).status).toBe(403)
    const firstAdmin = await shopper(server, "admin")
    expect((await credit(firstAdmin, asha.clientId, 6_000)).body).toMatchObject({ awaitingApproval: true })
    const waiting = (await call(server, "GET", "/admin/wallet-credits", admin.cookie)).body as { requests: ReadonlyArray<{ _id: string; amount: number; requestedBy: string }> }
    const mine = waiting.requests.find((r) => r.amount === 6_000)!
    expect(await call(server, "PUT", `/admin/wallet-credits/${mine._id}`, firstAdmin.cookie, { approve: true }))
      .toMatchObject({ status: 403, body: { message: "You asked for this credit; another admin must approve or reject it." } })
    const approved = await call(server, "PUT", `/admin/wallet-credits/${requestId}`, admin.cookie, { approve: true })
    expect(approved).toMatchObject({ status: 200, body: { request: { status: "Approved", decidedBy: "Meera Admin" } } })
    expect(await walletOf(server, asha.clientId)).toBe(5_001)
    expect(await call(server, "PUT", `/admin/wallet-credits/${requestId}`, admin.cookie, { approve: true })).toMatchObject({ status: 409 })
    expect((await call(server, "PUT", `/admin/wallet-credits/${mine._id}`, admin.cookie, { approve: false })).body).toMatchObject({ request: { status: "Rejected" } })
    expect(await walletOf(server, asha.clientId)).toBe(5_001)
  })

  it("refuses an admin approving a credit to their own wallet", async () => {
    const support = await shopper(server, "support")
    const otherAdmin = await shopper(server, "admin")
    await credit(support, support.clientId === otherAdmin.clientId ? admin.clientId : otherAdmin.clientId, 5_000)
    const held = (await credit(support, otherAdmin.clientId, 10)).body as { detail: { creditRequests: ReadonlyArray<{ _id: string }> } }
    expect(await call(server, "PUT", `/admin/wallet-credits/${held.detail.creditRequests[0]!._id}`, otherAdmin.cookie, { approve: true }))
      .toMatchObject({ status: 403, body: { message: "You cannot approve a credit to your own wallet; another admin must." } })
  })
})

describe("an exchange for a dearer size", () => {
  it("is refused with the prices; the choices offered are of the same price, each with its price", async () => {
    // A dearer size of the same product in the same colour (issue 33: pack sizes are sizes, options colours).
    const [pack] = await sql((s) => s<{ PackId: string; cheap: string; dear: string; dearName: string; cheapPrice: number; dearPrice: number }>`
      SELECT a.pack_size_id AS "PackId", a.id AS cheap, b.id AS dear, pb.name AS "dearName", a.price::float8 AS "cheapPrice", b.price::float8 AS "dearPrice"
      FROM pack_size_options a JOIN pack_sizes pa ON pa.id = a.pack_size_id
      JOIN pack_sizes pb ON pb.product_id = pa.product_id AND pb.id <> pa.id
      JOIN pack_size_options b ON b.pack_size_id = pb.id AND b.name = a.name AND b.price > a.price
      JOIN products p ON p.id = pa.product_id
      WHERE p.show AND a.available_stock >= 5 AND b.available_stock >= 5 AND a.price <= 20000 ORDER BY a.id LIMIT 1`)
    const asha = await shopper(server)
    const delivered: OrderBody = await deliveredOrder(server, asha, admin, [{ PackId: pack!.PackId, PackOptionId: pack!.cheap, quantity: 1 }])
    const page = (await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)).body as { options: { exchangeChoices: ReadonlyArray<ReadonlyArray<{ PackOptionId: string; price: number }>> } }
    expect(page.options.exchangeChoices[0]!.map((choice) => choice.PackOptionId)).not.toContain(pack!.dear)
    for (const choice of page.options.exchangeChoices[0]!) expect(choice.price).toBe(pack!.cheapPrice)
    const asked = await askReturn(asha, delivered.orderid, { kind: "exchange", lines: [{ position: 0, quantity: 1, exchangeOptionId: pack!.dear }], reason: "size-fit" })
    expect(asked).toMatchObject({ status: 409, body: { _tag: "ReturnNotAllowed", message: expect.stringContaining(`in ${pack!.dearName} costs ${formatRupees(pack!.dearPrice)}, not the ${formatRupees(pack!.cheapPrice)} paid`) } })
  })
})

describe("delivery's cash", () => {
  it("enters the ledger when a Cash on Delivery order is delivered, once", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(nextOption())]))
    expect(await heldBy(placed._id)).toBe(0)
    await deliver(server, admin, placed.orderid)
    expect(await heldBy(placed._id)).toBe(placed.Netpayable)
  })
})
