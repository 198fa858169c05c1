import { HttpApiSchema } from "@effect/platform"
import { Either, Schema } from "effect"
import {
  type Actor,
  ORDER_EVENT_TAGS,
  OrderStatus,
  type OrderEventTag,
  type PaymentMode,
  type PaymentStatus,
  STATUS_TEXT,
  type StatusText
} from "./order.ts"

/**
 * DESIGN §2, §4: the order lifecycle as pure rules. The server refuses with 409 whatever `applyEvent`
 * refuses, and the browser projects the same stream with the same rules, so the two never disagree.
 *
 * - Every order starts with `order.placed` at 1 Received, payment Pending, and keeps its PaymentMode.
 * - Only the shop (an admin, or the system on its behalf) moves an order forward, one step at a time:
 *   Received, Processing, Dispatched, Out for delivery, Delivered.
 * - An Online order moves forward only once it is Paid. A Cash on Delivery order is paid when it is
 *   delivered: `order.delivered` records the cash (PaymentStatus Paid).
 * - Payment results (`payment.confirmed`, `payment.failed`) come from the gateway (recorded as the
 *   system) or an admin, for Online orders only; a failed payment can be retried and confirmed.
 * - The customer may cancel before Dispatched, an admin or the system before Delivered; money taken
 *   for a cancelled order is Refunded. Cancelled and Delivered are final.
 */

/** What an order's event stream projects to. */
export interface OrderState {
  readonly Status: OrderStatus
  readonly StatusText: StatusText
  readonly PaymentStatus: PaymentStatus
  readonly PaymentMode: PaymentMode
}

/** The part of an event the rules read; a full `OrderEvent` fits. */
export type LifecycleEvent =
  | { readonly _tag: "order.placed"; readonly by: Actor; readonly PaymentMode: PaymentMode }
  | { readonly _tag: Exclude<OrderEventTag, "order.placed">; readonly by: Actor }

/** An event the lifecycle does not allow in the current state (DESIGN §2: answered with 409). */
export class LifecycleRefusal extends Schema.TaggedError<LifecycleRefusal>()(
  "LifecycleRefusal",
  {
    message: Schema.String,
    /** The refused event, or null when a stream is empty. */
    event: Schema.NullOr(Schema.Literal(...ORDER_EVENT_TAGS)),
    /** The status the order had, or null before it was placed. */
    Status: Schema.NullOr(OrderStatus)
  },
  HttpApiSchema.annotations({ status: 409 })
) {}

const withStatus = (state: OrderState, Status: OrderStatus, PaymentStatus: PaymentStatus = state.PaymentStatus): OrderState => ({
  Status,
  StatusText: STATUS_TEXT[Status],
  PaymentStatus,
  PaymentMode: state.PaymentMode
})

/** DESIGN §4 forward steps: each event moves the order to its status from the one just before. */
const FORWARD_STEP = {
  "order.processing": 2,
  "order.dispatched": 3,
  "order.out-for-delivery": 4,
  "order.delivered": 5
} as const satisfies Partial<Record<OrderEventTag, OrderStatus>>

type ForwardTag = keyof typeof FORWARD_STEP

const isForward = (tag: OrderEventTag): tag is ForwardTag => tag in FORWARD_STEP

const isFinal = (state: OrderState): boolean => state.Status === 0 || state.Status === 5

