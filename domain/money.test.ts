import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatAmount, formatCount, formatRupees, fromPaise, roundRupees, toPaise } from "./money.ts"

describe("formatRupees", () => {
  it("shows whole rupees without decimals", () => {
    expect(formatRupees(0)).toBe("₹0")
    expect(formatRupees(10)).toBe("₹10")
    expect(formatRupees(499)).toBe("₹499")
  })

  it("groups thousands the Indian way (lakh, crore)", () => {
    expect(formatRupees(1_000)).toBe("₹1,000")
    expect(formatRupees(100_000)).toBe("₹1,00,000")
    expect(formatRupees(12_345_678)).toBe("₹1,23,45,678")
  })

  it("shows two decimals when there are paise", () => {
    expect(formatRupees(1234.5)).toBe("₹1,234.50")
    expect(formatRupees(0.05)).toBe("₹0.05")
    expect(formatRupees(59.97)).toBe("₹59.97")
  })

  it("rounds to paise before deciding whether the amount is whole", () => {
    expect(formatRupees(9.999)).toBe("₹10")
    expect(formatRupees(9.994)).toBe("₹9.99")
  })

  it("puts the minus sign before the rupee sign", () => {
    expect(formatRupees(-10)).toBe("-₹10")
    expect(formatRupees(-1234.5)).toBe("-₹1,234.50")
  })

  it("prints exactly what Intl's en-IN rupee format prints, for any amount of paise", () => {
    const intl = (digits: 0 | 2) =>
      new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: digits, maximumFractionDigits: digits })
    const whole = intl(0)
    const withPaise = intl(2)
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), (paise) => {
        const rupees = fromPaise(paise)
        const expected = paise % 100 === 0 ? whole.format(rupees) : withPaise.format(rupees)
        expect(formatRupees(rupees)).toBe(expected)
      }),
      { numRuns: 5_000 }
    )
  })
})

describe("formatCount", () => {
  it("groups whole counts the Indian way, as toLocaleString('en-IN') does", () => {
    expect(formatCount(0)).toBe("0")
    expect(formatCount(97_175)).toBe("97,175")
    expect(formatCount(1_234_567)).toBe("12,34,567")
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (count) => {
        expect(formatCount(count)).toBe(count.toLocaleString("en-IN"))
      }),
      { numRuns: 2_000 }
    )
  })
})

describe("roundRupees", () => {
  it("rounds halves of a paisa up, despite binary floating point", () => {
    expect(roundRupees(1.005)).toBe(1.01)
    expect(roundRupees(0.1 + 0.2)).toBe(0.3)
    expect(roundRupees(2.675)).toBe(2.68)
  })

  it("never returns negative zero", () => {
    expect(Object.is(roundRupees(-0.001), 0)).toBe(true)
    expect(Object.is(toPaise(-0), 0)).toBe(true)
  })

  it("is idempotent and agrees with paise for any amount", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000_000, noNaN: true }), (rupees) => {
        const once = roundRupees(rupees)
        expect(roundRupees(once)).toBe(once)
        expect(Number.isInteger(toPaise(rupees))).toBe(true)
        expect(Math.abs(once - rupees)).toBeLessThanOrEqual(0.005 + 1e-9)
      })
    )
  })

  it("gives what the 15-significant-digit rule gives, for any amount and for sums of two-decimal prices", () => {
    const reference = (rupees: number) => {
      const paise = Math.round(Number((rupees * 100).toPrecision(15)))
      return paise === 0 ? 0 : paise
    }
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (rupees) => {
        expect(toPaise(rupees)).toBe(reference(rupees))
      }),
      { numRuns: 5000 }
    )
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 1000 }), (prices, half) => {
        // Sums and differences of prices as the pricing rule makes them, and halves of a paisa.
        const sum = prices.reduce((total, paise) => total + paise / 100, 0)
        for (const rupees of [sum, -sum, sum * 0.2, sum + half / 200, sum - half / 200 - 0.005]) expect(toPaise(rupees)).toBe(reference(rupees))
      }),
      { numRuns: 5000 }
    )
  })

  it("turns whole paise into rupees and back unchanged", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (paise) => {
        expect(toPaise(fromPaise(paise))).toBe(paise)
      })
    )
  })
})

describe("formatAmount", () => {
  it("writes the paise always, Indian grouping, no symbol (an invoice's columns)", () => {
    expect(formatAmount(0)).toBe("0.00")
    expect(formatAmount(123456.5)).toBe("1,23,456.50")
    expect(formatAmount(9.999)).toBe("10.00")
    expect(formatAmount(-1234)).toBe("-1,234.00")
  })
})
