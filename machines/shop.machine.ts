import { type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type AnyStateMachine, assign, enqueueActions, fromCallback, type InputFrom, sendTo, setup, stopChild } from "xstate"
import { type CartItem, productIdsOfCart } from "#domain/cart.ts"
import type { LiveFact } from "#domain/live.ts"
import type { Id } from "#domain/common.ts"
import type { CompareEntry } from "#domain/compare.ts"
import type { WishlistEntry } from "#domain/wishlist.ts"
import { isAwaitingPayment } from "#domain/order.ts"
import { type AuthenticationInput, authenticationMachine, type SessionFact } from "./authentication.machine.ts"
import { type CartChanged, type CartInput, cartMachine } from "./cart.machine.ts"
import { CATALOGUE_RESOURCES, catalogueItems, type CatalogueLoaderInput, catalogueLoaderMachine, type CatalogueResource } from "./catalogue-loader.machine.ts"
import { linesOf } from "./checkout-lines.ts"
import type { CheckoutEvent, CheckoutInput, CheckoutStepReported } from "./checkout.machine.ts"
import { type CompareInput, compareMachine } from "./compare.machine.ts"
import { type OrderCreated, type OrderMachineInput, orderMachine, type OrderPaid } from "./order.machine.ts"
import type { FactFolds } from "#domain/order-facts.ts"
import { PRODUCT_LISTS, type ProductListsInput, productListsMachine } from "./product-lists.machine.ts"
import { type RecentlyViewedInput, recentlyViewedMachine } from "./recently-viewed.machine.ts"
import { catalogueSystemId, SYSTEM_IDS } from "./shop-system.ts"
import type { SuperCategoriesChanged, SuperCategoryAdminInput } from "./super-category-admin.machine.ts"
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
 * - a screen's actor is spawned when the screen opens it and stopped when it goes (`screen.open`,
 *   which brings the machine, `screen.close`; ADR 045): the checkout of a visit to /check-out (the
 *   step it reports sets §3's keys in the authentication actor), the admin actors (opened on the first
 *   admin visit and never closed), and the actors of the screens drawn (`useScreenActor`);
 * - a new order (`order.created` from the orders actor) empties the cart and has its SMS sent (§7);
 * - a super category change has the storefront's list fetched again;
 * - another tab's cart, compare list, visitor's wishlist or recently viewed products (`tabs`, the
 *   browser's storage events, which the composition root provides and decodes) reaches the actor
 *   that keeps it;
 * - the shop's live stream (`live`, the browser's EventSource, which the composition root provides;
 *   issue 38, ADR 062) follows the products of the cart and of the page shown, and the session's
 *   orders: an order's event, a return's or a refund's step goes to the orders, a product's change
 *   to the cart (its options as they are now) and the product lists that show it; a fact about the
 *   page shown (its product, a return of its order, anything in the catalogue) is emitted
 *   (`page.stale`) for the router to read the page again.
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

export interface ShopContext {
  readonly cart: ActorRefFrom<typeof cartMachine>
  readonly authentication: ActorRefFrom<typeof authenticationMachine>
  readonly orders: ActorRefFrom<typeof orderMachine>
  readonly wishlist: ActorRefFrom<typeof wishlistMachine>
  readonly compare: ActorRefFrom<typeof compareMachine>
  readonly recentlyViewed: ActorRefFrom<typeof recentlyViewedMachine>
  readonly productLists: ActorRefFrom<typeof productListsMachine>
  readonly catalogue: { readonly [R in CatalogueResource]: ActorRefFrom<typeof catalogueLoaderMachine> }
  /** The signed-in customer the user-specific loads were made for, or null. */
  readonly clientId: string | null
  /**
   * The actors screens opened (`screen.open`, `screen.close`), by system id: the checkout of a visit
   * to /check-out (SYSTEM_IDS.checkout), the admin actors, the actors of the screens drawn.
   */
  readonly screens: Readonly<Record<string, AnyActorRef>>
  /** The products the page shown draws (its screen says so: `products.shown`), followed live with the cart's. */
  readonly shownProducts: ReadonlyArray<string>
}

