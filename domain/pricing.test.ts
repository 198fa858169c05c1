import { Either, Schema } from "effect"
import { fixtureProduct } from "./cart.fixtures.ts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addItem, clearCart, type CartItem, type CartProduct } from "./cart.ts"
import { toPaise } from "./money.ts"
import {
  amountToGetfeeDelivery,
  amountToGetfeeDeliveryPercentage,
  CartState,
  cartState,
  computeCartTotals,
  couponDiscount,
  deliveryCharge,
  freeDeliveryProgress,
  HANDLING_FEE,
  initialCartState,
  rainFee,
  smallCartFee
} from "./pricing.ts"

const product = (n: number, Price: number, Mrp = Price): CartProduct => fixtureProduct(n, Price, Mrp)

/** A cart holding one line whose price total is `priceTotal`. */
const cartWorth = (priceTotal: number, mrpTotal = priceTotal): ReadonlyArray<CartItem> =>
  addItem(clearCart(), product(1, priceTotal, mrpTotal))

const totals = (priceTotal: number, settings: { rainStatus?: boolean; wallet?: number; coupon?: number } = {}) =>
  computeCartTotals({
    items: cartWorth(priceTotal),
    rainStatus: settings.rainStatus ?? false,
    wallet: settings.wallet ?? 0,
    coupon: settings.coupon ?? 0
  })

describe("§9 fees one by one", () => {
  it("charges a handling fee of 10", () => {
    expect(HANDLING_FEE).toBe(10)
    expect(totals(250).HandllingFee).toBe(10)
  })

  it("charges a small-cart fee of 30 below a price total of 100 and none from 100", () => {
    expect(smallCartFee(99)).toBe(30)
    expect(smallCartFee(99.99)).toBe(30)
    expect(smallCartFee(100)).toBe(0)
    expect(totals(99).SmallCartFee).toBe(30)
    expect(totals(100).SmallCartFee).toBe(0)
  })

  it("charges delivery of 40 below a price total of 500 and none from 500", () => {
    expect(deliveryCharge(499)).toBe(40)
    expect(deliveryCharge(499.99)).toBe(40)
    expect(deliveryCharge(500)).toBe(0)
    expect(totals(499).DeliveryCharge).toBe(40)
    expect(totals(500).DeliveryCharge).toBe(0)
  })

  it("charges a rain fee of 20 only while rain status is on", () => {
    expect(rainFee(true)).toBe(20)
    expect(rainFee(false)).toBe(0)
    expect(totals(250, { rainStatus: true }).RainFee).toBe(20)
    expect(totals(250, { rainStatus: false }).RainFee).toBe(0)
  })
})

describe("§9 amount still needed for free delivery", () => {
  it("is 500 minus the price total below the threshold", () => {
    expect(amountToGetfeeDelivery(499)).toBe(1)
    expect(amountToGetfeeDelivery(100)).toBe(400)
    expect(amountToGetfeeDelivery(499.99)).toBe(0.01)
  })

  it("is 0, never negative, once delivery is free", () => {
    expect(amountToGetfeeDelivery(500)).toBe(0)
    expect(amountToGetfeeDelivery(1250)).toBe(0)
  })

  it("as a percentage is that amount / 500 × 100 below the threshold", () => {
    expect(amountToGetfeeDeliveryPercentage(0)).toBe(100)
    expect(amountToGetfeeDeliveryPercentage(250)).toBe(50)
    expect(amountToGetfeeDeliveryPercentage(400)).toBe(20)
    expect(amountToGetfeeDeliveryPercentage(499)).toBe(0.2)
  })

  it("as a percentage is 100 once delivery is free", () => {
    expect(amountToGetfeeDeliveryPercentage(500)).toBe(100)
    expect(amountToGetfeeDeliveryPercentage(2000)).toBe(100)
  })

  it("offers the mini-cart bar a progress figure that rises to 100 and stays there", () => {
    expect(freeDeliveryProgress(0)).toBe(0)
    expect(freeDeliveryProgress(125)).toBe(25)
    expect(freeDeliveryProgress(499)).toBe(99.8)
    expect(freeDeliveryProgress(500)).toBe(100)
    expect(freeDeliveryProgress(900)).toBe(100)
  })
})

