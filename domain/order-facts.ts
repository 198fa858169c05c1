import type { RefundStep } from "./refund-step.ts"
import type { OrderFact } from "./live.ts"
import { nextOrderState } from "./order-lifecycle.machine.ts"
import { isAwaitingPayment, type Order, type OrderEvent, STATUS_TEXT } from "./order.ts"

// Issue 38 (ADR 062): an order's copy in the browser, folded with the facts of the live stream. Apart
// from live.ts (the facts' Schemas, loaded with the stream) and from order-lifecycle.ts (whose refusal
// is an HTTP error): the orders actor, in the first page's scripts, folds with the lifecycle machine
// itself.

const sameEvent = (a: OrderEvent, b: OrderEvent) => a._tag === b._tag && a.at === b.at
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
