import { Schema } from "effect"
import { assign, enqueueActions, setup } from "xstate"
import { addItem, type CartItem, type CartProduct, clearCart, decrementItem, removeItem, repriceItems, type StockLimit, trimToStock, withoutOrdered } from "#domain/cart.ts"
import type { OptionNow } from "#domain/live.ts"
import { Rupees } from "#domain/common.ts"
import { type CartState, cartState } from "#domain/pricing.ts"
import { shopOf } from "./shop-system.ts"

/**
 * §3, §4 Cart: the cart actor. Its context is exactly the domain `CartState`, and every change goes
 * through `cartState` (domain/pricing.ts), so all §9 totals are recomputed in one place.
 *
 * The machine does not persist (DESIGN §1): the composition root's persistence keeps `CartItems`
 * under STORAGE_KEYS.cartItems, and the shop's root sends `cart.synced` when another tab saved a
 * different cart. Both the restored and the synced items are decoded with the domain `CartItems`
 * schema before they reach here. Every change of the lines is told to the shop (`cart.changed`),
 * which passes it to a checkout under way.
 */

export interface CartInput {
  /** Items the root restored (and decoded) from browser storage; [] for a new shopper. */
  readonly items: ReadonlyArray<CartItem>
  /** The shop's rain setting (DESIGN §4: an admin switch), off when not known yet. */
  readonly rainStatus?: boolean
}

export type CartEvent =
  | { readonly type: "cart.add"; readonly product: CartProduct }
  | { readonly type: "cart.decrement"; readonly AttributeId: string }
  | { readonly type: "cart.remove"; readonly AttributeId: string }
  | { readonly type: "cart.clear" }
  | { readonly type: "cart.coupon.set"; readonly amount: number }
  | { readonly type: "cart.wallet.set"; readonly amount: number }
  | { readonly type: "cart.rain.set"; readonly on: boolean }
  | { readonly type: "cart.synced"; readonly items: ReadonlyArray<CartItem> }
  /** Keep what is left: lines lowered to the stock a quote reported (domain `trimToStock`). */
  | { readonly type: "cart.trim"; readonly limits: ReadonlyArray<StockLimit> }
  /** Issue 38: a product of the cart changed (the live stream): its lines take its options as they are now. */
  | { readonly type: "cart.repriced"; readonly options: ReadonlyArray<OptionNow> }
  /** An order of these lines was paid: they leave the cart (domain `withoutOrdered`). */
  | { readonly type: "cart.ordered"; readonly lines: ReadonlyArray<{ readonly PackOptionId: string; readonly quantity: number }> }

/** What the cart tells the shop when its lines changed. */
export interface CartChanged {
  readonly type: "cart.changed"
  readonly items: ReadonlyArray<CartItem>
}

const isRupees = Schema.is(Rupees)

/**
 * `Cartloading` is always false in this machine: the root restores the items synchronously before
 * the actor starts, so there is never a moment when the cart is known to be incomplete. The key is
 * kept because §3 names it (and the `CartState` schema requires it).
 */
const CART_LOADING = false

/** §4 every change recomputes all totals: the next state from the current one and what changed. */
const next = (
  context: CartState,
  change: Partial<Pick<CartState, "CartItems" | "rainStatus" | "wallet" | "coupon">>
): CartState =>
  cartState({
    CartItems: change.CartItems ?? context.CartItems,
    rainStatus: change.rainStatus ?? context.rainStatus,
    wallet: change.wallet ?? context.wallet,
    coupon: change.coupon ?? context.coupon,
    Cartloading: CART_LOADING
  })

