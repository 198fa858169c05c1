import { describe, expect, it, vi } from "vitest"
import { createActor, fromCallback, fromPromise } from "xstate"
import { addItem, type CartItem } from "#domain/cart.ts"
import { fixtureId } from "#domain/cart.fixtures.ts"
import type { Brand } from "#domain/brand.ts"
import type { SuperCategory } from "#domain/catalogue.ts"
import type { NewOrderRequest, OrderQuote, OrderQuoteRequest, OrderUpdate, PaymentToken } from "#domain/http/order.http.ts"
import { type Order, orderAmountsOf, type OrderLine } from "#domain/order.ts"
import { FACT_FOLDS } from "#domain/order-facts.ts"
import type { WishlistEntry } from "#domain/wishlist.ts"
import { authenticationMachine, type LoginAnswer } from "./authentication.machine.ts"
import { brandMachine } from "./brand.machine.ts"
import { CATALOGUE_RESOURCES, catalogueLoaderMachine, type CatalogueList, type CatalogueResource, type FetchListInput } from "./catalogue-loader.machine.ts"
import { checkoutMachine, linesOf } from "./checkout.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { address, CART, customer, emptyShopInput, kettle, order, requestedReturn, returnApproved, tea } from "./shop-fixtures.test-support.ts"
import { orderMachine } from "./order.machine.ts"
import { SYSTEM_IDS } from "./shop-system.ts"
import { checkoutInput, screenActorOf, screenOpen, type ShopInput, shopMachine, superCategoryAdminInput, type TabSynced } from "./shop.machine.ts"
import { superCategoryAdminMachine } from "./super-category-admin.machine.ts"
import { type LoadWishlistInput, wishlistMachine } from "./wishlist.machine.ts"

// The shop's root (DESIGN §2): one actor system in which the actors' facts reach the actors they
// concern. The children are the real machines with their calls held by hand, so each test follows
// a fact from the actor that tells it to what the other actors do with it.

/** The server's clean quote of the cart's lines, Cash on Delivery only. */
const quoteOf = (items: ReadonlyArray<CartItem>): OrderQuote => {
  const lines = items.map((item): OrderLine => ({
    productId: fixtureId(100), ProductName: item.ProductName, slugurl: item.slugurl, thumbnail: item.thumbnail, PackId: item.PackId, packSizeName: item.packSizeName,
    PackOptionId: item.PackOptionId, packSizeOptionName: item.packSizeOptionName, Price: item.Price, Mrp: item.Mrp, quantity: item.cart_Quentity
  }))
  return { lines, ...orderAmountsOf({ lines, rainStatus: false, coupon: 0, wallet: 0 }), couponCode: null, walletBalance: 0, paymentModes: ["Cash on Delivery"], problems: [] }
}

const superCategory = (n: number): SuperCategory => ({ _id: fixtureId(700 + n), name: `Super ${n}`, slugUrl: `super-${n}`, showProducts: true, desktopImage: `/s${n}.svg` })

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

// Cached lists: nothing is fetched at start but the super categories and categories.
const input = (overrides: Partial<ShopInput> = {}): ShopInput => emptyShopInput({ cart: { items: CART }, ...overrides })

