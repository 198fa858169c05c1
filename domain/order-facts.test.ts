import { describe, expect, it } from "vitest"
import type { ReturnFact } from "./live.ts"
import { adoptedReturns, type Order } from "./order.ts"
import { withOrderFact, withReturnFact } from "./order-facts.ts"
import type { ReturnRequest } from "./returns.ts"

// Issue 38: an order's copy in the browser takes the facts of its stream by the lifecycle machine
// the server decides with; a fact it has, or cannot take, leaves it as it was (the same object).

const placed: Order = {
  _id: "0123456789abcdef00000123" as Order["_id"],
  orderid: "BZ-000123",
  client: "0123456789abcdef00000901" as Order["client"],
  address: { _id: "0123456789abcdef00000301", Name: "Asha Rao", Mobile: "9876543210", HNo: "12", StreetDet: "MG Road", LandMark: "", AreaDet: "Indiranagar", City: "Bengaluru", State: "Karnataka", Pincode: "560038", Type: "Home" } as Order["address"],
  lines: [{ productId: "0123456789abcdef00000101", ProductName: "Tea", slugurl: "tea", thumbnail: "/t.svg", PackId: "0123456789abcdef00000201", packSizeName: "Pack", PackOptionId: "0123456789abcdef00000202", packSizeOptionName: "1 kg", Price: 40, Mrp: 50, quantity: 1 }] as unknown as Order["lines"],
  TotalMrp: 50, TotalPrice: 40, SmallCartFee: 30, HandllingFee: 10, RainFee: 0, DeliveryCharge: 40, TotalAmount: 120, wallet: 0, coupon: 0, Netpayable: 120,
  couponCode: null,
  PaymentMode: "Online",
  PaymentStatus: "Pending",
  Status: 1,
  StatusText: "Received",
  events: [{ _tag: "order.placed", at: "2026-11-01T10:00:00.000Z", by: "customer", PaymentMode: "Online" }],
  createdAt: "2026-11-01T10:00:00.000Z",
  paymentDueAt: "2026-11-01T10:15:00.000Z"
}
const fact = (event: Order["events"][number]) => ({ _tag: "order.event", orderId: placed._id, orderid: placed.orderid, event }) as const

describe("an order's copy and the live stream's facts", () => {
  it("a payment confirmed makes it Paid; the hold goes with it", () => {
    const paid = withOrderFact(placed, fact({ _tag: "payment.confirmed", at: "2026-11-01T10:05:00.000Z", by: "system" }))
    expect(paid).toMatchObject({ PaymentStatus: "Paid", Status: 1, StatusText: "Received" })
    expect(paid.events.map((event) => event._tag)).toEqual(["order.placed", "payment.confirmed"])
    expect(paid.paymentDueAt).toBeUndefined()
  })

  it("a move the lifecycle takes moves it; one it refuses (not paid yet), or one it has, leaves it the same object", () => {
    const refused = withOrderFact(placed, fact({ _tag: "order.processing", at: "2026-11-01T10:06:00.000Z", by: "admin" }))
    expect(refused).toBe(placed)
    const paid = withOrderFact(placed, fact({ _tag: "payment.confirmed", at: "2026-11-01T10:05:00.000Z", by: "system" }))
    const packed = withOrderFact(paid, fact({ _tag: "order.processing", at: "2026-11-01T10:06:00.000Z", by: "admin" }))
    expect(packed).toMatchObject({ Status: 2, StatusText: "Processing" })
    expect(withOrderFact(packed, fact({ _tag: "order.processing", at: "2026-11-01T10:06:00.000Z", by: "admin" }))).toBe(packed)
  })

  it("a refund's step joins its steps once; another order's fact leaves it the same", () => {
    const step = { _tag: "refund.pending", at: "2026-11-01T11:00:00.000Z", by: "system", amount: 120 } as const
    const refunding = withOrderFact(placed, { _tag: "refund.step", orderId: placed._id, orderid: placed.orderid, step })
    expect(refunding.refundSteps).toEqual([step])
    expect(withOrderFact(refunding, { _tag: "refund.step", orderId: placed._id, orderid: placed.orderid, step })).toBe(refunding)
    expect(withOrderFact(placed, { ...fact({ _tag: "payment.confirmed", at: "2026-11-01T10:05:00.000Z", by: "system" }), orderId: "0123456789abcdef00000999" as Order["_id"] })).toBe(placed)
  })
})

