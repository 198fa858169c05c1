import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatPromisedDate } from "#domain/delivery-words.ts"
import { formatRupees } from "#domain/money.ts"
import { type Order, RETURN_WINDOW_DAYS } from "#domain/order.ts"
import { lineValues, movementsAddUp, returnWindowClosesOn } from "#domain/returns.ts"
import {
  backdateDelivery, call, deliveredOrder, lineOf, order, orderOf, type OrderBody, type SellableOption, sellableOptions, setStock, shopper,
  type Shopper, stockOf, walletOf
} from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 19 item 3 (ADR 031): a customer asks to return or exchange lines of a delivered order within
// the return window; an admin approves or rejects, marks the pickup, and refunds (to the wallet, with
// a movement, exactly once) or sends the exchange; every step is the request's machine's to allow.

let server: TestServer
let options: ReadonlyArray<SellableOption>
let admin: Shopper
/**
 * Two sizes of one product in one colour, in stock at the same price: what an exchange swaps between
 * (issues 32, 33); and another colour of each size, which is not another size.
 */
let sizes: {
  readonly PackId: string; readonly from: string; readonly to: string; readonly toName: string; readonly colour: string
  readonly otherColour: string; readonly otherColourName: string; readonly otherColourOfTo: string; readonly price: number
}

beforeAll(async () => {
  server = await startTestServer()
  options = await sellableOptions(server, 20)
  admin = await shopper(server, "admin")
  // The demo catalogue's clothing: a product's pack sizes are its sizes, their options its colours.
  const [pack] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<typeof sizes>`
    SELECT a.pack_size_id AS "PackId", a.id AS "from", b.id AS "to", pb.name AS "toName", a.name AS colour,
      c.id AS "otherColour", c.name AS "otherColourName", d.id AS "otherColourOfTo", a.price::float8 AS price
    FROM pack_size_options a JOIN pack_sizes pa ON pa.id = a.pack_size_id
    JOIN pack_sizes pb ON pb.product_id = pa.product_id AND pb.id <> pa.id
    JOIN pack_size_options b ON b.pack_size_id = pb.id AND b.name = a.name
    JOIN pack_size_options c ON c.pack_size_id = pa.id AND c.name <> a.name
    JOIN pack_size_options d ON d.pack_size_id = pb.id AND d.name = c.name
    JOIN products p ON p.id = pa.product_id
    WHERE p.show AND a.available_stock >= 20 AND b.available_stock >= 20 AND c.available_stock >= 5 AND d.available_stock >= 5
      AND b.price = a.price AND c.price = a.price AND d.price = a.price
    ORDER BY a.id LIMIT 1`))
  sizes = pack!
})
afterAll(() => server?.close())

interface ReturnBody {
  readonly _id: string
  readonly status: string
  readonly kind: string
  readonly refundAmount: number
  readonly refundToWallet: number
  readonly refundToOriginal: number
  readonly feesRefunded: number
  readonly lines: ReadonlyArray<{ readonly position: number; readonly quantity: number; readonly amount: number }>
  readonly events: ReadonlyArray<{ readonly _tag: string; readonly by: string; readonly reason?: string }>
}
const returnOf = (answer: { readonly body: unknown }) => (answer.body as { returnRequest: ReturnBody }).returnRequest

const ask = (who: Shopper, orderid: string, body: unknown) => call(server, "POST", `/order/${orderid}/returns`, who.cookie, body)
const act = (returnId: string, body: unknown, cookie: string | undefined = admin.cookie) => call(server, "PUT", `/admin/returns/${returnId}`, cookie, body)
const aReturn = (position: number, quantity: number, refundTo = "wallet", reason = "size-fit") => ({ kind: "return", lines: [{ position, quantity }], reason, refundTo })

let optionIndex = 0
/** A fresh option for each order, so one suite's stock checks do not see another's. */
const nextOption = () => options[optionIndex++]!

const walletMovements = async (who: Shopper) => {
  const answer = await call(server, "GET", "/wallet", who.cookie)
  return answer.body as { balance: number; movements: ReadonlyArray<{ amount: number; balanceAfter: number; kind: string; orderid: string | null }>; total: number }
}

