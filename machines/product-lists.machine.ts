import { Schema } from "effect"
import { assign, type DoneActorEvent, fromPromise, setup } from "xstate"
import { ERROR_TEXTS, type ErrorText } from "#domain/error-texts.ts"
import { Product, SPLIT_SUPER_CATEGORIES } from "#domain/product.ts"

/**
 * §3 Product lists, §4: the four product lists (all, recommended, trending, hot) and the quick view.
 * Each list is a region of one parallel state, so the lists load independently of each other and of
 * the quick view. The machine is pure: the root provides `fetchProducts` and `fetchQuickView`, and
 * persists `storedProductLists(context)` compressed with lz-string whenever a list changes.
 */

export const PRODUCT_LISTS = ["all", "recommended", "trending", "hot"] as const
export type ProductListName = (typeof PRODUCT_LISTS)[number]

export interface ProductListState {
  readonly products: ReadonlyArray<Product>
  /** §4 the products whose superCategory is Clothing. */
  readonly clothing: ReadonlyArray<Product>
  /** §4 the products whose superCategory is Electronics. */
  readonly electronics: ReadonlyArray<Product>
  /** §4 true while nothing has been shown yet or a request is pending; it stays true after a failure. */
  readonly loading: boolean
  /** True once a fetch of this list has succeeded in this session. */
  readonly loaded: boolean
  /** §4 there are products to show (from the last success, or from the cache). */
  readonly available: boolean
  /** §8 '404 Not Found' after a failure, cleared by the next success. */
  readonly error: ErrorText | null
}

export interface QuickViewState {
  /** The product asked for, or null when the quick view is closed. */
  readonly slug: string | null
  readonly product: Product | null
  readonly loading: boolean
  /** §8 has no row for the quick view; it shares the product calls' '404 Not Found'. */
  readonly error: ErrorText | null
}

export type ProductListsContext = { readonly [L in ProductListName]: ProductListState } & {
  readonly quickView: QuickViewState
}

/** What the root keeps in compressed storage: the products of each list that has some. */
export const StoredProductLists = Schema.Struct({
  all: Schema.optional(Schema.Array(Product)),
  recommended: Schema.optional(Schema.Array(Product)),
  trending: Schema.optional(Schema.Array(Product)),
  hot: Schema.optional(Schema.Array(Product))
})
export type StoredProductLists = typeof StoredProductLists.Type

export interface ProductListsInput {
  /** What compressed storage held (null when nothing); each list is checked against the Product schema. */
  readonly cached: { readonly [L in ProductListName]?: ReadonlyArray<unknown> | null } | null
}

export type ProductListsEvent =
  | { readonly type: "products.load"; readonly list: ProductListName }
  | { readonly type: "products.quickview.open"; readonly slug: string }
  | { readonly type: "products.quickview.close" }

type LoadEvent = Extract<ProductListsEvent, { readonly type: "products.load" }>

const [CLOTHING, ELECTRONICS] = SPLIT_SUPER_CATEGORIES

const isProductList = Schema.is(Schema.Array(Product))

/** §4 a list with its Clothing and Electronics splits; `available` when it has products. */
const listOf = (
  products: ReadonlyArray<Product>,
  flags: Pick<ProductListState, "loading" | "loaded" | "error">
): ProductListState => ({
  products,
  clothing: products.filter((product) => product.superCategory === CLOTHING),
  electronics: products.filter((product) => product.superCategory === ELECTRONICS),
  available: products.length > 0,
  ...flags
})

/**
 * A list at start: a usable cached list (DESIGN §2: it must decode) is shown at once; otherwise the
 * list is empty and loading, since there is nothing to show until it is fetched.
 */
const initialList = (cached: ReadonlyArray<unknown> | null | undefined): ProductListState =>
  cached !== null && cached !== undefined && isProductList(cached)
    ? listOf(cached, { loading: false, loaded: false, error: null })
    : listOf([], { loading: true, loaded: false, error: null })

const closedQuickView: QuickViewState = { slug: null, product: null, loading: false, error: null }

/** The lists to persist: those holding a list from the server or the cache (an empty success too). */
export const storedProductLists = (context: ProductListsContext): StoredProductLists => {
  const stored: { -readonly [L in ProductListName]?: ReadonlyArray<Product> } = {}
  for (const list of PRODUCT_LISTS) {
    const state = context[list]
    if (state.loaded || state.available) stored[list] = state.products
  }
  return stored
}

/**
 * The state node of one list's region: idle until asked, then loading, loaded or failed. The load
 * transition sits on each child, not on the region: `reenter` on a region would exit the whole
 * parallel state and reset the other lists.
 */
