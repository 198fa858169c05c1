import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, createEmptyActor, createMachine, type EventObject, fromCallback, type SnapshotFrom, spawnChild } from "xstate"
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, type StatePath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import type { NewOrderRequest, OrderUpdate, PaymentToken } from "#domain/http/order.http.ts"
import { adoptedOrder, type Address, type Order, orderAmountsOf, type OrderLine } from "#domain/order.ts"
import {
  type NewOrderAnswer,
  type OrderCreated,
  type OrderEvent,
  orderMachine,
  type OrderMachine,
  type OrderMachineInput,
  type OrderReply,
  type OrderReplyTo
} from "./order.machine.ts"
import { DONE, ERROR, invokeDone, invokeError, longestOnly, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { CallFailed, failureSentence, SOMETHING_WENT_WRONG, Unreachable } from "#domain/failures.ts"
import { failedCall } from "./failures.test-support.ts"
import { failureTagOf, type KeptFailure } from "#domain/failure-words.ts"

/** A failure with no words of the server's: the shop was not reached. */
const offline = () => new CallFailed({ text: "§8 text", reason: new Unreachable({ detail: "Failed to fetch" }) })

// Model-based tests of the order actor: the paths are generated from the REAL machine's graph
// (xstate/graph walks it purely, without running its calls), and every path is replayed on a real,
// started actor whose calls are held fakes. A call's answer is an explicit event of the walk,
// `xstate.done.actor.<id>` or `xstate.error.actor.<id>`; on replay the held call is resolved or
// rejected instead, and after every step the actor's value and context must be the walk's.
//
// The six calls are regions of one parallel state, so their states multiply (all six at once is
// beyond a million transitions). The walk goes region by region, each with the commands that act on
// what that region changes, taking every transition; then four pairs of regions, reaching every state
// of the pair. Simple paths are not used: the smallest region walks worth walking have thousands of
// them (payment tokens 7,600, updates 44,032).
//
// Besides the walk, every step is checked against `seenAfter` below: §4 and §8 written out as what an
// observer sees (the lists, the current and payment-update orders, the token, each loading flag, the
// §8 text with the failure kept), what the asker and the shop were told, which token opened the
// gateway, and which call is in flight with what it asked. There is no separate specification machine.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

const HOME: Address = {
  _id: id(500),
  Name: "Asha Rao",
  Mobile: "9876543210",
  HNo: "Flat 4B, Lotus Apartments",
  StreetDet: "12th Main Road",
  LandMark: "",
  AreaDet: "Indiranagar",
  City: "Bengaluru",
  State: "Karnataka",
  Pincode: "560038",
  Type: "Home"
}

const line = (n: number): OrderLine => ({
  productId: id(100 + n),
  ProductName: `Product ${n}`,
  slugurl: `product-${n}`,
  thumbnail: `/images/product-${n}.svg`,
  PackId: id(200 + n),
  packSizeName: "Pack",
  PackOptionId: id(300 + n),
  packSizeOptionName: "1 kg",
  Price: 40 * n,
  Mrp: 50 * n,
  quantity: 1
})

const at = "2026-01-05T10:00:00.000Z"

/** How far the server has moved an order. */
type Version = "placed" | "processing" | "paid"

/** Order n (BZ-00000n) as the server holds it, its figures by the §9 rules. */
const orderOf = (n: number, version: Version = "placed"): Order => {
  const lines = [line(n)] as const
  const mode = version === "paid" ? "Online" : "Cash on Delivery"
  const base: Order = {
    _id: id(n),
    orderid: `BZ-${String(n).padStart(6, "0")}`,
    client: id(900),
    address: HOME,
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
  switch (version) {
    case "placed":
      return base
    case "processing":
      return { ...base, Status: 2, StatusText: "Processing", events: [...base.events, { _tag: "order.processing", at, by: "admin" }] }
    case "paid":
      return { ...base, PaymentStatus: "Paid", events: [...base.events, { _tag: "payment.confirmed", at, by: "system" }] }
  }
}

const CLIENT = id(900)
/** order/new places order 4 (asked again, it is the same order: held once). */
const CREATED = orderOf(4)
const REQUEST: NewOrderRequest = {
  lines: [{ PackId: id(204), PackOptionId: id(304), quantity: 1 }],
  addressId: HOME._id,
  PaymentMode: "Cash on Delivery",
  idempotencyKey: "co-0123456789abcdef"
}
const LATEST = [orderOf(2), orderOf(1)]
const ALL = [orderOf(3), orderOf(2), orderOf(1)]
/** Updates move order 1: an admin's status move, or a payment result. */
const UPDATE: Record<"status" | "payment", OrderUpdate> = {
  status: { _tag: "status", orderid: orderOf(1).orderid, event: "order.processing" },
  payment: { _tag: "payment", orderid: orderOf(1).orderid, attemptId: "attempt-1", paymentId: "pay_1", signature: "f00d", outcome: "approved" }
}
/** What the server answers an update: the order it moved, as it now is. */
const updatedBy = (update: OrderUpdate): Order => orderOf(Number(update.orderid.slice(3)), update._tag === "payment" ? "paid" : "processing")
const TOKEN: PaymentToken = { orderid: orderOf(1).orderid, attemptId: "attempt-1", amount: 50, currency: "INR", gatewayUrl: "/payment/test/attempt-1" }
const SMS_ORDER = orderOf(1).orderid

/** A browser that showed orders before restores them (§4: read back on start). */
const RESTORED: OrderMachineInput = {
  clientOrder: [orderOf(1)],
  totalClientOrder: [orderOf(2), orderOf(1)],
  currentOrder: orderOf(1),
  paymentUpdateOrder: orderOf(2, "paid")
}
const FRESH: OrderMachineInput = {}

/**
 * Who asked, in the walk: any actor will do, since a pure walk runs no action. On replay a recording
 * actor takes its place and the replies it got are checked.
 */
const ASKER = createEmptyActor() as unknown as OrderReplyTo

// What the world does, as the walk's events.
type WalkEvent = OrderEvent | ReturnType<typeof invokeDone<unknown>> | ReturnType<typeof invokeError>
type Snapshot = SnapshotFrom<OrderMachine>

const COMMANDS: ReadonlyArray<OrderEvent> = [
  { type: "order.create", request: REQUEST },
  { type: "order.create", request: REQUEST, replyTo: ASKER },
  { type: "orders.latest.load", clientId: CLIENT },
  { type: "orders.all.load", clientId: CLIENT },
  { type: "order.update", update: UPDATE.status },
  { type: "order.update", update: UPDATE.payment },
  { type: "order.token.request", number: 1 },
  { type: "order.token.request", number: 1, replyTo: ASKER },
  { type: "order.token.request", number: 1, replyTo: ASKER, goToGateway: true },
  { type: "order.sms.send", orderid: SMS_ORDER },
  { type: "order.clear" },
  { type: "order.current.set", order: orderOf(2) },
  { type: "order.payment-update.set", payload: { order: orderOf(3, "paid") } },
  { type: "order.payment-update.clear" },
  { type: "orders.forget" }
]

/** What a call in flight asked (a pure walk creates the call's actor with its input, without running it). */
const askedIn = <Input,>(snapshot: Snapshot, invoke: string): Input | undefined =>
  (snapshot.children[invoke as keyof typeof snapshot.children] as AnyActorRef | undefined)?.getSnapshot().input as Input | undefined

/** The server's answers; an update is answered with the order it was asked to move. */
const answersFor = (snapshot: Snapshot): ReadonlyArray<WalkEvent> => {
  const update = askedIn<OrderUpdate>(snapshot, "updateOrder")
  return [
    invokeDone("createOrder", { success: true, order: CREATED } satisfies NewOrderAnswer),
    // §4 only an answer with success true is an order.
    invokeDone("createOrder", { success: false, order: CREATED } satisfies NewOrderAnswer),
    invokeError("createOrder", failedCall("Only 1 left of Product 4")),
    // A failure with no words of the server's (the network, say).
    invokeError("createOrder", offline()),
    invokeDone("fetchLatestOrders", LATEST),
    invokeError("fetchLatestOrders", failedCall("Failed to fetch")),
    invokeDone("fetchAllOrders", ALL),
    invokeError("fetchAllOrders", failedCall("Failed to fetch")),
    ...(update === undefined ? [] : [invokeDone("updateOrder", updatedBy(update))]),
    invokeError("updateOrder", failedCall("BZ-000001 is already Delivered")),
    invokeDone("generateToken", TOKEN),
    invokeError("generateToken", failedCall("Online payment is not available right now.")),
    invokeError("generateToken", offline()),
    invokeDone("sendOrderSms", undefined),
    invokeError("sendOrderSms", failedCall("SMS provider unavailable"))
  ]
}

// ---------------------------------------------------------------------------------------------
// Walking the real machine.

/** The invoke an answer is for, or null when the event is a command. */
const invokeOf = (event: EventObject): Call | null =>
  event.type.startsWith(DONE) ? (event.type.slice(DONE.length) as Call) : event.type.startsWith(ERROR) ? (event.type.slice(ERROR.length) as Call) : null
const errorOf = (event: EventObject) => (event as EventObject & { readonly error?: unknown }).error as Error

/** An answer can come only while its call is in flight (its actor exists). */
const canHappen = (snapshot: Snapshot, event: EventObject): boolean => {
  const invoke = invokeOf(event)
  return invoke === null || invoke in snapshot.children
}

/** Errors are told apart by their message; an actor by its id (JSON drops an Error's fields). */
const serializeEvent = (event: EventObject) => JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { error: value.message } : value))

