import {
  assertEvent,
  assign,
  createActor,
  emit,
  type ExecutableActionObject,
  setup,
  type SnapshotFrom
} from "xstate"
import {
  type Actor,
  type OrderEventTag,
  OrderStatus,
  type PaymentMode,
  type PaymentStatus,
  STATUS_TEXT,
  type StatusText,
  UNPAID_PAYMENT_STATUSES
} from "./order.ts"

/**
 * DESIGN §2, §4: the order lifecycle as an XState machine, pure (no actors, no delays, no I/O). The
 * server runs it purely (transitionLifecycle, below, as xstate's `transition`) over an order's
 * stored events to decide each new one and to project the stream; the browser reads the same
 * machine through order-lifecycle.ts, and the API's lifecycle suite generates its cases from it
 * with xstate/graph.
 *
 * - States are named for the statuses (Received ... Delivered, Cancelled), after "Not placed".
 * - Context holds how the order is paid (PaymentMode, fixed at `order.placed`) and its PaymentStatus.
 * - Every event is answered in every state: a transition the rules allow, or a targetless one that
 *   emits `lifecycle.refused` with the rule's words (answered with 409 by the server).
 */

/** The machine's events: an order event as the rules read it (a stored `OrderEvent` carries more). */
export type LifecycleMachineEvent =
  | { readonly type: "order.placed"; readonly by: Actor; readonly PaymentMode: PaymentMode }
  /** Issue 32: money given back; `whole` when the order then holds nothing of what was paid. */
  | { readonly type: "order.refunded"; readonly by: Actor; readonly whole: boolean }
  | { readonly type: Exclude<OrderEventTag, "order.placed" | "order.refunded">; readonly by: Actor }

/** What the machine emits instead of moving when the rules do not allow an event. */
export interface LifecycleRefused {
  readonly type: "lifecycle.refused"
  readonly message: string
}

export interface LifecycleContext {
  /** null until `order.placed` says how the order is paid. */
  readonly PaymentMode: PaymentMode | null
  readonly PaymentStatus: PaymentStatus
}

/** The machine's state before `order.placed`; every other state is named by its StatusText. */
export const NOT_PLACED = "Not placed"

/** DESIGN §4 forward steps: each event moves the order to its status from the one just before. */
const FORWARD_STEP = {
  "order.processing": 2,
  "order.dispatched": 3,
  "order.out-for-delivery": 4,
  "order.delivered": 5
} as const satisfies Partial<Record<OrderEventTag, OrderStatus>>

type ForwardTag = keyof typeof FORWARD_STEP
const FORWARD_TAGS = Object.keys(FORWARD_STEP) as ReadonlyArray<ForwardTag>
const NOT_PLACING_TAGS = ["payment.confirmed", "payment.failed", ...FORWARD_TAGS, "order.cancelled"] as const satisfies
  ReadonlyArray<Exclude<OrderEventTag, "order.placed" | "order.refunded">>

const refused = (message: string): LifecycleRefused => ({ type: "lifecycle.refused", message })
const targetTextOf = (type: LifecycleMachineEvent["type"]): StatusText => STATUS_TEXT[FORWARD_STEP[type as ForwardTag]]

/** A status a refusal names: the one the order is in. */
interface From { readonly from: StatusText }

