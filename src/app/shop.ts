import { Effect, Option } from "effect"
import { type ActorRefFrom, createActor, fromCallback, fromPromise, type InspectionEvent, type Observer } from "xstate"
import { liveStreamOf } from "./live-stream.ts"
import { type BrowserFirstPayload, decodeFirstPayload } from "#domain/http/first-payload.ts"
import { authenticationMachine } from "#machines/authentication.machine.ts"
import { broughtFresh, CATALOGUE_RESOURCES, catalogueLoaderMachine, REFRESHED_ON_LOAD, type CatalogueResource } from "#machines/catalogue-loader.machine.ts"
import { orderMachine } from "#machines/order.machine.ts"
import { productListsMachine, type ProductListName } from "#machines/product-lists.machine.ts"
import { SYSTEM_IDS } from "#machines/shop-system.ts"
import { type ShopContext, type ShopInput, shopMachine, type TabSynced } from "#machines/shop.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"
import type { CallFailed } from "./api-tags.ts"
import type { ClientApiShape } from "./client-api.ts"
import { readCatalogueList } from "./kept-lists.ts"
import type { OrderApiShape } from "./order-api.ts"
import type { ShopApiShape } from "./shop-api.ts"
import {
  AUTHENTICATION_KEPT,
  CART_KEPT,
  catalogueKept,
  COMPARE_KEPT,
  ORDERS_KEPT,
  persist,
  PRODUCT_LISTS_KEPT,
  RECENTLY_VIEWED_KEPT,
  SHARED_ACROSS_TABS,
  WISHLIST_KEPT
} from "./persistence.ts"
import type { ApiRuntime } from "./runtime.ts"
import type { BrowserStorage } from "./storage.ts"

/**
 * The first payload the server embedded in the page (server/http/boot.ts), decoded part by part
 * (domain/http/first-payload.ts): each list's entries are then checked by the actor that takes it.
 */
export type BootPayload = BrowserFirstPayload

/** The rain status the page brought (issue 6: an admin's switch), off when it is missing or malformed. */
const rainStatusOf = (boot: BootPayload): boolean => boot.settings?.rainStatus ?? false

export const readBootPayload = (document: Document): BootPayload => {
  try {
    return decodeFirstPayload(JSON.parse(document.getElementById("bazaar-boot")?.textContent ?? "{}"))
  } catch {
    return {}
  }
}

/** The shop's long-lived actors, as the screens select from them and send to them. */
export interface AppActors {
  readonly auth: ShopContext["authentication"]
  readonly cart: ShopContext["cart"]
  readonly catalogue: ShopContext["catalogue"]
  readonly productLists: ShopContext["productLists"]
  readonly orders: ShopContext["orders"]
  readonly wishlist: ShopContext["wishlist"]
  readonly compare: ShopContext["compare"]
  readonly recentlyViewed: ShopContext["recentlyViewed"]
}

export type ShopActor = ActorRefFrom<typeof shopMachine>

/**
 * What each actor starts from (§4, DESIGN §2): what browser storage kept (decoded; a corrupt value
 * is dropped) and what the page brought. Between the reads the browser gets the main thread back:
 * decoding cached lists takes a while on a slow phone.
 */
