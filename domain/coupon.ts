import { Schema } from "effect"
import { IsoDate, Rupees } from "./common.ts"
import { fromPaise, toPaise } from "./money.ts"
import { couponDiscount } from "./pricing.ts"
import type { Refusal } from "./refusals.ts"

// Coupons an admin makes (issue 20 item 5, docs/decisions/040-coupons-messages-dashboard.md): a
// percentage or an amount off, a minimum order, first order only, limits per customer and in all,
// and the days (India's) it runs. The server checks every rule at the quote and again at placement.

export const CouponCodeText = Schema.String.pipe(
  Schema.pattern(/^[A-Z0-9]{3,20}$/, { message: () => "The code has 3 to 20 capital letters or digits." })
)

const Limit = Schema.Number.pipe(
  Schema.int({ message: () => "A limit is a whole number." }),
  Schema.between(1, 10_000_000, { message: () => "A limit is between 1 and 1,00,00,000." })
)

/** A day of the calendar that exists ("2026-02-30" does not), between the years 2000 and 2099. */
const CouponDay = IsoDate.pipe(Schema.filter((iso) => {
  const [y, m, d] = iso.split("-").map(Number)
  const date = new Date(Date.UTC(y!, m! - 1, d!))
  return (y! >= 2000 && y! <= 2099 && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d!) || "A date is a real day between 2000 and 2099."
}, {
  // Generated days (the fuzzer's, fast-check's) are drawn from the calendar: a pattern's digits would meet the filter once in thousands.
  arbitrary: () => (fc) => fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
}))

/** A coupon as an admin writes it: exactly one of percentOff and amountOff; dates are India's days, both counted. */
const CouponFields = Schema.Struct({
  code: CouponCodeText,
  percentOff: Schema.NullOr(Schema.Number.pipe(
    Schema.int({ message: () => "The percentage is a whole number." }),
    Schema.between(1, 100, { message: () => "The percentage is between 1 and 100." })
  )),
  amountOff: Schema.NullOr(Rupees.pipe(Schema.greaterThanOrEqualTo(0.01, {
    message: () => "The amount off is at least ₹0.01.",
    // Whole paise, as the coupon's own filter asks: drawn as paise rather than met by chance.
    arbitrary: () => (fc) => fc.integer({ min: 1, max: 1_000_000_000 }).map((paise) => paise / 100)
  }))),
  minOrder: Rupees,
  firstOrderOnly: Schema.Boolean,
  perCustomerLimit: Schema.NullOr(Limit),
  totalLimit: Schema.NullOr(Limit),
  startsOn: Schema.NullOr(CouponDay),
  endsOn: Schema.NullOr(CouponDay),
  active: Schema.Boolean
})

export const CouponInput = CouponFields.pipe(
  Schema.filter((c) => (c.percentOff === null) !== (c.amountOff === null) || "Give either a percentage or an amount off, not both."),
  Schema.filter((c) => c.startsOn === null || c.endsOn === null || c.startsOn <= c.endsOn || "The end date cannot be before the start date."),
  Schema.filter((c) => c.amountOff === null || Math.abs(c.amountOff * 100 - Math.round(c.amountOff * 100)) < 1e-6 || "The amount off is in rupees and paise.")
)
export type CouponInput = typeof CouponInput.Type

/** A coupon as the back office lists it: its rules, and how many orders that stand have used it. */
export const AdminCoupon = Schema.Struct({
  ...CouponFields.fields,
  uses: Schema.Number
})
export type AdminCoupon = typeof AdminCoupon.Type

/** The rules of a coupon the server checks an order against. */
export type CouponRules = Omit<CouponInput, "active"> & { readonly active: boolean }

/** What the server knows of an order when it checks a coupon. */
export interface CouponFacts {
  /** Today in India, as an ISO date. */
  readonly today: string
  /** The order's items at their prices, before the coupon. */
  readonly priceTotal: number
  /** Whether the customer has an order that stands (not cancelled). */
  readonly orderedBefore: boolean
  /** The customer's orders that stand with this coupon. */
  readonly customerUses: number
  /** All orders that stand with this coupon. */
  readonly totalUses: number
}

/**
 * Why this coupon cannot be used on this order, named with its figures (domain/refusals.ts; the
 * English is domain/refusal-words.ts, the Hindi domain/refusal-words.hi.ts), or null when it can.
 */
export const couponRefusal = (coupon: CouponRules, facts: CouponFacts): Refusal | null => {
  const { code } = coupon
  if (!coupon.active) return { _tag: "CouponUnknown", code }
  if (coupon.startsOn !== null && facts.today < coupon.startsOn) return { _tag: "CouponNotYet", code, startsOn: coupon.startsOn }
  if (coupon.endsOn !== null && facts.today > coupon.endsOn) return { _tag: "CouponEnded", code, endsOn: coupon.endsOn }
  if (coupon.firstOrderOnly && facts.orderedBefore) return { _tag: "CouponFirstOrderOnly", code }
  if (toPaise(facts.priceTotal) < toPaise(coupon.minOrder)) {
    return { _tag: "CouponMinimum", code, minOrder: coupon.minOrder, short: fromPaise(toPaise(coupon.minOrder) - toPaise(facts.priceTotal)) }
  }
  if (coupon.perCustomerLimit !== null && facts.customerUses >= coupon.perCustomerLimit) return { _tag: "CouponUsed", code, limit: coupon.perCustomerLimit }
  if (coupon.totalLimit !== null && facts.totalUses >= coupon.totalLimit) return { _tag: "CouponUsedUp", code }
  return null
}

/** What a coupon takes off the items' price total: its percentage, or its amount but never more than the items. */
export const couponAmount = (coupon: Pick<CouponRules, "percentOff" | "amountOff">, priceTotal: number): number =>
  coupon.percentOff !== null ? couponDiscount(coupon.percentOff, priceTotal) : fromPaise(Math.min(toPaise(coupon.amountOff ?? 0), toPaise(priceTotal)))

const IST_OFFSET_MS = 330 * 60_000

/** The day in India at this moment, as an ISO date. */
export const indiaDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)

/** A new coupon's form: WELCOME20's rules as a starting point, no code. */
export const emptyCoupon: CouponInput = {
  code: "",
  percentOff: 10,
  amountOff: null,
  minOrder: 0,
  firstOrderOnly: false,
  perCustomerLimit: 1,
  totalLimit: null,
  startsOn: null,
  endsOn: null,
  active: true
}
