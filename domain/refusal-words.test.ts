import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CouponNotValid, OutOfStock } from "./http/errors.ts"
import { REFUSAL_WORDS, refused, sayRefusal } from "./refusal-words.ts"
import { REFUSAL_WORDS_HI, sayRefusalInHindi } from "./refusal-words.hi.ts"
import { RATE_LIMITS, Refusal, type RefusalTag } from "./refusals.ts"

// Issue 39: every refusal the server words itself, once each, with the names and codes a shopper
// typed or the shop stores (these stay as they are in Hindi too).
const SAMPLES: { readonly [T in RefusalTag]: ReadonlyArray<Extract<Refusal, { readonly _tag: T }>> } = {
  CouponUnknown: [{ _tag: "CouponUnknown", code: "FESTIVE" }],
  CouponNotYet: [{ _tag: "CouponNotYet", code: "FESTIVE", startsOn: "2026-11-01" }],
  CouponEnded: [{ _tag: "CouponEnded", code: "FESTIVE", endsOn: "2026-11-30" }],
  CouponFirstOrderOnly: [{ _tag: "CouponFirstOrderOnly", code: "WELCOME20" }],
  CouponMinimum: [{ _tag: "CouponMinimum", code: "FESTIVE", minOrder: 999, short: 0.5 }],
  CouponUsed: [{ _tag: "CouponUsed", code: "FESTIVE", limit: 1 }, { _tag: "CouponUsed", code: "FESTIVE", limit: 2 }],
  CouponUsedUp: [{ _tag: "CouponUsedUp", code: "FESTIVE" }],
  NotDeliveredTo: [{ _tag: "NotDeliveredTo", state: "Ladakh" }],
  NoCashOnDeliveryIn: [{ _tag: "NoCashOnDeliveryIn", state: "Ladakh" }],
  UnpaidOrders: [{ _tag: "UnpaidOrders", orders: 3 }],
  UnpaidUnits: [{ _tag: "UnpaidUnits", most: 10, wouldHold: 12 }],
  CodOrders: [{ _tag: "CodOrders", orders: 3, established: false }, { _tag: "CodOrders", orders: 5, established: true }],
  CodUnits: [{ _tag: "CodUnits", most: 20, wouldHold: 21, established: false }],
  CodValue: [{ _tag: "CodValue", most: 25_000, wouldCome: 25_001, established: true }],
  StockProblems: [{
    _tag: "StockProblems",
    problems: [{ _tag: "NoLongerSold" }, { _tag: "SoldOut", name: "Cotton Kurta (Kurta / M)" }, { _tag: "OnlyLeft", name: "Cotton Kurta (Kurta / L)", left: 1, asked: 2 }]
  }],
  JustSoldOut: [{ _tag: "JustSoldOut", name: "Cotton Kurta" }],
  CodeWrongTries: [{ _tag: "CodeWrongTries", triesLeft: 1 }, { _tag: "CodeWrongTries", triesLeft: 3 }],
  CodeExpiredOrOther: [{ _tag: "CodeExpiredOrOther" }],
  CodeUsed: [{ _tag: "CodeUsed" }],
  NumberLockedFor: [{ _tag: "NumberLockedFor", minutes: 15 }],
  ResendWait: [{ _tag: "ResendWait", seconds: 20 }],
  TooManyCodes: [{ _tag: "TooManyCodes", minutes: 42 }],
  TooManyFromNetwork: [{ _tag: "TooManyFromNetwork", minutes: 42 }],
  SmsFailed: [{ _tag: "SmsFailed" }],
  NoSession: [{ _tag: "NoSession" }],
  MobileRegistered: [{ _tag: "MobileRegistered" }],
  EmailRegistered: [{ _tag: "EmailRegistered" }],
  Registered: [{ _tag: "Registered" }],
  AddressLimit: [{ _tag: "AddressLimit", max: 10 }],
  PincodeState: [{ _tag: "PincodeState", pincode: "194101", states: ["Jammu and Kashmir", "Ladakh"], state: "Punjab" }],
  PincodeCity: [{ _tag: "PincodeCity", pincode: "400001", cities: ["Mumbai"], city: "Pune" }],
  PaymentAttempts: [{ _tag: "PaymentAttempts", most: 10 }],
  NoOrderAwaitingPayment: [{ _tag: "NoOrderAwaitingPayment" }],
  NoSuchOrder: [{ _tag: "NoSuchOrder", orderid: "BZ-000123" }],
  PaidOnDelivery: [{ _tag: "PaidOnDelivery", orderid: "BZ-000123" }],
  NotAwaitingPayment: [{ _tag: "NotAwaitingPayment", orderid: "BZ-000123", payment: "Paid" }],
  ReturnNotDelivered: [{ _tag: "ReturnNotDelivered", orderid: "BZ-000123", status: 3 }],
  ReturnWindowClosed: [{ _tag: "ReturnWindowClosed", orderid: "BZ-000123", closedOn: "2026-12-02", days: 7 }],
  ReturnAllAsked: [{ _tag: "ReturnAllAsked", orderid: "BZ-000123" }],
  ReturnNoSuchItem: [{ _tag: "ReturnNoSuchItem", orderid: "BZ-000123", item: 3 }],
  ReturnLineTaken: [{ _tag: "ReturnLineTaken", name: "Cotton Kurta", option: "M" }],
  ReturnOnlyLeft: [{ _tag: "ReturnOnlyLeft", name: "Cotton Kurta", option: "M", left: 1, asked: 2 }],
  ReturnCashToWallet: [{ _tag: "ReturnCashToWallet" }],
  ReturnOverPaid: [{ _tag: "ReturnOverPaid", orderid: "BZ-000123", refundable: 400, asked: 933 }],
  ExchangeOtherProduct: [{ _tag: "ExchangeOtherProduct", name: "Cotton Kurta" }],
  ExchangeSameSize: [{ _tag: "ExchangeSameSize", name: "Cotton Kurta" }],
  ExchangeOtherColour: [{ _tag: "ExchangeOtherColour", name: "Cotton Kurta", colour: "Navy Blue", wanted: "Maroon" }],
  ExchangeOtherPrice: [{ _tag: "ExchangeOtherPrice", name: "Cotton Kurta", size: "L", price: 600, paid: 500 }],
  ExchangeOnlyLeft: [{ _tag: "ExchangeOnlyLeft", name: "Cotton Kurta", size: "L", left: 1 }],
  RateLimited: RATE_LIMITS.map((limit) => ({ _tag: "RateLimited", limit }) as const)
}