describe("who may ask, and when", () => {
  it("refuses an order that is not delivered yet, with a sentence", async () => {
    const asha = await shopper(server)
    const placed = orderOf(await order(server, asha, [lineOf(nextOption())]))
    const refused = await ask(asha, placed.orderid, aReturn(0, 1))
    expect(refused).toMatchObject({ status: 409, body: { _tag: "ReturnNotAllowed", message: `Only a delivered order can be returned or exchanged; order ${placed.orderid} is Received.` } })
    const { body } = await call(server, "GET", `/order/${placed.orderid}/returns`, asha.cookie)
    expect(body).toMatchObject({ returns: [], options: { closesOn: null, refusal: expect.stringContaining("Only a delivered order") } })
  })

  it("offers a delivered order's lines until the window's last day in India, and refuses after it", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 2)])
    const deliveredAt = delivered.events.find((e) => e._tag === "order.delivered")!
    const first = await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)
    expect(first.body).toMatchObject({ options: { closesOn: returnWindowClosesOn((deliveredAt as unknown as { at: string }).at), refusal: null, units: [2], refundTo: ["wallet"] } })
    // Delivered RETURN_WINDOW_DAYS days ago: today is the last day.
    await backdateDelivery(server, delivered._id, RETURN_WINDOW_DAYS)
    expect((await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)).body).toMatchObject({ options: { refusal: null } })
    await backdateDelivery(server, delivered._id, 1)
    const closed = await ask(asha, delivered.orderid, aReturn(0, 1))
    expect(closed.status).toBe(409)
    const closedOn = formatPromisedDate(new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 10))
    expect((closed.body as { message: string }).message).toBe(`The return window of order ${delivered.orderid} closed on ${closedOn}, ${RETURN_WINDOW_DAYS} days after delivery.`)
  })

  it("is for the order's own customer: another customer is told there is no such order, and an admin reads but does not ask", async () => {
    const asha = await shopper(server)
    const ravi = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption())])
    expect(await ask(ravi, delivered.orderid, aReturn(0, 1))).toMatchObject({ status: 404, body: { _tag: "OrderNotFound" } })
    expect((await call(server, "GET", `/order/${delivered.orderid}/returns`, ravi.cookie)).status).toBe(404)
    expect((await ask(admin, delivered.orderid, aReturn(0, 1))).status).toBe(404)
    expect((await call(server, "GET", `/order/${delivered.orderid}/returns`, admin.cookie)).status).toBe(200)
    expect((await call(server, "POST", `/order/${delivered.orderid}/returns`, undefined, aReturn(0, 1))).status).toBe(401)
  })
})

describe("quantities", () => {
  it("asks each unit back once across requests; a rejected request gives its units back", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 3)])
    const name = `${delivered.lines[0]!.quantity}`
    expect(name).toBe("3")
    const first = returnOf(await ask(asha, delivered.orderid, aReturn(0, 2)))
    expect(first).toMatchObject({ status: "Requested", lines: [{ position: 0, quantity: 2 }] })
    const more = await ask(asha, delivered.orderid, aReturn(0, 2))
    expect(more.status).toBe(409)
    expect((more.body as { message: string }).message).toMatch(/^Only 1 of .+ can still be asked back, not 2\.$/)
    expect((await ask(asha, delivered.orderid, { ...aReturn(5, 1) })).body).toMatchObject({ message: `Order ${delivered.orderid} has no item number 6.` })
    expect(returnOf(await act(first._id, { _tag: "reject", reason: "The tags were removed." }))).toMatchObject({ status: "Rejected" })
    expect((await ask(asha, delivered.orderid, aReturn(0, 3))).status).toBe(201)
    const all = await ask(asha, delivered.orderid, aReturn(0, 1))
    expect(all.body).toMatchObject({ message: `Every item of order ${delivered.orderid} has already been asked back.` })
  })
})

