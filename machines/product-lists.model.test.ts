import { describe, expect, it } from "vitest"
import { createActor, type EventObject, type SnapshotFrom } from "xstate"
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import type { Product } from "#domain/product.ts"
import { DONE, ERROR, invokeDone, invokeError, longestOnly, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import {
  PRODUCT_LISTS,
  type ProductListName,
  type ProductListsEvent,
  type ProductListsInput,
  productListsMachine,
  type ProductListsMachine
} from "./product-lists.machine.ts"

// Model-based tests of the product lists: the paths are generated from the REAL machine's graph
// (xstate/graph walks it purely, without running its calls), and every path is replayed on a real,
// started actor whose calls are held fakes. What the world does is an explicit event of the walk: a
// list's fetch answers (`xstate.done.actor.<list>Products` with the products, or
// `xstate.error.actor.<list>Products`), the quick view's answers (`...quickViewProduct`); the screens
// send `products.load` and `products.quickview.*`. On replay the held call is resolved or rejected, and
// after every step the actor's value and context must be the walk's.
//
// Every step is also checked against `seenAfter` below: §4 Product lists and §8 written out as what an
// observer sees of each list (the products, their Clothing and Electronics splits, loading, loaded,
// available, the §8 text) and of the quick view, and which call is in flight with what it asked.
// There is no separate specification machine: the walk is the machine's own, the oracle is §4.

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
      PackSizeOptions: [{ _id: id(2000 + n), PsnPrime: true, packSizeOptionName: "Blue", Price: 100, Mrp: 120, availablestock: 5 }]
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
/** What the server answers a list: every kind of superCategory, Clothing twice. */
const MIXED = [shirt, lamp, phone, saree]
/** What another visit kept in storage. */
const CACHED = [phone, lamp]
const OFFLINE = new Error("Failed to fetch")
/** §8 four product lists (and the quick view, which has no row of its own). */
const NOT_FOUND = "404 Not Found"

const QUICK_VIEW = "quickViewProduct"
const invokeOfList = (list: ProductListName) => `${list}Products`

type WalkEvent = ProductListsEvent | ReturnType<typeof invokeDone<unknown>> | ReturnType<typeof invokeError>
type Snapshot = SnapshotFrom<ProductListsMachine>

// ---------------------------------------------------------------------------------------------
// The oracle: §4 Product lists and §8 as what an observer sees, folded over the events of a path.

interface SeenList {
  readonly products: ReadonlyArray<Product>
  readonly loading: boolean
  readonly loaded: boolean
  readonly error: string | null
  /** The fetch in flight for this list (at most one: a new load abandons the previous). */
  readonly fetching: boolean
}

interface SeenQuickView {
  readonly slug: string | null
  readonly product: Product | null
  readonly loading: boolean
  readonly error: string | null
}

type Seen = { readonly [L in ProductListName]: SeenList } & { readonly quickView: SeenQuickView }

const startingList = (cached: ReadonlyArray<unknown> | null | undefined): SeenList =>
  // DESIGN §2: a kept list is shown only when it is a list of products (of the inputs here, only
  // CACHED is); otherwise there is nothing to show until it is fetched, so it is loading from the start.
  cached === CACHED
    ? { products: CACHED, loading: false, loaded: false, error: null, fetching: false }
    : { products: [], loading: true, loaded: false, error: null, fetching: false }

const initiallySeen = (input: ProductListsInput): Seen => ({
  all: startingList(input.cached?.all),
  recommended: startingList(input.cached?.recommended),
  trending: startingList(input.cached?.trending),
  hot: startingList(input.cached?.hot),
  quickView: { slug: null, product: null, loading: false, error: null }
})

const invokeOf = (event: EventObject): string | null =>
  event.type.startsWith(DONE) ? event.type.slice(DONE.length) : event.type.startsWith(ERROR) ? event.type.slice(ERROR.length) : null

const seenAfter = (seen: Seen, event: WalkEvent): Seen => {
  switch (event.type) {
    case "products.load":
      // §4 loading while the request is pending; what was shown stays shown.
      return { ...seen, [event.list]: { ...seen[event.list], loading: true, fetching: true } }
    case "products.quickview.open":
      return { ...seen, quickView: { slug: event.slug, product: null, loading: true, error: null } }
    case "products.quickview.close":
      return { ...seen, quickView: { slug: null, product: null, loading: false, error: null } }
  }
  const invoke = invokeOf(event)
  const succeeded = event.type.startsWith(DONE)
  if (invoke === QUICK_VIEW) {
    const quickView = succeeded
      ? { ...seen.quickView, product: outputOf<Product>(event), loading: false, error: null }
      : { ...seen.quickView, loading: true, error: NOT_FOUND }
    return { ...seen, quickView }
  }
  const list = PRODUCT_LISTS.find((name) => invokeOfList(name) === invoke)!
  const answered = succeeded
    ? // §4 on success the list is stored, marked loaded (and available when it has products).
      { products: outputOf<ReadonlyArray<Product>>(event), loading: false, loaded: true, error: null, fetching: false }
    : // §4, §8 on failure the loading flag stays true and the text is '404 Not Found'.
      { ...seen[list], loading: true, error: NOT_FOUND, fetching: false }
  return { ...seen, [list]: answered }
}

/** §3, §4 what a list's state must hold: the products split by superCategory, available when there are some. */
const listShown = ({ products, loading, loaded, error }: SeenList) => ({
  products,
  clothing: products.filter((p) => p.superCategory === "Clothing"),
  electronics: products.filter((p) => p.superCategory === "Electronics"),
  loading,
  loaded,
  available: products.length > 0,
  error
})

// ---------------------------------------------------------------------------------------------
// Walking the real machine.

const answersOfList = (list: ProductListName, products: ReadonlyArray<ReadonlyArray<Product>>): ReadonlyArray<WalkEvent> => [
  ...products.map((answer) => invokeDone(invokeOfList(list), answer)),
  invokeError(invokeOfList(list), OFFLINE)
]

/** A call can answer only while it runs (its child exists). */
const canHappen = (snapshot: Snapshot, event: EventObject) => {
  const invoke = invokeOf(event)
  return invoke === null || invoke in snapshot.children
}

/** Errors are told apart by their message (JSON drops an Error's fields). */
const serializeEvent = (event: EventObject) => JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { error: value.message } : value))

