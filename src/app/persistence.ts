import { type Option, Schema } from "effect"
import type { AnyActorRef, SnapshotFrom } from "xstate"
import { Brand } from "#domain/brand.ts"
import { CartItem } from "#domain/cart.ts"
import { CompareEntries } from "#domain/compare.ts"
import { Address, Client, Order } from "#domain/order.ts"
import { RecentlyViewed } from "#domain/recently-viewed.ts"
import { WishlistEntries } from "#domain/wishlist.ts"
import type { authenticationMachine } from "#machines/authentication.machine.ts"
import type { BrandMachine } from "#machines/brand.machine.ts"
import type { cartMachine } from "#machines/cart.machine.ts"
import { CATALOGUE_SCHEMAS, type catalogueLoaderMachine, type CatalogueResource } from "#machines/catalogue-loader.machine.ts"
import type { compareMachine } from "#machines/compare.machine.ts"
import type { orderMachine } from "#machines/order.machine.ts"
import { type productListsMachine, StoredProductLists, storedProductLists } from "#machines/product-lists.machine.ts"
import type { recentlyViewedMachine } from "#machines/recently-viewed.machine.ts"
import type { wishlistMachine } from "#machines/wishlist.machine.ts"
import { type BrowserStorage, STORAGE_KEYS } from "./storage.ts"

/**
 * What an actor keeps in browser storage under one key (§4, §9): the one declared mechanism by which
 * actors persist. `value` picks what is kept from a snapshot: `null` removes the key, `undefined`
 * leaves what is stored as it is. The same entry restores the value at start.
 */
export interface Kept<TSnapshot, A = unknown> {
  readonly key: string
  readonly value: (snapshot: TSnapshot) => A | null | undefined
  /** What decides that the value changed (default: the value; lists are compared item by item). */
  readonly changedWith?: (snapshot: TSnapshot) => unknown
  /** The stored value decoded with the entry's Schema, at start (a corrupt one is removed). */
  readonly read: (storage: BrowserStorage, options?: { readonly keepCorrupt?: boolean }) => Option.Option<A>
  /** A method, so an entry of any value type is a `Kept<TSnapshot>` (persist writes what `value` picked). */
  write(storage: BrowserStorage, value: A): void
}

interface KeptOptions<TSnapshot, A, I> {
  readonly key: string
  readonly schema: Schema.Schema<A, I>
  readonly value: (snapshot: TSnapshot) => A | null | undefined
  readonly changedWith?: (snapshot: TSnapshot) => unknown
  /** §4 large lists are kept compressed (lz-string). */
  readonly compressed?: boolean
  /** Written when the browser is idle (a large list must not hold up a screen). */
  readonly whenIdle?: boolean
}

const kept = <TSnapshot, A, I>(options: KeptOptions<TSnapshot, A, I>): Kept<TSnapshot, A> => {
  const compressed = options.compressed === true
  return {
    key: options.key,
    value: options.value,
    ...(options.changedWith === undefined ? {} : { changedWith: options.changedWith }),
    read: (storage, read) => storage.read(options.key, options.schema, { compressed, keepCorrupt: read?.keepCorrupt === true }),
    write: (storage, value) => storage.write(options.key, options.schema, value, { compressed, whenIdle: options.whenIdle === true })
  }
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => item === b[i]))

/**
 * Applies an actor's entries: each key is written when its value changes, and removed when it
 * becomes null. Returns the subscription.
 */
export const persist = <TActor extends AnyActorRef>(
  actor: TActor,
  entries: ReadonlyArray<Kept<SnapshotFrom<TActor>>>,
  storage: BrowserStorage
) => {
  const last = new Map<string, unknown>()
  const keep = (snapshot: SnapshotFrom<TActor>) => {
    for (const entry of entries) {
      const value = entry.value(snapshot)
      if (value === undefined) continue
      const changed = entry.changedWith === undefined ? value : entry.changedWith(snapshot)
      if (last.has(entry.key) && sameValue(last.get(entry.key), changed)) continue
      last.set(entry.key, changed)
      if (value === null) storage.remove(entry.key)
      else entry.write(storage, value)
    }
  }
  return actor.subscribe(keep)
}

/** An empty list is not kept: its key is removed. */
const listOrNothing = <A>(list: ReadonlyArray<A>): ReadonlyArray<A> | null => (list.length === 0 ? null : list)

const CartItems = Schema.Array(CartItem)
const Addresses = Schema.Array(Address)
const Orders = Schema.Array(Order)
const Brands = Schema.Array(Brand)

type Of<T> = SnapshotFrom<T>

// What each actor keeps, by the actor (its system id in machines/shop-system.ts).

/** §4 every change saves the items (an empty cart too). */
export const CART_KEPT = {
  items: kept({ key: STORAGE_KEYS.cartItems, schema: CartItems, value: (s: Of<typeof cartMachine>) => s.context.CartItems })
}

