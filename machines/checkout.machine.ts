import { assign, fromPromise, setup } from "xstate"
import type { OrderLineRequest, OrderQuote, OrderQuoteRequest, NewOrderRequest, PaymentToken } from "#domain/http/order.http.ts"
import type { Address, Order, PaymentMode } from "#domain/order.ts"

/**
 * DESIGN §4 checkout, steps 0 to 3 (`checkout_process_steps`): 0 sign in (the code inline),
 * 1 delivery address, 2 payment, 3 review and place. The machine decides which step is open and
 * what may happen next; the root provides the calls (a quote, placing through the order actor, a
 * payment token) and the actions that report the step and the sign-in status to the
 * authentication actor (§3 `checkout_process_steps`, `checkout_authentication_status`), and that
 * send the shopper to the payment gateway.
 *
 * Guards: no empty cart; an address before the payment step; a payment mode chosen (nothing is
 * pre-ticked) before the review; and before placing, the server's quote of the very lines in the
 * cart, without a problem (stock and prices checked again). The shopper sees that quote, every §9
 * figure of it, before committing.
 */

export type CheckoutStep = 0 | 1 | 2 | 3

export interface CheckoutInput {
  /** The cart's lines as the order will ask for them (what and how many, never a price). */
  readonly lines: ReadonlyArray<OrderLineRequest>
  readonly signedIn: boolean
  /** The address the authentication actor holds as current, if any. */
  readonly address: Address | null
  /** The key that makes a double submit one order; the same for every try of this checkout. */
  readonly idempotencyKey: string
}

export interface CheckoutContext {
  readonly lines: ReadonlyArray<OrderLineRequest>
  readonly signedIn: boolean
  readonly address: Address | null
  readonly paymentMode: PaymentMode | null
  readonly couponCode: string | null
  readonly walletAmount: number
  readonly idempotencyKey: string
  /** The server's price of these lines, as last asked for. */
  readonly quote: OrderQuote | null
  /** The order placed by this checkout. */
  readonly order: Order | null
  readonly token: PaymentToken | null
  /** Why the last quote, order or token failed, in the server's words (or the §8 text). */
  readonly error: string | null
}

export type CheckoutEvent =
  | { readonly type: "checkout.signed-in"; readonly address: Address | null }
  | { readonly type: "checkout.signed-out" }
  | { readonly type: "checkout.cart.changed"; readonly lines: ReadonlyArray<OrderLineRequest> }
  | { readonly type: "checkout.address.choose"; readonly address: Address }
  | { readonly type: "checkout.payment.choose"; readonly mode: PaymentMode }
  | { readonly type: "checkout.coupon.set"; readonly code: string | null }
  | { readonly type: "checkout.wallet.set"; readonly amount: number }
  | { readonly type: "checkout.next" }
  | { readonly type: "checkout.back" }
  | { readonly type: "checkout.place" }
  | { readonly type: "checkout.pay" }

const unprovided = <Output, Input>(name: string) =>
  fromPromise<Output, Input>(() => Promise.reject(new Error(`${name} not provided`)))

/** The request for a quote of the checkout's lines, coupon and wallet. */
export const quoteRequestOf = (context: CheckoutContext): OrderQuoteRequest => ({
  lines: context.lines,
  ...(context.couponCode === null ? {} : { couponCode: context.couponCode }),
  ...(context.walletAmount > 0 ? { walletAmount: context.walletAmount } : {})
})

/** The order the review places: the quote's request, the address, the mode and the key. */
export const orderRequestOf = (context: CheckoutContext): NewOrderRequest | null =>
  context.address === null || context.paymentMode === null
    ? null
    : { ...quoteRequestOf(context), addressId: context.address._id, PaymentMode: context.paymentMode, idempotencyKey: context.idempotencyKey }

