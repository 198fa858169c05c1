import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatPromisedDate } from "./delivery-words.ts"
import { messages } from "./messages/orders.en.ts"
import { toPaise } from "./money.ts"
import type { Order, OrderLine } from "./order.ts"
import {
  allowedReturnSteps,
  decideReturnEvent,
  exchangeChoicesFor,
  type ExchangeOption,
  exchangeProblem as exchangeRefusal,
  lineValues,
  linesProblem as linesRefusal,
  mayWithdraw,
  movementsAddUp,
  NewReturnRequest,
  refundDestinations,
  refundOf,
  returnEligibility,
  returnStatusOf,
  returnWindowClosesOn,
  returnWindowOpen,
  type ReturnStepEvent,
  unitsTakenBy
} from "./returns.ts"
import { sayRefusal } from "./refusal-words.ts"
import type { Refusal } from "./refusals.ts"

// The rules name their refusals; these read them in the server's English (domain/refusal-words.ts).
const said = (refusal: Refusal | undefined) => (refusal === undefined ? undefined : sayRefusal(refusal))
const linesProblem = (...args: Parameters<typeof linesRefusal>) => said(linesRefusal(...args))
const exchangeProblem = (...args: Parameters<typeof exchangeRefusal>) => said(exchangeRefusal(...args))

const line = (Price: number, quantity: number, extra: Partial<OrderLine> = {}): OrderLine => ({
  productId: "a".repeat(24), ProductName: "Cotton Kurta", slugurl: "cotton-kurta", thumbnail: "/images/x.svg", PackId: "b".repeat(24),
  packSizeName: "Kurta", PackOptionId: "c".repeat(24), packSizeOptionName: "M", Price, Mrp: Price, quantity, ...extra
} as OrderLine)

const order = (lines: ReadonlyArray<OrderLine>, extra: Partial<Order> = {}): Order => {
  const TotalPrice = lines.reduce((sum, l) => sum + l.Price * l.quantity, 0)
  return {
    orderid: "BZ-000123", lines, Status: 5, StatusText: "Delivered", PaymentMode: "Cash on Delivery", PaymentStatus: "Paid",
    coupon: 0, wallet: 0, SmallCartFee: 0, HandllingFee: 10, RainFee: 0, DeliveryCharge: 0, TotalPrice, TotalAmount: TotalPrice + 10,
    Netpayable: TotalPrice + 10,
    events: [
      { _tag: "order.placed", at: "2026-11-20T05:00:00.000Z", by: "customer", PaymentMode: "Cash on Delivery" },
      { _tag: "order.delivered", at: "2026-11-24T20:00:00.000Z", by: "admin" }
    ],
    ...extra
  } as Order
}

describe("the return window", () => {
  // Delivered at 01:30 on 25 Nov in India (20:00 UTC on the 24th): the window is India's days.
  const deliveredAt = "2026-11-24T20:00:00.000Z"

  it("closes at the end of the Indian day RETURN_WINDOW_DAYS after the day of delivery", () => {
    expect(returnWindowClosesOn(deliveredAt)).toBe("2026-12-02")
    // As My Account says it (src/components/orders/return-link.tsx, the orders messages).
    expect(messages["orders.returnWindowCloses"].replace("{date}", formatPromisedDate(returnWindowClosesOn(deliveredAt)))).toBe("Return window closes on Wed, 2 Dec")
    expect(returnWindowOpen(deliveredAt, new Date("2026-12-02T18:29:59.999Z"))).toBe(true)
    expect(returnWindowOpen(deliveredAt, new Date("2026-12-02T18:30:00.000Z"))).toBe(false)
  })

  it("is open only for a delivered order, and says why not otherwise", () => {
    const now = new Date("2026-11-26T10:00:00.000Z")
    expect(returnEligibility(order([line(500, 2)]), now, new Map())).toEqual({ _tag: "Eligible", closesOn: "2026-12-02", units: [2] })
    const dispatched = order([line(500, 2)], { Status: 3, StatusText: "Dispatched", events: [] })
    expect(returnEligibility(dispatched, now, new Map())).toEqual({
      _tag: "NotEligible", refusal: { _tag: "ReturnNotDelivered", orderid: "BZ-000123", status: 3 }
    })
    expect(sayRefusal({ _tag: "ReturnNotDelivered", orderid: "BZ-000123", status: 3 })).toBe("Only a delivered order can be returned or exchanged; order BZ-000123 is Dispatched.")
    expect(returnEligibility(order([line(500, 2)]), new Date("2026-12-03T00:00:00.000Z"), new Map())).toEqual({
      _tag: "NotEligible", refusal: { _tag: "ReturnWindowClosed", orderid: "BZ-000123", closedOn: "2026-12-02", days: 7 }
    })
    expect(sayRefusal({ _tag: "ReturnWindowClosed", orderid: "BZ-000123", closedOn: "2026-12-02", days: 7 }))
      .toBe("The return window of order BZ-000123 closed on Wed, 2 Dec, 7 days after delivery.")
  })
})