/** Apply one event to the current state (undefined before `order.placed`), or say why not. */
export const applyEvent = (
  state: OrderState | undefined,
  event: LifecycleEvent
): Either.Either<OrderState, LifecycleRefusal> => {
  const tag = event._tag
  const refuse = (message: string) =>
    Either.left(new LifecycleRefusal({ message, event: tag, Status: state?.Status ?? null }))

  // DESIGN §4: every stream starts with order.placed, at status 1 Received, payment Pending.
  if (state === undefined) {
    return event._tag === "order.placed"
      ? Either.right({ Status: 1, StatusText: STATUS_TEXT[1], PaymentStatus: "Pending", PaymentMode: event.PaymentMode })
      : refuse(`No order has been placed yet, so ${tag} cannot happen`)
  }
  if (tag === "order.placed") return refuse("This order has already been placed")
  // Cancelled and Delivered are final: nothing, not even a payment result, changes them.
  if (isFinal(state)) return refuse(`An order that is ${state.StatusText} can no longer change`)

  if (isForward(tag)) {
    const target = FORWARD_STEP[tag]
    const targetText = STATUS_TEXT[target]
    // DESIGN §4: only the shop moves an order forward (an admin, or the system on its behalf).
    if (event.by === "customer") return refuse(`Only an admin can mark an order as ${targetText}`)
    if (target <= state.Status) {
      return refuse(`An order that is ${state.StatusText} cannot go back to ${targetText}`)
    }
    if (target !== state.Status + 1) {
      const next = STATUS_TEXT[(state.Status + 1) as OrderStatus]
      return refuse(`An order that is ${state.StatusText} cannot skip to ${targetText}; its next step is ${next}`)
    }
    if (state.PaymentMode === "Online" && state.PaymentStatus !== "Paid") {
      return refuse(`An Online order is marked as ${targetText} only once it is paid; its payment is ${state.PaymentStatus}`)
    }
    // A Cash on Delivery order is paid when it is delivered.
    const paidOnDelivery = target === 5 && state.PaymentMode === "Cash on Delivery"
    return Either.right(withStatus(state, target, paidOnDelivery ? "Paid" : state.PaymentStatus))
  }

  switch (tag) {
    case "order.cancelled": {
      // DESIGN §4: the customer may cancel before Dispatched (1, 2); an admin or the system before Delivered.
      if (event.by === "customer" && state.Status >= 3) {
        return refuse(`An order that is ${state.StatusText} can no longer be cancelled by the customer`)
      }
      // Money taken for an order that will not be delivered goes back.
      return Either.right(withStatus(state, 0, state.PaymentStatus === "Paid" ? "Refunded" : state.PaymentStatus))
    }
    case "payment.confirmed":
    case "payment.failed": {
      // A payment result comes from the gateway (recorded as system) or an admin, never from the shopper.
      if (event.by === "customer") return refuse("Only the payment gateway or an admin can record a payment result")
      if (state.PaymentMode === "Cash on Delivery") {
        return refuse("A Cash on Delivery order is paid when it is delivered, not online")
      }
      if (tag === "payment.failed") {
        return state.PaymentStatus === "Pending"
          ? Either.right(withStatus(state, state.Status, "Failed"))
          : refuse(`Only a Pending payment can fail; this one is ${state.PaymentStatus}`)
      }
      return state.PaymentStatus === "Pending" || state.PaymentStatus === "Failed"
        ? Either.right(withStatus(state, state.Status, "Paid"))
        : refuse(`A payment that is ${state.PaymentStatus} cannot be confirmed`)
    }
  }
}

/** Fold an order's event stream into its current state; an empty or invalid stream is refused. */
export const project = (events: ReadonlyArray<LifecycleEvent>): Either.Either<OrderState, LifecycleRefusal> => {
  let state: OrderState | undefined = undefined
  for (const event of events) {
    const next = applyEvent(state, event)
    if (Either.isLeft(next)) return next
    state = next.right
  }
  return state === undefined
    ? Either.left(
        new LifecycleRefusal({ message: "An order's event stream must start with order.placed", event: null, Status: null })
      )
    : Either.right(state)
}

/** The event `tag` as `actor` would send it; placing needs the mode, taken from the state when there is one. */
const eventOf = (tag: OrderEventTag, by: Actor, state: OrderState | undefined): LifecycleEvent =>
  tag === "order.placed" ? { _tag: tag, by, PaymentMode: state?.PaymentMode ?? "Cash on Delivery" } : { _tag: tag, by }

/** The events `actor` may send now, in the order of ORDER_EVENT_TAGS, so a UI offers only those. */
export const allowedEvents = (state: OrderState | undefined, actor: Actor): ReadonlyArray<OrderEventTag> =>
  ORDER_EVENT_TAGS.filter((tag) => Either.isRight(applyEvent(state, eventOf(tag, actor, state))))