const restoreInput = async (storage: BrowserStorage, boot: BootPayload, pause: () => Promise<void>, now: number): Promise<ShopInput> => {
  // §4: lists the server read for this very load are the refresh itself (ADR 017); older ones (a
  // page from a cache) are shown and fetched again, as lists from storage are.
  const pageFresh = broughtFresh(boot.readAt, now)
  const catalogue: Partial<Record<CatalogueResource, ShopInput["catalogue"][CatalogueResource]>> = {}
  for (const resource of CATALOGUE_RESOURCES) {
    await pause()
    const fromPage = boot.catalogue?.[resource]
    const broughtByPage = Array.isArray(fromPage) && fromPage.length > 0
    // §4 super categories and categories are refreshed on every load: a list the page brought
    // fresh was read from the database for this very load, so it is not fetched again (ADR 017;
    // since ADR 056 a list is read as a kept answer, without the API client).
    catalogue[resource] = {
      resource,
      cached: broughtByPage ? fromPage : Option.getOrNull(catalogueKept(resource).list.read(storage)),
      refreshOnLoad: REFRESHED_ON_LOAD.includes(resource) && !(broughtByPage && pageFresh)
    }
  }
  await pause()
  const storedLists = Option.getOrElse(PRODUCT_LISTS_KEPT.lists.read(storage), () => ({}))
  await pause()
  return {
    // §9 rain fee: the shop's setting drives it in every cart.
    cart: { items: Option.getOrElse(CART_KEPT.items.read(storage), () => []), rainStatus: rainStatusOf(boot) },
    authentication: {
      loginData: Option.getOrNull(AUTHENTICATION_KEPT.loginData.read(storage)),
      current_address: Option.getOrNull(AUTHENTICATION_KEPT.currentAddress.read(storage)),
      user_address: Option.getOrElse(AUTHENTICATION_KEPT.userAddress.read(storage), () => [])
    },
    orders: {
      clientOrder: Option.getOrElse(ORDERS_KEPT.clientOrder.read(storage), () => []),
      totalClientOrder: Option.getOrElse(ORDERS_KEPT.totalClientOrder.read(storage), () => []),
      currentOrder: Option.getOrNull(ORDERS_KEPT.currentOrder.read(storage)),
      paymentUpdateOrder: Option.getOrNull(ORDERS_KEPT.paymentUpdateOrder.read(storage))
    },
    wishlist: { items: Option.getOrElse(WISHLIST_KEPT.items.read(storage), () => []) },
    compare: { items: Option.getOrElse(COMPARE_KEPT.items.read(storage), () => []) },
    recentlyViewed: { productIds: Option.getOrElse(RECENTLY_VIEWED_KEPT.productIds.read(storage), () => []) },
    productLists: { cached: storedLists },
    catalogue: catalogue as ShopInput["catalogue"]
  }
}

/** Runs a call; the promise rejects with its CallFailed (its §8 `text` and its `reason` by name). */
const clientCall = <A>(runtime: ApiRuntime, use: (api: ClientApiShape) => Effect.Effect<A, CallFailed>, signal?: AbortSignal) =>
  import("./api-tags.ts").then(({ ClientApi, featureCall }) => runtime.runPromise(featureCall(ClientApi)(use), { signal }))

const orderCall = <A>(runtime: ApiRuntime, use: (api: OrderApiShape) => Effect.Effect<A, CallFailed>, signal?: AbortSignal) =>
  import("./api-tags.ts").then(({ OrderApi, featureCall }) => runtime.runPromise(featureCall(OrderApi)(use), { signal }))

const shopCall = <A>(runtime: ApiRuntime, use: (api: ShopApiShape) => Effect.Effect<A, CallFailed>, signal?: AbortSignal) =>
  import("./api-tags.ts").then(({ ShopApi, featureCall }) => runtime.runPromise(featureCall(ShopApi)(use), { signal }))