interface Walk {
  readonly input: OrderMachineInput
  /** Which events are walked in a snapshot (on top of `canHappen`). */
  readonly offered: (snapshot: Snapshot, event: WalkEvent) => boolean
}

/** The orders held, by number and how far the server moved them: a short key for a state. */
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context }, (_key, value: unknown) =>
    typeof value === "object" && value !== null && "orderid" in value && "Status" in value
      ? `${(value as Order).orderid} ${(value as Order).Status} ${(value as Order).PaymentStatus}`
      : value
  )

const walkOptions = ({ input, offered }: Walk) => ({
  input,
  events: (snapshot: Snapshot) => [...COMMANDS, ...answersFor(snapshot)] as ReadonlyArray<OrderEvent>,
  filterEvents: (snapshot: Snapshot, event: OrderEvent) => canHappen(snapshot, event) && offered(snapshot, event),
  serializeEvent,
  serializeState
})

type Path = StatePath<Snapshot, WalkEvent>

/**
 * Paths that take every transition of the walk: the shortest path to each state (value and context),
 * then each transition out of it.
 */
const everyTransition = (walk: Walk): ReadonlyArray<Path> => {
  const options = walkOptions(walk)
  const toState = new Map(getShortestPaths(orderMachine, options).map((path) => [serializeState(path.state), path as unknown as Path]))
  const adjacency = getAdjacencyMap(orderMachine, options) as unknown as AdjacencyMap<Snapshot, WalkEvent>
  return Object.entries(adjacency).flatMap(([key, { transitions }]) =>
    (Object.values(transitions) as ReadonlyArray<{ readonly event: WalkEvent; readonly state: Snapshot }>).map(({ event, state }): Path => {
      const path = toState.get(key)!
      return { state, steps: [...path.steps, { state, event }], weight: path.weight + 1 }
    })
  )
}

