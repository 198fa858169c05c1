import { fromPaise, toPaise } from "./money.ts"
import type { OrderLimits } from "./order-limits.ts"
import type { Refusal } from "./refusals.ts"

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

/**
 * Why one more Cash on Delivery order of `units` units worth `value` rupees is refused, named with
 * its figures (domain/refusals.ts; its English is domain/refusal-words.ts), or undefined when it
 * fits. `established`: the account has had an order delivered.
 */
export const codLimitRefusal = (open: OpenCod, adding: { readonly units: number; readonly value: number }, limits: CodLimits, established: boolean): Refusal | undefined => {
  const most = established
    ? { orders: limits.codMaxOrders, units: limits.codMaxUnits, value: limits.codMaxValue }
    : { orders: limits.codNewMaxOrders, units: limits.codNewMaxUnits, value: limits.codNewMaxValue }
  if (open.orders + 1 > most.orders) return { _tag: "CodOrders", orders: open.orders, established }
  if (open.units + adding.units > most.units) return { _tag: "CodUnits", most: most.units, wouldHold: open.units + adding.units, established }
  if (toPaise(open.value) + toPaise(adding.value) > toPaise(most.value)) {
    return { _tag: "CodValue", most: most.value, wouldCome: fromPaise(toPaise(open.value) + toPaise(adding.value)), established }
  }
  return undefined
}