export const cartMachine = setup({
  types: {
    context: {} as CartState,
    input: {} as CartInput,
    events: {} as CartEvent
  },
  guards: {
    /** Only a line that is in the cart can be lowered or removed; anything else changes nothing. */
    isInCart: ({ context }, params: { readonly AttributeId: string }) =>
      context.CartItems.some((line) => line.AttributeId === params.AttributeId),
    /** Coupon and wallet amounts are rupee amounts (§3 CartState: finite, 0 or more); others are refused. */
    isRupeeAmount: (_, params: { readonly amount: number }) => isRupees(params.amount)
  },
  actions: {
    addItem: assign(({ context }, params: { readonly product: CartProduct }) =>
      next(context, { CartItems: addItem(context.CartItems, params.product) })
    ),
    decrementItem: assign(({ context }, params: { readonly AttributeId: string }) =>
      next(context, { CartItems: decrementItem(context.CartItems, params.AttributeId) })
    ),
    removeItem: assign(({ context }, params: { readonly AttributeId: string }) =>
      next(context, { CartItems: removeItem(context.CartItems, params.AttributeId) })
    ),
    clearCart: assign(({ context }) => next(context, { CartItems: clearCart() })),
    setCoupon: assign(({ context }, params: { readonly amount: number }) => next(context, { coupon: params.amount })),
    setWallet: assign(({ context }, params: { readonly amount: number }) => next(context, { wallet: params.amount })),
    setRain: assign(({ context }, params: { readonly on: boolean }) => next(context, { rainStatus: params.on })),
    replaceItems: assign(({ context }, params: { readonly items: ReadonlyArray<CartItem> }) =>
      next(context, { CartItems: params.items })
    ),
    trimToStock: assign(({ context }, params: { readonly limits: ReadonlyArray<StockLimit> }) =>
      next(context, { CartItems: trimToStock(context.CartItems, params.limits) })
    ),
    reprice: assign(({ context }, params: { readonly options: ReadonlyArray<OptionNow> }) => {
      const items = repriceItems(context.CartItems, params.options)
      return items === context.CartItems ? context : next(context, { CartItems: items })
    }),
    takeOrdered: assign(({ context }, params: { readonly lines: ReadonlyArray<{ readonly PackOptionId: string; readonly quantity: number }> }) =>
      next(context, { CartItems: withoutOrdered(context.CartItems, params.lines) })
    ),
    /** The shop passes the new lines to a checkout under way (it re-prices them). */
    announceItems: enqueueActions(({ context, enqueue, system }) => {
      const shop = shopOf<CartChanged>(system)
      if (shop !== undefined) enqueue.sendTo(shop, { type: "cart.changed", items: context.CartItems })
    })
  }
}).createMachine({
  id: "cart",
  context: ({ input }) =>
    cartState({
      CartItems: input.items,
      rainStatus: input.rainStatus ?? false,
      wallet: 0,
      coupon: 0,
      Cartloading: CART_LOADING
    }),
  initial: "ready",
  states: {
    ready: {
      on: {
        "cart.add": { actions: [{ type: "addItem", params: ({ event }) => ({ product: event.product }) }, "announceItems"] },
        "cart.decrement": {
          guard: { type: "isInCart", params: ({ event }) => ({ AttributeId: event.AttributeId }) },
          actions: [{ type: "decrementItem", params: ({ event }) => ({ AttributeId: event.AttributeId }) }, "announceItems"]
        },
        "cart.remove": {
          guard: { type: "isInCart", params: ({ event }) => ({ AttributeId: event.AttributeId }) },
          actions: [{ type: "removeItem", params: ({ event }) => ({ AttributeId: event.AttributeId }) }, "announceItems"]
        },
        "cart.clear": { actions: ["clearCart", "announceItems"] },
        "cart.coupon.set": {
          guard: { type: "isRupeeAmount", params: ({ event }) => ({ amount: event.amount }) },
          actions: { type: "setCoupon", params: ({ event }) => ({ amount: event.amount }) }
        },
        "cart.wallet.set": {
          guard: { type: "isRupeeAmount", params: ({ event }) => ({ amount: event.amount }) },
          actions: { type: "setWallet", params: ({ event }) => ({ amount: event.amount }) }
        },
        "cart.rain.set": { actions: { type: "setRain", params: ({ event }) => ({ on: event.on }) } },
        // DESIGN §2: the same cart changed in another tab; its items replace ours (the root decoded them).
        "cart.synced": { actions: [{ type: "replaceItems", params: ({ event }) => ({ items: event.items }) }, "announceItems"] },
        "cart.trim": { actions: [{ type: "trimToStock", params: ({ event }) => ({ limits: event.limits }) }, "announceItems"] },
        "cart.repriced": { actions: [{ type: "reprice", params: ({ event }) => ({ options: event.options }) }, "announceItems"] },
        "cart.ordered": { actions: [{ type: "takeOrdered", params: ({ event }) => ({ lines: event.lines }) }, "announceItems"] }
      }
    }
  }
})

export type CartMachine = typeof cartMachine
