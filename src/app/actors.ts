import { Effect, Option, Schema } from "effect"
import { type Actor, createActor, fromPromise } from "xstate"
import { CartItem } from "#domain/cart.ts"
import {
  CATALOGUE_RESOURCES,
  CATALOGUE_SCHEMAS,
  catalogueLoaderMachine,
  REFRESHED_ON_LOAD,
  type CatalogueResource
} from "#machines/catalogue-loader.machine.ts"
import { cartMachine } from "#machines/cart.machine.ts"
import { authenticationMachine } from "#machines/authentication.machine.ts"
import { type OrderContext, orderMachine } from "#machines/order.machine.ts"
import { wishlistMachine } from "#machines/wishlist.machine.ts"
import { compareMachine } from "#machines/compare.machine.ts"
import { WishlistEntries } from "#domain/wishlist.ts"
import { CompareEntries } from "#domain/compare.ts"
import { ShopSettings } from "#domain/settings.ts"
import { Address, Client, Order } from "#domain/order.ts"
import { productListsMachine, StoredProductLists, storedProductLists, type ProductListName } from "#machines/product-lists.machine.ts"
import { type CallFailed, failureMessage } from "./api-tags.ts"
import type { ClientApiShape, OrderApiShape, ShopApiShape } from "./api.ts"
import type { ApiRuntime } from "./runtime.ts"
import { type BrowserStorage, STORAGE_KEYS } from "./storage.ts"

const CartItems = Schema.Array(CartItem)

const CATALOGUE_KEYS: { readonly [R in CatalogueResource]: string } = {
  superCategories: STORAGE_KEYS.superCategories,
  categories: STORAGE_KEYS.categories,
  subCategories: STORAGE_KEYS.subCategories,
  categoryTags: STORAGE_KEYS.categoryTags,
  mainHomeSliders: STORAGE_KEYS.mainHomeSliders,
  threeSliders: STORAGE_KEYS.threeSliders
}

/**
 * The first payload the server embedded in the page (server/http/boot.ts): lists it knew when it
 * sent the page. Untrusted like any stored value: each list is decoded by the machine that takes it.
 */
export interface BootPayload {
  readonly catalogue?: { readonly [R in CatalogueResource]?: ReadonlyArray<unknown> }
  readonly productLists?: { readonly [L in ProductListName]?: ReadonlyArray<unknown> }
  /** API answers for the requested screen, by request path (see src/app/api.ts). */
  readonly prefetch?: Record<string, unknown>
  /** The shop's settings (GET /settings), read when the page was sent. */
  readonly settings?: unknown
}

/** The rain status the page brought (issue 6: an admin's switch), off when it is missing or malformed. */
const rainStatusOf = (boot: BootPayload): boolean =>
  Option.match(Schema.decodeUnknownOption(ShopSettings)(boot.settings), { onNone: () => false, onSome: (settings) => settings.rainStatus })

export const readBootPayload = (document: Document): BootPayload => {
  try {
    const parsed: unknown = JSON.parse(document.getElementById("bazaar-boot")?.textContent ?? "{}")
    return typeof parsed === "object" && parsed !== null ? (parsed as BootPayload) : {}
  } catch {
    return {}
  }
}

