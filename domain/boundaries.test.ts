import { describe, expect, it } from "vitest"
import { type CouponFacts, couponRefusal as refusalOf, type CouponRules, emptyCoupon } from "./coupon.ts"
import { sayRefusal } from "./refusal-words.ts"
import { toPaise } from "./money.ts"
import { offerSaving } from "./offers.ts"
import type { Order, OrderLine } from "./order.ts"
import { decideRefund, type Refunded, type RefundState } from "./order-refunds.ts"
import { readSearchQuery } from "./search-reading.ts"
import { devanagariToLatin, normaliseQuery, understandQuery } from "./search-query.ts"

// The coupon rule names its refusal; read it in the server's English (domain/refusal-words.ts).
const couponRefusal = (rules: CouponRules, facts: CouponFacts) => {
  const refusal = refusalOf(rules, facts)
  return refusal === null ? null : sayRefusal(refusal)
}

// Issue 34 item 9: rules that planted bugs survived, each tested at its edge, just below it and
// just above it. The API's side of the same rules: tests/api/boundaries.contract.test.ts and
// tests/api/listing-boundaries.contract.test.ts.

const line = (Price: number, quantity = 1, name = "Cotton Kurta"): OrderLine => ({
  productId: "a".repeat(24), ProductName: name, slugurl: "cotton-kurta", thumbnail: "/images/x.svg", PackId: "b".repeat(24),
  packSizeName: "Kurta", PackOptionId: "c".repeat(24), packSizeOptionName: "M", Price, Mrp: Price, quantity
} as OrderLine)

const order = (lines: ReadonlyArray<OrderLine>, extra: Partial<Order> = {}): Order => {
  const TotalPrice = lines.reduce((sum, l) => sum + l.Price * l.quantity, 0)
  return {
    orderid: "BZ-000123", lines, Status: 5, StatusText: "Delivered", PaymentMode: "Online", PaymentStatus: "Paid",
    coupon: 0, wallet: 0, SmallCartFee: 0, HandllingFee: 10, RainFee: 0, DeliveryCharge: 0, TotalPrice, TotalAmount: TotalPrice + 10,
    Netpayable: TotalPrice + 10, events: [], ...extra
  } as Order
}
const none: Refunded = { amount: 0, toWallet: 0 }

/** The ledger's state of an order paid as its figures say (the wallet's part, the rest once Paid), `refunded` given back, `promised` to returns. */
const ledgerOf = (paid: Pick<Order, "wallet" | "Netpayable" | "PaymentStatus">, refunded: Refunded = none, promised: Refunded = none): RefundState => ({
  money: {
    fromWallet: toPaise(paid.wallet),
    fromPayer: paid.PaymentStatus === "Paid" ? toPaise(paid.Netpayable) : 0,
    toWallet: toPaise(refunded.toWallet),
    toPayer: toPaise(refunded.amount) - toPaise(refunded.toWallet)
  },
  promised
})

describe("c. a second refund beyond what is still paid is refused (ADR 041)", () => {
  // An online order not paid yet but for ₹300 from the wallet: ₹300 is all that may come back.
  const partlyPaid = order([line(200, 1, "Silk Saree"), line(99, 1, "Cotton Dupatta"), line(100, 1, "Rayon Kurti"), line(101, 1, "Linen Shirt")],
    { wallet: 300, Netpayable: 210, PaymentStatus: "Pending", Status: 2, StatusText: "Processing" })
  const refundOfLine = (position: number, state: RefundState, taken: ReadonlyMap<number, number>) =>
    decideRefund(partlyPaid, { scope: "lines", lines: [{ position, quantity: 1 }], refundTo: "wallet" }, taken, state)

  it("after ₹200 of ₹300 refunded: ₹99 and exactly the ₹100 left are refunded, ₹101 is refused", () => {
    const first = refundOfLine(0, ledgerOf(partlyPaid), new Map())
    expect(first).toMatchObject({ _tag: "Refund", amount: 200 })
    const afterFirst = ledgerOf(partlyPaid, { amount: 200, toWallet: 200 })
    const taken = new Map([[0, 1]])
    expect(refundOfLine(1, afterFirst, taken)).toMatchObject({ _tag: "Refund", amount: 99 })
    expect(refundOfLine(2, afterFirst, taken)).toMatchObject({ _tag: "Refund", amount: 100 })
    expect(refundOfLine(3, afterFirst, taken)).toEqual({ _tag: "Refused", message: "Order BZ-000123 has ₹100 paid and not refunded; this refund would be ₹101." })
  })

  it("a return's refund promised and not yet paid counts as given back: ₹100 left after a ₹200 promise", () => {
    const promised = ledgerOf(partlyPaid, none, { amount: 200, toWallet: 200 })
    const taken = new Map([[0, 1]])
    expect(refundOfLine(1, promised, taken)).toMatchObject({ _tag: "Refund", amount: 99 })
    expect(refundOfLine(2, promised, taken)).toMatchObject({ _tag: "Refund", amount: 100 })
    expect(refundOfLine(3, promised, taken)).toMatchObject({ _tag: "Refused", message: expect.stringContaining("has ₹100 paid and not refunded") })
  })

  it("once everything paid is refunded, nothing more: refused before the lines are looked at", () => {
    const all = ledgerOf(partlyPaid, { amount: 300, toWallet: 300 })
    expect(refundOfLine(1, all, new Map([[0, 1], [2, 1]]))).toEqual({ _tag: "Refused", message: "Everything paid for order BZ-000123 has been refunded already." })
  })
})

