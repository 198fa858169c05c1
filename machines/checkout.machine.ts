import { failureSentence, failureTagOf, type KeptFailure, keepFailure } from "#domain/failure-words.ts"
import { type ActorRef, assign, enqueueActions, fromPromise, setup, type Snapshot } from "xstate"
import type { OrderLineRequest, OrderQuote, OrderQuoteRequest, NewOrderRequest, PaymentToken } from "#domain/http/order.http.ts"
import type { Offer } from "#domain/offers.ts"
import { type Address, type Order, orderNumberOf, type PaymentMode } from "#domain/order.ts"
import type { OrderEvent } from "./order.machine.ts"
import { shopOf } from "./shop-system.ts"

/**
 * DESIGN §4 checkout, steps 0 to 3 (`checkout_process_steps`): 0 sign in (the code inline),
 * 1 delivery address, 2 payment, 3 review and place. The machine decides which step is open (a state
 * tag, `step.*`) and what may happen next. The shop's root spawns it for a visit to /check-out, passes
 * it the cart's lines and the session as they change, and takes the steps it reports to the
 * authentication actor (§3 `checkout_process_steps`, `checkout_authentication_status`). The quote is
 * a call the composition root provides; the order and its payment token are asked of the orders
 * actor (`orders` in the input), and the checkout waits for its answer in a state: `placing`, then
 * `paying.requesting` (the orders actor then sends the shopper to the gateway).
 *
 * Guards: no empty cart; an address before the payment step; a payment mode chosen (nothing is
 * pre-ticked) before the review; and before placing, the server's quote of the very lines in the
 * cart, without a problem (stock and prices checked again). The shopper sees that quote, every §9
 * figure of it, before committing.
 *
 * Issue 33: a coupon the server refuses (`CouponNotValid`: a first-order code after an order, one
 * used up) is dropped from the order and the quote asked again without it, its refusal kept beside
 * the coupon (`couponRefused`), so placing is never blocked by a code the order cannot take. The
 * payment step also asks which offers this customer can use (`loadOffers`). An address added at
 * the address step (the shop passes the authentication actor's `address.added` on) is the one chosen.
 */

export type CheckoutStep = 0 | 1 | 2 | 3

/** The state tag of each step, in order: the tag's index is §3's `checkout_process_steps`. */
export const CHECKOUT_STEP_TAGS = ["step.signIn", "step.address", "step.payment", "step.review"] as const

/** The step a checkout's snapshot is at, or null when it is not at one (empty cart, placed, paying). */
export const checkoutStepOf = (snapshot: { readonly hasTag: (tag: (typeof CHECKOUT_STEP_TAGS)[number]) => boolean }): CheckoutStep | null => {
  const step = CHECKOUT_STEP_TAGS.findIndex((tag) => snapshot.hasTag(tag))
  return step === -1 ? null : (step as CheckoutStep)
}

export { linesOf } from "./checkout-lines.ts"

/** The orders actor, as the checkout asks it for the order and its payment token. */
export type OrdersRef = ActorRef<Snapshot<unknown>, OrderEvent>

/** What the checkout tells the shop: the step it is at (the shop sets §3's keys). */
export interface CheckoutStepReported {
  readonly type: "checkout.step.reported"
  readonly step: CheckoutStep
  readonly signedIn: boolean
}

export interface CheckoutInput {
  /** The cart's lines as the order will ask for them (what and how many, never a price). */
  readonly lines: ReadonlyArray<OrderLineRequest>
  readonly signedIn: boolean
  /** The address the authentication actor holds as current, if any. */
  readonly address: Address | null
  /** The key that makes a double submit one order; the same for every try of this checkout. */
  readonly idempotencyKey: string
  /** Who places the order and issues its payment token. */
  readonly orders: OrdersRef
}

/** A coupon the server refused for this order, and the refusal, kept (a screen says it in the page's language). */
export interface CouponRefused {
  readonly code: string
  readonly failure: KeptFailure
}

