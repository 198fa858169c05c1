/**
 * Money in rupees, rounded to whole paise. All arithmetic on amounts goes through paise (integers)
 * so that sums and products are exact; `roundRupees` is the one rounding rule.
 */

/** Rupees to whole paise. `toPrecision(15)` first removes binary noise (1.005 × 100 = 100.49999…). */
export const toPaise = (rupees: number): number => {
  const paise = Math.round(Number((rupees * 100).toPrecision(15)))
  return paise === 0 ? 0 : paise // never -0: it would print as "-₹0"
}

/** Whole paise back to rupees. */
export const fromPaise = (paise: number): number => {
  const rupees = Math.round(paise) / 100
  return rupees === 0 ? 0 : rupees
}

/** The single rounding rule for money: to 2 decimals (whole paise), half away from zero for positives. */
export const roundRupees = (rupees: number): number => fromPaise(toPaise(rupees))

// Made at first use: building a locale's formatter is slow on a phone, and module start-up is on
// the critical path of the first screen (ADR 008).
const formatter = (fractionDigits: 0 | 2) => {
  let made: Intl.NumberFormat | undefined
  return () =>
    (made ??= new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits
    }))
}
const wholeRupees = formatter(0)
const rupeesAndPaise = formatter(2)

/**
 * The one money formatter (STYLE 14, §9 currency: rupee): Indian grouping, "₹1,00,000" when whole,
 * "₹1,234.50" otherwise. Amounts are rounded to paise first so 9.999 shows as "₹10".
 */
export const formatRupees = (rupees: number): string => {
  const paise = toPaise(rupees)
  return paise % 100 === 0 ? wholeRupees().format(fromPaise(paise)) : rupeesAndPaise().format(fromPaise(paise))
}