describe("d. a refund to the original payment gives the wallet only its share", () => {
  // ₹1,010 paid: ₹101 from the wallet (a tenth), ₹909 online.
  const paid = order([line(500, 2)], { wallet: 101, Netpayable: 909 })
  const toOriginal = (of: Order, quantity: number, refunded: Refunded = none, taken: ReadonlyMap<number, number> = new Map()) =>
    decideRefund(of, { scope: "lines", lines: [{ position: 0, quantity }], refundTo: "original" }, taken, ledgerOf(of, refunded))

  it("one unit: a tenth to the wallet, the rest to the payment; the second unit the rest of the tenth", () => {
    expect(toOriginal(paid, 1)).toMatchObject({ _tag: "Refund", amount: 500, toWallet: 50, toOriginal: 450 })
    expect(toOriginal(paid, 1, { amount: 500, toWallet: 50 }, new Map([[0, 1]]))).toMatchObject({ _tag: "Refund", amount: 500, toWallet: 50, toOriginal: 450 })
    // Both units at once, and the whole order with its fees: the wallet gets back exactly what it paid.
    expect(toOriginal(paid, 2)).toMatchObject({ toWallet: 100, toOriginal: 900 })
    expect(decideRefund(paid, { scope: "order", refundTo: "original" }, new Map(), ledgerOf(paid))).toMatchObject({ amount: 1010, toWallet: 101, toOriginal: 909 })
  })

  it("either side: nothing to the wallet when it paid nothing, everything when it paid everything; all to the wallet when asked", () => {
    const online = order([line(500, 2)])
    expect(toOriginal(online, 1)).toMatchObject({ amount: 500, toWallet: 0, toOriginal: 500 })
    const byWallet = order([line(500, 2)], { wallet: 1010, Netpayable: 0 })
    expect(toOriginal(byWallet, 1)).toMatchObject({ amount: 500, toWallet: 500, toOriginal: 0 })
    expect(decideRefund(paid, { scope: "lines", lines: [{ position: 0, quantity: 1 }], refundTo: "wallet" }, new Map(), ledgerOf(paid)))
      .toMatchObject({ amount: 500, toWallet: 500, toOriginal: 0 })
  })
})

describe("f. a coupon's minimum order is met by exactly the minimum", () => {
  const rules = { ...emptyCoupon, code: "FESTIVE", percentOff: null, amountOff: 100, minOrder: 999, perCustomerLimit: null, totalLimit: null }
  const facts: CouponFacts = { today: "2026-11-26", priceTotal: 999, orderedBefore: true, customerUses: 0, totalUses: 0 }

  it("₹999 of ₹999 is taken, ₹998.99 refused by a paisa, ₹999.01 taken", () => {
    expect(couponRefusal(rules, facts)).toBeNull()
    expect(couponRefusal(rules, { ...facts, priceTotal: 998.99 })).toBe("FESTIVE needs an order of at least ₹999; add ₹0.01 more.")
    expect(couponRefusal(rules, { ...facts, priceTotal: 999.01 })).toBeNull()
  })

  it("the offer's saving likewise: the coupon's amount at exactly the minimum, nothing below it", () => {
    const offer = { code: "FESTIVE", amountOff: 100, minOrder: 999, firstOrderOnly: false }
    expect(offerSaving(offer, 999)).toBe(100)
    expect(offerSaving(offer, 998.99)).toBeNull()
    expect(offerSaving(offer, 999.01)).toBe(100)
  })

  it("the total limit likewise: one use below the limit is taken, at it refused", () => {
    const limited = { ...rules, totalLimit: 2 }
    expect(couponRefusal(limited, { ...facts, totalUses: 1 })).toBeNull()
    expect(couponRefusal(limited, { ...facts, totalUses: 2 })).toBe("FESTIVE has been used as many times as it allows.")
  })
})

describe("l. a Hindi word no synonym group holds is read in Latin letters", () => {
  const GROUPS = [["saree", "sari", "saari", "साड़ी"], ["kurti", "kurta"]]

  it("'खादी' is 'khadi', as typed and as the search reads it, a word whose misspelling may be corrected", () => {
    expect(devanagariToLatin("खादी")).toBe("khadi")
    expect(normaliseQuery("खादी")).toBe("khadi")
    expect(understandQuery("खादी", GROUPS).words).toEqual([["khadi"]])
    expect(readSearchQuery("खादी", GROUPS).units).toEqual([{ alternatives: ["khadi"], correctable: "khadi" }])
  })

  it("beside a word a group holds, each word its own: khadi alone, the kurta with its group", () => {
    expect(readSearchQuery("खादी कुर्ता", GROUPS).units).toEqual([{ alternatives: ["khadi"], correctable: "khadi" }, { alternatives: ["kurta", "kurti"] }])
    expect(readSearchQuery("खादी", GROUPS)).toEqual(readSearchQuery("khadi", GROUPS))
  })
})