describe("the request's lifecycle", () => {
  it("allows each step in turn and refuses the others with 409 and a sentence", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption())])
    const request = returnOf(await ask(asha, delivered.orderid, aReturn(0, 1)))
    const refusal = async (body: unknown, message: string) =>
      expect(await act(request._id, body)).toMatchObject({ status: 409, body: { _tag: "ReturnCannotChange", message } })
    await refusal({ _tag: "pickedUp" }, "A return that is Requested cannot be marked as Picked up; its next step is Approved or Rejected.")
    await refusal({ _tag: "refund" }, "A return that is Requested cannot be marked as Refunded; its next step is Approved or Rejected.")
    expect(returnOf(await act(request._id, { _tag: "approve" }))).toMatchObject({ status: "Approved" })
    await refusal({ _tag: "approve" }, "A return that is Approved cannot be marked as Approved; its next step is Picked up.")
    await refusal({ _tag: "reject", reason: "Late" }, "A return that is Approved cannot be marked as Rejected; its next step is Picked up.")
    await refusal({ _tag: "refund" }, "A return that is Approved cannot be marked as Refunded; its next step is Picked up.")
    expect(returnOf(await act(request._id, { _tag: "pickedUp" }))).toMatchObject({ status: "Picked up" })
    await refusal({ _tag: "exchange" }, "A return is refunded, not exchanged: mark it as Refunded.")
    const refunded = returnOf(await act(request._id, { _tag: "refund" }))
    expect(refunded.status).toBe("Refunded")
    await refusal({ _tag: "refund" }, "A return that is Refunded can no longer change.")
    expect(refunded.events.map((e) => `${e._tag}:${e.by}`)).toEqual([
      "return.requested:customer", "return.approved:admin", "return.picked-up:admin", "return.refunded:admin"
    ])
    // The steps are stored in the order's stream, after its own events, with the refund's money as
    // `order.refunded` (issue 32); the order answers its own lifecycle's events and stays Delivered.
    const stream = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ seq: number; tag: string }>`
      SELECT seq, tag FROM order_events WHERE order_id = ${delivered._id} ORDER BY seq`))
    expect(stream.map((e) => e.tag)).toEqual([
      "order.placed", "order.processing", "order.dispatched", "order.out-for-delivery", "order.delivered",
      "return.requested", "return.approved", "return.picked-up", "order.refunded", "return.refunded"
    ])
    expect(stream.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const again = orderOf(await call(server, "GET", `/order/${delivered.orderid}`, asha.cookie))
    expect(again).toMatchObject({ Status: 5, StatusText: "Delivered", events: [...delivered.events, expect.objectContaining({ _tag: "order.refunded", by: "admin" })] })
  })

  it("is acted on by admins only: 401 without a session, 403 for a customer; a rejection needs a reason", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption())])
    const request = returnOf(await ask(asha, delivered.orderid, aReturn(0, 1)))
    expect((await call(server, "PUT", `/admin/returns/${request._id}`, undefined, { _tag: "approve" })).status).toBe(401)
    expect((await act(request._id, { _tag: "approve" }, asha.cookie)).status).toBe(403)
    expect((await call(server, "GET", "/admin/returns", asha.cookie)).status).toBe(403)
    const noReason = await act(request._id, { _tag: "reject", reason: "  " })
    expect(noReason.status).toBe(400)
    expect((noReason.body as { message: string }).message).toContain("Please give the customer a reason for rejecting the return.")
    expect((await act("0".repeat(24), { _tag: "approve" })).status).toBe(404)
    expect(returnOf(await act(request._id, { _tag: "reject", reason: "The item was used." }))).toMatchObject({
      status: "Rejected", events: [{ _tag: "return.requested" }, { _tag: "return.rejected", reason: "The item was used." }]
    })
  })

  it("lists requests for admins by status, newest first, paged", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 2)])
    const request = returnOf(await ask(asha, delivered.orderid, aReturn(0, 1)))
    const requested = await call(server, "GET", "/admin/returns?status=Requested", admin.cookie)
    const body = requested.body as { returns: ReadonlyArray<ReturnBody & { orderid: string; customerName: string }>; page: number; limit: number; total: number }
    expect(body.returns[0]).toMatchObject({ _id: request._id, orderid: delivered.orderid, customerName: "Ravi Kumar" })
    expect(body.returns.every((r) => r.status === "Requested")).toBe(true)
    expect(body).toMatchObject({ page: 1, limit: 20 })
    expect((await call(server, "GET", "/admin/returns?status=Lost", admin.cookie)).status).toBe(400)
    const mine = await call(server, "GET", "/returns", asha.cookie)
    expect(mine.body).toMatchObject({ returns: [{ _id: request._id }], total: 1 })
  })
})