const lifecycle = setup({
  types: {
    context: {} as LifecycleContext,
    events: {} as LifecycleMachineEvent,
    emitted: {} as LifecycleRefused
  },
  guards: {
    byCustomer: ({ event }) => event.by === "customer",
    cashOnDelivery: ({ context }) => context.PaymentMode === "Cash on Delivery",
    // DESIGN §4: an Online order moves forward only once it is paid.
    onlineAndNotPaid: ({ context }) => context.PaymentMode === "Online" && context.PaymentStatus !== "Paid",
    paymentPending: ({ context }) => context.PaymentStatus === "Pending",
    // A Failed payment can be retried and confirmed (DESIGN §4), so Pending and Failed are both unpaid.
    paymentUnpaid: ({ context }) => UNPAID_PAYMENT_STATUSES.some((status) => status === context.PaymentStatus),
    paymentRefunded: ({ context }) => context.PaymentStatus === "Refunded",
    // Issue 32: a refund of everything still held turns a taken payment into Refunded.
    wholeOfPaid: ({ context, event }) => event.type === "order.refunded" && event.whole && context.PaymentStatus === "Paid"
  },
  actions: {
    // DESIGN §4: every order starts at 1 Received, payment Pending, and keeps its PaymentMode.
    takePlacement: assign(({ event }) => {
      assertEvent(event, "order.placed")
      return { PaymentMode: event.PaymentMode, PaymentStatus: "Pending" as const }
    }),
    recordPaid: assign({ PaymentStatus: () => "Paid" as const }),
    recordPaymentFailed: assign({ PaymentStatus: () => "Failed" as const }),
    // A Cash on Delivery order is paid when it is delivered.
    collectCash: assign({ PaymentStatus: () => "Paid" as const }),
    recordRefunded: assign({ PaymentStatus: () => "Refunded" as const }),
    // A part refunded (or the wallet's part of an order not paid otherwise): the payment stays as it is.
    recordPartRefunded: assign(({ context }) => ({ ...context })),

    refuseBeforePlacing: emit(({ event }) => refused(`No order has been placed yet, so ${event.type} cannot happen`)),
    refusePlacingAgain: emit(() => refused("This order has already been placed")),
    // Cancelled and Delivered are final: nothing, not even a payment result, changes them.
    refuseChangingFinal: emit((_, params: From) => refused(`An order that is ${params.from} can no longer change`)),
    // DESIGN §4: only the shop moves an order forward (an admin, or the system on its behalf).
    refuseMoveByCustomer: emit(({ event }) => refused(`Only an admin can mark an order as ${targetTextOf(event.type)}`)),
    refuseGoingBack: emit(({ event }, params: From) =>
      refused(`An order that is ${params.from} cannot go back to ${targetTextOf(event.type)}`)),
    refuseSkipping: emit(({ event }, params: From & { readonly next: StatusText }) =>
      refused(`An order that is ${params.from} cannot skip to ${targetTextOf(event.type)}; its next step is ${params.next}`)),
    refuseMovingUnpaid: emit(({ context, event }) =>
      refused(`An Online order is marked as ${targetTextOf(event.type)} only once it is paid; its payment is ${context.PaymentStatus}`)),
    // DESIGN §4: the customer may cancel before Dispatched; an admin or the system before Delivered.
    refuseCancelByCustomer: emit((_, params: From) => refused(`An order that is ${params.from} can no longer be cancelled by the customer`)),
    // A payment result comes from the gateway (recorded as system) or an admin, never from the shopper.
    refusePaymentByCustomer: emit(() => refused("Only the payment gateway or an admin can record a payment result")),
    refuseOnlinePaymentOfCash: emit(() => refused("A Cash on Delivery order is paid when it is delivered, not online")),
    refuseFailingPayment: emit(({ context }) => refused(`Only a Pending payment can fail; this one is ${context.PaymentStatus}`)),
    refuseConfirmingPayment: emit(({ context }) => refused(`A payment that is ${context.PaymentStatus} cannot be confirmed`)),
    // Issue 32: the shop gives money back (an admin, or the system at a cancellation or a return), never the shopper.
    refuseRefundByCustomer: emit(() => refused("Only the shop can record a refund")),
    refuseRefundingAgain: emit(() => refused("Everything paid for this order has been refunded already"))
  }
})

type OpenStatus = 1 | 2 | 3 | 4

/** One forward event in an open state: refused for a customer, backwards or skipping; else one step on. */
const forwardStep = (from: OpenStatus, tag: ForwardTag) => {
  const target = FORWARD_STEP[tag]
  const byCustomer = { guard: "byCustomer", actions: "refuseMoveByCustomer" } as const
  if (target <= from) return [byCustomer, { actions: { type: "refuseGoingBack", params: { from: STATUS_TEXT[from] } } }] as const
  if (target !== from + 1) {
    const params = { from: STATUS_TEXT[from], next: STATUS_TEXT[(from + 1) as OrderStatus] }
    return [byCustomer, { actions: { type: "refuseSkipping", params } }] as const
  }
  return [
    byCustomer,
    { guard: "onlineAndNotPaid", actions: "refuseMovingUnpaid" },
    // Only the last step has a Cash on Delivery variant: the cash is collected on delivery.
    ...(target === 5 ? [{ guard: "cashOnDelivery", target: STATUS_TEXT[5], actions: "collectCash" }] as const : []),
    { target: STATUS_TEXT[target] }
  ] as const
}