/** The shop with real child machines whose calls the test answers, and a stand-in for the browser's storage events. */
const startShop = (overrides: Partial<ShopInput> = {}) => {
  const calls = {
    login: heldCalls<LoginAnswer, { readonly mob: string; readonly otp: string }>(),
    signOut: heldCalls<void, unknown>(),
    latest: heldCalls<ReadonlyArray<Order>, { readonly clientId: Order["client"] }>(),
    create: heldCalls<{ readonly success: boolean; readonly order: Order }, NewOrderRequest>(),
    sms: heldCalls<void, { readonly orderid: string }>(),
    token: heldCalls<PaymentToken, { readonly number: number }>(),
    loadWishlist: heldCalls<ReadonlyArray<WishlistEntry>, LoadWishlistInput>(),
    lists: heldCalls<CatalogueList, FetchListInput>(),
    quote: heldCalls<OrderQuote, OrderQuoteRequest>(),
    update: heldCalls<Order, OrderUpdate>()
  }
  let tabs: ((event: TabSynced) => void) | null = null
  const machine = shopMachine.provide({
    actors: {
      authentication: authenticationMachine.provide({
        actors: {
          sendOtp: fromPromise(async () => ({ resendAfterSeconds: 30 })),
          login: calls.login.logic,
          signOut: calls.signOut.logic
        }
      }),
      orders: orderMachine.provide({
        actors: { fetchLatestOrders: calls.latest.logic, createOrder: calls.create.logic, sendOrderSms: calls.sms.logic, generateToken: calls.token.logic, updateOrder: calls.update.logic }
      }),
      wishlist: wishlistMachine.provide({ actors: { loadWishlist: calls.loadWishlist.logic } }),
      catalogueLoader: catalogueLoaderMachine.provide({ actors: { fetchList: calls.lists.logic } }),
      tabs: fromCallback<TabSynced>(({ sendBack }) => {
        tabs = sendBack
      })
    }
  })
  const shop = createActor(machine, { input: input(overrides), systemId: SYSTEM_IDS.shop }).start()
  const children = () => shop.getSnapshot().context
  const signIn = async (n: number) => {
    const auth = children().authentication
    auth.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle()
    auth.send({ type: "auth.otp.submit", otp: "123456" })
    calls.login.latest().resolve({ _tag: "SignedIn", client: customer(n) })
    await settle()
  }
  /** As the /check-out route's onEnter (src/app/checkout.ts): any checkout left stopped, a new one opened. */
  const openCheckout = (idempotencyKey = "co-0123456789abcdef") => {
    shop.send({ type: "screen.close", systemId: SYSTEM_IDS.checkout })
    shop.send(screenOpen(SYSTEM_IDS.checkout, checkoutMachine.provide({ actors: { quoteOrder: calls.quote.logic } }), checkoutInput(idempotencyKey)))
  }
  const checkout = () => screenActorOf(children(), SYSTEM_IDS.checkout, checkoutMachine)
  return { shop, calls, children, signIn, openCheckout, checkout, tab: (event: TabSynced) => tabs?.(event) }
}

