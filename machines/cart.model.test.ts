import { Schema } from "effect"
import { fixtureProduct } from "#domain/cart.fixtures.ts"
import { describe, expect, it } from "vitest"
import { type Actor, createActor, type SnapshotFrom } from "xstate"
import { createTestModel, serializeSnapshot, type TestPath } from "xstate/graph"
import { addItem, type CartItem, type CartProduct } from "#domain/cart.ts"
import { CartState } from "#domain/pricing.ts"
import { type CartEvent, cartMachine, type CartMachine } from "./cart.machine.ts"

// Model-based tests: the paths are generated from the cart machine's own graph with
// `createTestModel` (xstate/graph), then every path is replayed on a real, started actor. After each
// step the actor must be in the state the path predicts, and its context must agree with an oracle
// written here from §4 and §9 alone (quantities per variant, fees, totals), not with the domain code.

const product = (n: number, Price: number, Mrp: number): CartProduct => fixtureProduct(n, Price, Mrp)

// Prices chosen to cross the §9 thresholds: ₹40 (small-cart fee), ₹80, ₹300 (delivery charged), ₹600 (free delivery).
const tea = product(1, 40, 50)
const kettle = product(2, 300, 350)
/** What another tab saved: a different order and quantities, still within the bounds explored below. */
const otherTab: ReadonlyArray<CartItem> = addItem(addItem(addItem([], kettle), tea), tea)

const MAX_QUANTITY_EXPLORED = 2

const allEvents: ReadonlyArray<CartEvent> = [
  { type: "cart.add", product: tea },
  { type: "cart.add", product: kettle },
  { type: "cart.decrement", AttributeId: tea.AttributeId },
  { type: "cart.decrement", AttributeId: kettle.AttributeId },
  { type: "cart.remove", AttributeId: tea.AttributeId },
  { type: "cart.remove", AttributeId: kettle.AttributeId },
  { type: "cart.clear" },
  { type: "cart.coupon.set", amount: 50 },
  { type: "cart.coupon.set", amount: 0 },
  { type: "cart.coupon.set", amount: -5 }, // refused by the guard
  { type: "cart.wallet.set", amount: 25 },
  { type: "cart.wallet.set", amount: 0 },
  { type: "cart.wallet.set", amount: Number.NaN }, // refused by the guard
  { type: "cart.rain.set", on: true },
  { type: "cart.rain.set", on: false },
  { type: "cart.synced", items: otherTab }
]

type Snapshot = SnapshotFrom<CartMachine>

const quantityOf = (snapshot: Snapshot, attributeId: string) =>
  snapshot.context.CartItems.find((line) => line.AttributeId === attributeId)?.cart_Quentity ?? 0

/** Keeps the graph finite: no variant goes above MAX_QUANTITY_EXPLORED. */
const filterEvents = (snapshot: Snapshot, event: CartEvent) =>
  event.type !== "cart.add" || quantityOf(snapshot, event.product.AttributeId) < MAX_QUANTITY_EXPLORED

/** §4 and §9, written out independently of domain/: what the cart must hold after `events`. */
const oracle = (events: ReadonlyArray<CartEvent>) => {
  let lines: ReadonlyArray<{ readonly id: string; readonly price: number; readonly mrp: number; readonly qty: number }> = []
  let coupon = 0
  let wallet = 0
  let rain = false
  const validAmount = (amount: number) => Number.isFinite(amount) && amount >= 0
  for (const event of events) {
    switch (event.type) {
      case "cart.add": {
        const known = lines.some((line) => line.id === event.product.AttributeId)
        lines = known
          ? lines.map((line) => (line.id === event.product.AttributeId ? { ...line, qty: line.qty + 1 } : line))
          : [...lines, { id: event.product.AttributeId, price: event.product.Price, mrp: event.product.Mrp, qty: 1 }]
        break
      }
      case "cart.decrement":
        lines = lines
          .map((line) => (line.id === event.AttributeId ? { ...line, qty: line.qty - 1 } : line))
          .filter((line) => line.qty > 0)
        break
      case "cart.remove":
        lines = lines.filter((line) => line.id !== event.AttributeId)
        break
      case "cart.clear":
        lines = []
        break
      case "cart.coupon.set":
        if (validAmount(event.amount)) coupon = event.amount
        break
      case "cart.wallet.set":
        if (validAmount(event.amount)) wallet = event.amount
        break
      case "cart.rain.set":
        rain = event.on
        break
      case "cart.synced":
        lines = event.items.map((item) => ({ id: item.AttributeId, price: item.Price, mrp: item.Mrp, qty: item.cart_Quentity }))
        break
    }
  }
  const price = lines.reduce((sum, line) => sum + line.price * line.qty, 0)
  const mrp = lines.reduce((sum, line) => sum + line.mrp * line.qty, 0)
  const empty = lines.length === 0
  const fees = {
    SmallCartFee: empty || price >= 100 ? 0 : 30,
    DeliveryCharge: empty || price >= 500 ? 0 : 40,
    RainFee: !empty && rain ? 20 : 0,
    HandllingFee: empty ? 0 : 10
  }
  const total = price + fees.SmallCartFee + fees.DeliveryCharge + fees.RainFee + fees.HandllingFee
  return {
    quantities: lines.map((line) => [line.id, line.qty]),
    figures: {
      TotalMrp: mrp,
      TotalPrice: price,
      ...fees,
      TotalAmount: total,
      // The fixtures never let the deductions exceed the bill (smallest bill ₹120 > ₹75 of deductions).
      Netpayable: empty ? 0 : total - coupon - wallet,
      amountToGetfeeDelivery: price >= 500 ? 0 : 500 - price,
      rainStatus: rain,
      coupon,
      wallet,
      Cartloading: false
    }
  }
}

