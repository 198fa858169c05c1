import { describe, expect, it } from "vitest"
import { type AnyActorRef, assign, createActor, createEmptyActor, createMachine, type EventObject, type SnapshotFrom, spawnChild } from "xstate"
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, getSimplePaths, type StatePath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import type { OrderLineRequest, OrderQuote, OrderQuoteRequest, PaymentToken } from "#domain/http/order.http.ts"
import { type Address, type Order, orderAmountsOf, type OrderLine, type PaymentMode } from "#domain/order.ts"
import {
  type CheckoutEvent,
  type CheckoutInput,
  checkoutMachine,
  type CheckoutMachine,
  type CheckoutStep,
  type CheckoutStepReported,
  checkoutStepOf,
  type OrdersRef
} from "./checkout.machine.ts"
import { DONE, ERROR, invokeDone, invokeError, longestOnly, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { fakeOrders } from "./orders-fake.test-support.ts"
import { failedCall } from "./failures.test-support.ts"
import { CallFailed } from "#domain/failures.ts"
import { CouponNotValid, IdempotencyKeyReused } from "#domain/http/errors.ts"
import { failureTagOf, type KeptFailure } from "#domain/failure-words.ts"

// Model-based tests of the checkout: the paths are generated from the REAL machine's graph
// (xstate/graph walks it purely, without running its quote calls), and every path is replayed on a
// real, started checkout. What the world does is an explicit event of the walk: the quote's answer is
// `xstate.done.actor.<paymentQuote|reviewQuote>` (or `xstate.error.actor.…`); the orders actor's
// replies are the plain events it sends (`order.created`, `order.create.failed`, `order.token.issued`,
// `order.token.failed`). On replay none of those is sent: the held quote call is resolved or rejected,
// and the stand-in orders actor (fakeOrders) answers the request the checkout really made, so the
// replay also proves that the checkout asked, and asked the orders actor with itself to answer.
// After every step the checkout's value and context must be the walk's.
//
// Besides the walk, every step is checked against DESIGN §4 written out in `checkStep` below: the
// step shown (state tags) against the session, the cart, the address and the mode held; the steps
// reported to the shop; and the invariant that the orders actor is asked for an order only with an
// address, a chosen mode and the server's clean quote of the very lines it asks for, with the
// checkout's key, and for a token only for an online order just placed. There is no separate
// specification machine: the walk is the machine's own.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

const address = (n: number): Address => ({
  _id: id(500 + n),
  Name: "Asha Rao",
  Mobile: "9876543210",
  HNo: `Flat ${n}B, Lotus Apartments`,
  StreetDet: "12th Main Road",
  LandMark: "",
  AreaDet: "Indiranagar",
  City: "Bengaluru",
  State: "Karnataka",
  Pincode: "560038",
  Type: "Home"
})
const HOME = address(1)
const WORK = address(2)

const request = (n: number, quantity: number): OrderLineRequest => ({ PackId: id(200 + n), PackOptionId: id(300 + n), quantity })
/** The cart: tea twice and a kettle; what is left of it (the tea); or nothing. */
const FULL: ReadonlyArray<OrderLineRequest> = [request(1, 2), request(2, 1)]
const LEFT: ReadonlyArray<OrderLineRequest> = [request(1, 2)]
const PRICE: Record<number, { readonly Price: number; readonly Mrp: number }> = { 1: { Price: 40, Mrp: 50 }, 2: { Price: 300, Mrp: 350 } }

const orderLine = (line: OrderLineRequest): OrderLine => {
  const n = Number.parseInt(line.PackOptionId, 16) - 300
  return {
    productId: id(100 + n),
    ProductName: `Product ${n}`,
    slugurl: `product-${n}`,
    thumbnail: `/images/product-${n}.svg`,
    PackId: line.PackId,
    packSizeName: "Pack",
    PackOptionId: line.PackOptionId,
    packSizeOptionName: "1 kg",
    ...PRICE[n]!,
    quantity: line.quantity
  }
}

const COD: PaymentMode = "Cash on Delivery"
const ONLINE: PaymentMode = "Online"
type QuoteKind = "clean" | "problem" | "cash only" | "a line short"

/** The server's quote of what it was asked: clean, a line short of stock, Online not taken now, or a line it could not price. */
const quoteOf = (asked: OrderQuoteRequest, kind: QuoteKind): OrderQuote => {
  const lines = asked.lines.slice(0, kind === "a line short" ? asked.lines.length - 1 : asked.lines.length).map(orderLine)
  return {
    lines,
    ...orderAmountsOf({ lines, rainStatus: false, coupon: 0, wallet: 0 }),
    couponCode: null,
    walletBalance: 0,
    paymentModes: kind === "cash only" ? [COD] : [COD, ONLINE],
    problems: kind === "problem" ? [{ PackOptionId: asked.lines[0]!.PackOptionId, availablestock: 1, message: "Only 1 left of Product 1" }] : []
  }
}

const at = "2026-01-05T10:00:00.000Z"

/** The order the server places for what the checkout holds: number 123 (BZ-000123). */
const orderFor = (context: SnapshotFrom<CheckoutMachine>["context"]): Order => {
  const lines = context.lines.map(orderLine) as [OrderLine, ...Array<OrderLine>]
  const mode = context.paymentMode ?? COD
  return {
    _id: id(123),
    orderid: "BZ-000123",
    client: id(900),
    address: context.address ?? HOME,
    lines,
    ...orderAmountsOf({ lines, rainStatus: false, coupon: 0, wallet: 0 }),
    couponCode: null,
    PaymentMode: mode,
    PaymentStatus: "Pending",
    Status: 1,
    StatusText: "Received",
    events: [{ _tag: "order.placed", at, by: "customer", PaymentMode: mode }],
    createdAt: at
  }
}

const TOKEN: PaymentToken = { orderid: "BZ-000123", attemptId: "attempt-1", amount: 680, currency: "INR", gatewayUrl: "/payment/test/attempt-1" }
const KEY = "co-0123456789abcdef0123456789abcdef"
/** Issue 35: the key a refused key is replaced by, and back again, so the walk's states stay few. */
const OTHER_KEY = "co-fedcba9876543210fedcba9876543210"
const KEY_REUSED = "This checkout was already used for another order; please start the checkout again."
const isKeyReused = (event: EventObject | null) =>
  event?.type === "order.create.failed" && failureTagOf((event as Extract<CheckoutEvent, { type: "order.create.failed" }>).failure) === "IdempotencyKeyReused"
/** The machine walked and replayed: its new key for a key used before, as the composition root's (random there). */
const keyedMachine = checkoutMachine.provide({
  actions: { renewKey: assign({ idempotencyKey: ({ context }) => (context.idempotencyKey === KEY ? OTHER_KEY : KEY) }) }
})
const SOLD_OUT = "Only 1 left of Product 1"
/** Issue 33: the server refuses the coupon asked for (a first-order code after an order). */
const COUPON_REFUSED = "WELCOME20 is for a first order only, and you have ordered before."
const couponRefusal = () => new CallFailed({ text: "grocer order not create", reason: new CouponNotValid({ message: COUPON_REFUSED }) })
const NO_ONLINE = "Online payment is not available right now."
/** What the orders actor keeps of a failure and sends on (issue 39): its name and the server's words (none here names a refusal). */
const kept = (failure: KeptFailure["failure"], sentence: string): KeptFailure => ({ _tag: "KeptFailure", failure, sentence })

/** The orders actor, in the walk: any actor will do, since a pure walk runs no action. */
const ORDERS = createEmptyActor() as unknown as OrdersRef

// What the world does, as the walk's events.
type WalkEvent = CheckoutEvent | ReturnType<typeof invokeDone<unknown>> | ReturnType<typeof invokeError>
type Snapshot = SnapshotFrom<CheckoutMachine>
type Path = StatePath<Snapshot, WalkEvent>

const QUOTES = ["paymentQuote", "reviewQuote"] as const

const COMMANDS: ReadonlyArray<CheckoutEvent> = [
  // The session's current address comes with a sign-in.
  { type: "checkout.signed-in", address: HOME },
  { type: "checkout.signed-out" },
  { type: "checkout.address.choose", address: WORK },
  { type: "checkout.payment.choose", mode: COD },
  { type: "checkout.payment.choose", mode: ONLINE },
  { type: "checkout.coupon.set", code: "WELCOME20" },
  { type: "checkout.wallet.set", amount: 25 },
  // Refused: not an amount.
  { type: "checkout.wallet.set", amount: -5 },
  { type: "checkout.next" },
  { type: "checkout.back" },
  { type: "checkout.place" },
  { type: "checkout.pay" }
]

/** The cart changes under the checkout: to what is left (or back to full), or emptied. */
const cartChangesFor = ({ context }: Snapshot): ReadonlyArray<CheckoutEvent> => [
  { type: "checkout.cart.changed", lines: context.lines.length === FULL.length ? LEFT : FULL },
  { type: "checkout.cart.changed", lines: [] }
]

/** What a quote in flight asked (a pure walk creates the call's actor with its input, without running it). */
const askedIn = (snapshot: Snapshot, invoke: string) =>
  (snapshot.children[invoke as keyof typeof snapshot.children] as AnyActorRef | undefined)?.getSnapshot().input as OrderQuoteRequest | undefined

/** The world's answers: the server's quotes of what was asked, and the orders actor's replies. */
const answersFor = (snapshot: Snapshot): ReadonlyArray<WalkEvent> => [
  ...QUOTES.flatMap((invoke) => {
    const asked = askedIn(snapshot, invoke)
    if (asked === undefined) return []
    return [
      // The payment step's quote says which modes are taken (a problem or a short line is the review's to refuse).
      ...(invoke === "paymentQuote" ? (["clean", "cash only"] as const) : (["clean", "problem", "cash only", "a line short"] as const)).map((kind) =>
        invokeDone(invoke, quoteOf(asked, kind))
      ),
      invokeError(invoke, failedCall("The shop could not price the cart")),
      // A quote that asked for a coupon may be refused for it.
      ...(asked.couponCode === undefined ? [] : [invokeError(invoke, couponRefusal())])
    ]
  }),
  { type: "order.created", order: orderFor(snapshot.context) },
  { type: "order.create.failed", failure: kept("Conflict", SOLD_OUT) },
  { type: "order.create.failed", failure: kept("IdempotencyKeyReused", KEY_REUSED) },
  { type: "order.token.issued", token: TOKEN },
  { type: "order.token.failed", failure: kept("Conflict", NO_ONLINE) }
]

// ---------------------------------------------------------------------------------------------
// Walking the real machine.

const invokeOf = (event: EventObject): string | null =>
  event.type.startsWith(DONE) ? event.type.slice(DONE.length) : event.type.startsWith(ERROR) ? event.type.slice(ERROR.length) : null
const errorOf = (event: EventObject) => (event as EventObject & { readonly error?: unknown }).error as Error

const ORDER_REPLIES = new Set(["order.created", "order.create.failed"])
const TOKEN_REPLIES = new Set(["order.token.issued", "order.token.failed"])

/**
 * The quote calls that have answered, in each snapshot of the walk. The payment step's quote answers
 * without leaving the step, so its call stays among the children, answered: a walk that did not know
 * would answer it again, which no server can. A call is known by its actor (a new one each time the
 * step is entered), and the walk tells which it answered as it goes (`serializeState` is given each
 * snapshot with the event and the snapshot it came from).
 */
const answeredIn = new WeakMap<Snapshot, ReadonlySet<AnyActorRef>>()

const answeredOf = (snapshot: Snapshot, event?: EventObject, previous?: Snapshot): ReadonlySet<AnyActorRef> => {
  const known = answeredIn.get(snapshot)
  if (known !== undefined) return known
  const children = new Set<unknown>(Object.values(snapshot.children))
  const answered = new Set([...(previous === undefined ? [] : answeredOf(previous))].filter((call) => children.has(call)))
  const invoke = event === undefined ? null : invokeOf(event)
  const call = invoke === null || previous === undefined ? undefined : (previous.children[invoke as keyof typeof previous.children] as AnyActorRef | undefined)
  if (call !== undefined && children.has(call)) answered.add(call)
  answeredIn.set(snapshot, answered)
  return answered
}

/** A quote call in flight (asked and not answered yet). */
const quoteInFlight = (snapshot: Snapshot, invoke: string) => {
  const call = snapshot.children[invoke as keyof typeof snapshot.children] as AnyActorRef | undefined
  return call !== undefined && !answeredOf(snapshot).has(call)
}

/**
 * The world answers only what was asked: a quote while its call is in flight, the orders actor while
 * the checkout awaits its order (placing) or its token (paying.requesting). A checkout that is done
 * (placed, or gone to the gateway) takes nothing more.
 */
const canHappen = (snapshot: Snapshot, event: EventObject): boolean => {
  if (snapshot.status !== "active") return false
  const invoke = invokeOf(event)
  if (invoke !== null) return quoteInFlight(snapshot, invoke)
  if (ORDER_REPLIES.has(event.type)) return snapshot.matches({ shopping: { review: "placing" } })
  if (TOKEN_REPLIES.has(event.type)) return snapshot.matches({ paying: "requesting" })
  return true
}

const serializeEvent = (event: EventObject) => JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { error: value.message } : value))

