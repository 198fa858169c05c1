import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  financialYearOf, formatInvoiceNumber, GST_RATES, GST_STATE_CODES, gstinCheckCharacter, INVOICE_NUMBER_PATTERN, invoiceOf, isValidGstin,
  PIECE_VALUE_LIMIT, SELLER, shareOut, taxClassFor
} from "./gst.ts"
import { toPaise } from "./money.ts"
import { INDIAN_STATES_AND_UTS, orderAmountsOf } from "./order.ts"
import { couponDiscount } from "./pricing.ts"

describe("tax classes", () => {
  it("takes the subcategory's class before its category's, and the piece rule by the dearest price", () => {
    expect(taxClassFor({ category: "Men", subCategory: "T-Shirts" }, 799)).toEqual({ hsn: "6109", gstRate: 5 })
    expect(taxClassFor({ category: "Men", subCategory: "Shirts" }, 2999)).toEqual({ hsn: "6205", gstRate: 18 })
    expect(taxClassFor({ category: "Women", subCategory: "Sarees" }, PIECE_VALUE_LIMIT)).toEqual({ hsn: "5407", gstRate: 5 })
    expect(taxClassFor({ category: "Women", subCategory: "Sarees" }, PIECE_VALUE_LIMIT + 0.01)).toEqual({ hsn: "5407", gstRate: 18 })
    expect(taxClassFor({ category: "Mobile & Accessories", subCategory: "Mobiles" }, 100)).toEqual({ hsn: "8517", gstRate: 18 })
    expect(taxClassFor({ category: "Board Games", subCategory: "Chess & Carrom" }, 100)).toEqual({ hsn: "9504", gstRate: 5 })
  })

  it("gives an unknown category HSN 9999 at 18% for the admin to correct", () => {
    expect(taxClassFor({ category: "Garden", subCategory: "Seeds" }, 100)).toEqual({ hsn: "9999", gstRate: 18 })
  })
})

describe("GSTIN", () => {
  it("the seller's is valid: Karnataka's code, its PAN, and the check character", () => {
    expect(isValidGstin(SELLER.gstin)).toBe(true)
    expect(SELLER.gstin.slice(0, 2)).toBe(GST_STATE_CODES[SELLER.state])
    expect(SELLER.gstin.slice(2, 12)).toBe(SELLER.pan)
  })

  it("a changed character or an unknown state code is refused", () => {
    const body = SELLER.gstin.slice(0, 14)
    const wrong = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").find((c) => c !== SELLER.gstin[14])!
    expect(isValidGstin(body + wrong)).toBe(false)
    expect(isValidGstin(`28${SELLER.gstin.slice(2, 14)}${gstinCheckCharacter(`28${SELLER.gstin.slice(2, 14)}`)}`)).toBe(false)
    expect(isValidGstin(SELLER.gstin.toLowerCase())).toBe(false)
  })

  it("every state and union territory has its code", () => {
    expect(Object.keys(GST_STATE_CODES).sort()).toEqual([...INDIAN_STATES_AND_UTS].sort())
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(INDIAN_STATES_AND_UTS.length)
  })
})

describe("invoice numbers", () => {
  it("the financial year turns at midnight of 1 April in India", () => {
    expect(financialYearOf(new Date("2026-03-31T18:29:59Z"))).toBe("25-26")
    expect(financialYearOf(new Date("2026-03-31T18:30:00Z"))).toBe("26-27")
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("99-00")
  })

  it("at most 16 characters, as GST's rules ask, up to serial 9,999,999", () => {
    expect(formatInvoiceNumber("26-27", 42)).toBe("BZ/26-27/000042")
    expect(formatInvoiceNumber("26-27", 9_999_999)).toHaveLength(16)
    expect(INVOICE_NUMBER_PATTERN.test(formatInvoiceNumber("26-27", 1))).toBe(true)
  })
})

describe("shareOut", () => {
  it("shares an amount in proportion, to the paisa, summing exactly", () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(shareOut(0, [5, 5])).toEqual([0, 0])
    expect(shareOut(7, [0, 0])).toEqual([0, 0])
    fc.assert(fc.property(fc.nat(10_000_000), fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 30 }), (amount, weights) => {
      const shares = shareOut(amount, weights)
      const whole = weights.reduce((s, w) => s + w, 0)
      expect(shares.reduce((s, x) => s + x, 0)).toBe(whole === 0 ? 0 : amount)
      shares.forEach((share, i) => expect(Math.abs(share - (whole === 0 ? 0 : (amount * weights[i]!) / whole))).toBeLessThan(1))
    }))
  })
})

const line = fc.record({
  description: fc.constant("Kurti (M / Maroon)"),
  hsn: fc.constantFrom("6211", "8517", "3304"),
  gstRate: fc.constantFrom(...GST_RATES),
  price: fc.integer({ min: 1, max: 5_000_00 }).map((paise) => paise / 100),
  quantity: fc.integer({ min: 1, max: 100 })
})