export interface CheckoutContext {
  readonly lines: ReadonlyArray<OrderLineRequest>
  readonly signedIn: boolean
  readonly address: Address | null
  readonly paymentMode: PaymentMode | null
  readonly couponCode: string | null
  /** The last coupon the server refused, dropped from the order (issue 33). */
  readonly couponRefused: CouponRefused | null
  /** The offers this customer can use (`GET offers/mine`), as the payment step last read them. */
  readonly offers: ReadonlyArray<Offer>
  readonly walletAmount: number
  readonly idempotencyKey: string
  /** The server's price of these lines, as last asked for. */
  readonly quote: OrderQuote | null
  /** The order placed by this checkout. */
  readonly order: Order | null
  readonly token: PaymentToken | null
  /** Why the last quote, order or token failed: the failure, kept (a screen says it in the page's language). */
  readonly error: KeptFailure | null
  readonly orders: OrdersRef
}

export type CheckoutEvent =
  | { readonly type: "checkout.signed-in"; readonly address: Address | null }
  | { readonly type: "checkout.signed-out" }
  | { readonly type: "checkout.cart.changed"; readonly lines: ReadonlyArray<OrderLineRequest> }
  | { readonly type: "checkout.address.choose"; readonly address: Address }
  /** From the shop: the customer added this address to their book (at the address step: it is chosen). */
  | { readonly type: "checkout.address.added"; readonly address: Address }
  | { readonly type: "checkout.payment.choose"; readonly mode: PaymentMode }
  | { readonly type: "checkout.coupon.set"; readonly code: string | null }
  | { readonly type: "checkout.wallet.set"; readonly amount: number }
  | { readonly type: "checkout.next" }
  | { readonly type: "checkout.back" }
  | { readonly type: "checkout.place" }
  | { readonly type: "checkout.pay" }
  // The orders actor's answers (OrderReply).
  | { readonly type: "order.created"; readonly order: Order }
  | { readonly type: "order.create.failed"; readonly failure: KeptFailure }
  | { readonly type: "order.token.issued"; readonly token: PaymentToken }
  | { readonly type: "order.token.failed"; readonly failure: KeptFailure }

const unprovided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)))

/** The request for a quote of the checkout's lines, coupon and wallet. */
export const quoteRequestOf = (context: CheckoutContext): OrderQuoteRequest => ({
  lines: context.lines,
  // With the address chosen, the quote says whether, how and by when it is delivered (issue 19).
  ...(context.address === null ? {} : { addressId: context.address._id }),
  ...(context.couponCode === null ? {} : { couponCode: context.couponCode }),
  ...(context.walletAmount > 0 ? { walletAmount: context.walletAmount } : {})
})

/** The order the review places: the quote's request, the address, the mode and the key. */
export const orderRequestOf = (context: CheckoutContext): NewOrderRequest | null =>
  context.address === null || context.paymentMode === null
    ? null
    : { ...quoteRequestOf(context), addressId: context.address._id, PaymentMode: context.paymentMode, idempotencyKey: context.idempotencyKey }

/** The same failure: of the same name, in the same words (a kept failure is a copy, never the same object). */
const sameFailure = (a: KeptFailure | null, b: KeptFailure): boolean =>
  a !== null && failureTagOf(a) === failureTagOf(b) && failureSentence(a) === failureSentence(b)

/** The same lines, in the same order: a cart change that changes nothing is not re-priced. */
const sameLines = (a: ReadonlyArray<OrderLineRequest>, b: ReadonlyArray<OrderLineRequest>): boolean =>
  a.length === b.length && a.every((line, i) => line.PackOptionId === b[i]?.PackOptionId && line.quantity === b[i]?.quantity)


