import { Option, Schema } from "effect"
import { compressToUTF16 } from "lz-string"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { addItem } from "#domain/cart.ts"
import { fixtureId, fixtureProduct } from "#domain/cart.fixtures.ts"
import { SuperCategory } from "#domain/catalogue.ts"
import { CATALOGUE_RESOURCES, PAGE_LISTS_FRESH_MS } from "#machines/catalogue-loader.machine.ts"
import type { Client } from "#domain/order.ts"
import type { Product } from "#domain/product.ts"
import type { ApiRuntime } from "./runtime.ts"
import { CART_KEPT, COMPARE_KEPT, persist, PRODUCT_LISTS_KEPT, RECENTLY_VIEWED_KEPT } from "./persistence.ts"
import { createShop, ensureProductLists } from "./shop.ts"
import { makeBrowserStorage, STORAGE_KEYS } from "./storage.ts"

// The composition root's side of the actor system: each actor starts from what storage kept (each
// value decoded; a corrupt one removed) and keeps what persistence.ts declares, under the §9 keys.

/** A runtime that fails every call: these tests never let an actor reach the network. */
const offline: ApiRuntime = {
  runPromise: () => Promise.reject(new Error("offline")),
  runPromiseExit: () => Promise.reject(new Error("offline"))
}

const noIdle = (work: () => void) => work()

const product: Product = {
  _id: fixtureId(11),
  name: "Banarasi silk saree",
  slugUrl: "banarasi-silk-saree",
  description: "Woven in Varanasi.",
  superCategory: "Clothing",
  category: "Women",
  categorySlugUrl: "women",
  SubCategory: "Sarees",
  subCategorySlugUrl: "sarees",
  CategoryTag: "Silk sarees",
  categoryTagSlugUrl: "silk-sarees",
  brand: "Weaves",
  brandSlugUrl: "weaves",
  attributes: {},
  recommended: false,
  trending: false,
  hot: true,
  packSize: [{
    _id: fixtureId(12),
    PsPrime: true,
    packSizeName: "Free size",
    thumbnail: "/images/saree.svg",
    slider: [],
    PackSizeOptions: [{ _id: fixtureId(13), PsnPrime: true, packSizeOptionName: "Red", Price: 4999, Mrp: 5999, availablestock: 3 }]
  }],
  createdAt: "2026-01-01T00:00:00.000Z",
  ratingAverage: null,
  ratingCount: 0
}

const tea = fixtureProduct(1, 40, 50)
const customer: Client = {
  _id: fixtureId(901),
  Name: "Asha Rao",
  Mobile: "9876543210",
  Email: "asha@example.in",
  WalletBalance: 0,
  Addresses: [],
  createdAt: "2026-11-01T10:00:00.000Z",
  role: "customer"
}