const makeCatalogueActor = (resource: CatalogueResource, runtime: ApiRuntime, storage: BrowserStorage, boot: BootPayload) => {
  const schema = Schema.Array(CATALOGUE_SCHEMAS[resource] as Schema.Schema<unknown, unknown>)
  const fromPage = boot.catalogue?.[resource]
  const broughtByPage = Array.isArray(fromPage) && fromPage.length > 0
  const cached = broughtByPage ? fromPage : Option.getOrNull(storage.read(CATALOGUE_KEYS[resource], schema))
  const machine = catalogueLoaderMachine.provide({
    actors: {
      fetchList: fromPromise(async ({ input, signal }) => {
        const { CatalogueApi } = await import("./api-tags.ts")
        return runtime.runPromise(
          Effect.flatMap(CatalogueApi, (api) => api[input.resource] as Effect.Effect<never, CallFailed>),
          { signal }
        )
      })
    }
  })
  // §4 super categories are refreshed on every load: a list the page brought was read from the
  // database for this very load (ADR 008), so only a list from browser storage is fetched again.
  const actor = createActor(machine, { input: { resource, cached, refreshOnLoad: REFRESHED_ON_LOAD.includes(resource) && !broughtByPage } })
  // §4 cached in browser storage: the list is written after each successful fetch.
  let last: unknown = null
  actor.subscribe((snapshot) => {
    if (snapshot.context.loaded && snapshot.context.items !== last) {
      last = snapshot.context.items
      storage.write(CATALOGUE_KEYS[resource], schema, snapshot.context.items, { whenIdle: true })
    }
  })
  return actor
}

const fetchProductList = async (list: ProductListName) => {
  const { ProductApi } = await import("./api-tags.ts")
  return Effect.flatMap(ProductApi, (api) => (list === "all" ? Effect.map(api.all({}), (page) => page.product) : api[list]))
}

export interface AppActors {
  readonly auth: Actor<typeof authenticationMachine>
  readonly cart: Actor<typeof cartMachine>
  readonly catalogue: { readonly [R in CatalogueResource]: Actor<typeof catalogueLoaderMachine> }
  readonly productLists: Actor<typeof productListsMachine>
  readonly orders: Actor<typeof orderMachine>
  readonly wishlist: Actor<typeof wishlistMachine>
  readonly compare: Actor<typeof compareMachine>
}

/**
 * The browser's root actors (STYLE §4, §8): each machine gets its real actors here, starts from
 * what browser storage held, and is persisted by a subscription (DESIGN §1, §2).
 */
export const createAppActors = async (
  runtime: ApiRuntime,
  storage: BrowserStorage,
  boot: BootPayload = {},
  // Between actors the browser gets the main thread back: decoding cached lists takes a while on a slow phone.
  pause: () => Promise<void> = () => Promise.resolve()
): Promise<AppActors> => {
  const cart = createActor(cartMachine, {
    input: {
      items: Option.getOrElse(storage.read(STORAGE_KEYS.cartItems, CartItems), () => []),
      // §9 rain fee: the shop's setting drives it in every cart.
      rainStatus: rainStatusOf(boot)
    }
  })
  let lastItems: unknown = null
  cart.subscribe((snapshot) => {
    if (snapshot.context.CartItems !== lastItems) {
      lastItems = snapshot.context.CartItems
      storage.write(STORAGE_KEYS.cartItems, CartItems, snapshot.context.CartItems)
    }
  })

  const catalogue: Partial<Record<CatalogueResource, Actor<typeof catalogueLoaderMachine>>> = {}
  for (const resource of CATALOGUE_RESOURCES) {
    await pause()
    catalogue[resource] = makeCatalogueActor(resource, runtime, storage, boot)
  }
  await pause()

  const productLists = createActor(
    productListsMachine.provide({
      actors: {
        fetchProducts: fromPromise(async ({ input, signal }) => runtime.runPromise(await fetchProductList(input.list), { signal })),
        fetchQuickView: fromPromise(async ({ input, signal }) => {
          const { ProductApi } = await import("./api-tags.ts")
          return runtime.runPromise(Effect.flatMap(ProductApi, (api) => api.quickView(input.slug)), { signal })
        })
      }
    }),
    { input: { cached: { ...Option.getOrElse(storage.read(STORAGE_KEYS.productLists, StoredProductLists, { compressed: true }), () => ({})), ...boot.productLists } } }
  )
  // Written when any list is replaced (lists are immutable: a new fetch is a new array).
  let lastLists: ReadonlyArray<unknown> = []
  productLists.subscribe((snapshot) => {
    const lists = [snapshot.context.all.products, snapshot.context.recommended.products, snapshot.context.trending.products, snapshot.context.hot.products]
    if (lists.every((list, i) => list === lastLists[i])) return
    lastLists = lists
    storage.write(STORAGE_KEYS.productLists, StoredProductLists, storedProductLists(snapshot.context), { compressed: true, whenIdle: true })
  })

  await pause()
  return {
    auth: makeAuthActor(runtime, storage),
    cart,
    catalogue: catalogue as AppActors["catalogue"],
    productLists,
    orders: makeOrderActor(runtime, storage),
    wishlist: makeWishlistActor(runtime, storage),
    compare: makeCompareActor(storage)
  }
}

