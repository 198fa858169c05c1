import { Either, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { getShortestPaths } from "xstate/graph"
import { type LifecycleMachineEvent, orderLifecycleMachine } from "#domain/order-lifecycle.machine.ts"
import { decideEvent, type LifecycleEvent, type OrderState, orderStateOf } from "#domain/order-lifecycle.ts"
import { isAwaitingPayment, Order, type OrderEventTag, orderNumberOf, type PaymentMode, STATUS_TEXT } from "#domain/order.ts"
import { call, order, orderOf, type SellableOption, sellableOptions, setStock, type Shopper, shopper, stockOf } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// DESIGN §2, §4: every allowed and refused transition of an order, generated from the domain's
// lifecycle machine. xstate/graph's getShortestPaths walks the machine over the events the API's
// commands send, from before placing in each payment mode; every reachable state is reached through
// the real API by its shortest path, and then every command, as every actor who can send it, is
// sent in it. The server must do exactly what the machine says: the same next state and one more
// event (a paid order's cancellation two: the server refunds it at once, issue 32), or 409 with the
// machine's words and the order untouched. Two refusals come before the
// machine: a customer's status move (403), and a payment for an order that is not awaiting one
// (no token, 409).

type ForwardTag = "order.processing" | "order.dispatched" | "order.out-for-delivery" | "order.delivered"
const FORWARD: ReadonlyArray<ForwardTag> = ["order.processing", "order.dispatched", "order.out-for-delivery", "order.delivered"]
const FORWARD_TARGET = { "order.processing": 2, "order.dispatched": 3, "order.out-for-delivery": 4, "order.delivered": 5 } as const

/** What a person (or the gateway) can do to a placed order through the API. */
type Command =
  | { readonly _tag: "cancel"; readonly as: "customer" | "admin" }
  | { readonly _tag: "move"; readonly as: "customer" | "admin"; readonly event: ForwardTag }
  | { readonly _tag: "pay"; readonly outcome: "approved" | "declined" }

const COMMANDS: ReadonlyArray<Command> = [
  { _tag: "cancel", as: "customer" },
  { _tag: "cancel", as: "admin" },
  ...FORWARD.flatMap((event) => (["admin", "customer"] as const).map((as) => ({ _tag: "move", as, event }) as const)),
  // Only the gateway records a payment result (the shopper relays its signed word).
  { _tag: "pay", outcome: "approved" },
  { _tag: "pay", outcome: "declined" }
]

const labelOf = (command: Command): string => {
  switch (command._tag) {
    case "cancel": return `${command.as} cancels`
    case "move": return `${command.as} moves to ${STATUS_TEXT[FORWARD_TARGET[command.event]]}`
    case "pay": return `the gateway ${command.outcome === "approved" ? "approves" : "declines"} a payment`
  }
}

/** The lifecycle event a command asks for. */
const eventOf = (command: Command): Exclude<LifecycleEvent, { _tag: "order.placed" }> => {
  switch (command._tag) {
    case "cancel": return { _tag: "order.cancelled", by: command.as }
    case "move": return { _tag: command.event, by: command.as }
    case "pay": return { _tag: command.outcome === "approved" ? "payment.confirmed" : "payment.failed", by: "system" }
  }
}

/** The machine's events for the API's calls: placing an order (in each mode) and every command. */
const PLACINGS: ReadonlyArray<LifecycleMachineEvent> = (["Cash on Delivery", "Online"] as const).map((PaymentMode) => (
  { type: "order.placed", by: "customer", PaymentMode }
))
const machineEventOf = (command: Command): LifecycleMachineEvent => {
  const event = eventOf(command)
  // No command asks for order.refunded: a refund is recorded by the shop, never sent as a command.
  return { type: event._tag, by: event.by } as LifecycleMachineEvent
}
const keyOfEvent = (event: LifecycleMachineEvent) => JSON.stringify(event)
const COMMAND_OF_EVENT = new Map(COMMANDS.map((command) => [keyOfEvent(machineEventOf(command)), command]))

/** What the API must answer to a command in a state: the events it appends (a cancellation of a paid order two, issue 32). */
type Expected =
  | { readonly _tag: "accepted"; readonly next: OrderState; readonly events: ReadonlyArray<{ readonly _tag: OrderEventTag; readonly by: string }> }
  /** Refused before the machine is asked: a customer's status move (403), or no payment token (409). */
  | { readonly _tag: "refused"; readonly status: 403 | 409; readonly at: "command" | "token"; readonly message: (orderid: string) => string }

/**
 * generatenewtoken hands out a payment attempt only for an order awaiting payment (the domain's
 * isAwaitingPayment); without a token the gateway is never reached.
 */
const tokenRefusal = (state: OrderState): ((orderid: string) => string) | undefined =>
  state.PaymentMode !== "Online"
    ? (orderid) => `Order ${orderid} is paid in cash on delivery.`
    : !isAwaitingPayment(state)
      ? (orderid) => `Order ${orderid} is not waiting for payment (its payment is ${state.PaymentStatus}).`
      : undefined

/** A state the machine reached, its snapshot and the API calls that lead there from nothing. */
interface Reached {
  readonly state: OrderState
  readonly snapshot: Parameters<typeof decideEvent>[0]
  readonly placing: PaymentMode
  readonly path: ReadonlyArray<Command>
}

const expectedOf = ({ state, snapshot }: Reached, command: Command): Expected => {
  if (command._tag === "move" && command.as === "customer") {
    return { _tag: "refused", status: 403, at: "command", message: () => "Only an admin can move an order's status." }
  }
  if (command._tag === "pay") {
    const refusal = tokenRefusal(state)
    if (refusal !== undefined) return { _tag: "refused", status: 409, at: "token", message: refusal }
  }
  const event = eventOf(command)
  const decided = decideEvent(snapshot, event)
  if (Either.isLeft(decided)) return { _tag: "refused", status: 409, at: "command", message: () => decided.left.message }
  const [after, refunded] = refundedOnCancel(decided.right, event)
  const next = orderStateOf(after)
  if (next === undefined) throw new Error(`${event._tag} led back to before placing`)
  return { _tag: "accepted", next, events: [{ _tag: event._tag, by: event.by }, ...(refunded ? [{ _tag: "order.refunded" as const, by: "system" }] : [])] }
}

/**
 * Issue 32: the server gives back what a cancelled order holds in the same call, recording
 * `order.refunded` (whole, by the system): a paid order cancelled is Refunded at once. (These orders
 * use no wallet, so only a taken payment is held.)
 */
const refundedOnCancel = (snapshot: Reached["snapshot"], event: { readonly _tag: string }): readonly [Reached["snapshot"], boolean] => {
  if (event._tag !== "order.cancelled" || snapshot.context.PaymentStatus !== "Paid") return [snapshot, false]
  return [Either.getOrThrow(decideEvent(snapshot, { _tag: "order.refunded", by: "system", whole: true })), true]
}

const nameOf = (state: OrderState) => `${state.PaymentMode}, ${state.StatusText}/${state.PaymentStatus}`

/** Every state the machine reaches by the API's events, each by a shortest path (xstate/graph). */
const PATHS = getShortestPaths(orderLifecycleMachine, { events: [...PLACINGS, ...COMMANDS.map(machineEventOf)] })

const REACHABLE: ReadonlyArray<Reached> = PATHS.flatMap(({ state: snapshot, steps }) => {
  const state = orderStateOf(snapshot)
  if (state === undefined) return [] // before placing: no order to send commands to
  // A path's first step is xstate's own "xstate.init", the machine starting.
  const [placed, ...rest] = steps.map((step) => step.event).filter((event) => (event.type as string) !== "xstate.init")
  if (placed?.type !== "order.placed") throw new Error(`a path to ${nameOf(state)} does not start by placing the order`)
  const path = rest.map((event) => {
    const command = COMMAND_OF_EVENT.get(keyOfEvent(event))
    if (command === undefined) throw new Error(`no API command sends ${keyOfEvent(event)}`)
    return command
  })
  // A path that ends by cancelling a paid order reaches, through the API, its refunded state.
  const last = rest.at(-1)
  if (last?.type === "order.cancelled" && state.PaymentStatus === "Paid") {
    const [refunded] = refundedOnCancel(snapshot, { _tag: "order.cancelled" })
    return [{ state: orderStateOf(refunded)!, snapshot: refunded, placing: placed.PaymentMode, path }]
  }
  return [{ state, snapshot, placing: placed.PaymentMode, path }]
})

const CASES = REACHABLE.flatMap((reached) => COMMANDS.map((command) => {
  const expected = expectedOf(reached, command)
  const outcome = expected._tag === "accepted"
    ? `${expected.next.StatusText}/${expected.next.PaymentStatus}`
    : `refused (${expected.status}${expected.at === "token" ? ", no payment token" : ""})`
  return { name: `${nameOf(reached.state)}: ${labelOf(command)} → ${outcome}`, reached, command, expected }
}))

describe("the lifecycle model", () => {
  it("reaches the 6 Cash on Delivery and 10 Online states the machine allows from a placed order (a paid one cancelled is refunded at once)", () => {
    expect(REACHABLE.map(({ state }) => `${nameOf(state)}`).sort()).toEqual([
      "Cash on Delivery, Cancelled/Pending",
      "Cash on Delivery, Delivered/Paid",
      "Cash on Delivery, Dispatched/Pending",
      "Cash on Delivery, Out for delivery/Pending",
      "Cash on Delivery, Processing/Pending",
      "Cash on Delivery, Received/Pending",
      "Online, Cancelled/Failed",
      "Online, Cancelled/Pending",
      "Online, Cancelled/Refunded",
      "Online, Delivered/Paid",
      "Online, Dispatched/Paid",
      "Online, Out for delivery/Paid",
      "Online, Processing/Paid",
      "Online, Received/Failed",
      "Online, Received/Paid",
      "Online, Received/Pending"
    ])
    // Shortest: an Online order is delivered by paying and four steps, a cash one by four steps.
    const delivered = REACHABLE.filter(({ state }) => state.Status === 5).map(({ placing, path }) => [placing, path.map(labelOf)])
    expect(delivered.sort()).toEqual([
      ["Cash on Delivery", ["admin moves to Processing", "admin moves to Dispatched", "admin moves to Out for delivery", "admin moves to Delivered"]],
      ["Online", ["the gateway approves a payment", "admin moves to Processing", "admin moves to Dispatched", "admin moves to Out for delivery", "admin moves to Delivered"]]
    ])
  })

  it("offers a payment token in exactly the states where the machine accepts the payment's confirmation", () => {
    for (const { state, snapshot } of REACHABLE) {
      const confirmable = Either.isRight(decideEvent(snapshot, { _tag: "payment.confirmed", by: "system" }))
      expect(tokenRefusal(state) === undefined, nameOf(state)).toBe(confirmable)
    }
  })
})

let server: TestServer
let admin: Shopper
let option: SellableOption
const decodeOrder = Schema.decodeUnknownSync(Order)
const STOCK = 100_000

beforeAll(async () => {
  server = await startTestServer({ products: 40 })
  admin = await shopper(server, "admin")
  option = (await sellableOptions(server, 1))[0]!
  await setStock(server, option.PackOptionId, STOCK)
})
afterAll(() => server?.close())


const orderNow = async (orderid: string, owner: Shopper) => {
  const answer = await call(server, "GET", `/order/${orderid}`, owner.cookie)
  expect(answer.status).toBe(200)
  return decodeOrder(orderOf(answer))
}

/** Sends a command as the API's callers would; a payment goes token, gateway page, then the browser's relay. */
const send = async (command: Command, orderid: string, owner: Shopper) => {
  const path = `/order/${orderid}`
  switch (command._tag) {
    case "cancel":
      return { at: "command" as const, ...await call(server, "PUT", path, (command.as === "admin" ? admin : owner).cookie, { _tag: "cancel", orderid }) }
    case "move":
      return { at: "command" as const, ...await call(server, "PUT", path, (command.as === "admin" ? admin : owner).cookie, { _tag: "status", orderid, event: command.event }) }
    case "pay": {
      const token = await call(server, "GET", `/order/generatenewtoken/${orderNumberOf(orderid)}`, owner.cookie)
      if (token.status !== 200) return { at: "token" as const, ...token }
      const { attemptId } = (token.body as { token: { attemptId: string } }).token
      const gateway = await fetch(`${server.baseUrl}/pay/test/${attemptId}`, {
        method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", cookie: owner.cookie }, body: `outcome=${command.outcome}`
      })
      // The gateway settles with the shop and sends the shopper back with the signed result,
      // which the browser reports (an accepted result reported twice is recorded once).
      expect(gateway.status).toBe(303)
      const back = new URL(gateway.headers.get("location")!, server.baseUrl)
      expect(back.pathname).toBe("/OrderSuccess")
      expect(back.searchParams.get("outcome")).toBe(command.outcome)
      const result = Object.fromEntries(["attemptId", "paymentId", "signature", "outcome"].map((key) => [key, back.searchParams.get(key)]))
      return { at: "command" as const, ...await call(server, "PUT", path, owner.cookie, { _tag: "payment", orderid, ...result }) }
    }
  }
}

describe("every command in every reachable state, through the API", () => {
  // Named with "%s" from [name, case] pairs: "$name" would cut the names at 40 characters.
  it.each(CASES.map((one) => [one.name, one] as const))("%s", async (_name, { reached: { state, placing, path }, command, expected }) => {
    // Each case's order has a customer of its own: one customer may hold only three unpaid online
    // orders at once (issue 17), and the cases of one state would be more.
    const owner = await shopper(server)
    const placed = await order(server, owner, [{ PackId: option.PackId, PackOptionId: option.PackOptionId, quantity: 1 }], { PaymentMode: placing })
    expect(placed.status).toBe(201)
    const { orderid } = orderOf(placed)
    let last: { readonly status: number; readonly body: unknown } = placed
    for (const step of path) {
      last = await send(step, orderid, owner)
      expect(last.status, labelOf(step)).toBe(200)
    }
    // Every step answers the whole order as it now is.
    const before = decodeOrder(orderOf(last))
    expect({ Status: before.Status, StatusText: before.StatusText, PaymentStatus: before.PaymentStatus, PaymentMode: before.PaymentMode }).toEqual(state)
    const stockBefore = await stockOf(server, option.PackOptionId)

    const answer = await send(command, orderid, owner)
    const after = await orderNow(orderid, owner)

    if (expected._tag === "accepted") {
      expect(answer).toMatchObject({ at: "command", status: 200 })
      expect(orderOf(answer)).toMatchObject({ orderid, Status: expected.next.Status })
      expect(after).toMatchObject({ Status: expected.next.Status, StatusText: expected.next.StatusText, PaymentStatus: expected.next.PaymentStatus })
      expect(after.events.map(({ _tag, by }) => ({ _tag, by }))).toEqual([...before.events.map(({ _tag, by }) => ({ _tag, by })), ...expected.events])
      expect(after.events.slice(0, before.events.length)).toEqual(before.events)
      // A cancellation gives the unit back; nothing else touches the stock.
      expect(await stockOf(server, option.PackOptionId)).toBe(stockBefore + (expected.next.Status === 0 ? 1 : 0))
    } else {
      expect(answer).toMatchObject({ at: expected.at, status: expected.status, body: { success: false, message: expected.message(orderid) } })
      expect(after).toEqual(before)
      expect(await stockOf(server, option.PackOptionId)).toBe(stockBefore)
    }
  })
})