/** DESIGN §2: another tab's cart, compare list, visitor's wishlist or recently viewed products arrive as an event. */
const tabsOf = (storage: BrowserStorage, target: Window | undefined) =>
  fromCallback<TabSynced>(({ sendBack }) => {
    if (target === undefined) return undefined
    // A value this tab cannot decode (another tab may run a newer build) is ignored, not removed:
    // removing it would empty the list of every open tab.
    const follow = {
      [SHARED_ACROSS_TABS.cart.key]: (removed: boolean) =>
        Option.map(removed ? Option.some([]) : SHARED_ACROSS_TABS.cart.read(storage, { keepCorrupt: true }), (items) => sendBack({ type: "tab.cart.synced", items })),
      [SHARED_ACROSS_TABS.compare.key]: (removed: boolean) =>
        Option.map(removed ? Option.some([]) : SHARED_ACROSS_TABS.compare.read(storage, { keepCorrupt: true }), (items) => sendBack({ type: "tab.compare.synced", items })),
      [SHARED_ACROSS_TABS.wishlist.key]: (removed: boolean) =>
        Option.map(removed ? Option.some([]) : SHARED_ACROSS_TABS.wishlist.read(storage, { keepCorrupt: true }), (items) => sendBack({ type: "tab.wishlist.synced", items })),
      [SHARED_ACROSS_TABS.recentlyViewed.key]: (removed: boolean) =>
        Option.map(
          removed ? Option.some([]) : SHARED_ACROSS_TABS.recentlyViewed.read(storage, { keepCorrupt: true }),
          (productIds) => sendBack({ type: "tab.recently-viewed.synced", productIds })
        )
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null) follow[event.key]?.(event.newValue === null)
    }
    target.addEventListener("storage", onStorage)
    return () => target.removeEventListener("storage", onStorage)
  })

/** The shop's root machine with every call its actors make (STYLE §4: machines declare, the root supplies). */
const provideShop = (runtime: ApiRuntime, storage: BrowserStorage, target: Window | undefined) =>
  shopMachine.provide({
    actors: {
      authentication: authenticationMachine.provide({
        actors: {
          checkSession: fromPromise(({ signal }) => clientCall(runtime, (api) => api.session, signal)),
          sendOtp: fromPromise(({ input, signal }) => clientCall(runtime, (api) => api.sendOtp(input.mob), signal)),
          login: fromPromise(({ input, signal }) => clientCall(runtime, (api) => api.login(input.mob, input.otp), signal)),
          register: fromPromise(({ input, signal }) =>
            clientCall(runtime, (api) => api.register({ Name: input.Name, Mobile: input.mob, Email: input.Email, otp: input.otp }), signal)),
          addAddress: fromPromise(({ input, signal }) => clientCall(runtime, (api) => api.addAddress(input), signal)),
          updateAddress: fromPromise(({ input, signal }) => clientCall(runtime, (api) => api.updateAddress(input), signal)),
          deleteAddress: fromPromise(({ input, signal }) => clientCall(runtime, (api) => api.deleteAddress(input._id), signal)),
          signOut: fromPromise(({ signal }) => clientCall(runtime, (api) => api.signOut, signal))
        }
      }),
      orders: orderMachine.provide({
        actors: {
          createOrder: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.create(input), signal)),
          fetchLatestOrders: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.latest(input.clientId), signal)),
          fetchAllOrders: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.all(input.clientId), signal)),
          updateOrder: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.update(input), signal)),
          generateToken: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.newToken(input.number), signal)),
          sendOrderSms: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.sendSms(input.orderid), signal))
        },
        actions: {
          openGateway: (_, params) => target?.location.assign(params.token.gatewayUrl)
        }
      }),
      wishlist: wishlistMachine.provide({
        actors: {
          // Nothing of the visitor's to merge: the customer's list is read as it is (a merge of nothing would write).
          loadWishlist: fromPromise(({ input, signal }) =>
            shopCall(runtime, (api) => (input.productIds.length === 0 ? api.wishlist : api.mergeWishlist(input.productIds)), signal)),
          changeWishlist: fromPromise(({ input, signal }) =>
            shopCall(runtime, (api) => (input.kind === "add" ? api.addToWishlist(input.productId) : api.removeFromWishlist(input.productId)), signal))
        }
      }),
      productLists: productListsMachine.provide({
        actors: {
          fetchProducts: fromPromise(async ({ input, signal }) => {
            const { ProductApi, featureCall } = await import("./api-tags.ts")
            return runtime.runPromise(
              featureCall(ProductApi)((api) => (input.list === "all" ? Effect.map(api.all({}), (page) => page.product) : api[input.list])),
              { signal }
            )
          }),
          fetchQuickView: fromPromise(async ({ input, signal }) => {
            const { ProductApi, featureCall } = await import("./api-tags.ts")
            return runtime.runPromise(featureCall(ProductApi)((api) => api.quickView(input.slug)), { signal })
          })
        }
      }),
      catalogueLoader: catalogueLoaderMachine.provide({
        actors: {
          // §4's lists as the server's kept answers, without the HTTP client (ADR 056).
          fetchList: fromPromise(({ input, signal }) => readCatalogueList(input.resource, signal))
        }
      }),
      tabs: tabsOf(storage, target),
      live: liveStreamOf(target)
    }
  })

