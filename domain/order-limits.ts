import { Schema } from "effect"
import { PAYMENT_HOLD_DEFAULTS, ShopSettings, wholeBetween } from "./settings.ts"

/**
 * Issue 32 (ADR 041): the limits of money and orders only the back office reads: how many open Cash
 * on Delivery orders (Received to Out for delivery) one customer may have, their units and their
 * rupees, this order included, stricter for an account with no delivered order yet (nothing is paid
 * before delivery, so without them one new account could hold the catalogue's stock); and the rupees
 * one member of staff may credit to wallets in an Indian day before a second admin must approve. Not
 * in the public settings (`GET /settings`): a shopper has no use for them, and the storefront's
 * scripts do not carry them.
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

export const STAFF_DAILY_CREDIT_DEFAULT = 5_000
export const STAFF_DAILY_CREDIT_MAX = 10_000_000

/** A COD limit's Schema: `kind` of the orders on the way, before the account's first delivery when `first`. */
const codLimit = (kind: keyof typeof COD_LIMIT_BOUNDS, first = false) =>
  wholeBetween(COD_LIMIT_BOUNDS[kind].min, COD_LIMIT_BOUNDS[kind].max,
    `The most Cash on Delivery ${kind === "units" ? "items" : kind}${first ? " before a first delivery" : ""}`)

export const OrderLimits = Schema.Struct({
  codMaxOrders: codLimit("orders"),
  codMaxUnits: codLimit("units"),
  codMaxValue: codLimit("value"),
  codNewMaxOrders: codLimit("orders", true),
  codNewMaxUnits: codLimit("units", true),
  codNewMaxValue: codLimit("value", true),
  staffDailyCredit: wholeBetween(0, STAFF_DAILY_CREDIT_MAX, "The daily wallet credit per member of staff")
})
export type OrderLimits = typeof OrderLimits.Type

/** The settings as the admin reads and writes them (`GET /admin/settings`, `PUT /settings`): the public ones and the limits. */
export const AdminSettings = Schema.Struct({ ...ShopSettings.fields, ...OrderLimits.fields })
export type AdminSettings = typeof AdminSettings.Type

/** Every limit of orders and money at the shop's defaults (the settings beside the rain status and the seller portal URL). */
export const ORDER_LIMIT_DEFAULTS = { ...PAYMENT_HOLD_DEFAULTS, ...COD_LIMIT_DEFAULTS, staffDailyCredit: STAFF_DAILY_CREDIT_DEFAULT } as const