describe("§9 TotalAmount and Netpayable", () => {
  it("adds price total, small-cart fee, delivery, rain fee and handling fee at the 99 / 100 boundary", () => {
    expect(totals(99).TotalAmount).toBe(99 + 30 + 40 + 0 + 10)
    expect(totals(100).TotalAmount).toBe(100 + 0 + 40 + 0 + 10)
  })

  it("adds them at the 499 / 500 boundary", () => {
    expect(totals(499).TotalAmount).toBe(499 + 40 + 10)
    expect(totals(500).TotalAmount).toBe(500 + 10)
  })

  it("adds the rain fee when it rains", () => {
    expect(totals(500, { rainStatus: true }).TotalAmount).toBe(530)
    expect(totals(500, { rainStatus: false }).TotalAmount).toBe(510)
  })

  it("reports the whole breakdown for a small cart in the rain", () => {
    expect(totals(60, { rainStatus: true })).toEqual({
      TotalMrp: 60,
      TotalPrice: 60,
      SmallCartFee: 30,
      HandllingFee: 10,
      RainFee: 20,
      DeliveryCharge: 40,
      TotalAmount: 160,
      Netpayable: 160,
      amountToGetfeeDelivery: 440,
      amountToGetfeeDeliveryPercentage: 88,
      all_amount_data: {
        items: { TotalMrp: 60, TotalPrice: 60, TotalSaving: 0 },
        fees: { SmallCartFee: 30, HandllingFee: 10, RainFee: 20, DeliveryCharge: 40 },
        TotalAmount: 160,
        deductions: { coupon: 0, wallet: 0 },
        Netpayable: 160
      }
    })
  })

  it("takes wallet and coupon together off the TotalAmount", () => {
    const t = totals(600, { wallet: 50, coupon: 120 })
    expect(t.TotalAmount).toBe(610)
    expect(t.Netpayable).toBe(610 - 50 - 120)
    expect(t.all_amount_data.deductions).toEqual({ coupon: 120, wallet: 50 })
  })

  it("never lets wallet and coupon push Netpayable below 0, and uses the coupon before the wallet", () => {
    const t = totals(100, { wallet: 200, coupon: 120 })
    expect(t.TotalAmount).toBe(150)
    expect(t.Netpayable).toBe(0)
    expect(t.all_amount_data.deductions).toEqual({ coupon: 120, wallet: 30 })
  })

  it("ignores a negative wallet or coupon rather than adding it to the bill", () => {
    expect(totals(600, { wallet: -50, coupon: -5 }).Netpayable).toBe(610)
  })

  it("works in paise, so decimal prices add up exactly", () => {
    const items = addItem(addItem(clearCart(), product(1, 0.1)), product(2, 0.2))
    const t = computeCartTotals({ items, rainStatus: false, wallet: 0.05, coupon: 0 })
    expect(t.TotalPrice).toBe(0.3)
    expect(t.TotalAmount).toBe(80.3)
    expect(t.Netpayable).toBe(80.25)
  })

  it("sums MRP and saving over all lines", () => {
    const items = addItem(addItem(addItem(clearCart(), product(1, 60, 75)), product(1, 60, 75)), product(2, 300, 400))
    const t = computeCartTotals({ items, rainStatus: false, wallet: 0, coupon: 0 })
    expect(t.TotalMrp).toBe(550)
    expect(t.TotalPrice).toBe(420)
    expect(t.all_amount_data.items.TotalSaving).toBe(130)
  })
})

describe("an empty cart", () => {
  it("owes nothing: no fees, TotalAmount 0 and Netpayable 0, even in the rain with a coupon", () => {
    const t = computeCartTotals({ items: [], rainStatus: true, wallet: 100, coupon: 50 })
    expect(t).toMatchObject({
      TotalMrp: 0,
      TotalPrice: 0,
      SmallCartFee: 0,
      HandllingFee: 0,
      RainFee: 0,
      DeliveryCharge: 0,
      TotalAmount: 0,
      Netpayable: 0
    })
    expect(t.all_amount_data.deductions).toEqual({ coupon: 0, wallet: 0 })
  })

  it("still needs the full 500 for free delivery", () => {
    const t = computeCartTotals({ items: [], rainStatus: false, wallet: 0, coupon: 0 })
    expect(t.amountToGetfeeDelivery).toBe(500)
    expect(t.amountToGetfeeDeliveryPercentage).toBe(100)
  })
})

describe("the CartState schema", () => {
  const decode = Schema.decodeUnknownEither(CartState)

  it("accepts the initial state, which is an empty cart with rain off", () => {
    expect(Either.isRight(decode(initialCartState))).toBe(true)
    expect(initialCartState).toMatchObject({ CartItems: [], TotalAmount: 0, Netpayable: 0, rainStatus: false })
  })

  it("accepts a state built by cartState and has every §3 key", () => {
    const state = cartState({ CartItems: cartWorth(250), rainStatus: true, wallet: 10, coupon: 5, Cartloading: false })
    expect(Either.isRight(decode(state))).toBe(true)
    expect(Object.keys(state).sort()).toEqual(
      [
        "CartItems",
        "TotalMrp",
        "TotalPrice",
        "SmallCartFee",
        "HandllingFee",
        "RainFee",
        "DeliveryCharge",
        "rainStatus",
        "wallet",
        "coupon",
        "TotalAmount",
        "Netpayable",
        "amountToGetfeeDelivery",
        "amountToGetfeeDeliveryPercentage",
        "all_amount_data",
        "Cartloading"
      ].sort()
    )
  })

  it("rejects a stored state whose figures were tampered with", () => {
    const state = cartState({ CartItems: cartWorth(250), rainStatus: false, wallet: 0, coupon: 0, Cartloading: false })
    expect(Either.isLeft(decode({ ...state, Netpayable: 1 }))).toBe(true)
    expect(Either.isLeft(decode({ ...state, rainStatus: true }))).toBe(true)
    expect(
      Either.isLeft(decode({ ...state, all_amount_data: { ...state.all_amount_data, TotalAmount: 0 } }))
    ).toBe(true)
  })
})