type Key = "state" | "transition"

interface Walk {
  readonly input: ProductListsInput
  readonly events: (snapshot: Snapshot) => ReadonlyArray<WalkEvent>
}

/**
 * Every shortest path of the real machine. Keyed by "transition" (the state before, the event, the
 * state after), the shortest paths take every transition of the graph; keyed by "state", they reach
 * every state once (for walks whose transitions are too many to take one by one).
 */
const shortestPaths = ({ input, events }: Walk, key: Key) =>
  getShortestPaths(productListsMachine, {
    input,
    events: events as (snapshot: Snapshot) => ReadonlyArray<ProductListsEvent>,
    filterEvents: canHappen,
    serializeEvent,
    serializeState: (snapshot, event, previous) =>
      key === "state" ? serializeSnapshot(snapshot) : `${previous === undefined ? "" : serializeSnapshot(previous)} ${event === undefined ? "" : serializeEvent(event)} ${serializeSnapshot(snapshot)}`
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

const simplePaths = ({ input, events }: Walk) =>
  getSimplePaths(productListsMachine, {
    input,
    events: events as (snapshot: Snapshot) => ReadonlyArray<ProductListsEvent>,
    filterEvents: canHappen,
    serializeEvent
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

// ---------------------------------------------------------------------------------------------
// Replaying a path on a real actor.

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const replay = async (input: ProductListsInput, path: StatePath<Snapshot, WalkEvent>) => {
  const products = heldCalls<ReadonlyArray<Product>, { readonly list: ProductListName }>({ what: "list fetch" })
  const quickView = heldCalls<Product, { readonly slug: string }>({ what: "quick view fetch" })
  const machine = productListsMachine.provide({ actors: { fetchProducts: products.logic, fetchQuickView: quickView.logic } })
  let seen = initiallySeen(input)
  await replayPath(path, {
    start: () => createActor(machine, { input }).start(),
    happen: (event) => {
      seen = seenAfter(seen, event)
      const invoke = invokeOf(event)
      if (invoke === null) return false
      const [call, ...others] =
        invoke === QUICK_VIEW ? quickView.live() : products.live().filter((held) => invokeOfList(held.input.list) === invoke)
      if (call === undefined || others.length > 0) throw new Error(`expected one pending call of ${invoke}`)
      if (event.type.startsWith(DONE)) (call.resolve as (output: unknown) => void)(outputOf(event))
      else call.reject((event as ReturnType<typeof invokeError>).error)
      return true
    },
    settle,
    // One comparison a step: what the actor holds and which calls it awaits, against what is seen.
    check: (snapshot, _sent, where) => {
      const held = {
        ...snapshot.context,
        // Exactly one fetch of a list is awaited while it loads; an abandoned one was aborted.
        listFetches: products.live().map((call) => call.input.list).sort(),
        quickViewFetches: quickView.live().map((call) => call.input.slug)
      }
      expect(held, where).toEqual({
        ...Object.fromEntries(PRODUCT_LISTS.map((list) => [list, listShown(seen[list])])),
        quickView: seen.quickView,
        listFetches: PRODUCT_LISTS.filter((list) => seen[list].fetching).sort(),
        quickViewFetches: seen.quickView.loading && seen.quickView.error === null ? [seen.quickView.slug] : []
      })
    }
  })
}

// ---------------------------------------------------------------------------------------------

const NOTHING_CACHED: ProductListsInput = { cached: null }

const regionStates = (paths: ReadonlyArray<StatePath<Snapshot, WalkEvent>>, region: ProductListName | "quickView") =>
  new Set(paths.flatMap((path) => path.steps.map((step) => (step.state.value as Record<string, string>)[region])))

/** One list loaded again and again: a mixed answer, an empty one, a failure. */
const oneList = (list: ProductListName, input: ProductListsInput): Walk => ({
  input,
  events: () => [{ type: "products.load", list }, ...answersOfList(list, [MIXED, []])]
})

const LIST_CONFIGURATIONS = PRODUCT_LISTS.flatMap((list) => [
  { list, cache: "nothing", input: NOTHING_CACHED },
  // A kept list of this one; the others' kept values do not decode (DESIGN §2: discarded).
  {
    list,
    cache: "its list and broken others",
    input: { cached: Object.fromEntries(PRODUCT_LISTS.map((name) => [name, name === list ? CACHED : [{ name: "not a product" }]])) }
  }
])

describe.each(LIST_CONFIGURATIONS)("product lists on the real machine, the $list list with $cache kept: every transition", ({ list, input }) => {
  const walk = oneList(list, input)
  const generated = shortestPaths(walk, "transition")
  const paths = longestOnly(generated, serializeEvent)

  it("takes every state of the list and every load and answer", () => {
    expect(regionStates(generated, list)).toEqual(new Set(["idle", "loading", "loaded", "failed"]))
    expect(takenIn(generated)).toEqual(new Set(["products.load", `${DONE}${invokeOfList(list)}`, `${ERROR}${invokeOfList(list)}`]))
  })

  it("behaves as §4 and §8 say on a real actor along every path", async () => {
    for (const path of paths) await replay(input, path)
  }, 60_000)
})

describe("product lists on the real machine, the all list: every simple path", () => {
  const walk = oneList("all", NOTHING_CACHED)
  const paths = longestOnly(simplePaths(walk), serializeEvent)

  it("behaves as §4 and §8 say on a real actor along every path that visits no state twice", async () => {
    expect(regionStates(paths, "all")).toEqual(new Set(["idle", "loading", "loaded", "failed"]))
    for (const path of paths) await replay(NOTHING_CACHED, path)
  }, 60_000)
})

describe("product lists on the real machine, two lists loading at once: every state", () => {
  // Each list answers once or fails: every interleaving of the two lists' loads and answers.
  const walk: Walk = {
    input: NOTHING_CACHED,
    events: () => [
      { type: "products.load", list: "trending" },
      { type: "products.load", list: "hot" },
      ...answersOfList("trending", [[shirt, phone]]),
      ...answersOfList("hot", [MIXED])
    ]
  }
  const generated = shortestPaths(walk, "state")
  const paths = longestOnly(generated, serializeEvent)

  it("reaches every pair of the two lists' states", () => {
    const pairs = new Set(generated.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))))
    expect(pairs.size).toBe(4 * 4)
    expect(regionStates(generated, "all")).toEqual(new Set(["idle"]))
  })

  it("keeps each list's answer in its own list, in any order, on a real actor", async () => {
    for (const path of paths) await replay(walk.input, path)
  }, 60_000)
})

describe("product lists on the real machine, the quick view: every transition", () => {
  // The server answers the product asked for.
  const walk: Walk = {
    input: NOTHING_CACHED,
    events: (snapshot) => [
      { type: "products.quickview.open", slug: shirt.slugUrl },
      { type: "products.quickview.open", slug: phone.slugUrl },
      { type: "products.quickview.close" },
      ...(snapshot.context.quickView.slug === null ? [] : [invokeDone(QUICK_VIEW, [shirt, phone].find((p) => p.slugUrl === snapshot.context.quickView.slug)!)]),
      invokeError(QUICK_VIEW, new Error("Not Found"))
    ]
  }
  const generated = shortestPaths(walk, "transition")
  const paths = longestOnly(generated, serializeEvent)

  it("takes every state of the quick view and every open, close and answer", () => {
    expect(regionStates(generated, "quickView")).toEqual(new Set(["closed", "loading", "shown", "failed"]))
    expect(takenIn(generated)).toEqual(new Set(["products.quickview.open", "products.quickview.close", `${DONE}${QUICK_VIEW}`, `${ERROR}${QUICK_VIEW}`]))
  })

  it("behaves as §4 and §8 say on a real actor along every path, leaving the lists alone", async () => {
    for (const path of paths) await replay(walk.input, path)
  }, 60_000)
})
