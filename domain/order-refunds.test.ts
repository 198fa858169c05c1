import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toPaise } from "./money.ts"
import type { Order, OrderLine } from "./order.ts"
import { decideRefund, paidPaise, type Refunded, RefundRequest, type RefundState, refundSmsText, refundText } from "./order-refunds.ts"
import { lineValues } from "./returns.ts"

const line = (Price: number, quantity: number): OrderLine => ({
  productId: "a".repeat(24), ProductName: "Cotton Kurta", slugurl: "cotton-kurta", thumbnail: "/images/x.svg", PackId: "b".repeat(24),
  packSizeName: "Kurta", PackOptionId: "c".repeat(24), packSizeOptionName: "M", Price, Mrp: Price, quantity
} as OrderLine)

const order = (lines: ReadonlyArray<OrderLine>, extra: Partial<Order> = {}): Order => {
  const TotalPrice = lines.reduce((sum, l) => sum + l.Price * l.quantity, 0)
  return {
    orderid: "BZ-000123", lines, Status: 5, StatusText: "Delivered", PaymentMode: "Cash on Delivery", PaymentStatus: "Paid",
    coupon: 0, wallet: 0, SmallCartFee: 0, HandllingFee: 10, RainFee: 0, DeliveryCharge: 0, TotalPrice, TotalAmount: TotalPrice + 10,
    Netpayable: TotalPrice + 10, events: [], ...extra
  } as Order
}
const none = { amount: 0, toWallet: 0 }

/** The ledger's state of an order paid as its figures say (the wallet's part, the rest once Paid), with `refunded` given back. */
const ledgerOf = (paid: Pick<Order, "wallet" | "Netpayable" | "PaymentStatus">, refunded: Refunded = none): RefundState => ({
  money: {
    fromWallet: toPaise(paid.wallet),
    fromPayer: paid.PaymentStatus === "Paid" ? toPaise(paid.Netpayable) : 0,
    toWallet: toPaise(refunded.toWallet),
    toPayer: toPaise(refunded.amount) - toPaise(refunded.toWallet)
  },
  promised: none
})

describe("a refund of an order's lines or of the whole order (ADR 039)", () => {
  it("refunds one unit of a line at what it was paid, less its share of the coupon", () => {
    const paid = order([line(500, 2), line(300, 1)], { coupon: 130, Netpayable: 1180 })
    const decided = decideRefund(paid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet" }, new Map(), ledgerOf(paid))
    expect(decided).toMatchObject({ _tag: "Refund", amount: lineValues(paid)[0]! / 200, toWallet: lineValues(paid)[0]! / 200, fees: 0 })
  })

  it("refunds the whole order untouched before with its fees: exactly what was paid", () => {
    const paid = order([line(500, 2), line(300, 1)])
    expect(decideRefund(paid, { scope: "order", refundTo: "wallet" }, new Map(), ledgerOf(paid))).toMatchObject({ _tag: "Refund", amount: paid.Netpayable, fees: 10 })
  })

  it("refuses units already taken, an unpaid order, a cancelled order, and cash to the original payment", () => {
    const paid = order([line(500, 2)])
    expect(decideRefund(paid, { scope: "lines", lines: [{ position: 0, quantity: 2 }], refundTo: "wallet" }, new Map([[0, 1]]), ledgerOf(paid)))
      .toEqual({ _tag: "Refused", message: "Only 1 of Cotton Kurta (M) can still be refunded, not 2." })
    const unpaid = order([line(500, 1)], { PaymentStatus: "Pending", Status: 2, StatusText: "Processing" })
    expect(decideRefund(unpaid, { scope: "order", refundTo: "wallet" }, new Map(), ledgerOf(unpaid)))
      .toEqual({ _tag: "Refused", message: "Nothing has been paid for order BZ-000123 yet, so nothing can be refunded." })
    const cancelled = order([line(500, 1)], { Status: 0, StatusText: "Cancelled" })
    expect(decideRefund(cancelled, { scope: "order", refundTo: "wallet" }, new Map(), ledgerOf(cancelled)))
      .toMatchObject({ _tag: "Refused", message: expect.stringContaining("cancelled") })
    expect(decideRefund(paid, { scope: "order", refundTo: "original" }, new Map(), ledgerOf(paid))).toMatchObject({ _tag: "Refused", message: expect.stringContaining("cash on delivery") })
  })

  it("never refunds more than was paid, however the units are refunded one after another", () => {
    fc.assert(fc.property(
      fc.array(fc.record({ price: fc.integer({ min: 1, max: 5000 }), quantity: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 0, max: 40 }),
      (lines, couponPercent) => {
        const items = lines.map((l) => line(l.price, l.quantity))
        const total = items.reduce((s, l) => s + l.Price * l.quantity, 0)
        const coupon = Math.floor((total * couponPercent) / 100)
        const paid = order(items, { coupon, Netpayable: total + 10 - coupon })
        const taken = new Map<number, number>()
        let refunded = { amount: 0, toWallet: 0 }
        for (const [position, item] of items.entries()) {
          for (let unit = 0; unit < item.quantity; unit++) {
            const decided = decideRefund(paid, { scope: "lines", lines: [{ position, quantity: 1 }], refundTo: "wallet" }, taken, ledgerOf(paid, refunded))
            if (decided._tag === "Refused") continue
            taken.set(position, (taken.get(position) ?? 0) + 1)
            refunded = { amount: (toPaise(refunded.amount) + toPaise(decided.amount)) / 100, toWallet: (toPaise(refunded.toWallet) + toPaise(decided.toWallet)) / 100 }
          }
        }
        expect(toPaise(refunded.amount)).toBeLessThanOrEqual(paidPaise(ledgerOf(paid)))
        // Every unit refunded one by one gives back exactly the lines' value (the fees stay).
        expect(toPaise(refunded.amount)).toBe(lineValues(paid).reduce((s, v) => s + v, 0))
      }
    ))
  })

  it("decodes the request: a line refund needs lines, a whole-order refund takes none, a reason is needed", () => {
    const decode = Schema.decodeUnknownEither(RefundRequest)
    expect(Either.isRight(decode({ scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet", reason: "Broken" }))).toBe(true)
    expect(Either.isLeft(decode({ scope: "lines", refundTo: "wallet", reason: "Broken" }))).toBe(true)
    expect(Either.isLeft(decode({ scope: "order", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet", reason: "Broken" }))).toBe(true)
    expect(Either.isLeft(decode({ scope: "order", refundTo: "wallet", reason: " " }))).toBe(true)
  })

  it("says where the money went", () => {
    expect(refundText({ toWallet: 120, toOriginal: 80.5, reason: "Late" })).toBe("Refunded ₹120 to the Bazaar wallet and ₹80.50 to the original payment: Late")
  })

  it("tells the customer by SMS where each part went, without the shop's note", () => {
    expect(refundSmsText("BZ-000123", { toWallet: 120, toOriginal: 80.5 }))
      .toBe("Bazaar: we have refunded ₹120 to your Bazaar wallet and ₹80.50 to your original payment for your order BZ-000123. See it under My Account.")
    expect(refundSmsText("BZ-000124", { toWallet: 0, toOriginal: 99 })).toBe("Bazaar: we have refunded ₹99 to your original payment for your order BZ-000124. See it under My Account.")
  })
})