export interface ShopOptions {
  /** Gives the main thread back between the restore's reads (the browser's start passes a task). */
  readonly pause?: () => Promise<void>
  /** The window whose storage events and location the shop uses; none on the server. */
  readonly window?: Window
  /** DESIGN §5: the Stately inspector, attached as the system is created so it sees every machine. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
  /** The clock the age of the page's lists is read by (tests give their own). */
  readonly now?: () => number
}

/**
 * The browser's actor system (STYLE §4, §8; DESIGN §2): the shop's root with its real calls, started
 * from what storage kept and the page brought, each actor persisted by its declared entries. Not
 * started here: the browser starts it, the server's first view only reads its snapshots.
 */
export const createShop = async (runtime: ApiRuntime, storage: BrowserStorage, boot: BootPayload = {}, options: ShopOptions = {}) => {
  const input = await restoreInput(storage, boot, options.pause ?? (() => Promise.resolve()), (options.now ?? Date.now)())
  const shop = createActor(provideShop(runtime, storage, options.window), {
    input,
    systemId: SYSTEM_IDS.shop,
    ...(options.inspect === undefined ? {} : { inspect: options.inspect })
  })
  const context = shop.getSnapshot().context
  const actors: AppActors = {
    auth: context.authentication,
    cart: context.cart,
    catalogue: context.catalogue,
    productLists: context.productLists,
    orders: context.orders,
    wishlist: context.wishlist,
    compare: context.compare,
    recentlyViewed: context.recentlyViewed
  }
  // §4, §9: what each actor keeps in browser storage (src/app/persistence.ts).
  persist(actors.cart, Object.values(CART_KEPT), storage)
  persist(actors.auth, Object.values(AUTHENTICATION_KEPT), storage)
  persist(actors.orders, Object.values(ORDERS_KEPT), storage)
  persist(actors.wishlist, Object.values(WISHLIST_KEPT), storage)
  persist(actors.compare, Object.values(COMPARE_KEPT), storage)
  persist(actors.recentlyViewed, Object.values(RECENTLY_VIEWED_KEPT), storage)
  persist(actors.productLists, Object.values(PRODUCT_LISTS_KEPT), storage)
  for (const resource of CATALOGUE_RESOURCES) {
    persist(actors.catalogue[resource], Object.values(catalogueKept(resource)), storage)
    // §4: a list the page brought is kept in storage too (issue 16), as its loader decoded it, so the
    // next load without a first payload (offline, a shopper's own screen) starts from it.
    const items = actors.catalogue[resource].getSnapshot().context.items
    if (Array.isArray(boot.catalogue?.[resource]) && items.length > 0) catalogueKept(resource).list.write(storage, items)
  }
  return { shop, actors }
}

/**
 * §4 product lists: a screen asks for the lists it shows (the home page: recommended, trending,
 * hot, each when its place comes into view), once a visit; one from storage shows while it is
 * refreshed.
 */
export const ensureProductLists = (actors: AppActors, lists: ReadonlyArray<ProductListName>) => {
  const snapshot = actors.productLists.getSnapshot()
  for (const list of lists) {
    // A list being read is not asked for again (a section shown again would restart its read).
    const reading = snapshot.matches({ [list]: "loading" })
    if (!snapshot.context[list].loaded && !reading) actors.productLists.send({ type: "products.load", list })
  }
}
