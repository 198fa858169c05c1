import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { Id } from "#domain/common.ts"
import type { NewOrderRequest, OrderUpdate, PaymentToken } from "#domain/http/order.http.ts"
import { type Address, Order, type OrderEvent, orderAmountsOf, type OrderLine } from "#domain/order.ts"
import {
  type NewOrderAnswer,
  ORDER_LOADING_FLAGS,
  type OrderContext,
  type OrderEvent as OrderCommand,
  orderMachine,
  type OrderMachineInput,
  type OrderOperation
} from "./order.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { order as fixtureOrder, requestedReturn, returnApproved } from "./shop-fixtures.test-support.ts"
import { FACT_FOLDS } from "#domain/order-facts.ts"
import { failedCall } from "./failures.test-support.ts"
import { CallFailed, FAILURE_SENTENCES, SOMETHING_WENT_WRONG, Unreachable } from "#domain/failures.ts"

// The order actor (§3 Order, §4 Orders, §8): one test per rule of what it holds. The calls are
// fakes answered by hand, so each test decides when and how the server answers.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

const HOME: Address = {
  _id: id(500),
  Name: "Asha Rao",
  Mobile: "9876543210",
  HNo: "Flat 4B, Lotus Apartments",
  StreetDet: "12th Main Road",
  LandMark: "Near the temple",
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

const placedAt = "2026-01-05T10:00:00.000Z"

/** Order number n (BZ-00000n): a cash order just received, its figures by the §9 rules (orderAmountsOf). */
const order = (n: number): Order => {
  const lines = [line(1, 40 + n, 50 + n, 2), line(2, 300, 350, 1)] as const
  return {
    _id: id(n),
    orderid: `BZ-${String(n).padStart(6, "0")}`,
    client: id(900),
    address: HOME,
    lines,
    ...orderAmountsOf({ lines, rainStatus: false, coupon: 0, wallet: 0 }),
    couponCode: null,
    PaymentMode: "Cash on Delivery",
    PaymentStatus: "Pending",
    Status: 1,
    StatusText: "Received",
    events: [{ _tag: "order.placed", at: placedAt, by: "customer", PaymentMode: "Cash on Delivery" }],
    createdAt: placedAt
  }
}

const withEvent = (o: Order, event: OrderEvent): Order => ({ ...o, events: [...o.events, event] })

/** The order as an admin's status move answers it: Processing. */
const processing = (o: Order): Order =>
  ({ ...withEvent(o, { _tag: "order.processing", at: placedAt, by: "admin" }), Status: 2, StatusText: "Processing" })

/** The order as a payment result answers it: an online order, paid. */
const paid = (o: Order): Order => ({
  ...withEvent({ ...o, PaymentMode: "Online", events: [{ _tag: "order.placed", at: placedAt, by: "customer", PaymentMode: "Online" }] }, {
    _tag: "payment.confirmed",
    at: placedAt,
    by: "system"
  }),
  PaymentStatus: "Paid"
})

const request: NewOrderRequest = {
  lines: [{ PackId: id(201), PackOptionId: id(301), quantity: 2 }],
  addressId: HOME._id,
  PaymentMode: "Cash on Delivery",
  idempotencyKey: "co-0123456789abcdef"
}

const statusUpdate = (o: Order): OrderUpdate => ({ _tag: "status", orderid: o.orderid, event: "order.processing" })
const paymentUpdate = (o: Order): OrderUpdate => ({
  _tag: "payment",
  orderid: o.orderid,
  attemptId: "attempt-1",
  paymentId: "pay_1",
  signature: "f00d",
  outcome: "approved"
})

const token = (o: Order): PaymentToken => ({
  orderid: o.orderid,
  attemptId: "attempt-1",
  amount: o.Netpayable,
  currency: "INR",
  gatewayUrl: "/payment/test-gateway/attempt-1"
})

/** Lets the promise callbacks run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const startOrders = (input: OrderMachineInput = {}) => {
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
  const actor = createActor(machine, { input }).start()
  return { actor, fakes, context: (): OrderContext => actor.getSnapshot().context }
}

const CLIENT = id(900)

/** The command that starts each operation's call. */
const COMMAND: { readonly [O in OrderOperation]: OrderCommand } = {
  create: { type: "order.create", request },
  latest: { type: "orders.latest.load", clientId: CLIENT },
  all: { type: "orders.all.load", clientId: CLIENT },
  update: { type: "order.update", update: statusUpdate(order(1)) },
  token: { type: "order.token.request", number: 1 },
  sms: { type: "order.sms.send", orderid: order(1).orderid }
}

/** §8 written out, as the spec spells each text. */
const FAILURE_TEXT: { readonly [O in OrderOperation]: string } = {
  create: "grocer order not create",
  latest: "Pincode Not Found",
  all: "Orders Not Found",
  update: "order Not Updated",
  token: "Pincode Not Found",
  sms: "Order Failed"
}

const OPERATIONS = Object.keys(FAILURE_TEXT) as ReadonlyArray<OrderOperation>

const idleEverywhere = { create: "idle", latest: "idle", all: "idle", update: "idle", token: "idle", sms: "idle" }

describe("the order fixtures", () => {
  it("are orders the domain accepts: their figures follow the §9 rules for their lines", () => {
    for (const fixture of [order(1), order(2), processing(order(1)), paid(order(1))]) {
      expect(Schema.decodeUnknownEither(Order)(fixture)._tag).toBe("Right")
    }
  })
})

describe("the order actor at start", () => {
  it("holds no order, nothing is loading, no error, and it calls nothing until asked", () => {
    const { actor, fakes, context } = startOrders()
    expect(actor.getSnapshot().value).toEqual(idleEverywhere)
    expect(context()).toEqual({
      clientOrder: [],
      totalClientOrder: [],
      currentOrder: null,
      paymentUpdateOrder: null,
      currentReturns: null,
      paymentToken: null,
      createLoading: false,
      latestLoading: false,
      allLoading: false,
      updateLoading: false,
      tokenLoading: false,
      smsLoading: false,
      error: null,
      failedOperation: null,
      failure: null,
      createReplyTo: null,
      tokenReplyTo: null,
      tokenGoesToGateway: false
    })
    for (const fake of Object.values(fakes)) expect(fake.calls).toHaveLength(0)
  })

  it("restores clientOrder, totalClientOrder, currentOrder and paymentUpdateOrder from its input (§4 read back on start)", () => {
    const input = {
      clientOrder: [order(2), order(1)],
      totalClientOrder: [order(3), order(2), order(1)],
      currentOrder: order(2),
      paymentUpdateOrder: paid(order(1))
    }
    const { context } = startOrders(input)
    expect(context()).toMatchObject(input)
    expect(context().paymentToken).toBeNull()
  })
})

describe("order.create (§4 a new order with success true is added at the front)", () => {
  it("sends the request, with createLoading true while the call is pending", () => {
    const { actor, fakes, context } = startOrders()
    actor.send({ type: "order.create", request })
    expect(fakes.create.calls.map((call) => call.input)).toEqual([request])
    expect(actor.getSnapshot().matches({ create: "pending" })).toBe(true)
    expect(context().createLoading).toBe(true)
  })

  it("puts the new order at the front of clientOrder and makes it the currentOrder", async () => {
    const { actor, fakes, context } = startOrders({ clientOrder: [order(2), order(1)], currentOrder: order(1) })
    actor.send({ type: "order.create", request })
    fakes.create.latest().resolve({ success: true, order: order(3) })
    await settle()
    expect(context()).toMatchObject({ clientOrder: [order(3), order(2), order(1)], currentOrder: order(3), createLoading: false })
    expect(actor.getSnapshot().matches({ create: "idle" })).toBe(true)
  })

  it("holds a repeated answer for the same _id once, at the front", async () => {
    const { actor, fakes, context } = startOrders({ clientOrder: [order(2), order(1)] })
    actor.send({ type: "order.create", request })
    fakes.create.latest().resolve({ success: true, order: order(1) })
    await settle()
    actor.send({ type: "order.create", request })
    fakes.create.latest().resolve({ success: true, order: order(1) })
    await settle()
    expect(context().clientOrder).toEqual([order(1), order(2)])
  })

  it("adds the new order to the front of totalClientOrder too, once all orders have been loaded", async () => {
    const { actor, fakes, context } = startOrders({ totalClientOrder: [order(1)] })
    actor.send({ type: "order.create", request })
    fakes.create.latest().resolve({ success: true, order: order(2) })
    await settle()
    expect(context().totalClientOrder).toEqual([order(2), order(1)])
  })

  it("changes no list and no current order when the answer's success is false, and counts it as the call failing", async () => {
    const held = { clientOrder: [order(1)], totalClientOrder: [order(1)], currentOrder: order(1) }
    const { actor, fakes, context } = startOrders(held)
    actor.send({ type: "order.create", request })
    fakes.create.latest().resolve({ success: false, order: order(2) })
    await settle()
    expect(context()).toMatchObject({ ...held, createLoading: false, error: "grocer order not create", failedOperation: "create", failure: { _tag: "KeptFailure", failure: null, sentence: SOMETHING_WENT_WRONG } })
    expect(actor.getSnapshot().matches({ create: "failed" })).toBe(true)
  })
})

describe("orders.latest.load and orders.all.load (§4 latest replaces the list, all fills the total list)", () => {
  it("replaces clientOrder with the latest orders and leaves the other lists alone", async () => {
    const { actor, fakes, context } = startOrders({ clientOrder: [order(9)], totalClientOrder: [order(9)], currentOrder: order(9) })
    actor.send({ type: "orders.latest.load", clientId: CLIENT })
    expect(fakes.latest.calls.map((call) => call.input)).toEqual([{ clientId: CLIENT }])
    expect(context().latestLoading).toBe(true)
    fakes.latest.latest().resolve([order(2), order(1)])
    await settle()
    expect(context()).toMatchObject({
      clientOrder: [order(2), order(1)],
      totalClientOrder: [order(9)],
      currentOrder: order(9),
      latestLoading: false
    })
  })

  it("fills totalClientOrder with all the client's orders and leaves clientOrder alone", async () => {
    const { actor, fakes, context } = startOrders({ clientOrder: [order(3)] })
    actor.send({ type: "orders.all.load", clientId: CLIENT })
    expect(fakes.all.calls.map((call) => call.input)).toEqual([{ clientId: CLIENT }])
    expect(context().allLoading).toBe(true)
    fakes.all.latest().resolve([order(3), order(2), order(1)])
    await settle()
    expect(context()).toMatchObject({ clientOrder: [order(3)], totalClientOrder: [order(3), order(2), order(1)], allLoading: false })
  })
})

describe("the orders held by the screen (§4 clear, payment-update, current order)", () => {
  it("order.clear empties clientOrder and currentOrder only", () => {
    const { actor, context } = startOrders({
      clientOrder: [order(2), order(1)],
      totalClientOrder: [order(2), order(1)],
      currentOrder: order(2),
      paymentUpdateOrder: paid(order(1))
    })
    actor.send({ type: "order.clear" })
    expect(context()).toMatchObject({
      clientOrder: [],
      currentOrder: null,
      totalClientOrder: [order(2), order(1)],
      paymentUpdateOrder: paid(order(1))
    })
  })

  it("order.payment-update.set takes the payload's order field, and order.payment-update.clear empties it", () => {
    const { actor, context } = startOrders()
    actor.send({ type: "order.payment-update.set", payload: { order: paid(order(1)) } })
    expect(context().paymentUpdateOrder).toEqual(paid(order(1)))
    actor.send({ type: "order.payment-update.clear" })
    expect(context().paymentUpdateOrder).toBeNull()
  })

  it("order.current.set sets the current order directly, and null unsets it", () => {
    const { actor, context } = startOrders({ clientOrder: [order(1)] })
    actor.send({ type: "order.current.set", order: order(2) })
    expect(context()).toMatchObject({ currentOrder: order(2), clientOrder: [order(1)] })
    actor.send({ type: "order.current.set", order: null })
    expect(context().currentOrder).toBeNull()
  })

  it("order.current.set keeps the copy held when it has more events than the copy offered (issue 38: a fact folded since the read)", () => {
    const placed = order(2)
    const moved = processing(placed)
    const { actor, context } = startOrders({ currentOrder: moved })
    actor.send({ type: "order.current.set", order: placed })
    expect(context().currentOrder).toBe(moved)
    const again = { ...moved }
    actor.send({ type: "order.current.set", order: again })
    expect(context().currentOrder).toBe(again)
  })
})

describe("the returns of the order a screen shows (issue 38)", () => {
  it("are set as read, moved by the stream's steps of their order only, and gone when the order is cleared or forgotten", () => {
    const { actor, context } = startOrders()
    expect(context().currentReturns).toBeNull()
    actor.send({ type: "order.returns.set", returns: { orderid: fixtureOrder.orderid, requests: [requestedReturn] } })
    actor.send({ type: "order.fact", fact: { ...returnApproved, orderid: "BZ-000999" }, fold: FACT_FOLDS })
    expect(context().currentReturns?.requests).toEqual([requestedReturn])
    actor.send({ type: "order.fact", fact: returnApproved, fold: FACT_FOLDS })
    const approved = context().currentReturns!.requests
    expect(approved.map((request) => request.status)).toEqual(["Approved"])
    // A read from before the step does not take it back; one with it (or more) is the server's word.
    actor.send({ type: "order.returns.set", returns: { orderid: fixtureOrder.orderid, requests: [requestedReturn] } })
    expect(context().currentReturns?.requests).toEqual(approved)
    actor.send({ type: "order.clear" })
    expect(context().currentReturns).toBeNull()
    actor.send({ type: "order.returns.set", returns: { orderid: fixtureOrder.orderid, requests: [requestedReturn] } })
    actor.send({ type: "orders.forget" })
    expect(context().currentReturns).toBeNull()
  })
})

describe("order.update (§7 PUT order/{orderid})", () => {
  it("sends the update, and replaces the answered order wherever it is held: both lists and the current order", async () => {
    const { actor, fakes, context } = startOrders({
      clientOrder: [order(2), order(1)],
      totalClientOrder: [order(3), order(2), order(1)],
      currentOrder: order(2)
    })
    actor.send({ type: "order.update", update: statusUpdate(order(2)) })
    expect(fakes.update.calls.map((call) => call.input)).toEqual([statusUpdate(order(2))])
    expect(context().updateLoading).toBe(true)
    fakes.update.latest().resolve(processing(order(2)))
    await settle()
    expect(context()).toMatchObject({
      clientOrder: [processing(order(2)), order(1)],
      totalClientOrder: [order(3), processing(order(2)), order(1)],
      currentOrder: processing(order(2)),
      paymentUpdateOrder: null,
      updateLoading: false
    })
  })

  it("makes the updated order the current one (§3 the order being worked on), and leaves lists that do not hold it as they were", async () => {
    const { actor, fakes, context } = startOrders({ clientOrder: [order(1)], totalClientOrder: [], currentOrder: order(1) })
    actor.send({ type: "order.update", update: statusUpdate(order(2)) })
    fakes.update.latest().resolve(processing(order(2)))
    await settle()
    expect(context()).toMatchObject({ clientOrder: [order(1)], totalClientOrder: [], currentOrder: processing(order(2)) })
  })

  it("makes a payment result's answer the paymentUpdateOrder (§4 set from the answer's order field)", async () => {
    const { actor, fakes, context } = startOrders({ clientOrder: [order(1)], paymentUpdateOrder: order(7) })
    actor.send({ type: "order.update", update: paymentUpdate(order(1)) })
    fakes.update.latest().resolve(paid(order(1)))
    await settle()
    expect(context()).toMatchObject({ clientOrder: [paid(order(1))], paymentUpdateOrder: paid(order(1)) })
  })
})

describe("order.token.request and order.sms.send", () => {
  it("asks for a payment token with the order's number and stores the token", async () => {
    const { actor, fakes, context } = startOrders()
    actor.send({ type: "order.token.request", number: 123 })
    expect(fakes.token.calls.map((call) => call.input)).toEqual([{ number: 123 }])
    expect(context().tokenLoading).toBe(true)
    fakes.token.latest().resolve(token(order(1)))
    await settle()
    expect(context()).toMatchObject({ paymentToken: token(order(1)), tokenLoading: false })
  })

  it("sends the order SMS by orderid, and the flag ends when it is sent", async () => {
    const { actor, fakes, context } = startOrders()
    actor.send({ type: "order.sms.send", orderid: "BZ-000001" })
    expect(fakes.sms.calls.map((call) => call.input)).toEqual([{ orderid: "BZ-000001" }])
    expect(context().smsLoading).toBe(true)
    fakes.sms.latest().resolve()
    await settle()
    expect(context()).toMatchObject({ smsLoading: false, error: null })
  })
})

describe("failures (§8: the call's text is stored, with the failure kept beside it)", () => {
  it.each(OPERATIONS)("%s: stores its §8 text and the failure with the server's message, and ends its loading flag", async (operation) => {
    const { actor, fakes, context } = startOrders({ clientOrder: [order(1)], totalClientOrder: [order(1)], currentOrder: order(1) })
    actor.send(COMMAND[operation])
    expect(context()[ORDER_LOADING_FLAGS[operation]]).toBe(true)
    fakes[operation].latest().reject(failedCall("Only 2 left of Product 1"))
    await settle()
    expect(actor.getSnapshot().value).toEqual({ ...idleEverywhere, [operation]: "failed" })
    expect(context()).toMatchObject({
      error: FAILURE_TEXT[operation],
      failedOperation: operation,
      failure: { _tag: "KeptFailure", failure: "Conflict", sentence: "Only 2 left of Product 1" },
      [ORDER_LOADING_FLAGS[operation]]: false,
      // A failure changes no order held.
      clientOrder: [order(1)],
      totalClientOrder: [order(1)],
      currentOrder: order(1)
    })
  })

  it("gives the general sentence when the failure is not a failed call (never its internal words)", async () => {
    const { actor, fakes, context } = startOrders()
    actor.send(COMMAND.latest)
    fakes.latest.latest().reject(new Error("TypeError: x is undefined"))
    await settle()
    expect(context()).toMatchObject({ error: "Pincode Not Found", failure: { _tag: "KeptFailure", failure: null, sentence: SOMETHING_WENT_WRONG } })
  })

  it("gives the sentence of a shop that could not be reached", async () => {
    const { actor, fakes, context } = startOrders()
    actor.send(COMMAND.latest)
    fakes.latest.latest().reject(new CallFailed({ text: "Pincode Not Found", reason: new Unreachable({ detail: "Failed to fetch" }) }))
    await settle()
    expect(context()).toMatchObject({ error: "Pincode Not Found", failure: { _tag: "KeptFailure", failure: "Unreachable", sentence: FAILURE_SENTENCES.Unreachable } })
  })

  it("can be tried again after a failure, and that call's success clears the error", async () => {
    const { actor, fakes, context } = startOrders()
    actor.send({ type: "order.create", request })
    fakes.create.latest().reject(failedCall("refused"))
    await settle()
    actor.send({ type: "order.create", request })
    expect(fakes.create.calls).toHaveLength(2)
    fakes.create.latest().resolve({ success: true, order: order(1) })
    await settle()
    expect(context()).toMatchObject({ clientOrder: [order(1)], error: null, failedOperation: null, failure: null })
  })

  it("keeps one operation's failure reported when another operation succeeds", async () => {
    const { actor, fakes, context } = startOrders()
    actor.send(COMMAND.all)
    fakes.all.latest().reject(failedCall("nope"))
    await settle()
    actor.send(COMMAND.latest)
    fakes.latest.latest().resolve([order(1)])
    await settle()
    expect(context()).toMatchObject({ clientOrder: [order(1)], error: "Orders Not Found", failedOperation: "all", failure: { _tag: "KeptFailure", failure: "Conflict", sentence: "nope" } })
  })
})

describe("commands while a call is pending", () => {
  it.each(["create", "update", "token", "sms"] as const)(
    "%s is a write: a second command while one is pending is refused, and the first call is not abandoned",
    (operation) => {
      const { actor, fakes, context } = startOrders()
      actor.send(COMMAND[operation])
      actor.send(COMMAND[operation])
      expect(fakes[operation].calls).toHaveLength(1)
      expect(fakes[operation].calls[0]?.signal.aborted).toBe(false)
      expect(context()[ORDER_LOADING_FLAGS[operation]]).toBe(true)
    }
  )

  it("a refused second create leaves one order: the pending call's answer is taken", async () => {
    const { actor, fakes, context } = startOrders()
    actor.send({ type: "order.create", request })
    actor.send({ type: "order.create", request: { ...request, idempotencyKey: "co-another-key-0001" } })
    fakes.create.latest().resolve({ success: true, order: order(1) })
    await settle()
    expect(context()).toMatchObject({ clientOrder: [order(1)], currentOrder: order(1), createLoading: false })
    expect(fakes.create.calls).toHaveLength(1)
  })

  it.each([
    ["latest", "clientOrder"],
    ["all", "totalClientOrder"]
  ] as const)("%s is a load: a second load abandons the first, whose late answer is ignored (latest wins)", async (operation, list) => {
    const { actor, fakes, context } = startOrders()
    actor.send(COMMAND[operation])
    actor.send(COMMAND[operation])
    const [first, second] = fakes[operation].calls
    expect(fakes[operation].calls).toHaveLength(2)
    expect(first?.signal.aborted).toBe(true)
    second?.resolve([order(2)])
    await settle()
    first?.resolve([order(9)])
    await settle()
    expect(context()[list]).toEqual([order(2)])
    expect(context()[ORDER_LOADING_FLAGS[operation]]).toBe(false)
  })

  it("runs calls of different kinds at once, each with its own flag", async () => {
    const { actor, fakes, context } = startOrders()
    for (const operation of OPERATIONS) actor.send(COMMAND[operation])
    for (const operation of OPERATIONS) expect(fakes[operation].calls).toHaveLength(1)
    expect(Object.values(ORDER_LOADING_FLAGS).map((flag) => context()[flag])).toEqual([true, true, true, true, true, true])
    fakes.latest.latest().resolve([order(1)])
    await settle()
    expect(context()).toMatchObject({ clientOrder: [order(1)], latestLoading: false, createLoading: true, allLoading: true })
  })
})

describe("orders.forget (sign-out: the next shopper on this browser must not see these orders)", () => {
  it("empties every list, the current and payment-update orders, the token and the error", async () => {
    const { actor, fakes, context } = startOrders({
      clientOrder: [order(2), order(1)],
      totalClientOrder: [order(2), order(1)],
      currentOrder: order(2),
      paymentUpdateOrder: paid(order(1))
    })
    actor.send(COMMAND.token)
    fakes.token.latest().resolve(token(order(1)))
    await settle()
    actor.send(COMMAND.sms)
    fakes.sms.latest().reject(failedCall("no SMS"))
    await settle()
    actor.send({ type: "orders.forget" })
    expect(context()).toMatchObject({
      clientOrder: [],
      totalClientOrder: [],
      currentOrder: null,
      paymentUpdateOrder: null,
      paymentToken: null,
      error: null,
      failedOperation: null,
      failure: null
    })
  })

  it("does not let a load still in flight bring the forgotten orders back when it answers", async () => {
    const { actor, fakes, context } = startOrders()
    actor.send(COMMAND.latest)
    const pending = fakes.latest.latest()
    actor.send({ type: "orders.forget" })
    // The call is abandoned, and its answer, should it still come, is ignored.
    expect(pending.signal.aborted).toBe(true)
    pending.resolve([order(1)])
    await settle()
    expect(context().clientOrder).toEqual([])
    expect(context().latestLoading).toBe(false)
  })
})
