/**
 * Money in rupees, rounded to whole paise. All arithmetic on amounts goes through paise (integers)
 * so that sums and products are exact; `roundRupees` is the one rounding rule.
 */

/**
 * Rupees to whole paise. `toPrecision(15)` first removes binary noise (1.005 × 100 = 100.49999…).
 * A figure already within a millionth of a paise of a whole one (every price with two decimals)
 * is that paise without it: the same answer (15 significant digits keep that whole number), and
 * the order path calls this thousands of times a second (issue 18: 0.7% of its CPU profile).
 */
export const toPaise = (rupees: number): number => {
  const scaled = rupees * 100
  const near = Math.round(scaled)
  const paise = Math.abs(scaled - near) < 1e-6 && Math.abs(scaled) < 1e14 ? near : Math.round(Number(scaled.toPrecision(15)))
  return paise === 0 ? 0 : paise // never -0: it would print as "-₹0"
}

/** Whole paise back to rupees. */
export const fromPaise = (paise: number): number => {
  const rupees = Math.round(paise) / 100
  return rupees === 0 ? 0 : rupees
}

/** The single rounding rule for money: to 2 decimals (whole paise), half away from zero for positives. */
export const roundRupees = (rupees: number): number => fromPaise(toPaise(rupees))

/** Indian digit grouping: the last three digits, then pairs (1,23,45,678). */
const groupIndian = (digits: string): string => {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const pairs: Array<string> = []
  for (let end = head.length; end > 0; end -= 2) pairs.unshift(head.slice(Math.max(0, end - 2), end))
  return `${pairs.join(",")},${digits.slice(-3)}`
}

/** A count with Indian grouping, as `toLocaleString("en-IN")` prints it (12,34,567), without Intl. */
export const formatCount = (count: number): string =>
  `${count < 0 ? "-" : ""}${groupIndian(String(Math.trunc(Math.abs(count))))}`

/**
 * An amount with its paise always written and no symbol ("1,23,456.00"): the columns of a tax
 * invoice, whose headings say the currency.
 */
export const formatAmount = (rupees: number): string => {
  const paise = toPaise(rupees)
  const whole = Math.floor(Math.abs(paise) / 100)
  return `${paise < 0 ? "-" : ""}${groupIndian(String(whole))}.${String(Math.abs(paise) % 100).padStart(2, "0")}`
}

/**
 * The one money formatter (STYLE 14, §9 currency: rupee): what `Intl.NumberFormat("en-IN", INR)`
 * prints, "₹1,00,000" when whole and "₹1,234.50" otherwise (a test holds the two equal). Written
 * out rather than built on Intl: making the first en-IN formatter loads ICU data, about 110 ms of
 * a throttled phone's main thread while the page starts (DESIGN §6). Amounts are rounded to paise
 * first, so 9.999 shows as "₹10".
 */
export const formatRupees = (rupees: number): string => {
  const paise = toPaise(rupees)
  const sign = paise < 0 ? "-" : ""
  const whole = Math.floor(Math.abs(paise) / 100)
  const fraction = Math.abs(paise) % 100
  const rupeePart = `${sign}₹${groupIndian(String(whole))}`
  return fraction === 0 ? rupeePart : `${rupeePart}.${String(fraction).padStart(2, "0")}`
}
