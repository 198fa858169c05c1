import { type KeptFailure, keepFailure } from "#domain/failure-words.ts"
import { type ActorRef, assertEvent, assign, enqueueActions, fromPromise, setup, type Snapshot } from "xstate"
import type { Id } from "#domain/common.ts"
import { ERROR_TEXTS, type ErrorText } from "#domain/error-texts.ts"
import type { NewOrderRequest, OrderUpdate, PaymentToken } from "#domain/http/order.http.ts"
import { adoptedOrder, adoptedReturns, type Order } from "#domain/order.ts"
import type { OrderFact } from "#domain/live.ts"
import type { FactFolds } from "#domain/order-facts.ts"
import type { ReturnRequest } from "#domain/returns.ts"
import { requestRegion } from "./request-region.ts"
import { shopOf } from "./shop-system.ts"

/**
 * §3 Order, §4 Orders: the client's orders in the browser. The root restores `clientOrder`,
 * `totalClientOrder`, `currentOrder` and `paymentUpdateOrder` (§9 keys, each decoded with the
 * domain's Order schema) into the input, provides the calls below, and persists those four keys
 * whenever they change (DESIGN §1: the machine itself has no side effects).
 *
 * Each call is a request region (`requestRegion`, request-region.ts) of one parallel state, so a
 * load, a new order, an update, a payment token and an SMS can be in flight at once. A second command
 * of a kind already in flight: the loads abandon the pending one (latest wins, reading again is
 * harmless); the writes (new order, update, token, SMS) are refused while one is pending, because
 * abandoning a write does not undo it on the server; the loading flag is what a screen uses to
 * disable its button.
 */

export const ORDER_OPERATIONS = ["create", "latest", "all", "update", "token", "sms"] as const
export type OrderOperation = (typeof ORDER_OPERATIONS)[number]

/** §8 the text stored when each call fails. */
export const ORDER_ERROR_TEXTS: { readonly [O in OrderOperation]: ErrorText } = {
  create: ERROR_TEXTS.newOrder,
  latest: ERROR_TEXTS.latestOrders,
  all: ERROR_TEXTS.allOrders,
  update: ERROR_TEXTS.orderUpdate,
  token: ERROR_TEXTS.tokenGeneration,
  sms: ERROR_TEXTS.orderSms
}

export const ORDER_LOADING_FLAGS = {
  create: "createLoading",
  latest: "latestLoading",
  all: "allLoading",
  update: "updateLoading",
  token: "tokenLoading",
  sms: "smsLoading"
} as const satisfies { readonly [O in OrderOperation]: string }

export interface OrderContext {
  /** §3 the client's latest orders (§7 'ten'), newest first; a new order goes to the front. */
  readonly clientOrder: ReadonlyArray<Order>
  /** §3 all the client's orders, as the last 'all' load gave them. */
  readonly totalClientOrder: ReadonlyArray<Order>
  /** §3 the order being worked on: the one just placed or updated, or one the screen set. */
  readonly currentOrder: Order | null
  /** §3 the order a payment result last updated (from the answer's `order` field). */
  readonly paymentUpdateOrder: Order | null
  /**
   * Issue 38: the returns of the order a screen shows (its tracking page), as read and then moved on
   * by the live stream's steps; not kept in storage (the page reads them as it opens).
   */
  readonly currentReturns: CurrentReturns | null
  /** The payment attempt last issued (§7 generatenewtoken): where the shopper pays. */
  readonly paymentToken: PaymentToken | null
  readonly createLoading: boolean
  readonly latestLoading: boolean
  readonly allLoading: boolean
  readonly updateLoading: boolean
  readonly tokenLoading: boolean
  readonly smsLoading: boolean
  /** §8 text of the last failure; cleared when the operation that failed next succeeds. */
  readonly error: ErrorText | null
  /** The operation whose failure `error` reports, or null. */
  readonly failedOperation: OrderOperation | null
  /**
   * That failure, kept (domain/failure-words.ts: its name, the server's words, e.g. how many are
   * left, and its named refusal), which a screen says in the page's language.
   */
  readonly failure: KeptFailure | null
  /** Who asked for the new order in flight, to be answered. */
  readonly createReplyTo: OrderReplyTo | null
  /** Who asked for the token in flight, to be answered. */
  readonly tokenReplyTo: OrderReplyTo | null
  /** Whether the token in flight sends the shopper to the gateway once issued. */
  readonly tokenGoesToGateway: boolean
}

