import { formatRupees, toPaise } from "./money.ts"
import type { OrderLimits } from "./order-limits.ts"

/**
 * Issue 32: the limits on a customer's open Cash on Delivery orders (domain/order-limits.ts
 * COD_LIMIT_DEFAULTS). The placing transaction counts the customer's open COD orders with their
 * client row locked, then asks `codLimitRefusal`. Its sentences send the shopper to waiting or
 * cancelling, never to the other payment's limit.
 */

/** The customer's open Cash on Delivery orders: how many, their units, their value (rupees). */
export interface OpenCod {
  readonly orders: number
  readonly units: number
  readonly value: number
}

type CodLimits = Pick<OrderLimits, "codMaxOrders" | "codMaxUnits" | "codMaxValue" | "codNewMaxOrders" | "codNewMaxUnits" | "codNewMaxValue">

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * The sentence refusing one more Cash on Delivery order of `units` units worth `value` rupees, or
 * undefined when it fits. `established`: the account has had an order delivered.
 */
export const codLimitRefusal = (open: OpenCod, adding: { readonly units: number; readonly value: number }, limits: CodLimits, established: boolean): string | undefined => {
  const most = established
    ? { orders: limits.codMaxOrders, units: limits.codMaxUnits, value: limits.codMaxValue }
    : { orders: limits.codNewMaxOrders, units: limits.codNewMaxUnits, value: limits.codNewMaxValue }
  const whose = established ? "one account may have at once" : "an account may have before its first delivery"
  if (open.orders + 1 > most.orders) {
    return `You have ${plural(open.orders, "Cash on Delivery order", "Cash on Delivery orders")} on the way, the most ${whose}. ` +
      "Please wait for one to be delivered, or cancel one you no longer need."
  }
  if (open.units + adding.units > most.units) {
    return `Cash on Delivery orders on the way may hold ${plural(most.units, "item", "items")} at most for ${established ? "one account" : "an account before its first delivery"}; ` +
      `with this one yours would hold ${open.units + adding.units}. Please order fewer items, or wait for a delivery.`
  }
  if (toPaise(open.value) + toPaise(adding.value) > toPaise(most.value)) {
    return `Cash on Delivery orders on the way may come to ${formatRupees(most.value)} at most for ${established ? "one account" : "an account before its first delivery"}; ` +
      `with this one yours would come to ${formatRupees(open.value + adding.value)}. Please order less, or wait for a delivery.`
  }
  return undefined
}