describe("units", () => {
  it("counts every request but a rejected or withdrawn one, and refuses more than is left", () => {
    const placed = order([line(500, 3), line(200, 1)])
    const taken = unitsTakenBy([
      { status: "Requested", lines: [{ position: 0, quantity: 2 }] },
      { status: "Rejected", lines: [{ position: 1, quantity: 1 }] },
      { status: "Withdrawn", lines: [{ position: 0, quantity: 1 }] }
    ] as never)
    expect([...taken]).toEqual([[0, 2]])
    expect(linesProblem(placed, [{ position: 0, quantity: 1 }, { position: 1, quantity: 1 }], taken)).toBeUndefined()
    expect(linesProblem(placed, [{ position: 0, quantity: 2 }], taken)).toBe("Only 1 of Cotton Kurta (M) can still be asked back, not 2.")
    expect(linesProblem(placed, [{ position: 2, quantity: 1 }], taken)).toBe("Order BZ-000123 has no item number 3.")
  })

  it("frees a withdrawn request's units to be asked back again, every status but Rejected and Withdrawn holding them", () => {
    const placed = order([line(500, 2)])
    const held = (status: string) => unitsTakenBy([{ status, lines: [{ position: 0, quantity: 2 }] }] as never)
    expect(linesProblem(placed, [{ position: 0, quantity: 2 }], held("Withdrawn"))).toBeUndefined()
    for (const status of ["Requested", "Approved", "Picked up", "Refunded", "Exchanged"]) {
      expect(linesProblem(placed, [{ position: 0, quantity: 1 }], held(status)), status).toBe("Cotton Kurta (M) has already been asked back or refunded.")
    }
  })
})

describe("refunds", () => {
  it("takes the coupon off each line in proportion to its price, as the invoice does", () => {
    const placed = order([line(300, 1), line(100, 1)], { coupon: 80 })
    expect(lineValues(placed)).toEqual([24_000, 8_000])
    expect(refundOf(placed, [{ position: 0, quantity: 1 }], "size-fit", "wallet", new Map(), { amount: 0, toWallet: 0 }))
      .toEqual({ lines: [240], fees: 0, amount: 240, toWallet: 240, toOriginal: 0 })
  })

  it("gives the fees back only for the whole order returned at once for the shop's fault", () => {
    const placed = order([line(300, 2)])
    const all = [{ position: 0, quantity: 2 }]
    expect(refundOf(placed, all, "damaged", "wallet", new Map(), { amount: 0, toWallet: 0 })).toMatchObject({ fees: 10, amount: 610 })
    expect(refundOf(placed, all, "changed-mind", "wallet", new Map(), { amount: 0, toWallet: 0 })).toMatchObject({ fees: 0, amount: 600 })
    expect(refundOf(placed, [{ position: 0, quantity: 1 }], "damaged", "wallet", new Map(), { amount: 0, toWallet: 0 })).toMatchObject({ fees: 0, amount: 300 })
  })

  it("sends the part paid from the wallet back to the wallet when the rest goes to the original payment", () => {
    const placed = order([line(500, 2)], { PaymentMode: "Online", wallet: 250, Netpayable: 760 })
    expect(refundDestinations(placed)).toEqual(["wallet", "original"])
    expect(refundDestinations(order([line(1, 1)]))).toEqual(["wallet"])
    const first = refundOf(placed, [{ position: 0, quantity: 1 }], "size-fit", "original", new Map(), { amount: 0, toWallet: 0 })
    expect(first).toMatchObject({ amount: 500, toWallet: 123.76, toOriginal: 376.24 })
  })

  it("refunds a line's units, however they are split into requests, to exactly what was paid for the line", () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 5_000_00 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 99 }),
      fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 5_000 }),
      (pricePaise, quantity, couponPercent, splits, walletRupees) => {
        const price = pricePaise / 100
        const base = order([line(price, quantity)])
        const coupon = Math.floor(toPaise(base.TotalPrice) * couponPercent / 100) / 100
        const wallet = Math.min(walletRupees, Math.round((base.TotalAmount - coupon) * 100) / 100)
        const placed = { ...base, coupon, wallet, Netpayable: Math.round((base.TotalAmount - coupon - wallet) * 100) / 100 }
        const taken = new Map<number, number>()
        let earlier = { amount: 0, toWallet: 0 }
        for (const split of splits) {
          const left = quantity - (taken.get(0) ?? 0)
          if (left === 0) break
          const units = Math.min(split, left)
          const refund = refundOf(placed, [{ position: 0, quantity: units }], "size-fit", "original", taken, earlier)
          expect(toPaise(refund.toWallet) + toPaise(refund.toOriginal)).toBe(toPaise(refund.amount))
          expect(refund.toWallet).toBeGreaterThanOrEqual(0)
          taken.set(0, (taken.get(0) ?? 0) + units)
          earlier = { amount: earlier.amount + refund.amount, toWallet: earlier.toWallet + refund.toWallet }
        }
        if ((taken.get(0) ?? 0) === quantity) {
          expect(toPaise(earlier.amount)).toBe(lineValues(placed)[0])
          // Everything back: the wallet gets back what it paid, to the paisa, or less only by rounding one paisa.
          expect(Math.abs(toPaise(earlier.toWallet) - Math.round(lineValues(placed)[0]! * toPaise(wallet) / (toPaise(wallet) + toPaise(placed.Netpayable) || 1)))).toBeLessThanOrEqual(1)
        }
        expect(toPaise(earlier.amount)).toBeLessThanOrEqual(lineValues(placed)[0]!)
      }
    ), { numRuns: 300 })
  })
})

