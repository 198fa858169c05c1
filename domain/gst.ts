import { Schema } from "effect"
import { type IndianState, isAwaitingPayment, type OrderAmounts, type PaymentMode, type PaymentStatus } from "./order.ts"

// Goods and Services Tax (issue 19 item 6): the tax classes of products, the seller's registration,
// and the tax invoice of an order, as pure rules. Prices in this shop include GST (the product page
// says "incl. of all taxes"), so an invoice takes the tax out of what the shopper paid: its totals
// are the order's §9 figures, never a new sum.

/** Every rate GST has had in its schedules (0.25% rough diamonds, 3% gold, 40% luxury goods). */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28, 40] as const
export const GstRate = Schema.Literal(...GST_RATES).annotations({
  message: () => ({ message: "The GST rate must be 0, 0.25, 3, 5, 12, 18, 28 or 40 per cent.", override: true })
})
export type GstRate = typeof GstRate.Type

/** An HSN code (goods) or SAC (services): 4, 6 or 8 digits, as the invoice rules ask. */
export const HSN_PATTERN = /^(?:[0-9]{4}|[0-9]{6}|[0-9]{8})$/
export const Hsn = Schema.String.pipe(
  Schema.pattern(HSN_PATTERN, { message: () => ({ message: "The HSN code must have 4, 6 or 8 digits.", override: true }) })
)

/** What a product is taxed as: its HSN code and its GST rate. */
export interface TaxClass {
  readonly hsn: string
  readonly gstRate: GstRate
}

/**
 * Garments, made-up textiles and footwear are taxed by the sale value of one piece: 5% up to
 * ₹2,500, 18% above (the rates from 22 September 2025).
 */
export const PIECE_VALUE_LIMIT = 2500

export interface ClassRule {
  readonly hsn: string
  /** A fixed rate, or "piece" for the 5% / 18% rule of PIECE_VALUE_LIMIT. */
  readonly rate: GstRate | "piece"
}

// The demo catalogue's subcategories and categories (server/seed/catalogue-data.ts), by name: the
// tax class a product of it gets when seeded, and what the admin's form proposes for a new one.
// The subcategory's entry wins over its category's.
export const TAX_RULES_BY_CATEGORY: Readonly<Record<string, ClassRule>> = {
  "Men": { hsn: "6205", rate: "piece" },
  "Women": { hsn: "6204", rate: "piece" },
  "Kids": { hsn: "6209", rate: "piece" },
  "Winter Wear": { hsn: "6201", rate: "piece" },
  "Mobile & Accessories": { hsn: "8517", rate: 18 },
  "TV & Audio": { hsn: "8528", rate: 18 },
  "Laptops & Computers": { hsn: "8471", rate: 18 },
  "Home Appliances": { hsn: "8516", rate: 18 },
  "Kitchen Appliances": { hsn: "8516", rate: 18 },
  "Personal Care": { hsn: "3401", rate: 5 },
  "Makeup": { hsn: "3304", rate: 18 },
  "Fragrances": { hsn: "3303", rate: 18 },
  "Ayurveda & Wellness": { hsn: "3004", rate: 5 },
  "Men's Grooming": { hsn: "3307", rate: 5 },
  "Home Furnishing": { hsn: "6302", rate: "piece" },
  "Furniture": { hsn: "9403", rate: 18 },
  "Kitchen & Dining": { hsn: "7323", rate: 5 },
  "Home Decor": { hsn: "9405", rate: 18 },
  "Men's Footwear": { hsn: "6404", rate: "piece" },
  "Women's Footwear": { hsn: "6404", rate: "piece" },
  "Kid's Footwear": { hsn: "6404", rate: "piece" },
  "Educational Toys": { hsn: "9503", rate: 5 },
  "Board Games": { hsn: "9504", rate: 5 },
  "Outdoor Play": { hsn: "9506", rate: 5 },
  "Soft Toys & Dolls": { hsn: "9503", rate: 5 },
  "Remote Control Toys": { hsn: "9503", rate: 5 }
}