// ---------------------------------------------------------------------------------------------
// The oracle: §4 and §8 as what an observer sees, folded over the events of a path.

const CALLS = ["createOrder", "fetchLatestOrders", "fetchAllOrders", "updateOrder", "generateToken", "sendOrderSms"] as const
type Call = (typeof CALLS)[number]

/** §8 written out: the text each failed call leaves. */
const FAILURE_TEXT: Record<Call, string> = {
  createOrder: "grocer order not create",
  fetchLatestOrders: "Pincode Not Found",
  fetchAllOrders: "Orders Not Found",
  updateOrder: "order Not Updated",
  generateToken: "Pincode Not Found",
  sendOrderSms: "Order Failed"
}
/** The machine's name of each call (its `failedOperation`) and of its loading flag. */
const OPERATION: Record<Call, { readonly name: string; readonly flag: string }> = {
  createOrder: { name: "create", flag: "createLoading" },
  fetchLatestOrders: { name: "latest", flag: "latestLoading" },
  fetchAllOrders: { name: "all", flag: "allLoading" },
  updateOrder: { name: "update", flag: "updateLoading" },
  generateToken: { name: "token", flag: "tokenLoading" },
  sendOrderSms: { name: "sms", flag: "smsLoading" }
}

interface Seen {
  readonly clientOrder: ReadonlyArray<Order>
  readonly totalClientOrder: ReadonlyArray<Order>
  readonly currentOrder: Order | null
  readonly paymentUpdateOrder: Order | null
  readonly paymentToken: PaymentToken | null
  /** Each call in flight, with what it asked. */
  readonly inFlight: Partial<Record<Call, unknown>>
  readonly failure: { readonly call: Call; readonly kept: KeptFailure } | null
  /** Whether the order and the token in flight were asked by an actor to answer, and the token for the gateway. */
  readonly createAsker: boolean
  readonly tokenAsker: boolean
  readonly toGateway: boolean
  readonly replies: ReadonlyArray<OrderReply>
  readonly toldShop: ReadonlyArray<Order>
  readonly gateway: ReadonlyArray<PaymentToken>
}