const Addresses = Schema.Array(Address)

/** Runs a customer call; the promise rejects with its CallFailed, whose `text` the machine keeps. */
const clientCall = <A>(runtime: ApiRuntime, use: (api: ClientApiShape) => Effect.Effect<A, CallFailed>, signal?: AbortSignal) =>
  import("./api-tags.ts").then(({ ClientApi }) => runtime.runPromise(Effect.flatMap(ClientApi, use), { signal }))

/**
 * §4 Authentication: restored from loginData, current_address and user_address (each decoded, a
 * corrupt one dropped), persisted under those keys whenever they change (§9 keys).
 */
const makeAuthActor = (runtime: ApiRuntime, storage: BrowserStorage) => {
  const machine = authenticationMachine.provide({
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
  })
  const actor = createActor(machine, {
    input: {
      loginData: Option.getOrNull(storage.read(STORAGE_KEYS.loginData, Client)),
      current_address: Option.getOrNull(storage.read(STORAGE_KEYS.currentAddress, Address)),
      user_address: Option.getOrElse(storage.read(STORAGE_KEYS.userAddress, Addresses), () => [])
    }
  })
  let last: readonly [unknown, unknown, unknown] = [undefined, undefined, undefined]
  actor.subscribe(({ context }) => {
    if (context.loginData === last[0] && context.current_address === last[1] && context.user_address === last[2]) return
    last = [context.loginData, context.current_address, context.user_address]
    if (context.loginData === null) {
      storage.remove(STORAGE_KEYS.loginData)
      storage.remove(STORAGE_KEYS.currentAddress)
      storage.remove(STORAGE_KEYS.userAddress)
      return
    }
    storage.write(STORAGE_KEYS.loginData, Client, context.loginData)
    if (context.current_address === null) storage.remove(STORAGE_KEYS.currentAddress)
    else storage.write(STORAGE_KEYS.currentAddress, Address, context.current_address)
    storage.write(STORAGE_KEYS.userAddress, Addresses, context.user_address)
  })
  return actor
}

const Orders = Schema.Array(Order)
const NullableOrder = Schema.NullOr(Order)

/** Runs an order call; the promise rejects with an Error carrying the server's words (or the §8 text). */
const orderCall = <A>(runtime: ApiRuntime, use: (api: OrderApiShape) => Effect.Effect<A, CallFailed>, signal?: AbortSignal) =>
  import("./api-tags.ts").then(({ OrderApi }) =>
    runtime.runPromise(Effect.flatMap(OrderApi, use), { signal }).catch((error: unknown) => Promise.reject(new Error(failureMessage(error)))))

/**
 * §4 Orders: restored from totalClientOrder, clientOrder, currentOrder and paymentUpdateOrder
 * (each decoded with the domain's Order schema, a corrupt one dropped), persisted under those §9
 * keys whenever they change.
 */