export const TAX_RULES_BY_SUB_CATEGORY: Readonly<Record<string, ClassRule>> = {
  "T-Shirts": { hsn: "6109", rate: "piece" },
  "Jeans": { hsn: "6203", rate: "piece" },
  "Kurtas": { hsn: "6211", rate: "piece" },
  "Sarees": { hsn: "5407", rate: "piece" },
  "Kurtis": { hsn: "6211", rate: "piece" },
  "Tops": { hsn: "6206", rate: "piece" },
  "Boys' Clothing": { hsn: "6203", rate: "piece" },
  "Girls' Clothing": { hsn: "6204", rate: "piece" },
  "Sweaters": { hsn: "6110", rate: "piece" },
  "Chargers": { hsn: "8504", rate: 18 },
  "Power Banks": { hsn: "8507", rate: 18 },
  "Headphones": { hsn: "8518", rate: 18 },
  "Soundbars": { hsn: "8518", rate: 18 },
  "Home Theatres": { hsn: "8518", rate: 18 },
  "Pen Drives": { hsn: "8523", rate: 18 },
  "Washing Machines": { hsn: "8450", rate: 18 },
  "Air Conditioners": { hsn: "8415", rate: 18 },
  "Refrigerators": { hsn: "8418", rate: 18 },
  "Water Purifiers": { hsn: "8421", rate: 18 },
  "Mixer Grinders": { hsn: "8509", rate: 18 },
  "Hair Care": { hsn: "3305", rate: 5 },
  "Oral Care": { hsn: "3306", rate: 5 },
  "Deodorants": { hsn: "3307", rate: 18 },
  "Essential Oils": { hsn: "3301", rate: 18 },
  "Trimmers": { hsn: "8510", rate: 18 },
  "Curtains": { hsn: "6303", rate: "piece" },
  "Cushion Covers": { hsn: "6304", rate: "piece" },
  "Sofas": { hsn: "9401", rate: 18 },
  "Dinnerware": { hsn: "6912", rate: 5 },
  "Storage Containers": { hsn: "3924", rate: 5 },
  "Wall Decor": { hsn: "4414", rate: 18 },
  "Showpieces": { hsn: "8306", rate: 18 },
  "Formal Shoes": { hsn: "6403", rate: "piece" },
  "Cycles": { hsn: "8712", rate: 5 },
  "Drones": { hsn: "8806", rate: 18 }
}

/** Goods the tables above do not name: HSN 9999 is no heading, so the admin is asked to set one. */
export const DEFAULT_TAX_CLASS: TaxClass = { hsn: "9999", gstRate: 18 }

/**
 * The tax class of a product of `subCategory` in `category` whose dearest option sells at
 * `price` (the piece rule then takes the rate that applies to every option at or below it).
 */
export const taxClassFor = (place: { readonly category: string; readonly subCategory: string }, price: number): TaxClass => {
  const rule = TAX_RULES_BY_SUB_CATEGORY[place.subCategory] ?? TAX_RULES_BY_CATEGORY[place.category]
  if (rule === undefined) return DEFAULT_TAX_CLASS
  return { hsn: rule.hsn, gstRate: rule.rate === "piece" ? (price <= PIECE_VALUE_LIMIT ? 5 : 18) : rule.rate }
}

// ---------------------------------------------------------------------------------------------
// The seller and places of supply.

