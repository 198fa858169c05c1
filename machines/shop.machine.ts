import { type ActorRefFrom, type AnyActorLogic, type AnyActorRef, assign, enqueueActions, fromCallback, sendTo, setup, stopChild } from "xstate"
import type { CartItem } from "#domain/cart.ts"
import type { Id } from "#domain/common.ts"
import type { CompareEntry } from "#domain/compare.ts"
import type { WishlistEntry } from "#domain/wishlist.ts"
import { isAwaitingPayment } from "#domain/order.ts"
import { type AuthenticationInput, authenticationMachine, type SessionFact } from "./authentication.machine.ts"
import type { BrandMachine, BrandMachineInput } from "./brand.machine.ts"
import { type CartChanged, type CartInput, cartMachine } from "./cart.machine.ts"
import { CATALOGUE_RESOURCES, catalogueItems, type CatalogueLoaderInput, catalogueLoaderMachine, type CatalogueResource } from "./catalogue-loader.machine.ts"
import { linesOf } from "./checkout-lines.ts"
import type { CheckoutInput, CheckoutMachine, CheckoutStepReported } from "./checkout.machine.ts"
import { type CompareInput, compareMachine } from "./compare.machine.ts"
import { type OrderCreated, type OrderMachineInput, orderMachine, type OrderPaid } from "./order.machine.ts"
import { type ProductListsInput, productListsMachine } from "./product-lists.machine.ts"
import { type RecentlyViewedInput, recentlyViewedMachine } from "./recently-viewed.machine.ts"
import { catalogueSystemId, SYSTEM_IDS } from "./shop-system.ts"
import type { SuperCategoriesChanged, SuperCategoryAdminInput, SuperCategoryAdminMachine } from "./super-category-admin.machine.ts"
import { type WishlistInput, wishlistMachine } from "./wishlist.machine.ts"

/**
 * The shop's root (DESIGN §2): one actor system for the browser. The root spawns every long-lived
 * actor with its system id (SYSTEM_IDS) from what the composition root restored, and is where the
 * actors' facts meet the actors they concern:
 *
 * - a session that begins or ends (`session.signedIn`, `session.signedOut` from the authentication
 *   actor) reaches the orders (§4 the user-specific loads by _id; forgotten at sign-out), the
 *   wishlist (merged at sign-in) and a checkout under way;
 * - the cart's new lines (`cart.changed`) reach a checkout under way, which re-prices them, and an
 *   address just added (`address.added`) reaches it too, which chooses it at its address step;
 * - a checkout is spawned for a visit to /check-out (`checkout.open`, which brings the machine: its
 *   code loads with the checkout screen) and stopped when the shopper leaves (`checkout.close`); the
 *   step it reports sets §3's keys in the authentication actor;
 * - a new order (`order.created` from the orders actor) empties the cart and has its SMS sent (§7);
 * - the admin actors are spawned on the first visit to an admin screen (`admin.open`); a super
 *   category change has the storefront's list fetched again;
 * - another tab's cart, compare list, visitor's wishlist or recently viewed products (`tabs`, the
 *   browser's storage events, which the composition root provides and decodes) reaches the actor
 *   that keeps it.
 *
 * The machine has no side effects of its own; persistence to the §9 keys is the composition root's.
 */

export interface ShopInput {
  readonly cart: CartInput
  readonly authentication: AuthenticationInput
  readonly orders: OrderMachineInput
  readonly wishlist: WishlistInput
  readonly compare: CompareInput
  readonly recentlyViewed: RecentlyViewedInput
  readonly productLists: ProductListsInput
  readonly catalogue: { readonly [R in CatalogueResource]: CatalogueLoaderInput }
}

/** The checkout machine with its calls provided (the checkout screen's module brings it). */
export type CheckoutLogic = CheckoutMachine
export type BrandLogic = BrandMachine
export type SuperCategoryAdminLogic = SuperCategoryAdminMachine

