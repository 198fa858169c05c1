import { Schema } from "effect"
import { Id, Rupees } from "./common.ts"
import { RefundStep } from "./gateway-refunds.ts"
import { applyEvent } from "./order-lifecycle.ts"
import { isAwaitingPayment, type Order, OrderEvent, OrderId, STATUS_TEXT } from "./order.ts"
import { RETURN_EVENT_TAGS } from "./return-status.ts"

// Issue 38 (ADR 062): what the shop's live stream tells a browser. The server sends each fact as a
// server-sent event; the shop's root actor sends it on to the actor it concerns. A fact of a
// shopper's own order carries the stream's id (resumed from it with Last-Event-ID); a catalogue
// fact does not (a browser that was away re-reads what it shows: `catalogue.changed`).

/** The most products one stream follows (the open page's, the cart's, the wishlist's). */
export const LIVE_PRODUCTS_LIMIT = 100
/** A comment sent this often keeps an idle stream open through proxies (most cut at 60 s). */
export const LIVE_HEARTBEAT_MS = 25_000
/** How soon a browser reconnects a stream that broke (the SSE `retry` field). */
export const LIVE_RETRY_MS = 3_000
/**
 * Events of the last this many seconds are looked at again with every change: two transactions may
 * commit in another order than their events were numbered, so a later number sent does not prove an
 * earlier one was; a browser and a stream skip what they already have.
 */
export const LIVE_LOOKBACK_SECONDS = 30

/** One pack-size option of a product as it is now: what a cart line shows and may hold. */
export const OptionNow = Schema.Struct({
  PackOptionId: Id,
  Price: Rupees,
  Mrp: Rupees,
  availablestock: Schema.Number.pipe(Schema.int(), Schema.nonNegative())
})
export type OptionNow = typeof OptionNow.Type

export const LiveFact = Schema.Union(
  /** One event of the shopper's order (DESIGN §2), as the order's `events` hold it. */
  Schema.TaggedStruct("order.event", { orderId: Id, orderid: OrderId, event: OrderEvent }),
  /** A step of one of the order's returns (issue 19 item 3): the order's page reads its returns again. */
  Schema.TaggedStruct("return.event", { orderId: Id, orderid: OrderId, returnId: Id, event: Schema.Literal(...RETURN_EVENT_TAGS) }),
  /** A step of one of the order's refunds at the gateway (issue 37 item 4), as the order's `refundSteps` hold it. */
  Schema.TaggedStruct("refund.step", { orderId: Id, orderid: OrderId, step: RefundStep }),
  /**
   * A product the stream follows changed: its facts (price, rating, name, pack sizes) or, when
   * `facts` is false, its stock or reviews; with what a cart line reads of each of its options now.
   */
  Schema.TaggedStruct("product.changed", { productId: Id, facts: Schema.Boolean, options: Schema.Array(OptionNow) }),
  /** Anything in the catalogue may have changed (or the stream was away): what is shown is read again. */
  Schema.TaggedStruct("catalogue.changed", {})
)
export type LiveFact = typeof LiveFact.Type
export type OrderFact = Extract<LiveFact, { readonly orderId: string }>

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
      const next = applyEvent({ Status: order.Status, StatusText: order.StatusText, PaymentStatus: order.PaymentStatus, PaymentMode: order.PaymentMode }, fact.event)
      if (next._tag === "Left") return order
      const { paymentDueAt, ...rest } = order
      const moved = { ...rest, Status: next.right.Status, StatusText: STATUS_TEXT[next.right.Status], PaymentStatus: next.right.PaymentStatus, events: [...order.events, fact.event] }
      // A hold lasts while the order waits for its payment (issue 17).
      return (paymentDueAt !== undefined && isAwaitingPayment(moved) ? { ...moved, paymentDueAt } : moved) as Order
    }
    case "refund.step": {
      const steps = order.refundSteps ?? []
      return steps.some((step) => sameStep(step, fact.step)) ? order : { ...order, refundSteps: [...steps, fact.step] }
    }
    case "return.event":
      return order
  }
}