const initiallySeen = (input: OrderMachineInput): Seen => ({
  clientOrder: input.clientOrder ?? [],
  totalClientOrder: input.totalClientOrder ?? [],
  currentOrder: input.currentOrder ?? null,
  paymentUpdateOrder: input.paymentUpdateOrder ?? null,
  paymentToken: null,
  inFlight: {},
  failure: null,
  createAsker: false,
  tokenAsker: false,
  toGateway: false,
  replies: [],
  toldShop: [],
  gateway: []
})

const without = (orders: ReadonlyArray<Order>, order: Order) => orders.filter((o) => o._id !== order._id)
const replaced = (orders: ReadonlyArray<Order>, order: Order) => orders.map((o) => (o._id === order._id ? order : o))
// The sentence a person reads (domain/failures.ts): the server's words, or the sentence of a shop not reached.
const wordsOf = (error: unknown): string => failureSentence(error)
/** What the actor keeps of a failure (issue 39): its name, when it is a failed call, and its sentence (none here names a refusal). */
const keptOf = (error: unknown): KeptFailure => ({ _tag: "KeptFailure", failure: failureTagOf(error) ?? null, sentence: wordsOf(error) })

/** A call starts, unless a write of its kind is in flight (§ loads: the newer load replaces the older). */
const start = (seen: Seen, call: Call, asked: unknown, isLoad = false): Seen | null =>
  call in seen.inFlight && !isLoad ? null : { ...seen, inFlight: { ...seen.inFlight, [call]: asked } }

/** A call ends: no longer in flight, and a success makes its own failure no longer the news. */
const ended = (seen: Seen, call: Call, succeeded: boolean): Seen => {
  const { [call]: _done, ...inFlight } = seen.inFlight
  return { ...seen, inFlight, failure: succeeded && seen.failure?.call === call ? null : seen.failure }
}

/** §8: the call's text is stored, with the failure kept beside it. */
const failedWith = (seen: Seen, call: Call, kept: KeptFailure): Seen => ({ ...ended(seen, call, false), failure: { call, kept } })