/** GST's state codes, the first two digits of every GSTIN registered there. */
export const GST_STATE_CODES: Readonly<Record<IndianState, string>> = {
  "Jammu and Kashmir": "01",
  "Himachal Pradesh": "02",
  "Punjab": "03",
  "Chandigarh": "04",
  "Uttarakhand": "05",
  "Haryana": "06",
  "Delhi": "07",
  "Rajasthan": "08",
  "Uttar Pradesh": "09",
  "Bihar": "10",
  "Sikkim": "11",
  "Arunachal Pradesh": "12",
  "Nagaland": "13",
  "Manipur": "14",
  "Mizoram": "15",
  "Tripura": "16",
  "Meghalaya": "17",
  "Assam": "18",
  "West Bengal": "19",
  "Jharkhand": "20",
  "Odisha": "21",
  "Chhattisgarh": "22",
  "Madhya Pradesh": "23",
  "Gujarat": "24",
  "Dadra and Nagar Haveli and Daman and Diu": "26",
  "Maharashtra": "27",
  "Karnataka": "29",
  "Goa": "30",
  "Lakshadweep": "31",
  "Kerala": "32",
  "Tamil Nadu": "33",
  "Puducherry": "34",
  "Andaman and Nicobar Islands": "35",
  "Telangana": "36",
  "Andhra Pradesh": "37",
  "Ladakh": "38"
}

const GSTIN_CHARACTERS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"

/** The check character of a GSTIN's first 14 characters (the GSTN's weighted sum modulo 36). */
export const gstinCheckCharacter = (first14: string): string => {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARACTERS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!
}

/** A GSTIN: state code, the holder's PAN, an entity number, Z, and the check character. */
export const isValidGstin = (gstin: string): boolean =>
  /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin) &&
  Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2)) &&
  gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14]

/** The shop as a registered seller: what every invoice names (the footer's address). */
export const SELLER = {
  legalName: "Bazaar Retail Private Limited",
  address: ["4th Floor, Prestige Tech Park, Outer Ring Road", "Bengaluru, Karnataka 560103"],
  state: "Karnataka",
  gstin: `29AABCB1234F1Z${gstinCheckCharacter("29AABCB1234F1Z")}`,
  pan: "AABCB1234F"
} as const satisfies { state: IndianState } & Record<string, unknown>

/** What the fees of §9 are invoiced as: local delivery and handling services, at 18%. */
export const FEE_TAX_CLASS = { delivery: { hsn: "996813", gstRate: 18 }, handling: { hsn: "998599", gstRate: 18 } } as const satisfies Record<string, TaxClass>

// ---------------------------------------------------------------------------------------------
// Invoice numbers: one series per financial year (April to March, in India's time).

const IST_OFFSET_MS = 330 * 60_000

/** The financial year a moment falls in, as invoices write it: "26-27" for April 2026 to March 2027. */
export const financialYearOf = (at: Date): string => {
  const ist = new Date(at.getTime() + IST_OFFSET_MS)
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1
  return `${String(start % 100).padStart(2, "0")}-${String((start + 1) % 100).padStart(2, "0")}`
}

/** An invoice's number: BZ/26-27/000042, at most 16 characters as GST's rules ask. */
export const formatInvoiceNumber = (financialYear: string, serial: number): string =>
  `BZ/${financialYear}/${String(serial).padStart(6, "0")}`

export const INVOICE_NUMBER_PATTERN = /^BZ\/[0-9]{2}-[0-9]{2}\/[0-9]{6,7}$/

/**
 * A credit note's number (issue 33): CN/26-27/000007, a series of its own per financial year, at
 * most 16 characters like an invoice's.
 */
export const formatCreditNoteNumber = (financialYear: string, serial: number): string =>
  `CN/${financialYear}/${String(serial).padStart(6, "0")}`

export const CREDIT_NOTE_NUMBER_PATTERN = /^CN\/[0-9]{2}-[0-9]{2}\/[0-9]{6,7}$/

// ---------------------------------------------------------------------------------------------
// The invoice of an order.

/** Why an order has no invoice to give, in a shopper's words; undefined when it has one. */
export const INVOICE_REFUSALS = {
  cancelled: "This order was cancelled before it was invoiced, so it has no tax invoice.",
  unpaid: "The tax invoice is issued once the order is paid."
} as const

/**
 * Whether an order without an invoice yet may be given one: a confirmed order may (Cash on Delivery
 * from its placing, online once paid); one awaiting its payment not yet, one cancelled never. An
 * invoice already issued stays the order's whatever happens next.
 */
