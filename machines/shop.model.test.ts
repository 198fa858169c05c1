import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { type AnyMachineSnapshot, createActor, type EventObject, fromCallback, fromPromise, fromTransition, type InspectionEvent, type SnapshotFrom } from "xstate"
import { getAdjacencyMap, type StatePath } from "xstate/graph"
import { addItem, productIdsOfCart } from "#domain/cart.ts"
import { FACT_FOLDS } from "#domain/order-facts.ts"
import { fixtureId } from "#domain/cart.fixtures.ts"
import type { Brand } from "#domain/brand.ts"
import type { SuperCategory } from "#domain/catalogue.ts"
import type { CompareEntry } from "#domain/compare.ts"
import type { NewOrderRequest, OrderQuote, OrderQuoteRequest, OrderUpdate, PaymentToken } from "#domain/http/order.http.ts"
import type { AddressInput, Client, Order } from "#domain/order.ts"
import type { WishlistEntry } from "#domain/wishlist.ts"
import { authenticationMachine, type LoginAnswer } from "./authentication.machine.ts"
import { brandMachine } from "./brand.machine.ts"
import { CATALOGUE_RESOURCES, catalogueLoaderMachine, type CatalogueList, type FetchListInput } from "./catalogue-loader.machine.ts"
import { callMachine } from "./call.machine.ts"
import { checkoutMachine } from "./checkout.machine.ts"
import { replayPath, transitionTour } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { address, CART, customer, emptyShopInput, kettle, order, returnApproved, tea } from "./shop-fixtures.test-support.ts"

/** Issue 38: the admin's move of `order` as the live stream tells it, and a product a page shows. */
const processing = { _tag: "order.event", orderId: order._id, orderid: order.orderid, event: { _tag: "order.processing", at: "2026-11-01T11:00:00.000Z", by: "admin" } } as const
const shownProduct = fixtureId(55)

/** An online order waiting for its payment (the cart stays), and the same order once paid. */
const unpaidOnline: Order = {
  ...order,
  PaymentMode: "Online",
  events: [{ _tag: "order.placed", at: "2026-11-01T10:00:00.000Z", by: "customer", PaymentMode: "Online" }]
}
const paidOnline: Order = {
  ...unpaidOnline,
  PaymentStatus: "Paid",
  events: [...unpaidOnline.events, { _tag: "payment.confirmed", at: "2026-11-01T10:05:00.000Z", by: "system" }]
}
import { orderMachine } from "./order.machine.ts"
import { SYSTEM_IDS } from "./shop-system.ts"
import { checkoutInput, type LiveCommand, type LiveReceived, screenActorOf, screenOpen, type ShopContext, type ShopEvent, type ShopInput, shopMachine, superCategoryAdminInput, type TabSynced } from "./shop.machine.ts"
import { superCategoryAdminMachine, type SuperCategoryPayload } from "./super-category-admin.machine.ts"
import { type LoadWishlistInput, wishlistMachine } from "./wishlist.machine.ts"

// Model-based tests of the shop's root (DESIGN §2). The root has one state and a context of child
// refs, and xstate/graph cannot walk it: its pure walk spawns the children again in one mock system,
// which refuses a second `checkout` ("Actor with system ID 'checkout' already exists"). What the root
// decides is small: which children an event reaches, given which customer it follows and which
// screens' actors are open (a checkout among them: the root forwards facts to it). That is written out
// below as `routed`, from docs/machines.md's tables of facts and commands (not from shop.machine.ts),
// and serves twice:
//
// 1. A table with one row per event the root handles, generated from the root's own definition
//    (`shopMachine.events`), so an event handled without a row, or a row for an event not handled,
//    fails. Each row makes its event happen the real way in a started system of the real machines with
//    held calls (a fact told by the child that tells it, another tab's list from `tabs`, a command as
//    its screen or route sends it) and checks that it reached the child it concerns. The facts the children
//    tell (`shopOf<...>` in their machine files) are read from their sources: each must be handled by
//    the root, with a row saying who tells it.
// 2. A walk: `routed`'s states (the customer followed, the screens' actors open) are walked with
//    xstate/graph, every transition once, and each path is replayed on a real system. After each
//    step the root must be in the model's state, and every event the root took during the step (the
//    walk's, and the facts its children told in answer) must have reached exactly the children
//    `routed` says, with what it says.
//
// What the root sends is read with XState's inspection: each event it sends a child, and each event
// it processed (its snapshot after it), in order.

// ---------------------------------------------------------------------------------------------
// Fixtures.

const KEY = "co-0123456789abcdef"

const superCategory = (n: number): SuperCategory => ({ _id: fixtureId(700 + n), name: `Super ${n}`, slugUrl: `super-${n}`, showProducts: true, desktopImage: `/s${n}.svg` })
const compared: CompareEntry = { productId: fixtureId(7), slugUrl: "phone-7" }
const wished: WishlistEntry = { productId: fixtureId(8), slugUrl: "saree-8", addedAt: "2026-11-01T10:00:00.000Z" }
const viewed = [fixtureId(9), fixtureId(7)]

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

// ---------------------------------------------------------------------------------------------
// The oracle: docs/machines.md's tables of what the shop does with each fact and command.