/** A state's key: its value and context (the quote and the order by what tells them apart), and the quotes answered. */
const serializeState = (snapshot: Snapshot, event?: EventObject, previous?: Snapshot) => {
  const answered = answeredOf(snapshot, event, previous)
  const quotesAnswered = QUOTES.filter((invoke) => answered.has(snapshot.children[invoke] as AnyActorRef))
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, quotesAnswered }, (key, value: unknown) => {
    if (key === "quote" && value !== null) {
      const quote = value as OrderQuote
      return `${quote.lines.map((l) => `${l.PackOptionId.slice(-1)}x${l.quantity}`).join(",")} ${quote.paymentModes.join("/")} ${quote.problems.length}`
    }
    if (key === "order" && value !== null) return (value as Order).PaymentMode
    return value
  })
}

/** The world's events: a quote's answer, the orders actor's replies. */
const isAnswer = (event: EventObject) => invokeOf(event) !== null || ORDER_REPLIES.has(event.type) || TOKEN_REPLIES.has(event.type)

interface Walk {
  readonly input: Omit<CheckoutInput, "orders">
  /** Which events are walked in a snapshot (on top of `canHappen`). */
  readonly offered: (snapshot: Snapshot, event: WalkEvent) => boolean
}

const walkOptions = ({ input, offered }: Walk) => ({
  input: { ...input, orders: ORDERS },
  events: (snapshot: Snapshot) => [...COMMANDS, ...cartChangesFor(snapshot), ...answersFor(snapshot)] as ReadonlyArray<CheckoutEvent>,
  filterEvents: (snapshot: Snapshot, event: CheckoutEvent) => canHappen(snapshot, event) && offered(snapshot, event),
  serializeEvent,
  serializeState
})