export const invoiceRefusal = (order: {
  readonly Status: number
  readonly PaymentMode: PaymentMode
  readonly PaymentStatus: PaymentStatus
}): keyof typeof INVOICE_REFUSALS | undefined =>
  order.Status === 0 ? "cancelled" : isAwaitingPayment(order) ? "unpaid" : undefined

/**
 * Whether an order may be shown its invoice now: one issued stays the order's whatever happens
 * next (a cancelled order keeps it, with its credit note beside it); one not issued yet follows
 * `invoiceRefusal`. `invoiceNumber` is present once the invoice is issued.
 */
export const hasInvoiceToShow = (order: {
  readonly Status: number
  readonly PaymentMode: PaymentMode
  readonly PaymentStatus: PaymentStatus
  readonly invoiceNumber?: string | undefined
}): boolean => order.invoiceNumber !== undefined || invoiceRefusal(order) === undefined

/** Why an order has no credit note to give, in a shopper's words. */
export const CREDIT_NOTE_REFUSALS = {
  live: "A credit note is issued only when an invoiced order is cancelled; this order is not cancelled.",
  uninvoiced: "This order was cancelled before it was invoiced, so there is no invoice for a credit note to cancel."
} as const

/**
 * Issue 33: a cancelled order whose invoice was issued gets a credit note that cancels the invoice
 * in full (GST's rules: a supply invoiced and then cancelled is reversed by a credit note, never by
 * deleting the invoice). Undefined when it may have one.
 */
export const creditNoteRefusal = (order: {
  readonly Status: number
  readonly invoiceNumber?: string | undefined
}): keyof typeof CREDIT_NOTE_REFUSALS | undefined =>
  order.Status !== 0 ? "live" : order.invoiceNumber === undefined ? "uninvoiced" : undefined

export interface InvoiceLineInput {
  readonly description: string
  readonly hsn: string
  readonly gstRate: GstRate
  /** Price of one, GST included. */
  readonly price: number
  readonly quantity: number
}

/** The §9 figures of an order an invoice is drawn from (the Order's own fields). */
export type InvoiceAmounts = Pick<OrderAmounts, "TotalPrice" | "SmallCartFee" | "HandllingFee" | "RainFee" | "DeliveryCharge" | "TotalAmount" | "wallet" | "coupon" | "Netpayable">

export interface InvoiceInput {
  readonly lines: ReadonlyArray<InvoiceLineInput>
  /** The order's §9 figures as charged. */
  readonly amounts: InvoiceAmounts
  /** The delivery address's state: the place of supply. */
  readonly deliveryState: IndianState
}

/** One row of the invoice; amounts in rupees, each exact to the paisa. */
export interface InvoiceRow {
  readonly description: string
  readonly hsn: string
  readonly quantity: number
  /** Price of one, GST included. */
  readonly unitPrice: number
  /** quantity × unitPrice. */
  readonly gross: number
  /** The coupon's share of this row. */
  readonly discount: number
  readonly taxableValue: number
  readonly gstRate: GstRate
  readonly cgst: number
  readonly sgst: number
  readonly igst: number
  /** gross − discount = taxableValue + the row's taxes. */
  readonly total: number
}

export interface Invoice {
  readonly rows: ReadonlyArray<InvoiceRow>
  /** Within the seller's state CGST and SGST are charged, in equal halves; to another state IGST. */
  readonly supply: "intra-state" | "inter-state"
  readonly placeOfSupply: IndianState
  readonly totals: {
    readonly gross: number
    readonly discount: number
    readonly taxableValue: number
    readonly cgst: number
    readonly sgst: number
    readonly igst: number
    /** The invoice value: the order's TotalAmount less its coupon. */
    readonly total: number
  }
  /** Paid from the wallet: a way of paying, not a discount, so it does not lower the tax. */
  readonly wallet: number
  /** What the shopper pays or paid besides the wallet: the order's Netpayable. */
  readonly amountPayable: number
}

const paise = (rupees: number) => Math.round(rupees * 100)
const rupees = (paiseAmount: number) => paiseAmount / 100

