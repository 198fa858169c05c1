import { Either, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { applyEvent, type LifecycleEvent, type OrderState } from "#domain/order-lifecycle.ts"
import { Order, type OrderEventTag, type PaymentMode, STATUS_TEXT } from "#domain/order.ts"
import { call, order, orderOf, type SellableOption, sellableOptions, setStock, type Shopper, shopper, stockOf } from "#tests/support/orders.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// DESIGN §2, §4: every allowed and refused transition of an order, model-based from the domain's
// lifecycle rules. The state graph is explored with the pure rules (applyEvent) over the commands
// the API offers, from a placed order in each payment mode; every reachable state is reached
// through the real API by a shortest path, and then every command is sent in it. The server must
// do exactly what the rules say: the same next state and one more event, or 409 with the rule's
// words and the order untouched. Two refusals come before the rules: a customer's status move
// (403), and a payment for an order that is not waiting for one (no token, 409).

type ForwardTag = "order.processing" | "order.dispatched" | "order.out-for-delivery" | "order.delivered"
const FORWARD: ReadonlyArray<ForwardTag> = ["order.processing", "order.dispatched", "order.out-for-delivery", "order.delivered"]
const FORWARD_TARGET = { "order.processing": 2, "order.dispatched": 3, "order.out-for-delivery": 4, "order.delivered": 5 } as const

/** What a person can do to an order through the API. */
type Command =
  | { readonly _tag: "cancel"; readonly as: "customer" | "admin" }
  | { readonly _tag: "move"; readonly as: "customer" | "admin"; readonly event: ForwardTag }
  | { readonly _tag: "pay"; readonly outcome: "approved" | "declined" }

const COMMANDS: ReadonlyArray<Command> = [
  { _tag: "cancel", as: "customer" },
  { _tag: "cancel", as: "admin" },
  ...FORWARD.map((event) => ({ _tag: "move", as: "admin", event }) as const),
  // A customer asking for the next step is the most tempting move; it is refused whatever the state.
  { _tag: "move", as: "customer", event: "order.processing" },
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

/** What the API must answer to a command in a state. */
type Expected =
  | { readonly _tag: "accepted"; readonly next: OrderState; readonly event: { readonly _tag: OrderEventTag; readonly by: string } }
  /** Refused before the rules are asked: a customer's status move (403), or no payment token (409). */
  | { readonly _tag: "refused"; readonly status: 403 | 409; readonly at: "command" | "token"; readonly message: (orderid: string) => string }

/**
 * generatenewtoken hands out a payment attempt only for an Online order at Received whose payment
 * is Pending or Failed (server/order/order.writes.ts); without a token the gateway is never reached.
 */
const tokenRefusal = (state: OrderState): ((orderid: string) => string) | undefined =>
  state.PaymentMode !== "Online"
    ? (orderid) => `Order ${orderid} is paid in cash on delivery.`
    : state.Status !== 1 || (state.PaymentStatus !== "Pending" && state.PaymentStatus !== "Failed")
      ? (orderid) => `Order ${orderid} is not waiting for payment (its payment is ${state.PaymentStatus}).`
      : undefined

const expectedOf = (state: OrderState, command: Command): Expected => {
  if (command._tag === "move" && command.as === "customer") {
    return { _tag: "refused", status: 403, at: "command", message: () => "Only an admin can move an order's status." }
  }
  if (command._tag === "pay") {
    const refusal = tokenRefusal(state)
    if (refusal !== undefined) return { _tag: "refused", status: 409, at: "token", message: refusal }
  }
  const event = eventOf(command)
  const next = applyEvent(state, event)
  return Either.isRight(next)
    ? { _tag: "accepted", next: next.right, event: { _tag: event._tag, by: event.by } }
    : { _tag: "refused", status: 409, at: "command", message: () => next.left.message }
}

const keyOf = (state: OrderState) => `${state.PaymentMode}|${state.Status}|${state.PaymentStatus}`
const nameOf = (state: OrderState) => `${state.PaymentMode}, ${state.StatusText}/${state.PaymentStatus}`

const placedState = (mode: PaymentMode): OrderState => {
  const placed = applyEvent(undefined, { _tag: "order.placed", by: "customer", PaymentMode: mode })
  if (Either.isLeft(placed)) throw new Error(placed.left.message)
  return placed.right
}

/** Breadth-first over the accepted commands: a shortest command path to every reachable state. */
const explore = (mode: PaymentMode): ReadonlyArray<{ readonly state: OrderState; readonly path: ReadonlyArray<Command> }> => {
  const start = placedState(mode)
  const found = new Map([[keyOf(start), { state: start, path: [] as ReadonlyArray<Command> }]])
  const queue = [found.get(keyOf(start))!]
  for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
    for (const command of COMMANDS) {
      const expected = expectedOf(item.state, command)
      if (expected._tag !== "accepted" || found.has(keyOf(expected.next))) continue
      const reached = { state: expected.next, path: [...item.path, command] }
      found.set(keyOf(expected.next), reached)
      queue.push(reached)
    }
  }
  return [...found.values()]
}

const REACHABLE = (["Cash on Delivery", "Online"] as const).flatMap(explore)

const CASES = REACHABLE.flatMap(({ state, path }) => COMMANDS.map((command) => {
  const expected = expectedOf(state, command)
  const outcome = expected._tag === "accepted"
    ? `${expected.next.StatusText}/${expected.next.PaymentStatus}`
    : `refused (${expected.status}${expected.at === "token" ? ", no payment token" : ""})`
  return { name: `${nameOf(state)}: ${labelOf(command)} → ${outcome}`, state, path, command, expected }
}))

describe("the lifecycle model", () => {
  it("reaches the 6 Cash on Delivery and 10 Online states the rules allow from a placed order", () => {
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
  })

  it("offers a payment token in exactly the states where the rules accept the payment's confirmation", () => {
    for (const { state } of REACHABLE) {
      const confirmable = Either.isRight(applyEvent(state, { _tag: "payment.confirmed", by: "system" }))
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

const owners = new Map<string, Promise<Shopper>>()
/** One customer owns the orders made for one state. */
const ownerIn = (state: OrderState) => {
  if (!owners.has(keyOf(state))) owners.set(keyOf(state), shopper(server))
  return owners.get(keyOf(state))!
}

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
      const token = await call(server, "GET", `/order/generatenewtoken/${Number(orderid.slice(3))}`, owner.cookie)
      if (token.status !== 200) return { at: "token" as const, ...token }
      const { attemptId } = (token.body as { token: { attemptId: string } }).token
      const gateway = await fetch(`${server.baseUrl}/pay/test/${attemptId}`, {
        method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `outcome=${command.outcome}`
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
  it.each(CASES.map((one) => [one.name, one] as const))("%s", async (_name, { state, path, command, expected }) => {
    const owner = await ownerIn(state)
    const placed = await order(server, owner, [{ PackId: option.PackId, PackOptionId: option.PackOptionId, quantity: 1 }], { PaymentMode: state.PaymentMode })
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
      expect(after.events.map(({ _tag, by }) => ({ _tag, by }))).toEqual([...before.events.map(({ _tag, by }) => ({ _tag, by })), expected.event])
      expect(after.events.slice(0, -1)).toEqual(before.events)
      // A cancellation gives the unit back; nothing else touches the stock.
      expect(await stockOf(server, option.PackOptionId)).toBe(stockBefore + (expected.next.Status === 0 ? 1 : 0))
    } else {
      expect(answer).toMatchObject({ at: expected.at, status: expected.status, body: { success: false, message: expected.message(orderid) } })
      expect(after).toEqual(before)
      expect(await stockOf(server, option.PackOptionId)).toBe(stockBefore)
    }
  })
})