describe("exchanges", () => {
  // The catalogue's clothing: pack sizes are the sizes, their options the colours (issue 33).
  const kurta = line(500, 1, { packSizeName: "M", packSizeOptionName: "Navy Blue" })
  const option = (extra: Partial<ExchangeOption>): ExchangeOption =>
    ({ productId: kurta.productId, PackId: "e".repeat(24), packSizeName: "L", PackOptionId: "d".repeat(24), name: "Navy Blue", stock: 3, price: 500, ...extra })

  it("take another size of the same pack at the same price (issue 32): no money moves, so a dearer size is refused", () => {
    expect(exchangeProblem(kurta, option({ price: 50_000 }), 1))
      .toBe("Cotton Kurta in L costs ₹50,000, not the ₹500 paid; an exchange is for a size of the same price, so return it and order that size instead.")
    expect(exchangeProblem(kurta, option({ price: 450 }), 1)).toContain("costs ₹450, not the ₹500 paid")
    // Every size repriced alike since the order: the size bought now costs what the new one does.
    expect(exchangeProblem(kurta, option({ price: 550 }), 1, 550)).toBeUndefined()
    expect(exchangeProblem(kurta, option({ price: 600 }), 1, 550)).toContain("costs ₹600")
  })

  it("take another size of the same product in the same colour, with the stock (issue 33)", () => {
    expect(exchangeProblem(kurta, option({}), 2)).toBeUndefined()
    expect(exchangeProblem(kurta, option({ name: " navy blue " }), 1)).toBeUndefined()
    expect(exchangeProblem(kurta, option({ productId: "f".repeat(24) }), 1)).toBe("Cotton Kurta can be exchanged only for another size of the same product.")
    expect(exchangeProblem(kurta, undefined, 1)).toBe("Cotton Kurta can be exchanged only for another size of the same product.")
    // Another colour of the size bought is not another size.
    expect(exchangeProblem(kurta, option({ PackId: kurta.PackId, packSizeName: "M", name: "Maroon" }), 1)).toBe("Choose a different size of Cotton Kurta to exchange it for.")
    expect(exchangeProblem(kurta, option({ PackId: kurta.PackId, packSizeName: "M", PackOptionId: kurta.PackOptionId }), 1)).toBe("Choose a different size of Cotton Kurta to exchange it for.")
    expect(exchangeProblem(kurta, option({ name: "Maroon" }), 1))
      .toBe("Cotton Kurta can be exchanged only for another size in Navy Blue; to have it in Maroon, return it and order that one instead.")
    expect(exchangeProblem(kurta, option({ stock: 1 }), 2)).toBe("Cotton Kurta in L has only 1 left; choose another size or return it instead.")
  })

  it("offers the other sizes of the line's colour in stock at its price, not the other colours of its size (issue 33)", () => {
    const bought = option({ PackId: kurta.PackId, packSizeName: "M", PackOptionId: kurta.PackOptionId })
    const sizes = [
      bought,
      option({ PackId: kurta.PackId, packSizeName: "M", PackOptionId: "1".repeat(24), name: "Maroon" }),
      option({ PackId: "2".repeat(24), packSizeName: "S", PackOptionId: "3".repeat(24) }),
      option({ PackId: "2".repeat(24), packSizeName: "S", PackOptionId: "4".repeat(24), name: "Maroon" }),
      option({ PackId: "5".repeat(24), packSizeName: "L", PackOptionId: "6".repeat(24), stock: 0 }),
      option({ PackId: "7".repeat(24), packSizeName: "XL", PackOptionId: "8".repeat(24), stock: 12 }),
      option({ PackId: "9".repeat(24), packSizeName: "XXL", PackOptionId: "a".repeat(24), price: 550 }),
      option({ productId: "f".repeat(24), PackId: "b".repeat(24), packSizeName: "L", PackOptionId: "c".repeat(23) + "f" })
    ]
    expect(exchangeChoicesFor(kurta, sizes).map((choice) => `${choice.packSizeName} ${choice.name}`)).toEqual(["S Navy Blue", "XL Navy Blue"])
    // The shop repriced every size alike: the bought size costs 550 now, and so does XXL.
    expect(exchangeChoicesFor(kurta, sizes.map((o) => ({ ...o, price: o.packSizeName === "S" ? 500 : 550 })), 550).map((choice) => choice.packSizeName))
      .toEqual(["S", "XL", "XXL"])
    expect(exchangeChoicesFor(kurta, [bought])).toEqual([])
  })
})