const seenAfter = (seen: Seen, event: WalkEvent): Seen => {
  switch (event.type) {
    case "order.create": {
      const started = start(seen, "createOrder", event.request)
      return started === null ? seen : { ...started, createAsker: event.replyTo !== undefined }
    }
    case "orders.latest.load":
      return start(seen, "fetchLatestOrders", { clientId: event.clientId }, true)!
    case "orders.all.load":
      return start(seen, "fetchAllOrders", { clientId: event.clientId }, true)!
    case "order.update":
      return start(seen, "updateOrder", event.update) ?? seen
    case "order.token.request": {
      const started = start(seen, "generateToken", { number: event.number })
      return started === null ? seen : { ...started, tokenAsker: event.replyTo !== undefined, toGateway: event.goToGateway === true }
    }
    case "order.sms.send":
      return start(seen, "sendOrderSms", { orderid: event.orderid }) ?? seen
    // §4 clearing an order empties the order list and the current order.
    case "order.clear":
      return { ...seen, clientOrder: [], currentOrder: null }
    case "order.current.set":
      return { ...seen, currentOrder: event.order === null ? null : adoptedOrder(seen.currentOrder, event.order) }
    case "order.payment-update.set":
      return { ...seen, paymentUpdateOrder: event.payload.order }
    case "order.payment-update.clear":
      return { ...seen, paymentUpdateOrder: null }
    // Sign-out: nothing of this shopper's is left, no call goes on and no asker is answered.
    case "orders.forget":
      return { ...initiallySeen(FRESH), replies: seen.replies, toldShop: seen.toldShop, gateway: seen.gateway }
  }
  const call = invokeOf(event)!
  if (event.type.startsWith(ERROR)) {
    const kept = keptOf(errorOf(event))
    const failed = failedWith(seen, call, kept)
    // The asker is told why: the failure, kept.
    if (call === "createOrder") {
      return { ...failed, createAsker: false, replies: seen.createAsker ? [...seen.replies, { type: "order.create.failed", failure: kept }] : seen.replies }
    }
    if (call === "generateToken") {
      return { ...failed, tokenAsker: false, toGateway: false, replies: seen.tokenAsker ? [...seen.replies, { type: "order.token.failed", failure: kept }] : seen.replies }
    }
    return failed
  }
  switch (call) {
    case "createOrder": {
      const answer = outputOf<NewOrderAnswer>(event)
      if (!answer.success) {
        return {
          ...failedWith(seen, call, { _tag: "KeptFailure", failure: null, sentence: SOMETHING_WENT_WRONG }),
          createAsker: false,
          replies: seen.createAsker ? [...seen.replies, { type: "order.create.failed", failure: { _tag: "KeptFailure", failure: null, sentence: SOMETHING_WENT_WRONG } }] : seen.replies
        }
      }
      // §4 a new order goes to the front of the client's list (and of the total list, once loaded).
      const placed = answer.order
      return {
        ...ended(seen, call, true),
        clientOrder: [placed, ...without(seen.clientOrder, placed)],
        totalClientOrder: seen.totalClientOrder.length === 0 ? [] : [placed, ...without(seen.totalClientOrder, placed)],
        currentOrder: placed,
        createAsker: false,
        replies: seen.createAsker ? [...seen.replies, { type: "order.created", order: placed }] : seen.replies,
        toldShop: [...seen.toldShop, placed]
      }
    }
    // §4 fetching latest orders replaces the list; fetching all fills the total list.
    case "fetchLatestOrders":
      return { ...ended(seen, call, true), clientOrder: outputOf<ReadonlyArray<Order>>(event) }
    case "fetchAllOrders":
      return { ...ended(seen, call, true), totalClientOrder: outputOf<ReadonlyArray<Order>>(event) }
    case "updateOrder": {
      // The updated order replaces its copies, is the order worked on, and a payment result's order is the payment-update order.
      const updated = outputOf<Order>(event)
      const payment = updated.events.at(-1)?._tag.startsWith("payment.") === true
      return {
        ...ended(seen, call, true),
        clientOrder: replaced(seen.clientOrder, updated),
        totalClientOrder: replaced(seen.totalClientOrder, updated),
        currentOrder: updated,
        paymentUpdateOrder: payment || seen.paymentUpdateOrder?._id === updated._id ? updated : seen.paymentUpdateOrder
      }
    }
    case "generateToken": {
      const token = outputOf<PaymentToken>(event)
      return {
        ...ended(seen, call, true),
        paymentToken: token,
        tokenAsker: false,
        toGateway: false,
        gateway: seen.toGateway ? [...seen.gateway, token] : seen.gateway,
        replies: seen.tokenAsker ? [...seen.replies, { type: "order.token.issued", token }] : seen.replies
      }
    }
    case "sendOrderSms":
      return ended(seen, call, true)
  }
}