/** Shares of `amount` (paise) in proportion to `weights`, summing exactly to it (largest remainders). */
export const shareOut = (amount: number, weights: ReadonlyArray<number>): ReadonlyArray<number> => {
  const whole = weights.reduce((sum, w) => sum + w, 0)
  if (whole === 0 || amount === 0) return weights.map(() => 0)
  const exact = weights.map((w) => (amount * w) / whole)
  const shares = exact.map(Math.floor)
  let left = amount - shares.reduce((sum, s) => sum + s, 0)
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1])
  for (const [, i] of order) {
    if (left === 0) break
    shares[i]! += 1
    left -= 1
  }
  return shares
}

/**
 * The tax invoice of an order: its lines and the §9 fees as rows, the coupon shared over the
 * goods in proportion to their value (a discount lowers the taxable value; the wallet does not),
 * and the GST in each row taken out of its GST-inclusive value. By construction the rows add up
 * to TotalAmount − coupon, and that less the wallet is Netpayable.
 */
export const invoiceOf = (input: InvoiceInput): Invoice => {
  const a = input.amounts
  const fees: ReadonlyArray<InvoiceLineInput> = [
    { description: "Delivery charge", ...FEE_TAX_CLASS.delivery, price: a.DeliveryCharge, quantity: 1 },
    { description: "Small cart fee", ...FEE_TAX_CLASS.delivery, price: a.SmallCartFee, quantity: 1 },
    { description: "Rain fee", ...FEE_TAX_CLASS.delivery, price: a.RainFee, quantity: 1 },
    { description: "Handlling Fee", ...FEE_TAX_CLASS.handling, price: a.HandllingFee, quantity: 1 }
  ].filter((fee) => fee.price > 0)
  const goodsGross = input.lines.map((line) => paise(line.price) * line.quantity)
  const feeGross = fees.map((fee) => paise(fee.price))
  const coupon = paise(a.coupon)
  const onGoods = Math.min(coupon, goodsGross.reduce((sum, g) => sum + g, 0))
  const discounts = [...shareOut(onGoods, goodsGross), ...shareOut(coupon - onGoods, feeGross)]
  const intra = input.deliveryState === SELLER.state
  const rows = [...input.lines, ...fees].map((line, i): InvoiceRow => {
    const gross = [...goodsGross, ...feeGross][i]!
    const value = gross - discounts[i]!
    // Within the seller's state the tax is two equal halves (issue 33: an odd paisa made ₹5.50 and
    // ₹5.51): each half is the rate's half-share of the value, rounded to the paisa, and the taxable
    // value is what is left (ADR 027). Across states IGST is the rest of the rounded taxable value.
    const half = Math.round((value * line.gstRate) / (2 * (100 + line.gstRate)))
    const taxable = intra ? value - 2 * half : Math.round((value * 100) / (100 + line.gstRate))
    const tax = value - taxable
    const cgst = intra ? half : 0
    return {
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unitPrice: line.price,
      gross: rupees(gross),
      discount: rupees(discounts[i]!),
      taxableValue: rupees(taxable),
      gstRate: line.gstRate,
      cgst: rupees(cgst),
      sgst: rupees(intra ? tax - cgst : 0),
      igst: rupees(intra ? 0 : tax),
      total: rupees(value)
    }
  })
  const sum = (key: "gross" | "discount" | "taxableValue" | "cgst" | "sgst" | "igst" | "total") =>
    rupees(rows.reduce((total, row) => total + paise(row[key]), 0))
  return {
    rows,
    supply: intra ? "intra-state" : "inter-state",
    placeOfSupply: input.deliveryState,
    totals: {
      gross: sum("gross"),
      discount: sum("discount"),
      taxableValue: sum("taxableValue"),
      cgst: sum("cgst"),
      sgst: sum("sgst"),
      igst: sum("igst"),
      total: sum("total")
    },
    wallet: a.wallet,
    amountPayable: rupees(paise(a.TotalAmount) - coupon - paise(a.wallet))
  }
}