describe("the request's status", () => {
  const at = "2026-11-26T10:00:00.000Z"
  const step = (_tag: ReturnStepEvent["_tag"], by: ReturnStepEvent["by"] = "admin") => ({ _tag, by, at })

  it("is its events' projection by the machine", () => {
    expect(returnStatusOf([])).toBeUndefined()
    expect(returnStatusOf([step("return.requested", "customer")])).toBe("Requested")
    expect(returnStatusOf([step("return.requested", "customer"), step("return.approved"), step("return.picked-up"), step("return.refunded")])).toBe("Refunded")
    expect(returnStatusOf([step("return.requested", "customer"), step("return.refunded")])).toBeUndefined()
    expect(returnStatusOf([step("return.requested", "customer"), step("return.approved"), step("return.withdrawn", "customer")])).toBe("Withdrawn")
  })

  it("lets the customer withdraw it before the pickup only; the admin is offered no step of a withdrawn one", () => {
    const requested = [step("return.requested", "customer")]
    const approved = [...requested, step("return.approved")]
    expect(mayWithdraw({ events: requested, kind: "return" })).toBe(true)
    expect(mayWithdraw({ events: approved, kind: "exchange" })).toBe(true)
    expect(mayWithdraw({ events: [...approved, step("return.picked-up")], kind: "return" })).toBe(false)
    expect(mayWithdraw({ events: [...requested, step("return.rejected")], kind: "return" })).toBe(false)
    const withdrawn = [...approved, step("return.withdrawn", "customer")]
    expect(mayWithdraw({ events: withdrawn, kind: "return" })).toBe(false)
    expect(allowedReturnSteps({ events: withdrawn, kind: "return" })).toEqual([])
    expect(decideReturnEvent(approved, "return", step("return.withdrawn", "admin"))).toEqual(Either.left("Only the order's customer can withdraw a return request"))
    expect(decideReturnEvent([...approved, step("return.picked-up")], "exchange", step("return.withdrawn", "customer")))
      .toEqual(Either.left("A return that is Picked up can no longer be withdrawn"))
  })

  it("offers the admin only the steps the machine allows", () => {
    const requested = [step("return.requested", "customer")]
    expect(allowedReturnSteps({ events: requested, kind: "return" })).toEqual(["return.approved", "return.rejected"])
    const pickedUp = [...requested, step("return.approved"), step("return.picked-up")]
    expect(allowedReturnSteps({ events: pickedUp, kind: "return" })).toEqual(["return.refunded"])
    expect(allowedReturnSteps({ events: pickedUp, kind: "exchange" })).toEqual(["return.exchanged"])
    expect(decideReturnEvent(requested, "return", step("return.approved", "system"))).toEqual(Either.left("Only an admin can approve or reject a return"))
    expect(decideReturnEvent(requested, "return", step("return.approved", "customer"))).toEqual(Either.left("Only Bazaar can mark a return as Approved"))
  })
})

describe("the request's payload", () => {
  const decode = Schema.decodeUnknownEither(NewReturnRequest)
  it("takes a return with a destination and an exchange with sizes, and says what is missing otherwise", () => {
    expect(Either.isRight(decode({ kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "damaged", refundTo: "wallet" }))).toBe(true)
    expect(Either.isRight(decode({ kind: "exchange", lines: [{ position: 0, quantity: 1, exchangeOptionId: "d".repeat(24) }], reason: "size-fit" }))).toBe(true)
    const missing = decode({ kind: "return", lines: [{ position: 0, quantity: 1 }], reason: "damaged" })
    expect(Either.isLeft(missing) && missing.left.message).toContain("Choose where the refund goes: your wallet or the original payment.")
  })
})

describe("wallet movements", () => {
  it("add up when each balance is the one before plus the amount", () => {
    expect(movementsAddUp([{ amount: 100, balanceAfter: 100 }, { amount: -40.5, balanceAfter: 59.5 }])).toBe(true)
    expect(movementsAddUp([{ amount: 100, balanceAfter: 100 }, { amount: -40, balanceAfter: 59.5 }])).toBe(false)
  })
})