// ---------------------------------------------------------------------------------------------
// Replaying a path on a real actor.

/** Who asked is only "an asker" (the walk's stand-in and the replay's recorder are different actors). */
const observe = (snapshot: Snapshot) => ({
  value: snapshot.value,
  context: {
    ...snapshot.context,
    createReplyTo: snapshot.context.createReplyTo === null ? null : "an asker",
    tokenReplyTo: snapshot.context.tokenReplyTo === null ? null : "an asker"
  }
})

const replay = async (input: OrderMachineInput, path: Path) => {
  const fakes = {
    createOrder: heldCalls<NewOrderAnswer, NewOrderRequest>({ what: "new order" }),
    fetchLatestOrders: heldCalls<ReadonlyArray<Order>, { readonly clientId: Id }>({ what: "latest orders load" }),
    fetchAllOrders: heldCalls<ReadonlyArray<Order>, { readonly clientId: Id }>({ what: "all orders load" }),
    updateOrder: heldCalls<Order, OrderUpdate>({ what: "order update" }),
    generateToken: heldCalls<PaymentToken, { readonly number: number }>({ what: "payment token" }),
    sendOrderSms: heldCalls<void, { readonly orderid: string }>({ what: "order SMS" })
  }
  const opened: Array<PaymentToken> = []
  const machine = orderMachine.provide({
    actors: Object.fromEntries(CALLS.map((call) => [call, fakes[call].logic])),
    actions: { openGateway: (_, params) => void opened.push(params.token) }
  })
  // The actor runs in a stand-in for the shop's root, which records what it is told.
  const toldShop: Array<Order> = []
  const shop = createActor(
    createMachine({
      entry: spawnChild(machine, { id: "orders", input }),
      on: { "order.created": { actions: ({ event }) => void toldShop.push((event as OrderCreated).order) } }
    }),
    { systemId: "shop" }
  )
  const replies: Array<OrderReply> = []
  const asker = createActor(fromCallback<OrderReply>(({ receive }) => receive((reply) => void replies.push(reply)))).start()
  let seen = initiallySeen(input)
  try {
    await replayPath(path, {
      // The orders actor is the shop's child: it is stopped with the shop.
      start: () => {
        const orders = shop.start().getSnapshot().children.orders as AnyActorRef
        return { send: (event: EventObject) => orders.send(event), getSnapshot: () => orders.getSnapshot(), stop: () => shop.stop() } as unknown as AnyActorRef
      },
      observe,
      happen: (event, actor) => {
        seen = seenAfter(seen, event)
        const call = invokeOf(event)
        if (call !== null) {
          const held = fakes[call].only()
          if (event.type.startsWith(DONE)) (held.resolve as (output: unknown) => void)(outputOf(event))
          else held.reject(errorOf(event))
          return true
        }
        if ("replyTo" in event && event.replyTo !== undefined) {
          actor.send({ ...event, replyTo: asker })
          return true
        }
        return false
      },
      settle: async () => {
        for (let i = 0; i < 10; i++) await Promise.resolve()
      },
      check: (snapshot, _sent, where) => {
        const { context } = snapshot
        expect(
          {
            clientOrder: context.clientOrder,
            totalClientOrder: context.totalClientOrder,
            currentOrder: context.currentOrder,
            paymentUpdateOrder: context.paymentUpdateOrder,
            paymentToken: context.paymentToken
          },
          `${where}: orders held`
        ).toEqual({
          clientOrder: seen.clientOrder,
          totalClientOrder: seen.totalClientOrder,
          currentOrder: seen.currentOrder,
          paymentUpdateOrder: seen.paymentUpdateOrder,
          paymentToken: seen.paymentToken
        })
        for (const call of CALLS) {
          // The loading flag says whether the call is in flight; exactly that call is live, and it asked what was sent.
          expect(context[OPERATION[call].flag as keyof typeof context], `${where}: ${OPERATION[call].flag}`).toBe(call in seen.inFlight)
          expect(fakes[call].live().map((held) => held.input), `${where}: ${call} in flight`).toEqual(call in seen.inFlight ? [seen.inFlight[call]] : [])
        }
        expect({ error: context.error, failedOperation: context.failedOperation, failure: context.failure }, `${where}: failure`).toEqual(
          seen.failure === null
            ? { error: null, failedOperation: null, failure: null }
            : { error: FAILURE_TEXT[seen.failure.call], failedOperation: OPERATION[seen.failure.call].name, failure: seen.failure.kept }
        )
        expect(replies, `${where}: replies to the asker`).toEqual(seen.replies)
        expect(toldShop, `${where}: orders the shop was told of`).toEqual(seen.toldShop)
        expect(opened, `${where}: gateway opened`).toEqual(seen.gateway)
      }
    })
  } finally {
    asker.stop()
  }
}

