import { describe, expect, it } from "vitest"
import { assign, createActor, type SnapshotFrom } from "xstate"
import { Id } from "#domain/common.ts"
import type { ApiFailureTag } from "#domain/failures.ts"
import type { NewOrderRequest, OrderLineRequest, OrderQuote, OrderQuoteRequest, PaymentToken } from "#domain/http/order.http.ts"
import { type Address, type Order, orderAmountsOf, type OrderLine, type PaymentMode } from "#domain/order.ts"
import { type CheckoutInput, checkoutMachine, type CheckoutStep, checkoutStepOf } from "./checkout.machine.ts"
import { CLIENT_FAILURES, declaredFailures, failedWith } from "./contract-failures.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { type NewOrderAnswer, orderMachine } from "./order.machine.ts"
import { fakeOrders } from "./orders-fake.test-support.ts"
import { failedCall } from "./failures.test-support.ts"
import { CallFailed } from "#domain/failures.ts"
import { CouponNotValid } from "#domain/http/errors.ts"
import { keepFailure } from "#domain/failure-words.ts"
import type { Offer } from "#domain/offers.ts"

// The checkout (DESIGN §4: steps 0 sign in, 1 delivery address, 2 payment, 3 review and place):
// which step is open, what the shopper may do next, what is reported to the root, and that an order
// is placed only with an address, a chosen mode and the server's clean quote of the very lines in
// the cart. The quote is a fake call answered by hand; the order and its payment token are asked of
// a stand-in orders actor, answered by hand too; the steps reported to the shop are recorded.

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
/** The cart: tea twice and a kettle; then what is left when the kettle sold out. */
const CART: ReadonlyArray<OrderLineRequest> = [request(1, 2), request(2, 1)]
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

const BOTH_MODES: ReadonlyArray<PaymentMode> = ["Cash on Delivery", "Online"]

/** The server's quote of `lines`: every line priced, every §9 figure, the modes it takes now. */
const quoteOf = (
  lines: ReadonlyArray<OrderLineRequest>,
  options: { readonly modes?: ReadonlyArray<PaymentMode>; readonly problem?: boolean; readonly priced?: number } = {}
): OrderQuote => {
  const priced = lines.slice(0, options.priced ?? lines.length).map(orderLine)
  return {
    lines: priced,
    ...orderAmountsOf({ lines: priced, rainStatus: false, coupon: 0, wallet: 0 }),
    couponCode: null,
    walletBalance: 0,
    paymentModes: options.modes ?? BOTH_MODES,
    problems: options.problem === true ? [{ PackOptionId: lines[0]!.PackOptionId, availablestock: 1, message: "Only 1 left of Product 1" }] : []
  }
}

const at = "2026-01-05T10:00:00.000Z"