/** An order's returns as the browser holds them: its requests, each with its steps. */
export interface CurrentReturns {
  readonly orderid: string
  readonly requests: ReadonlyArray<ReturnRequest>
}

/** The answer to an actor that asked for a new order or a token. */
export type OrderReply =
  | { readonly type: "order.created"; readonly order: Order }
  /** The failure, kept: the contract's failure by name (issue 35: the checkout branches on it) and the server's words. */
  | { readonly type: "order.create.failed"; readonly failure: KeptFailure }
  | { readonly type: "order.token.issued"; readonly token: PaymentToken }
  | { readonly type: "order.token.failed"; readonly failure: KeptFailure }

export type OrderReplyTo = ActorRef<Snapshot<unknown>, OrderReply>

/** What the machine tells the shop: a new order exists. */
export interface OrderCreated {
  readonly type: "order.created"
  readonly order: Order
}

/** What the machine tells the shop: an online order's payment was confirmed (its lines leave the cart). */
export interface OrderPaid {
  readonly type: "order.paid"
  readonly order: Order
}

export interface OrderMachineInput {
  readonly clientOrder?: ReadonlyArray<Order>
  readonly totalClientOrder?: ReadonlyArray<Order>
  readonly currentOrder?: Order | null
  readonly paymentUpdateOrder?: Order | null
}

/** What the new-order call answers (§7: read for success and order). */
export interface NewOrderAnswer {
  readonly success: boolean
  readonly order: Order
}

export type OrderEvent =
  | { readonly type: "order.create"; readonly request: NewOrderRequest; readonly replyTo?: OrderReplyTo }
  | { readonly type: "orders.latest.load"; readonly clientId: Id }
  | { readonly type: "orders.all.load"; readonly clientId: Id }
  | { readonly type: "order.update"; readonly update: OrderUpdate }
  | { readonly type: "order.token.request"; readonly number: number; readonly replyTo?: OrderReplyTo; readonly goToGateway?: boolean }
  | { readonly type: "order.sms.send"; readonly orderid: string }
  | { readonly type: "order.clear" }
  | { readonly type: "order.current.set"; readonly order: Order | null }
  | { readonly type: "order.payment-update.set"; readonly payload: { readonly order: Order } }
  | { readonly type: "order.payment-update.clear" }
  | { readonly type: "orders.forget" }
  /**
   * Issue 38: an event of one of the shopper's orders, or a return's or refund's step, from the live
   * stream, folded into every copy held by `fold` (domain/order-facts.ts `FACT_FOLDS`, which run the
   * order and the return lifecycle machines: the stream's code brings them, so the first page's
   * scripts carry neither machine).
   */
  | { readonly type: "order.fact"; readonly fact: OrderFact; readonly fold: FactFolds }
  /** Issue 38: the returns of the order a screen shows, as it read them. */
  | { readonly type: "order.returns.set"; readonly returns: CurrentReturns }

// The list rules of §4, each in one place.

/** §4 a new order goes to the front of the client's list (once: a repeated answer is the same order). */
export const addToFront = (orders: ReadonlyArray<Order>, order: Order): ReadonlyArray<Order> => [
  order,
  ...orders.filter((existing) => existing._id !== order._id)
]

/** An updated order replaces its old copy wherever the list holds it. */
export const replaceOrder = (orders: ReadonlyArray<Order>, order: Order): ReadonlyArray<Order> =>
  orders.some((existing) => existing._id === order._id) ? orders.map((existing) => (existing._id === order._id ? order : existing)) : orders

const sameOrder = (held: Order | null, order: Order): Order | null => (held !== null && held._id === order._id ? order : held)

/** Every copy of the fact's order in a list, with the fact applied (the same list when none changed). */
const foldInto = (fold: FactFolds, orders: ReadonlyArray<Order>, fact: OrderFact): ReadonlyArray<Order> => {
  const folded = orders.map((order) => fold.order(order, fact))
  return folded.every((order, i) => order === orders[i]) ? orders : folded
}

/** A success ends its operation's failure: its own earlier failure is no longer the news. */
const recovered = (context: OrderContext, operation: OrderOperation): Partial<OrderContext> =>
  context.failedOperation === operation ? { error: null, failedOperation: null, failure: null } : {}

const unprovided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)))

const none = {
  clientOrder: [],
  totalClientOrder: [],
  currentOrder: null,
  paymentUpdateOrder: null,
  currentReturns: null,
  paymentToken: null,
  createReplyTo: null,
  tokenReplyTo: null,
  tokenGoesToGateway: false
} as const