describe("refunds and the wallet", () => {
  it("refunds what was paid for the units, less their share of the coupon, to the wallet once, even when two refunds race", async () => {
    const asha = await shopper(server)
    const option = nextOption()
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(option, 2), lineOf(nextOption())], { couponCode: "WELCOME20" })
    expect(delivered.coupon).toBeGreaterThan(0)
    const request = returnOf(await ask(asha, delivered.orderid, aReturn(0, 1)))
    const [first] = lineValues(delivered as unknown as Order)
    expect(request.refundAmount).toBe(Math.round(first! / 2) / 100)
    expect(request).toMatchObject({ refundToWallet: request.refundAmount, refundToOriginal: 0, feesRefunded: 0 })
    await act(request._id, { _tag: "approve" })
    const stockBefore = await stockOf(server, option.PackOptionId)
    await act(request._id, { _tag: "pickedUp" })
    expect(await stockOf(server, option.PackOptionId)).toBe(stockBefore + 1)
    const raced = await Promise.all([act(request._id, { _tag: "refund" }), act(request._id, { _tag: "refund" })])
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await walletOf(server, asha.clientId)).toBe(request.refundAmount)
    const wallet = await walletMovements(asha)
    expect(wallet).toMatchObject({ balance: request.refundAmount, total: 1, movements: [{ amount: request.refundAmount, balanceAfter: request.refundAmount, kind: "return-refund", orderid: delivered.orderid }] })
    const refunded = raced.find((r) => r.status === 200)!
    expect(returnOf(refunded).events.at(-1)?.reason).toBe(`Refunded ${formatRupees(request.refundAmount)} to your Bazaar wallet`)
  })

  it("keeps movements that add up to the balance: a refund, an order paid from the wallet, and its cancellation", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 2)])
    const request = returnOf(await ask(asha, delivered.orderid, aReturn(0, 2)))
    for (const step of ["approve", "pickedUp", "refund"]) await act(request._id, { _tag: step })
    const spend = Math.min(request.refundAmount, 10)
    const paid = orderOf(await order(server, asha, [lineOf(nextOption())], { walletAmount: spend }))
    expect(paid.wallet).toBe(spend)
    await call(server, "PUT", `/order/${paid.orderid}`, asha.cookie, { _tag: "cancel", orderid: paid.orderid })
    const wallet = await walletMovements(asha)
    expect(wallet.movements.map((m) => `${m.kind} ${m.amount}`)).toEqual([
      `cancel-refund ${spend}`, `order-payment ${-spend}`, `return-refund ${request.refundAmount}`
    ])
    expect(movementsAddUp([...wallet.movements].reverse())).toBe(true)
    expect(wallet.movements[0]!.balanceAfter).toBe(wallet.balance)
    expect(wallet.balance).toBe(await walletOf(server, asha.clientId))
  })

  it("refunds an online order to its original payment when asked, and a Cash on Delivery order only to the wallet", async () => {
    const asha = await shopper(server)
    const online = await deliveredOrder(server, asha, admin, [lineOf(nextOption())], { PaymentMode: "Online" })
    expect((await call(server, "GET", `/order/${online.orderid}/returns`, asha.cookie)).body).toMatchObject({ options: { refundTo: ["wallet", "original"] } })
    const request = returnOf(await ask(asha, online.orderid, aReturn(0, 1, "original")))
    expect(request).toMatchObject({ refundToWallet: 0, refundToOriginal: request.refundAmount })
    for (const step of ["approve", "pickedUp"]) await act(request._id, { _tag: step })
    const refunded = returnOf(await act(request._id, { _tag: "refund" }))
    expect(refunded.events.at(-1)?.reason).toBe(`Refunded ${formatRupees(request.refundAmount)} to your original payment`)
    expect(await walletOf(server, asha.clientId)).toBe(0)
    const cod = await deliveredOrder(server, asha, admin, [lineOf(nextOption())])
    expect(await ask(asha, cod.orderid, aReturn(0, 1, "original"))).toMatchObject({
      status: 409, body: { message: "This order was paid in cash on delivery, so its refund goes to your Bazaar wallet." }
    })
  })

  it("refunds the fees too when the whole order goes back for the shop's fault, and not for a change of mind", async () => {
    const asha = await shopper(server)
    const option = nextOption()
    const small = await deliveredOrder(server, asha, admin, [lineOf(option)])
    const fees = (small as unknown as Order).HandllingFee + (small as unknown as Order).DeliveryCharge + (small as unknown as Order).SmallCartFee
    expect(fees).toBeGreaterThan(0)
    const damaged = returnOf(await ask(asha, small.orderid, aReturn(0, 1, "wallet", "damaged")))
    expect(damaged).toMatchObject({ feesRefunded: fees, refundAmount: small.TotalAmount })
    const again = await deliveredOrder(server, asha, admin, [lineOf(nextOption())])
    expect(returnOf(await ask(asha, again.orderid, aReturn(0, 1, "wallet", "changed-mind")))).toMatchObject({ feesRefunded: 0, refundAmount: again.TotalPrice })
  })
})

