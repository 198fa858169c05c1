import { describe, expect, it } from "vitest"
import type { Order } from "#domain/order.ts"
import { orderSmsText } from "./order-sms.ts"
import { smsOrder } from "#domain/order.fixtures.ts"

// Issue 33: what an order's SMS says of its payment. An online order placed and not yet paid was
// texted "Received"; an order the wallet paid whole was told to pay "₹0 on delivery".

/** The order of the SMS's tests, at ₹550 (₹540 of items and the handling fee), unless a test changes it. */
const order = (change: Partial<Order>): Order => smsOrder({
  lines: [{ ...smsOrder({}).lines[0]!, Price: 540, Mrp: 600 }],
  TotalMrp: 600, TotalPrice: 540, TotalAmount: 550, Netpayable: 550,
  promisedDate: undefined,
  ...change
})

describe("the order SMS", () => {
  it("tells a Cash on Delivery order to pay on delivery", () => {
    expect(orderSmsText(order({}))).toBe("Bazaar: your order BZ-000123 of ₹550 is Received (pay on delivery). Track it under My Account.")
  })

  it("does not text an online order waiting for its payment as Received: it says the payment is awaited, and by when", () => {
    const waiting = order({ PaymentMode: "Online", paymentDueAt: "2026-11-28T09:15:00.000Z" })
    const text = orderSmsText(waiting)
    expect(text).not.toContain("Received")
    expect(text).toBe("Bazaar: your order BZ-000123 of ₹550 is waiting for your payment of ₹550. Pay for it under My Account by 2:45 pm; unpaid, it is cancelled.")
    expect(orderSmsText({ ...waiting, PaymentStatus: "Failed" })).toContain("Your last payment was declined.")
  })

  it("texts a paid online order as Received and paid", () => {
    expect(orderSmsText(order({ PaymentMode: "Online", PaymentStatus: "Paid" })))
      .toBe("Bazaar: your order BZ-000123 of ₹550 is Received (paid). Track it under My Account.")
  })

  it("never asks for ₹0 on delivery: an order the wallet paid says so, with its value", () => {
    const walletPaid = order({ wallet: 550, Netpayable: 0 })
    const text = orderSmsText(walletPaid)
    expect(text).not.toContain("₹0")
    expect(text).not.toContain("on delivery")
    expect(text).toBe("Bazaar: your order BZ-000123 of ₹550 is Received (paid from your wallet). Track it under My Account.")
  })

  it("names what is left to pay on delivery when the wallet paid a part", () => {
    expect(orderSmsText(order({ wallet: 200, Netpayable: 350 })))
      .toBe("Bazaar: your order BZ-000123 of ₹550 is Received (₹350 to pay on delivery). Track it under My Account.")
  })
})
