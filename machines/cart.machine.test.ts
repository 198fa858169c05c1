import { Schema } from "effect"
import { fixtureId, fixtureProduct } from "#domain/cart.fixtures.ts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createActor, createMachine, spawnChild } from "xstate"
import { addItem, type CartItem, type CartProduct, decrementItem, itemCount, removeItem } from "#domain/cart.ts"
import { CartState, cartState, computeCartTotals } from "#domain/pricing.ts"
import { type CartEvent, type CartInput, cartMachine } from "./cart.machine.ts"

const id = fixtureId

const product = (n: number, Price: number, Mrp: number): CartProduct => fixtureProduct(n, Price, Mrp)

const tea = product(1, 40, 50)
const kettle = product(2, 300, 350)

const start = (input: CartInput = { items: [] }) => createActor(cartMachine, { input }).start()

const send = (input: CartInput, ...events: ReadonlyArray<CartEvent>) => {
  const actor = start(input)
  for (const event of events) actor.send(event)
  return actor.getSnapshot().context
}

/** The totals a context must carry for its own lines and settings. */
const totalsOf = (context: CartState) =>
  computeCartTotals({
    items: context.CartItems,
    rainStatus: context.rainStatus,
    wallet: context.wallet,
    coupon: context.coupon
  })

const quantities = (items: ReadonlyArray<CartItem>) => items.map((line) => [line.AttributeId, line.cart_Quentity])

describe("the cart actor at start", () => {
  it("holds the restored items with every total computed, ready, and Cartloading false", () => {
    const items = addItem(addItem([], tea), tea)
    const actor = start({ items })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe("ready")
    expect(snapshot.context).toEqual(cartState({ CartItems: items, rainStatus: false, wallet: 0, coupon: 0, Cartloading: false }))
    expect(snapshot.context.Cartloading).toBe(false)
  })

  it("takes the rain status from its input and charges the rain fee for it", () => {
    const context = send({ items: addItem([], tea), rainStatus: true })
    expect(context.rainStatus).toBe(true)
    expect(context.RainFee).toBe(20)
  })

  it("starts empty with nothing owed when nothing was stored", () => {
    const context = send({ items: [] })
    expect(context.CartItems).toEqual([])
    expect(context.TotalAmount).toBe(0)
    expect(context.Netpayable).toBe(0)
  })
})

describe("cart.add (§4 Add)", () => {
  it("appends a variant not yet in the cart with quantity 1 and recomputes the totals", () => {
    const context = send({ items: [] }, { type: "cart.add", product: tea })
    expect(quantities(context.CartItems)).toEqual([[tea.AttributeId, 1]])
    expect(context.TotalPrice).toBe(40)
    expect(context).toMatchObject(totalsOf(context))
  })

  it("raises the quantity of a variant already in the cart by 1", () => {
    const context = send({ items: [] }, { type: "cart.add", product: tea }, { type: "cart.add", product: kettle }, { type: "cart.add", product: tea })
    expect(quantities(context.CartItems)).toEqual([
      [tea.AttributeId, 2],
      [kettle.AttributeId, 1]
    ])
    expect(context.CartItems[0]?.Product_total_Price).toBe(80)
    expect(context.TotalPrice).toBe(380)
  })
})

describe("cart.decrement (§4 Decrement)", () => {
  it("lowers the quantity by 1", () => {
    const context = send({ items: addItem(addItem([], tea), tea) }, { type: "cart.decrement", AttributeId: tea.AttributeId })
    expect(quantities(context.CartItems)).toEqual([[tea.AttributeId, 1]])
    expect(context.TotalPrice).toBe(40)
  })

  it("removes the line when its quantity is already 1", () => {
    const context = send({ items: addItem([], tea) }, { type: "cart.decrement", AttributeId: tea.AttributeId })
    expect(context.CartItems).toEqual([])
    expect(context.TotalAmount).toBe(0)
  })

  it("is refused for a variant that is not in the cart, leaving the state untouched", () => {
    const actor = start({ items: addItem([], tea) })
    const before = actor.getSnapshot()
    actor.send({ type: "cart.decrement", AttributeId: kettle.AttributeId })
    expect(actor.getSnapshot().context).toBe(before.context)
  })
})

describe("cart.remove (§4 Remove)", () => {
  it("deletes the line outright whatever its quantity", () => {
    const items = addItem(addItem(addItem([], tea), tea), kettle)
    const context = send({ items }, { type: "cart.remove", AttributeId: tea.AttributeId })
    expect(quantities(context.CartItems)).toEqual([[kettle.AttributeId, 1]])
    expect(context.TotalPrice).toBe(300)
  })

  it("is refused for a variant that is not in the cart, leaving the state untouched", () => {
    const actor = start({ items: addItem([], tea) })
    const before = actor.getSnapshot()
    actor.send({ type: "cart.remove", AttributeId: kettle.AttributeId })
    expect(actor.getSnapshot().context).toBe(before.context)
  })
})