/** What the root tells its live stream (the composition root's callback actor). */
export type LiveCommand =
  /** The products to follow now, the page's and the cart's (the stream opens again when they differ). */
  | { readonly type: "live.follow"; readonly productIds: ReadonlyArray<string> }
  /** The session began or ended: the stream opens again (a signed-in stream carries the orders' facts). */
  | { readonly type: "live.session.changed"; readonly signedIn: boolean }

/**
 * What the live stream tells the root: one fact, decoded with its Schema, and the fold an order's
 * copy takes it with (the stream's code brings the order and return lifecycle machines: FactFolds).
 */
export interface LiveReceived {
  readonly type: "live.fact"
  readonly fact: LiveFact
  readonly fold: FactFolds
}

/** Emitted for the composition root: what the page shown draws may have changed (the router reads it again). */
export interface PageStale {
  readonly type: "page.stale"
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
  | ScreenOpen
  | { readonly type: "screen.close"; readonly systemId: string }
  | LiveReceived
  /** A screen's products (a product page's one), or none as it goes: followed live while shown. */
  | { readonly type: "products.shown"; readonly productIds: ReadonlyArray<string> }

type SignedIn = Extract<SessionFact, { readonly type: "session.signedIn" }>

/**
 * A screen's actor joins the system (ADR 045): the screen's module brings its machine, with its
 * calls provided, and the root spawns it under `systemId`, once, so it is seen in the inspector
 * under the root, and stops it when the screen goes (`screen.close`). An actor no screen closes
 * stays for the page's life (the admin's).
 */
export interface ScreenOpen {
  readonly type: "screen.open"
  readonly systemId: string
  readonly logic: AnyActorLogic
  /**
   * What the actor starts from, read as the root spawns it: from the root's actors when it needs them
   * (a checkout's cart lines, session and orders actor), else a value the screen holds.
   */
  readonly input?: (root: ShopContext) => unknown
}

/** `screen.open`, its input checked against the machine it brings. */
export const screenOpen = <TLogic extends AnyActorLogic>(systemId: string, logic: TLogic, input?: (root: ShopContext) => InputFrom<TLogic>): ScreenOpen => ({
  type: "screen.open",
  systemId,
  logic,
  input
})

/**
 * The actor a screen opened under `systemId`, if it runs `machine` (with whatever calls provided:
 * `provide` keeps the definition), typed by that check; else null.
 */
export const screenActorOf = <TMachine extends AnyStateMachine>(root: ShopContext, systemId: string, machine: TMachine): ActorRefFrom<TMachine> | null => {
  const actor = root.screens[systemId]
  return actor !== undefined && runs(actor, machine) ? actor : null
}

const runs = <TMachine extends AnyStateMachine>(actor: AnyActorRef, machine: TMachine): actor is AnyActorRef & ActorRefFrom<TMachine> =>
  typeof actor.src !== "string" && "config" in actor.src && actor.src.config === machine.config

/** What a visit's checkout starts from: the cart's lines, the session, the visit's key and the orders actor it orders through. */
export const checkoutInput = (idempotencyKey: string) => (root: ShopContext): CheckoutInput => {
  const auth = root.authentication.getSnapshot().context
  return { lines: linesOf(root.cart.getSnapshot().context.CartItems), signedIn: auth.isAuth, address: auth.current_address, idempotencyKey, orders: root.orders }
}

/** The admin's super categories start from the storefront's list, decoded by its loader: it shows at once while the admin's loads. */
export const superCategoryAdminInput = (root: ShopContext): SuperCategoryAdminInput => ({
  superCategories: catalogueItems(root.catalogue.superCategories.getSnapshot(), "superCategories")
})

/** The checkout of the visit to /check-out under way, if its screen opened one (the root only sends to it). */
const checkoutOf = (context: ShopContext): AnyActorRef | undefined => context.screens[SYSTEM_IDS.checkout]

/**
 * Spawns a machine an event brought (a screen's machine loads with the screen, so the root cannot
 * name it in `setup`): XState's spawner takes any logic, but its types give such a child no `id`.
 */
const spawnLogic = (spawn: unknown, logic: AnyActorLogic, options: { readonly id: string; readonly systemId: string; readonly input: unknown }): AnyActorRef =>
  (spawn as (logic: AnyActorLogic, options: { readonly id: string; readonly systemId: string; readonly input: unknown }) => AnyActorRef)(logic, options)

/** The products to follow: the page's and the cart's, once each, in a stable order. */
const followedOf = (shown: ReadonlyArray<string>, items: ReadonlyArray<CartItem>): ReadonlyArray<string> =>
  [...new Set([...shown, ...productIdsOfCart(items)])].sort()

export const shopMachine = setup({
  types: {
    context: {} as ShopContext,
    input: {} as ShopInput,
    events: {} as ShopEvent,
    emitted: {} as PageStale
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
    tabs: fromCallback<TabSynced>(() => undefined),
    /** The shop's live stream, as `live.fact` (the composition root provides it: the browser's EventSource). */
    live: fromCallback<LiveCommand, { readonly productIds: ReadonlyArray<string> }>(() => undefined)
  },
  guards: {
    isOtherCustomer: ({ context }, params: { readonly clientId: string }) => context.clientId !== params.clientId,
    /** Signed in as another customer than the one followed, without a sign-out between. */
    switchesCustomer: ({ context }, params: { readonly clientId: string }) => context.clientId !== null && context.clientId !== params.clientId,
    wasSignedIn: ({ context }) => context.clientId !== null,
    /** A checkout under way: open and not yet done (a placed Cash on Delivery order's is; it takes no more events). */
    hasCheckout: ({ context }) => checkoutOf(context)?.getSnapshot().status === "active",
    /** No actor of a screen has this system id (a screen drawn twice by React's checks opens it once). */
    screenClosed: ({ context, event }) => event.type === "screen.open" && context.screens[event.systemId] === undefined
  },
  actions: {
    /** The previous customer's orders and wishlist leave this browser; a checkout starts over. */
    forgetCustomer: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo(context.orders, { type: "orders.forget" })
      enqueue.sendTo(context.wishlist, { type: "wishlist.signedOut" })
      const checkout = checkoutOf(context)
      if (checkout !== undefined) enqueue.sendTo(checkout, { type: "checkout.signed-out" } satisfies CheckoutEvent)
      enqueue.assign({ clientId: null })
    }),
    /** §4 the user-specific loads run by the customer's _id; the visitor's wishlist joins theirs. */
    followCustomer: enqueueActions(({ context, enqueue }, params: SignedIn) => {
      enqueue.sendTo(context.orders, { type: "orders.latest.load", clientId: params.clientId })
      enqueue.sendTo(context.wishlist, { type: "wishlist.signedIn", clientId: params.clientId })
      const checkout = checkoutOf(context)
      if (checkout !== undefined) enqueue.sendTo(checkout, { type: "checkout.signed-in", address: params.address } satisfies CheckoutEvent)
      enqueue.sendTo("live", { type: "live.session.changed", signedIn: true } satisfies LiveCommand)
      enqueue.assign({ clientId: params.clientId })
    }),
    openScreen: assign({
      screens: ({ context, event, spawn }) => event.type !== "screen.open" ? context.screens : {
        ...context.screens,
        [event.systemId]: spawnLogic(spawn, event.logic, { id: event.systemId, systemId: event.systemId, input: event.input?.(context) })
      }
    }),
    /** The live stream follows the products of the page shown and of the cart. */
    follow: enqueueActions(({ enqueue }, params: { readonly shown: ReadonlyArray<string>; readonly items: ReadonlyArray<CartItem> }) => {
      enqueue.assign({ shownProducts: params.shown })
      enqueue.sendTo("live", { type: "live.follow", productIds: followedOf(params.shown, params.items) } satisfies LiveCommand)
    }),
    /**
     * A fact of the live stream, to the actors it concerns: an order's to the orders; a product's to
     * the cart (its lines take the options as they are now), to the product lists that show it, and,
     * when the page shown draws it, to the router (emitted); anything in the catalogue: the lists and
     * the page are read again.
     */
    takeFact: enqueueActions(({ context, enqueue }, { fact, fold }: Omit<LiveReceived, "type">) => {
      if (fact._tag === "order.event" || fact._tag === "refund.step") return void enqueue.sendTo(context.orders, { type: "order.fact", fact, fold })
      if (fact._tag === "return.event") {
        // The step moves the request in the orders' copy at once; what may still be asked (units
        // left, sizes in stock, the window) is the server's to say: the page shown reads it again.
        enqueue.sendTo(context.orders, { type: "order.fact", fact, fold })
        return void enqueue.emit({ type: "page.stale" })
      }
      // The page shown: its product, or anything in the catalogue.
      const changed = fact._tag === "product.changed" ? fact : undefined
      if (changed !== undefined && productIdsOfCart(context.cart.getSnapshot().context.CartItems).includes(changed.productId)) {
        enqueue.sendTo(context.cart, { type: "cart.repriced", options: changed.options })
      }
      const lists = context.productLists.getSnapshot().context
      for (const list of PRODUCT_LISTS) {
        if (lists[list].loaded && (changed === undefined || lists[list].products.some((shown) => shown._id === changed.productId))) enqueue.sendTo(context.productLists, { type: "products.load", list })
      }
      if (changed === undefined || context.shownProducts.includes(changed.productId)) enqueue.emit({ type: "page.stale" })
    }),
    closeScreen: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "screen.close") return
      const screen = context.screens[event.systemId]
      if (screen === undefined) return
      enqueue(stopChild(screen))
      enqueue.assign({ screens: Object.fromEntries(Object.entries(context.screens).filter(([systemId]) => systemId !== event.systemId)) })
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
    clientId: null,
    screens: {},
    shownProducts: []
  }),
  invoke: [{ id: "tabs", src: "tabs" }, { id: "live", src: "live", input: ({ context }) => ({ productIds: followedOf([], context.cart.getSnapshot().context.CartItems) }) }],
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
    "session.signedOut": { guard: "wasSignedIn", actions: ["forgetCustomer", sendTo("live", { type: "live.session.changed", signedIn: false } satisfies LiveCommand)] },
    "live.fact": { actions: { type: "takeFact", params: ({ event }) => event } },
    "products.shown": { actions: { type: "follow", params: ({ context, event }) => ({ shown: event.productIds, items: context.cart.getSnapshot().context.CartItems }) } },
    // Issue 33: an address added while checking out is the one the checkout delivers to, and the
    // customer's current one ("Delivering here" in the account), as choosing it there would make it.
    "address.added": {
      guard: "hasCheckout",
      actions: [
        sendTo(({ context }) => checkoutOf(context)!, ({ event }) => ({ type: "checkout.address.added", address: event.address }) satisfies CheckoutEvent),
        sendTo(({ context }) => context.authentication, ({ event }) => ({ type: "auth.address.select", address: event.address }))
      ]
    },
    "cart.changed": [
      {
        guard: "hasCheckout",
        actions: [
          sendTo(({ context }) => checkoutOf(context)!, ({ event }) => ({ type: "checkout.cart.changed", lines: linesOf(event.items) }) satisfies CheckoutEvent),
          { type: "follow", params: ({ context, event }) => ({ shown: context.shownProducts, items: event.items }) }
        ]
      },
      { actions: { type: "follow", params: ({ context, event }) => ({ shown: context.shownProducts, items: event.items }) } }
    ],
    "screen.open": { guard: "screenClosed", actions: "openScreen" },
    "screen.close": { actions: "closeScreen" },
    // §3 checkout_process_steps and checkout_authentication_status are set directly to a value.
    "checkout.step.reported": {
      actions: [
        sendTo(({ context }) => context.authentication, ({ event }) => ({ type: "checkout.auth-status.set", value: event.signedIn ? 1 : 0 })),
        sendTo(({ context }) => context.authentication, ({ event }) => ({ type: "checkout.step.set", value: event.step }))
      ]
    },
    // The cart became an order. Its SMS is the server's, sent as the order is placed (issue 37 item
    // 6), not a second call of this browser's. An online order waiting for its payment keeps the
    // cart (issue 16): a declined or abandoned payment loses nothing; its lines leave the cart when
    // the payment is confirmed (`order.paid`).
    "order.created": {
      actions: enqueueActions(({ context, event, enqueue }) => {
        if (!isAwaitingPayment(event.order)) enqueue.sendTo(context.cart, { type: "cart.clear" })
      })
    },
    "order.paid": {
      actions: sendTo(({ context }) => context.cart, ({ event }) => ({
        type: "cart.ordered",
        lines: event.order.lines.map((line) => ({ PackOptionId: line.PackOptionId, quantity: line.quantity }))
      }))
    },
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