/** An open status (1 to 4): the forward events and the cancellation. */
const openState = (status: OpenStatus) => ({
  on: {
    "order.processing": forwardStep(status, "order.processing"),
    "order.dispatched": forwardStep(status, "order.dispatched"),
    "order.out-for-delivery": forwardStep(status, "order.out-for-delivery"),
    "order.delivered": forwardStep(status, "order.delivered"),
    // DESIGN §4: the customer may cancel before Dispatched (1, 2); an admin or the system before Delivered.
    // Cancelling leaves the payment as it is (issue 16); the server then gives back what the order
    // holds in the same transaction and records it with `order.refunded` (issue 32), which makes a
    // taken payment Refunded. A cancelled order left Paid (isRefundDue) would be a refund not made.
    "order.cancelled": status <= 2
      ? [{ target: STATUS_TEXT[0] }] as const
      : [
          { guard: "byCustomer", actions: { type: "refuseCancelByCustomer", params: { from: STATUS_TEXT[status] } } },
          { target: STATUS_TEXT[0] }
        ] as const
  }
})

/**
 * Delivered and Cancelled take no event (only `order.placed` falls through to the root's refusal).
 * They are not `type: "final"`: a finished machine ignores events silently, and a refusal must be said.
 */
const closedState = (status: 0 | 5) => ({
  on: Object.fromEntries(NOT_PLACING_TAGS.map((tag) => [tag, { actions: { type: "refuseChangingFinal", params: { from: STATUS_TEXT[status] } } }])) as
    Record<(typeof NOT_PLACING_TAGS)[number], { readonly actions: { readonly type: "refuseChangingFinal"; readonly params: From } }>
})

export const orderLifecycleMachine = lifecycle.createMachine({
  id: "orderLifecycle",
  context: { PaymentMode: null, PaymentStatus: "Pending" },
  initial: NOT_PLACED,
  // Events every placed state answers alike, unless the state answers them itself.
  on: {
    "order.placed": { actions: "refusePlacingAgain" },
    "payment.confirmed": [
      { guard: "byCustomer", actions: "refusePaymentByCustomer" },
      { guard: "cashOnDelivery", actions: "refuseOnlinePaymentOfCash" },
      { guard: "paymentUnpaid", actions: "recordPaid" },
      { actions: "refuseConfirmingPayment" }
    ],
    "payment.failed": [
      { guard: "byCustomer", actions: "refusePaymentByCustomer" },
      { guard: "cashOnDelivery", actions: "refuseOnlinePaymentOfCash" },
      { guard: "paymentPending", actions: "recordPaymentFailed" },
      { actions: "refuseFailingPayment" }
    ],
    // Issue 32: money given back is recorded in every placed state, Cancelled and Delivered too: a
    // cancellation refunds at once, and a delivered order's returns and refunds come after it.
    "order.refunded": [
      { guard: "byCustomer", actions: "refuseRefundByCustomer" },
      { guard: "paymentRefunded", actions: "refuseRefundingAgain" },
      { guard: "wholeOfPaid", actions: "recordRefunded" },
      { actions: "recordPartRefunded" }
    ]
  },
  states: {
    [NOT_PLACED]: {
      on: {
        // DESIGN §4: every stream starts with order.placed.
        "order.placed": { target: STATUS_TEXT[1], actions: "takePlacement" },
        "order.refunded": { actions: "refuseBeforePlacing" },
        ...Object.fromEntries(NOT_PLACING_TAGS.map((tag) => [tag, { actions: "refuseBeforePlacing" }])) as
          Record<(typeof NOT_PLACING_TAGS)[number], { readonly actions: "refuseBeforePlacing" }>
      }
    },
    [STATUS_TEXT[1]]: openState(1),
    [STATUS_TEXT[2]]: openState(2),
    [STATUS_TEXT[3]]: openState(3),
    [STATUS_TEXT[4]]: openState(4),
    [STATUS_TEXT[5]]: closedState(5),
    [STATUS_TEXT[0]]: closedState(0)
  }
})

export type LifecycleSnapshot = SnapshotFrom<typeof orderLifecycleMachine>

type InertScope = Parameters<typeof orderLifecycleMachine.transition>[2]
const ignore = () => {}
// The actions of the transition being taken: JavaScript runs one transition at a time, and the
// machine calls nothing back, so one scope made once collects into whichever list is current.
let collected: Array<ExecutableActionObject> = []
let inertScope: InertScope | undefined

/**
 * xstate's pure `transition(machine, snapshot, event)`, at a fraction of its cost: xstate builds an
 * unstarted actor (running the initial transition) on every call, about 100 µs here, for a step of
 * a few µs. This runs the machine's own `transition` in one inert actor scope made once, and
 * collects the actions instead of running them, as xstate's `transition` does (the machine's tests
 * compare the two on every state and event). Nothing is started, sent or emitted.
 */