describe("the shop's actor system", () => {
  it("spawns every long-lived actor under its system id at creation, before it starts", () => {
    const shop = createActor(shopMachine, { input: input(), systemId: SYSTEM_IDS.shop })
    for (const id of [SYSTEM_IDS.cart, SYSTEM_IDS.authentication, SYSTEM_IDS.orders, SYSTEM_IDS.wishlist, SYSTEM_IDS.compare, SYSTEM_IDS.recentlyViewed, SYSTEM_IDS.productLists]) {
      expect(shop.system.get(id), id).toBeDefined()
    }
    for (const resource of CATALOGUE_RESOURCES) expect(shop.system.get(`catalogue.${resource}`)?.getSnapshot().context.resource).toBe(resource)
    expect(shop.system.get(SYSTEM_IDS.cart)?.getSnapshot().context.CartItems).toEqual(CART)
    expect(shop.system.get(SYSTEM_IDS.checkout)).toBeUndefined()
  })

  it("a session that begins loads the customer's latest orders (§4 by _id) and their wishlist", async () => {
    const { calls, signIn, children } = startShop()
    await signIn(1)
    expect(calls.latest.calls.map((call) => call.input)).toEqual([{ clientId: customer(1)._id }])
    // Nothing of the visitor's to merge: the customer's list is read.
    expect(calls.loadWishlist.calls.map((call) => call.input)).toEqual([{ productIds: [] }])
    expect(children().wishlist.getSnapshot().context.clientId).toBe(customer(1)._id)
    expect(children().clientId).toBe(customer(1)._id)
  })

  it("a visitor's wishlist joins the customer's at sign-in", async () => {
    const saved: WishlistEntry = { productId: fixtureId(41), slugUrl: "saree-41", addedAt: "2026-11-01T10:00:00.000Z" }
    const { calls, signIn } = startShop({ wishlist: { items: [saved] } })
    await signIn(1)
    expect(calls.loadWishlist.calls.map((call) => call.input)).toEqual([{ productIds: [saved.productId] }])
  })

  it("a session that ends forgets the customer's orders and wishlist", async () => {
    const { calls, signIn, children } = startShop()
    await signIn(1)
    calls.latest.latest().resolve([order])
    await settle()
    expect(children().orders.getSnapshot().context.clientOrder).toEqual([order])
    children().authentication.send({ type: "auth.sign-out" })
    calls.signOut.latest().resolve()
    await settle()
    expect(children().orders.getSnapshot().context.clientOrder).toEqual([])
    expect(children().wishlist.getSnapshot().matches("visitor")).toBe(true)
    expect(children().clientId).toBeNull()
  })

  it("a new order empties the cart it came from; its SMS is the server's, not a second call of the browser's (issue 37 item 6)", async () => {
    const { calls, children } = startShop()
    children().orders.send({ type: "order.create", request: { lines: linesOf(CART), addressId: address(1)._id, PaymentMode: "Cash on Delivery", idempotencyKey: "co-0123456789abcdef" } })
    calls.create.latest().resolve({ success: true, order })
    await settle()
    expect(children().cart.getSnapshot().context.CartItems).toEqual([])
    expect(calls.sms.calls).toEqual([])
  })

  it("an online order waiting for payment keeps the cart; its lines leave it once the payment is confirmed, and only once (issue 16)", async () => {
    const unpaid: Order = { ...order, PaymentMode: "Online", events: [{ _tag: "order.placed", at: order.createdAt, by: "customer", PaymentMode: "Online" }] }
    const paid: Order = { ...unpaid, PaymentStatus: "Paid", events: [...unpaid.events, { _tag: "payment.confirmed", at: order.createdAt, by: "system" }] }
    const { calls, children } = startShop()
    children().orders.send({ type: "order.create", request: { lines: linesOf(CART), addressId: address(1)._id, PaymentMode: "Online", idempotencyKey: "co-0123456789abcdef" } })
    calls.create.latest().resolve({ success: true, order: unpaid })
    await settle()
    expect(children().cart.getSnapshot().context.CartItems).toEqual(CART)
    const report = { _tag: "payment", orderid: paid.orderid, attemptId: "a1", paymentId: "p1", signature: "s", outcome: "approved" } as const
    children().orders.send({ type: "order.update", update: report })
    calls.update.latest().resolve(paid)
    await settle()
    // The order held one tea: the kettle is left.
    expect(children().cart.getSnapshot().context.CartItems.map((line) => line.AttributeId)).toEqual([kettle.AttributeId])
    // The same payment reported again (a reload of the success page) takes nothing more.
    children().cart.send({ type: "cart.add", product: tea })
    children().orders.send({ type: "order.update", update: report })
    calls.update.latest().resolve(paid)
    await settle()
    expect(children().cart.getSnapshot().context.CartItems.map((line) => line.AttributeId)).toEqual([kettle.AttributeId, tea.AttributeId])
  })

  it("a checkout is spawned for the visit with the cart's lines and the session, and stopped when the shopper leaves", async () => {
    const { shop, signIn, openCheckout, checkout: current, children } = startShop()
    await signIn(1)
    openCheckout()
    const checkout = current()!
    expect(shop.system.get(SYSTEM_IDS.checkout)).toBe(checkout)
    expect(checkout.getSnapshot().context).toMatchObject({ lines: linesOf(CART), signedIn: true, address: address(1), idempotencyKey: "co-0123456789abcdef" })
    expect(checkout.getSnapshot().context.orders).toBe(children().orders)
    expect(checkout.getSnapshot().hasTag("step.address")).toBe(true)
    // The step it reports sets §3's keys in the authentication actor.
    expect(children().authentication.getSnapshot().context).toMatchObject({ checkout_process_steps: 1, checkout_authentication_status: 1 })
    shop.send({ type: "screen.close", systemId: SYSTEM_IDS.checkout })
    expect(current()).toBeNull()
    expect(checkout.getSnapshot().status).toBe("stopped")
    expect(shop.system.get(SYSTEM_IDS.checkout)).toBeUndefined()
  })

  it("each visit to /check-out has a new checkout with its own key, from the cart as it is then", async () => {
    const { shop, signIn, openCheckout, checkout: current, children } = startShop()
    await signIn(1)
    openCheckout("co-first")
    const first = current()!
    // A second visit's checkout opened before the first was closed (its screen left before it opened).
    children().cart.send({ type: "cart.remove", AttributeId: kettle.AttributeId })
    openCheckout("co-second")
    const second = current()!
    expect(second).not.toBe(first)
    expect(first.getSnapshot().status).toBe("stopped")
    expect(second.getSnapshot().context).toMatchObject({ lines: linesOf(addItem([], tea)), idempotencyKey: "co-second" })
    expect(shop.system.get(SYSTEM_IDS.checkout)).toBe(second)
  })

  it("a return's step from the live stream moves the request in the orders' copy, and the page shown reads what may still be asked (issue 38)", () => {
    const { shop, children } = startShop()
    children().orders.send({ type: "order.returns.set", returns: { orderid: order.orderid, requests: [requestedReturn] } })
    const stale = vi.fn()
    shop.on("page.stale", stale)
    shop.send({ type: "live.fact", fact: returnApproved, fold: FACT_FOLDS })
    const held = children().orders.getSnapshot().context.currentReturns
    expect(held?.requests.map((request) => request.status)).toEqual(["Approved"])
    expect(held?.requests[0]?.events.map((event) => event._tag)).toEqual(["return.requested", "return.approved"])
    expect(stale).toHaveBeenCalledOnce()
  })

  it("opens a screen's actor once: a second screen.open under the same system id is refused", () => {
    const { shop, calls, checkout: current } = startShop()
    shop.send(screenOpen(SYSTEM_IDS.checkout, checkoutMachine.provide({ actors: { quoteOrder: calls.quote.logic } }), checkoutInput("co-first")))
    const opened = current()!
    shop.send(screenOpen(SYSTEM_IDS.checkout, checkoutMachine.provide({ actors: { quoteOrder: calls.quote.logic } }), checkoutInput("co-second")))
    expect(current()).toBe(opened)
    expect(opened.getSnapshot().context.idempotencyKey).toBe("co-first")
  })

  it("finds a screen's actor only when it runs the machine asked for", () => {
    const { shop, calls, children } = startShop()
    shop.send(screenOpen(SYSTEM_IDS.checkout, checkoutMachine.provide({ actors: { quoteOrder: calls.quote.logic } }), checkoutInput("co-first")))
    expect(screenActorOf(children(), SYSTEM_IDS.checkout, checkoutMachine)).toBe(shop.system.get(SYSTEM_IDS.checkout))
    expect(screenActorOf(children(), SYSTEM_IDS.checkout, brandMachine)).toBeNull()
    expect(screenActorOf(children(), SYSTEM_IDS.adminBrands, brandMachine)).toBeNull()
  })

  it("the cart's new lines reach the checkout, and a sign-in under way moves it past step 0", async () => {
    const { signIn, openCheckout, checkout: current, children } = startShop()
    openCheckout()
    const checkout = current()!
    expect(checkout.getSnapshot().hasTag("step.signIn")).toBe(true)
    children().cart.send({ type: "cart.remove", AttributeId: kettle.AttributeId })
    expect(checkout.getSnapshot().context.lines).toEqual(linesOf(addItem([], tea)))
    await signIn(2)
    expect(checkout.getSnapshot().hasTag("step.address")).toBe(true)
    expect(checkout.getSnapshot().context.address).toEqual(address(2))
  })

  it("a checkout asks the orders actor for the order and waits for its answer; the cart empties when it exists", async () => {
    // The emptied cart is not sent to the checkout once it is done (XState warns of an event sent to a stopped actor).
    const warnings = vi.spyOn(console, "warn")
    const { calls, signIn, openCheckout, checkout: current, children } = startShop()
    await signIn(1)
    openCheckout()
    const checkout = current()!
    checkout.send({ type: "checkout.next" })
    calls.quote.latest().resolve(quoteOf(CART))
    await settle()
    checkout.send({ type: "checkout.payment.choose", mode: "Cash on Delivery" })
    checkout.send({ type: "checkout.next" })
    calls.quote.latest().resolve(quoteOf(CART))
    await settle()
    checkout.send({ type: "checkout.place" })
    expect(checkout.getSnapshot().matches({ shopping: { review: "placing" } })).toBe(true)
    expect(calls.create.calls.map((call) => call.input.idempotencyKey)).toEqual(["co-0123456789abcdef"])
    calls.create.latest().resolve({ success: true, order })
    await settle()
    expect(checkout.getSnapshot().matches("placed")).toBe(true)
    expect(checkout.getSnapshot().context.order).toEqual(order)
    expect(children().orders.getSnapshot().context.clientOrder).toEqual([order])
    expect(children().cart.getSnapshot().context.CartItems).toEqual([])
    expect(warnings.mock.calls.map((call) => String(call[0])).filter((text) => text.includes("stopped actor"))).toEqual([])
    warnings.mockRestore()
  })

  it("another tab's cart, compare list, visitor's wishlist and recently viewed products reach the actors that keep them", () => {
    const { tab, children } = startShop()
    tab({ type: "tab.cart.synced", items: addItem([], kettle) })
    expect(children().cart.getSnapshot().context.CartItems).toEqual(addItem([], kettle))
    tab({ type: "tab.compare.synced", items: [{ productId: fixtureId(7), slugUrl: "phone-7" }] })
    expect(children().compare.getSnapshot().context.items).toEqual([{ productId: fixtureId(7), slugUrl: "phone-7" }])
    const entry: WishlistEntry = { productId: fixtureId(8), slugUrl: "saree-8", addedAt: "2026-11-01T10:00:00.000Z" }
    tab({ type: "tab.wishlist.synced", items: [entry] })
    expect(children().wishlist.getSnapshot().context.items).toEqual([entry])
    tab({ type: "tab.recently-viewed.synced", productIds: [fixtureId(9), fixtureId(8)] })
    expect(children().recentlyViewed.getSnapshot().context.productIds).toEqual([fixtureId(9), fixtureId(8)])
  })

  it("the admin actors are opened once, under their system ids, the super categories from the storefront's list; a super category change has the storefront's list fetched again", async () => {
    const { shop, calls, children } = startShop({
      catalogue: Object.fromEntries(
        CATALOGUE_RESOURCES.map((resource: CatalogueResource) => [resource, { resource, cached: resource === "superCategories" ? [superCategory(1)] : null, refreshOnLoad: false }])
      ) as ShopInput["catalogue"]
    })
    const created = superCategory(2)
    // As src/app/admin-actors.ts opens them on each admin screen: the first time only does it count.
    const openAdmin = () => {
      shop.send(screenOpen(SYSTEM_IDS.adminBrands, brandMachine.provide({ actors: { fetchBrands: fromPromise<ReadonlyArray<Brand>, void>(async () => []) } }), () => ({ restored: null })))
      shop.send(screenOpen(
        SYSTEM_IDS.adminSuperCategories,
        superCategoryAdminMachine.provide({
          actors: {
            fetchSuperCategories: fromPromise<ReadonlyArray<SuperCategory>, void>(async () => [superCategory(1)]),
            createSuperCategory: fromPromise(async () => created)
          }
        }),
        superCategoryAdminInput
      ))
      return {
        brands: screenActorOf(children(), SYSTEM_IDS.adminBrands, brandMachine)!,
        superCategories: screenActorOf(children(), SYSTEM_IDS.adminSuperCategories, superCategoryAdminMachine)!
      }
    }
    const opened = openAdmin()
    expect(shop.system.get(SYSTEM_IDS.adminBrands)).toBe(opened.brands)
    expect(shop.system.get(SYSTEM_IDS.adminSuperCategories)).toBe(opened.superCategories)
    expect(opened.superCategories.getSnapshot().context.superCategories).toEqual([superCategory(1)])
    const again = openAdmin()
    expect(again.brands).toBe(opened.brands)
    expect(again.superCategories).toBe(opened.superCategories)
    opened.superCategories.send({ type: "supercategories.load" })
    await settle()
    const fetchesBefore = calls.lists.calls.filter((call) => call.input.resource === "superCategories").length
    opened.superCategories.send({ type: "supercategory.create", input: { name: created.name, slugUrl: created.slugUrl, showProducts: true } })
    await settle()
    expect(calls.lists.calls.filter((call) => call.input.resource === "superCategories")).toHaveLength(fetchesBefore + 1)
  })
})