describe("exchanges", () => {
  type Choices = { options: { exchangeChoices: ReadonlyArray<ReadonlyArray<{ PackOptionId: string; name: string; stock: number; price: number }>> } }

  it("offers the other sizes of the line's colour with their stock and price, not the other colours of its size (issue 33)", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [{ PackId: sizes.PackId, PackOptionId: sizes.from, quantity: 1 }])
    const choices = ((await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)).body as Choices).options.exchangeChoices[0]!
    expect(choices).toContainEqual({ PackOptionId: sizes.to, name: sizes.toName, stock: await stockOf(server, sizes.to), price: sizes.price })
    expect(choices.map((choice) => choice.PackOptionId)).not.toContain(sizes.otherColour)
    expect(choices.map((choice) => choice.PackOptionId)).not.toContain(sizes.otherColourOfTo)
    // Every size offered is the same product in the same colour, another size, in stock, at the price paid.
    const offered = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string; size: string; sameProduct: boolean; colour: string; stock: number; price: number }>`
      SELECT o.id, ps.name AS size, ps.product_id = (SELECT product_id FROM pack_sizes WHERE id = ${sizes.PackId}) AS "sameProduct",
        o.name AS colour, o.available_stock AS stock, o.price::float8 AS price
      FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id WHERE o.id IN ${sql.in(choices.map((choice) => choice.PackOptionId))}`))
    expect(offered).toHaveLength(choices.length)
    for (const row of offered) {
      expect(row).toMatchObject({ sameProduct: true, colour: sizes.colour, price: sizes.price })
      expect(row.stock).toBeGreaterThan(0)
      expect(choices.find((choice) => choice.PackOptionId === row.id)?.name).toBe(row.size)
    }
    expect(offered.map((row) => row.id)).not.toContain(sizes.from)
  })

  it("takes the new size's stock when approved, gives the old one back when picked up, and moves no money", async () => {
    const asha = await shopper(server)
    const line = { PackId: sizes.PackId, PackOptionId: sizes.from, quantity: 1 }
    const delivered = await deliveredOrder(server, asha, admin, [line])
    const choices = await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)
    expect((choices.body as Choices).options.exchangeChoices[0]).toContainEqual(expect.objectContaining({ PackOptionId: sizes.to }))
    const exchange = { kind: "exchange", lines: [{ position: 0, quantity: 1, exchangeOptionId: sizes.to }], reason: "size-fit" }
    const request = returnOf(await ask(asha, delivered.orderid, exchange))
    expect(request).toMatchObject({ kind: "exchange", refundAmount: 0, lines: [{ exchangeOptionName: sizes.toName }] })
    const [toBefore, fromBefore] = [await stockOf(server, sizes.to), await stockOf(server, sizes.from)]
    await act(request._id, { _tag: "approve" })
    expect(await stockOf(server, sizes.to)).toBe(toBefore - 1)
    await act(request._id, { _tag: "pickedUp" })
    expect(await stockOf(server, sizes.from)).toBe(fromBefore + 1)
    expect(await act(request._id, { _tag: "refund" })).toMatchObject({ status: 409, body: { message: "An exchange is sent, not refunded: mark it as Exchanged." } })
    expect(returnOf(await act(request._id, { _tag: "exchange" }))).toMatchObject({ status: "Exchanged" })
    expect(await walletOf(server, asha.clientId)).toBe(0)
  })

  it("refuses another product, another colour of the size bought, another colour in another size, the same option, and a size without the stock", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [{ PackId: sizes.PackId, PackOptionId: sizes.from, quantity: 1 }])
    const swap = (exchangeOptionId: string) => ask(asha, delivered.orderid, { kind: "exchange", lines: [{ position: 0, quantity: 1, exchangeOptionId }], reason: "size-fit" })
    const refused = (message: unknown) => ({ status: 409, body: { _tag: "ReturnNotAllowed", message } })
    const [otherProduct] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`
      SELECT o.id FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id
      WHERE ps.product_id <> (SELECT product_id FROM pack_sizes WHERE id = ${sizes.PackId}) AND o.available_stock > 0 ORDER BY o.id LIMIT 1`))
    expect(await swap(otherProduct!.id)).toMatchObject(refused(expect.stringMatching(/ can be exchanged only for another size of the same product\.$/)))
    expect(await swap(sizes.otherColour)).toMatchObject(refused(expect.stringMatching(/^Choose a different size of /)))
    expect(await swap(sizes.from)).toMatchObject(refused(expect.stringMatching(/^Choose a different size of /)))
    expect(await swap(sizes.otherColourOfTo)).toMatchObject(refused(expect.stringContaining(
      ` can be exchanged only for another size in ${sizes.colour}; to have it in ${sizes.otherColourName}, return it and order that one instead.`)))
    const stock = await stockOf(server, sizes.to)
    await setStock(server, sizes.to, 0)
    expect((await swap(sizes.to)).body).toMatchObject({ message: expect.stringMatching(new RegExp(` in ${sizes.toName} has only 0 left; choose another size or return it instead\\.$`)) })
    await setStock(server, sizes.to, stock)
  })
})