const listRegion = (list: ProductListName) => {
  const load = {
    guard: { type: "isList", params: ({ event }: { readonly event: LoadEvent }) => ({ requested: event.list, list }) },
    target: "loading"
  } as const
  return {
    initial: "idle",
    states: {
      idle: { on: { "products.load": load } },
      loading: {
        // An explicit load always starts a new request; the answer of an abandoned one is ignored.
        on: { "products.load": { ...load, reenter: true } },
        entry: { type: "markLoading", params: { list } },
        invoke: {
          // One id per list, so an answer says whose it is (`xstate.done.actor.hotProducts`).
          id: `${list}Products`,
          src: "fetchProducts",
          input: { list },
          onDone: {
            target: "loaded",
            actions: {
              type: "storeList",
              params: ({ event }: { readonly event: DoneActorEvent<ReadonlyArray<Product>> }) => ({ list, products: event.output })
            }
          },
          onError: { target: "failed", actions: { type: "markFailed", params: { list } } }
        }
      },
      loaded: { on: { "products.load": load } },
      failed: { on: { "products.load": load } }
    }
  } as const
}

export const productListsMachine = setup({
  types: {
    context: {} as ProductListsContext,
    input: {} as ProductListsInput,
    events: {} as ProductListsEvent
  },
  actors: {
    // STYLE §9: the root provides the real calls; without them every request fails with these messages.
    fetchProducts: fromPromise<ReadonlyArray<Product>, { readonly list: ProductListName }>(async () => {
      throw new Error("fetchProducts not provided")
    }),
    fetchQuickView: fromPromise<Product, { readonly slug: string }>(async () => {
      throw new Error("fetchQuickView not provided")
    })
  },
  guards: {
    isList: (_, params: { readonly requested: ProductListName; readonly list: ProductListName }) =>
      params.requested === params.list
  },
  actions: {
    markLoading: assign(({ context }, params: { readonly list: ProductListName }) => ({
      [params.list]: { ...context[params.list], loading: true }
    })),
    storeList: assign(
      (_, params: { readonly list: ProductListName; readonly products: ReadonlyArray<Product> }) => ({
        [params.list]: listOf(params.products, { loading: false, loaded: true, error: null })
      })
    ),
    // §4, §8: on failure the loading flag stays true and the list keeps what it showed.
    markFailed: assign(({ context }, params: { readonly list: ProductListName }) => ({
      [params.list]: { ...context[params.list], loading: true, error: ERROR_TEXTS.productLists }
    })),
    openQuickView: assign((_, params: { readonly slug: string }) => ({
      quickView: { slug: params.slug, product: null, loading: true, error: null }
    })),
    showQuickView: assign(({ context }, params: { readonly product: Product }) => ({
      quickView: { ...context.quickView, product: params.product, loading: false, error: null }
    })),
    // Like the lists, a failed quick view keeps loading true (§4's pattern) and records the text.
    failQuickView: assign(({ context }) => ({
      quickView: { ...context.quickView, loading: true, error: ERROR_TEXTS.productLists }
    })),
    closeQuickView: assign({ quickView: closedQuickView })
  }
}).createMachine({
  id: "productLists",
  context: ({ input }) => ({
    all: initialList(input.cached?.all),
    recommended: initialList(input.cached?.recommended),
    trending: initialList(input.cached?.trending),
    hot: initialList(input.cached?.hot),
    quickView: closedQuickView
  }),
  type: "parallel",
  states: {
    all: listRegion("all"),
    recommended: listRegion("recommended"),
    trending: listRegion("trending"),
    hot: listRegion("hot"),
    quickView: {
      initial: "closed",
      on: {
        "products.quickview.open": {
          target: ".loading",
          actions: { type: "openQuickView", params: ({ event }) => ({ slug: event.slug }) }
        },
        "products.quickview.close": { target: ".closed", actions: "closeQuickView" }
      },
      states: {
        closed: {},
        loading: {
          on: {
            // Opening another product abandons the pending request for the previous one (re-entering
            // here, not on the region, so the lists' regions are left alone).
            "products.quickview.open": {
              target: "loading",
              reenter: true,
              actions: { type: "openQuickView", params: ({ event }) => ({ slug: event.slug }) }
            }
          },
          invoke: {
            id: "quickViewProduct",
            src: "fetchQuickView",
            input: ({ context }) => ({ slug: context.quickView.slug ?? "" }),
            onDone: {
              target: "shown",
              actions: { type: "showQuickView", params: ({ event }) => ({ product: event.output }) }
            },
            onError: { target: "failed", actions: "failQuickView" }
          }
        },
        shown: {},
        failed: {}
      }
    }
  }
})

export type ProductListsMachine = typeof productListsMachine