describe("an order's returns in the browser and the live stream's steps (issue 38)", () => {
  const returnId = "0123456789abcdef00000701" as ReturnRequest["_id"]
  const requested: ReturnRequest = {
    _id: returnId, orderid: placed.orderid, customerName: "Asha Rao", kind: "return",
    lines: [{ position: 0, ProductName: "Tea", packSizeName: "Pack", packSizeOptionName: "1 kg", thumbnail: "", quantity: 1, amount: 40, exchangeOptionId: null, exchangeOptionName: null }],
    reason: "damaged", note: null, refundTo: "wallet", status: "Requested", refundAmount: 40, refundToWallet: 40, refundToOriginal: 0, feesRefunded: 0,
    events: [{ _tag: "return.requested", at: "2026-11-05T10:00:00.000Z", by: "customer", returnId }],
    createdAt: "2026-11-05T10:00:00.000Z"
  }
  const other: ReturnRequest = { ...requested, _id: "0123456789abcdef00000702" as ReturnRequest["_id"], events: [{ ...requested.events[0]!, returnId: "0123456789abcdef00000702" as ReturnRequest["_id"] }] }
  const step = (event: Omit<ReturnFact["event"], "returnId">, id = returnId): ReturnFact =>
    ({ _tag: "return.event", orderId: placed._id, orderid: placed.orderid, returnId: id, event: { ...event, returnId: id } })

  it("a step the return lifecycle takes moves its request (status and timeline); the others stay the same objects", () => {
    const approved = withReturnFact([requested, other], step({ _tag: "return.approved", at: "2026-11-06T10:00:00.000Z", by: "admin" }))
    expect(approved[0]).toMatchObject({ status: "Approved" })
    expect(approved[0]!.events.map((event) => event._tag)).toEqual(["return.requested", "return.approved"])
    expect(approved[1]).toBe(other)
    const rejected = withReturnFact([requested], step({ _tag: "return.rejected", at: "2026-11-06T10:00:00.000Z", by: "admin", reason: "Worn" }))
    expect(rejected[0]).toMatchObject({ status: "Rejected" })
  })

  it("a step it has, one the lifecycle refuses (picked up before approval), or one of a request not held leaves the same array", () => {
    const requests = [requested]
    const approval = step({ _tag: "return.approved", at: "2026-11-06T10:00:00.000Z", by: "admin" })
    const approved = withReturnFact(requests, approval)
    expect(withReturnFact(approved, approval)).toBe(approved)
    expect(withReturnFact(requests, step({ _tag: "return.picked-up", at: "2026-11-06T10:00:00.000Z", by: "admin" }))).toBe(requests)
    expect(withReturnFact(requests, step({ _tag: "return.approved", at: "2026-11-06T10:00:00.000Z", by: "admin" }, "0123456789abcdef00000799" as ReturnRequest["_id"]))).toBe(requests)
  })

  it("a read is adopted request by request: one held with more steps is kept; the array read when none is", () => {
    const approved = withReturnFact([requested], step({ _tag: "return.approved", at: "2026-11-06T10:00:00.000Z", by: "admin" }))
    const read = [requested, other]
    expect(adoptedReturns(approved, read)).toEqual([approved[0], other])
    expect(adoptedReturns([requested], read)).toBe(read)
    expect(adoptedReturns([], read)).toBe(read)
    // A request the read no longer has is gone from the copy: the requests are the server's.
    expect(adoptedReturns(approved, [other])).toEqual([other])
  })
})
