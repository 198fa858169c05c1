import { Schema } from "effect"
import { Id, IsoDate, Rupees } from "./common.ts"
import { formatRupees } from "./money.ts"
import { OrderStatus, StatusText } from "./order.ts"

// How the shop is doing (issue 20 item 7, docs/decisions/040-coupons-messages-dashboard.md): every
// figure an SQL aggregate over the real tables, read in one call.

/** How many days the sales chart shows, today (India's) included. */
export const SALES_DAYS = 30
/** How many products the best sellers list shows, and how many low-stock options. */
export const TOP_PRODUCTS = 10
export const LOW_STOCK_LISTED = 20

export const DaySales = Schema.Struct({ day: IsoDate, orders: Schema.Number, total: Rupees })
export type DaySales = typeof DaySales.Type

export const Dashboard = Schema.Struct({
  /** The last SALES_DAYS days in India, oldest first, every day present: orders placed and their TotalAmount, cancelled ones out. */
  salesByDay: Schema.Array(DaySales),
  /** Every status with its count of orders, in the lifecycle's order. */
  ordersByStatus: Schema.Array(Schema.Struct({ Status: OrderStatus, StatusText, count: Schema.Number })),
  /** The best sellers of the last SALES_DAYS days (orders that stand): units and revenue (price × quantity). */
  topProducts: Schema.Array(Schema.Struct({ productId: Id, name: Schema.String, units: Schema.Number, revenue: Rupees })),
  /** Options with stock at or below LOW_STOCK_AT (product.ts), the lowest first, and how many there are. */
  lowStock: Schema.Array(Schema.Struct({
    productId: Id, productName: Schema.String, packName: Schema.String, optionId: Id, optionName: Schema.String, stock: Schema.Number
  })),
  lowStockCount: Schema.Number,
  /** Return requests waiting for a decision (Requested). */
  returnsWaiting: Schema.Number
})
export type Dashboard = typeof Dashboard.Type

/** The chart's text alternative: the period's sales, the best day, and today's. */
export const salesSummary = (days: ReadonlyArray<DaySales>): string => {
  if (days.length === 0) return "No sales figures."
  const total = days.reduce((sum, d) => sum + Math.round(d.total * 100), 0) / 100
  const orders = days.reduce((sum, d) => sum + d.orders, 0)
  const today = days[days.length - 1]!
  const best = days.reduce((a, b) => (b.total > a.total ? b : a))
  const ordersWord = (n: number) => `${n} ${n === 1 ? "order" : "orders"}`
  return `${ordersWord(orders)} worth ${formatRupees(total)} in the last ${days.length} days; ` +
    (best.total > 0 ? `the best day was ${best.day} with ${formatRupees(best.total)}; ` : "") +
    `today (${today.day}): ${ordersWord(today.orders)}, ${formatRupees(today.total)}.`
}