describe("cart.clear (§4 Clear)", () => {
  it("empties the cart and every total, keeping the settings", () => {
    const context = send(
      { items: addItem(addItem([], tea), kettle), rainStatus: true },
      { type: "cart.coupon.set", amount: 50 },
      { type: "cart.clear" }
    )
    expect(context.CartItems).toEqual([])
    expect(context).toMatchObject({ TotalMrp: 0, TotalPrice: 0, TotalAmount: 0, Netpayable: 0, rainStatus: true, coupon: 50 })
  })
})

describe("coupon, wallet and rain (§4 separate actions)", () => {
  const items = addItem([], kettle) // ₹300: no small-cart fee, ₹40 delivery, ₹10 handling

  it("cart.coupon.set sets the coupon amount and takes it off the amount payable", () => {
    const context = send({ items }, { type: "cart.coupon.set", amount: 50 })
    expect(context.coupon).toBe(50)
    expect(context.TotalAmount).toBe(350)
    expect(context.Netpayable).toBe(300)
  })

  it("cart.wallet.set sets the wallet amount and takes it off the amount payable", () => {
    const context = send({ items }, { type: "cart.wallet.set", amount: 25.5 })
    expect(context.wallet).toBe(25.5)
    expect(context.Netpayable).toBe(324.5)
  })

  it("cart.rain.set switches the ₹20 rain fee on and off", () => {
    const actor = start({ items })
    actor.send({ type: "cart.rain.set", on: true })
    expect(actor.getSnapshot().context).toMatchObject({ rainStatus: true, RainFee: 20, TotalAmount: 370 })
    actor.send({ type: "cart.rain.set", on: false })
    expect(actor.getSnapshot().context).toMatchObject({ rainStatus: false, RainFee: 0, TotalAmount: 350 })
  })

  it.each([
    ["negative", -1],
    ["not a number", Number.NaN],
    ["infinite", Number.POSITIVE_INFINITY],
    ["above ₹1,00,00,000", 10_000_001]
  ])("refuses a %s coupon or wallet amount, leaving the state untouched", (_, amount) => {
    const actor = start({ items })
    actor.send({ type: "cart.coupon.set", amount: 10 })
    const before = actor.getSnapshot().context
    actor.send({ type: "cart.coupon.set", amount })
    actor.send({ type: "cart.wallet.set", amount })
    expect(actor.getSnapshot().context).toBe(before)
  })
})

describe("cart.synced (DESIGN §2: the cart changed in another tab)", () => {
  it("replaces the items and recomputes the totals, keeping coupon, wallet and rain", () => {
    const other = addItem(addItem(addItem([], kettle), kettle), tea)
    const context = send(
      { items: addItem([], tea), rainStatus: true },
      { type: "cart.coupon.set", amount: 50 },
      { type: "cart.wallet.set", amount: 5 },
      { type: "cart.synced", items: other }
    )
    expect(context.CartItems).toEqual(other)
    expect(context).toEqual(cartState({ CartItems: other, rainStatus: true, wallet: 5, coupon: 50, Cartloading: false }))
  })
})

// Property tests: random products and random sequences of every event.
const rupees = fc.integer({ min: 1, max: 200_000 }).map((paise) => paise / 100)
const productArb = fc
  .record({ n: fc.integer({ min: 0, max: 5 }), price: rupees, extra: fc.integer({ min: 0, max: 50_000 }) })
  .map(({ n, price, extra }) => product(n, price, Math.round(price * 100 + extra) / 100))
const attributeIdArb = fc.integer({ min: 0, max: 5 }).map((n) => id(2000 + n))
const amountArb = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }).map((paise) => paise / 100),
  fc.constantFrom(-5, Number.NaN, Number.POSITIVE_INFINITY)
)

const eventArb = (pool: ReadonlyArray<CartProduct>): fc.Arbitrary<CartEvent> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...pool).map((p): CartEvent => ({ type: "cart.add", product: p })) },
    { weight: 2, arbitrary: attributeIdArb.map((AttributeId): CartEvent => ({ type: "cart.decrement", AttributeId })) },
    { weight: 1, arbitrary: attributeIdArb.map((AttributeId): CartEvent => ({ type: "cart.remove", AttributeId })) },
    { weight: 1, arbitrary: fc.constant<CartEvent>({ type: "cart.clear" }) },
    { weight: 1, arbitrary: amountArb.map((amount): CartEvent => ({ type: "cart.coupon.set", amount })) },
    { weight: 1, arbitrary: amountArb.map((amount): CartEvent => ({ type: "cart.wallet.set", amount })) },
    { weight: 1, arbitrary: fc.boolean().map((on): CartEvent => ({ type: "cart.rain.set", on })) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom(...pool), { maxLength: 6 })
        .map((adds): CartEvent => ({ type: "cart.synced", items: adds.reduce(addItem, [] as ReadonlyArray<CartItem>) }))
    }
  )