export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent
  },
  actors: {
    quoteOrder: unprovided<OrderQuote, OrderQuoteRequest>("quoteOrder"),
    loadOffers: unprovided<ReadonlyArray<Offer>, void>("loadOffers")
  },
  guards: {
    cartIsEmpty: ({ context }) => context.lines.length === 0,
    signedOut: ({ context }) => !context.signedIn,
    hasAddress: ({ context }) => context.address !== null,
    hasPaymentMode: ({ context }) => context.paymentMode !== null,
    /** The quote is of the cart's lines as they are, every line can be sold as asked, and the mode is taken. */
    quoteIsClean: ({ context }) =>
      context.quote !== null && context.quote.problems.length === 0 && context.quote.lines.length === context.lines.length &&
      context.paymentMode !== null && context.quote.paymentModes.includes(context.paymentMode),
    paysOnline: ({ context }) => context.paymentMode === "Online",
    offeredMode: ({ context }, params: { readonly mode: PaymentMode }) =>
      context.quote === null || context.quote.paymentModes.includes(params.mode),
    isWalletAmount: (_, params: { readonly amount: number }) => Number.isFinite(params.amount) && params.amount >= 0,
    /** The quote failed because the server refused the coupon asked for (issue 33): the order goes on without it. */
    couponRefused: ({ context }, params: { readonly error: unknown }) => context.couponCode !== null && failureTagOf(params.error) === "CouponNotValid",
    /** The server refused the order because the checkout's key was used for another order (issue 35). */
    keyReused: ({ event }) => event.type === "order.create.failed" && failureTagOf(event.failure) === "IdempotencyKeyReused",
    changedToEmpty: ({ event }) => event.type === "checkout.cart.changed" && event.lines.length === 0,
    changedToLines: ({ context, event }) => event.type === "checkout.cart.changed" && event.lines.length > 0 && !sameLines(context.lines, event.lines),
    linesChanged: ({ context, event }) => event.type === "checkout.cart.changed" && !sameLines(context.lines, event.lines)
  },
  actions: {
    takeLines: assign({ lines: ({ context, event }) => (event.type === "checkout.cart.changed" ? event.lines : context.lines), quote: null }),
    /** The refused coupon leaves the order; its refusal stays for the shopper to read. */
    dropCoupon: assign(({ context }, params: { readonly error: unknown }) => ({
      couponCode: null,
      couponRefused: { code: context.couponCode ?? "", failure: keepFailure(params.error) }
    })),
    // §3, §4: the shop sets checkout_process_steps (and the sign-in status) in the authentication actor.
    reportStep: enqueueActions(({ enqueue, system }, params: { readonly step: CheckoutStep; readonly signedIn: boolean }) => {
      const shop = shopOf<CheckoutStepReported>(system)
      if (shop !== undefined) enqueue.sendTo(shop, { type: "checkout.step.reported", step: params.step, signedIn: params.signedIn })
    }),
    /** A new idempotency key for the order (random: the composition root provides it, src/app/checkout.ts). */
    renewKey: assign((): Partial<CheckoutContext> => {
      throw new Error("renewKey not provided")
    }),
    /** Asks the orders actor for the order; its answer comes back as `order.created` or `order.create.failed`. */
    askForOrder: enqueueActions(({ context, enqueue, self }) => {
      const request = orderRequestOf(context)
      if (request !== null) enqueue.sendTo(context.orders, { type: "order.create", request, replyTo: self })
    }),
    /** Asks for a payment token of the order placed; the orders actor then sends the shopper to the gateway. */
    askForToken: enqueueActions(({ context, enqueue, self }) => {
      const number = context.order === null ? undefined : orderNumberOf(context.order.orderid)
      if (number !== undefined) enqueue.sendTo(context.orders, { type: "order.token.request", number, replyTo: self, goToGateway: true })
    })
  }
}).createMachine({
  id: "checkout",
  context: ({ input }) => ({
    lines: input.lines,
    signedIn: input.signedIn,
    address: input.address,
    // DESIGN §4, issue 5: nothing is pre-ticked.
    paymentMode: null,
    couponCode: null,
    couponRefused: null,
    offers: [],
    walletAmount: 0,
    idempotencyKey: input.idempotencyKey,
    quote: null,
    order: null,
    token: null,
    error: null,
    orders: input.orders
  }),
  initial: "shopping",
  states: {
    // Until the order is placed: the cart or the session may still change under the checkout.
    shopping: {
      initial: "routing",
      on: {
        "checkout.cart.changed": [
          { guard: "changedToEmpty", target: ".empty", actions: assign({ lines: [], quote: null }) },
          { guard: "linesChanged", actions: "takeLines" }
        ],
        // Another shopper may sign in next: what this one chose is not theirs.
        "checkout.signed-out": {
          target: ".routing",
          actions: assign({ signedIn: false, address: null, quote: null, paymentMode: null, couponCode: null, couponRefused: null, offers: [], walletAmount: 0, error: null })
        },
        // Signed in while the cart is empty (or from another tab): remembered for when lines arrive.
        "checkout.signed-in": { actions: assign({ signedIn: true, address: ({ context, event }) => context.address ?? event.address }) }
      },
      states: {
        // Where the checkout starts (and starts again when the cart or the session changes).
        routing: {
          always: [
            { guard: "cartIsEmpty", target: "empty" },
            { guard: "signedOut", target: "signIn" },
            { target: "address" }
          ]
        },
        empty: {
          on: { "checkout.cart.changed": { guard: "changedToLines", target: "routing", actions: "takeLines" } }
        },
        signIn: {
          tags: "step.signIn",
          entry: { type: "reportStep", params: { step: 0, signedIn: false } },
          on: {
            "checkout.signed-in": {
              target: "routing",
              actions: assign({ signedIn: true, address: ({ context, event }) => context.address ?? event.address })
            }
          }
        },
        address: {
          tags: "step.address",
          entry: { type: "reportStep", params: { step: 1, signedIn: true } },
          on: {
            "checkout.address.choose": { actions: assign({ address: ({ event }) => event.address }) },
            // Issue 33, §4: the address just added (a new customer's first) is where the order goes.
            "checkout.address.added": { actions: assign({ address: ({ event }) => event.address }) },
            "checkout.next": { guard: "hasAddress", target: "payment" }
          }
        },
        payment: {
          tags: "step.payment",
          entry: { type: "reportStep", params: { step: 2, signedIn: true } },
          // The payment step asks for a quote too: it says which payment modes the shop takes now.
          invoke: [
            {
              id: "paymentQuote",
              src: "quoteOrder",
              input: ({ context }) => quoteRequestOf(context),
              // A mode chosen before the quote came, which the shop does not take now, is unticked.
              onDone: {
                actions: assign({
                  quote: ({ event }) => event.output,
                  paymentMode: ({ context, event }) => (context.paymentMode !== null && event.output.paymentModes.includes(context.paymentMode) ? context.paymentMode : null),
                  error: null
                })
              },
              onError: [
                // Issue 33: a refused coupon is dropped and the order priced again without it.
                {
                  guard: { type: "couponRefused", params: ({ event }) => ({ error: event.error }) },
                  target: "payment",
                  reenter: true,
                  actions: { type: "dropCoupon", params: ({ event }) => ({ error: event.error }) }
                },
                { actions: assign({ error: ({ event }) => keepFailure(event.error) }) }
              ]
            },
            // The offers this customer can use; they only add to the step, so a failed read keeps what was shown.
            { id: "paymentOffers", src: "loadOffers", onDone: { actions: assign({ offers: ({ event }) => event.output }) }, onError: {} }
          ],
          on: {
            "checkout.payment.choose": {
              guard: { type: "offeredMode", params: ({ event }) => ({ mode: event.mode }) },
              actions: assign({ paymentMode: ({ event }) => event.mode })
            },
            "checkout.coupon.set": {
              target: "payment",
              reenter: true,
              actions: assign({ couponCode: ({ event }) => (event.code === null || event.code.trim() === "" ? null : event.code.trim()), couponRefused: null, error: null })
            },
            "checkout.wallet.set": {
              guard: { type: "isWalletAmount", params: ({ event }) => ({ amount: event.amount }) },
              target: "payment",
              reenter: true,
              actions: assign({ walletAmount: ({ event }) => event.amount })
            },
            "checkout.cart.changed": { guard: "changedToLines", target: "payment", reenter: true, actions: "takeLines" },
            "checkout.back": "address",
            "checkout.next": { guard: "hasPaymentMode", target: "review" }
          }
        },
        review: {
          tags: "step.review",
          entry: { type: "reportStep", params: { step: 3, signedIn: true } },
          initial: "quoting",
          on: {
            "checkout.back": "payment",
            // The shopper changed the cart (say, to what is left): the review quotes it again.
            "checkout.cart.changed": { guard: "changedToLines", target: ".quoting", actions: "takeLines" }
          },
          states: {
            // Stock and prices are checked again: the review shows the server's figures, not the cart's.
            quoting: {
              invoke: {
                id: "reviewQuote",
                src: "quoteOrder",
                input: ({ context }) => quoteRequestOf(context),
                // The error stays: a refused order's reason is shown beside the new quote.
                onDone: { target: "ready", actions: assign({ quote: ({ event }) => event.output }) },
                onError: [
                  // Issue 33: a coupon refused now (used up meanwhile, say) leaves the order, which is priced again without it.
                  {
                    guard: { type: "couponRefused", params: ({ event }) => ({ error: event.error }) },
                    target: "quoting",
                    reenter: true,
                    actions: [
                      { type: "dropCoupon", params: ({ event }) => ({ error: event.error }) },
                      // The refused order's reason, when it was this very refusal, is said once.
                      assign({ error: ({ context, event }) => (sameFailure(context.error, keepFailure(event.error)) ? null : context.error) })
                    ]
                  },
                  { target: "quoteFailed", actions: assign({ error: ({ event }) => keepFailure(event.error) }) }
                ]
              }
            },
            quoteFailed: { on: { "checkout.place": { target: "quoting", actions: assign({ error: null }) } } },
            ready: {
              on: { "checkout.place": { guard: "quoteIsClean", target: "placing", actions: assign({ error: null }) } }
            },
            placing: {
              // Once the order is asked for, its answer is awaited whatever the shopper does meanwhile:
              // the orders actor places it either way, and the shop empties the cart when it exists.
              on: {
                "checkout.back": {},
                "checkout.cart.changed": {},
                "checkout.signed-out": {},
                "order.created": [
                  { guard: "paysOnline", target: "#checkout.paying", actions: assign({ order: ({ event }) => event.order, error: null }) },
                  { target: "#checkout.placed", actions: assign({ order: ({ event }) => event.order, error: null }) }
                ],
                "order.create.failed": [
                  // Issue 35: the checkout's key was used for another order (an answer lost, the cart
                  // changed since): this order is asked again under a new key.
                  { guard: "keyReused", target: "placing", reenter: true, actions: "renewKey" },
                  // The server says why (a line sold out meanwhile, say): quote again so the review shows it.
                  { target: "quoting", actions: assign({ error: ({ event }) => event.failure }) }
                ]
              },
              entry: "askForOrder"
            }
          }
        },
      }
    },
    // Online: the order exists (payment Pending); a token sends the shopper to the gateway.
    paying: {
      initial: "requesting",
      states: {
        requesting: {
          entry: "askForToken",
          on: {
            "order.token.issued": { target: "redirecting", actions: assign({ token: ({ event }) => event.token, error: null }) },
            "order.token.failed": { target: "failed", actions: assign({ error: ({ event }) => event.failure }) }
          }
        },
        failed: { on: { "checkout.pay": "requesting" } },
        redirecting: { type: "final" }
      }
    },
    placed: { type: "final" }
  }
})

export type CheckoutMachine = typeof checkoutMachine