/**
 * Replays one generated path on a real actor and checks every step. A path's first step is the
 * initial state (reached by `xstate.init`); each later step is the state after sending its event.
 */
const runPath = (path: TestPath<Snapshot, CartEvent>) => {
  const actor: Actor<CartMachine> = createActor(cartMachine, { input: { items: [] } }).start()
  const sent: Array<CartEvent> = []
  path.steps.forEach((step, index) => {
    if (index > 0) {
      sent.push(step.event)
      actor.send(step.event)
    }
    const actual = actor.getSnapshot()
    const where = `${path.description}, step ${index}`
    expect(actual.value, where).toEqual(step.state.value)
    expect(actual.context, where).toEqual(step.state.context)
    const { quantities, figures } = oracle(sent)
    expect(actual.context.CartItems.map((line) => [line.AttributeId, line.cart_Quentity]), where).toEqual(quantities)
    expect(actual.context, where).toMatchObject(figures)
    expect(Schema.is(CartState)(actual.context), where).toBe(true)
  })
  actor.stop()
}

describe("cart machine, model-based: every shortest path", () => {
  // The default key of a state is its value and context; adding the event that led there makes a
  // distinct target of every (state, event) pair, so the shortest paths take every transition of the
  // explored graph at least once, including the ones the guards refuse.
  const model = createTestModel(cartMachine, {
    input: { items: [] },
    events: allEvents,
    filterEvents,
    serializeTransition: (_state, event) => (event === undefined ? "" : ` via ${JSON.stringify(event)}`)
  })
  const paths = model.getShortestPaths()

  it("explores every reachable cart of up to two units of each of two products with every setting", () => {
    const states = new Set(paths.flatMap((path) => path.steps.map((step) => serializeSnapshot(step.state))))
    // 13 orderings and quantities of the lines × coupon {0, 50} × wallet {0, 25} × rain {off, on}.
    expect(states.size).toBe(13 * 2 * 2 * 2)
    expect(paths.length).toBeGreaterThan(100)
  })

  // Thousands of paths: seconds of work, more on a loaded CI machine than the default 5 s allows.
  it("replays each path on a real actor with the state and context the model predicts", () => {
    for (const path of paths) runPath(path)
  }, 120_000)
})

describe("cart machine, model-based: every simple path of the item and rain events", () => {
  // Simple paths (no state twice) explode with the full event set; this sub-model keeps one product,
  // clear, rain and coupon: 3 quantities × 2 rain settings × 2 coupons, every simple path through them
  // (1,844 once the paths contained in longer ones are dropped).
  const events: ReadonlyArray<CartEvent> = [
    { type: "cart.add", product: tea },
    { type: "cart.decrement", AttributeId: tea.AttributeId },
    { type: "cart.remove", AttributeId: tea.AttributeId },
    { type: "cart.clear" },
    { type: "cart.rain.set", on: true },
    { type: "cart.rain.set", on: false },
    { type: "cart.coupon.set", amount: 50 },
    { type: "cart.coupon.set", amount: 0 }
  ]
  const types = new Set(events.map((event) => event.type))
  const model = createTestModel(cartMachine, {
    input: { items: [] },
    events,
    // The model offers a bare `{ type }` for every other event the state accepts: leave those out.
    filterEvents: (snapshot, event) => types.has(event.type) && filterEvents(snapshot, event)
  })
  const paths = model.getSimplePaths()

  it("passes through all twelve states", () => {
    expect(new Set(paths.flatMap((path) => path.steps.map((step) => serializeSnapshot(step.state)))).size).toBe(12)
    expect(paths.length).toBeGreaterThan(1000)
  })

  // Thousands of paths: seconds of work, more on a loaded CI machine than the default 5 s allows.
  it("replays each path on a real actor with the state and context the model predicts", () => {
    for (const path of paths) runPath(path)
  }, 120_000)
})
