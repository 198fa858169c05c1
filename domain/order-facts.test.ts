import { describe, expect, it } from "vitest"
import type { Order } from "./order.ts"
import { withOrderFact } from "./order-facts.ts"

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