const orderSetup = setup({
  types: {
    context: {} as OrderContext,
    input: {} as OrderMachineInput,
    events: {} as OrderEvent
  },
  actors: {
    // STYLE §9: the root provides the real calls; without them every call fails with these messages.
    createOrder: unprovided<NewOrderAnswer, NewOrderRequest>("createOrder"),
    fetchLatestOrders: unprovided<ReadonlyArray<Order>, { readonly clientId: Id }>("fetchLatestOrders"),
    fetchAllOrders: unprovided<ReadonlyArray<Order>, { readonly clientId: Id }>("fetchAllOrders"),
    updateOrder: unprovided<Order, OrderUpdate>("updateOrder"),
    generateToken: unprovided<PaymentToken, { readonly number: number }>("generateToken"),
    sendOrderSms: unprovided<void, { readonly orderid: string }>("sendOrderSms")
  },
  guards: {
    goesToGateway: ({ context }) => context.tokenGoesToGateway,
    /** §4 only an answer with success true is an order. */
    isAnOrder: (_, params: { readonly answer: NewOrderAnswer }) => params.answer.success
  },
  actions: {
    // §8: the call's text is stored, with the failure kept beside it (the flag ends: the region is in `failed`).
    fail: assign((_, params: { readonly operation: OrderOperation; readonly error: unknown }) => ({
      error: ORDER_ERROR_TEXTS[params.operation],
      failedOperation: params.operation,
      failure: keepFailure(params.error)
    })),
    // §4 a new order with success true is added at the front of the client's order list.
    storeCreated: assign(({ context }, params: { readonly answer: NewOrderAnswer }) => ({
      clientOrder: addToFront(context.clientOrder, params.answer.order),
      totalClientOrder: context.totalClientOrder.length === 0 ? [] : addToFront(context.totalClientOrder, params.answer.order),
      currentOrder: params.answer.order,
      ...recovered(context, "create")
    })),
    // §4 fetching latest orders replaces the list.
    storeLatest: assign(({ context }, params: { readonly orders: ReadonlyArray<Order> }) => ({
      clientOrder: params.orders,
      ...recovered(context, "latest")
    })),
    // §4 fetching all orders fills the total list.
    storeAll: assign(({ context }, params: { readonly orders: ReadonlyArray<Order> }) => ({
      totalClientOrder: params.orders,
      ...recovered(context, "all")
    })),
    storeUpdated: assign(({ context }, params: { readonly order: Order; readonly payment: boolean }) => ({
      clientOrder: replaceOrder(context.clientOrder, params.order),
      totalClientOrder: replaceOrder(context.totalClientOrder, params.order),
      // §3 the order being worked on is the one just updated (the tracking page shows it).
      currentOrder: params.order,
      // §4 the payment-update order is set from the answer's order field.
      paymentUpdateOrder: params.payment ? params.order : sameOrder(context.paymentUpdateOrder, params.order),
      ...recovered(context, "update")
    })),
    storeToken: assign(({ context }, params: { readonly token: PaymentToken }) => ({
      paymentToken: params.token,
      ...recovered(context, "token")
    })),
    smsSent: assign(({ context }) => recovered(context, "sms")),
    /**
     * Issue 38: the order's copies (its lists, the current order, the payment-update order) take the
     * fact as the server recorded it (domain `withOrderFact`: the lifecycle machine applies an event).
     */
    foldFact: assign(({ context }, { fact, fold }: { readonly fact: OrderFact; readonly fold: FactFolds }) => {
      // A return's step moves the request it belongs to (the return lifecycle), in the returns held.
      if (fact._tag === "return.event") {
        const held = context.currentReturns
        if (held === null || held.orderid !== fact.orderid) return {}
        const requests = fold.returns(held.requests, fact)
        return requests === held.requests ? {} : { currentReturns: { orderid: held.orderid, requests } }
      }
      return {
        clientOrder: foldInto(fold, context.clientOrder, fact),
        totalClientOrder: foldInto(fold, context.totalClientOrder, fact),
        currentOrder: context.currentOrder === null ? null : fold.order(context.currentOrder, fact),
        paymentUpdateOrder: context.paymentUpdateOrder === null ? null : fold.order(context.paymentUpdateOrder, fact)
      }
    }),
    takeCreateRequest: assign(({ event }) => {
      assertEvent(event, "order.create")
      return { createReplyTo: event.replyTo ?? null }
    }),
    takeTokenRequest: assign(({ event }) => {
      assertEvent(event, "order.token.request")
      return { tokenReplyTo: event.replyTo ?? null, tokenGoesToGateway: event.goToGateway === true }
    }),
    /**
     * The shop is told when an update confirmed an online order's payment, once: the same payment
     * reported again (a reload of the success page) finds it already the payment-update order (§4,
     * kept in storage). Not the order lists: they may hold it as Paid already, loaded from the
     * server, which the gateway told first.
     */
    announcePaid: enqueueActions(({ context, enqueue, system }, params: { readonly order: Order }) => {
      const shop = shopOf<OrderPaid>(system)
      const reported = context.paymentUpdateOrder
      const alreadyReported = reported !== null && reported.orderid === params.order.orderid && reported.PaymentStatus === "Paid"
      if (shop !== undefined && !alreadyReported && params.order.PaymentMode === "Online" && params.order.events.at(-1)?._tag === "payment.confirmed") {
        enqueue.sendTo(shop, { type: "order.paid", order: params.order })
      }
    }),
    /** The asker gets its order, and the shop is told a new order exists. */
    answerCreated: enqueueActions(({ context, enqueue, system }, params: { readonly order: Order }) => {
      if (context.createReplyTo !== null) enqueue.sendTo(context.createReplyTo, { type: "order.created", order: params.order })
      const shop = shopOf<OrderCreated>(system)
      if (shop !== undefined) enqueue.sendTo(shop, { type: "order.created", order: params.order })
      enqueue.assign({ createReplyTo: null })
    }),
    answerCreateFailed: enqueueActions(({ context, enqueue }, params: { readonly error: unknown }) => {
      if (context.createReplyTo !== null) enqueue.sendTo(context.createReplyTo, { type: "order.create.failed", failure: keepFailure(params.error) })
      enqueue.assign({ createReplyTo: null })
    }),
    answerToken: enqueueActions(({ context, enqueue }, params: { readonly token: PaymentToken }) => {
      if (context.tokenReplyTo !== null) enqueue.sendTo(context.tokenReplyTo, { type: "order.token.issued", token: params.token })
      enqueue.assign({ tokenReplyTo: null, tokenGoesToGateway: false })
    }),
    answerTokenFailed: enqueueActions(({ context, enqueue }, params: { readonly error: unknown }) => {
      if (context.tokenReplyTo !== null) enqueue.sendTo(context.tokenReplyTo, { type: "order.token.failed", failure: keepFailure(params.error) })
      enqueue.assign({ tokenReplyTo: null, tokenGoesToGateway: false })
    }),
    /** Sends the shopper to the gateway's page for the token (the root provides it: the browser's location). */
    openGateway: (_, _params: { readonly token: PaymentToken }) => {}
  }
})

