import { Schema } from "effect"
import { Id, Rupees } from "./common.ts"
import { RefundStep } from "./refund-step.ts"
import { OrderEvent, OrderId } from "./order.ts"
import { ReturnEvent } from "./returns.ts"

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
  /**
   * A step of one of the order's returns (issue 19 item 3), as the request's `events` hold it: the
   * browser's copy of the order's returns takes it by the return lifecycle (domain/order-facts.ts).
   */
  Schema.TaggedStruct("return.event", { orderId: Id, orderid: OrderId, returnId: Id, event: ReturnEvent }),
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
/** A fact an order's copy takes: one of its events, a step of one of its returns or of its refunds at the gateway. */
export type OrderFact = Extract<LiveFact, { readonly _tag: "order.event" | "return.event" | "refund.step" }>
/** A fact the copy of an order's returns takes: a step of one of them. */
export type ReturnFact = Extract<LiveFact, { readonly _tag: "return.event" }>
// The fold of an order fact into an order's copy: domain/order-facts.ts.
