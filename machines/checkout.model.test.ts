import { describe, expect, it } from "vitest"
import { assign, createActor, setup, type SnapshotFrom, type StateValue } from "xstate"
import { createTestModel, serializeSnapshot, type TestPath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import type { NewOrderRequest, OrderLineRequest, OrderQuote, OrderQuoteRequest, PaymentToken } from "#domain/http/order.http.ts"
import { type Address, type Order, orderAmountsOf, type OrderLine, type PaymentMode } from "#domain/order.ts"
import { checkoutMachine, type CheckoutStep } from "./checkout.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the checkout. `createTestModel` refuses machines that invoke actors, and the
// checkout invokes a quote, the placing of the order and a payment token, so the model is a separate
// machine written here from DESIGN §4: where the shopper is (the step shown), what the checkout holds
// (session, address, mode, the cart's lines, the quote in hand, whether an error is shown), what it
// reported to the root, and whether the order was placed. Its events are the shopper's commands and
// the fake server's answers. Every shortest path is replayed on a real checkout with fake calls
// answering as the path says, checking after each step the step shown, the reports, what is held,
// which calls are in flight, and the invariant: no order is placed without an address, a mode and a
// clean quote of the very lines it asks for.
//
// The shopper only sends what the screen offers at each step (OFFERED below): sign-in happens at
// step 0, and nothing is sent while the order is being placed. What must happen otherwise is in the
// unit tests "remembers a sign-in while the cart is empty…" and "once the order is being placed, …"
// of checkout.machine.test.ts.

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
type AddressKey = "home" | "work"
const ADDRESS: Record<AddressKey, Address> = { home: address(1), work: address(2) }

const request = (n: number, quantity: number): OrderLineRequest => ({ PackId: id(200 + n), PackOptionId: id(300 + n), quantity })
/** The cart as the checkout holds it: full (tea twice and a kettle), what is left (the tea), or empty. */
type Cart = "full" | "left" | "empty"
const LINES: Record<Cart, ReadonlyArray<OrderLineRequest>> = { full: [request(1, 2), request(2, 1)], left: [request(1, 2)], empty: [] }
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

/** The fake server's quote of what it was asked: clean, or with the first line short. */
const quoteOf = (asked: OrderQuoteRequest, problem: boolean): OrderQuote => {
  const lines = asked.lines.map(orderLine)
  return {
    lines,
    ...orderAmountsOf({ lines, rainStatus: false, coupon: 0, wallet: 0 }),
    couponCode: null,
    walletBalance: 0,
    paymentModes: ["Cash on Delivery", "Online"],
    problems: problem ? [{ PackOptionId: asked.lines[0]!.PackOptionId, availablestock: 1, message: "Only 1 left of Product 1" }] : []
  }
}

const at = "2026-01-05T10:00:00.000Z"

/** The fake server's order for what it was asked: number 123. */
const orderFor = (asked: NewOrderRequest): Order => {
  const lines = asked.lines.map(orderLine) as [OrderLine, ...Array<OrderLine>]
  return {
    _id: id(123),
    orderid: "BZ-000123",
    client: id(900),
    address: Object.values(ADDRESS).find((a) => a._id === asked.addressId)!,
    lines,
    ...orderAmountsOf({ lines, rainStatus: false, coupon: 0, wallet: 0 }),
    couponCode: null,
    PaymentMode: asked.PaymentMode,
    PaymentStatus: "Pending",
    Status: 1,
    StatusText: "Received",
    events: [{ _tag: "order.placed", at, by: "customer", PaymentMode: asked.PaymentMode }],
    createdAt: at
  }
}

const TOKEN: PaymentToken = { orderid: "BZ-000123", attemptId: "attempt-1", amount: 500, currency: "INR", gatewayUrl: "/payment/test/attempt-1" }

/** Where the shopper is: the steps of shopping, then paying (Online) or placed. */
type At =
  | "empty"
  | "signIn"
  | "address"
  | "payment"
  | "quoting"
  | "quoteFailed"
  | "ready"
  | "placing"
  | "requesting"
  | "payFailed"
  | "redirecting"
  | "placed"

/** DESIGN §4 the step each screen is (checkout_process_steps); empty and after placing are none. */
const STEP: Partial<Record<At, CheckoutStep>> = { signIn: 0, address: 1, payment: 2, quoting: 3, quoteFailed: 3, ready: 3, placing: 3 }

type Mode = "cod" | "online"
const MODE: Record<Mode, PaymentMode> = { cod: "Cash on Delivery", online: "Online" }

interface ModelContext {
  readonly at: At
  readonly signedIn: boolean
  readonly address: AddressKey | null
  readonly mode: Mode | null
  readonly cart: Cart
  /** The quote in hand: none, clean, or with a problem. */
  readonly quote: "clean" | "problems" | null
  /** A quote asked at the payment step and not answered yet. */
  readonly paymentQuotePending: boolean
  readonly error: boolean
  /** The last step reported to the root. */
  readonly reported: CheckoutStep | null
  /** Orders reported placed (orderPlaced). */
  readonly placed: number
  /** Commands sent so far (bounds the graph). */
  readonly commands: number
}

type Command =
  | "shopper.signs-in"
  | "address.choose"
  | "mode.cod"
  | "mode.online"
  | "next"
  | "back"
  | "place"
  | "pay"
  | "cart.empties"
  | "cart.changes"
type Answer = "quote.clean" | "quote.problems" | "quote.failed" | "place.ok" | "place.failed" | "token.ok" | "token.failed"
type ModelEvent = { readonly type: Command } | { readonly type: Answer }

const COMMANDS: ReadonlyArray<Command> = ["shopper.signs-in", "address.choose", "mode.cod", "mode.online", "next", "back", "place", "pay", "cart.empties", "cart.changes"]
const ANSWERS: ReadonlyArray<Answer> = ["quote.clean", "quote.problems", "quote.failed", "place.ok", "place.failed", "token.ok", "token.failed"]
const MODEL_EVENTS: ReadonlyArray<ModelEvent> = [...COMMANDS, ...ANSWERS].map((type) => ({ type }))

/** What the screen offers at each step: refused commands included (next without an address, say). */
const OFFERED: Record<At, ReadonlyArray<Command>> = {
  empty: ["cart.changes"],
  signIn: ["shopper.signs-in", "next", "cart.empties", "cart.changes"],
  address: ["address.choose", "next", "cart.empties", "cart.changes"],
  payment: ["mode.cod", "mode.online", "next", "back", "cart.empties", "cart.changes"],
  quoting: ["place", "back", "cart.empties", "cart.changes"],
  quoteFailed: ["place", "back", "cart.empties", "cart.changes"],
  ready: ["place", "back", "cart.empties", "cart.changes"],
  placing: [],
  requesting: [],
  payFailed: ["pay", "cart.changes"],
  redirecting: [],
  placed: []
}

/** Which call an answer belongs to is in flight. */
const awaits = (context: ModelContext, answer: Answer): boolean => {
  switch (answer) {
    case "quote.clean":
    case "quote.problems":
    case "quote.failed":
      return (context.at === "payment" && context.paymentQuotePending) || context.at === "quoting"
    case "place.ok":
    case "place.failed":
      return context.at === "placing"
    case "token.ok":
    case "token.failed":
      return context.at === "requesting"
  }
}

type Patch = Partial<ModelContext>

/** Entering a screen: a step screen reports itself; the payment step asks for a quote. */
const enter = (where: At): Patch => ({
  at: where,
  ...(STEP[where] !== undefined ? { reported: STEP[where] } : {}),
  paymentQuotePending: where === "payment"
})

/** Where the checkout starts (again): empty cart, then sign in, then the address. */
const route = (context: ModelContext): At => (context.cart === "empty" ? "empty" : !context.signedIn ? "signIn" : "address")

const inShopping = (where: At) => !["requesting", "payFailed", "redirecting", "placed"].includes(where)

/**
 * DESIGN §4 and the checkout's rules, as what the shopper sees after each event.
 * - An empty cart shows empty from any step of shopping; lines again start where the session allows.
 * - 0 sign in → 1 address (the held address kept, else the session's) → 2 payment (needs an address;
 *   it asks for a quote) → 3 review (needs a mode: nothing is pre-ticked; it quotes the lines again).
 * - Place only with a clean quote of the cart's lines; a failed quote is asked again by place; a
 *   failed placement quotes again and shows why. Placed: Cash on Delivery ends; Online asks a token
 *   and opens the gateway, a failed token is asked again by pay. The cart emptied after placing
 *   changes nothing. A cart change quotes the new lines at the payment step and in the review.
 * - The error shown: set by every failure; cleared by a quote answered at the payment step, by
 *   placing and by a payment token; the review keeps it beside its new quote (a refused order's reason).
 */
const after = (context: ModelContext, type: ModelEvent["type"]): Patch => {
  const here = context.at
  switch (type) {
    case "shopper.signs-in":
      return here === "signIn" ? { signedIn: true, ...enter(route({ ...context, signedIn: true })) } : {}
    case "address.choose":
      return here === "address" ? { address: "work" } : {}
    case "mode.cod":
    case "mode.online":
      return here === "payment" ? { mode: type === "mode.cod" ? "cod" : "online" } : {}
    case "next":
      if (here === "address" && context.address !== null) return enter("payment")
      if (here === "payment" && context.mode !== null) return enter("quoting")
      return {}
    case "back":
      if (here === "payment") return enter("address")
      if (here === "quoting" || here === "quoteFailed" || here === "ready") return enter("payment")
      return {}
    case "place":
      if (here === "ready" && context.quote === "clean") return { at: "placing", error: false }
      // Trying again clears the failed quote's message.
      if (here === "quoteFailed") return { at: "quoting", error: false }
      return {}
    case "pay":
      return here === "payFailed" ? { at: "requesting" } : {}
    case "cart.empties":
      return inShopping(here) ? { cart: "empty", quote: null, at: "empty", paymentQuotePending: false } : {}
    case "cart.changes": {
      if (!inShopping(here)) return {}
      const cart: Cart = context.cart === "full" ? "left" : "full"
      const changed = { ...context, cart, quote: null }
      if (here === "empty") return { cart, quote: null, ...enter(route(changed)) }
      if (here === "payment") return { cart, quote: null, ...enter("payment") }
      if (STEP[here] === 3) return { cart, quote: null, at: "quoting" }
      return { cart, quote: null }
    }
    case "quote.clean":
    case "quote.problems": {
      const quote = type === "quote.clean" ? "clean" : "problems"
      if (here === "payment") return { quote, error: false, paymentQuotePending: false }
      // The review keeps a refused order's reason beside the new quote.
      return { quote, at: "ready" }
    }
    case "quote.failed":
      return here === "payment" ? { error: true, paymentQuotePending: false } : { error: true, at: "quoteFailed" }
    case "place.ok":
      // The root empties the cart when told the order is placed; the checkout no longer follows it.
      return { placed: context.placed + 1, error: false, at: context.mode === "online" ? "requesting" : "placed" }
    case "place.failed":
      return { error: true, at: "quoting" }
    case "token.ok":
      return { error: false, at: "redirecting" }
    case "token.failed":
      return { error: true, at: "payFailed" }
  }
}

interface Start {
  readonly signedIn: boolean
  readonly address: AddressKey | null
  readonly cart: Cart
}

const specification = setup({
  types: { context: {} as ModelContext, input: {} as Start, events: {} as ModelEvent }
}).createMachine({
  id: "checkoutSpecification",
  context: ({ input }) => {
    const start: ModelContext = {
      at: "empty",
      signedIn: input.signedIn,
      address: input.address,
      mode: null,
      cart: input.cart,
      quote: null,
      paymentQuotePending: false,
      error: false,
      reported: null,
      placed: 0,
      commands: 0
    }
    return { ...start, ...enter(route(start)) }
  },
  initial: "observed",
  states: {
    observed: {
      on: Object.fromEntries(
        MODEL_EVENTS.map(({ type }) => [
          type,
          {
            actions: assign(({ context }: { readonly context: ModelContext }) => ({
              ...after(context, type),
              commands: context.commands + ((COMMANDS as ReadonlyArray<string>).includes(type) ? 1 : 0)
            }))
          }
        ])
      )
    }
  }
})

type ModelSnapshot = SnapshotFrom<typeof specification>

const isAnswer = (type: ModelEvent["type"]): type is Answer => (ANSWERS as ReadonlyArray<string>).includes(type)

/** Answers only to calls in flight; commands only as the screen offers them, at most `maxCommands`. */
const filterEvents = (maxCommands: number) => (snapshot: ModelSnapshot, event: ModelEvent) => {
  const { context } = snapshot
  if (isAnswer(event.type)) return awaits(context, event.type)
  return context.commands < maxCommands && OFFERED[context.at].includes(event.type)
}

const STATE_SHOWN: Record<At, StateValue> = {
  empty: { shopping: "empty" },
  signIn: { shopping: "signIn" },
  address: { shopping: "address" },
  payment: { shopping: "payment" },
  quoting: { shopping: { review: "quoting" } },
  quoteFailed: { shopping: { review: "quoteFailed" } },
  ready: { shopping: { review: "ready" } },
  placing: { shopping: { review: "placing" } },
  requesting: { paying: "requesting" },
  payFailed: { paying: "failed" },
  redirecting: { paying: "redirecting" },
  placed: "placed"
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

/** Consecutive repeats are one report: re-entering a step (a new quote at payment) reports it again. */
const collapsed = (steps: ReadonlyArray<CheckoutStep>) => steps.filter((step, i) => i === 0 || steps[i - 1] !== step)

const KEY = "co-0123456789abcdef0123456789abcdef"

/** Replays one path of the specification on a real checkout and compares what is seen at each step. */
const runPath = async (start: Start, path: TestPath<ModelSnapshot, ModelEvent>) => {
  const fakes = {
    quote: heldCalls<OrderQuote, OrderQuoteRequest>(),
    place: heldCalls<Order, NewOrderRequest>(),
    token: heldCalls<PaymentToken, { readonly number: number }>()
  }
  const reported: Array<{ readonly step: CheckoutStep; readonly signedIn: boolean }> = []
  const opened: Array<PaymentToken> = []
  const placed: Array<Order> = []
  const machine = checkoutMachine.provide({
    actors: { quoteOrder: fakes.quote.logic, placeOrder: fakes.place.logic, requestToken: fakes.token.logic },
    actions: {
      reportStep: (_, params) => {
        reported.push(params)
      },
      openGateway: (_, params) => {
        opened.push(params.token)
      },
      orderPlaced: (_, params) => {
        placed.push(params.order)
        // As the root does: the cart is emptied, and its change comes back to the checkout.
        actor.send({ type: "checkout.cart.changed", lines: [] })
      }
    }
  })
  const actor = createActor(machine, {
    input: { lines: LINES[start.cart], signedIn: start.signedIn, address: start.address === null ? null : ADDRESS[start.address], idempotencyKey: KEY }
  }).start()

  const exec = async (type: ModelEvent["type"]) => {
    switch (type) {
      case "shopper.signs-in":
        // A new customer: the session holds no address yet.
        actor.send({ type: "checkout.signed-in", address: null })
        break
      case "address.choose":
        actor.send({ type: "checkout.address.choose", address: ADDRESS.work })
        break
      case "mode.cod":
      case "mode.online":
        actor.send({ type: "checkout.payment.choose", mode: MODE[type === "mode.cod" ? "cod" : "online"] })
        break
      case "next":
        actor.send({ type: "checkout.next" })
        break
      case "back":
        actor.send({ type: "checkout.back" })
        break
      case "place":
        actor.send({ type: "checkout.place" })
        break
      case "pay":
        actor.send({ type: "checkout.pay" })
        break
      case "cart.empties":
        actor.send({ type: "checkout.cart.changed", lines: [] })
        break
      case "cart.changes": {
        const held = actor.getSnapshot().context.lines
        actor.send({ type: "checkout.cart.changed", lines: held.length === 2 ? LINES.left : LINES.full })
        break
      }
      case "quote.clean":
      case "quote.problems": {
        const call = fakes.quote.only()
        call.resolve(quoteOf(call.input, type === "quote.problems"))
        break
      }
      case "quote.failed":
        fakes.quote.only().reject(new Error("The shop could not price the cart"))
        break
      case "place.ok": {
        const call = fakes.place.only()
        call.resolve(orderFor(call.input))
        break
      }
      case "place.failed":
        fakes.place.only().reject(new Error("Only 1 left of Product 1"))
        break
      case "token.ok":
        fakes.token.only().resolve(TOKEN)
        break
      case "token.failed":
        fakes.token.only().reject(new Error("Online payment is not available right now."))
        break
    }
    await settle()
  }

  const expectedReports: Array<CheckoutStep> = []
  let placeCallsChecked = 0
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await exec(step.event.type)
    const expected = step.state.context
    if (expected.reported !== null && expectedReports.at(-1) !== expected.reported) expectedReports.push(expected.reported)
    const snapshot = actor.getSnapshot()
    const { context } = snapshot
    const where = `start ${JSON.stringify(start)}: ${path.description}, step ${index}`

    // The step shown, and what was reported to the root.
    expect(snapshot.value, where).toEqual(STATE_SHOWN[expected.at])
    expect(collapsed(reported.map((r) => r.step)), `${where}: reports`).toEqual(expectedReports)
    for (const report of reported) expect(report.signedIn, `${where}: report ${report.step}`).toBe(report.step !== 0)

    // What the checkout holds.
    expect(context.signedIn, where).toBe(expected.signedIn)
    expect(context.address, where).toEqual(expected.address === null ? null : ADDRESS[expected.address])
    expect(context.paymentMode, where).toBe(expected.mode === null ? null : MODE[expected.mode])
    expect(context.lines, where).toEqual(LINES[expected.cart])
    expect(context.quote === null ? null : context.quote.problems.length > 0 ? "problems" : "clean", `${where}: quote`).toBe(expected.quote)
    expect(context.error !== null, `${where}: error`).toBe(expected.error)

    // The calls in flight: at most one of each, and a quote is always of the lines held.
    const quoting = (expected.at === "payment" && expected.paymentQuotePending) || expected.at === "quoting"
    expect(fakes.quote.live().map((call) => call.input.lines), `${where}: quotes in flight`).toEqual(quoting ? [context.lines] : [])
    expect(fakes.place.live().length, `${where}: placements in flight`).toBe(expected.at === "placing" ? 1 : 0)
    expect(fakes.token.live().map((call) => call.input), `${where}: tokens in flight`).toEqual(expected.at === "requesting" ? [{ number: 123 }] : [])

    // The invariant: an order is asked for only with an address, a mode and a clean quote of its lines.
    for (const call of fakes.place.calls.slice(placeCallsChecked)) {
      expect(call.input.addressId, `${where}: placed without an address`).toBe(context.address?._id)
      expect(call.input.PaymentMode, `${where}: placed without a mode`).toBe(context.paymentMode)
      expect(call.input.idempotencyKey, where).toBe(KEY)
      expect(context.quote?.problems, `${where}: placed with a quote's problems`).toEqual([])
      expect(context.quote?.lines.map((l) => [l.PackOptionId, l.quantity]), `${where}: placed beyond the quote`).toEqual(
        call.input.lines.map((l) => [l.PackOptionId, l.quantity])
      )
    }
    placeCallsChecked = fakes.place.calls.length

    // The order reported placed, and the gateway opened, exactly when the model says.
    expect(placed.length, `${where}: orders placed`).toBe(expected.placed)
    expect(opened, `${where}: gateway`).toEqual(expected.at === "redirecting" ? [TOKEN] : [])
  }
  actor.stop()
}

// A returning customer (signed in, an address held) reaches every step, answer and retry within
// five commands; a new customer (signed out, no address) needs six to be placed and paying; from an
// empty cart, five reach the payment step (the later steps are the same as above).
const CONFIGURATIONS: ReadonlyArray<{ readonly start: Start; readonly maxCommands: number }> = [
  { start: { signedIn: true, address: "home", cart: "full" }, maxCommands: 5 },
  { start: { signedIn: false, address: null, cart: "full" }, maxCommands: 6 },
  { start: { signedIn: false, address: null, cart: "empty" }, maxCommands: 5 }
]

const pathsOf = ({ start, maxCommands }: (typeof CONFIGURATIONS)[number]) =>
  // With the event in each target's key, the shortest paths take every transition of the model.
  createTestModel(specification, {
    input: start,
    events: MODEL_EVENTS,
    filterEvents: filterEvents(maxCommands),
    serializeTransition: (_state, event) => (event === undefined ? "" : ` via ${event.type}`)
  }).getShortestPaths()

const EXPLORED = CONFIGURATIONS.map((configuration) => ({ ...configuration, paths: pathsOf(configuration) }))

describe("the checkout model's paths", () => {
  const paths = EXPLORED.flatMap((explored) => explored.paths)

  it("take every command and every answer, and show every step", () => {
    const taken = new Set(paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type)))
    expect(taken).toEqual(new Set(MODEL_EVENTS.map((event) => event.type)))
    const shown = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.context.at)))
    expect(shown).toEqual(new Set(Object.keys(STATE_SHOWN)))
  })

  it("are hundreds per start, not hundreds of thousands", () => {
    for (const explored of EXPLORED) {
      expect(explored.paths.length).toBeGreaterThan(50)
      expect(explored.paths.length).toBeLessThan(1000)
    }
    expect(new Set(paths.map((path) => serializeSnapshot(path.state))).size).toBeGreaterThan(300)
  })
})

describe.each(EXPLORED)("checkout, model-based: starts $start, up to $maxCommands commands", ({ start, paths }) => {
  it("shows, reports and places as DESIGN §4 says along every shortest path", async () => {
    for (const path of paths) await runPath(start, path)
  }, 120_000)
})