const samples = Object.values(SAMPLES).flat() as ReadonlyArray<Refusal>

// What a Hindi sentence may keep in Latin letters: the samples' codes and names, and the shop's own.
const KEPT = ["FESTIVE", "WELCOME20", "Ladakh", "Jammu and Kashmir", "Punjab", "Mumbai", "Pune", "Cotton Kurta", "Kurta", "Navy Blue", "Maroon", "BZ-000123", "OTP", "SMS", "Bazaar"]

describe("the server's refusals by name (issue 39)", () => {
  it("have words in English and Hindi for every refusal, and a sample of each here", () => {
    // Each member's tag, read from the schema itself (a tagged struct's `_tag` is a literal with a default).
    const tags = Refusal.members.map((member) => String((member.fields._tag.ast as unknown as { readonly type: { readonly literal: unknown } }).type.literal))
    expect(Object.keys(REFUSAL_WORDS).sort()).toEqual([...tags].sort())
    expect(Object.keys(REFUSAL_WORDS_HI).sort()).toEqual([...tags].sort())
    expect(Object.keys(SAMPLES).sort()).toEqual([...tags].sort())
  })

  it("say the English the server always wrote, byte for byte", () => {
    expect(sayRefusal({ _tag: "CouponUnknown", code: "SAVE" })).toBe("The coupon code 'SAVE' is not valid.")
    expect(sayRefusal({ _tag: "CouponNotYet", code: "FESTIVE", startsOn: "2026-11-01" })).toBe("FESTIVE can be used from 1 November 2026.")
    expect(sayRefusal({ _tag: "NotDeliveredTo", state: "Ladakh" })).toBe("Sorry, we do not deliver to Ladakh yet; please choose an address elsewhere.")
    expect(sayRefusal({ _tag: "UnpaidOrders", orders: 1 }))
      .toBe("You have 1 online order waiting for payment, the most one customer may hold. Please pay for one or cancel it first.")
    expect(sayRefusal(SAMPLES.StockProblems[0]!)).toBe(
      "This item is no longer sold; please remove it from your cart. Cotton Kurta (Kurta / M) is sold out. Only 1 left of Cotton Kurta (Kurta / L); you asked for 2."
    )
    expect(sayRefusal({ _tag: "CodeWrongTries", triesLeft: 1 })).toBe("The code is not right; 1 try left.")
    expect(sayRefusal({ _tag: "PincodeState", pincode: "194101", states: ["Jammu and Kashmir", "Ladakh"], state: "Punjab" }))
      .toBe("Pincode 194101 is in Jammu and Kashmir or Ladakh, not Punjab. Please check the pincode or the state.")
    expect(sayRefusal({ _tag: "RateLimited", limit: "search" })).toBe("Too many searches from your connection; please wait a moment and try again.")
  })

  it("say each in Hindi with none of the English words of the shop left, the figures as they are", () => {
    for (const refusal of samples) {
      const hindi = sayRefusalInHindi(refusal)
      expect(hindi, refusal._tag).toMatch(/[\u0900-\u097F]/)
      const latin = KEPT.reduce((rest, word) => rest.split(word).join(" "), hindi).match(/[A-Za-z]{2,}/g) ?? []
      expect(latin, `${refusal._tag}: ${hindi}`).toEqual([])
    }
    expect(sayRefusalInHindi({ _tag: "CouponMinimum", code: "FESTIVE", minOrder: 999, short: 0.5 })).toContain("₹999")
    expect(sayRefusalInHindi({ _tag: "CouponMinimum", code: "FESTIVE", minOrder: 999, short: 0.5 })).toContain("₹0.50")
    expect(sayRefusalInHindi({ _tag: "CouponNotYet", code: "FESTIVE", startsOn: "2026-11-01" })).toContain("1 नवंबर 2026")
    expect(sayRefusalInHindi({ _tag: "PincodeState", pincode: "194101", states: ["Jammu and Kashmir", "Ladakh"], state: "Punjab" }))
      .toContain("Jammu and Kashmir या Ladakh")
    expect(sayRefusalInHindi({ _tag: "ExchangeOnlyLeft", name: "Cotton Kurta", size: "L", left: 1 })).toContain("सिर्फ़ 1 बचा है")
  })

  it("travel in a contract error's body beside its English, and decode back to the same refusal", () => {
    const error = new CouponNotValid(refused({ _tag: "CouponMinimum", code: "FESTIVE", minOrder: 999, short: 0.5 }))
    expect(error.message).toBe("FESTIVE needs an order of at least ₹999; add ₹0.50 more.")
    const body = Schema.encodeSync(CouponNotValid)(error)
    expect(body).toMatchObject({ _tag: "CouponNotValid", success: false, refusal: { _tag: "CouponMinimum", code: "FESTIVE", minOrder: 999, short: 0.5 } })
    expect(Schema.decodeUnknownSync(CouponNotValid)(JSON.parse(JSON.stringify(body))).refusal).toEqual(error.refusal)
    // A body without a refusal (an older server, a failure the server does not name) still decodes.
    expect(Schema.decodeUnknownSync(OutOfStock)({ _tag: "OutOfStock", success: false, message: "Sold out." }).refusal).toBeUndefined()
  })

  it("refuse a refusal the contract does not know, so a body is never half read", () => {
    expect(() => Schema.decodeUnknownSync(Refusal)({ _tag: "CouponMinimum", code: "FESTIVE" })).toThrow()
    for (const refusal of samples) expect(Schema.decodeUnknownSync(Refusal)(refusal)).toEqual(refusal)
  })
})
