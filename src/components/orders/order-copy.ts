import { useSelector } from "@xstate/react"
import { useEffect, useMemo } from "react"
import { adoptedOrder, adoptedReturns, type Order } from "#domain/order.ts"
import type { ReturnRequest } from "#domain/returns.ts"
import { useApp } from "../../app/app-context.tsx"

/**
 * The one copy of an order a screen draws (issue 38): the orders actor's current order (§3: the one
 * the screen sets), which takes the copy the route read and then every fact of the live stream and
 * every change the shopper makes. The copy read is handed to the actor, which keeps its own when it
 * is the same order with more events (domain `adoptedOrder`); until it has been handed, the same
 * rule picks what is drawn, so a copy kept in storage never shows older than the one read.
 */
export function useOrderCopy(read: Order): Order
export function useOrderCopy(read: Order | null): Order | null
export function useOrderCopy(read: Order | null): Order | null {
  const { actors } = useApp()
  const current = useSelector(actors.orders, (s) => s.context.currentOrder)
  useEffect(() => {
    if (read !== null) actors.orders.send({ type: "order.current.set", order: read })
  }, [actors.orders, read])
  return read === null ? null : adoptedOrder(current, read)
}

/**
 * The one copy of an order's returns its tracking page draws (issue 38): the orders actor's, which
 * takes the requests the route read and then every step of the live stream (the return lifecycle
 * moves each request), by the same rule as the order (domain `adoptedReturns`).
 */
export const useReturnsCopy = (orderid: string, read: ReadonlyArray<ReturnRequest>): ReadonlyArray<ReturnRequest> => {
  const { actors } = useApp()
  const held = useSelector(actors.orders, (s) => s.context.currentReturns)
  useEffect(() => {
    actors.orders.send({ type: "order.returns.set", returns: { orderid, requests: read } })
  }, [actors.orders, orderid, read])
  return useMemo(() => (held?.orderid === orderid ? adoptedReturns(held.requests, read) : read), [held, orderid, read])
}