/** Paths that take every transition of the walk: the shortest path to each state, then each transition out of it. */
const everyTransition = (walk: Walk): ReadonlyArray<Path> => {
  const options = walkOptions(walk)
  const toState = new Map(getShortestPaths(keyedMachine, options).map((path) => [serializeState(path.state), path as unknown as Path]))
  const adjacency = getAdjacencyMap(keyedMachine, options) as unknown as AdjacencyMap<Snapshot, WalkEvent>
  return Object.entries(adjacency).flatMap(([key, { transitions }]) =>
    (Object.values(transitions) as ReadonlyArray<{ readonly event: WalkEvent; readonly state: Snapshot }>).map(({ event, state }): Path => {
      const path = toState.get(key)!
      return { state, steps: [...path.steps, { state, event }], weight: path.weight + 1 }
    })
  )
}

// ---------------------------------------------------------------------------------------------
// The oracle: DESIGN §4 as what must hold at every step.

const samePriced = (quote: OrderQuote, lines: ReadonlyArray<OrderLineRequest>) =>
  quote.lines.length === lines.length && quote.lines.every((l, i) => l.PackOptionId === lines[i]?.PackOptionId && l.quantity === lines[i]?.quantity)

/** What a quote or an order asks of the price: the lines held, the coupon and the wallet amount when set. */
const pricingOf = (context: Snapshot["context"]) => ({
  lines: context.lines,
  ...(context.address === null ? {} : { addressId: context.address._id }),
  ...(context.couponCode === null ? {} : { couponCode: context.couponCode }),
  ...(context.walletAmount > 0 ? { walletAmount: context.walletAmount } : {})
})