export const transitionLifecycle = (
  snapshot: LifecycleSnapshot,
  event: LifecycleMachineEvent
): readonly [next: LifecycleSnapshot, actions: ReadonlyArray<ExecutableActionObject>] => {
  if (inertScope === undefined) {
    const self = createActor(orderLifecycleMachine)
    inertScope = {
      self,
      id: "",
      sessionId: "",
      system: self.system,
      logger: ignore,
      defer: ignore,
      emit: ignore,
      stopChild: ignore,
      actionExecutor: (action) => void collected.push(action)
    }
  }
  const actions: Array<ExecutableActionObject> = []
  collected = actions
  return [orderLifecycleMachine.transition(snapshot, event, inertScope), actions]
}

/** The message of a `lifecycle.refused` that `action` emits, if it is that emit. */
export const refusalMessageOf = (action: { readonly type: string; readonly params?: unknown }): string | undefined => {
  if (action.type !== "xstate.emit") return undefined
  const emitted = (action.params as { readonly event?: Partial<LifecycleRefused> } | undefined)?.event
  return emitted?.type === "lifecycle.refused" ? emitted.message : undefined
}

// The machine read as the rules read it (order-lifecycle.ts's folds and checks, and the browser's
// fold of a live order fact, domain/order-facts.ts, which must not bring the refusal's HTTP error).

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
  | { readonly _tag: "order.refunded"; readonly by: Actor; readonly whole: boolean }
  | { readonly _tag: Exclude<OrderEventTag, "order.placed" | "order.refunded">; readonly by: Actor }

/** The machine before any event: "Not placed". Snapshots are values, so one serves every fold. */
export const NOT_PLACED_SNAPSHOT: LifecycleSnapshot = orderLifecycleMachine.resolveState({
  value: NOT_PLACED,
  context: { PaymentMode: null, PaymentStatus: "Pending" }
})

const STATUS_OF_TEXT = Object.fromEntries(
  OrderStatus.literals.map((status) => [STATUS_TEXT[status], status])
) as Record<StatusText, OrderStatus>

const machineEventOf = (event: LifecycleEvent): LifecycleMachineEvent =>
  event._tag === "order.placed"
    ? { type: event._tag, by: event.by, PaymentMode: event.PaymentMode }
    : event._tag === "order.refunded"
      ? { type: event._tag, by: event.by, whole: event.whole }
      : { type: event._tag, by: event.by }

/** What a snapshot says of the order, or undefined before it is placed. */
export const orderStateOf = (snapshot: LifecycleSnapshot): OrderState | undefined => {
  const { PaymentMode } = snapshot.context
  if (snapshot.value === NOT_PLACED || PaymentMode === null) return undefined
  const Status = STATUS_OF_TEXT[snapshot.value]
  return { Status, StatusText: STATUS_TEXT[Status], PaymentStatus: snapshot.context.PaymentStatus, PaymentMode }
}

// At most 48 states (6 statuses, 4 payment statuses, 2 modes): each snapshot is resolved once.
const snapshots = new Map<string, LifecycleSnapshot>()

/** The machine's snapshot of an order in `state` (before placing when undefined). */
export const snapshotOfState = (state: OrderState | undefined): LifecycleSnapshot => {
  if (state === undefined) return NOT_PLACED_SNAPSHOT
  const key = `${state.Status}|${state.PaymentStatus}|${state.PaymentMode}`
  let snapshot = snapshots.get(key)
  if (snapshot === undefined) {
    snapshot = orderLifecycleMachine.resolveState({
      value: STATUS_TEXT[state.Status],
      context: { PaymentMode: state.PaymentMode, PaymentStatus: state.PaymentStatus }
    })
    snapshots.set(key, snapshot)
  }
  return snapshot
}

/** The next snapshot, or the words of the refusal the machine emitted (no Error built: allowedEvents asks often). */
export const decide = (snapshot: LifecycleSnapshot, event: LifecycleEvent): LifecycleSnapshot | { readonly refused: string } => {
  const [next, actions] = transitionLifecycle(snapshot, machineEventOf(event))
  for (const action of actions) {
    const refused = refusalMessageOf(action)
    if (refused !== undefined) return { refused }
  }
  // The machine answers every event in every state (order-lifecycle.machine.test.ts proves it).
  if (next === snapshot) throw new Error(`the order lifecycle took no transition for ${event._tag} in ${String(snapshot.value)}`)
  return next
}

/** The order's state after `event`, or undefined when the lifecycle refuses it there. */
export const nextOrderState = (state: OrderState | undefined, event: LifecycleEvent): OrderState | undefined => {
  const decided = decide(snapshotOfState(state), event)
  return "refused" in decided ? undefined : orderStateOf(decided)
}
