import { Schema } from "effect"

/** A whole number between `min` and `max`, with a sentence for the admin's form. */
const wholeBetween = (min: number, max: number, what: string) =>
  Schema.Number.pipe(
    Schema.int({ message: () => `${what} must be a whole number` }),
    Schema.between(min, max, { message: () => `${what} must be between ${min} and ${max}` })
  )

/**
 * Online orders waiting for payment (issue 17, ADR 019): how long one holds its stock, and how many
 * such orders and units one customer may hold at once. The defaults are the shop's until an admin
 * changes them.
 */
export const PAYMENT_HOLD_DEFAULTS = { paymentHoldMinutes: 15, maxUnpaidOrders: 3, maxUnpaidUnits: 50 } as const
export const PAYMENT_HOLD_LIMITS = {
  paymentHoldMinutes: { min: 5, max: 1440 },
  maxUnpaidOrders: { min: 1, max: 50 },
  maxUnpaidUnits: { min: 1, max: 10_000 }
} as const

/**
 * Issue 32: open Cash on Delivery orders (Received to Out for delivery) one customer may have at
 * once: how many, how many units and how many rupees together, this one included; stricter for an
 * account with no delivered order yet. Nothing is paid before delivery, so without them one new
 * account can hold the catalogue's stock.
 */
export const COD_LIMIT_DEFAULTS = {
  codMaxOrders: 5, codMaxUnits: 50, codMaxValue: 100_000,
  codNewMaxOrders: 3, codNewMaxUnits: 20, codNewMaxValue: 25_000
} as const
export const COD_LIMIT_BOUNDS = {
  orders: { min: 1, max: 10_000 },
  units: { min: 1, max: 1_000_000 },
  value: { min: 100, max: 100_000_000 }
} as const

/** Issue 32: rupees one member of staff may credit to wallets in an Indian day before a second admin must approve. */
export const STAFF_DAILY_CREDIT_DEFAULT = 5_000
export const STAFF_DAILY_CREDIT_MAX = 10_000_000

/**
 * The shop's settings (issue 6, DESIGN §4): the rain status, which drives the §9 rain fee in every
 * cart, where the 'Sell on' links open (§1 seller portal), and the payment holds (issue 17). Admins
 * change them.
 */
export const ShopSettings = Schema.Struct({
  rainStatus: Schema.Boolean,
  sellerPortalUrl: Schema.String.pipe(Schema.maxLength(2048), Schema.pattern(/^https?:\/\/[^\s"'<>]+$/, { message: () => "must be an http(s) URL" })),
  /** Minutes an unpaid online order holds its stock before it is cancelled. */
  paymentHoldMinutes: wholeBetween(PAYMENT_HOLD_LIMITS.paymentHoldMinutes.min, PAYMENT_HOLD_LIMITS.paymentHoldMinutes.max, "The payment hold"),
  /** Online orders waiting for payment one customer may hold at once. */
  maxUnpaidOrders: wholeBetween(PAYMENT_HOLD_LIMITS.maxUnpaidOrders.min, PAYMENT_HOLD_LIMITS.maxUnpaidOrders.max, "The most unpaid orders"),
  /** Units in those orders, together. */
  maxUnpaidUnits: wholeBetween(PAYMENT_HOLD_LIMITS.maxUnpaidUnits.min, PAYMENT_HOLD_LIMITS.maxUnpaidUnits.max, "The most unpaid items"),
  /** Issue 32: open Cash on Delivery orders per customer, their units and their rupees; then before a first delivery. */
  codMaxOrders: wholeBetween(COD_LIMIT_BOUNDS.orders.min, COD_LIMIT_BOUNDS.orders.max, "The most Cash on Delivery orders"),
  codMaxUnits: wholeBetween(COD_LIMIT_BOUNDS.units.min, COD_LIMIT_BOUNDS.units.max, "The most Cash on Delivery items"),
  codMaxValue: wholeBetween(COD_LIMIT_BOUNDS.value.min, COD_LIMIT_BOUNDS.value.max, "The most Cash on Delivery value"),
  codNewMaxOrders: wholeBetween(COD_LIMIT_BOUNDS.orders.min, COD_LIMIT_BOUNDS.orders.max, "The most Cash on Delivery orders before a first delivery"),
  codNewMaxUnits: wholeBetween(COD_LIMIT_BOUNDS.units.min, COD_LIMIT_BOUNDS.units.max, "The most Cash on Delivery items before a first delivery"),
  codNewMaxValue: wholeBetween(COD_LIMIT_BOUNDS.value.min, COD_LIMIT_BOUNDS.value.max, "The most Cash on Delivery value before a first delivery"),
  /** Issue 32: rupees one member of staff credits to wallets in a day before a second admin approves. */
  staffDailyCredit: wholeBetween(0, STAFF_DAILY_CREDIT_MAX, "The daily wallet credit per member of staff")
})
export type ShopSettings = typeof ShopSettings.Type

/** Every limit of orders and money at the shop's defaults (the settings beside the rain status and the seller portal URL). */
export const ORDER_LIMIT_DEFAULTS = { ...PAYMENT_HOLD_DEFAULTS, ...COD_LIMIT_DEFAULTS, staffDailyCredit: STAFF_DAILY_CREDIT_DEFAULT } as const

/** What the page's first payload needs of the settings: the rain status alone (the home page's chunk stays small). */
export const RainStatus = Schema.Struct({ rainStatus: Schema.Boolean })