/** What the root's decisions depend on. */
interface RootState {
  /** The customer the user-specific loads were made for. */
  readonly clientId: string | null
  /** The system ids of the screens' actors open (`screen.open`), in order: the checkout, the admin's, SCREEN_ID. */
  readonly screens: ReadonlyArray<string>
  /** Issue 38: the products the page shown draws, and the cart's (the live stream follows both). */
  readonly shown: ReadonlyArray<string>
  readonly cart: ReadonlyArray<string>
}

const hasCheckout = (state: RootState) => state.screens.includes(SYSTEM_IDS.checkout)

/** An event with its payload, as a child receives it. */
type Sent = { readonly type: string } & Readonly<Record<string, unknown>>

interface Delivery {
  /** The system id of the child that received it. */
  readonly to: string
  readonly event: Sent
}

const to = (child: string, event: Sent): Delivery => ({ to: child, event })

/** A customer leaves this browser: their orders and wishlist go; a checkout under way starts over. */
const forgetting = (state: RootState): ReadonlyArray<Delivery> => [
  to(SYSTEM_IDS.orders, { type: "orders.forget" }),
  to(SYSTEM_IDS.wishlist, { type: "wishlist.signedOut" }),
  ...(hasCheckout(state) ? [to(SYSTEM_IDS.checkout, { type: "checkout.signed-out" })] : [])
]

const FORGET_THEN_FOLLOW = [
  ["orders.forget", "orders.latest.load"],
  ["wishlist.signedOut", "wishlist.signedIn"],
  ["checkout.signed-out", "checkout.signed-in"]
] as const

/** The live stream told to follow the page's products and the cart's, once each, sorted. */
const toFollow = (shown: ReadonlyArray<string>, cart: ReadonlyArray<string>): Delivery =>
  to("live", { type: "live.follow", productIds: [...new Set([...shown, ...cart])].sort() })

/** What the root does with `event` in `state`: the children it reaches, with what, and its next state. */
const routed = (state: RootState, event: ShopEvent): { readonly next: RootState; readonly deliveries: ReadonlyArray<Delivery> } => {
  const only = (...deliveries: ReadonlyArray<Delivery>) => ({ next: state, deliveries })
  switch (event.type) {
    case "session.signedIn":
      // A session confirmed again for the customer followed changes nothing; another customer
      // replaces the one followed.
      if (event.clientId === state.clientId) return only()
      return {
        next: { ...state, clientId: event.clientId },
        deliveries: [
          ...(state.clientId === null ? [] : forgetting(state)),
          // §4 the user-specific loads by _id; the visitor's wishlist joins the customer's.
          to(SYSTEM_IDS.orders, { type: "orders.latest.load", clientId: event.clientId }),
          to(SYSTEM_IDS.wishlist, { type: "wishlist.signedIn", clientId: event.clientId }),
          ...(hasCheckout(state) ? [to(SYSTEM_IDS.checkout, { type: "checkout.signed-in", address: event.address })] : []),
          // Issue 38: the stream opens again, carrying the customer's orders.
          to("live", { type: "live.session.changed", signedIn: true })
        ]
      }
    case "session.signedOut":
      return state.clientId === null
        ? only()
        : { next: { ...state, clientId: null }, deliveries: [...forgetting(state), to("live", { type: "live.session.changed", signedIn: false })] }
    case "products.shown":
      return { next: { ...state, shown: [...event.productIds] }, deliveries: [toFollow(event.productIds, state.cart)] }
    case "live.fact": {
      // Issue 38: an order's fact to the orders; a product's to the cart when it holds the product (the
      // product lists of this world never loaded one; the page is told by an emitted event, not a child).
      const { fact } = event
      // A return's step goes to the orders too (the returns they hold), and to the page (an emitted event, not a child).
      if (fact._tag === "order.event" || fact._tag === "refund.step" || fact._tag === "return.event") return only(to(SYSTEM_IDS.orders, { type: "order.fact", fact, fold: event.fold }))
      if (fact._tag === "product.changed" && state.cart.includes(fact.productId)) return only(to(SYSTEM_IDS.cart, { type: "cart.repriced", options: fact.options }))
      return only()
    }
    case "address.added":
      // Issue 33: a checkout under way chooses the address just added (at its address step), and
      // the customer's current address becomes it.
      return hasCheckout(state)
        ? only(to(SYSTEM_IDS.checkout, { type: "checkout.address.added", address: event.address }), to(SYSTEM_IDS.authentication, { type: "auth.address.select", address: event.address }))
        : only()
    case "cart.changed": {
      // The checkout re-prices the lines: what and how many, never a price. The stream follows the cart's products.
      const cart = [...new Set(event.items.flatMap((item) => item.productId === undefined ? [] : [item.productId]))]
      return {
        next: { ...state, cart },
        deliveries: [
          ...(hasCheckout(state) ? [to(SYSTEM_IDS.checkout, { type: "checkout.cart.changed", lines: event.items.map((item) => ({ PackId: item.PackId, PackOptionId: item.PackOptionId, quantity: item.cart_Quentity })) })] : []),
          toFollow(state.shown, cart)
        ]
      }
    }
    case "screen.open":
      // A screen's actor (a visit's checkout, the admin's, a drawn screen's) joins the system under its
      // id, once: spawned, not sent anything. A new visit's checkout is opened after the last is closed.
      return state.screens.includes(event.systemId)
        ? only()
        : { next: { ...state, screens: [...state.screens, event.systemId].sort() }, deliveries: [] }
    case "screen.close":
      return { next: { ...state, screens: state.screens.filter((systemId) => systemId !== event.systemId) }, deliveries: [] }
    case "checkout.step.reported":
      // §3 checkout_process_steps and checkout_authentication_status, set directly.
      return only(
        to(SYSTEM_IDS.authentication, { type: "checkout.step.set", value: event.step }),
        to(SYSTEM_IDS.authentication, { type: "checkout.auth-status.set", value: event.signedIn ? 1 : 0 })
      )
    case "order.created":
      // The cart became the order (its SMS is the server's, issue 37 item 6). An online order waiting
      // for payment keeps the cart (issue 16).
      return event.order.PaymentMode === "Online" && event.order.PaymentStatus !== "Paid"
        ? only()
        : only(to(SYSTEM_IDS.cart, { type: "cart.clear" }))
    case "order.paid":
      // The paid order's lines leave the cart.
      return only(to(SYSTEM_IDS.cart, { type: "cart.ordered", lines: event.order.lines.map((line) => ({ PackOptionId: line.PackOptionId, quantity: line.quantity })) }))
    case "supercategories.changed":
      return only(to("catalogue.superCategories", { type: "catalogue.refresh" }))
    case "tab.cart.synced":
      return only(to(SYSTEM_IDS.cart, { type: "cart.synced", items: event.items }))
    case "tab.compare.synced":
      return only(to(SYSTEM_IDS.compare, { type: "compare.synced", items: event.items }))
    case "tab.wishlist.synced":
      return only(to(SYSTEM_IDS.wishlist, { type: "wishlist.synced", items: event.items }))
    case "tab.recently-viewed.synced":
      return only(to(SYSTEM_IDS.recentlyViewed, { type: "recently-viewed.synced", productIds: event.productIds }))
  }
}

