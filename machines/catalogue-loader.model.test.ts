import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { assign, createActor, type EventObject, setup, type SnapshotFrom, transition } from "xstate"
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from "xstate/graph"
import type { CategoryTag, SuperCategory } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import {
  type CatalogueList,
  type CatalogueLoaderEvent,
  catalogueLoaderMachine,
  type CatalogueLoaderMachine,
  type CatalogueResource,
  type FetchListInput,
  REFETCH_DELAY_MS
} from "./catalogue-loader.machine.ts"
import { afterDelay, DONE, ERROR, invokeDone, invokeError, isAfter, longestOnly, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the catalogue loader: the paths are generated from the REAL machine's graph
// (xstate/graph walks it purely, without running its fetches or its timer), and every path is
// replayed on a real, started loader whose `fetchList` is held by hand. What the world does is an
// explicit event of the walk: a fetch answers (`xstate.done.actor.fetchList` / `.refreshList` with the
// list, `xstate.error.actor.*` with an error), 5 seconds pass (`xstate.after.REFETCH_DELAY.
// catalogueLoader.loading`, offered in every state: outside `loading` nothing may happen), the root
// sends `catalogue.refresh`. On replay the held call is resolved or rejected, the fake clock moves 5 s,
// and after every step the loader's value and context must be the walk's. Every path ends with 5
// seconds passing twice more: the timer is the one part of the loader its states do not show.
//
// The walk is the machine's own, so it cannot say whether the machine is right. The specification
// machine below is kept as the oracle because it is independent of the loader: it was written from §4,
// §8 and §9 alone, has a single state, and knows nothing of the loader's states, guards or invokes,
// only what an observer sees (the list shown, loading, loaded, the §8 text, the fetches made and
// whether one is awaited). Each replayed step is translated into its events, and the observer view
// of the real loader must agree with it at every step.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

const superCategory = (n: number): SuperCategory => ({
  _id: id(n),
  name: `Super ${n}`,
  slugUrl: `super-${n}`,
  showProducts: n % 2 === 1,
  desktopImage: `/images/super-${n}.svg`
})

const categoryTag = (n: number): CategoryTag => ({
  _id: id(300 + n),
  name: `Tag ${n}`,
  slugUrl: `tag-${n}`,
  status: true,
  desktopImage: `/images/tag-${n}.svg`,
  superCategory: "Electronics",
  category: "Mobiles",
  categoryId: id(100),
  SubCategory: "Smartphones",
  SubCategoryId: id(200)
})

const LISTS = {
  superCategories: { cached: [superCategory(1), superCategory(2)], fresh: [superCategory(3), superCategory(4), superCategory(5)] },
  categoryTags: { cached: [categoryTag(1)], fresh: [categoryTag(2), categoryTag(3)] }
} satisfies Partial<Record<CatalogueResource, { readonly cached: CatalogueList; readonly fresh: CatalogueList }>>
type ModelResource = keyof typeof LISTS

/** §8, written out: the text each failed load leaves. */
const FAILURE_TEXT: Record<ModelResource, string> = {
  superCategories: "supercategories Not Found",
  categoryTags: "404 Not Found"
}

type Cache = "none" | "empty" | "valid" | "corrupt"

interface ModelInput {
  readonly cache: Cache
  readonly refreshOnLoad: boolean
}

// ---------------------------------------------------------------------------------------------
// The oracle: the specification as a machine of one state, written from §4, §8 and §9 alone.

interface SpecificationInput extends ModelInput {
  readonly cached: CatalogueList
}

interface SpecificationContext {
  /** The list an observer sees. */
  readonly shown: CatalogueList
  readonly loading: boolean
  readonly loaded: boolean
  readonly failed: boolean
  /** Fetches started so far, and whether one is awaited. */
  readonly fetches: number
  readonly pending: boolean
}

type SpecificationEvent =
  | { readonly type: "fetch.succeeded"; readonly items: CatalogueList }
  | { readonly type: "fetch.failed" }
  | { readonly type: "timer.elapsed" }
  | { readonly type: "catalogue.refresh" }

/**
 * Every rule is a guarded change of what is seen.
 * - §4 first load: a non-empty cache that decodes is shown at once (loading false) and fetched in the
 *   background when refreshOnLoad; otherwise the list is fetched with loading true.
 * - §4 success: the fetched list is shown (an empty one too), loading false, loaded true, no error.
 * - §4, §8 failure: loading stays as it was (true while nothing is shown), the §8 text is stored.
 * - §4, §9 every 5 s after its attempt started, a list still loading is fetched again.
 * - catalogue.refresh fetches again at once (in the background when a list is shown).
 */
const specification = setup({
  types: { context: {} as SpecificationContext, input: {} as SpecificationInput, events: {} as SpecificationEvent },
  guards: {
    awaitingFetch: ({ context }) => context.pending,
    stillLoading: ({ context }) => context.loading
  },
  actions: {
    succeed: assign((_, params: { readonly items: CatalogueList }) => ({ shown: params.items, loading: false, loaded: true, failed: false, pending: false })),
    fail: assign({ failed: true, pending: false }),
    fetchAgain: assign(({ context }) => ({ fetches: context.fetches + 1, pending: true }))
  }
}).createMachine({
  id: "catalogueSpecification",
  context: ({ input }) => {
    const showsCache = input.cache === "valid"
    return {
      shown: showsCache ? input.cached : [],
      loading: !showsCache,
      loaded: false,
      failed: false,
      fetches: !showsCache || input.refreshOnLoad ? 1 : 0,
      pending: !showsCache || input.refreshOnLoad
    }
  },
  initial: "observed",
  states: {
    observed: {
      on: {
        "fetch.succeeded": { guard: "awaitingFetch", actions: { type: "succeed", params: ({ event }) => ({ items: event.items }) } },
        "fetch.failed": { guard: "awaitingFetch", actions: "fail" },
        "timer.elapsed": [
          { guard: "stillLoading", actions: "fetchAgain" },
          {} // nothing is loading: time passing changes nothing
        ],
        "catalogue.refresh": { actions: "fetchAgain" }
      }
    }
  }
})

// ---------------------------------------------------------------------------------------------
// Walking the real machine.

/** The loader's two calls of `fetchList`: the first load (nothing shown) and the background refresh. */
const INVOKES = ["fetchList", "refreshList"] as const
type Invoke = (typeof INVOKES)[number]
/** 5 seconds pass. */
const FIVE_SECONDS = afterDelay("REFETCH_DELAY", "catalogueLoader.loading")
const OFFLINE = new Error("Failed to fetch")

type WalkEvent = CatalogueLoaderEvent | ReturnType<typeof invokeDone<CatalogueList>> | ReturnType<typeof invokeError> | typeof FIVE_SECONDS
type Snapshot = SnapshotFrom<CatalogueLoaderMachine>

/** What the world does to a loader of `resource`: each call answers the fresh list, an empty one, or fails. */
const worldEvents = (resource: ModelResource): ReadonlyArray<WalkEvent> => [
  { type: "catalogue.refresh" },
  FIVE_SECONDS,
  ...INVOKES.flatMap((invoke) => [invokeDone(invoke, LISTS[resource].fresh as CatalogueList), invokeDone(invoke, [] as CatalogueList), invokeError(invoke, OFFLINE)])
]

const invokeOf = (event: EventObject): Invoke | null => {
  const prefix = event.type.startsWith(DONE) ? DONE : event.type.startsWith(ERROR) ? ERROR : null
  return prefix === null ? null : (event.type.slice(prefix.length) as Invoke)
}

/** A call can answer only while it runs (its child exists); time passes and the root sends in any state. */
const canHappen = (snapshot: Snapshot, event: EventObject) => {
  const invoke = invokeOf(event)
  return invoke === null || invoke in snapshot.children
}

const cachedValue = (resource: ModelResource, cache: Cache): ReadonlyArray<unknown> | null => {
  switch (cache) {
    case "none":
      return null
    case "empty":
      return []
    case "valid":
      return LISTS[resource].cached
    case "corrupt":
      return [{ _id: "not an id", name: "" }]
  }
}

interface Configuration {
  readonly resource: ModelResource
  readonly input: ModelInput
}

const loaderInput = ({ resource, input }: Configuration) => ({ resource, cached: cachedValue(resource, input.cache), refreshOnLoad: input.refreshOnLoad })

/**
 * Every shortest path of the real machine. A state's key is the transition that led there (the state
 * before, the event, the state after), so the shortest paths take every transition of the graph,
 * including the ones that change nothing (5 seconds passing in `ready`, a refresh re-entering `loading`).
 */
const shortestPaths = (configuration: Configuration) =>
  getShortestPaths(catalogueLoaderMachine, {
    input: loaderInput(configuration),
    events: worldEvents(configuration.resource) as ReadonlyArray<CatalogueLoaderEvent>,
    filterEvents: canHappen,
    serializeState: (snapshot, event, previous) =>
      `${previous === undefined ? "" : serializeSnapshot(previous)} ${event === undefined ? "" : JSON.stringify(event)} ${serializeSnapshot(snapshot)}`
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

/** Every simple path (no state twice, states keyed by value and context) of the real machine. */
const simplePaths = (configuration: Configuration) =>
  getSimplePaths(catalogueLoaderMachine, {
    input: loaderInput(configuration),
    events: worldEvents(configuration.resource) as ReadonlyArray<CatalogueLoaderEvent>,
    filterEvents: canHappen
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

/**
 * The path, then 5 seconds passing twice more. The walk's states do not show the loader's timer, so a
 * walk never passes the same delay twice in a row; these steps do: while loading, a fetch must start
 * again every 5 seconds (§9), and elsewhere time passing must change nothing.
 */
const thenTimePasses = (path: StatePath<Snapshot, WalkEvent>): StatePath<Snapshot, WalkEvent> => {
  const steps = [...path.steps]
  let state = path.state
  for (let i = 0; i < 2; i++) {
    state = transition(catalogueLoaderMachine, state, FIVE_SECONDS as unknown as CatalogueLoaderEvent)[0]
    steps.push({ state, event: FIVE_SECONDS })
  }
  return { state, steps, weight: steps.length - 1 }
}

// ---------------------------------------------------------------------------------------------
// Replaying a path on a real loader, checked against the specification at every step.

/** The walk's event as the specification's: which call answered is the loader's business, not §4's. */
const specificationEvent = (event: WalkEvent): SpecificationEvent => {
  if (event.type === "catalogue.refresh") return { type: "catalogue.refresh" }
  if (isAfter(event)) return { type: "timer.elapsed" }
  if (event.type.startsWith(DONE)) return { type: "fetch.succeeded", items: (event as ReturnType<typeof invokeDone<CatalogueList>>).output }
  return { type: "fetch.failed" }
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const replay = async (configuration: Configuration, path: StatePath<Snapshot, WalkEvent>) => {
  const { resource, input } = configuration
  const { logic: fetchList, calls, live, only } = heldCalls<CatalogueList, FetchListInput>({ what: "fetch" })
  const oracle = createActor(specification, { input: { ...input, cached: LISTS[resource].cached } }).start()
  try {
    await replayPath(path, {
      start: () => createActor(catalogueLoaderMachine.provide({ actors: { fetchList } }), { input: loaderInput(configuration) }).start(),
      happen: async (event) => {
        oracle.send(specificationEvent(event))
        const invoke = invokeOf(event)
        if (invoke !== null) {
          const call = only()
          if (event.type.startsWith(DONE)) call.resolve((event as ReturnType<typeof invokeDone<CatalogueList>>).output)
          else call.reject((event as ReturnType<typeof invokeError>).error)
          return true
        }
        if (isAfter(event)) {
          await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS)
          return true
        }
        return false
      },
      settle,
      check: (snapshot, _sent, where) => {
        const expected = oracle.getSnapshot().context
        const { context } = snapshot
        expect(
          { items: context.items, loading: context.loading, loaded: context.loaded, error: context.error, fetches: calls.length },
          `${resource} ${JSON.stringify(input)}: ${where}`
        ).toEqual({
          items: expected.shown,
          loading: expected.loading,
          loaded: expected.loaded,
          error: expected.failed ? FAILURE_TEXT[resource] : null,
          fetches: expected.fetches
        })
        expect(calls.every((call) => call.input.resource === resource), `${where}: every fetch is of ${resource}`).toBe(true)
        // Exactly the awaited fetch is live: every other one has settled or been abandoned (aborted).
        expect(live().length, `${where}: fetches awaited`).toBe(expected.pending ? 1 : 0)
        // The loader's own state names agree with what is seen.
        const state = expected.loading ? "loading" : expected.pending ? "refreshing" : "ready"
        expect(snapshot.matches(state), `${where}: in ${state}`).toBe(true)
      }
    })
  } finally {
    oracle.stop()
  }
}

// ---------------------------------------------------------------------------------------------

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

const stateNames = (paths: ReadonlyArray<StatePath<Snapshot, WalkEvent>>) =>
  new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))))

const outcomes = (...invokes: ReadonlyArray<Invoke>) => invokes.flatMap((invoke) => [`${DONE}${invoke}`, `${ERROR}${invoke}`])

/** The states and events a walk must take: with a cache shown, the loader never needs to load. */
const expectedWalk = ({ input }: Configuration) =>
  input.cache === "valid"
    ? { states: ['"refreshing"', '"ready"'], events: ["catalogue.refresh", FIVE_SECONDS.type, ...outcomes("refreshList")] }
    : { states: ['{"loading":"fetching"}', '{"loading":"failed"}', '"refreshing"', '"ready"'], events: ["catalogue.refresh", FIVE_SECONDS.type, ...outcomes(...INVOKES)] }

// A cache that is missing, empty or does not decode starts the same loader (nothing shown, loading):
// their simple paths would be the same as those of "none", so only the shortest are replayed for them.
const CONFIGURATIONS: ReadonlyArray<Configuration & { readonly simple: boolean }> = [
  { resource: "superCategories", input: { cache: "none", refreshOnLoad: true }, simple: true },
  { resource: "superCategories", input: { cache: "empty", refreshOnLoad: true }, simple: false },
  { resource: "superCategories", input: { cache: "corrupt", refreshOnLoad: true }, simple: false },
  { resource: "superCategories", input: { cache: "valid", refreshOnLoad: true }, simple: true },
  { resource: "categoryTags", input: { cache: "none", refreshOnLoad: false }, simple: true },
  { resource: "categoryTags", input: { cache: "valid", refreshOnLoad: false }, simple: true }
]

describe.each(CONFIGURATIONS)("catalogue loader on the real machine: $resource with cache $input.cache, refreshOnLoad $input.refreshOnLoad", (configuration) => {
  const generated = shortestPaths(configuration)
  const paths = longestOnly(generated)
  const { states, events } = expectedWalk(configuration)

  it("takes every state and every event of the loader along its shortest paths", () => {
    expect(stateNames(generated)).toEqual(new Set(states))
    expect(takenIn(generated)).toEqual(new Set(events))
    expect(paths.length).toBeLessThan(generated.length)
  })

  it("behaves as §4, §8 and §9 say on a real loader along every shortest path", async () => {
    for (const path of paths) await replay(configuration, thenTimePasses(path))
  }, 60_000)

  if (configuration.simple) {
    it("behaves as §4, §8 and §9 say on a real loader along every simple path", async () => {
      const simple = longestOnly(simplePaths(configuration))
      expect(stateNames(simple)).toEqual(new Set(states))
      for (const path of simple) await replay(configuration, thenTimePasses(path))
    }, 60_000)
  }
})