const makeOrderActor = (runtime: ApiRuntime, storage: BrowserStorage) => {
  const machine = orderMachine.provide({
    actors: {
      createOrder: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.create(input), signal)),
      fetchLatestOrders: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.latest(input.clientId), signal)),
      fetchAllOrders: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.all(input.clientId), signal)),
      updateOrder: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.update(input), signal)),
      generateToken: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.newToken(input.number), signal)),
      sendOrderSms: fromPromise(({ input, signal }) => orderCall(runtime, (api) => api.sendSms(input.orderid), signal))
    }
  })
  const actor = createActor(machine, {
    input: {
      clientOrder: Option.getOrElse(storage.read(STORAGE_KEYS.clientOrder, Orders), () => []),
      totalClientOrder: Option.getOrElse(storage.read(STORAGE_KEYS.totalClientOrder, Orders), () => []),
      currentOrder: Option.getOrNull(storage.read(STORAGE_KEYS.currentOrder, Order)),
      paymentUpdateOrder: Option.getOrNull(storage.read(STORAGE_KEYS.paymentUpdateOrder, Order))
    }
  })
  const persisted = [
    [STORAGE_KEYS.clientOrder, Orders, (c: OrderContext) => c.clientOrder],
    [STORAGE_KEYS.totalClientOrder, Orders, (c: OrderContext) => c.totalClientOrder],
    [STORAGE_KEYS.currentOrder, NullableOrder, (c: OrderContext) => c.currentOrder],
    [STORAGE_KEYS.paymentUpdateOrder, NullableOrder, (c: OrderContext) => c.paymentUpdateOrder]
  ] as const
  const last = new Map<string, unknown>()
  actor.subscribe(({ context }) => {
    for (const [key, schema, pick] of persisted) {
      const value = pick(context)
      if (last.get(key) === value) continue
      last.set(key, value)
      const empty = value === null || (Array.isArray(value) && value.length === 0)
      if (empty) storage.remove(key)
      else storage.write(key, schema as Schema.Schema<unknown, unknown>, value, { whenIdle: true })
    }
  })
  return actor
}

/** Runs a wishlist call; the promise rejects with an Error carrying the server's words (or our text). */
const shopCall = <A>(runtime: ApiRuntime, use: (api: ShopApiShape) => Effect.Effect<A, CallFailed>, signal?: AbortSignal) =>
  import("./api-tags.ts").then(({ ShopApi }) =>
    runtime.runPromise(Effect.flatMap(ShopApi, use), { signal }).catch((error: unknown) => Promise.reject(new Error(failureMessage(error)))))

/**
 * Issue 7 wishlist: a visitor's list lives in browser storage (decoded, a corrupt one dropped); a
 * customer's lives on the server, so only the visitor's list is written here. At sign-in the
 * visitor's list is merged into the customer's (wishlistFollowsSession) and leaves the browser.
 */
const makeWishlistActor = (runtime: ApiRuntime, storage: BrowserStorage) => {
  const machine = wishlistMachine.provide({
    actors: {
      fetchWishlist: fromPromise(({ signal }) => shopCall(runtime, (api) => api.wishlist, signal)),
      mergeWishlist: fromPromise(({ input, signal }) => shopCall(runtime, (api) => api.mergeWishlist(input.productIds), signal)),
      addToWishlist: fromPromise(({ input, signal }) => shopCall(runtime, (api) => api.addToWishlist(input.productId), signal)),
      removeFromWishlist: fromPromise(({ input, signal }) => shopCall(runtime, (api) => api.removeFromWishlist(input.productId), signal))
    }
  })
  const actor = createActor(machine, { input: { items: Option.getOrElse(storage.read(STORAGE_KEYS.wishlist, WishlistEntries), () => []) } })
  let last: unknown = null
  actor.subscribe((snapshot) => {
    // The visitor's list stays in the browser until the server holds it (a merge that failed, or a
    // reload during it, must not lose it); a customer's confirmed list lives on the server only.
    const unsaved = snapshot.matches("visitor") || snapshot.matches({ customer: "loading" }) || snapshot.matches({ customer: "failed" })
    const visitorItems = unsaved ? snapshot.context.items : null
    if (visitorItems === last) return
    last = visitorItems
    if (visitorItems === null || visitorItems.length === 0) storage.remove(STORAGE_KEYS.wishlist)
    else storage.write(STORAGE_KEYS.wishlist, WishlistEntries, visitorItems)
  })
  return actor
}