/** The root's state as the oracle reads it, of the real root's context or the model's own. */
const rootStateOf = (context: ShopContext | RootState): RootState =>
  "authentication" in context
    ? { clientId: context.clientId, screens: Object.keys(context.screens).sort(), shown: [...context.shownProducts], cart: productIdsOfCart(context.cart.getSnapshot().context.CartItems) }
    : context

/** A screen's actor, as a drawn screen opens one (src/app/use-screen-actor.ts): a call machine. */
const SCREEN_ID = "screen.test"
const screenCallOpen: ShopEvent = screenOpen(SCREEN_ID, callMachine)

// ---------------------------------------------------------------------------------------------
// A started system of the real machines, their calls held, and what the root did, read by inspection.

/** One event the root took: who sent it, its state before and after, and what it sent its children. */
interface Reaction {
  readonly event: ShopEvent
  /** The system id (or id) of the actor that sent it; null when it came from outside (a screen). */
  readonly from: string | null
  readonly before: RootState
  readonly after: RootState
  readonly deliveries: ReadonlyArray<Delivery>
}

/** An actor's system id, else its id (`tabs` has none); null for no actor (a screen's send). */
const nameOf = (ref: unknown): string | null => {
  if (ref === undefined) return null
  const { systemId, id } = ref as { readonly systemId?: string; readonly id: string }
  return systemId ?? id
}

const input = (): ShopInput => emptyShopInput({
  cart: { items: CART },
  catalogue: Object.fromEntries(
    CATALOGUE_RESOURCES.map((resource) => [resource, { resource, cached: resource === "superCategories" ? [superCategory(1)] : null, refreshOnLoad: false }])
  ) as ShopInput["catalogue"]
})