// Unit prices in whole paise with MRP at or above price; quantities through repeated adds.
const cart = fc
  .array(
    fc.record({
      n: fc.integer({ min: 1, max: 8 }),
      pricePaise: fc.integer({ min: 0, max: 200_000 }),
      extraPaise: fc.integer({ min: 0, max: 50_000 })
    }),
    { maxLength: 25 }
  )
  .map((lines) =>
    lines.reduce(
      (items, { n, pricePaise, extraPaise }) =>
        addItem(items, product(n, pricePaise / 100, (pricePaise + extraPaise) / 100)),
      clearCart()
    )
  )
const money = fc.integer({ min: 0, max: 500_000 }).map((paise) => paise / 100)
const input = fc.record({ items: cart, rainStatus: fc.boolean(), wallet: money, coupon: money })

describe("pricing properties", () => {
  it("TotalAmount always equals price total plus the four fees, to the paisa", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeCartTotals(i)
        expect(toPaise(t.TotalAmount)).toBe(
          toPaise(t.TotalPrice) +
            toPaise(t.SmallCartFee) +
            toPaise(t.DeliveryCharge) +
            toPaise(t.RainFee) +
            toPaise(t.HandllingFee)
        )
      })
    )
  })

  it("Netpayable is TotalAmount less wallet and coupon, floored at 0", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeCartTotals(i)
        expect(t.Netpayable).toBeGreaterThanOrEqual(0)
        expect(t.Netpayable).toBeLessThanOrEqual(t.TotalAmount)
        expect(toPaise(t.Netpayable)).toBe(
          Math.max(0, toPaise(t.TotalAmount) - toPaise(i.wallet) - toPaise(i.coupon))
        )
      })
    )
  })

  it("amountToGetfeeDeliveryPercentage stays within 0 to 100 and the amount within 0 to 500", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeCartTotals(i)
        expect(t.amountToGetfeeDeliveryPercentage).toBeGreaterThanOrEqual(0)
        expect(t.amountToGetfeeDeliveryPercentage).toBeLessThanOrEqual(100)
        expect(t.amountToGetfeeDelivery).toBeGreaterThanOrEqual(0)
        expect(t.amountToGetfeeDelivery).toBeLessThanOrEqual(500)
      })
    )
  })

  it("all_amount_data repeats the flat figures and its deductions add up", () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeCartTotals(i)
        const d = t.all_amount_data
        expect(d.items.TotalMrp).toBe(t.TotalMrp)
        expect(d.items.TotalPrice).toBe(t.TotalPrice)
        expect(d.fees).toEqual({
          SmallCartFee: t.SmallCartFee,
          HandllingFee: t.HandllingFee,
          RainFee: t.RainFee,
          DeliveryCharge: t.DeliveryCharge
        })
        expect(d.TotalAmount).toBe(t.TotalAmount)
        expect(d.Netpayable).toBe(t.Netpayable)
        expect(toPaise(d.TotalAmount) - toPaise(d.deductions.coupon) - toPaise(d.deductions.wallet)).toBe(
          toPaise(t.Netpayable)
        )
      })
    )
  })

  it("every state built by cartState decodes as a valid CartState", () => {
    fc.assert(
      fc.property(input, fc.boolean(), (i, Cartloading) => {
        const state = cartState({ CartItems: i.items, rainStatus: i.rainStatus, wallet: i.wallet, coupon: i.coupon, Cartloading })
        expect(Either.isRight(Schema.decodeUnknownEither(CartState)(state))).toBe(true)
      })
    )
  })
})

describe("couponDiscount", () => {
  it("takes the coupon's percentage off the price total, in whole paise", () => {
    expect(couponDiscount(20, 540)).toBe(108)
    expect(couponDiscount(20, 99.99)).toBe(20)
    expect(couponDiscount(20, 0.03)).toBe(0.01)
    expect(couponDiscount(100, 1234.5)).toBe(1234.5)
  })
})