/** Issue 7 compare: up to 4 products, kept in browser storage whoever is signed in. */
const makeCompareActor = (storage: BrowserStorage) => {
  const actor = createActor(compareMachine, { input: { items: Option.getOrElse(storage.read(STORAGE_KEYS.compare, CompareEntries), () => []) } })
  let last: unknown = null
  actor.subscribe(({ context }) => {
    if (context.items === last) return
    last = context.items
    if (context.items.length === 0) storage.remove(STORAGE_KEYS.compare)
    else storage.write(STORAGE_KEYS.compare, CompareEntries, context.items)
  })
  return actor
}

/**
 * The user-specific loads follow the session (§4): a signed-in customer's latest orders and
 * wishlist load by their _id; signing out forgets both, so the next shopper here does not see them.
 */
export const followSession = (actors: AppActors) => {
  let signedInAs: string | null = null
  return actors.auth.subscribe(({ context }) => {
    const clientId = context.isAuth && !context.userLoading ? context.loginData?._id ?? null : null
    if (clientId === signedInAs) return
    if (signedInAs !== null) {
      actors.orders.send({ type: "orders.forget" })
      actors.wishlist.send({ type: "wishlist.signedOut" })
    }
    signedInAs = clientId
    if (clientId !== null) {
      actors.orders.send({ type: "orders.latest.load", clientId })
      actors.wishlist.send({ type: "wishlist.signedIn", clientId })
    }
  })
}

/**
 * DESIGN §2: a cart change in one tab appears in the others (the storage event fires in those); so
 * do changes to the compare list and a visitor's wishlist.
 */
export const syncAcrossTabs = (actors: AppActors, storage: BrowserStorage, target: Window) => {
  // Each shared key: its Schema, and how its actor takes a list another tab wrote ([] when removed).
  // A value this tab cannot decode (another tab may run a newer build) is ignored, not removed:
  // removing it would empty the list of every open tab.
  const follow = <A, I>(schema: Schema.Schema<ReadonlyArray<A>, I>, take: (items: ReadonlyArray<A>) => void, when: () => boolean = () => true) =>
    (key: string, removed: boolean) => {
      if (!when()) return
      if (removed) return take([])
      const items = storage.read(key, schema, { keepCorrupt: true })
      if (Option.isSome(items)) take(items.value)
    }
  const followed: Record<string, (key: string, removed: boolean) => void> = {
    [STORAGE_KEYS.cartItems]: follow(CartItems, (items) => actors.cart.send({ type: "cart.synced", items })),
    [STORAGE_KEYS.compare]: follow(CompareEntries, (items) => actors.compare.send({ type: "compare.synced", items })),
    // Only a visitor's wishlist is in storage; a customer's other tabs read theirs from the server.
    [STORAGE_KEYS.wishlist]: follow(WishlistEntries, (items) => actors.wishlist.send({ type: "wishlist.synced", items }), () => actors.wishlist.getSnapshot().context.clientId === null)
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null) followed[event.key]?.(event.key, event.newValue === null)
  }
  target.addEventListener("storage", onStorage)
  return () => target.removeEventListener("storage", onStorage)
}

/**
 * §4 product lists: a screen asks for the lists it shows (the home page: recommended, trending,
 * hot). A list the page brought fresh from the server is not fetched again; one from storage shows
 * while it is refreshed.
 */
export const ensureProductLists = (actors: AppActors, lists: ReadonlyArray<ProductListName>, boot: BootPayload) => {
  for (const list of lists) {
    const state = actors.productLists.getSnapshot().context[list]
    const fresh = boot.productLists?.[list] !== undefined && state.available
    if (!fresh && !state.loaded) actors.productLists.send({ type: "products.load", list })
  }
}

export const startAppActors = (actors: AppActors) => {
  actors.auth.start()
  actors.cart.start()
  for (const resource of CATALOGUE_RESOURCES) actors.catalogue[resource].start()
  actors.productLists.start()
  actors.orders.start()
  actors.wishlist.start()
  actors.compare.start()
}