interface Seen {
  readonly reports: ReadonlyArray<{ readonly step: CheckoutStep; readonly signedIn: boolean }>
  readonly orderRequests: number
  readonly tokenRequests: number
}

const FAILURES: Record<string, (event: EventObject) => KeptFailure> = {
  "order.create.failed": (event) => (event as Extract<CheckoutEvent, { type: "order.create.failed" }>).failure,
  "order.token.failed": (event) => (event as Extract<CheckoutEvent, { type: "order.token.failed" }>).failure,
  [`${ERROR}paymentQuote`]: (event) => kept(failureTagOf(errorOf(event)) ?? null, errorOf(event).message),
  [`${ERROR}reviewQuote`]: (event) => kept(failureTagOf(errorOf(event)) ?? null, errorOf(event).message)
}

// ---------------------------------------------------------------------------------------------
// Replaying a path on a real checkout.

/** The orders actor is only "the orders actor" (the walk's stand-in and the replay's fake differ). */
const observe = (snapshot: Snapshot) => ({ value: snapshot.value, context: { ...snapshot.context, orders: "the orders actor" } })

const replay = async (walk: Walk, path: Path) => {
  const quote = heldCalls<OrderQuote, OrderQuoteRequest>({ what: "quote" })
  const orders = fakeOrders()
  const machine = keyedMachine.provide({ actors: { quoteOrder: quote.logic } })
  // The checkout runs in a stand-in for the shop's root, which records the steps reported to it.
  const reports: Array<{ readonly step: CheckoutStep; readonly signedIn: boolean }> = []
  const shop = createActor(
    createMachine({
      entry: spawnChild(machine, { id: "checkout", input: { ...walk.input, orders: orders.ref } }),
      on: {
        "checkout.step.reported": { actions: ({ event }) => void reports.push({ step: (event as CheckoutStepReported).step, signedIn: (event as CheckoutStepReported).signedIn }) }
      }
    }),
    { systemId: "shop" }
  )
  let seen: Seen = { reports: [], orderRequests: 0, tokenRequests: 0 }
  let last: WalkEvent | null = null
  let before: Snapshot | null = null

  const checkStep = (snapshot: Snapshot, where: string) => {
    const { context } = snapshot
    const step = checkoutStepOf(snapshot)
    // DESIGN §4: which step is open follows from the cart, the session, the address and the mode.
    if (snapshot.matches("shopping")) {
      if (context.lines.length === 0) expect(step, `${where}: an empty cart shows no step`).toBeNull()
      else if (!context.signedIn) expect(step, `${where}: signed out, step 0`).toBe(0)
      else expect(step, `${where}: signed in, past step 0`).toBeGreaterThan(0)
      if (step !== null && step >= 2) expect(context.address, `${where}: payment needs an address`).not.toBeNull()
      // Nothing is pre-ticked: the review needs a mode the shopper chose.
      if (step === 3) expect(context.paymentMode, `${where}: review needs a mode`).not.toBeNull()
      // A mode the payment step's quote does not take is unticked, and cannot be ticked.
      if (last?.type === `${DONE}paymentQuote` && context.paymentMode !== null) expect(context.quote?.paymentModes, `${where}: mode unticked`).toContain(context.paymentMode)
      if (last?.type === "checkout.payment.choose" && step === 2) {
        const offered = before!.context.quote === null || before!.context.quote.paymentModes.includes(last.mode)
        expect(context.paymentMode, `${where}: mode chosen`).toBe(offered ? last.mode : before!.context.paymentMode)
      }
    } else {
      // Placed: Cash on Delivery ends there, Online goes on to pay.
      expect(step, `${where}: no step once placed`).toBeNull()
      expect(context.order?.PaymentMode, `${where}: paying iff online`).toBe(snapshot.matches("paying") ? ONLINE : COD)
    }
    // Each step opened is reported to the shop, signed in from step 1 on.
    const newReports = reports.slice(seen.reports.length)
    if (step !== null && (before === null || checkoutStepOf(before) !== step)) expect(newReports, `${where}: step reported`).toEqual([{ step, signedIn: step !== 0 }])
    for (const report of newReports) expect(report, `${where}: report`).toEqual({ step, signedIn: step !== 0 })

    // A quote in flight asks for the price of what the checkout holds, one at a time.
    // The review quotes until answered; the payment step's quote may have been answered already.
    const quoting = snapshot.matches({ shopping: { review: "quoting" } })
    const live = quote.live().map((call) => call.input)
    expect(live, `${where}: quotes in flight`).toEqual(quoting || (snapshot.matches({ shopping: "payment" }) && live.length > 0) ? [pricingOf(context)] : [])

    // The invariant: an order is asked for only when the shopper places it, with an address, a mode
    // chosen and the server's clean quote of the very lines asked for, with the checkout's key.
    const orderRequests = orders.place.calls.slice(seen.orderRequests)
    // Issue 35: an order refused for a key used before is asked again at once, under a new key.
    const placingNow = snapshot.matches({ shopping: { review: "placing" } })
    expect(orderRequests.length, `${where}: orders asked`).toBe(
      (last?.type === "checkout.place" && placingNow && !before!.matches({ shopping: { review: "placing" } })) || (isKeyReused(last) && placingNow) ? 1 : 0
    )
    if (isKeyReused(last)) expect(context.idempotencyKey, `${where}: a new key`).not.toBe(before!.context.idempotencyKey)
    for (const asked of orderRequests) {
      const held = before!.context
      expect(held.quote, `${where}: placed without a quote`).not.toBeNull()
      expect(held.quote!.problems, `${where}: placed with a quote's problems`).toEqual([])
      expect(samePriced(held.quote!, held.lines), `${where}: placed beyond the quote`).toBe(true)
      expect(held.quote!.paymentModes, `${where}: placed with a mode not taken`).toContain(held.paymentMode)
      expect(asked.input, `${where}: the order asked`).toEqual({ ...pricingOf(held), addressId: held.address!._id, PaymentMode: held.paymentMode, idempotencyKey: context.idempotencyKey })
    }
    // A payment token is asked for an online order just placed (or again after a failure), for the gateway.
    const tokenRequests = orders.token.calls.slice(seen.tokenRequests)
    expect(tokenRequests.map((call) => [call.input, call.goToGateway]), `${where}: tokens asked`).toEqual(
      snapshot.matches({ paying: "requesting" }) && !before!.matches({ paying: "requesting" }) ? [[{ number: 123 }, true]] : []
    )
    // The failure (its name, the server's words) is what the shopper is shown after one; a placed order clears it.
    // Issue 33: a coupon the server refused leaves the order, its refusal kept beside it, and nothing else fails.
    const failure = last === null ? undefined : FAILURES[last.type]
    if (last !== null && invokeOf(last) !== null && failureTagOf(errorOf(last)) === "CouponNotValid") {
      expect(context.couponCode, `${where}: the refused coupon dropped`).toBeNull()
      expect(context.couponRefused, `${where}: the refusal kept`).toEqual({ code: before!.context.couponCode, failure: kept("CouponNotValid", COUPON_REFUSED) })
    } else if (isKeyReused(last)) expect(context.error, `${where}: a key used before is not the shopper's to read`).toBe(before!.context.error)
    else if (failure !== undefined && last !== null) expect(context.error, `${where}: the failure, with the server's words`).toEqual(failure(last))
    if (last?.type === "order.created") expect(context.order, `${where}: the order placed`).toEqual((last as Extract<CheckoutEvent, { type: "order.created" }>).order)
    seen = { reports: [...reports], orderRequests: orders.place.calls.length, tokenRequests: orders.token.calls.length }
  }

  await replayPath(path, {
    // The checkout is the shop's child: it is stopped with the shop.
    start: () => {
      const checkout = shop.start().getSnapshot().children.checkout as AnyActorRef
      return { send: (event: EventObject) => checkout.send(event), getSnapshot: () => checkout.getSnapshot(), stop: () => shop.stop() } as unknown as AnyActorRef
    },
    observe,
    happen: (event) => {
      last = event
      const invoke = invokeOf(event)
      if (invoke !== null) {
        const call = quote.only()
        if (event.type.startsWith(DONE)) call.resolve(outputOf<OrderQuote>(event))
        else call.reject(errorOf(event))
        return true
      }
      // The orders actor answers the request it was really sent.
      switch (event.type) {
        case "order.created":
          orders.place.latest().resolve(event.order)
          return true
        case "order.create.failed":
          orders.place.latest().reject(isKeyReused(event)
            ? new CallFailed({ text: "grocer order not create", reason: new IdempotencyKeyReused({ message: event.failure.sentence }) })
            : failedCall(event.failure.sentence))
          return true
        case "order.token.issued":
          orders.token.latest().resolve(event.token)
          return true
        case "order.token.failed":
          orders.token.latest().reject(failedCall(event.failure.sentence))
          return true
      }
      return false
    },
    settle: async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve()
    },
    check: (snapshot, _sent, where) => {
      checkStep(snapshot, where)
      before = snapshot
    }
  })
}