describe("the customer withdraws a request", () => {
  const withdraw = (who: Shopper | undefined, orderid: string, returnId: string) =>
    call(server, "PUT", `/order/${orderid}/returns/${returnId}/withdraw`, who?.cookie)
  const textsTo = (who: Shopper) =>
    server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ message: string }>`
      SELECT s.message FROM sms_outbox s JOIN clients c ON c.mobile = s.recipient WHERE c.id = ${who.clientId} ORDER BY s.id`))
      .then((rows) => rows.map((row) => row.message))
  const cannot = (message: string) => ({ status: 409, body: { _tag: "ReturnCannotChange", message } })

  it("while it is Requested: the step is stored, the customer is texted, and the units may be asked back again", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 2)])
    const request = returnOf(await ask(asha, delivered.orderid, aReturn(0, 2)))
    expect((await ask(asha, delivered.orderid, aReturn(0, 1))).body).toMatchObject({ message: `Every item of order ${delivered.orderid} has already been asked back.` })
    const withdrawn = await withdraw(asha, delivered.orderid, request._id)
    expect(withdrawn.status).toBe(200)
    expect(returnOf(withdrawn)).toMatchObject({ _id: request._id, status: "Withdrawn" })
    expect(returnOf(withdrawn).events.map((e) => `${e._tag}:${e.by}`)).toEqual(["return.requested:customer", "return.withdrawn:customer"])
    expect(await textsTo(asha)).toContain(`Bazaar: your return of order ${delivered.orderid} is Withdrawn. Nothing will be picked up; the items stay with you.`)
    const stream = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ tag: string; returnId: string | null }>`
      SELECT tag, return_id AS "returnId" FROM order_events WHERE order_id = ${delivered._id} ORDER BY seq`))
    expect(stream.slice(-2)).toEqual([{ tag: "return.requested", returnId: request._id }, { tag: "return.withdrawn", returnId: request._id }])
    // The order's own lifecycle passes the step by: still Delivered, its events as they were.
    expect(orderOf(await call(server, "GET", `/order/${delivered.orderid}`, asha.cookie))).toMatchObject({ Status: 5, events: delivered.events })
    // Its units are free again: the order offers them, and a new request takes them.
    expect((await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)).body).toMatchObject({ options: { refusal: null, units: [2] } })
    const again = returnOf(await ask(asha, delivered.orderid, aReturn(0, 2)))
    expect(again).toMatchObject({ status: "Requested", refundAmount: request.refundAmount })
    // Admins find it by its status, and may take no step of it.
    const listed = (await call(server, "GET", "/admin/returns?status=Withdrawn", admin.cookie)).body as { returns: ReadonlyArray<{ _id: string; status: string }> }
    expect(listed.returns.find((r) => r._id === request._id)).toMatchObject({ status: "Withdrawn" })
    expect(listed.returns.every((r) => r.status === "Withdrawn")).toBe(true)
    expect(await act(request._id, { _tag: "approve" })).toMatchObject(cannot("A return that is Withdrawn can no longer change."))
    expect(await withdraw(asha, delivered.orderid, request._id)).toMatchObject(cannot("This return has already been withdrawn."))
  })

  it("while it is Approved; after the pickup, a rejection or a refund it is refused with 409 and the machine's words", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption(), 3)])
    const approved = returnOf(await ask(asha, delivered.orderid, aReturn(0, 1)))
    await act(approved._id, { _tag: "approve" })
    expect(returnOf(await withdraw(asha, delivered.orderid, approved._id))).toMatchObject({ status: "Withdrawn" })
    expect(await act(approved._id, { _tag: "pickedUp" })).toMatchObject(cannot("A return that is Withdrawn can no longer change."))

    const pickedUp = returnOf(await ask(asha, delivered.orderid, aReturn(0, 1)))
    for (const step of ["approve", "pickedUp"]) await act(pickedUp._id, { _tag: step })
    expect(await withdraw(asha, delivered.orderid, pickedUp._id)).toMatchObject(cannot("A return that is Picked up can no longer be withdrawn."))
    await act(pickedUp._id, { _tag: "refund" })
    expect(await withdraw(asha, delivered.orderid, pickedUp._id)).toMatchObject(cannot("A return that is Refunded can no longer be withdrawn."))

    const rejected = returnOf(await ask(asha, delivered.orderid, aReturn(0, 1)))
    await act(rejected._id, { _tag: "reject", reason: "The tags were removed." })
    expect(await withdraw(asha, delivered.orderid, rejected._id)).toMatchObject(cannot("A return that is Rejected can no longer be withdrawn."))
    // Nothing refused left a step behind.
    const tags = (await call(server, "GET", `/order/${delivered.orderid}/returns`, asha.cookie)).body as { returns: ReadonlyArray<{ _id: string; events: ReadonlyArray<{ _tag: string }> }> }
    expect(tags.returns.map((r) => r.events.map((e) => e._tag).join(" "))).toEqual([
      "return.requested return.approved return.withdrawn",
      "return.requested return.approved return.picked-up return.refunded",
      "return.requested return.rejected"
    ])
  })

  it("is the order's own customer's: another customer, an admin and an unknown request are told it is not found; a visitor signs in; a malformed id is a 400", async () => {
    const asha = await shopper(server)
    const ravi = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [lineOf(nextOption())])
    const request = returnOf(await ask(asha, delivered.orderid, aReturn(0, 1)))
    expect(await withdraw(ravi, delivered.orderid, request._id)).toMatchObject({ status: 404, body: { _tag: "OrderNotFound", message: `You have no order ${delivered.orderid}.` } })
    expect(await withdraw(admin, delivered.orderid, request._id)).toMatchObject({ status: 404, body: { _tag: "OrderNotFound" } })
    // Ravi's own order with Asha's request: not his request.
    const hisOrder = await deliveredOrder(server, ravi, admin, [lineOf(nextOption())])
    expect(await withdraw(ravi, hisOrder.orderid, request._id)).toMatchObject({ status: 404, body: { _tag: "NotFound", message: "There is no such return request." } })
    expect(await withdraw(asha, delivered.orderid, "0".repeat(24))).toMatchObject({ status: 404, body: { _tag: "NotFound" } })
    expect((await withdraw(undefined, delivered.orderid, request._id)).status).toBe(401)
    expect((await withdraw(asha, delivered.orderid, "nothex")).status).toBe(400)
    expect((await withdraw(asha, "BZ-12", request._id)).status).toBe(400)
    expect(returnOf(await act(request._id, { _tag: "approve" }))).toMatchObject({ status: "Approved" })
  })

  it("gives back the new size's stock an approved exchange took, and takes none back from one still Requested", async () => {
    const asha = await shopper(server)
    const delivered = await deliveredOrder(server, asha, admin, [{ PackId: sizes.PackId, PackOptionId: sizes.from, quantity: 2 }])
    const exchange = { kind: "exchange", lines: [{ position: 0, quantity: 1, exchangeOptionId: sizes.to }], reason: "size-fit" }
    const requested = returnOf(await ask(asha, delivered.orderid, exchange))
    const [toBefore, fromBefore] = [await stockOf(server, sizes.to), await stockOf(server, sizes.from)]
    expect(returnOf(await withdraw(asha, delivered.orderid, requested._id))).toMatchObject({ status: "Withdrawn", kind: "exchange" })
    expect([await stockOf(server, sizes.to), await stockOf(server, sizes.from)]).toEqual([toBefore, fromBefore])
    expect(await textsTo(asha)).toContain(`Bazaar: your exchange of order ${delivered.orderid} is Withdrawn. Nothing will be picked up; the items stay with you.`)

    const approved = returnOf(await ask(asha, delivered.orderid, { ...exchange, lines: [{ position: 0, quantity: 2, exchangeOptionId: sizes.to }] }))
    await act(approved._id, { _tag: "approve" })
    expect(await stockOf(server, sizes.to)).toBe(toBefore - 2)
    expect(returnOf(await withdraw(asha, delivered.orderid, approved._id))).toMatchObject({ status: "Withdrawn" })
    expect([await stockOf(server, sizes.to), await stockOf(server, sizes.from)]).toEqual([toBefore, fromBefore])
    expect(await walletOf(server, asha.clientId)).toBe(0)
  })
})

