import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createActor, transition } from "xstate"
import { getShortestPaths } from "xstate/graph"
import {
  applyEvent,
  decideEvent,
  type LifecycleEvent,
  LifecycleRefusal,
  lifecycleSnapshotOf,
  type OrderState,
  orderStateOf,
  project,
  snapshotOfState
} from "./order-lifecycle.ts"
import {
  type LifecycleMachineEvent,
  NOT_PLACED,
  orderLifecycleMachine,
  refusalMessageOf,
  transitionLifecycle
} from "./order-lifecycle.machine.ts"
import {
  type Actor,
  isAwaitingPayment,
  ORDER_EVENT_TAGS,
  type OrderEventTag,
  type OrderStatus,
  type PaymentMode,
  type PaymentStatus,
  STATUS_TEXT
} from "./order.ts"

const ACTORS: ReadonlyArray<Actor> = ["customer", "admin", "system"]
const STATUSES: ReadonlyArray<OrderStatus> = [0, 1, 2, 3, 4, 5]
const PAYMENTS: ReadonlyArray<PaymentStatus> = ["Pending", "Paid", "Failed", "Refunded"]
const MODES: ReadonlyArray<PaymentMode> = ["Cash on Delivery", "Online"]

const state = (Status: OrderStatus, PaymentStatus: PaymentStatus, PaymentMode: PaymentMode): OrderState => ({
  Status,
  StatusText: STATUS_TEXT[Status],
  PaymentStatus,
  PaymentMode
})
/** Every state an order can be described in (48), reachable or not, and before placing. */
const ALL_STATES: ReadonlyArray<OrderState | undefined> = [
  undefined,
  ...MODES.flatMap((mode) => STATUSES.flatMap((Status) => PAYMENTS.map((payment) => state(Status, payment, mode))))
]
/** Every event every actor can send, placing in each mode. */
const ALL_EVENTS: ReadonlyArray<LifecycleEvent> = ORDER_EVENT_TAGS.flatMap((_tag) => ACTORS.flatMap((by): ReadonlyArray<LifecycleEvent> =>
  _tag === "order.placed"
    ? MODES.map((PaymentMode) => ({ _tag, by, PaymentMode }))
    : _tag === "order.refunded" ? [true, false].map((whole) => ({ _tag, by, whole })) : [{ _tag, by }]
))
const machineEventOf = (event: LifecycleEvent): LifecycleMachineEvent =>
  event._tag === "order.placed"
    ? { type: event._tag, by: event.by, PaymentMode: event.PaymentMode }
    : event._tag === "order.refunded" ? { type: event._tag, by: event.by, whole: event.whole } : { type: event._tag, by: event.by }
const nameOf = (from: OrderState | undefined) => from === undefined ? "before placing" : `${from.PaymentMode} ${from.StatusText}/${from.PaymentStatus}`

// ---------------------------------------------------------------------------------------------
// The independent oracle: the if-ladder over Either that decided the lifecycle before it became a
// machine (issue 15), copied here verbatim and used ONLY by this test. The machine must decide every
// state and event exactly as it did: the same next state, or the same refusal and words.
// ---------------------------------------------------------------------------------------------
const withStatus = (state: OrderState, Status: OrderStatus, PaymentStatus: PaymentStatus = state.PaymentStatus): OrderState => ({
  Status,
  StatusText: STATUS_TEXT[Status],
  PaymentStatus,
  PaymentMode: state.PaymentMode
})

/** DESIGN §4 forward steps: each event moves the order to its status from the one just before. */
const ORACLE_FORWARD_STEP = {
  "order.processing": 2,
  "order.dispatched": 3,
  "order.out-for-delivery": 4,
  "order.delivered": 5
} as const satisfies Partial<Record<OrderEventTag, OrderStatus>>

type ForwardTag = keyof typeof ORACLE_FORWARD_STEP

const isForward = (tag: OrderEventTag): tag is ForwardTag => tag in ORACLE_FORWARD_STEP

const isFinal = (state: OrderState): boolean => state.Status === 0 || state.Status === 5

