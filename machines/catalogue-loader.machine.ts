import { Schema } from "effect"
import { and, assign, fromPromise, setup } from "xstate"
import { CATALOGUE_LISTS, Category, CategoryTag, MainHomeSlider, SubCategory, SuperCategory, ThreeSlider } from "#domain/catalogue.ts"
import { ERROR_TEXTS, type ErrorText } from "#domain/error-texts.ts"

/**
 * §4 Catalogue lists: one machine definition, one actor per resource. The root starts each actor
 * with what browser storage held, provides `fetchList`, and persists `items` after each successful
 * fetch (DESIGN §1: the machine itself has no side effects).
 */

export const CATALOGUE_RESOURCES = [
  "superCategories",
  "categories",
  "subCategories",
  "categoryTags",
  "mainHomeSliders",
  "threeSliders"
] as const
export type CatalogueResource = (typeof CATALOGUE_RESOURCES)[number]

/** The domain schema of one element of each resource's list. */
export const CATALOGUE_SCHEMAS = CATALOGUE_LISTS

/** Each resource's list, typed with its domain entity. */
export type CatalogueItems = {
  readonly [R in CatalogueResource]: ReadonlyArray<(typeof CATALOGUE_SCHEMAS)[R]["Type"]>
}
/** Any one resource's list: what `fetchList` resolves with and what the context holds. */
export type CatalogueList = CatalogueItems[CatalogueResource]

/** §4 "Super categories and one other fetch are refreshed on every load": the other is categories. */
export const REFRESHED_ON_LOAD: ReadonlyArray<CatalogueResource> = ["superCategories", "categories"]

/**
 * How old the lists a page brought may be and still count as this load's refresh (ADR 017). The
 * server reads them from the database for each page (reused for at most 10 s, server/http/static.ts);
 * a page older than this came from a cache (the service worker's, offline; a restored tab), so its
 * §4 lists are fetched again. A page from a clock far ahead of ours counts as old too.
 */
export const PAGE_LISTS_FRESH_MS = 5 * 60_000

/** Whether lists read by the server at `readAt` (ms since the epoch) are this load's refresh at `now`. */
export const broughtFresh = (readAt: number | undefined, now: number): boolean =>
  readAt !== undefined && Number.isFinite(readAt) && Math.abs(now - readAt) <= PAGE_LISTS_FRESH_MS

/** §9 Refetch delay: whatever is still loading this long after its fetch started is fetched again. */
export const REFETCH_DELAY_MS = 5000

/** §8 the text stored when each resource's load fails. */
export const LOAD_ERROR_TEXTS: { readonly [R in CatalogueResource]: ErrorText } = {
  superCategories: ERROR_TEXTS.superCategoriesLoad,
  categories: ERROR_TEXTS.categoryLoad,
  subCategories: ERROR_TEXTS.subCategoryLoad,
  categoryTags: ERROR_TEXTS.categoryTagLoad,
  mainHomeSliders: ERROR_TEXTS.sliderLoad,
  threeSliders: ERROR_TEXTS.sliderLoad
}

export interface CatalogueLoaderInput {
  readonly resource: CatalogueResource
  /** What browser storage held for this resource, or null. It is checked here against the domain schema. */
  readonly cached: ReadonlyArray<unknown> | null
  /** True for the resources of `REFRESHED_ON_LOAD`: a cached list is shown and fetched again. */
  readonly refreshOnLoad: boolean
}

export interface CatalogueLoaderContext {
  readonly resource: CatalogueResource
  readonly refreshOnLoad: boolean
  /** The list shown: the usable cache at first, then the last successful fetch. */
  readonly items: CatalogueList
  /** §4 true until a fetch succeeds when there is nothing to show; it stays true after a failure. */
  readonly loading: boolean
  /** True once a fetch has succeeded in this session (a list shown from the cache is not "loaded"). */
  readonly loaded: boolean
  /** §8 text of the last failure, cleared by the next success. */
  readonly error: ErrorText | null
}

export type CatalogueLoaderEvent = { readonly type: "catalogue.refresh" }

export interface FetchListInput {
  readonly resource: CatalogueResource
}

/**
 * A stored list is used only when it is non-empty and every entry decodes as the resource's domain
 * entity (DESIGN §2: a corrupt or foreign stored value is discarded, never trusted).
 */
const isStoredList: { readonly [R in CatalogueResource]: (u: unknown) => u is CatalogueList } = {
  superCategories: Schema.is(Schema.Array(SuperCategory)),
  categories: Schema.is(Schema.Array(Category)),
  subCategories: Schema.is(Schema.Array(SubCategory)),
  categoryTags: Schema.is(Schema.Array(CategoryTag)),
  mainHomeSliders: Schema.is(Schema.Array(MainHomeSlider)),
  threeSliders: Schema.is(Schema.Array(ThreeSlider))
}

const usableCache = (resource: CatalogueResource, cached: ReadonlyArray<unknown> | null): CatalogueList | null => {
  if (cached === null || cached.length === 0) return null
  return isStoredList[resource](cached) ? cached : null
}