/** A failed call: the §8 text of its operation is stored, and the failure kept. */
const failWith = (operation: OrderOperation) =>
  ({ type: "fail", params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ operation, error: event.error }) }) as const

// The order's flags say whether the call is in flight (the factory's default), not §4 Brands' "stays
// true on failure": the screens may read them as busy and must let the shopper try again.

export const orderMachine = orderSetup.createMachine({
  id: "order",
  context: ({ input }) => ({
    clientOrder: input.clientOrder ?? [],
    totalClientOrder: input.totalClientOrder ?? [],
    currentOrder: input.currentOrder ?? null,
    paymentUpdateOrder: input.paymentUpdateOrder ?? null,
    currentReturns: null,
    paymentToken: null,
    // The regions' states set the flags as they are entered (machines/request-region.ts).
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
  }),
  on: {
    "order.fact": { actions: { type: "foldFact", params: ({ event }) => event } },
    // §4 clearing an order empties the order list and the current order.
    "order.clear": { actions: assign({ clientOrder: [], currentOrder: null, currentReturns: null }) },
    // §4 the current order can be set directly.
    // Issue 38: the one copy a screen reads; a copy read from the server is adopted unless the copy
    // held is the same order with more events (a fact of the live stream folded since the read).
    "order.current.set": { actions: assign({ currentOrder: ({ context, event }) => event.order === null ? null : adoptedOrder(context.currentOrder, event.order) }) },
    // Issue 38: the returns a screen read, adopted as the current order is (a request held with more
    // steps is kept: a fact folded since the read).
    "order.returns.set": {
      actions: assign({
        currentReturns: ({ context, event }) => ({
          orderid: event.returns.orderid,
          requests: adoptedReturns(context.currentReturns?.orderid === event.returns.orderid ? context.currentReturns.requests : [], event.returns.requests)
        })
      })
    },
    // §4 the payment-update order is set from a payload's order field, and can be cleared.
    "order.payment-update.set": { actions: assign({ paymentUpdateOrder: ({ event }) => event.payload.order }) },
    "order.payment-update.clear": { actions: assign({ paymentUpdateOrder: null }) },
    // Sign-out: the next shopper on this browser must not see these orders. Every call still in
    // flight is abandoned (each region goes back to idle), so no answer can bring them back.
    // Entering idle ends each loading flag.
    "orders.forget": {
      target: [".create.idle", ".latest.idle", ".all.idle", ".update.idle", ".token.idle", ".sms.idle"],
      actions: assign({ ...none, error: null, failedOperation: null, failure: null })
    }
  },
  type: "parallel",
  states: {
    create: requestRegion(orderSetup, {
      command: "order.create",
      whilePending: "refused",
      src: "createOrder",
      id: "createOrder",
      input: (event) => event.request,
      loading: ORDER_LOADING_FLAGS.create,
      onStart: "takeCreateRequest",
      onDoneTransitions: [
        {
          guard: { type: "isAnOrder", params: ({ event }) => ({ answer: event.output }) },
          target: "idle",
          actions: [
            { type: "storeCreated", params: ({ event }) => ({ answer: event.output }) },
            { type: "answerCreated", params: ({ event }) => ({ order: event.output.order }) }
          ]
        },
        // §4 only an answer with success true is an order; anything else is the call failing.
        { target: "failed", actions: [{ type: "fail", params: { operation: "create", error: null } }, { type: "answerCreateFailed", params: { error: null } }] }
      ],
      onError: [failWith("create"), { type: "answerCreateFailed", params: ({ event }) => ({ error: event.error }) }]
    }),
    latest: requestRegion(orderSetup, {
      command: "orders.latest.load",
      whilePending: "latest-wins",
      src: "fetchLatestOrders",
      id: "fetchLatestOrders",
      input: (event) => ({ clientId: event.clientId }),
      loading: ORDER_LOADING_FLAGS.latest,
      onDone: { type: "storeLatest", params: ({ event }) => ({ orders: event.output }) },
      onError: failWith("latest")
    }),
    all: requestRegion(orderSetup, {
      command: "orders.all.load",
      whilePending: "latest-wins",
      src: "fetchAllOrders",
      id: "fetchAllOrders",
      input: (event) => ({ clientId: event.clientId }),
      loading: ORDER_LOADING_FLAGS.all,
      onDone: { type: "storeAll", params: ({ event }) => ({ orders: event.output }) },
      onError: failWith("all")
    }),
    update: requestRegion(orderSetup, {
      command: "order.update",
      whilePending: "refused",
      src: "updateOrder",
      id: "updateOrder",
      input: (event) => event.update,
      loading: ORDER_LOADING_FLAGS.update,
      // Told before it is stored: what was held before the answer says whether it is news.
      onDone: [
        { type: "announcePaid", params: ({ event }) => ({ order: event.output }) },
        {
          type: "storeUpdated",
          params: ({ event }) => ({ order: event.output, payment: event.output.events.at(-1)?._tag.startsWith("payment.") ?? false })
        }
      ],
      onError: failWith("update")
    }),
    token: requestRegion(orderSetup, {
      command: "order.token.request",
      whilePending: "refused",
      src: "generateToken",
      id: "generateToken",
      input: (event) => ({ number: event.number }),
      loading: ORDER_LOADING_FLAGS.token,
      onStart: "takeTokenRequest",
      onDoneTransitions: [
        {
          guard: "goesToGateway",
          target: "idle",
          actions: [
            { type: "storeToken", params: ({ event }) => ({ token: event.output }) },
            { type: "openGateway", params: ({ event }) => ({ token: event.output }) },
            { type: "answerToken", params: ({ event }) => ({ token: event.output }) }
          ]
        },
        {
          target: "idle",
          actions: [
            { type: "storeToken", params: ({ event }) => ({ token: event.output }) },
            { type: "answerToken", params: ({ event }) => ({ token: event.output }) }
          ]
        }
      ],
      onError: [failWith("token"), { type: "answerTokenFailed", params: ({ event }) => ({ error: event.error }) }]
    }),
    sms: requestRegion(orderSetup, {
      command: "order.sms.send",
      whilePending: "refused",
      src: "sendOrderSms",
      id: "sendOrderSms",
      input: (event) => ({ orderid: event.orderid }),
      loading: ORDER_LOADING_FLAGS.sms,
      onDone: "smsSent",
      onError: failWith("sms")
    })
  }
})

export type OrderMachine = typeof orderMachine