export interface ShopContext {
  readonly cart: ActorRefFrom<typeof cartMachine>
  readonly authentication: ActorRefFrom<typeof authenticationMachine>
  readonly orders: ActorRefFrom<typeof orderMachine>
  readonly wishlist: ActorRefFrom<typeof wishlistMachine>
  readonly compare: ActorRefFrom<typeof compareMachine>
  readonly recentlyViewed: ActorRefFrom<typeof recentlyViewedMachine>
  readonly productLists: ActorRefFrom<typeof productListsMachine>
  readonly catalogue: { readonly [R in CatalogueResource]: ActorRefFrom<typeof catalogueLoaderMachine> }
  /** The checkout of the visit to /check-out under way, if any. */
  readonly checkout: ActorRefFrom<CheckoutLogic> | null
  readonly admin: { readonly brands: ActorRefFrom<BrandLogic>; readonly superCategories: ActorRefFrom<SuperCategoryAdminLogic> } | null
  /** The signed-in customer the user-specific loads were made for, or null. */
  readonly clientId: string | null
  /** The actors screens use while they are drawn (`screen.open`, `screen.close`), by system id. */
  readonly screens: Readonly<Record<string, AnyActorRef>>
}

/** Another tab saved one of the lists kept in browser storage (the composition root decoded it). */
export type TabSynced =
  | { readonly type: "tab.cart.synced"; readonly items: ReadonlyArray<CartItem> }
  | { readonly type: "tab.compare.synced"; readonly items: ReadonlyArray<CompareEntry> }
  | { readonly type: "tab.wishlist.synced"; readonly items: ReadonlyArray<WishlistEntry> }
  | { readonly type: "tab.recently-viewed.synced"; readonly productIds: ReadonlyArray<Id> }

export type ShopEvent =
  | SessionFact
  | CartChanged
  | CheckoutStepReported
  | OrderCreated
  | OrderPaid
  | SuperCategoriesChanged
  | TabSynced
  | { readonly type: "checkout.open"; readonly logic: CheckoutLogic; readonly idempotencyKey: string }
  | { readonly type: "checkout.close" }
  | ScreenOpen
  | { readonly type: "screen.close"; readonly systemId: string }
  | {
      readonly type: "admin.open"
      readonly brands: BrandLogic
      readonly superCategories: SuperCategoryAdminLogic
      readonly restoredBrands: BrandMachineInput["restored"]
    }

type SignedIn = Extract<SessionFact, { readonly type: "session.signedIn" }>

/**
 * A screen's actor joins the system (ADR 045): the screen's module brings its machine, with its
 * calls provided, and the root spawns it under `systemId` (one per screen drawn), so it is seen in
 * the inspector under the root, and stops it when the screen goes (`screen.close`).
 */
export interface ScreenOpen {
  readonly type: "screen.open"
  readonly systemId: string
  readonly logic: AnyActorLogic
  readonly input?: unknown
}

/**
 * Spawns a machine an event brought (the checkout and the admin actors load with their screens, so
 * the root cannot name them in `setup`): XState's spawner takes any logic, its types only the named.
 */
const spawnLogic = <TRef>(spawn: unknown, logic: AnyActorLogic, options: { readonly id: string; readonly systemId: string; readonly input: unknown }): TRef =>
  (spawn as (logic: AnyActorLogic, options: { readonly id: string; readonly systemId: string; readonly input: unknown }) => AnyActorRef)(logic, options) as TRef