/** §4 Authentication: loginData, current_address and user_address; sign-out removes all three. */
export const AUTHENTICATION_KEPT = {
  loginData: kept({ key: STORAGE_KEYS.loginData, schema: Client, value: (s: Of<typeof authenticationMachine>) => s.context.loginData }),
  currentAddress: kept({
    key: STORAGE_KEYS.currentAddress,
    schema: Address,
    value: (s: Of<typeof authenticationMachine>) => (s.context.loginData === null ? null : s.context.current_address)
  }),
  userAddress: kept({
    key: STORAGE_KEYS.userAddress,
    schema: Addresses,
    value: (s: Of<typeof authenticationMachine>) => (s.context.loginData === null ? null : s.context.user_address)
  })
}

/** §4 Orders, under the §9 keys. */
export const ORDERS_KEPT = {
  clientOrder: kept({ key: STORAGE_KEYS.clientOrder, schema: Orders, value: (s: Of<typeof orderMachine>) => listOrNothing(s.context.clientOrder), whenIdle: true }),
  totalClientOrder: kept({ key: STORAGE_KEYS.totalClientOrder, schema: Orders, value: (s: Of<typeof orderMachine>) => listOrNothing(s.context.totalClientOrder), whenIdle: true }),
  currentOrder: kept({ key: STORAGE_KEYS.currentOrder, schema: Order, value: (s: Of<typeof orderMachine>) => s.context.currentOrder, whenIdle: true }),
  paymentUpdateOrder: kept({ key: STORAGE_KEYS.paymentUpdateOrder, schema: Order, value: (s: Of<typeof orderMachine>) => s.context.paymentUpdateOrder, whenIdle: true })
}

/**
 * Issue 7: only a visitor's wishlist is kept in the browser, until the server holds it (a merge that
 * failed, or a reload during it, must not lose it: the customer's list region pending or failed); a
 * customer's confirmed list lives on the server. The states are read here, not through
 * machines/wishlist-reads.ts: that module, shared with the lazy /wishlist screen, would be a chunk
 * of its own in every page's first load (DESIGN §6, measured).
 */
export const WISHLIST_KEPT = {
  items: kept({
    key: STORAGE_KEYS.wishlist,
    schema: WishlistEntries,
    value: (s: Of<typeof wishlistMachine>) =>
      s.matches("visitor") || s.matches({ customer: { list: "pending" } }) || s.matches({ customer: { list: "failed" } }) ? listOrNothing(s.context.items) : null
  })
}

export const COMPARE_KEPT = {
  items: kept({ key: STORAGE_KEYS.compare, schema: CompareEntries, value: (s: Of<typeof compareMachine>) => listOrNothing(s.context.items) })
}

/** Issue 19: the products viewed last, compressed like every list the shop keeps of its own. */
export const RECENTLY_VIEWED_KEPT = {
  productIds: kept({
    key: STORAGE_KEYS.recentlyViewed,
    schema: RecentlyViewed,
    value: (s: Of<typeof recentlyViewedMachine>) => listOrNothing(s.context.productIds),
    compressed: true
  })
}

/** §4 the product lists, compressed; written when any list is replaced (a new fetch is a new array). */
export const PRODUCT_LISTS_KEPT = {
  lists: kept({
    key: STORAGE_KEYS.productLists,
    schema: StoredProductLists,
    value: (s: Of<typeof productListsMachine>) => storedProductLists(s.context),
    changedWith: (s: Of<typeof productListsMachine>) => [s.context.all.products, s.context.recommended.products, s.context.trending.products, s.context.hot.products],
    compressed: true,
    whenIdle: true
  })
}

const CATALOGUE_KEYS: { readonly [R in CatalogueResource]: string } = {
  superCategories: STORAGE_KEYS.superCategories,
  categories: STORAGE_KEYS.categories,
  subCategories: STORAGE_KEYS.subCategories,
  categoryTags: STORAGE_KEYS.categoryTags,
  mainHomeSliders: STORAGE_KEYS.mainHomeSliders,
  threeSliders: STORAGE_KEYS.threeSliders
}

/** §4 a catalogue list is kept once a fetch of it succeeded in this session. */
export const catalogueKept = (resource: CatalogueResource) => ({
  list: kept({
    key: CATALOGUE_KEYS[resource],
    schema: Schema.Array(CATALOGUE_SCHEMAS[resource] as Schema.Schema<unknown, unknown>),
    value: (s: Of<typeof catalogueLoaderMachine>) => (s.context.loaded ? s.context.items : undefined),
    whenIdle: true
  })
})

/** §9 `brandtotal`: the admin's brand list. */
export const BRANDS_KEPT = {
  list: kept({ key: STORAGE_KEYS.brandTotal, schema: Brands, value: (s: Of<BrandMachine>) => s.context.brands, whenIdle: true })
}

/** The keys another tab's change is followed by (DESIGN §2), with the Schema each is decoded with. */
export const SHARED_ACROSS_TABS = {
  cart: CART_KEPT.items,
  compare: COMPARE_KEPT.items,
  wishlist: WISHLIST_KEPT.items,
  recentlyViewed: RECENTLY_VIEWED_KEPT.productIds
} as const
