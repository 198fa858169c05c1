import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatRupees } from "#domain/money.ts"
import { isRefundDue } from "#domain/order-lifecycle.ts"
import { Order, orderNumberOf } from "#domain/order.ts"
import { orderSmsText } from "#server/order/order-sms.ts"
import { call, order, orderOf, type SellableOption, sellableOptions, setStock, type Shopper, shopper } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 16: an admin cancels an order with a reason, which the order's timeline carries to the
// customer; and a paid order that is cancelled is not called Refunded, since no refund has been
// recorded: its payment stays Paid and a refund is due (domain/order-lifecycle.machine.ts).

let server: TestServer
let admin: Shopper
let option: SellableOption
const decodeOrder = Schema.decodeUnknownSync(Order)

beforeAll(async () => {
  server = await startTestServer({ products: 20 })
  admin = await shopper(server, "admin")
  option = (await sellableOptions(server, 1))[0]!
  await setStock(server, option.PackOptionId, 1000)
})
afterAll(() => server?.close())

const place = async (who: Shopper, PaymentMode: "Online" | "Cash on Delivery") => {
  const answer = await order(server, who, [{ PackId: option.PackId, PackOptionId: option.PackOptionId, quantity: 1 }], { PaymentMode })
  expect(answer.status).toBe(201)
  return decodeOrder(orderOf(answer))
}

/** Pays an online order through the test gateway, which settles the attempt as a gateway would. */
const pay = async (who: Shopper, orderid: string) => {
  const token = await call(server, "GET", `/order/generatenewtoken/${orderNumberOf(orderid)}`, who.cookie)
  expect(token.status).toBe(200)
  const { attemptId } = (token.body as { token: { attemptId: string } }).token
  const back = await fetch(`${server.baseUrl}/pay/test/${attemptId}`, {
    method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", cookie: who.cookie }, body: "outcome=approved"
  })
  expect(back.status).toBe(303)
}

const cancelAsAdmin = (orderid: string, reason?: string) =>
  call(server, "PUT", `/order/${orderid}`, admin.cookie, { _tag: "cancel", orderid, ...(reason === undefined ? {} : { reason }) })

const read = async (who: Shopper, orderid: string) => {
  const answer = await call(server, "GET", `/order/${orderid}`, who.cookie)
  expect(answer.status).toBe(200)
  return decodeOrder(orderOf(answer))
}

describe("an admin cancelling an order", () => {
  it("stores the reason on the cancellation, and the customer's timeline and the admin's list show it", async () => {
    const ravi = await shopper(server)
    const placed = await place(ravi, "Cash on Delivery")
    const reason = "The courier does not deliver to this PIN code yet."
    const answer = await cancelAsAdmin(placed.orderid, reason)
    expect(answer.status).toBe(200)
    const cancelled = decodeOrder(orderOf(answer))
    expect(cancelled).toMatchObject({ Status: 0, StatusText: "Cancelled", PaymentStatus: "Pending" })
    expect(cancelled.events.at(-1)).toMatchObject({ _tag: "order.cancelled", by: "admin", reason })

    // The customer's tracking page reads the same event, reason and all.
    expect((await read(ravi, placed.orderid)).events.at(-1)).toMatchObject({ _tag: "order.cancelled", by: "admin", reason })
    const listed = await call(server, "GET", "/admin/orders?status=0", admin.cookie)
    expect(listed.status).toBe(200)
    const inList = (listed.body as { order: ReadonlyArray<Order> }).order.find((o) => o.orderid === placed.orderid)
    expect(inList?.events.at(-1)).toMatchObject({ _tag: "order.cancelled", reason })
    // Nothing was paid, so nothing is due back.
    expect(isRefundDue(cancelled)).toBe(false)
    expect(orderSmsText(cancelled)).toBe(`Bazaar: your order ${placed.orderid} has been cancelled.`)
  })

  it("refunds a paid order's money to the original payment as it cancels it: Refunded, never left due (issue 32)", async () => {
    const asha = await shopper(server)
    const placed = await place(asha, "Online")
    await pay(asha, placed.orderid)
    const moved = await call(server, "PUT", `/order/${placed.orderid}`, admin.cookie, { _tag: "status", orderid: placed.orderid, event: "order.processing" })
    expect(moved.status).toBe(200)
    expect(decodeOrder(orderOf(moved))).toMatchObject({ Status: 2, PaymentStatus: "Paid" })

    const reason = "The item was damaged in our warehouse."
    const answer = await cancelAsAdmin(placed.orderid, reason)
    expect(answer.status).toBe(200)
    const cancelled = decodeOrder(orderOf(answer))
    // The cancellation gives back what the order held, to the original payment, and records it.
    expect(cancelled).toMatchObject({ Status: 0, PaymentStatus: "Refunded" })
    expect(isRefundDue(cancelled)).toBe(false)
    expect(cancelled.events.map((e) => e._tag)).toEqual(["order.placed", "payment.confirmed", "order.processing", "order.cancelled", "order.refunded"])
    expect(cancelled.events.at(-2)).toMatchObject({ by: "admin", reason })
    expect(cancelled.events.at(-1)).toMatchObject({ by: "system", whole: true, reason: `Refunded ${formatRupees(cancelled.Netpayable)} to your original payment` })
    expect(await read(asha, placed.orderid)).toEqual(cancelled)
    expect(orderSmsText(cancelled)).toBe(`Bazaar: your order ${placed.orderid} has been cancelled. Refunded ${formatRupees(cancelled.Netpayable)} to your original payment.`)
    // Cancelled is final: a payment result can no longer change it.
    expect((await call(server, "GET", `/order/generatenewtoken/${orderNumberOf(placed.orderid)}`, asha.cookie)).status).toBe(409)
  })

  it("refuses a reason longer than 500 characters and leaves the order as it was", async () => {
    const meera = await shopper(server)
    const placed = await place(meera, "Cash on Delivery")
    const answer = await cancelAsAdmin(placed.orderid, "x".repeat(501))
    expect(answer.status).toBe(400)
    expect(await read(meera, placed.orderid)).toEqual(placed)
    expect((await cancelAsAdmin(placed.orderid, "y".repeat(500))).status).toBe(200)
  })
})