describe("bad input", () => {
  it.each([
    ["no kind", { lines: [{ position: 0, quantity: 1 }], reason: "size-fit", refundTo: "wallet" }],
    ["no lines", { kind: "return", lines: [], reason: "size-fit", refundTo: "wallet" }, "Choose at least one item to return or exchange."],
    ["a return without a refund destination", { kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "size-fit" }, "Choose where the refund goes: your wallet or the original payment."],
    ["an exchange without a size", { kind: "exchange", lines: [{ position: 0, quantity: 1 }], reason: "size-fit" }, "Choose the new size for each item you exchange."],
    ["an unknown reason", { kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "bored", refundTo: "wallet" }, "Choose a reason from the list."],
    ["a return with a new size", { kind: "return", lines: [{ position: 0, quantity: 1, exchangeOptionId: "a".repeat(24) }], reason: "size-fit", refundTo: "wallet" }, "A return takes no new size; choose exchange for that."],
    ["an exchange with a refund", { kind: "exchange", lines: [{ position: 0, quantity: 1, exchangeOptionId: "a".repeat(24) }], reason: "size-fit", refundTo: "wallet" }, "An exchange is not refunded; leave out where the refund goes."],
    ["a line twice", { kind: "return", lines: [{ position: 0, quantity: 1 }, { position: 0, quantity: 1 }], reason: "size-fit", refundTo: "wallet" }, "Each item may appear only once in a request."],
    ["a quantity of 0", { kind: "return", lines: [{ position: 0, quantity: 0 }], reason: "size-fit", refundTo: "wallet" }, "quantity must be between 1 and 100"],
    ["a note too long", { kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "size-fit", refundTo: "wallet", note: "x".repeat(501) }, "The note must be at most 500 characters."]
  ])("answers 400 for %s, with a sentence", async (_, body, words?: string) => {
    const asha = await shopper(server)
    const answer = await call(server, "POST", "/order/BZ-000001/returns", asha.cookie, body)
    expect(answer.status).toBe(400)
    if (words !== undefined) expect((answer.body as { message: string }).message).toContain(words)
  })

  it("answers 400 for a malformed order id or page, never 500", async () => {
    const asha = await shopper(server)
    expect((await call(server, "GET", "/order/BZ-12/returns", asha.cookie)).status).toBe(400)
    expect((await call(server, "GET", "/wallet?page=0", asha.cookie)).status).toBe(400)
    expect((await call(server, "GET", "/returns?page=x", asha.cookie)).status).toBe(400)
    expect((await call(server, "PUT", "/admin/returns/nothex", admin.cookie, { _tag: "approve" })).status).toBe(400)
    expect((await call(server, "PUT", `/admin/returns/${"a".repeat(24)}`, admin.cookie, { _tag: "destroy" })).status).toBe(400)
  })
})

export type { OrderBody }
