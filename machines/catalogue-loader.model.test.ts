import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { assign, createActor, setup, type SnapshotFrom } from "xstate"
import { createTestModel, serializeSnapshot, type TestPath } from "xstate/graph"
import type { CategoryTag, SuperCategory } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import {
  type CatalogueList,
  catalogueLoaderMachine,
  type CatalogueResource,
  type FetchListInput,
  REFETCH_DELAY_MS
} from "./catalogue-loader.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the catalogue loader. `createTestModel` refuses machines that invoke actors
// or use `after` ("Invocations on test machines are not supported"), and the loader does both, so the
// model is a separate machine written here from §4, §8 and §9 alone: it knows nothing of the loader's
// states, only what an observer sees (the list shown, loading, loaded, error, the fetches made).
// Its events are what the world does to the loader: a fetch succeeds, a fetch fails, 5 seconds pass,
// the root sends `catalogue.refresh`. Every shortest path and every simple path of the model is
// replayed on a real loader with a fake `fetchList` and fake timers, checking each step.

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

interface ModelContext {
  /** Which list an observer sees. */
  readonly shown: "nothing" | "cache" | "fresh"
  readonly loading: boolean
  readonly loaded: boolean
  readonly failed: boolean
  /** Fetches started so far, and whether one is awaited (and whether it is a background one). */
  readonly fetches: number
  readonly pending: boolean
}

type ModelEvent =
  | { readonly type: "fetch.succeeded" }
  | { readonly type: "fetch.failed" }
  | { readonly type: "timer.elapsed" }
  | { readonly type: "catalogue.refresh" }

/** Bounds the model: no path starts more than this many fetches. */
const MAX_FETCHES = 3

/**
 * The specification as a machine with one state: every rule is a guarded change of what is seen.
 * - §4 first load: a non-empty cache that decodes is shown at once (loading false) and fetched in the
 *   background when refreshOnLoad; otherwise the list is fetched with loading true.
 * - §4 success: the fetched list is shown, loading false, loaded true, no error.
 * - §4, §8 failure: loading stays as it was (true while nothing is shown), the §8 text is stored.
 * - §4, §9 every 5 s after its attempt started, a list still loading is fetched again.
 * - catalogue.refresh fetches again at once (in the background when a list is shown).
 */
const specification = setup({
  types: { context: {} as ModelContext, input: {} as ModelInput, events: {} as ModelEvent },
  guards: {
    awaitingFetch: ({ context }) => context.pending,
    stillLoading: ({ context }) => context.loading
  },
  actions: {
    succeed: assign({ shown: "fresh", loading: false, loaded: true, failed: false, pending: false }),
    fail: assign({ failed: true, pending: false }),
    fetchAgain: assign(({ context }) => ({ fetches: context.fetches + 1, pending: true }))
  }
}).createMachine({
  id: "catalogueSpecification",
  context: ({ input }) => {
    const showsCache = input.cache === "valid"
    return {
      shown: showsCache ? "cache" : "nothing",
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
        "fetch.succeeded": { guard: "awaitingFetch", actions: "succeed" },
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

type ModelSnapshot = SnapshotFrom<typeof specification>

const MODEL_EVENTS: ReadonlyArray<ModelEvent> = [
  { type: "fetch.succeeded" },
  { type: "fetch.failed" },
  { type: "timer.elapsed" },
  { type: "catalogue.refresh" }
]

/** Keeps the graph finite: events that start a fetch stop at MAX_FETCHES. */
const filterEvents = (snapshot: ModelSnapshot, event: ModelEvent) => {
  const fetchesAgain = event.type === "catalogue.refresh" || (event.type === "timer.elapsed" && snapshot.context.loading)
  return !fetchesAgain || snapshot.context.fetches < MAX_FETCHES
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

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

/** Replays one path of the specification on a real loader and compares what is observed at each step. */
const runPath = async (resource: ModelResource, input: ModelInput, path: TestPath<ModelSnapshot, ModelEvent>) => {
  const { logic: fetchList, calls, live } = heldCalls<CatalogueList, FetchListInput>()
  const actor = createActor(catalogueLoaderMachine.provide({ actors: { fetchList } }), {
    input: { resource, cached: cachedValue(resource, input.cache), refreshOnLoad: input.refreshOnLoad }
  }).start()

  const exec = async (event: ModelEvent) => {
    switch (event.type) {
      case "fetch.succeeded":
        live().at(-1)?.resolve(LISTS[resource].fresh)
        return settle()
      case "fetch.failed":
        live().at(-1)?.reject(new Error("offline"))
        return settle()
      case "timer.elapsed":
        return vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS)
      case "catalogue.refresh":
        actor.send(event)
        return settle()
    }
  }

  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await exec(step.event)
    const expected = step.state.context
    const actual = actor.getSnapshot()
    const where = `${resource} ${JSON.stringify(input)}: ${path.description}, step ${index}`
    const shown = { nothing: [], cache: LISTS[resource].cached, fresh: LISTS[resource].fresh }[expected.shown]
    expect(actual.context.items, where).toEqual(shown)
    expect(actual.context.loading, where).toBe(expected.loading)
    expect(actual.context.loaded, where).toBe(expected.loaded)
    expect(actual.context.error, where).toBe(expected.failed ? FAILURE_TEXT[resource] : null)
    expect(calls.length, where).toBe(expected.fetches)
    expect(calls.every((call) => call.input.resource === resource), where).toBe(true)
    // Exactly the awaited fetch is live: every other one has settled or been abandoned (aborted).
    expect(live().length, where).toBe(expected.pending ? 1 : 0)
    // The loader's own state names agree with what is seen.
    const state = expected.loading ? "loading" : expected.pending ? "refreshing" : "ready"
    expect(actual.matches(state), where).toBe(true)
  }
  actor.stop()
}

const CONFIGURATIONS: ReadonlyArray<{ readonly resource: ModelResource; readonly input: ModelInput }> = [
  { resource: "superCategories", input: { cache: "none", refreshOnLoad: true } },
  { resource: "superCategories", input: { cache: "empty", refreshOnLoad: true } },
  { resource: "superCategories", input: { cache: "corrupt", refreshOnLoad: true } },
  { resource: "superCategories", input: { cache: "valid", refreshOnLoad: true } },
  { resource: "categoryTags", input: { cache: "none", refreshOnLoad: false } },
  { resource: "categoryTags", input: { cache: "valid", refreshOnLoad: false } }
]

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe.each(CONFIGURATIONS)("catalogue loader, model-based: $resource with cache $input.cache, refreshOnLoad $input.refreshOnLoad", ({ resource, input }) => {
  // With the event in each target's key, the shortest paths take every transition of the model.
  const shortest = createTestModel(specification, {
    input,
    events: MODEL_EVENTS,
    filterEvents,
    serializeTransition: (_state, event) => (event === undefined ? "" : ` via ${event.type}`)
  }).getShortestPaths()
  const simple = createTestModel(specification, { input, events: MODEL_EVENTS, filterEvents }).getSimplePaths()

  it("has paths through more than one observable state", () => {
    const states = new Set(shortest.flatMap((path) => path.steps.map((step) => serializeSnapshot(step.state))))
    expect(states.size).toBeGreaterThan(3)
    expect(simple.length).toBeGreaterThan(3)
  })

  it("behaves as the specification says along every shortest path", async () => {
    for (const path of shortest) await runPath(resource, input, path)
  }, 120_000)

  it("behaves as the specification says along every simple path", async () => {
    for (const path of simple) await runPath(resource, input, path)
  }, 120_000)
})