describe("the shop's actor system and browser storage", () => {
  beforeEach(() => localStorage.clear())

  it("restores each actor from its key, and drops a corrupt value instead of trusting it", async () => {
    localStorage.setItem(STORAGE_KEYS.cartItems, JSON.stringify(addItem([], tea)))
    localStorage.setItem(STORAGE_KEYS.loginData, JSON.stringify(customer))
    localStorage.setItem(STORAGE_KEYS.compare, "{not json")
    const { shop, actors } = await createShop(offline, makeBrowserStorage(localStorage, noIdle))
    expect(actors.cart.getSnapshot().context.CartItems).toEqual(addItem([], tea))
    expect(actors.auth.getSnapshot().context.loginData).toEqual(customer)
    expect(actors.compare.getSnapshot().context.items).toEqual([])
    expect(localStorage.getItem(STORAGE_KEYS.compare)).toBeNull()
    expect(shop.system.get("cart")).toBe(actors.cart)
  })

  it("keeps each change under its key: the cart's items, an empty cart too (§4)", async () => {
    const storage = makeBrowserStorage(localStorage, noIdle)
    const { shop, actors } = await createShop(offline, storage)
    shop.start()
    actors.cart.send({ type: "cart.add", product: tea })
    expect(CART_KEPT.items.read(storage)).toEqual(Option.some(addItem([], tea)))
    actors.cart.send({ type: "cart.clear" })
    expect(localStorage.getItem(STORAGE_KEYS.cartItems)).toBe("[]")
    shop.stop()
  })

  it("removes a list's key when it becomes empty, where persistence says so (the compare list)", async () => {
    const storage = makeBrowserStorage(localStorage, noIdle)
    const { shop, actors } = await createShop(offline, storage)
    shop.start()
    actors.compare.send({ type: "compare.add", entry: { productId: fixtureId(7), slugUrl: "phone-7" } })
    expect(COMPARE_KEPT.items.read(storage)).toEqual(Option.some([{ productId: fixtureId(7), slugUrl: "phone-7" }]))
    actors.compare.send({ type: "compare.clear" })
    expect(localStorage.getItem(STORAGE_KEYS.compare)).toBeNull()
    shop.stop()
  })

  it("keeps the product lists compressed (§4), and restores them from there", async () => {
    const storage = makeBrowserStorage(localStorage, noIdle)
    PRODUCT_LISTS_KEPT.lists.write(storage, { hot: [product] })
    expect(localStorage.getItem(STORAGE_KEYS.productLists)).not.toContain(product.name)
    const { actors } = await createShop(offline, storage)
    expect(actors.productLists.getSnapshot().context.hot.products).toEqual([product])
  })

  it("keeps the products viewed last compressed, most recent first, restores them, and drops a stored value that is not ids", async () => {
    const storage = makeBrowserStorage(localStorage, noIdle)
    const { shop, actors } = await createShop(offline, storage, {}, { window })
    shop.start()
    for (const n of [7, 8, 7]) actors.recentlyViewed.send({ type: "recently-viewed.record", productId: fixtureId(n) })
    expect(RECENTLY_VIEWED_KEPT.productIds.read(storage)).toEqual(Option.some([fixtureId(7), fixtureId(8)]))
    expect(localStorage.getItem(STORAGE_KEYS.recentlyViewed)).not.toContain(fixtureId(7))
    // Another tab's list arrives as an event.
    const otherTab = [fixtureId(9), fixtureId(7)]
    RECENTLY_VIEWED_KEPT.productIds.write(storage, otherTab)
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.recentlyViewed, newValue: localStorage.getItem(STORAGE_KEYS.recentlyViewed) }))
    expect(actors.recentlyViewed.getSnapshot().context.productIds).toEqual(otherTab)
    shop.stop()
    expect((await createShop(offline, storage)).actors.recentlyViewed.getSnapshot().context.productIds).toEqual(otherTab)
    for (const corrupt of ["[\"42\"]", compressToUTF16(JSON.stringify(["42"])), compressToUTF16("{not json")]) {
      localStorage.setItem(STORAGE_KEYS.recentlyViewed, corrupt)
      expect((await createShop(offline, makeBrowserStorage(localStorage, noIdle))).actors.recentlyViewed.getSnapshot().context.productIds).toEqual([])
      expect(localStorage.getItem(STORAGE_KEYS.recentlyViewed)).toBeNull()
    }
  })

  it("follows another tab: its cart arrives as an event and reaches the cart", async () => {
    const storage = makeBrowserStorage(localStorage, noIdle)
    const { shop, actors } = await createShop(offline, storage, {}, { window })
    shop.start()
    const otherTab = addItem(addItem([], tea), tea)
    localStorage.setItem(STORAGE_KEYS.cartItems, JSON.stringify(otherTab))
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.cartItems, newValue: JSON.stringify(otherTab) }))
    expect(actors.cart.getSnapshot().context.CartItems).toEqual(otherTab)
    // A value this tab cannot decode is ignored (another tab may run a newer build), not removed.
    localStorage.setItem(STORAGE_KEYS.cartItems, compressToUTF16("newer shape"))
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.cartItems, newValue: "newer shape" }))
    expect(actors.cart.getSnapshot().context.CartItems).toEqual(otherTab)
    expect(localStorage.getItem(STORAGE_KEYS.cartItems)).not.toBeNull()
    shop.stop()
  })

  it("writes a value only when it changed", async () => {
    const storage = makeBrowserStorage(localStorage, noIdle)
    const { shop, actors } = await createShop(offline, storage)
    const writes: Array<string> = []
    const counting = { ...storage, write: ((key: string, ...rest: Parameters<typeof storage.write> extends [unknown, ...infer R] ? R : never) => { writes.push(key); storage.write(key, ...rest) }) as typeof storage.write }
    persist(actors.cart, Object.values(CART_KEPT), counting)
    shop.start()
    const atStart = writes.length
    actors.cart.send({ type: "cart.rain.set", on: true })
    expect(writes).toHaveLength(atStart)
    actors.cart.send({ type: "cart.add", product: tea })
    expect(writes).toHaveLength(atStart + 1)
    actors.cart.send({ type: "cart.coupon.set", amount: 5 })
    expect(writes).toHaveLength(atStart + 1)
    shop.stop()
  })

  // Issue 16, item 4: a list the page brought is kept in storage too (it was not: only a fetched
  // list was written). A list the server read for this very load is this load's §4 refresh (ADR 017);
  // one in a page older than PAGE_LISTS_FRESH_MS (a page from a cache) is fetched again.
  const pageWithSuperCategories = async (readAt: number | undefined, now: number) => {
    const storage = makeBrowserStorage(localStorage, noIdle)
    const superCategories = [{ _id: fixtureId(701), name: "Clothing", slugUrl: "clothing", showProducts: true, desktopImage: "/s1.svg" }]
    const asked: Array<string> = []
    const recording: ApiRuntime = {
      runPromise: (effect) => {
        asked.push(String(effect))
        return Promise.reject(new Error("offline"))
      },
      runPromiseExit: () => Promise.reject(new Error("offline"))
    }
    // The lists are read as the server's kept answers, beside the runtime (ADR 056).
    vi.stubGlobal("fetch", (path: string) => {
      asked.push(path)
      return Promise.reject(new TypeError("offline"))
    })
    const { shop, actors } = await createShop(recording, storage, { catalogue: { superCategories }, ...(readAt === undefined ? {} : { readAt }) }, { now: () => now })
    expect(Option.getOrNull(storage.read(STORAGE_KEYS.superCategories, Schema.Array(SuperCategory)))).toEqual(superCategories)
    shop.start()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const shown = actors.catalogue.superCategories.getSnapshot().context.items
    shop.stop()
    return { asked: asked.length, shown }
  }
  const now = Date.parse("2026-11-25T20:00:00Z")

  it("keeps the catalogue lists the page brought in storage, and does not fetch again the ones the server read for this load", async () => {
    const page = await pageWithSuperCategories(now - 4_000, now)
    // Every other list (nothing cached) is asked for; the super categories, read from the
    // database for this page seconds ago, are not.
    expect(page.asked).toBe(CATALOGUE_RESOURCES.length - 1)
    expect(page.shown).toHaveLength(1)
  })

  it("fetches §4's lists again when the page is older than PAGE_LISTS_FRESH_MS (a page from a cache), showing them meanwhile", async () => {
    const page = await pageWithSuperCategories(now - PAGE_LISTS_FRESH_MS - 1, now)
    expect(page.asked).toBe(CATALOGUE_RESOURCES.length)
    expect(page.shown).toHaveLength(1)
  })

  it("fetches them again when the page does not say when it was read, or says a time far ahead of this clock", async () => {
    expect((await pageWithSuperCategories(undefined, now)).asked).toBe(CATALOGUE_RESOURCES.length)
    expect((await pageWithSuperCategories(now + PAGE_LISTS_FRESH_MS + 1, now)).asked).toBe(CATALOGUE_RESOURCES.length)
  })

  it("asks for a home list once while it is read, however often its section asks (issue 36 item 3)", async () => {
    const asked: Array<string> = []
    const pendingForever: ApiRuntime = {
      runPromise: (effect) => {
        asked.push(String(effect))
        return new Promise(() => {})
      },
      runPromiseExit: () => new Promise(() => {})
    }
    vi.stubGlobal("fetch", () => new Promise(() => {}))
    const { shop, actors } = await createShop(pendingForever, makeBrowserStorage(localStorage, noIdle), {})
    shop.start()
    ensureProductLists(actors, ["hot"])
    await new Promise((resolve) => setTimeout(resolve, 20))
    ensureProductLists(actors, ["hot"])
    ensureProductLists(actors, ["hot", "trending"])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(actors.productLists.getSnapshot().matches({ hot: "loading", trending: "loading" })).toBe(true)
    // One read each: the second and third asks found "hot" being read.
    expect(asked).toHaveLength(2)
    shop.stop()
  })
})

