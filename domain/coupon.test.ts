import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { couponAmount, type CouponFacts, CouponInput, couponRefusal as refusalOf, type CouponRules, emptyCoupon, indiaDay } from "./coupon.ts"
import { sayRefusal } from "./refusal-words.ts"

// The rule names its refusal; these read it in the server's English (domain/refusal-words.ts).
const couponRefusal = (rules: CouponRules, facts: CouponFacts) => {
  const refusal = refusalOf(rules, facts)
  return refusal === null ? null : sayRefusal(refusal)
}
import { offerSaving } from "./offers.ts"

const rules = { ...emptyCoupon, code: "FESTIVE", percentOff: null, amountOff: 100, minOrder: 999, perCustomerLimit: 2, totalLimit: 50, startsOn: "2026-11-01", endsOn: "2026-11-30" }
const facts: CouponFacts = { today: "2026-11-26", priceTotal: 1500, orderedBefore: true, customerUses: 0, totalUses: 0 }

describe("a coupon's rules", () => {
  it("lets an order that meets every rule use it", () => {
    expect(couponRefusal(rules, facts)).toBeNull()
  })

  it("refuses, each rule with its own sentence", () => {
    expect(couponRefusal({ ...rules, active: false }, facts)).toBe("The coupon code 'FESTIVE' is not valid.")
    expect(couponRefusal(rules, { ...facts, today: "2026-10-31" })).toBe("FESTIVE can be used from 1 November 2026.")
    expect(couponRefusal(rules, { ...facts, today: "2026-12-01" })).toBe("FESTIVE ended on 30 November 2026.")
    expect(couponRefusal({ ...rules, firstOrderOnly: true }, facts)).toBe("FESTIVE is for a first order only, and you have ordered before.")
    expect(couponRefusal(rules, { ...facts, priceTotal: 998.5 })).toBe("FESTIVE needs an order of at least ₹999; add ₹0.50 more.")
    expect(couponRefusal(rules, { ...facts, customerUses: 2 })).toBe("You have already used FESTIVE 2 times, as often as it allows.")
    expect(couponRefusal({ ...rules, perCustomerLimit: 1 }, { ...facts, customerUses: 1 })).toBe("You have already used FESTIVE.")
    expect(couponRefusal(rules, { ...facts, totalUses: 50 })).toBe("FESTIVE has been used as many times as it allows.")
  })

  it("counts both of its days: the first and the last are in", () => {
    expect(couponRefusal(rules, { ...facts, today: "2026-11-01" })).toBeNull()
    expect(couponRefusal(rules, { ...facts, today: "2026-11-30" })).toBeNull()
  })

  it("takes its amount but never more than the items, or its percentage in paise", () => {
    expect(couponAmount(rules, 1500)).toBe(100)
    expect(couponAmount(rules, 60.5)).toBe(60.5)
    expect(couponAmount({ percentOff: 20, amountOff: null }, 999.99)).toBe(200)
  })

  it("turns the day at 00:00 in India (18:30 UTC)", () => {
    expect(indiaDay(new Date("2026-11-26T18:29:59Z"))).toBe("2026-11-26")
    expect(indiaDay(new Date("2026-11-26T18:30:00Z"))).toBe("2026-11-27")
  })
})

describe("a coupon as an admin writes it", () => {
  const decode = Schema.decodeUnknownEither(CouponInput)
  it("takes a percentage or an amount, not both, and days in order", () => {
    expect(decode(rules)._tag).toBe("Right")
    expect(decode({ ...rules, percentOff: 10 })._tag).toBe("Left")
    expect(decode({ ...rules, amountOff: null })._tag).toBe("Left")
    expect(decode({ ...rules, startsOn: "2026-12-01" })._tag).toBe("Left")
    expect(decode({ ...rules, code: "ab" })._tag).toBe("Left")
    expect(decode({ ...rules, amountOff: 10.005 })._tag).toBe("Left")
  })
})

describe("offers in a shopper's words", () => {
  it("saves nothing below the minimum, else the coupon's amount", () => {
    expect(offerSaving({ code: "FESTIVE", amountOff: 100, minOrder: 999, firstOrderOnly: false }, 500)).toBeNull()
    expect(offerSaving({ code: "FESTIVE", amountOff: 100, minOrder: 999, firstOrderOnly: false }, 1000)).toBe(100)
    expect(offerSaving({ code: "WELCOME20", percentOff: 20, firstOrderOnly: true }, 1000)).toBe(200)
  })
})

describe("a coupon's days and amounts", () => {
  const decode = Schema.decodeUnknownEither(CouponInput)
  it("refuses a day that does not exist, a far year, and an amount below a paisa", () => {
    expect(decode({ ...rules, endsOn: "2026-11-31" })._tag).toBe("Left")
    expect(decode({ ...rules, startsOn: "2375-07-02", endsOn: null })._tag).toBe("Left")
    expect(decode({ ...rules, amountOff: 1.9e-10 })._tag).toBe("Left")
    expect(decode({ ...rules, endsOn: "2028-02-29" })._tag).toBe("Right")
  })
})