const oracleApplyEvent = (
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
  // Issue 32 (added to the oracle with the event): money given back is recorded in every placed
  // state, by the shop only, until everything paid is back; a whole refund of a taken payment makes it Refunded.
  if (event._tag === "order.refunded") {
    if (event.by === "customer") return refuse("Only the shop can record a refund")
    if (state.PaymentStatus === "Refunded") return refuse("Everything paid for this order has been refunded already")
    return Either.right(event.whole && state.PaymentStatus === "Paid" ? withStatus(state, state.Status, "Refunded") : state)
  }
  // Cancelled and Delivered are final: nothing, not even a payment result, changes them.
  if (isFinal(state)) return refuse(`An order that is ${state.StatusText} can no longer change`)

  if (isForward(tag)) {
    const target = ORACLE_FORWARD_STEP[tag]
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
      // Cancelling records no refund: the payment stays as it was, a paid one with its refund due (issue 16).
      return Either.right(withStatus(state, 0, state.PaymentStatus))
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
  throw new Error(`the oracle has no rule for ${tag}`)
}

describe("the machine decides every event in every state as the old rules did", () => {
  const cases = ALL_STATES.flatMap((from) => ALL_EVENTS.map((event) => [nameOf(from), event._tag, event.by, from, event] as const))

  it("covers 49 states (48 and before placing) and 33 events (placing in each mode, a refund whole or not, 7 more, by 3 actors)", () => {
    expect(cases).toHaveLength(49 * 33)
  })

  it.each(cases)("%s: %s by %s", (_name, _tag, _by, from, event) => {
    const want = oracleApplyEvent(from, event)
    const got = applyEvent(from, event)
    if (Either.isRight(want)) {
      expect(got).toEqual(Either.right(want.right))
    } else {
      expect(Either.isLeft(got)).toBe(true)
      const refusal = Either.isLeft(got) ? got.left : undefined
      expect(refusal).toBeInstanceOf(LifecycleRefusal)
      expect({ message: refusal?.message, event: refusal?.event, Status: refusal?.Status }).toEqual({
        message: want.left.message,
        event: want.left.event,
        Status: want.left.Status
      })
    }
  })

  it("folds random streams to what the old rules fold them to, refusing the same event", () => {
    const anyEvent = fc.constantFrom(...ALL_EVENTS)
    fc.assert(
      fc.property(fc.constantFrom(...MODES), fc.array(anyEvent, { maxLength: 12 }), (mode, rest) => {
        const events: ReadonlyArray<LifecycleEvent> = [{ _tag: "order.placed", by: "customer", PaymentMode: mode }, ...rest]
        let want: Either.Either<OrderState, LifecycleRefusal> | undefined = undefined
        let current: OrderState | undefined = undefined
        for (const event of events) {
          want = oracleApplyEvent(current, event)
          if (Either.isLeft(want)) break
          current = want.right
        }
        const got = project(events)
        expect(Either.isRight(got)).toBe(Either.isRight(want!))
        if (Either.isRight(got)) expect(got.right).toEqual(current)
        else expect(Either.isLeft(want!) ? want.left.message : undefined).toBe(got.left.message)
      }),
      { numRuns: 300 }
    )
  })
})

describe("the lifecycle machine", () => {
  it("is named orderLifecycle and has a state for before placing and one for each status", () => {
    expect(orderLifecycleMachine.id).toBe("orderLifecycle")
    expect(Object.keys(orderLifecycleMachine.root.states).sort()).toEqual(
      [NOT_PLACED, "Received", "Processing", "Dispatched", "Out for delivery", "Delivered", "Cancelled"].sort()
    )
    expect(orderLifecycleMachine.root.initial.target.map((node) => node.key)).toEqual([NOT_PLACED])
  })

  it("names in setup every guard and action its transitions use", () => {
    const used = { guards: new Set<string>(), actions: new Set<string>() }
    const nodes = [orderLifecycleMachine.root, ...Object.values(orderLifecycleMachine.root.states)]
    for (const node of nodes) {
      for (const transitions of node.transitions.values()) {
        for (const t of transitions) {
          if (t.guard !== undefined) {
            expect(typeof t.guard).toBe("string")
            used.guards.add(t.guard as string)
          }
          for (const action of t.actions) {
            const name = typeof action === "string" ? action : (action as { type?: unknown }).type
            expect(typeof name).toBe("string")
            used.actions.add(name as string)
          }
        }
      }
    }
    const { guards, actions } = orderLifecycleMachine.implementations
    expect([...used.guards].sort()).toEqual(Object.keys(guards).sort())
    expect([...used.actions].sort()).toEqual(Object.keys(actions).sort())
  })

  it("answers every event in every state: it takes a transition, or it emits lifecycle.refused and stays", () => {
    for (const from of ALL_STATES) {
      const snapshot = snapshotOfState(from)
      for (const event of ALL_EVENTS) {
        const [next, actions] = transition(orderLifecycleMachine, snapshot, machineEventOf(event))
        const refusals = actions.map(refusalMessageOf).filter((message) => message !== undefined)
        // A part refunded is recorded without changing the status or the payment: a new snapshot all the same.
        const moved = next !== snapshot
        expect(refusals.length + (moved ? 1 : 0), `${nameOf(from)}: ${event._tag} by ${event.by}`).toBe(1)
        if (refusals.length === 1) expect(next).toBe(snapshot)
      }
    }
  })

  it("transitionLifecycle gives what xstate's pure transition gives, for every state and event", () => {
    for (const from of ALL_STATES) {
      const snapshot = snapshotOfState(from)
      for (const event of ALL_EVENTS) {
        const [xstateNext, xstateActions] = transition(orderLifecycleMachine, snapshot, machineEventOf(event))
        const [next, actions] = transitionLifecycle(snapshot, machineEventOf(event))
        expect({ value: next.value, context: next.context, status: next.status }).toEqual({
          value: xstateNext.value, context: xstateNext.context, status: xstateNext.status
        })
        expect(actions.map(({ type, params }) => ({ type, params }))).toEqual(xstateActions.map(({ type, params }) => ({ type, params })))
      }
    }
  })

  it("emits the refusal's words when run as a live actor, and stays where it was", () => {
    const actor = createActor(orderLifecycleMachine).start()
    const heard: Array<string> = []
    actor.on("lifecycle.refused", (refused) => heard.push(refused.message))
    actor.send({ type: "order.placed", by: "customer", PaymentMode: "Online" })
    actor.send({ type: "order.processing", by: "admin" })
    actor.send({ type: "payment.confirmed", by: "system" })
    actor.send({ type: "order.processing", by: "admin" })
    actor.send({ type: "order.cancelled", by: "customer" })
    actor.send({ type: "order.dispatched", by: "admin" })
    expect(heard).toEqual([
      "An Online order is marked as Processing only once it is paid; its payment is Pending",
      "An order that is Cancelled can no longer change"
    ])
    expect({ value: actor.getSnapshot().value, context: actor.getSnapshot().context }).toEqual({
      value: "Cancelled",
      context: { PaymentMode: "Online", PaymentStatus: "Paid" }
    })
    actor.stop()
  })
})

describe("reading the machine (browser and server)", () => {
  it("snapshotOfState and orderStateOf are inverse for every state", () => {
    for (const from of ALL_STATES) expect(orderStateOf(snapshotOfState(from))).toEqual(from)
  })

  it("lifecycleSnapshotOf runs the stream: an empty one is before placing, a placed one is at its status", () => {
    const empty = lifecycleSnapshotOf([])
    expect(Either.isRight(empty) && empty.right.value).toBe(NOT_PLACED)
    const paid = lifecycleSnapshotOf([
      { _tag: "order.placed", by: "customer", PaymentMode: "Online" },
      { _tag: "payment.failed", by: "system" },
      { _tag: "payment.confirmed", by: "system" },
      { _tag: "order.processing", by: "admin" }
    ])
    expect(Either.map(paid, orderStateOf)).toEqual(Either.right(state(2, "Paid", "Online")))
  })

  it("lifecycleSnapshotOf names the first event the machine refuses, and the status it refused it in", () => {
    const result = lifecycleSnapshotOf([
      { _tag: "order.placed", by: "customer", PaymentMode: "Cash on Delivery" },
      { _tag: "order.processing", by: "admin" },
      { _tag: "order.delivered", by: "admin" },
      { _tag: "order.cancelled", by: "admin" }
    ])
    expect(Either.isLeft(result) && { message: result.left.message, event: result.left.event, Status: result.left.Status }).toEqual({
      message: "An order that is Processing cannot skip to Delivered; its next step is Dispatched",
      event: "order.delivered",
      Status: 2
    })
  })

  it("decideEvent on a folded snapshot agrees with applyEvent on its state", () => {
    for (const from of ALL_STATES) {
      for (const event of ALL_EVENTS) {
        const decided = decideEvent(snapshotOfState(from), event)
        const applied = applyEvent(from, event)
        expect(Either.isRight(decided) ? Either.right(orderStateOf(decided.right)) : Either.left(decided.left.message))
          .toEqual(Either.isRight(applied) ? Either.right(applied.right) : Either.left(applied.left.message))
      }
    }
  })
})

describe("the graph of the machine (xstate/graph)", () => {
  const events: ReadonlyArray<LifecycleMachineEvent> = ALL_EVENTS.map(machineEventOf)
  const reachable = getShortestPaths(orderLifecycleMachine, { events: [...events] }).map((path) => orderStateOf(path.state))

  it("reaches before placing and the 23 states of a placed order, from nothing", () => {
    expect(reachable).toHaveLength(24)
    expect(reachable.filter((s) => s === undefined)).toHaveLength(1)
    // Cash on Delivery: the four open statuses unpaid, Cancelled unpaid, Delivered paid, and refunded (issue 32).
    expect(reachable.filter((s) => s?.PaymentMode === "Cash on Delivery")).toHaveLength(7)
    // Online: Received Pending, Failed or Paid, later statuses Paid, Cancelled in each, and each paid one refunded.
    expect(reachable.filter((s) => s?.PaymentMode === "Online")).toHaveLength(16)
  })

  it("in every reachable state, isAwaitingPayment says exactly whether a payment can be confirmed", () => {
    for (const s of reachable) {
      if (s === undefined) continue
      const confirmable = Either.isRight(applyEvent(s, { _tag: "payment.confirmed", by: "system" }))
      expect(isAwaitingPayment(s), nameOf(s)).toBe(confirmable)
    }
  })

  it("never reaches an Online order past Received unpaid, nor a delivered order unpaid", () => {
    for (const s of reachable) {
      if (s === undefined) continue
      if (s.PaymentMode === "Online" && s.Status >= 2) expect(["Paid", "Refunded"]).toContain(s.PaymentStatus)
      if (s.Status === 5) expect(["Paid", "Refunded"]).toContain(s.PaymentStatus)
    }
  })
})
