import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { createActor, fromPromise, toPromise } from "xstate"
import { Id } from "#domain/common.ts"
import type { Product } from "#domain/product.ts"
import {
  PRODUCT_LISTS,
  type ProductListName,
  type ProductListsInput,
  productListsMachine,
  StoredProductLists,
  storedProductLists
} from "./product-lists.machine.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

const product = (n: number, superCategory: string): Product => ({
  _id: id(n),
  name: `Product ${n}`,
  slugUrl: `product-${n}`,
  description: "A product.",
  superCategory,
  category: "Category",
  categorySlugUrl: "category",
  SubCategory: "Sub category",
  subCategorySlugUrl: "sub-category",
  CategoryTag: "Tag",
  categoryTagSlugUrl: "tag",
  brand: "Brand",
  brandSlugUrl: "brand",
  attributes: {},
  recommended: false,
  trending: false,
  hot: false,
  packSize: [
    {
      _id: id(1000 + n),
      PsPrime: true,
      packSizeName: "1 piece",
      thumbnail: `/images/${n}.svg`,
      slider: [],
      PackSizeOptions: [
        { _id: id(2000 + n), PsnPrime: true, packSizeOptionName: "Blue", Price: 100, Mrp: 120, availablestock: 5 }
      ]
    }
  ],
  createdAt: "2024-01-01T00:00:00.000Z",
  ratingAverage: null,
  ratingCount: 0
})

const shirt = product(1, "Clothing")
const phone = product(2, "Electronics")
const lamp = product(3, "Home and furniture")
const saree = product(4, "Clothing")

interface Deferred<A, I> {
  readonly input: I
  readonly signal: AbortSignal
  readonly resolve: (value: A) => void
  readonly reject: (error: unknown) => void
}