// ---------------------------------------------------------------------------------------------

const isCommand = (event: WalkEvent) => invokeOf(event) === null
const ofCalls = (event: WalkEvent, ...calls: ReadonlyArray<Call>) => (calls as ReadonlyArray<string>).includes(invokeOf(event) ?? "")

const WALKS: ReadonlyArray<{ readonly name: string; readonly walk: Walk; readonly commands: ReadonlyArray<OrderEvent["type"]>; readonly calls: ReadonlyArray<Call> }> = [
  {
    // A new order goes to the front of the lists held (and not into a total list never loaded: after
    // a sign-out, nothing is held). Asked by the checkout (an asker to answer) and by nobody.
    name: "new orders",
    walk: {
      input: RESTORED,
      offered: (_snapshot, event) => (isCommand(event) ? ["order.create", "orders.forget"].includes(event.type) : ofCalls(event, "createOrder"))
    },
    commands: ["order.create", "orders.forget"],
    calls: ["createOrder"]
  },
  {
    // The loads fill the lists a new order changes; a second load while one is pending replaces it.
    name: "loads of the latest and of all orders",
    walk: {
      input: FRESH,
      offered: (_snapshot, event) =>
        isCommand(event) ? ["orders.latest.load", "orders.all.load", "orders.forget"].includes(event.type) : ofCalls(event, "fetchLatestOrders", "fetchAllOrders")
    },
    commands: ["orders.latest.load", "orders.all.load", "orders.forget"],
    calls: ["fetchLatestOrders", "fetchAllOrders"]
  },
  {
    // Updates replace the orders held, the payment-update order among them.
    name: "updates of the orders held",
    walk: {
      input: RESTORED,
      offered: (_snapshot, event) =>
        isCommand(event) ? ["order.update", "order.payment-update.clear", "orders.forget"].includes(event.type) : ofCalls(event, "updateOrder")
    },
    commands: ["order.update", "order.payment-update.clear", "orders.forget"],
    calls: ["updateOrder"]
  },
  {
    // Asked by nobody, by an asker to answer, and by one that sends the shopper to the gateway.
    name: "payment tokens",
    walk: {
      input: FRESH,
      offered: (_snapshot, event) => (isCommand(event) ? ["order.token.request", "orders.forget"].includes(event.type) : ofCalls(event, "generateToken"))
    },
    commands: ["order.token.request", "orders.forget"],
    calls: ["generateToken"]
  },
  {
    name: "order SMS",
    walk: {
      input: FRESH,
      offered: (_snapshot, event) => (isCommand(event) ? ["order.sms.send", "orders.forget"].includes(event.type) : ofCalls(event, "sendOrderSms"))
    },
    commands: ["order.sms.send", "orders.forget"],
    calls: ["sendOrderSms"]
  },
  {
    name: "what the screens set directly",
    walk: {
      input: RESTORED,
      offered: (_snapshot, event) =>
        ["order.clear", "order.current.set", "order.payment-update.set", "order.payment-update.clear", "orders.forget"].includes(event.type)
    },
    commands: ["order.clear", "order.current.set", "order.payment-update.set", "order.payment-update.clear", "orders.forget"],
    calls: []
  }
]