const messageOf = (error: unknown): string => {
  const message = typeof error === "object" && error !== null ? (error as { readonly message?: unknown }).message : undefined
  return typeof message === "string" && message !== "" ? message : "Something went wrong; please try again."
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent
  },
  actors: {
    quoteOrder: unprovided<OrderQuote, OrderQuoteRequest>("quoteOrder"),
    /** Places the order (through the order actor, §4) and answers it, or fails with the server's words. */
    placeOrder: unprovided<Order, NewOrderRequest>("placeOrder"),
    /** A payment token for the order (§7 generatenewtoken with its number). */
    requestToken: unprovided<PaymentToken, { readonly number: number }>("requestToken")
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
    changedToEmpty: ({ event }) => event.type === "checkout.cart.changed" && event.lines.length === 0,
    changedToLines: ({ event }) => event.type === "checkout.cart.changed" && event.lines.length > 0
  },
  actions: {
    takeLines: assign({ lines: ({ context, event }) => (event.type === "checkout.cart.changed" ? event.lines : context.lines), quote: null }),
    // §3, §4: the root sets checkout_process_steps (and the sign-in status) in the authentication actor.
    reportStep: (_, _params: { readonly step: CheckoutStep; readonly signedIn: boolean }) => {},
    /** Sends the shopper to the gateway's page for the token. */
    openGateway: (_, _params: { readonly token: PaymentToken }) => {},
    /** The order is placed: the root empties the cart. */
    orderPlaced: (_, _params: { readonly order: Order }) => {}
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
    walletAmount: 0,
    idempotencyKey: input.idempotencyKey,
    quote: null,
    order: null,
    token: null,
    error: null
  }),
  initial: "shopping",
  states: {
    // Until the order is placed: the cart or the session may still change under the checkout.
    shopping: {
      initial: "routing",
      on: {
        "checkout.cart.changed": [
          { guard: "changedToEmpty", target: ".empty", actions: assign({ lines: [], quote: null }) },
          { actions: "takeLines" }
        ],
        // Another shopper may sign in next: what this one chose is not theirs.
        "checkout.signed-out": {
          target: ".routing",
          actions: assign({ signedIn: false, address: null, quote: null, paymentMode: null, couponCode: null, walletAmount: 0, error: null })
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
          entry: { type: "reportStep", params: { step: 0, signedIn: false } },
          on: {
            "checkout.signed-in": {
              target: "routing",
              actions: assign({ signedIn: true, address: ({ context, event }) => context.address ?? event.address })
            }
          }
        },
        address: {
          entry: { type: "reportStep", params: { step: 1, signedIn: true } },
          on: {
            "checkout.address.choose": { actions: assign({ address: ({ event }) => event.address }) },
            "checkout.next": { guard: "hasAddress", target: "payment" }
          }
        },
        payment: {
          entry: { type: "reportStep", params: { step: 2, signedIn: true } },
          // The payment step asks for a quote too: it says which payment modes the shop takes now.
          invoke: {
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
            onError: { actions: assign({ error: ({ event }) => messageOf(event.error) }) }
          },
          on: {
            "checkout.payment.choose": {
              guard: { type: "offeredMode", params: ({ event }) => ({ mode: event.mode }) },
              actions: assign({ paymentMode: ({ event }) => event.mode })
            },
            "checkout.coupon.set": {
              target: "payment",
              reenter: true,
              actions: assign({ couponCode: ({ event }) => (event.code === null || event.code.trim() === "" ? null : event.code.trim()), error: null })
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
                src: "quoteOrder",
                input: ({ context }) => quoteRequestOf(context),
                // The error stays: a refused order's reason is shown beside the new quote.
                onDone: { target: "ready", actions: assign({ quote: ({ event }) => event.output }) },
                onError: { target: "quoteFailed", actions: assign({ error: ({ event }) => messageOf(event.error) }) }
              }
            },
            quoteFailed: { on: { "checkout.place": { target: "quoting", actions: assign({ error: null }) } } },
            ready: {
              on: { "checkout.place": { guard: "quoteIsClean", target: "placing", actions: assign({ error: null }) } }
            },
            placing: {
              // Once the order is asked for, its answer is awaited whatever the shopper does meanwhile:
              // leaving would stop the call but not the order, and the cart would not be emptied.
              on: { "checkout.back": {}, "checkout.cart.changed": {}, "checkout.signed-out": {} },
              invoke: {
                src: "placeOrder",
                input: ({ context }) => orderRequestOf(context)!,
                onDone: [
                  { guard: "paysOnline", target: "#checkout.paying", actions: [assign({ order: ({ event }) => event.output, error: null }), { type: "orderPlaced", params: ({ event }) => ({ order: event.output }) }] },
                  { target: "#checkout.placed", actions: [assign({ order: ({ event }) => event.output, error: null }), { type: "orderPlaced", params: ({ event }) => ({ order: event.output }) }] }
                ],
                // The server says why (a line sold out meanwhile, say): quote again so the review shows it.
                onError: { target: "quoting", actions: assign({ error: ({ event }) => messageOf(event.error) }) }
              }
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
          invoke: {
            src: "requestToken",
            input: ({ context }) => ({ number: Number(context.order!.orderid.slice(3)) }),
            onDone: { target: "redirecting", actions: [assign({ token: ({ event }) => event.output, error: null }), { type: "openGateway", params: ({ event }) => ({ token: event.output }) }] },
            onError: { target: "failed", actions: assign({ error: ({ event }) => messageOf(event.error) }) }
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