/** A fake promise actor whose calls the test settles by hand. */
const controlled = <A, I>() => {
  const calls: Array<Deferred<A, I>> = []
  const logic = fromPromise<A, I>(({ input, signal }) => new Promise<A>((resolve, reject) => calls.push({ input, signal, resolve, reject })))
  return { logic, calls }
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const start = (input: ProductListsInput = { cached: null }) => {
  const products = controlled<ReadonlyArray<Product>, { readonly list: ProductListName }>()
  const quickView = controlled<Product, { readonly slug: string }>()
  const actor = createActor(
    productListsMachine.provide({ actors: { fetchProducts: products.logic, fetchQuickView: quickView.logic } }),
    { input }
  ).start()
  return { actor, products, quickView, context: () => actor.getSnapshot().context }
}

describe("the product lists at start", () => {
  it("are empty and loading when nothing is cached, with the quick view closed, and nothing is fetched yet", () => {
    const { context, products } = start()
    for (const list of PRODUCT_LISTS) {
      expect(context()[list]).toEqual({ products: [], clothing: [], electronics: [], loading: true, loaded: false, available: false, error: null })
    }
    expect(context().quickView).toEqual({ slug: null, product: null, loading: false, error: null })
    expect(products.calls).toHaveLength(0)
  })

  it("show a cached list at once, split into Clothing and Electronics and available", () => {
    const { context } = start({ cached: { trending: [shirt, phone, lamp] } })
    expect(context().trending).toEqual({
      products: [shirt, phone, lamp],
      clothing: [shirt],
      electronics: [phone],
      loading: false,
      loaded: false,
      available: true,
      error: null
    })
    expect(context().hot.loading).toBe(true)
  })

  it("discard a cached list that does not decode as products (DESIGN §2)", () => {
    const { context } = start({ cached: { all: [{ name: "not a product" }], hot: null } })
    expect(context().all).toMatchObject({ products: [], loading: true, available: false })
    expect(context().hot).toMatchObject({ products: [], loading: true, available: false })
  })
})

describe("products.load (§4 Product lists)", () => {
  it("loads only the list asked for, calling fetchProducts with it", () => {
    const { actor, products, context } = start()
    actor.send({ type: "products.load", list: "hot" })
    expect(products.calls.map((call) => call.input)).toEqual([{ list: "hot" }])
    expect(actor.getSnapshot().value).toMatchObject({ hot: "loading", all: "idle", recommended: "idle", trending: "idle" })
    expect(context().hot.loading).toBe(true)
  })

  it("stores a fetched list split by superCategory into Clothing and Electronics, loaded and available", async () => {
    const { actor, products, context } = start()
    actor.send({ type: "products.load", list: "recommended" })
    products.calls[0]?.resolve([shirt, lamp, phone, saree])
    await settle()
    expect(context().recommended).toEqual({
      products: [shirt, lamp, phone, saree],
      clothing: [shirt, saree],
      electronics: [phone],
      loading: false,
      loaded: true,
      available: true,
      error: null
    })
    expect(actor.getSnapshot().value).toMatchObject({ recommended: "loaded" })
  })

  it("marks an empty fetched list loaded but not available", async () => {
    const { actor, products, context } = start()
    actor.send({ type: "products.load", list: "all" })
    products.calls[0]?.resolve([])
    await settle()
    expect(context().all).toMatchObject({ products: [], loading: false, loaded: true, available: false })
  })

  it("keeps loading true and stores '404 Not Found' when the fetch fails (§4, §8)", async () => {
    const { actor, products, context } = start()
    actor.send({ type: "products.load", list: "trending" })
    products.calls[0]?.reject(new Error("offline"))
    await settle()
    expect(context().trending).toMatchObject({ loading: true, loaded: false, available: false, error: "404 Not Found" })
    expect(actor.getSnapshot().value).toMatchObject({ trending: "failed" })
  })

  it("keeps showing a cached list when its refresh fails", async () => {
    const { actor, products, context } = start({ cached: { hot: [phone] } })
    actor.send({ type: "products.load", list: "hot" })
    expect(context().hot).toMatchObject({ products: [phone], loading: true, available: true })
    products.calls[0]?.reject(new Error("offline"))
    await settle()
    expect(context().hot).toMatchObject({ products: [phone], electronics: [phone], loading: true, available: true, error: "404 Not Found" })
  })

  it("clears the error when a later load succeeds", async () => {
    const { actor, products, context } = start()
    actor.send({ type: "products.load", list: "hot" })
    products.calls[0]?.reject(new Error("offline"))
    await settle()
    actor.send({ type: "products.load", list: "hot" })
    products.calls[1]?.resolve([lamp])
    await settle()
    expect(context().hot).toMatchObject({ products: [lamp], loading: false, loaded: true, error: null })
  })

  it("loads the lists independently: each answer lands in its own list, in any order", async () => {
    const { actor, products, context } = start()
    actor.send({ type: "products.load", list: "trending" })
    actor.send({ type: "products.load", list: "hot" })
    const [trending, hot] = products.calls
    expect([trending?.input, hot?.input]).toEqual([{ list: "trending" }, { list: "hot" }])
    hot?.resolve([phone])
    await settle()
    expect(context().hot.products).toEqual([phone])
    expect(context().trending.loading).toBe(true)
    trending?.reject(new Error("offline"))
    await settle()
    expect(context().hot).toMatchObject({ loading: false, error: null })
    expect(context().trending).toMatchObject({ loading: true, error: "404 Not Found" })
  })

  it("leaves the other lists' pending requests running when another list or the quick view is asked for", () => {
    const { actor, products } = start()
    actor.send({ type: "products.load", list: "trending" })
    actor.send({ type: "products.load", list: "hot" })
    actor.send({ type: "products.load", list: "hot" })
    actor.send({ type: "products.quickview.open", slug: "product-1" })
    actor.send({ type: "products.quickview.open", slug: "product-2" })
    expect(actor.getSnapshot().value).toMatchObject({ trending: "loading", hot: "loading", quickView: "loading" })
    expect(products.calls.map((call) => [call.input.list, call.signal.aborted])).toEqual([
      ["trending", false],
      ["hot", true],
      ["hot", false]
    ])
  })

  it("starts a new request when asked again while one is pending, ignoring the abandoned answer", async () => {
    const { actor, products, context } = start()
    actor.send({ type: "products.load", list: "all" })
    actor.send({ type: "products.load", list: "all" })
    expect(products.calls).toHaveLength(2)
    expect(products.calls[0]?.signal.aborted).toBe(true)
    products.calls[0]?.resolve([lamp])
    await settle()
    expect(context().all.loading).toBe(true)
    products.calls[1]?.resolve([shirt])
    await settle()
    expect(context().all.products).toEqual([shirt])
  })
})

describe("the quick view", () => {
  it("products.quickview.open fetches the product by slug with loading true, then shows it", async () => {
    const { actor, quickView, context } = start()
    actor.send({ type: "products.quickview.open", slug: "product-2" })
    expect(quickView.calls.map((call) => call.input)).toEqual([{ slug: "product-2" }])
    expect(context().quickView).toEqual({ slug: "product-2", product: null, loading: true, error: null })
    quickView.calls[0]?.resolve(phone)
    await settle()
    expect(context().quickView).toEqual({ slug: "product-2", product: phone, loading: false, error: null })
    expect(actor.getSnapshot().value).toMatchObject({ quickView: "shown" })
  })

  it("keeps loading true and stores '404 Not Found' when the product cannot be fetched", async () => {
    const { actor, quickView, context } = start()
    actor.send({ type: "products.quickview.open", slug: "gone" })
    quickView.calls[0]?.reject(new Error("not found"))
    await settle()
    expect(context().quickView).toEqual({ slug: "gone", product: null, loading: true, error: "404 Not Found" })
  })

  it("opening another product abandons the first request", async () => {
    const { actor, quickView, context } = start()
    actor.send({ type: "products.quickview.open", slug: "product-1" })
    actor.send({ type: "products.quickview.open", slug: "product-2" })
    quickView.calls[0]?.resolve(shirt)
    await settle()
    expect(context().quickView).toMatchObject({ slug: "product-2", product: null, loading: true })
    quickView.calls[1]?.resolve(phone)
    await settle()
    expect(context().quickView.product).toEqual(phone)
  })

  it("products.quickview.close empties the quick view and abandons a pending request", async () => {
    const { actor, quickView, context } = start()
    actor.send({ type: "products.quickview.open", slug: "product-1" })
    actor.send({ type: "products.quickview.close" })
    expect(quickView.calls[0]?.signal.aborted).toBe(true)
    quickView.calls[0]?.resolve(shirt)
    await settle()
    expect(context().quickView).toEqual({ slug: null, product: null, loading: false, error: null })
    expect(actor.getSnapshot().value).toMatchObject({ quickView: "closed" })
  })

  it("does not touch the lists", async () => {
    const { actor, quickView, context } = start({ cached: { hot: [phone] } })
    const before = context().hot
    actor.send({ type: "products.quickview.open", slug: "product-1" })
    quickView.calls[0]?.resolve(shirt)
    await settle()
    expect(context().hot).toBe(before)
  })
})

describe("the default actors", () => {
  it.each([
    ["fetchProducts", { list: "all" }],
    ["fetchQuickView", { slug: "product-1" }]
  ] as const)("%s fails loudly when the root does not provide it", async (name, input) => {
    const logic = productListsMachine.implementations.actors[name]
    if (logic === undefined || !("transition" in logic)) throw new Error(`no default ${name}`)
    const actor = createActor(logic, { input })
    const done = toPromise(actor)
    actor.start()
    await expect(done).rejects.toThrow(`${name} not provided`)
  })
})

describe("storedProductLists (what the root persists, compressed)", () => {
  it("holds the lists that were fetched or cached, and round-trips through storage into the same lists", async () => {
    const { actor, products, context } = start({ cached: { trending: [lamp] } })
    actor.send({ type: "products.load", list: "hot" })
    actor.send({ type: "products.load", list: "all" })
    products.calls[0]?.resolve([shirt, phone])
    products.calls[1]?.resolve([])
    await settle()
    const stored = storedProductLists(context())
    expect(stored).toEqual({ trending: [lamp], hot: [shirt, phone], all: [] })

    const json = JSON.parse(JSON.stringify(Schema.encodeSync(StoredProductLists)(stored))) as unknown
    const restored = start({ cached: Schema.decodeUnknownSync(StoredProductLists)(json) }).context()
    expect(restored.hot).toMatchObject({ products: [shirt, phone], clothing: [shirt], electronics: [phone], loading: false, available: true })
    expect(restored.trending.products).toEqual([lamp])
    expect(restored.recommended.loading).toBe(true)
  })
})
