import { Either } from "effect"
import type { RefundStep } from "./refund-step.ts"
import type { OrderFact, ReturnFact } from "./live.ts"
import { nextOrderState } from "./order-lifecycle.machine.ts"
import { isAwaitingPayment, type Order, type OrderEvent, STATUS_TEXT } from "./order.ts"
import { decideReturnEvent, type ReturnEvent, type ReturnRequest } from "./returns.ts"

// Issue 38 (ADR 062): an order's copy in the browser, folded with the facts of the live stream. Apart
// from live.ts (the facts' Schemas, loaded with the stream) and from order-lifecycle.ts (whose refusal
// is an HTTP error): the orders actor, in the first page's scripts, folds with the lifecycle machine
// itself.

const sameEvent = (a: OrderEvent | ReturnEvent, b: OrderEvent | ReturnEvent) => a._tag === b._tag && a.at === b.at
const sameStep = (a: RefundStep, b: RefundStep) => a._tag === b._tag && a.at === b.at && a.amount === b.amount

/**
 * The order as its copy in the browser becomes with one fact of its stream: an event is applied by
 * the lifecycle machine the server decides with (`applyEvent`), so the copy's status and payment are
 * what the server's are; a refund's step joins its steps. A fact the copy already has (a stream
 * resumed, an order read after the event) or cannot take (a copy older than the fact's order: the
 * page reads it again) leaves it as it was: the same object, so nothing renders again.
 */
export const withOrderFact = (order: Order, fact: OrderFact): Order => {
  if (fact.orderId !== order._id) return order
  switch (fact._tag) {
    // A return's step is its request's (withReturnFact): the order's own stream holds none.
    case "return.event":
      return order
    case "order.event": {
      if (order.events.some((event) => sameEvent(event, fact.event))) return order
      const next = nextOrderState({ Status: order.Status, StatusText: order.StatusText, PaymentStatus: order.PaymentStatus, PaymentMode: order.PaymentMode }, fact.event)
      if (next === undefined) return order
      const { paymentDueAt, ...rest } = order
      const moved = { ...rest, Status: next.Status, StatusText: STATUS_TEXT[next.Status], PaymentStatus: next.PaymentStatus, events: [...order.events, fact.event] }
      // A hold lasts while the order waits for its payment (issue 17).
      return (paymentDueAt !== undefined && isAwaitingPayment(moved) ? { ...moved, paymentDueAt } : moved) as Order
    }
    case "refund.step": {
      const steps = order.refundSteps ?? []
      return steps.some((step) => sameStep(step, fact.step)) ? order : { ...order, refundSteps: [...steps, fact.step] }
    }
  }
}

/**
 * The order's returns as their copy in the browser becomes with a step of one of them: the step is
 * applied by the return lifecycle the server decides with (`decideReturnEvent`), so the request's
 * status is what the server's is. A step the copy has, one the lifecycle refuses, or one of a
 * request the copy does not hold (asked for in another tab: the page reads the returns again)
 * leaves the copy as it was: the same array.
 */
export const withReturnFact = (requests: ReadonlyArray<ReturnRequest>, fact: ReturnFact): ReadonlyArray<ReturnRequest> => {
  const request = requests.find((held) => held._id === fact.returnId && held.orderid === fact.orderid)
  if (request === undefined || request.events.some((event) => sameEvent(event, fact.event))) return requests
  const status = decideReturnEvent(request.events, request.kind, fact.event)
  if (Either.isLeft(status)) return requests
  const moved: ReturnRequest = { ...request, status: status.right, events: [...request.events, fact.event] }
  return requests.map((held) => (held === request ? moved : held))
}

/** The folds the live stream's code brings with each fact (the first page's scripts carry neither lifecycle). */
export interface FactFolds {
  readonly order: (order: Order, fact: OrderFact) => Order
  readonly returns: (requests: ReadonlyArray<ReturnRequest>, fact: ReturnFact) => ReadonlyArray<ReturnRequest>
}

export const FACT_FOLDS: FactFolds = { order: withOrderFact, returns: withReturnFact }
