import { HttpApiSchema } from "@effect/platform"
import { Either, Schema } from "effect"
import {
  decide,
  type LifecycleEvent,
  type LifecycleSnapshot,
  NOT_PLACED_SNAPSHOT,
  type OrderState,
  orderStateOf,
  snapshotOfState
} from "./order-lifecycle.machine.ts"
import { type Actor, ORDER_EVENT_TAGS, OrderStatus, type OrderEventTag, type PaymentStatus } from "./order.ts"

export { type LifecycleEvent, type OrderState, orderStateOf, snapshotOfState }

/**
 * DESIGN §2, §4: the order lifecycle, decided by running `orderLifecycleMachine`
 * (order-lifecycle.machine.ts) with xstate's pure `transition`. The server refuses with 409 whatever
 * the machine refuses, and the browser projects the same stream with the same machine, so the two
 * never disagree.
 *
 * - Every order starts with `order.placed` at 1 Received, payment Pending, and keeps its PaymentMode.
 * - Only the shop (an admin, or the system on its behalf) moves an order forward, one step at a time:
 *   Received, Processing, Dispatched, Out for delivery, Delivered.
 * - An Online order moves forward only once it is Paid. A Cash on Delivery order is paid when it is
 *   delivered: `order.delivered` records the cash (PaymentStatus Paid).
 * - Payment results (`payment.confirmed`, `payment.failed`) come from the gateway (recorded as the
 *   system) or an admin, for Online orders only; a failed payment can be retried and confirmed.
 * - The customer may cancel before Dispatched, an admin or the system before Delivered. Cancelling
 *   leaves the payment as it was; the shop gives back what the order holds in the same transaction
 *   and records `order.refunded` (issue 32), which turns a taken payment into Refunded when nothing
 *   is left. Cancelled and Delivered take no other event: money still moves on them (a delivered
 *   order's returns and refunds), and `order.refunded` records it.
 */

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

/**
 * The machine's answer to one event: its next snapshot, or the refusal it emitted. Pure: the
 * transition returns the actions without running them, and the refusal is read from them.
 */
export const decideEvent = (snapshot: LifecycleSnapshot, event: LifecycleEvent): Either.Either<LifecycleSnapshot, LifecycleRefusal> => {
  const decided = decide(snapshot, event)
  return "refused" in decided
    ? Either.left(new LifecycleRefusal({ message: decided.refused, event: event._tag, Status: orderStateOf(snapshot)?.Status ?? null }))
    : Either.right(decided)
}

/** Apply one event to the current state (undefined before `order.placed`), or say why not. */
export const applyEvent = (
  state: OrderState | undefined,
  event: LifecycleEvent
): Either.Either<OrderState, LifecycleRefusal> =>
  Either.map(decideEvent(snapshotOfState(state), event), (next) => orderStateOf(next)!)

/**
 * The machine run over an order's event stream: the snapshot after the last event, or the refusal
 * of the first event the lifecycle does not allow. An empty stream is the order not yet placed.
 */
export const lifecycleSnapshotOf = (events: ReadonlyArray<LifecycleEvent>): Either.Either<LifecycleSnapshot, LifecycleRefusal> => {
  let snapshot = NOT_PLACED_SNAPSHOT
  for (const event of events) {
    const next = decideEvent(snapshot, event)
    if (Either.isLeft(next)) return next
    snapshot = next.right
  }
  return Either.right(snapshot)
}

/** Fold an order's event stream into its current state; an empty or invalid stream is refused. */
export const project = (events: ReadonlyArray<LifecycleEvent>): Either.Either<OrderState, LifecycleRefusal> =>
  Either.flatMap(lifecycleSnapshotOf(events), (snapshot) => {
    const state = orderStateOf(snapshot)
    return state === undefined
      ? Either.left(
          new LifecycleRefusal({ message: "An order's event stream must start with order.placed", event: null, Status: null })
        )
      : Either.right(state)
  })

/** The event `tag` as `actor` would send it; placing needs the mode, taken from the state when there is one. */
const eventOf = (tag: ActionTag, by: Actor, state: OrderState | undefined): LifecycleEvent =>
  tag === "order.placed" ? { _tag: tag, by, PaymentMode: state?.PaymentMode ?? "Cash on Delivery" } : { _tag: tag, by }

/** The events a person asks for; `order.refunded` is what a refund records, never a button of its own. */
type ActionTag = Exclude<OrderEventTag, "order.refunded">
const ACTION_TAGS = ORDER_EVENT_TAGS.filter((tag): tag is ActionTag => tag !== "order.refunded")

/**
 * The events `actor` may send now, in the order of ORDER_EVENT_TAGS, so a UI offers only those.
 * (The snapshot's own `can` says yes to a refused event too: a refusal is a transition that emits.)
 */
export const allowedEvents = (state: OrderState | undefined, actor: Actor): ReadonlyArray<ActionTag> => {
  const snapshot = snapshotOfState(state)
  return ACTION_TAGS.filter((tag) => !("refused" in decide(snapshot, eventOf(tag, actor, state))))
}

/**
 * Whether the shop owes the customer the order's money back: the order was paid and then cancelled,
 * and no refund recorded. Since issue 32 a cancellation refunds at once (`order.refunded`), so this
 * says a refund is pending only for a payment the gateway has not yet returned.
 */
export const isRefundDue = (order: { readonly Status: number; readonly PaymentStatus: PaymentStatus }): boolean =>
  order.Status === 0 && order.PaymentStatus === "Paid"