/** The order the server places: number 123 (BZ-000123), paid as the shopper chose. */
const placedOrder = (mode: PaymentMode): Order => {
  const lines = CART.map(orderLine) as [OrderLine, ...Array<OrderLine>]
  return {
    _id: id(123),
    orderid: "BZ-000123",
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
}

const TOKEN: PaymentToken = { orderid: "BZ-000123", attemptId: "attempt-1", amount: 500, currency: "INR", gatewayUrl: "/payment/test/attempt-1" }

/** Lets the promise callbacks run. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const KEY = "co-0123456789abcdef0123456789abcdef"

/** A state of the checkout, as `matches` takes it. */
type Shown = Parameters<SnapshotFrom<typeof checkoutMachine>["matches"]>[0]

/** A checkout with fake calls and the root's actions recorded; by default a returning customer (signed in, HOME held) with the full cart. */
const startCheckout = (input: Partial<CheckoutInput> = {}, root: { readonly emptiesCartWhenPlaced?: boolean } = {}) => {
  // The shop empties the cart when the orders actor tells it of the order, and the cart's change
  // comes back to the checkout at once.
  const orders = fakeOrders({
    onCreated: () => {
      if (root.emptiesCartWhenPlaced === true) actor.send({ type: "checkout.cart.changed", lines: [] })
    }
  })
  const fakes = { quote: heldCalls<OrderQuote, OrderQuoteRequest>(), offers: heldCalls<ReadonlyArray<Offer>, void>(), place: orders.place, token: orders.token }
  const reported: Array<{ readonly step: CheckoutStep; readonly signedIn: boolean }> = []
  const machine = checkoutMachine.provide({
    actors: { quoteOrder: fakes.quote.logic, loadOffers: fakes.offers.logic },
    actions: {
      reportStep: (_, params) => {
        reported.push(params)
      }
    }
  })
  const actor = createActor(machine, {
    input: { lines: CART, signedIn: true, address: HOME, idempotencyKey: KEY, orders: orders.ref, ...input }
  }).start()
  return {
    actor,
    fakes,
    reported,
    gateway: orders.gateway,
    placed: orders.created,
    context: () => actor.getSnapshot().context,
    shows: (state: Shown) => actor.getSnapshot().matches(state),
    steps: () => reported.map((report) => report.step)
  }
}

type Started = ReturnType<typeof startCheckout>

/** At the payment step with the payment quote answered. */
const atPayment = async (quote: OrderQuote = quoteOf(CART), input: Partial<CheckoutInput> = {}, root = {}) => {
  const started = startCheckout(input, root)
  started.actor.send({ type: "checkout.next" })
  started.fakes.quote.latest().resolve(quote)
  await settle()
  return started
}

/** In the review with `mode` chosen and the review's quote answered (or pending when `reviewQuote` is null). */
const atReview = async (
  mode: PaymentMode,
  reviewQuote: OrderQuote | null = quoteOf(CART),
  root: { readonly emptiesCartWhenPlaced?: boolean } = {}
): Promise<Started> => {
  const started = await atPayment(quoteOf(CART), {}, root)
  started.actor.send({ type: "checkout.payment.choose", mode })
  started.actor.send({ type: "checkout.next" })
  if (reviewQuote !== null) {
    started.fakes.quote.latest().resolve(reviewQuote)
    await settle()
  }
  return started
}

/** The review's place answered with the order placed. */
const placedWith = async (mode: PaymentMode, root: { readonly emptiesCartWhenPlaced?: boolean } = {}) => {
  const started = await atReview(mode, quoteOf(CART), root)
  started.actor.send({ type: "checkout.place" })
  started.fakes.place.latest().resolve(placedOrder(mode))
  await settle()
  return started
}

describe("where the checkout starts", () => {
  it("goes to empty with an empty cart, and reports no step", () => {
    const { shows, reported, fakes } = startCheckout({ lines: [] })
    expect(shows({ shopping: "empty" })).toBe(true)
    expect(reported).toEqual([])
    expect(fakes.quote.calls).toHaveLength(0)
  })

  it("opens step 0 when signed out, and reports { step: 0, signedIn: false }", () => {
    const { shows, reported } = startCheckout({ signedIn: false, address: null })
    expect(shows({ shopping: "signIn" })).toBe(true)
    expect(reported).toEqual([{ step: 0, signedIn: false }])
  })

  it("opens the address step (1) when signed in, and reports { step: 1, signedIn: true }", () => {
    const { shows, reported, context } = startCheckout()
    expect(shows({ shopping: "address" })).toBe(true)
    expect(reported).toEqual([{ step: 1, signedIn: true }])
    expect(context()).toMatchObject({ address: HOME, paymentMode: null, quote: null, order: null, error: null })
  })
})

describe("step 0: sign in", () => {
  it("moves to the address step (1) on sign-in, keeping the address it held over the session's", () => {
    const { actor, shows, reported, context } = startCheckout({ signedIn: false, address: HOME })
    actor.send({ type: "checkout.signed-in", address: WORK })
    expect(shows({ shopping: "address" })).toBe(true)
    expect(context()).toMatchObject({ signedIn: true, address: HOME })
    expect(reported).toEqual([
      { step: 0, signedIn: false },
      { step: 1, signedIn: true }
    ])
  })

  it("takes the session's current address on sign-in when it held none", () => {
    const { actor, context } = startCheckout({ signedIn: false, address: null })
    actor.send({ type: "checkout.signed-in", address: WORK })
    expect(context().address).toEqual(WORK)
  })

  it("remembers a sign-in while the cart is empty: when lines arrive it opens the address step, not sign-in", () => {
    const { actor, shows, steps } = startCheckout({ lines: [], signedIn: false, address: null })
    actor.send({ type: "checkout.signed-in", address: HOME })
    actor.send({ type: "checkout.cart.changed", lines: CART })
    expect(shows({ shopping: "address" })).toBe(true)
    expect(steps()).toEqual([1])
  })
})

describe("step 1: delivery address", () => {
  it("refuses next without an address, and moves to payment (2) once one is chosen", () => {
    const { actor, shows, steps, context, fakes } = startCheckout({ address: null })
    actor.send({ type: "checkout.next" })
    expect(shows({ shopping: "address" })).toBe(true)
    expect(fakes.quote.calls).toHaveLength(0)
    actor.send({ type: "checkout.address.choose", address: WORK })
    expect(context().address).toEqual(WORK)
    actor.send({ type: "checkout.next" })
    expect(shows({ shopping: "payment" })).toBe(true)
    expect(steps()).toEqual([1, 2])
  })
})

describe("step 2: payment", () => {
  it("asks for a quote of the cart's lines, to know which modes the shop takes now", () => {
    const { actor, fakes } = startCheckout()
    actor.send({ type: "checkout.next" })
    expect(fakes.quote.calls.map((call) => call.input)).toEqual([{ lines: CART, addressId: HOME._id }])
  })

  it("pre-ticks nothing, and refuses next until a mode is chosen", async () => {
    const { actor, shows, context, steps } = await atPayment()
    expect(context().paymentMode).toBeNull()
    actor.send({ type: "checkout.next" })
    expect(shows({ shopping: "payment" })).toBe(true)
    actor.send({ type: "checkout.payment.choose", mode: "Cash on Delivery" })
    expect(context().paymentMode).toBe("Cash on Delivery")
    actor.send({ type: "checkout.next" })
    expect(shows({ shopping: "review" })).toBe(true)
    expect(steps()).toEqual([1, 2, 3])
  })

  it("refuses a mode the quote does not offer", async () => {
    const { actor, context } = await atPayment(quoteOf(CART, { modes: ["Cash on Delivery"] }))
    actor.send({ type: "checkout.payment.choose", mode: "Online" })
    expect(context().paymentMode).toBeNull()
    actor.send({ type: "checkout.payment.choose", mode: "Cash on Delivery" })
    expect(context().paymentMode).toBe("Cash on Delivery")
  })

  it("asks for a new quote with the coupon code when the coupon changes, and without it when removed", async () => {
    const { actor, fakes, shows, context } = await atPayment()
    actor.send({ type: "checkout.coupon.set", code: "WELCOME20" })
    expect(shows({ shopping: "payment" })).toBe(true)
    expect(fakes.quote.calls.map((call) => call.input)).toEqual([{ lines: CART, addressId: HOME._id }, { lines: CART, addressId: HOME._id, couponCode: "WELCOME20" }])
    expect(context().couponCode).toBe("WELCOME20")
    actor.send({ type: "checkout.coupon.set", code: null })
    expect(fakes.quote.calls.at(-1)?.input).toEqual({ lines: CART, addressId: HOME._id })
  })

  it("asks for a new quote with the walletAmount when the wallet amount changes; a negative or non-number amount is refused", async () => {
    const { actor, fakes, context } = await atPayment()
    actor.send({ type: "checkout.wallet.set", amount: 50 })
    expect(fakes.quote.calls.at(-1)?.input).toEqual({ lines: CART, addressId: HOME._id, walletAmount: 50 })
    expect(context().walletAmount).toBe(50)
    for (const amount of [-5, Number.NaN, Number.POSITIVE_INFINITY]) actor.send({ type: "checkout.wallet.set", amount })
    expect(fakes.quote.calls).toHaveLength(2)
    expect(context().walletAmount).toBe(50)
    actor.send({ type: "checkout.wallet.set", amount: 0 })
    expect(fakes.quote.calls.at(-1)?.input).toEqual({ lines: CART, addressId: HOME._id })
  })

  it("keeps the server's message when the quote fails, and stays at the payment step", async () => {
    const { actor, fakes, shows, context } = startCheckout()
    actor.send({ type: "checkout.next" })
    fakes.quote.latest().reject(failedCall("Product 2 is no longer sold"))
    await settle()
    expect(shows({ shopping: "payment" })).toBe(true)
    expect(context().error).toEqual(keepFailure(failedCall("Product 2 is no longer sold")))
  })

  it("goes back to the address step (1)", async () => {
    const { actor, shows, steps } = await atPayment()
    actor.send({ type: "checkout.back" })
    expect(shows({ shopping: "address" })).toBe(true)
    expect(steps()).toEqual([1, 2, 1])
  })
})

describe("step 3: review and place", () => {
  it("quotes the cart's lines again, with the coupon and wallet chosen, and shows that quote", async () => {
    const started = await atPayment()
    started.actor.send({ type: "checkout.coupon.set", code: "WELCOME20" })
    started.actor.send({ type: "checkout.wallet.set", amount: 25 })
    started.fakes.quote.latest().resolve(quoteOf(CART))
    await settle()
    started.actor.send({ type: "checkout.payment.choose", mode: "Cash on Delivery" })
    started.actor.send({ type: "checkout.next" })
    expect(started.shows({ shopping: { review: "quoting" } })).toBe(true)
    expect(started.fakes.quote.calls.at(-1)?.input).toEqual({ lines: CART, addressId: HOME._id, couponCode: "WELCOME20", walletAmount: 25 })
    const reviewQuote = quoteOf(CART, { modes: ["Cash on Delivery"] })
    started.fakes.quote.latest().resolve(reviewQuote)
    await settle()
    expect(started.shows({ shopping: { review: "ready" } })).toBe(true)
    expect(started.context().quote).toEqual(reviewQuote)
  })

  it("places the order with the lines, the address, the mode and the key once the quote is clean", async () => {
    const { actor, fakes, shows } = await atReview("Cash on Delivery")
    actor.send({ type: "checkout.place" })
    expect(shows({ shopping: { review: "placing" } })).toBe(true)
    expect(fakes.place.calls.map((call) => call.input)).toEqual([
      { lines: CART, addressId: HOME._id, PaymentMode: "Cash on Delivery", idempotencyKey: KEY }
    ])
  })

  it("refuses to place while the quote has problems", async () => {
    const { actor, fakes, shows } = await atReview("Cash on Delivery", quoteOf(CART, { problem: true }))
    actor.send({ type: "checkout.place" })
    expect(shows({ shopping: { review: "ready" } })).toBe(true)
    expect(fakes.place.calls).toHaveLength(0)
  })

  it("refuses to place while the quote does not cover every line of the cart", async () => {
    const { actor, fakes, shows } = await atReview("Cash on Delivery", quoteOf(CART, { priced: 1 }))
    actor.send({ type: "checkout.place" })
    expect(shows({ shopping: { review: "ready" } })).toBe(true)
    expect(fakes.place.calls).toHaveLength(0)
  })

  it("refuses to place while the quote is still being asked for", async () => {
    const { actor, fakes, shows } = await atReview("Cash on Delivery", null)
    actor.send({ type: "checkout.place" })
    expect(shows({ shopping: { review: "quoting" } })).toBe(true)
    expect(fakes.place.calls).toHaveLength(0)
  })

  it("keeps the server's message when the review's quote fails, and place asks for the quote again", async () => {
    const started = await atReview("Cash on Delivery", null)
    started.fakes.quote.latest().reject(failedCall("Try again in a minute"))
    await settle()
    expect(started.shows({ shopping: { review: "quoteFailed" } })).toBe(true)
    expect(started.context().error).toEqual(keepFailure(failedCall("Try again in a minute")))
    const before = started.fakes.quote.calls.length
    started.actor.send({ type: "checkout.place" })
    expect(started.shows({ shopping: { review: "quoting" } })).toBe(true)
    expect(started.fakes.quote.calls).toHaveLength(before + 1)
    expect(started.fakes.place.calls).toHaveLength(0)
  })

  it("goes back to quoting after a failed placement, keeping the server's message beside the new quote", async () => {
    const { actor, fakes, shows, context, placed } = await atReview("Cash on Delivery")
    actor.send({ type: "checkout.place" })
    fakes.place.latest().reject(failedCall("Only 1 left of Product 1"))
    await settle()
    expect(shows({ shopping: { review: "quoting" } })).toBe(true)
    expect(context().error).toEqual(keepFailure(failedCall("Only 1 left of Product 1")))
    fakes.quote.latest().resolve(quoteOf(CART, { problem: true }))
    await settle()
    expect(shows({ shopping: { review: "ready" } })).toBe(true)
    expect(context().error).toEqual(keepFailure(failedCall("Only 1 left of Product 1")))
    expect(placed).toEqual([])
  })

  it("sends the same idempotency key with every placement attempt of one checkout", async () => {
    const { actor, fakes } = await atReview("Cash on Delivery")
    actor.send({ type: "checkout.place" })
    fakes.place.latest().reject(failedCall("The connection was lost"))
    await settle()
    fakes.quote.latest().resolve(quoteOf(CART))
    await settle()
    actor.send({ type: "checkout.place" })
    expect(fakes.place.calls.map((call) => call.input.idempotencyKey)).toEqual([KEY, KEY])
  })

  it("goes back to the payment step (2), with the mode still chosen", async () => {
    const { actor, shows, steps, context } = await atReview("Online")
    actor.send({ type: "checkout.back" })
    expect(shows({ shopping: "payment" })).toBe(true)
    expect(context().paymentMode).toBe("Online")
    expect(steps()).toEqual([1, 2, 3, 2])
  })

  it("once the order is being placed, back does not abandon it: its answer is still taken", async () => {
    const { actor, fakes, shows, placed } = await atReview("Cash on Delivery")
    actor.send({ type: "checkout.place" })
    actor.send({ type: "checkout.back" })
    expect(fakes.place.calls[0]?.signal.aborted).toBe(false)
    fakes.place.latest().resolve(placedOrder("Cash on Delivery"))
    await settle()
    expect(shows("placed")).toBe(true)
    expect(placed).toEqual([placedOrder("Cash on Delivery")])
  })

  it("once the order is being placed, a cart change does not abandon it: its answer is still taken", async () => {
    const { actor, fakes, shows, placed } = await atReview("Cash on Delivery")
    actor.send({ type: "checkout.place" })
    actor.send({ type: "checkout.cart.changed", lines: LEFT })
    expect(fakes.place.calls[0]?.signal.aborted).toBe(false)
    fakes.place.latest().resolve(placedOrder("Cash on Delivery"))
    await settle()
    expect(shows("placed")).toBe(true)
    expect(placed).toEqual([placedOrder("Cash on Delivery")])
  })
})

describe("after the order is placed", () => {
  it("Cash on Delivery: ends placed with the order the orders actor placed, and no payment asked", async () => {
    const { actor, fakes, placed, gateway, context } = await placedWith("Cash on Delivery")
    expect(actor.getSnapshot().value).toBe("placed")
    expect(actor.getSnapshot().status).toBe("done")
    expect(placed).toEqual([placedOrder("Cash on Delivery")])
    expect(context().order).toEqual(placedOrder("Cash on Delivery"))
    expect(fakes.token.calls).toHaveLength(0)
    expect(gateway).toEqual([])
  })

  it("Online: asks the orders actor for a payment token with the order's number (BZ-000123 is 123) and the gateway, ends redirecting", async () => {
    const { actor, fakes, placed, gateway, shows, context } = await placedWith("Online")
    expect(placed).toEqual([placedOrder("Online")])
    expect(shows({ paying: "requesting" })).toBe(true)
    expect(fakes.token.calls.map((call) => call.input)).toEqual([{ number: 123 }])
    fakes.token.latest().resolve(TOKEN)
    await settle()
    expect(shows({ paying: "redirecting" })).toBe(true)
    expect(gateway).toEqual([TOKEN])
    expect(context().token).toEqual(TOKEN)
    expect(actor.getSnapshot().status).toBe("active")
  })

  it("Online: a token failure shows the server's message in paying.failed, and checkout.pay asks again", async () => {
    const { actor, fakes, gateway, shows, context, placed } = await placedWith("Online")
    fakes.token.latest().reject(failedCall("Online payment is not available right now."))
    await settle()
    expect(shows({ paying: "failed" })).toBe(true)
    expect(context().error).toEqual(keepFailure(failedCall("Online payment is not available right now.")))
    expect(gateway).toEqual([])
    actor.send({ type: "checkout.pay" })
    expect(shows({ paying: "requesting" })).toBe(true)
    expect(fakes.token.calls.map((call) => call.input)).toEqual([{ number: 123 }, { number: 123 }])
    fakes.token.latest().resolve(TOKEN)
    await settle()
    expect(shows({ paying: "redirecting" })).toBe(true)
    expect(gateway).toEqual([TOKEN])
    expect(context().error).toBeNull()
    expect(placed).toHaveLength(1)
  })

  it.each(["Cash on Delivery", "Online"] as const)(
    "%s: the cart the shop empties when the order exists does not take the checkout out of placed or paying",
    async (mode) => {
      const { actor, placed, fakes } = await placedWith(mode, { emptiesCartWhenPlaced: true })
      expect(actor.getSnapshot().value).toEqual(mode === "Online" ? { paying: "requesting" } : "placed")
      expect(placed).toHaveLength(1)
      expect(fakes.token.calls).toHaveLength(mode === "Online" ? 1 : 0)
    }
  )
})

describe("the cart changes under the checkout", () => {
  /** Each step of shopping, reached from a fresh checkout. */
  const STEPS: ReadonlyArray<readonly [string, () => Promise<Started>]> = [
    ["sign in", async () => startCheckout({ signedIn: false, address: null })],
    ["address", async () => startCheckout()],
    ["payment", async () => atPayment()],
    ["review, quoting", async () => atReview("Cash on Delivery", null)],
    ["review, ready", async () => atReview("Cash on Delivery")],
    [
      "review, quote failed",
      async () => {
        const started = await atReview("Cash on Delivery", null)
        started.fakes.quote.latest().reject(failedCall("down"))
        await settle()
        return started
      }
    ]
  ]

  it.each(STEPS)("emptied at %s: the checkout shows empty, and asks nothing more", async (_, reach) => {
    const { actor, shows, fakes, context } = await reach()
    const calls = fakes.quote.calls.length
    actor.send({ type: "checkout.cart.changed", lines: [] })
    await settle()
    expect(shows({ shopping: "empty" })).toBe(true)
    expect(context()).toMatchObject({ lines: [], quote: null })
    expect(fakes.quote.live()).toHaveLength(0)
    expect(fakes.quote.calls).toHaveLength(calls)
  })

  it("filled again after empty: starts at the step the session allows", () => {
    const { actor, shows, steps } = startCheckout()
    actor.send({ type: "checkout.cart.changed", lines: [] })
    actor.send({ type: "checkout.cart.changed", lines: LEFT })
    expect(shows({ shopping: "address" })).toBe(true)
    expect(steps()).toEqual([1, 1])
  })

  it("at the payment step: asks for a quote of the new lines", async () => {
    const { actor, fakes, context } = await atPayment()
    actor.send({ type: "checkout.cart.changed", lines: LEFT })
    expect(fakes.quote.calls.at(-1)?.input).toEqual({ lines: LEFT, addressId: HOME._id })
    expect(context().lines).toEqual(LEFT)
  })

  it("in the review: quotes the new lines again, the old quote no longer counts", async () => {
    const { actor, fakes, shows, context } = await atReview("Cash on Delivery", quoteOf(CART, { problem: true }))
    actor.send({ type: "checkout.cart.changed", lines: LEFT })
    expect(shows({ shopping: { review: "quoting" } })).toBe(true)
    expect(context().quote).toBeNull()
    expect(fakes.quote.calls.at(-1)?.input).toEqual({ lines: LEFT, addressId: HOME._id })
    actor.send({ type: "checkout.place" })
    expect(fakes.place.calls).toHaveLength(0)
    fakes.quote.latest().resolve(quoteOf(LEFT))
    await settle()
    actor.send({ type: "checkout.place" })
    expect(fakes.place.calls.map((call) => call.input.lines)).toEqual([LEFT])
  })

  it("in the review while a quote is pending: abandons it and quotes the new lines", async () => {
    const { actor, fakes, shows } = await atReview("Cash on Delivery", null)
    const pending = fakes.quote.latest()
    actor.send({ type: "checkout.cart.changed", lines: LEFT })
    expect(pending.signal.aborted).toBe(true)
    expect(fakes.quote.live().map((call) => call.input)).toEqual([{ lines: LEFT, addressId: HOME._id }])
    pending.resolve(quoteOf(CART))
    await settle()
    expect(shows({ shopping: { review: "quoting" } })).toBe(true)
  })
})

describe("the session changes under the checkout", () => {
  const STEPS: ReadonlyArray<readonly [string, () => Promise<Started>]> = [
    ["address", async () => startCheckout()],
    ["payment", async () => atPayment()],
    ["review", async () => atReview("Cash on Delivery")]
  ]

  it.each(STEPS)("a sign-out at %s goes back to sign in (step 0) and forgets the address", async (_, reach) => {
    const { actor, shows, context, reported } = await reach()
    actor.send({ type: "checkout.signed-out" })
    expect(shows({ shopping: "signIn" })).toBe(true)
    expect(context()).toMatchObject({ signedIn: false, address: null, quote: null })
    expect(reported.at(-1)).toEqual({ step: 0, signedIn: false })
  })
})

describe("the step as a state tag (§3 checkout_process_steps)", () => {
  it("each step of shopping carries its tag, and no tag is carried once the order is placed or the cart is empty", async () => {
    const signedOutCheckout = startCheckout({ signedIn: false, address: null })
    expect(checkoutStepOf(signedOutCheckout.actor.getSnapshot())).toBe(0)
    const started = startCheckout()
    expect(checkoutStepOf(started.actor.getSnapshot())).toBe(1)
    const payment = await atPayment()
    expect(checkoutStepOf(payment.actor.getSnapshot())).toBe(2)
    const review = await atReview("Cash on Delivery")
    expect(checkoutStepOf(review.actor.getSnapshot())).toBe(3)
    review.actor.send({ type: "checkout.place" })
    expect(checkoutStepOf(review.actor.getSnapshot())).toBe(3)
    const placed = await placedWith("Cash on Delivery")
    expect(checkoutStepOf(placed.actor.getSnapshot())).toBeNull()
    expect(checkoutStepOf(startCheckout({ lines: [] }).actor.getSnapshot())).toBeNull()
  })

  it("reports to the shop the step each tag stands for", async () => {
    const review = await atReview("Online")
    expect(review.steps()).toEqual([1, 2, 3])
  })
})

describe("a cart change that changes no line", () => {
  it("is not priced again: the review keeps its quote", async () => {
    const { actor, fakes, shows, context } = await atReview("Cash on Delivery")
    const quotes = fakes.quote.calls.length
    actor.send({ type: "checkout.cart.changed", lines: CART.map((line) => ({ ...line })) })
    expect(shows({ shopping: { review: "ready" } })).toBe(true)
    expect(fakes.quote.calls).toHaveLength(quotes)
    expect(context().quote).toEqual(quoteOf(CART))
  })
})

describe("a coupon the server refuses (issue 33 item 1)", () => {
  const FIRST_ORDER_ONLY = "WELCOME20 is for a first order only, and you have ordered before."
  const refused = (sentence = FIRST_ORDER_ONLY) =>
    new CallFailed({ text: "grocer order not create", reason: new CouponNotValid({ message: sentence }) })

  it("at the payment step: is dropped from the order, its reason kept, and the order priced again without it", async () => {
    const { actor, fakes, context, shows } = await atPayment()
    actor.send({ type: "checkout.coupon.set", code: "WELCOME20" })
    fakes.quote.latest().reject(refused())
    await settle()
    expect(shows({ shopping: "payment" })).toBe(true)
    expect(context()).toMatchObject({ couponCode: null, couponRefused: { code: "WELCOME20", failure: keepFailure(refused()) }, error: null })
    expect(fakes.quote.live().map((call) => call.input)).toEqual([{ lines: CART, addressId: HOME._id }])
    fakes.quote.latest().resolve(quoteOf(CART))
    await settle()
    // The review and the order ask for no coupon: nothing blocks placing.
    actor.send({ type: "checkout.payment.choose", mode: "Cash on Delivery" })
    actor.send({ type: "checkout.next" })
    expect(fakes.quote.calls.at(-1)?.input).toEqual({ lines: CART, addressId: HOME._id })
    fakes.quote.latest().resolve(quoteOf(CART))
    await settle()
    actor.send({ type: "checkout.place" })
    expect(fakes.place.calls.map((call) => call.input)).toEqual([{ lines: CART, addressId: HOME._id, PaymentMode: "Cash on Delivery", idempotencyKey: KEY }])
    expect(context().couponRefused).toEqual({ code: "WELCOME20", failure: keepFailure(refused()) })
  })

  it("in the review (used up meanwhile): is dropped, the review quotes again without it, and place then places the order", async () => {
    const started = await atPayment()
    started.actor.send({ type: "checkout.coupon.set", code: "ONCE50" })
    started.fakes.quote.latest().resolve(quoteOf(CART))
    await settle()
    started.actor.send({ type: "checkout.payment.choose", mode: "Cash on Delivery" })
    started.actor.send({ type: "checkout.next" })
    started.fakes.quote.latest().reject(refused("You have already used ONCE50."))
    await settle()
    expect(started.shows({ shopping: { review: "quoting" } })).toBe(true)
    expect(started.context()).toMatchObject({ couponCode: null, couponRefused: { code: "ONCE50", failure: keepFailure(refused("You have already used ONCE50.")) } })
    expect(started.fakes.quote.live().map((call) => call.input)).toEqual([{ lines: CART, addressId: HOME._id }])
    started.fakes.quote.latest().resolve(quoteOf(CART))
    await settle()
    started.actor.send({ type: "checkout.place" })
    expect(started.fakes.place.calls).toHaveLength(1)
    expect(started.fakes.place.calls[0]!.input.couponCode).toBeUndefined()
  })

  it("a placement refused for the coupon is said once: the review drops the coupon and quotes again", async () => {
    const started = await atPayment()
    started.actor.send({ type: "checkout.coupon.set", code: "ONCE50" })
    started.fakes.quote.latest().resolve(quoteOf(CART))
    await settle()
    started.actor.send({ type: "checkout.payment.choose", mode: "Cash on Delivery" })
    started.actor.send({ type: "checkout.next" })
    started.fakes.quote.latest().resolve(quoteOf(CART))
    await settle()
    started.actor.send({ type: "checkout.place" })
    started.fakes.place.latest().reject(refused("ONCE50 has been used as many times as it allows."))
    await settle()
    started.fakes.quote.latest().reject(refused("ONCE50 has been used as many times as it allows."))
    await settle()
    expect(started.context()).toMatchObject({
      couponCode: null,
      couponRefused: { code: "ONCE50", failure: keepFailure(refused("ONCE50 has been used as many times as it allows.")) },
      error: null
    })
    expect(started.shows({ shopping: { review: "quoting" } })).toBe(true)
  })

  it("another failure of the quote keeps the coupon and says why, as before", async () => {
    const { actor, fakes, context } = await atPayment()
    actor.send({ type: "checkout.coupon.set", code: "WELCOME20" })
    fakes.quote.latest().reject(failedCall("The shop could not price the cart"))
    await settle()
    expect(context()).toMatchObject({ couponCode: "WELCOME20", couponRefused: null, error: keepFailure(failedCall("The shop could not price the cart")) })
  })

  it("a coupon set again forgets the last refusal", async () => {
    const { actor, fakes, context } = await atPayment()
    actor.send({ type: "checkout.coupon.set", code: "WELCOME20" })
    fakes.quote.latest().reject(refused())
    await settle()
    actor.send({ type: "checkout.coupon.set", code: "DIWALI25" })
    expect(context()).toMatchObject({ couponCode: "DIWALI25", couponRefused: null })
  })
})

describe("the offers this customer can use (issue 33 item 1)", () => {
  const OFFER: Offer = { code: "DIWALI25", percentOff: 25, firstOrderOnly: false }

  it("are read at the payment step and kept; a failed read keeps what was shown; a sign-out forgets them", async () => {
    const { actor, fakes, context } = await atPayment()
    expect(fakes.offers.calls).toHaveLength(1)
    fakes.offers.latest().resolve([OFFER])
    await settle()
    expect(context().offers).toEqual([OFFER])
    actor.send({ type: "checkout.wallet.set", amount: 10 })
    fakes.offers.latest().reject(failedCall("down"))
    await settle()
    expect(context().offers).toEqual([OFFER])
    actor.send({ type: "checkout.signed-out" })
    expect(context().offers).toEqual([])
  })
})

describe("an address added at the address step (issue 33 item 2)", () => {
  it("a new customer's first address is chosen, and 'Deliver here' may go on to payment", () => {
    const { actor, context, shows } = startCheckout({ signedIn: false, address: null })
    actor.send({ type: "checkout.signed-in", address: null })
    expect(shows({ shopping: "address" })).toBe(true)
    actor.send({ type: "checkout.next" })
    expect(shows({ shopping: "address" })).toBe(true)
    actor.send({ type: "checkout.address.added", address: HOME })
    expect(context().address).toEqual(HOME)
    actor.send({ type: "checkout.next" })
    expect(shows({ shopping: "payment" })).toBe(true)
  })

  it("a returning customer's new address replaces the one chosen", () => {
    const { actor, context } = startCheckout()
    actor.send({ type: "checkout.address.added", address: WORK })
    expect(context().address).toEqual(WORK)
  })

  it("after the address step, an address added elsewhere changes nothing", async () => {
    const { actor, context } = await atPayment()
    actor.send({ type: "checkout.address.added", address: WORK })
    expect(context().address).toEqual(HOME)
  })
})

// ---------------------------------------------------------------------------------------------
// Issue 35: an order refused by the server reaches the checkout by name. The real orders actor
// places it, its call failing as the browser's client hands a failure over (the server's error body
// decoded by the contract, in a `CallFailed`); the orders actor answers `order.create.failed` with the
// failure kept (its `_tag` among it), and the checkout branches on that name alone: every failure below carries the
// same words. Every failure the contract declares for placing an order has its branch written here.

describe("order placement's failures by name, as the contract declares them", () => {
  const SAME_WORDS = "The server's words, the same for every failure."
  const NEW_KEY = "co-fedcba9876543210fedcba9876543210"

  /** What the review does when the order is refused: asks again at once under a new key, or quotes the cart again to show why. */
  const AFTER_REFUSAL: Readonly<Record<string, "asked again under a new key" | "quoted again with the sentence">> = {
    AccountGone: "quoted again with the sentence",
    AddressNotFound: "quoted again with the sentence",
    BadRequest: "quoted again with the sentence",
    CashOnDeliveryLimit: "quoted again with the sentence",
    Conflict: "quoted again with the sentence",
    CouponNotValid: "quoted again with the sentence",
    IdempotencyKeyReused: "asked again under a new key",
    NotDeliverable: "quoted again with the sentence",
    OnlinePaymentUnavailable: "quoted again with the sentence",
    OutOfStock: "quoted again with the sentence",
    ServiceUnavailable: "quoted again with the sentence",
    Unauthorized: "quoted again with the sentence",
    UnpaidOrdersLimit: "quoted again with the sentence",
    Unreachable: "quoted again with the sentence",
    UnreadableAnswer: "quoted again with the sentence"
  }

  /** In the review with Cash on Delivery and a clean quote, beside the real orders actor whose new-order call is held. */
  const reviewBesideOrders = async () => {
    const create = heldCalls<NewOrderAnswer, NewOrderRequest>({ what: "new order" })
    const orders = createActor(orderMachine.provide({ actors: { createOrder: create.logic } }), { input: {} }).start()
    const quote = heldCalls<OrderQuote, OrderQuoteRequest>({ what: "quote" })
    const machine = checkoutMachine.provide({
      actors: { quoteOrder: quote.logic, loadOffers: heldCalls<ReadonlyArray<Offer>, void>().logic },
      actions: { reportStep: () => undefined, renewKey: assign({ idempotencyKey: NEW_KEY }) }
    })
    const actor = createActor(machine, { input: { lines: CART, signedIn: true, address: HOME, idempotencyKey: KEY, orders } }).start()
    actor.send({ type: "checkout.next" })
    quote.latest().resolve(quoteOf(CART))
    await settle()
    actor.send({ type: "checkout.payment.choose", mode: "Cash on Delivery" })
    actor.send({ type: "checkout.next" })
    quote.latest().resolve(quoteOf(CART))
    await settle()
    return { actor, create, quote, orders }
  }

  it("has a branch for every failure the contract declares for placing an order", () => {
    expect(Object.keys(AFTER_REFUSAL).sort()).toEqual([...declaredFailures("order", "create"), ...CLIENT_FAILURES].sort())
  })

  it.each(Object.entries(AFTER_REFUSAL))("refused with %s, the order is %s", async (tag, branch) => {
    const { actor, create, quote, orders } = await reviewBesideOrders()
    actor.send({ type: "checkout.place" })
    const failure = failedWith(tag as ApiFailureTag, { message: SAME_WORDS, text: "grocer order not create" })
    create.only().reject(failure)
    await settle()
    // The orders actor keeps the failure of its create call, whatever the checkout does with it.
    expect(orders.getSnapshot().context).toMatchObject({ failedOperation: "create", failure: keepFailure(failure) })
    if (branch === "asked again under a new key") {
      expect(actor.getSnapshot().matches({ shopping: { review: "placing" } })).toBe(true)
      expect(create.calls.map((call) => call.input.idempotencyKey)).toEqual([KEY, NEW_KEY])
      expect(quote.live()).toEqual([])
    } else {
      expect(actor.getSnapshot().matches({ shopping: { review: "quoting" } })).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({ error: keepFailure(failure), idempotencyKey: KEY })
      expect(create.calls).toHaveLength(1)
      expect(quote.live()).toHaveLength(1)
    }
    actor.stop()
    orders.stop()
  })
})