describe("invoiceOf", () => {
  it("adds up to the order's §9 figures, whatever the lines, coupon, wallet and state", () => {
    fc.assert(fc.property(
      fc.array(line, { minLength: 1, maxLength: 20 }),
      fc.integer({ min: 0, max: 100 }),
      fc.integer({ min: 0, max: 20_000_00 }).map((p) => p / 100),
      fc.boolean(),
      fc.constantFrom(...INDIAN_STATES_AND_UTS),
      (lines, percentOff, walletAsked, rainStatus, state) => {
        const priceTotal = lines.reduce((s, l) => s + toPaise(l.price) * l.quantity, 0) / 100
        const amounts = orderAmountsOf({
          lines: lines.map((l) => ({ Price: l.price, Mrp: l.price, quantity: l.quantity })),
          rainStatus,
          coupon: couponDiscount(percentOff, priceTotal),
          wallet: walletAsked
        })
        const invoice = invoiceOf({ lines, amounts, deliveryState: state })
        const paise = toPaise
        expect(paise(invoice.totals.gross)).toBe(paise(amounts.TotalAmount))
        expect(paise(invoice.totals.discount)).toBe(paise(amounts.coupon))
        expect(paise(invoice.totals.total)).toBe(paise(amounts.TotalAmount) - paise(amounts.coupon))
        expect(paise(invoice.totals.taxableValue) + paise(invoice.totals.cgst) + paise(invoice.totals.sgst) + paise(invoice.totals.igst))
          .toBe(paise(invoice.totals.total))
        expect(paise(invoice.amountPayable)).toBe(paise(amounts.Netpayable))
        for (const row of invoice.rows) {
          expect(paise(row.taxableValue) + paise(row.cgst) + paise(row.sgst) + paise(row.igst)).toBe(paise(row.total))
          expect(paise(row.gross) - paise(row.discount)).toBe(paise(row.total))
          // The taxable value is the GST-inclusive value without the rate's share, to within rounding
          // to the paisa (each half of an intra-state tax rounded on its own: one paisa at most).
          expect(Math.abs(paise(row.taxableValue) - paise(row.total) * 100 / (100 + row.gstRate))).toBeLessThanOrEqual(1)
          if (state === SELLER.state) {
            expect(row.igst).toBe(0)
            // Issue 33: CGST and SGST are equal, never a paisa apart.
            expect(row.cgst).toBe(row.sgst)
          } else {
            expect(row.cgst + row.sgst).toBe(0)
          }
        }
      }
    ), { numRuns: 300 })
  })

  it("names the fees of §9 with the spec's spelling, only those charged", () => {
    const amounts = orderAmountsOf({ lines: [{ Price: 60, Mrp: 80, quantity: 1 }], rainStatus: true, coupon: 0, wallet: 0 })
    const invoice = invoiceOf({ lines: [{ description: "Soap", hsn: "3401", gstRate: 5, price: 60, quantity: 1 }], amounts, deliveryState: "Kerala" })
    expect(invoice.rows.map((r) => [r.description, r.hsn, r.total])).toEqual([
      ["Soap", "3401", 60],
      ["Delivery charge", "996813", 40],
      ["Small cart fee", "996813", 30],
      ["Rain fee", "996813", 20],
      ["Handlling Fee", "998599", 10]
    ])
    expect(invoice.supply).toBe("inter-state")
    expect(invoice.rows[0]).toMatchObject({ taxableValue: 57.14, igst: 2.86 })
  })

  it("splits an intra-state tax of an odd number of paise into equal halves (issue 33: ₹5.50 and ₹5.51)", () => {
    // ₹231.21 at 5%: the tax is 231.21 × 5/105 = ₹11.01 (an odd number of paise), so each half is
    // ₹5.505 rounded to the paisa, ₹5.51, and the taxable value is what is left.
    const lines = [{ description: "Bedsheet", hsn: "6302", gstRate: 5 as const, price: 231.21, quantity: 1 }]
    const amounts = orderAmountsOf({ lines: [{ Price: 231.21, Mrp: 231.21, quantity: 1 }], rainStatus: false, coupon: 0, wallet: 0 })
    const [row] = invoiceOf({ lines, amounts, deliveryState: "Karnataka" }).rows
    expect(row).toMatchObject({ total: 231.21, cgst: 5.51, sgst: 5.51, taxableValue: 220.19, igst: 0 })
    // Across states the one tax is not split: IGST is ₹11.01 of the same value.
    const [inter] = invoiceOf({ lines, amounts, deliveryState: "Kerala" }).rows
    expect(inter).toMatchObject({ taxableValue: 220.2, igst: 11.01, cgst: 0, sgst: 0 })
  })

  it("lowers the goods' taxable value by the coupon, not by the wallet", () => {
    const lines = [{ description: "Kurti", hsn: "6211", gstRate: 5 as const, price: 1050, quantity: 1 }]
    const amounts = orderAmountsOf({ lines: [{ Price: 1050, Mrp: 1050, quantity: 1 }], rainStatus: false, coupon: 210, wallet: 100 })
    const invoice = invoiceOf({ lines, amounts, deliveryState: "Karnataka" })
    expect(invoice.rows[0]).toMatchObject({ gross: 1050, discount: 210, total: 840, taxableValue: 800, cgst: 20, sgst: 20 })
    expect(invoice.wallet).toBe(100)
    expect(invoice.amountPayable).toBe(amounts.Netpayable)
  })
})