/** A pool of products with distinct AttributeIds (one price per variant, as in a real catalogue). */
const poolArb = fc.uniqueArray(productArb, { minLength: 1, maxLength: 4, selector: (p) => p.AttributeId })

const scenarioArb = poolArb.chain((pool) => fc.record({ pool: fc.constant(pool), events: fc.array(eventArb(pool), { maxLength: 40 }) }))

describe("the cart's totals (property)", () => {
  it("equal computeCartTotals of its own lines and settings, and form a valid CartState, after any sequence of events", () => {
    fc.assert(
      fc.property(scenarioArb, ({ events }) => {
        const actor = start()
        for (const event of events) {
          actor.send(event)
          const context = actor.getSnapshot().context
          expect(context).toMatchObject(totalsOf(context))
          expect(Schema.is(CartState)(context)).toBe(true)
        }
      })
    )
  })

  it("follow the domain's cart rules step by step (a fold of the same events over domain/cart.ts)", () => {
    fc.assert(
      fc.property(scenarioArb, ({ events }) => {
        const actor = start()
        let items: ReadonlyArray<CartItem> = []
        for (const event of events) {
          actor.send(event)
          if (event.type === "cart.add") items = addItem(items, event.product)
          if (event.type === "cart.decrement") items = decrementItem(items, event.AttributeId)
          if (event.type === "cart.remove") items = removeItem(items, event.AttributeId)
          if (event.type === "cart.clear") items = []
          if (event.type === "cart.synced") items = event.items
          expect(actor.getSnapshot().context.CartItems).toEqual(items)
        }
        expect(itemCount(actor.getSnapshot().context.CartItems)).toBe(itemCount(items))
      })
    )
  })

  it("come back to the same cart after cart.add then cart.decrement of the same product", () => {
    fc.assert(
      fc.property(scenarioArb, productArb, ({ events }, added) => {
        const actor = start()
        for (const event of events) actor.send(event)
        const before = actor.getSnapshot().context
        actor.send({ type: "cart.add", product: added })
        actor.send({ type: "cart.decrement", AttributeId: added.AttributeId })
        // A variant already in the cart keeps its own price: only its quantity went up and down.
        expect(actor.getSnapshot().context).toEqual(before)
      })
    )
  })
})

describe("cart.trim (the review's 'keep what is left')", () => {
  it("lowers each line to the stock the quote reported and drops the sold-out ones, with every total recomputed", () => {
    const context = send({ items: [] }, { type: "cart.add", product: tea }, { type: "cart.add", product: tea }, { type: "cart.add", product: tea }, { type: "cart.add", product: kettle }, {
      type: "cart.trim",
      limits: [{ PackOptionId: tea.PackOptionId, availablestock: 1 }, { PackOptionId: kettle.PackOptionId, availablestock: 0 }]
    })
    expect(quantities(context.CartItems)).toEqual([[tea.AttributeId, 1]])
    expect(context).toMatchObject(totalsOf(context))
    expect(context.TotalPrice).toBe(40)
  })
})

describe("what the cart tells the shop", () => {
  it("its new lines after every change of them, and nothing after a change of coupon, wallet or rain", () => {
    const told: Array<unknown> = []
    const shop = createMachine({
      id: "shop",
      entry: spawnChild(cartMachine, { id: "cart", input: { items: [] } }),
      on: { "*": { actions: ({ event }) => void told.push(event) } }
    })
    const root = createActor(shop, { systemId: "shop" }).start()
    const cart = root.getSnapshot().children.cart!
    cart.send({ type: "cart.add", product: tea })
    cart.send({ type: "cart.rain.set", on: true })
    cart.send({ type: "cart.coupon.set", amount: 10 })
    cart.send({ type: "cart.add", product: kettle })
    cart.send({ type: "cart.remove", AttributeId: tea.AttributeId })
    cart.send({ type: "cart.clear" })
    expect(told.map((event) => quantities((event as { readonly items: ReadonlyArray<CartItem> }).items))).toEqual([
      [[tea.AttributeId, 1]],
      [[tea.AttributeId, 1], [kettle.AttributeId, 1]],
      [[kettle.AttributeId, 1]],
      []
    ])
    expect(told.every((event) => (event as { readonly type: string }).type === "cart.changed")).toBe(true)
  })
})
