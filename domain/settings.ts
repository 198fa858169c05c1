import { Schema } from "effect"

/** A whole number between `min` and `max`, with a sentence for the admin's form. */
export const wholeBetween = (min: number, max: number, what: string) =>
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
  maxUnpaidUnits: wholeBetween(PAYMENT_HOLD_LIMITS.maxUnpaidUnits.min, PAYMENT_HOLD_LIMITS.maxUnpaidUnits.max, "The most unpaid items")
})
export type ShopSettings = typeof ShopSettings.Type