// ---------------------------------------------------------------------------------------------

/**
 * What the screen offers at each step: the shopper cannot send anything else (refused commands stay:
 * next without a mode, place before a clean quote). While the order is being placed the screen still
 * shows back and the cart may change in another tab: both must not abandon the order.
 */
const SCREEN: ReadonlyArray<readonly [Parameters<Snapshot["matches"]>[0], ReadonlyArray<CheckoutEvent["type"]>]> = [
  [{ shopping: "empty" }, ["checkout.cart.changed", "checkout.signed-in", "checkout.signed-out"]],
  [{ shopping: "signIn" }, ["checkout.signed-in", "checkout.cart.changed"]],
  [{ shopping: "address" }, ["checkout.address.choose", "checkout.next", "checkout.cart.changed", "checkout.signed-out"]],
  [
    { shopping: "payment" },
    ["checkout.payment.choose", "checkout.coupon.set", "checkout.wallet.set", "checkout.next", "checkout.back", "checkout.cart.changed", "checkout.signed-out"]
  ],
  [{ shopping: { review: "placing" } }, ["checkout.back", "checkout.cart.changed", "checkout.signed-out"]],
  [{ shopping: "review" }, ["checkout.place", "checkout.back", "checkout.cart.changed", "checkout.signed-out"]],
  [{ paying: "failed" }, ["checkout.pay"]]
]
const screenOffers = (snapshot: Snapshot, event: CheckoutEvent) =>
  SCREEN.find(([state]) => snapshot.matches(state))?.[1].includes(event.type) ?? false