const startWorld = () => {
  const calls = {
    login: heldCalls<LoginAnswer, { readonly mob: string; readonly otp: string }>({ what: "login" }),
    addAddress: heldCalls<Client, AddressInput>({ what: "address" }),
    signOut: heldCalls<void, unknown>({ what: "sign-out" }),
    latest: heldCalls<ReadonlyArray<Order>, { readonly clientId: Order["client"] }>({ what: "latest orders" }),
    create: heldCalls<{ readonly success: boolean; readonly order: Order }, NewOrderRequest>({ what: "order" }),
    sms: heldCalls<void, { readonly orderid: string }>({ what: "SMS" }),
    token: heldCalls<PaymentToken, { readonly number: number }>({ what: "token" }),
    update: heldCalls<Order, OrderUpdate>({ what: "order update" }),
    loadWishlist: heldCalls<ReadonlyArray<WishlistEntry>, LoadWishlistInput>({ what: "wishlist" }),
    lists: heldCalls<CatalogueList, FetchListInput>({ what: "catalogue list" }),
    quote: heldCalls<OrderQuote, OrderQuoteRequest>({ what: "quote" }),
    brands: heldCalls<ReadonlyArray<Brand>, void>({ what: "brands" }),
    superCategories: heldCalls<ReadonlyArray<SuperCategory>, void>({ what: "super categories" }),
    createSuperCategory: heldCalls<SuperCategory, SuperCategoryPayload>({ what: "super category create" })
  }
  let tabs: ((event: TabSynced) => void) | null = null
  let live: ((event: LiveReceived) => void) | null = null
  const liveCommands: Array<LiveCommand> = []
  const machine = shopMachine.provide({
    actors: {
      authentication: authenticationMachine.provide({
        actors: { sendOtp: fromPromise(async () => ({ resendAfterSeconds: 30 })), login: calls.login.logic, signOut: calls.signOut.logic, addAddress: calls.addAddress.logic }
      }),
      orders: orderMachine.provide({
        actors: { fetchLatestOrders: calls.latest.logic, createOrder: calls.create.logic, sendOrderSms: calls.sms.logic, generateToken: calls.token.logic, updateOrder: calls.update.logic }
      }),
      wishlist: wishlistMachine.provide({ actors: { loadWishlist: calls.loadWishlist.logic } }),
      catalogueLoader: catalogueLoaderMachine.provide({ actors: { fetchList: calls.lists.logic } }),
      tabs: fromCallback<TabSynced>(({ sendBack }) => {
        tabs = sendBack
      }),
      live: fromCallback<LiveCommand, { readonly productIds: ReadonlyArray<string> }>(({ sendBack, receive }) => {
        live = sendBack
        receive((command) => void liveCommands.push(command))
      })
    }
  })

  const inspected: Array<InspectionEvent> = []
  const shop = createActor(machine, { input: input(), systemId: SYSTEM_IDS.shop, inspect: (event) => inspected.push(event) }).start()
  let read = 0
  let state = rootStateOf(shop.getSnapshot().context)
  /** The events the root took since the last call, in order (its start excluded). */
  const reactions = (): ReadonlyArray<Reaction> => {
    const taken: Array<Reaction> = []
    const arrived: Array<{ readonly event: EventObject; readonly from: string | null }> = []
    let sent: Array<Delivery> = []
    for (const inspection of inspected.slice(read)) {
      if (inspection.type === "@xstate.event" && inspection.actorRef === shop) arrived.push({ event: inspection.event, from: nameOf(inspection.sourceRef) })
      else if (inspection.type === "@xstate.event" && inspection.sourceRef === shop && !inspection.event.type.startsWith("xstate.")) {
        sent.push(to(nameOf(inspection.actorRef)!, inspection.event as Sent))
      } else if (inspection.type === "@xstate.snapshot" && inspection.actorRef === shop) {
        const index = arrived.findIndex((arrival) => arrival.event === inspection.event)
        const [arrival] = arrived.splice(index, 1)
        const after = rootStateOf((inspection.snapshot as AnyMachineSnapshot).context)
        if (!inspection.event.type.startsWith("xstate.")) taken.push({ event: inspection.event as ShopEvent, from: arrival?.from ?? null, before: state, after, deliveries: sent })
        state = after
        sent = []
      }
    }
    read = inspected.length
    return taken
  }
  reactions() // the start

  const children = () => shop.getSnapshot().context
  const checkoutLogic = checkoutMachine.provide({ actors: { quoteOrder: calls.quote.logic } })
  /** Each screen's actor the walk opens, as its opener sends it, with the world's held calls. */
  const opens: Readonly<Record<string, ShopEvent>> = {
    [SYSTEM_IDS.checkout]: screenOpen(SYSTEM_IDS.checkout, checkoutLogic, checkoutInput(KEY)),
    [SYSTEM_IDS.adminBrands]: screenOpen(SYSTEM_IDS.adminBrands, brandMachine.provide({ actors: { fetchBrands: calls.brands.logic } }), () => ({ restored: null })),
    [SYSTEM_IDS.adminSuperCategories]: screenOpen(
      SYSTEM_IDS.adminSuperCategories,
      superCategoryAdminMachine.provide({ actors: { fetchSuperCategories: calls.superCategories.logic, createSuperCategory: calls.createSuperCategory.logic } }),
      superCategoryAdminInput
    ),
    [SCREEN_ID]: screenCallOpen
  }
  const checkout = () => screenActorOf(children(), SYSTEM_IDS.checkout, checkoutMachine)
  const admin = () => ({
    brands: screenActorOf(children(), SYSTEM_IDS.adminBrands, brandMachine),
    superCategories: screenActorOf(children(), SYSTEM_IDS.adminSuperCategories, superCategoryAdminMachine)
  })
  return {
    shop,
    calls,
    children,
    reactions,
    /** The shopper signs in with a code (authentication tells the shop `session.signedIn`). */
    signIn: async (n: number) => {
      const auth = children().authentication
      auth.send({ type: "auth.otp.request", mob: "9876543210" })
      await settle()
      auth.send({ type: "auth.otp.submit", otp: "123456" })
      calls.login.latest().resolve({ _tag: "SignedIn", client: customer(n) })
      await settle()
    },
    checkout,
    admin,
    /** A screen's actor opened under `systemId` (the walk's `screen.open`). */
    open: (systemId: string) => shop.send(opens[systemId]!),
    /** The /check-out route's onEnter (src/app/checkout.ts): a checkout left by an earlier visit closed, a new one opened. */
    openCheckout: () => {
      shop.send({ type: "screen.close", systemId: SYSTEM_IDS.checkout })
      shop.send(opens[SYSTEM_IDS.checkout]!)
    },
    /** The /admin route's loader (src/app/admin-actors.ts): the admin actors opened, then their lists loaded, the first time. */
    openAdmin: () => {
      if (admin().brands !== null) return
      shop.send(opens[SYSTEM_IDS.adminBrands]!)
      shop.send(opens[SYSTEM_IDS.adminSuperCategories]!)
      admin().brands!.send({ type: "brands.load" })
      admin().superCategories!.send({ type: "supercategories.load" })
    },
    /** Another tab saved a list (the browser's storage event, decoded). */
    tab: (event: TabSynced) => tabs!(event),
    /** The live stream told a fact (issue 38: the EventSource's message, decoded). */
    live: (event: LiveReceived) => live!(event),
    /** What the root told its live stream. */
    liveCommands
  }
}
type World = ReturnType<typeof startWorld>