export const catalogueLoaderMachine = setup({
  types: {
    context: {} as CatalogueLoaderContext,
    input: {} as CatalogueLoaderInput,
    events: {} as CatalogueLoaderEvent
  },
  actors: {
    // STYLE §9: the root provides the real call; without it every fetch fails with this message.
    fetchList: fromPromise<CatalogueList, FetchListInput>(async () => {
      throw new Error("fetchList not provided")
    })
  },
  delays: {
    REFETCH_DELAY: REFETCH_DELAY_MS
  },
  guards: {
    /** At start the items are the usable cache, so a non-empty list means there is something to show. */
    hasCachedList: ({ context }) => context.items.length > 0,
    refreshesOnLoad: ({ context }) => context.refreshOnLoad
  },
  actions: {
    storeList: assign((_, params: { readonly items: CatalogueList }) => ({
      items: params.items,
      loading: false,
      loaded: true,
      error: null
    })),
    // §4 loading stays true after a failure (it was true while the fetch ran); §8 text per resource.
    recordFailure: assign(({ context }) => ({ error: LOAD_ERROR_TEXTS[context.resource] }))
  }
}).createMachine({
  id: "catalogueLoader",
  context: ({ input }) => {
    const cached = usableCache(input.resource, input.cached)
    return {
      resource: input.resource,
      refreshOnLoad: input.refreshOnLoad,
      items: cached ?? [],
      loading: cached === null,
      loaded: false,
      error: null
    }
  },
  initial: "starting",
  states: {
    // §4 on first load: a cached list is shown at once; anything not cached or empty is fetched.
    starting: {
      always: [
        { guard: and(["hasCachedList", "refreshesOnLoad"]), target: "refreshing" },
        { guard: "hasCachedList", target: "ready" },
        { target: "loading" }
      ]
    },
    // Nothing to show yet: loading is true in every substate.
    loading: {
      initial: "fetching",
      // §4, §9 "anything still loading after 5 seconds is fetched again": read as every 5 s after
      // the current attempt started, whether it is still pending (abandoned) or has failed.
      after: { REFETCH_DELAY: { target: "loading", reenter: true } },
      on: {
        // An explicit refresh starts a new attempt at once (and a new 5-second wait).
        "catalogue.refresh": { target: "loading", reenter: true }
      },
      states: {
        fetching: {
          invoke: {
            id: "fetchList",
            src: "fetchList",
            input: ({ context }) => ({ resource: context.resource }),
            onDone: {
              target: "#catalogueLoader.ready",
              actions: { type: "storeList", params: ({ event }) => ({ items: event.output }) }
            },
            onError: { target: "failed", actions: "recordFailure" }
          }
        },
        failed: {}
      }
    },
    // A list is shown and fetched again in the background: loading stays false.
    refreshing: {
      invoke: {
        id: "refreshList",
        src: "fetchList",
        input: ({ context }) => ({ resource: context.resource }),
        onDone: {
          target: "ready",
          actions: { type: "storeList", params: ({ event }) => ({ items: event.output }) }
        },
        // The shown list stays; nothing is "still loading", so no timed retry (a refresh retries).
        onError: { target: "ready", actions: "recordFailure" }
      },
      on: {
        "catalogue.refresh": { target: "refreshing", reenter: true }
      }
    },
    ready: {
      on: {
        "catalogue.refresh": { target: "refreshing" }
      }
    }
  }
})

export type CatalogueLoaderMachine = typeof catalogueLoaderMachine

/** What selectors read: a snapshot of a catalogue loader actor (or anything with its context). */
export interface CatalogueLoaderView {
  readonly context: CatalogueLoaderContext
}

/**
 * The list of `resource`, typed with its domain entity. The context holds only lists that decoded as
 * that resource (cache) or came from the contract's client (fetch), so asking for a different
 * resource than the actor serves is a wiring mistake in the root and throws.
 */
export const catalogueItems = <R extends CatalogueResource>(snapshot: CatalogueLoaderView, resource: R): CatalogueItems[R] => {
  if (snapshot.context.resource !== resource) {
    throw new Error(`catalogue loader serves ${snapshot.context.resource}, not ${resource}`)
  }
  return snapshot.context.items as CatalogueItems[R]
}

/** Filters keyed by the list they came from, so `useSelector` sees the same array until the list changes. */
const memoFilter = <T>(keep: (item: T) => boolean) => {
  const memo = new WeakMap<ReadonlyArray<T>, ReadonlyArray<T>>()
  return (items: ReadonlyArray<T>): ReadonlyArray<T> => {
    const known = memo.get(items)
    if (known !== undefined) return known
    const kept = items.filter(keep)
    memo.set(items, kept)
    return kept
  }
}

const keepVisibleCategories = memoFilter<Category>((category) => category.status)
const keepVisibleSuperCategories = memoFilter<SuperCategory>((superCategory) => superCategory.showProducts)

/** §4 visible categories have status true. */
export const visibleCategories = (snapshot: CatalogueLoaderView): ReadonlyArray<Category> =>
  keepVisibleCategories(catalogueItems(snapshot, "categories"))

/** §4 visible super categories have showProducts true. */
export const visibleSuperCategories = (snapshot: CatalogueLoaderView): ReadonlyArray<SuperCategory> =>
  keepVisibleSuperCategories(catalogueItems(snapshot, "superCategories"))