const RETURNING = { lines: FULL, signedIn: true, address: HOME, idempotencyKey: KEY }
const NEW_CUSTOMER_EMPTY_CART = { lines: [], signedIn: false, address: null, idempotencyKey: KEY }

/** A quote refused for its coupon (issue 33). */
const isCouponRefusal = (event: EventObject) => invokeOf(event) !== null && event.type.startsWith(ERROR) && failureTagOf(errorOf(event)) === "CouponNotValid"

/** A quote's answer with every line priced, no problem and both modes taken. */
const isCleanQuote = (snapshot: Snapshot, event: EventObject) => {
  if (invokeOf(event) === null || !event.type.startsWith(DONE)) return false
  const quote = outputOf<OrderQuote>(event)
  return quote.problems.length === 0 && quote.paymentModes.length === 2 && quote.lines.length === snapshot.context.lines.length
}

type Value = Parameters<Snapshot["matches"]>[0]
const ANSWERS = ["xstate.done.actor.paymentQuote", "xstate.error.actor.paymentQuote", "xstate.done.actor.reviewQuote", "xstate.error.actor.reviewQuote"]
const REPLIES = ["order.created", "order.create.failed", "order.token.issued", "order.token.failed"]

const WALKS: ReadonlyArray<{
  readonly name: string
  readonly walk: Walk
  readonly events: ReadonlyArray<string>
  readonly values: ReadonlyArray<Value>
}> = [
  {
    // The heart of the checkout: every answer the server and the orders actor can give, every retry.
    name: "a returning customer, from the address step to placed or paying",
    walk: {
      input: RETURNING,
      offered: (snapshot, event) =>
        isAnswer(event) ||
        (screenOffers(snapshot, event as CheckoutEvent) &&
          // The session and the address are the next walk's, the coupon and the wallet the third's.
          !["checkout.coupon.set", "checkout.wallet.set", "checkout.signed-in", "checkout.signed-out", "checkout.address.choose"].includes(event.type) &&
          // Back to the address only before a mode is chosen (later, it only carries what was chosen back and forth).
          !(event.type === "checkout.back" && snapshot.matches({ shopping: "payment" }) && snapshot.context.paymentMode !== null) &&
          // Back from the review before its quote is in hand (after, it only carries that quote back to the payment step).
          !(event.type === "checkout.back" && snapshot.matches({ shopping: { review: "ready" } })) &&
          // The cart changes once, to what is left, or is emptied (then it stays empty: the next walk fills it).
          !(event.type === "checkout.cart.changed" && (snapshot.context.lines.length === 0 || (event as { readonly lines: ReadonlyArray<unknown> }).lines.length === FULL.length)))
    },
    events: ["checkout.cart.changed", "checkout.payment.choose", "checkout.next", "checkout.back", "checkout.place", "checkout.pay", ...ANSWERS, ...REPLIES],
    values: [
      { shopping: "address" }, { shopping: "payment" }, { shopping: "empty" }, { shopping: { review: "quoting" } }, { shopping: { review: "quoteFailed" } },
      { shopping: { review: "ready" } }, { shopping: { review: "placing" } }, "placed", { paying: "requesting" }, { paying: "failed" }, { paying: "redirecting" }
    ]
  },
  {
    // Signed out with an empty cart: lines arrive and go, the shopper signs in and out, up to the review.
    name: "a new customer, with the cart and the session changing under the checkout",
    walk: {
      input: NEW_CUSTOMER_EMPTY_CART,
      offered: (snapshot, event) =>
        isAnswer(event)
          ? // A clean quote at the payment step and in the review (which places nothing here).
            isCleanQuote(snapshot, event)
          : screenOffers(snapshot, event as CheckoutEvent) &&
            !["checkout.coupon.set", "checkout.wallet.set", "checkout.place", "checkout.back"].includes(event.type) &&
            !(event.type === "checkout.payment.choose" && (event as { readonly mode: PaymentMode }).mode === ONLINE)
    },
    events: ["checkout.cart.changed", "checkout.signed-in", "checkout.signed-out", "checkout.address.choose", "checkout.next", "checkout.payment.choose", `${DONE}paymentQuote`, `${DONE}reviewQuote`],
    values: [{ shopping: "empty" }, { shopping: "signIn" }, { shopping: "address" }, { shopping: "payment" }, { shopping: { review: "quoting" } }, { shopping: { review: "ready" } }]
  },
  {
    // The coupon and the wallet change the quote asked for, and then the order.
    name: "a coupon and the wallet at the payment step, placed cash on delivery",
    walk: {
      input: RETURNING,
      offered: (snapshot, event) =>
        isAnswer(event)
          ? isCleanQuote(snapshot, event) || event.type === "order.created" || isCouponRefusal(event)
          : screenOffers(snapshot, event as CheckoutEvent) &&
            ["checkout.coupon.set", "checkout.wallet.set", "checkout.payment.choose", "checkout.next", "checkout.place"].includes(event.type) &&
            !(event.type === "checkout.payment.choose" && (event as { readonly mode: PaymentMode }).mode === ONLINE) &&
            // Each set once (the wallet's refused amount any time).
            !(event.type === "checkout.coupon.set" && snapshot.context.couponCode !== null) &&
            !(event.type === "checkout.wallet.set" && (event as { readonly amount: number }).amount > 0 && snapshot.context.walletAmount > 0)
    },
    events: [
      "checkout.coupon.set", "checkout.wallet.set", "checkout.payment.choose", "checkout.next", "checkout.place", `${DONE}paymentQuote`, `${DONE}reviewQuote`,
      `${ERROR}paymentQuote`, `${ERROR}reviewQuote`, "order.created"
    ],
    values: [{ shopping: "address" }, { shopping: "payment" }, { shopping: { review: "quoting" } }, { shopping: { review: "ready" } }, { shopping: { review: "placing" } }, "placed"]
  }
]