/** Every event the root took went where the oracle says, with what it says, and left it where the oracle says. */
const expectRouted = (reactions: ReadonlyArray<Reaction>, where: string) => {
  for (const reaction of reactions) {
    const expected = routed(reaction.before, reaction.event)
    const said = `${where}: ${reaction.event.type} in ${JSON.stringify(reaction.before)}`
    // Which child receives what, in any order but one: a customer is forgotten before the next is followed.
    const sorted = (deliveries: ReadonlyArray<Delivery>) => [...deliveries].sort((a, b) => `${a.to} ${a.event.type}`.localeCompare(`${b.to} ${b.event.type}`))
    expect({ deliveries: sorted(reaction.deliveries), after: reaction.after }, said).toEqual({ deliveries: sorted(expected.deliveries), after: expected.next })
    const types = reaction.deliveries.map((delivery) => delivery.event.type)
    for (const [forget, follow] of FORGET_THEN_FOLLOW) {
      if (types.includes(forget) && types.includes(follow)) expect(types.indexOf(forget), `${said}: ${forget} before ${follow}`).toBeLessThan(types.indexOf(follow))
    }
  }
}

beforeEach(() => {
  // The catalogue loaders' 5-second refetch: the clock never moves here.
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

// ---------------------------------------------------------------------------------------------
// 1. One row per event the root handles.

type RootEventType = ShopEvent["type"]

interface Row {
  /** Who makes the root take it: the child that tells the fact (its system id), `tabs`, or null for a screen's command. */
  readonly from: string | null
  /** The children it must reach. */
  readonly reaches: ReadonlyArray<string>
  readonly arrange?: (world: World) => Promise<void> | void
  readonly act: (world: World) => Promise<void> | void
  /** What the children it concerns show once it arrived. */
  readonly reached: (world: World) => void
}

const ROWS = {
  "session.signedIn": {
    from: SYSTEM_IDS.authentication,
    reaches: [SYSTEM_IDS.orders, SYSTEM_IDS.wishlist, SYSTEM_IDS.checkout, "live"],
    arrange: (world) => world.openCheckout(),
    act: (world) => world.signIn(1),
    reached: ({ calls, children, checkout }) => {
      expect(calls.latest.live().map((call) => call.input)).toEqual([{ clientId: customer(1)._id }])
      expect(children().wishlist.getSnapshot().context.clientId).toBe(customer(1)._id)
      expect(checkout()!.getSnapshot().context).toMatchObject({ signedIn: true, address: address(1) })
    }
  },
  "session.signedOut": {
    from: SYSTEM_IDS.authentication,
    reaches: [SYSTEM_IDS.orders, SYSTEM_IDS.wishlist, SYSTEM_IDS.checkout, "live"],
    arrange: async (world) => {
      await world.signIn(1)
      world.calls.latest.latest().resolve([order])
      await settle()
      world.openCheckout()
    },
    act: async ({ calls, children }) => {
      children().authentication.send({ type: "auth.sign-out" })
      calls.signOut.latest().resolve()
      await settle()
    },
    reached: ({ children, checkout }) => {
      expect(children().orders.getSnapshot().context.clientOrder).toEqual([])
      expect(children().wishlist.getSnapshot().matches("visitor")).toBe(true)
      expect(checkout()!.getSnapshot().context).toMatchObject({ signedIn: false, address: null })
    }
  },
  "address.added": {
    from: SYSTEM_IDS.authentication,
    reaches: [SYSTEM_IDS.checkout, SYSTEM_IDS.authentication],
    // A customer at the checkout's address step, their one address chosen, adds another: it is
    // where the order goes and the account's "Delivering here".
    arrange: async (world) => {
      await world.signIn(3)
      world.openCheckout()
    },
    act: async ({ calls, children }) => {
      const { _id: _, ...typed } = address(4)
      children().authentication.send({ type: "auth.address.add", address: typed })
      calls.addAddress.latest().resolve({ ...customer(3), Addresses: [address(3), address(4)] })
      await settle()
    },
    reached: ({ children, checkout }) => {
      expect(checkout()!.getSnapshot().context.address).toEqual(address(4))
      expect(children().authentication.getSnapshot().context.current_address).toEqual(address(4))
    }
  },
  "cart.changed": {
    from: SYSTEM_IDS.cart,
    reaches: [SYSTEM_IDS.checkout, "live"],
    arrange: (world) => world.openCheckout(),
    act: ({ children }) => children().cart.send({ type: "cart.remove", AttributeId: kettle.AttributeId }),
    reached: ({ checkout }) => {
      expect(checkout()!.getSnapshot().context.lines).toEqual([{ PackId: tea.PackId, PackOptionId: tea.PackOptionId, quantity: 1 }])
    }
  },
  "checkout.step.reported": {
    from: SYSTEM_IDS.checkout,
    reaches: [SYSTEM_IDS.authentication],
    arrange: (world) => world.signIn(1),
    // Signed in, the checkout starts at the address step and says so.
    act: (world) => world.openCheckout(),
    reached: ({ children }) => {
      expect(children().authentication.getSnapshot().context).toMatchObject({ checkout_process_steps: 1, checkout_authentication_status: 1 })
    }
  },
  "order.created": {
    from: SYSTEM_IDS.orders,
    reaches: [SYSTEM_IDS.cart],
    act: async ({ calls, children }) => {
      children().orders.send({
        type: "order.create",
        request: { lines: [{ PackId: tea.PackId, PackOptionId: tea.PackOptionId, quantity: 1 }], addressId: address(1)._id, PaymentMode: "Cash on Delivery", idempotencyKey: KEY }
      })
      calls.create.latest().resolve({ success: true, order })
      await settle()
    },
    reached: ({ calls, children }) => {
      expect(children().cart.getSnapshot().context.CartItems).toEqual([])
      // Issue 37 item 6: the order's SMS is the server's; the browser makes no second call.
      expect(calls.sms.live()).toEqual([])
    }
  },
  "order.paid": {
    from: SYSTEM_IDS.orders,
    reaches: [SYSTEM_IDS.cart],
    act: async ({ calls, children }) => {
      children().orders.send({ type: "order.update", update: { _tag: "payment", orderid: paidOnline.orderid, attemptId: "a1", paymentId: "p1", signature: "s", outcome: "approved" } })
      calls.update.latest().resolve(paidOnline)
      await settle()
    },
    reached: ({ children }) => {
      // The paid order held the cart's one tea: the kettle is left.
      expect(children().cart.getSnapshot().context.CartItems.map((line) => [line.AttributeId, line.cart_Quentity])).toEqual(
        [[kettle.AttributeId, 1]]
      )
    }
  },
  "supercategories.changed": {
    from: SYSTEM_IDS.adminSuperCategories,
    reaches: ["catalogue.superCategories"],
    arrange: (world) => world.openAdmin(),
    act: async ({ calls, admin }) => {
      const created = superCategory(2)
      admin().superCategories!.send({ type: "supercategory.create", input: { name: created.name, slugUrl: created.slugUrl, showProducts: true } })
      calls.createSuperCategory.latest().resolve(created)
      await settle()
    },
    reached: ({ calls, children }) => {
      expect(calls.lists.live().filter((call) => call.input.resource === "superCategories")).toHaveLength(1)
      expect(children().catalogue.superCategories.getSnapshot().matches("refreshing")).toBe(true)
    }
  },
  "screen.open": {
    from: null,
    reaches: [],
    // Every kind of screen's actor, as its opener sends it: the /check-out route's checkout, the
    // admin's (and their lists loaded), a drawn screen's.
    act: (world) => {
      world.openCheckout()
      world.openAdmin()
      world.open(SCREEN_ID)
    },
    reached: ({ shop, calls, children, checkout, admin }) => {
      expect(shop.system.get(SYSTEM_IDS.checkout)).toBe(checkout())
      // The checkout starts from the cart's lines, the session, the visit's key and the orders actor.
      expect(checkout()!.getSnapshot().context).toMatchObject({
        lines: CART.map((item) => ({ PackId: item.PackId, PackOptionId: item.PackOptionId, quantity: item.cart_Quentity })),
        signedIn: false,
        address: null,
        idempotencyKey: KEY
      })
      expect(checkout()!.getSnapshot().context.orders).toBe(children().orders)
      expect(shop.system.get(SYSTEM_IDS.adminBrands)).toBe(admin().brands)
      expect(shop.system.get(SYSTEM_IDS.adminSuperCategories)).toBe(admin().superCategories)
      expect(calls.brands.live()).toHaveLength(1)
      expect(calls.superCategories.live()).toHaveLength(1)
      // The storefront's list shows at once while the admin's loads.
      expect(admin().superCategories!.getSnapshot().context.superCategories).toEqual([superCategory(1)])
      const screen = children().screens[SCREEN_ID]!
      expect(shop.system.get(SCREEN_ID)).toBe(screen)
      expect(screen.getSnapshot().status).toBe("active")
    }
  },
  "screen.close": {
    from: null,
    reaches: [],
    arrange: (world) => {
      world.openCheckout()
      world.open(SCREEN_ID)
    },
    act: ({ shop }) => {
      shop.send({ type: "screen.close", systemId: SYSTEM_IDS.checkout })
      shop.send({ type: "screen.close", systemId: SCREEN_ID })
    },
    reached: ({ shop, children, checkout }) => {
      expect(checkout()).toBeNull()
      expect(shop.system.get(SYSTEM_IDS.checkout)).toBeUndefined()
      expect(children().screens[SCREEN_ID]).toBeUndefined()
      expect(shop.system.get(SCREEN_ID)).toBeUndefined()
    }
  },
  "live.fact": {
    from: "live",
    reaches: [SYSTEM_IDS.orders],
    // Issue 38: the customer's order is held; the admin's move of it arrives on the stream.
    arrange: async (world) => {
      await world.signIn(1)
      world.calls.latest.latest().resolve([order])
      await settle()
    },
    act: (world) => world.live({ type: "live.fact", fact: processing, fold: FACT_FOLDS }),
    reached: ({ children }) => {
      const [held] = children().orders.getSnapshot().context.clientOrder
      expect(held).toMatchObject({ Status: 2, StatusText: "Processing", events: [...order.events, processing.event] })
    }
  },
  "products.shown": {
    from: null,
    reaches: ["live"],
    act: ({ shop }) => shop.send({ type: "products.shown", productIds: [shownProduct] }),
    reached: ({ liveCommands }) => expect(liveCommands.at(-1)).toEqual({ type: "live.follow", productIds: [shownProduct] })
  },
  "tab.cart.synced": {
    from: "tabs",
    reaches: [SYSTEM_IDS.cart],
    act: (world) => world.tab({ type: "tab.cart.synced", items: addItem([], kettle) }),
    reached: ({ children }) => expect(children().cart.getSnapshot().context.CartItems).toEqual(addItem([], kettle))
  },
  "tab.compare.synced": {
    from: "tabs",
    reaches: [SYSTEM_IDS.compare],
    act: (world) => world.tab({ type: "tab.compare.synced", items: [compared] }),
    reached: ({ children }) => expect(children().compare.getSnapshot().context.items).toEqual([compared])
  },
  "tab.wishlist.synced": {
    from: "tabs",
    reaches: [SYSTEM_IDS.wishlist],
    act: (world) => world.tab({ type: "tab.wishlist.synced", items: [wished] }),
    reached: ({ children }) => expect(children().wishlist.getSnapshot().context.items).toEqual([wished])
  },
  "tab.recently-viewed.synced": {
    from: "tabs",
    reaches: [SYSTEM_IDS.recentlyViewed],
    act: (world) => world.tab({ type: "tab.recently-viewed.synced", productIds: viewed }),
    reached: ({ children }) => expect(children().recentlyViewed.getSnapshot().context.productIds).toEqual(viewed)
  }
} satisfies Record<RootEventType, Row>

/** The machines that tell the shop a fact, by file, and the system id they have in the shop. */
const TELLERS: Record<string, string> = {
  "authentication.machine.ts": SYSTEM_IDS.authentication,
  "cart.machine.ts": SYSTEM_IDS.cart,
  "checkout.machine.ts": SYSTEM_IDS.checkout,
  "order.machine.ts": SYSTEM_IDS.orders,
  "super-category-admin.machine.ts": SYSTEM_IDS.adminSuperCategories
}

/** The other machines' sources, as text (Vite reads them for the test: machines/ itself does no I/O). */
const MACHINE_SOURCES = import.meta.glob<string>(["./*.machine.ts", "!./shop.machine.ts"], { query: "?raw", import: "default", eager: true })

/** Every fact a machine tells the shop: the `type` it sends to `shopOf<...>(system)`, read from its source. */
const factsTold = () =>
  Object.entries(MACHINE_SOURCES).flatMap(([path, source]) => {
    const file = path.replace("./", "")
    const facts = [...source.matchAll(/shopOf<[^>]+>\(system\)[\s\S]*?sendTo\(shop, \{ type: "([^"]+)"/g)].map((match) => match[1]!)
    // A fact told some other way would be missed: every shopOf must be read.
    expect(facts.length, `${file}: the facts told with shopOf`).toBe(source.split("shopOf<").length - 1)
    return facts.map((fact) => ({ file, fact }))
  })

describe("the shop's root: every event it handles reaches the children it concerns", () => {
  it("has a row for every event the root handles, and none for another", () => {
    expect(new Set(Object.keys(ROWS))).toEqual(new Set(shopMachine.events))
  })

  it("handles every fact its children tell, each in a row saying which child tells it", () => {
    const told = factsTold()
    for (const { file, fact } of told) {
      expect(shopMachine.events, `${fact} (told by ${file})`).toContain(fact)
      expect(ROWS[fact as RootEventType].from, `${fact}: told by ${file}`).toBe(TELLERS[file])
    }
    // And a row says a child tells a fact only when it does.
    const tellers = new Set(Object.values(TELLERS))
    const claimed = Object.entries(ROWS).filter(([, row]) => row.from !== null && tellers.has(row.from))
    expect(new Set(claimed.map(([fact, row]) => `${fact} ${row.from}`))).toEqual(new Set(told.map(({ file, fact }) => `${fact} ${TELLERS[file]}`)))
  })

  it.each(Object.entries(ROWS) as ReadonlyArray<[RootEventType, Row]>)("%s reaches what it concerns, from who tells it, in a started system", async (type, row) => {
    const world = startWorld()
    try {
      await row.arrange?.(world)
      await settle()
      expectRouted(world.reactions(), `arranging ${type}`)
      await row.act(world)
      await settle()
      const reactions = world.reactions()
      expectRouted(reactions, type)
      const reaction = reactions.find((taken) => taken.event.type === type)
      expect(reaction, `the root took ${type}`).toBeDefined()
      expect(reaction!.from, `${type} came from`).toBe(row.from)
      expect(new Set(reaction!.deliveries.map((delivery) => delivery.to)), `${type} reached`).toEqual(new Set(row.reaches))
      row.reached(world)
    } finally {
      world.shop.stop()
    }
  })
})

// ---------------------------------------------------------------------------------------------
// 2. The root's model, walked, and every path replayed on a real system.

/** The model to walk: `routed`'s next state, from a signed-out browser with no screen's actor open. */
const START: RootState = { clientId: null, screens: [], shown: [], cart: [] }
const rootModel = fromTransition((state: RootState, event: ShopEvent) => routed(state, event).next, START)

/** The events walked: two customers, one of each other event (the world's machines are sent on replay). */
const WALK_EVENTS: ReadonlyArray<ShopEvent> = [
  { type: "session.signedIn", clientId: customer(1)._id, address: address(1) },
  { type: "session.signedIn", clientId: customer(2)._id, address: address(2) },
  { type: "session.signedOut" },
  { type: "address.added", address: address(2) },
  { type: "cart.changed", items: addItem([], tea) },
  // A visit's checkout, the admin's super categories (never closed), a drawn screen's actor.
  screenOpen(SYSTEM_IDS.checkout, checkoutMachine, checkoutInput(KEY)),
  { type: "screen.close", systemId: SYSTEM_IDS.checkout },
  screenOpen(SYSTEM_IDS.adminSuperCategories, superCategoryAdminMachine, superCategoryAdminInput),
  screenCallOpen,
  { type: "screen.close", systemId: SCREEN_ID },
  { type: "checkout.step.reported", step: 2, signedIn: true },
  { type: "order.created", order },
  { type: "order.created", order: unpaidOnline },
  { type: "order.paid", order: paidOnline },
  { type: "supercategories.changed" },
  { type: "tab.cart.synced", items: addItem([], kettle) },
  { type: "tab.compare.synced", items: [compared] },
  { type: "tab.wishlist.synced", items: [wished] },
  { type: "tab.recently-viewed.synced", productIds: viewed },
  // Issue 38: a product page shown and left; an order's fact and a product's from the live stream.
  { type: "products.shown", productIds: [shownProduct] },
  { type: "products.shown", productIds: [] },
  { type: "live.fact", fact: processing, fold: FACT_FOLDS },
  { type: "live.fact", fact: returnApproved, fold: FACT_FOLDS },
  { type: "live.fact", fact: { _tag: "product.changed", productId: shownProduct, facts: true, options: [] }, fold: FACT_FOLDS }
]

/** Events by their type and payload, the machines they bring left out. */
const serializeEvent = (event: EventObject) =>
  JSON.stringify(event, (_key, value: unknown) => (typeof value === "object" && value !== null && "transition" in value ? "(machine)" : value))

type ModelPath = StatePath<AnyMachineSnapshot, ShopEvent>
type ModelSnapshot = SnapshotFrom<typeof rootModel>

const keyOf = (snapshot: ModelSnapshot) => JSON.stringify(snapshot.context)
const modelGraph = getAdjacencyMap(rootModel, { events: WALK_EVENTS, serializeEvent, serializeState: keyOf } as Parameters<typeof getAdjacencyMap<ModelSnapshot, ShopEvent, unknown>>[1])

const replay = async (path: ModelPath) => {
  let world: World | null = null
  await replayPath(path, {
    start: () => {
      world = startWorld()
      return world.shop
    },
    // The screens' machines and another tab's lists come the real way; a fact is sent to the root as
    // its child would (the table above shows each child telling it).
    happen: (event) => {
      if (event.type === "screen.open") world!.open(event.systemId)
      else if (event.type.startsWith("tab.")) world!.tab(event as TabSynced)
      else if (event.type === "live.fact") world!.live(event)
      else return false
      return true
    },
    settle,
    observe: (snapshot) => rootStateOf(snapshot.context),
    check: (_snapshot, sent, where) => {
      const reactions = world!.reactions()
      // The root took the walk's event first (nothing at the start), then what its children told in answer.
      expect(reactions[0]?.event.type, where).toBe(sent.at(-1)?.type)
      expectRouted(reactions, where)
    }
  })
}

describe("the shop's root as a model: every transition of the customer followed and the screens' actors (the checkout, the admin's, a drawn screen's)", () => {
  const paths = transitionTour(modelGraph, JSON.stringify(START), 40, keyOf)

  it("walks every event the root handles in each of its twenty-four states", () => {
    expect(new Set(WALK_EVENTS.map((event) => event.type))).toEqual(new Set(shopMachine.events))
    // No customer, the first or the second × a checkout or not × the admin's super categories or not × a drawn screen's actor or not
    // × a product page shown or not (issue 38).
    expect(Object.keys(modelGraph)).toHaveLength(3 * 2 * 2 * 2 * 2)
    const taken = new Set(paths.flatMap((path) => path.steps.slice(1).map((step, i) => `${JSON.stringify(path.steps[i]!.state.context)} ${serializeEvent(step.event)}`)))
    expect(taken.size).toBe(3 * 2 * 2 * 2 * 2 * WALK_EVENTS.length)
  })

  it("routes every event as docs/machines.md says along every path, on a real system", async () => {
    for (const path of paths) await replay(path as unknown as ModelPath)
  }, 60_000)
})