/** The command of each call that the pairs below send (one of each: the ones with an asker). */
const ONE_COMMAND: Record<Call, OrderEvent> = {
  createOrder: { type: "order.create", request: REQUEST, replyTo: ASKER },
  fetchLatestOrders: { type: "orders.latest.load", clientId: CLIENT },
  fetchAllOrders: { type: "orders.all.load", clientId: CLIENT },
  updateOrder: { type: "order.update", update: UPDATE.payment },
  generateToken: { type: "order.token.request", number: 1, replyTo: ASKER, goToGateway: true },
  sendOrderSms: { type: "order.sms.send", orderid: SMS_ORDER }
}

/** Two calls in flight at once, each answered or failing (with the server's words), and a sign-out. */
const pair = (first: Call, second: Call, input: OrderMachineInput): Walk => {
  const commands = new Set([ONE_COMMAND[first], ONE_COMMAND[second], { type: "orders.forget" }].map(serializeEvent))
  return {
    input,
    offered: (_snapshot, event) =>
      isCommand(event)
        ? commands.has(serializeEvent(event))
        : ofCalls(event, first, second) && !(event.type.startsWith(ERROR) && errorOf(event).message === "") &&
          !(event.type === `${DONE}createOrder` && !outputOf<NewOrderAnswer>(event).success)
  }
}

const outcomes = (calls: ReadonlyArray<Call>) => calls.flatMap((call) => [`${DONE}${call}`, `${ERROR}${call}`])
const stageOf = (snapshot: Snapshot, call: Call) => (snapshot.value as Record<string, string>)[OPERATION[call].name]

describe.each(WALKS)("order actor on the real machine, $name: every transition", ({ walk, commands, calls }) => {
  const generated = everyTransition(walk)
  const paths = longestOnly(generated, serializeEvent)

  it("takes every command and every answer the walk offers, through every stage of its calls", () => {
    expect(takenIn(generated)).toEqual(new Set([...commands, ...outcomes(calls)]))
    for (const call of calls) expect(new Set(generated.map((path) => stageOf(path.state, call))), call).toEqual(new Set(["idle", "pending", "failed"]))
  })

  it("holds, answers and fails as §4 and §8 say on a real actor along every path", async () => {
    for (const path of paths) await replay(walk.input, path)
  }, 60_000)
})

// Two regions at once: every state of the pair (each distinct value and context) is reached once.
// Every transition of two regions together would be ten times the paths, and each region's own
// transitions are all taken above; what the pairs add is calls in flight together, answered in
// either order, one failing while the other succeeds, and a sign-out abandoning both.
describe.each([
  ["createOrder", "generateToken", FRESH],
  ["createOrder", "fetchLatestOrders", FRESH],
  ["fetchAllOrders", "updateOrder", RESTORED],
  ["sendOrderSms", "updateOrder", RESTORED]
] as const)("order actor on the real machine, %s and %s together: every shortest path", (first, second, input) => {
  const generated = getShortestPaths(orderMachine, walkOptions(pair(first, second, input))) as unknown as ReadonlyArray<Path>
  const paths = longestOnly(generated, serializeEvent)

  it("reaches each stage of one call with each stage of the other", () => {
    const stages = new Set(generated.map((path) => `${stageOf(path.state, first)} ${stageOf(path.state, second)}`))
    expect(stages.size).toBe(9)
  })

  it("holds, answers and fails as §4 and §8 say on a real actor along every path", async () => {
    for (const path of paths) await replay(input, path)
  }, 60_000)
})