export const shopMachine = setup({
  types: {
    context: {} as ShopContext,
    input: {} as ShopInput,
    events: {} as ShopEvent
  },
  actors: {
    cart: cartMachine,
    authentication: authenticationMachine,
    orders: orderMachine,
    wishlist: wishlistMachine,
    compare: compareMachine,
    recentlyViewed: recentlyViewedMachine,
    productLists: productListsMachine,
    catalogueLoader: catalogueLoaderMachine,
    /** The browser's storage events, as `tab.*.synced` (the composition root provides it). */
    tabs: fromCallback<TabSynced>(() => undefined)
  },
  guards: {
    isOtherCustomer: ({ context }, params: { readonly clientId: string }) => context.clientId !== params.clientId,
    /** Signed in as another customer than the one followed, without a sign-out between. */
    switchesCustomer: ({ context }, params: { readonly clientId: string }) => context.clientId !== null && context.clientId !== params.clientId,
    wasSignedIn: ({ context }) => context.clientId !== null,
    hasCheckout: ({ context }) => context.checkout !== null,
    adminClosed: ({ context }) => context.admin === null,
    /** No actor of a screen has this system id (a screen drawn twice by React's checks opens it once). */
    screenClosed: ({ context, event }) => event.type === "screen.open" && context.screens[event.systemId] === undefined
  },
  actions: {
    /** The previous customer's orders and wishlist leave this browser; a checkout starts over. */
    forgetCustomer: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(context.orders, { type: "orders.forget" })
      enqueue.sendTo(context.wishlist, { type: "wishlist.signedOut" })
      if (context.checkout !== null) enqueue.sendTo(context.checkout, { type: "checkout.signed-out" })
      enqueue.assign({ clientId: null })
    }),
    /** §4 the user-specific loads run by the customer's _id; the visitor's wishlist joins theirs. */
    followCustomer: enqueueActions(({ context, enqueue }, params: SignedIn) => {
      enqueue.sendTo(context.orders, { type: "orders.latest.load", clientId: params.clientId })
      enqueue.sendTo(context.wishlist, { type: "wishlist.signedIn", clientId: params.clientId })
      if (context.checkout !== null) enqueue.sendTo(context.checkout, { type: "checkout.signed-in", address: params.address })
      enqueue.assign({ clientId: params.clientId })
    }),
    openCheckout: assign({
      checkout: ({ context, event, spawn }) => {
        if (event.type !== "checkout.open") return context.checkout
        const auth = context.authentication.getSnapshot().context
        const input: CheckoutInput = {
          lines: linesOf(context.cart.getSnapshot().context.CartItems),
          signedIn: auth.isAuth,
          address: auth.current_address,
          idempotencyKey: event.idempotencyKey,
          orders: context.orders
        }
        return spawnLogic<ActorRefFrom<CheckoutLogic>>(spawn, event.logic, { id: SYSTEM_IDS.checkout, systemId: SYSTEM_IDS.checkout, input })
      }
    }),
    openScreen: assign({
      screens: ({ context, event, spawn }) => event.type !== "screen.open" ? context.screens : {
        ...context.screens,
        [event.systemId]: spawnLogic<AnyActorRef>(spawn, event.logic, { id: event.systemId, systemId: event.systemId, input: event.input })
      }
    }),
    closeScreen: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "screen.close") return
      const screen = context.screens[event.systemId]
      if (screen === undefined) return
      enqueue(stopChild(screen))
      enqueue.assign({ screens: Object.fromEntries(Object.entries(context.screens).filter(([systemId]) => systemId !== event.systemId)) })
    }),
    closeCheckout: enqueueActions(({ context, enqueue }) => {
      if (context.checkout !== null) enqueue(stopChild(context.checkout))
      enqueue.assign({ checkout: null })
    }),
    openAdmin: assign({
      admin: ({ context, event, spawn }) => {
        if (event.type !== "admin.open") return context.admin
        return {
          brands: spawnLogic<ActorRefFrom<BrandLogic>>(spawn, event.brands, {
            id: SYSTEM_IDS.adminBrands,
            systemId: SYSTEM_IDS.adminBrands,
            input: { restored: event.restoredBrands } satisfies BrandMachineInput
          }),
          // The storefront's list, decoded by its loader, shows at once while the admin's loads.
          superCategories: spawnLogic<ActorRefFrom<SuperCategoryAdminLogic>>(spawn, event.superCategories, {
            id: SYSTEM_IDS.adminSuperCategories,
            systemId: SYSTEM_IDS.adminSuperCategories,
            input: { superCategories: catalogueItems(context.catalogue.superCategories.getSnapshot(), "superCategories") } satisfies SuperCategoryAdminInput
          })
        }
      }
    }),
    loadAdminLists: enqueueActions(({ context, enqueue }) => {
      if (context.admin === null) return
      enqueue.sendTo(context.admin.brands, { type: "brands.load" })
      enqueue.sendTo(context.admin.superCategories, { type: "supercategories.load" })
    })
  }
}).createMachine({
  id: "shop",
  context: ({ input, spawn }) => ({
    cart: spawn("cart", { id: SYSTEM_IDS.cart, systemId: SYSTEM_IDS.cart, input: input.cart }),
    authentication: spawn("authentication", { id: SYSTEM_IDS.authentication, systemId: SYSTEM_IDS.authentication, input: input.authentication }),
    orders: spawn("orders", { id: SYSTEM_IDS.orders, systemId: SYSTEM_IDS.orders, input: input.orders }),
    wishlist: spawn("wishlist", { id: SYSTEM_IDS.wishlist, systemId: SYSTEM_IDS.wishlist, input: input.wishlist }),
    compare: spawn("compare", { id: SYSTEM_IDS.compare, systemId: SYSTEM_IDS.compare, input: input.compare }),
    recentlyViewed: spawn("recentlyViewed", { id: SYSTEM_IDS.recentlyViewed, systemId: SYSTEM_IDS.recentlyViewed, input: input.recentlyViewed }),
    productLists: spawn("productLists", { id: SYSTEM_IDS.productLists, systemId: SYSTEM_IDS.productLists, input: input.productLists }),
    catalogue: Object.fromEntries(
      CATALOGUE_RESOURCES.map((resource) => [
        resource,
        spawn("catalogueLoader", { id: catalogueSystemId(resource), systemId: catalogueSystemId(resource), input: input.catalogue[resource] })
      ])
    ) as ShopContext["catalogue"],
    checkout: null,
    admin: null,
    clientId: null,
    screens: {}
  }),
  invoke: { id: "tabs", src: "tabs" },
  on: {
    // Another customer than the one followed (a session confirmed twice changes nothing).
    "session.signedIn": [
      {
        guard: { type: "switchesCustomer", params: ({ event }) => ({ clientId: event.clientId }) },
        actions: ["forgetCustomer", { type: "followCustomer", params: ({ event }) => event }]
      },
      {
        guard: { type: "isOtherCustomer", params: ({ event }) => ({ clientId: event.clientId }) },
        actions: { type: "followCustomer", params: ({ event }) => event }
      }
    ],
    "session.signedOut": { guard: "wasSignedIn", actions: "forgetCustomer" },
    // Issue 33: an address added while checking out is the one the checkout delivers to, and the
    // customer's current one ("Delivering here" in the account), as choosing it there would make it.
    "address.added": {
      guard: "hasCheckout",
      actions: [
        sendTo(({ context }) => context.checkout!, ({ event }) => ({ type: "checkout.address.added", address: event.address })),
        sendTo(({ context }) => context.authentication, ({ event }) => ({ type: "auth.address.select", address: event.address }))
      ]
    },
    "cart.changed": {
      guard: "hasCheckout",
      actions: sendTo(({ context }) => context.checkout!, ({ event }) => ({ type: "checkout.cart.changed", lines: linesOf(event.items) }))
    },
    "checkout.open": { actions: ["closeCheckout", "openCheckout"] },
    "checkout.close": { actions: "closeCheckout" },
    "screen.open": { guard: "screenClosed", actions: "openScreen" },
    "screen.close": { actions: "closeScreen" },
    // §3 checkout_process_steps and checkout_authentication_status are set directly to a value.
    "checkout.step.reported": {
      actions: [
        sendTo(({ context }) => context.authentication, ({ event }) => ({ type: "checkout.auth-status.set", value: event.signedIn ? 1 : 0 })),
        sendTo(({ context }) => context.authentication, ({ event }) => ({ type: "checkout.step.set", value: event.step }))
      ]
    },
    // The cart became an order; §7 the order's SMS (a failure is kept by the orders actor: 'Order Failed').
    // An online order waiting for its payment keeps the cart (issue 16): a declined or abandoned
    // payment loses nothing; its lines leave the cart when the payment is confirmed (`order.paid`).
    "order.created": {
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          if (!isAwaitingPayment(event.order)) enqueue.sendTo(context.cart, { type: "cart.clear" })
        }),
        sendTo(({ context }) => context.orders, ({ event }) => ({ type: "order.sms.send", orderid: event.order.orderid }))
      ]
    },
    "order.paid": {
      actions: sendTo(({ context }) => context.cart, ({ event }) => ({
        type: "cart.ordered",
        lines: event.order.lines.map((line) => ({ PackOptionId: line.PackOptionId, quantity: line.quantity }))
      }))
    },
    "admin.open": { guard: "adminClosed", actions: ["openAdmin", "loadAdminLists"] },
    "supercategories.changed": {
      actions: sendTo(({ context }) => context.catalogue.superCategories, { type: "catalogue.refresh" })
    },
    "tab.cart.synced": { actions: sendTo(({ context }) => context.cart, ({ event }) => ({ type: "cart.synced", items: event.items })) },
    "tab.compare.synced": { actions: sendTo(({ context }) => context.compare, ({ event }) => ({ type: "compare.synced", items: event.items })) },
    // Only a visitor's wishlist is kept in storage; the wishlist takes it only while it is a visitor's.
    "tab.wishlist.synced": { actions: sendTo(({ context }) => context.wishlist, ({ event }) => ({ type: "wishlist.synced", items: event.items })) },
    "tab.recently-viewed.synced": {
      actions: sendTo(({ context }) => context.recentlyViewed, ({ event }) => ({ type: "recently-viewed.synced", productIds: event.productIds }))
    }
  }
})

export type ShopMachine = typeof shopMachine
export type ShopActor = ActorRefFrom<ShopMachine>