const statesIn = (paths: ReadonlyArray<Path>) => paths.flatMap((path) => path.steps.map((step) => step.state))

const EXPLORED = WALKS.map((explored) => {
  const generated = everyTransition(explored.walk)
  return { ...explored, generated, paths: longestOnly(generated, serializeEvent) }
})

describe.each(EXPLORED)("checkout on the real machine, $name: every transition", ({ walk, events, values, generated, paths }) => {
  it("takes every command and every answer the walk offers, through every state it names", () => {
    expect(takenIn(generated)).toEqual(new Set(events))
    const states = statesIn(generated)
    for (const value of values) expect(states.some((state) => state.matches(value)), JSON.stringify(value)).toBe(true)
  })

  it("shows, reports and asks as DESIGN §4 says on a real checkout along every path", async () => {
    for (const path of paths) await replay(walk, path)
  }, 60_000)
})

describe("checkout on the real machine, the walks together", () => {
  it("show every step of DESIGN §4, and none when the cart is empty or the order placed", () => {
    expect(new Set(EXPLORED.flatMap(({ generated }) => statesIn(generated).map(checkoutStepOf)))).toEqual(new Set([0, 1, 2, 3, null]))
  })
})

// Simple paths (no state twice) explode in the first two walks (their sign-in, sign-out, cart and
// back loops); the coupon and wallet walk has 522, 99 once those that begin another are left out. A
// refused coupon (issue 33) lets the coupon be set again, which makes 1,134: its transitions are
// taken in the walk above, and left out of this one.
describe("checkout on the real machine, a coupon and the wallet: every simple path", () => {
  const base = WALKS[2]!
  const walk: Walk = { ...base.walk, offered: (snapshot, event) => !isCouponRefusal(event) && base.walk.offered(snapshot, event) }
  const generated = getSimplePaths(keyedMachine, walkOptions(walk)) as unknown as ReadonlyArray<Path>
  const paths = longestOnly(generated, serializeEvent)

  it("sets the coupon and the wallet in every order, before and after choosing the mode, and places the order", () => {
    expect(takenIn(generated)).toEqual(new Set(base.events.filter((event) => !event.startsWith(ERROR))))
    expect(paths.length).toBeGreaterThan(longestOnly(everyTransition(walk), serializeEvent).length)
  })

  it("shows, reports and asks as DESIGN §4 says on a real checkout along every path", async () => {
    for (const path of paths) await replay(walk, path)
  }, 60_000)
})
