import { describe, expect, it } from "vitest"
import { assign, createActor, setup, type SnapshotFrom } from "xstate"
import { createTestModel, serializeSnapshot, type TestPath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import type { NewOrderRequest, OrderUpdate, PaymentToken } from "#domain/http/order.http.ts"
import { type Address, type Order, orderAmountsOf, type OrderLine } from "#domain/order.ts"
import { type NewOrderAnswer, orderMachine } from "./order.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the order actor. `createTestModel` refuses machines that invoke actors, and
// the order actor invokes a call per operation, so the model is a separate machine written here from
// §4 and §8 alone: what an observer sees (the orders held in each list and slot, each by its number
// and version, whether a payment token is held, each operation's stage and flag, the error with the
// server's words, the calls made). Its events are the screen's commands and the fake server's
// answers. Every shortest path of the model is replayed on a real actor with fake calls answering as
// the path says, checking each step.
//
// Signing out (orders.forget) abandons every call in flight: the model then answers none of them
// (what a late answer would do is the unit test "orders.forget … does not let a load still in
// flight bring the forgotten orders back" in order.machine.test.ts).

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

const line = (n: number, Price: number, Mrp: number, quantity: number): OrderLine => ({
  productId: id(100 + n),
  ProductName: `Product ${n}`,
  slugurl: `product-${n}`,
  thumbnail: `/images/product-${n}.svg`,
  PackId: id(200 + n),
  packSizeName: "Pack",
  PackOptionId: id(300 + n),
  packSizeOptionName: "1 kg",
  Price,
  Mrp,
  quantity
})

const at = "2026-01-05T10:00:00.000Z"

/** An order as the observer names it: its number, and how far the server has moved it. */
type Version = "placed" | "processing" | "paid"
interface Label {
  readonly n: number
  readonly version: Version
}
const label = (n: number, version: Version = "placed"): Label => ({ n, version })

/** The fake server's order for a label, its figures by the §9 rules (orderAmountsOf). */
const orderOf = ({ n, version }: Label): Order => {
  const lines = [line(n, 40 * n, 50 * n, 1)] as const
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

const labelOf = (order: Order): Label => ({
  n: Number(order.orderid.slice(3)),
  version: order.Status === 2 ? "processing" : order.PaymentStatus === "Paid" ? "paid" : "placed"
})

// What the fake server answers.
/** order/new always answers order 4 (a repeated answer of the same order must be held once). */
const CREATED = label(4)
const LATEST: ReadonlyArray<Label> = [label(2), label(1)]
const ALL: ReadonlyArray<Label> = [label(3), label(2), label(1)]
/** Updates move order 1: an admin's status move, or a payment result. */
const UPDATED_N = 1
/** What the screen sets directly. */
const CURRENT_SET = label(2)
const PAYMENT_UPDATE_SET = label(3, "paid")
/** What a browser that showed orders before restores (§4 read back on start). */
const RESTORED = {
  clientOrder: [label(1)],
  totalClientOrder: [label(2), label(1)],
  currentOrder: label(1),
  paymentUpdateOrder: label(2, "paid")
}

type Operation = "create" | "latest" | "all" | "update" | "token" | "sms"
type Stage = "idle" | "pending" | "failed"
const OPERATIONS: ReadonlyArray<Operation> = ["create", "latest", "all", "update", "token", "sms"]

/** §8 written out: the text each failed call leaves. */
const FAILURE_TEXT: Record<Operation, string> = {
  create: "grocer order not create",
  latest: "Pincode Not Found",
  all: "Orders Not Found",
  update: "order Not Updated",
  token: "Pincode Not Found",
  sms: "Order Failed"
}
/** The server's words when it refuses (kept beside the §8 text). */
const serverWords = (operation: Operation) => `the server refused ${operation}`

interface ModelContext {
  readonly clientOrder: ReadonlyArray<Label>
  readonly totalClientOrder: ReadonlyArray<Label>
  readonly currentOrder: Label | null
  readonly paymentUpdateOrder: Label | null
  readonly hasToken: boolean
  readonly stage: Readonly<Record<Operation, Stage>>
  /** The operation whose failure is reported, or null. */
  readonly error: Operation | null
  /** Whether the reported failure came with the server's words (a refusal) or none (success false). */
  readonly errorHasWords: boolean
  readonly calls: Readonly<Record<Operation, number>>
  /** What the pending update asks: a status move or a payment result. */
  readonly updateKind: "status" | "payment"
  /** Commands sent so far (bounds the graph). */
  readonly commands: number
}

type ModelEvent =
  | { readonly type: "order.create" }
  | { readonly type: "orders.latest.load" }
  | { readonly type: "orders.all.load" }
  | { readonly type: "order.update.status" }
  | { readonly type: "order.update.payment" }
  | { readonly type: "order.token.request" }
  | { readonly type: "order.sms.send" }
  | { readonly type: "order.clear" }
  | { readonly type: "order.current.set" }
  | { readonly type: "order.payment-update.set" }
  | { readonly type: "order.payment-update.clear" }
  | { readonly type: "orders.forget" }
  | { readonly type: "create.succeeded" }
  | { readonly type: "create.unsuccessful" }
  | { readonly type: "create.failed" }
  | { readonly type: "latest.succeeded" }
  | { readonly type: "latest.failed" }
  | { readonly type: "all.succeeded" }
  | { readonly type: "all.failed" }
  | { readonly type: "update.succeeded" }
  | { readonly type: "update.failed" }
  | { readonly type: "token.succeeded" }
  | { readonly type: "token.failed" }
  | { readonly type: "sms.succeeded" }
  | { readonly type: "sms.failed" }

const MODEL_EVENTS: ReadonlyArray<ModelEvent> = (
  [
    "order.create",
    "orders.latest.load",
    "orders.all.load",
    "order.update.status",
    "order.update.payment",
    "order.token.request",
    "order.sms.send",
    "order.clear",
    "order.current.set",
    "order.payment-update.set",
    "order.payment-update.clear",
    "orders.forget",
    "create.succeeded",
    "create.unsuccessful",
    "create.failed",
    "latest.succeeded",
    "latest.failed",
    "all.succeeded",
    "all.failed",
    "update.succeeded",
    "update.failed",
    "token.succeeded",
    "token.failed",
    "sms.succeeded",
    "sms.failed"
  ] as const
).map((type) => ({ type }))

type Patch = Partial<ModelContext>

const sameOrder = (a: Label | null, n: number) => a !== null && a.n === n
const without = (orders: ReadonlyArray<Label>, n: number) => orders.filter((o) => o.n !== n)

/** A call starts: pending, one more call. */
const started = (context: ModelContext, operation: Operation): Patch => ({
  stage: { ...context.stage, [operation]: "pending" },
  calls: { ...context.calls, [operation]: context.calls[operation] + 1 }
})

/** A success ends its call, and its own earlier failure is no longer the news. */
const succeeded = (context: ModelContext, operation: Operation): Patch => ({
  stage: { ...context.stage, [operation]: "idle" },
  ...(context.error === operation ? { error: null } : {})
})

/** §8 a failure ends the call (its flag false) and reports the call's text. */
const failed = (context: ModelContext, operation: Operation, withWords = true): Patch => ({
  stage: { ...context.stage, [operation]: "failed" },
  error: operation,
  errorHasWords: withWords
})

const isPending = (operation: Operation) => ({ context }: { readonly context: ModelContext }) => context.stage[operation] === "pending"

/** A command of the screen: counted (it bounds the graph), then `change` if any. */
const command = (change: (context: ModelContext) => Patch = () => ({})) =>
  assign<ModelContext, ModelEvent, undefined, ModelEvent, never>(({ context }) => ({ ...change(context), commands: context.commands + 1 }))

/** A write is refused while its call is pending (abandoning it would not undo it on the server). */
const unlessPending = (operation: Operation, change: (context: ModelContext) => Patch) => [
  { guard: isPending(operation), actions: command() },
  { actions: command(change) }
]

/** An update answer replaces order n, in whatever version it is held, wherever it is held. */
const replaced = (orders: ReadonlyArray<Label>, updated: Label) => orders.map((o) => (o.n === updated.n ? updated : o))

/**
 * The specification as a machine with one state: every rule is a change of what is seen.
 * - §4 a new order with success true goes to the front of the client's list (held once) and is the
 *   current order (and to the front of the total list once that was loaded); success false changes
 *   no list and counts as the call failing (§8 text, no server words). Latest replaces the client's list; all fills the total list. Clear empties the client's
 *   list and the current order. The payment-update order is set and cleared; the current order is set.
 * - An update's answer replaces its order wherever held; a payment result's answer is the
 *   payment-update order. A token answer is held. Sign-out forgets every order and the token, and
 *   abandons every call in flight.
 * - §8 each failure reports its call's text with the server's words, and ends the call's flag.
 * - Loads: a second load abandons the pending one. Writes: a second one while pending is refused.
 */
const specification = setup({
  types: { context: {} as ModelContext, input: {} as { readonly restored: boolean }, events: {} as ModelEvent }
}).createMachine({
  id: "orderSpecification",
  context: ({ input }) => ({
    clientOrder: input.restored ? RESTORED.clientOrder : [],
    totalClientOrder: input.restored ? RESTORED.totalClientOrder : [],
    currentOrder: input.restored ? RESTORED.currentOrder : null,
    paymentUpdateOrder: input.restored ? RESTORED.paymentUpdateOrder : null,
    hasToken: false,
    errorHasWords: false,
    stage: { create: "idle", latest: "idle", all: "idle", update: "idle", token: "idle", sms: "idle" },
    error: null,
    calls: { create: 0, latest: 0, all: 0, update: 0, token: 0, sms: 0 },
    updateKind: "status",
    commands: 0
  }),
  initial: "observed",
  states: {
    observed: {
      on: {
        "order.create": unlessPending("create", (context) => started(context, "create")),
        "orders.latest.load": { actions: command((context) => started(context, "latest")) },
        "orders.all.load": { actions: command((context) => started(context, "all")) },
        "order.update.status": unlessPending("update", (context) => ({ ...started(context, "update"), updateKind: "status" })),
        "order.update.payment": unlessPending("update", (context) => ({ ...started(context, "update"), updateKind: "payment" })),
        "order.token.request": unlessPending("token", (context) => started(context, "token")),
        "order.sms.send": unlessPending("sms", (context) => started(context, "sms")),
        "order.clear": { actions: command(() => ({ clientOrder: [], currentOrder: null })) },
        "order.current.set": { actions: command(() => ({ currentOrder: CURRENT_SET })) },
        "order.payment-update.set": { actions: command(() => ({ paymentUpdateOrder: PAYMENT_UPDATE_SET })) },
        "order.payment-update.clear": { actions: command(() => ({ paymentUpdateOrder: null })) },
        "orders.forget": {
          // Every call in flight is abandoned: each region is idle again.
          actions: command(() => ({
            clientOrder: [], totalClientOrder: [], currentOrder: null, paymentUpdateOrder: null, hasToken: false, error: null,
            stage: { create: "idle", latest: "idle", all: "idle", update: "idle", token: "idle", sms: "idle" }
          }))
        },
        "create.succeeded": {
          actions: assign(({ context }) => ({
            ...succeeded(context, "create"),
            clientOrder: [CREATED, ...without(context.clientOrder, CREATED.n)],
            totalClientOrder: context.totalClientOrder.length === 0 ? [] : [CREATED, ...without(context.totalClientOrder, CREATED.n)],
            currentOrder: CREATED
          }))
        },
        // success false: §4 adds only an answer with success true; the call counts as failed (§8 text).
        "create.unsuccessful": { actions: assign(({ context }) => failed(context, "create", false)) },
        "latest.succeeded": { actions: assign(({ context }) => ({ ...succeeded(context, "latest"), clientOrder: LATEST })) },
        "all.succeeded": { actions: assign(({ context }) => ({ ...succeeded(context, "all"), totalClientOrder: ALL })) },
        "update.succeeded": {
          actions: assign(({ context }) => {
            const updated = label(UPDATED_N, context.updateKind === "payment" ? "paid" : "processing")
            return {
              ...succeeded(context, "update"),
              clientOrder: replaced(context.clientOrder, updated),
              totalClientOrder: replaced(context.totalClientOrder, updated),
              currentOrder: sameOrder(context.currentOrder, UPDATED_N) ? updated : context.currentOrder,
              paymentUpdateOrder:
                context.updateKind === "payment" || sameOrder(context.paymentUpdateOrder, UPDATED_N) ? updated : context.paymentUpdateOrder
            }
          })
        },
        "token.succeeded": { actions: assign(({ context }) => ({ ...succeeded(context, "token"), hasToken: true })) },
        "sms.succeeded": { actions: assign(({ context }) => succeeded(context, "sms")) },
        "create.failed": { actions: assign(({ context }) => failed(context, "create")) },
        "latest.failed": { actions: assign(({ context }) => failed(context, "latest")) },
        "all.failed": { actions: assign(({ context }) => failed(context, "all")) },
        "update.failed": { actions: assign(({ context }) => failed(context, "update")) },
        "token.failed": { actions: assign(({ context }) => failed(context, "token")) },
        "sms.failed": { actions: assign(({ context }) => failed(context, "sms")) }
      }
    }
  }
})

type ModelSnapshot = SnapshotFrom<typeof specification>

/** The operation a server answer belongs to, or null for a command. */
const answerOf = (type: ModelEvent["type"]): Operation | null => {
  const [operation, outcome] = type.split(".")
  return outcome === "succeeded" || outcome === "failed" || outcome === "unsuccessful" ? (operation as Operation) : null
}

/** Answers only to pending calls; at most `maxCommands` commands. */
const filterEvents = (maxCommands: number) => (snapshot: ModelSnapshot, event: ModelEvent) => {
  const operation = answerOf(event.type)
  if (operation !== null) return snapshot.context.stage[operation] === "pending"
  return snapshot.context.commands < maxCommands
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const CLIENT = id(900)
const REQUEST: NewOrderRequest = {
  lines: [{ PackId: id(204), PackOptionId: id(304), quantity: 1 }],
  addressId: HOME._id,
  PaymentMode: "Cash on Delivery",
  idempotencyKey: "co-0123456789abcdef"
}
const ORDERID = orderOf(label(UPDATED_N)).orderid
const UPDATE: Record<"status" | "payment", OrderUpdate> = {
  status: { _tag: "status", orderid: ORDERID, event: "order.processing" },
  payment: { _tag: "payment", orderid: ORDERID, attemptId: "attempt-1", paymentId: "pay_1", signature: "f00d", outcome: "approved" }
}
const TOKEN: PaymentToken = { orderid: ORDERID, attemptId: "attempt-1", amount: 50, currency: "INR", gatewayUrl: "/payment/test/attempt-1" }

const labels = (orders: ReadonlyArray<Order>) => orders.map(labelOf)
const labelOrNull = (order: Order | null) => (order === null ? null : labelOf(order))

/** Replays one path of the specification on a real order actor and compares what is seen at each step. */
const runPath = async (restored: boolean, path: TestPath<ModelSnapshot, ModelEvent>) => {
  const fakes = {
    create: heldCalls<NewOrderAnswer, NewOrderRequest>(),
    latest: heldCalls<ReadonlyArray<Order>, { readonly clientId: Id }>(),
    all: heldCalls<ReadonlyArray<Order>, { readonly clientId: Id }>(),
    update: heldCalls<Order, OrderUpdate>(),
    token: heldCalls<PaymentToken, { readonly number: number }>(),
    sms: heldCalls<void, { readonly orderid: string }>()
  }
  const machine = orderMachine.provide({
    actors: {
      createOrder: fakes.create.logic,
      fetchLatestOrders: fakes.latest.logic,
      fetchAllOrders: fakes.all.logic,
      updateOrder: fakes.update.logic,
      generateToken: fakes.token.logic,
      sendOrderSms: fakes.sms.logic
    }
  })
  const input = restored
    ? {
        clientOrder: RESTORED.clientOrder.map(orderOf),
        totalClientOrder: RESTORED.totalClientOrder.map(orderOf),
        currentOrder: orderOf(RESTORED.currentOrder),
        paymentUpdateOrder: orderOf(RESTORED.paymentUpdateOrder)
      }
    : {}
  const actor = createActor(machine, { input }).start()

  // The fake server answers from what it was sent: the update echoes the order it moved.
  const exec = async (event: ModelEvent) => {
    switch (event.type) {
      case "order.create":
        actor.send({ type: "order.create", request: REQUEST })
        break
      case "orders.latest.load":
        actor.send({ type: "orders.latest.load", clientId: CLIENT })
        break
      case "orders.all.load":
        actor.send({ type: "orders.all.load", clientId: CLIENT })
        break
      case "order.update.status":
        actor.send({ type: "order.update", update: UPDATE.status })
        break
      case "order.update.payment":
        actor.send({ type: "order.update", update: UPDATE.payment })
        break
      case "order.token.request":
        actor.send({ type: "order.token.request", number: UPDATED_N })
        break
      case "order.sms.send":
        actor.send({ type: "order.sms.send", orderid: ORDERID })
        break
      case "order.clear":
        actor.send({ type: "order.clear" })
        break
      case "order.current.set":
        actor.send({ type: "order.current.set", order: orderOf(CURRENT_SET) })
        break
      case "order.payment-update.set":
        actor.send({ type: "order.payment-update.set", payload: { order: orderOf(PAYMENT_UPDATE_SET) } })
        break
      case "order.payment-update.clear":
        actor.send({ type: "order.payment-update.clear" })
        break
      case "orders.forget":
        actor.send({ type: "orders.forget" })
        break
      case "create.succeeded":
        fakes.create.only().resolve({ success: true, order: orderOf(CREATED) })
        break
      case "create.unsuccessful":
        fakes.create.only().resolve({ success: false, order: orderOf(CREATED) })
        break
      case "latest.succeeded":
        fakes.latest.only().resolve(LATEST.map(orderOf))
        break
      case "all.succeeded":
        fakes.all.only().resolve(ALL.map(orderOf))
        break
      case "update.succeeded": {
        const call = fakes.update.only()
        const n = Number(call.input.orderid.slice(3))
        call.resolve(orderOf(label(n, call.input._tag === "payment" ? "paid" : "processing")))
        break
      }
      case "token.succeeded":
        fakes.token.only().resolve(TOKEN)
        break
      case "sms.succeeded":
        fakes.sms.only().resolve()
        break
      case "create.failed":
      case "latest.failed":
      case "all.failed":
      case "update.failed":
      case "token.failed":
      case "sms.failed": {
        const operation = answerOf(event.type) ?? "create"
        fakes[operation].only().reject(new Error(serverWords(operation)))
        break
      }
    }
    await settle()
  }

  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await exec(step.event)
    const expected = step.state.context
    const actual = actor.getSnapshot()
    const { context } = actual
    const where = `restored ${restored}: ${path.description}, step ${index}`
    expect(labels(context.clientOrder), where).toEqual(expected.clientOrder)
    expect(labels(context.totalClientOrder), where).toEqual(expected.totalClientOrder)
    expect(labelOrNull(context.currentOrder), where).toEqual(expected.currentOrder)
    expect(labelOrNull(context.paymentUpdateOrder), where).toEqual(expected.paymentUpdateOrder)
    expect(context.paymentToken, where).toEqual(expected.hasToken ? TOKEN : null)
    expect(actual.value, where).toEqual(expected.stage)
    expect(
      {
        create: context.createLoading,
        latest: context.latestLoading,
        all: context.allLoading,
        update: context.updateLoading,
        token: context.tokenLoading,
        sms: context.smsLoading
      },
      where
    ).toEqual(Object.fromEntries(OPERATIONS.map((o) => [o, expected.stage[o] === "pending"])))
    expect(
      { error: context.error, failedOperation: context.failedOperation, failureMessage: context.failureMessage },
      where
    ).toEqual(
      expected.error === null
        ? { error: null, failedOperation: null, failureMessage: null }
        : { error: FAILURE_TEXT[expected.error], failedOperation: expected.error, failureMessage: expected.errorHasWords ? serverWords(expected.error) : null }
    )
    for (const operation of OPERATIONS) {
      expect(fakes[operation].calls.length, `${where}: ${operation} calls`).toBe(expected.calls[operation])
      // Exactly the awaited call is live: every other one has settled or been abandoned (aborted).
      expect(fakes[operation].live().length, `${where}: ${operation} live calls`).toBe(expected.stage[operation] === "pending" ? 1 : 0)
    }
  }
  actor.stop()
}

// Two commands with every answer reach every pair of operations in flight at once; from a restored
// browser the same commands act on held orders (updates, clear, current order).
const CONFIGURATIONS: ReadonlyArray<{ readonly restored: boolean; readonly maxCommands: number }> = [
  { restored: false, maxCommands: 2 },
  { restored: true, maxCommands: 2 }
]

describe.each(CONFIGURATIONS)("order actor, model-based: restored $restored, up to $maxCommands commands", ({ restored, maxCommands }) => {
  // With the event in each target's key, the shortest paths take every transition of the model.
  const paths = createTestModel(specification, {
    input: { restored },
    events: MODEL_EVENTS,
    filterEvents: filterEvents(maxCommands),
    serializeTransition: (_state, event) => (event === undefined ? "" : ` via ${event.type}`)
  }).getShortestPaths()

  it("takes every kind of step, and reaches every stage of every operation", () => {
    const steps = paths.flatMap((path) => path.steps)
    const taken = paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type))
    expect(new Set(taken)).toEqual(new Set(MODEL_EVENTS.map((event) => event.type)))
    for (const operation of OPERATIONS) {
      expect(new Set(steps.map((step) => step.state.context.stage[operation]))).toEqual(new Set(["idle", "pending", "failed"]))
    }
    expect(new Set(steps.map((step) => serializeSnapshot(step.state))).size).toBeGreaterThan(100)
  })

  it("behaves as §4 and §8 say along every shortest path", async () => {
    for (const path of paths) await runPath(restored, path)
  }, 120_000)
})
