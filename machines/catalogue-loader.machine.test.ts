import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, toPromise } from "xstate"
import type { Category, SuperCategory } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import {
  CATALOGUE_RESOURCES,
  catalogueItems,
  type CatalogueList,
  catalogueLoaderMachine,
  type CatalogueLoaderInput,
  type CatalogueResource,
  type FetchListInput,
  REFETCH_DELAY_MS,
  REFRESHED_ON_LOAD,
  visibleCategories,
  visibleSuperCategories
} from "./catalogue-loader.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

const superCategory = (n: number, showProducts = true): SuperCategory => ({
  _id: id(n),
  name: `Super ${n}`,
  slugUrl: `super-${n}`,
  showProducts,
  desktopImage: `/images/super-${n}.svg`
})

const category = (n: number, status = true): Category => ({
  _id: id(100 + n),
  name: `Category ${n}`,
  slugUrl: `category-${n}`,
  status,
  superCategory: "Clothing",
  superCategoryId: id(1),
  desktopImage: `/images/category-${n}.svg`
})

const cachedSupers = [superCategory(1), superCategory(2, false)]
const freshSupers = [superCategory(3), superCategory(4)]

/** A fake `fetchList` whose calls the test settles by hand. */
const controlledFetch = () => heldCalls<CatalogueList, FetchListInput>({ what: "fetch" })

/** Lets the promise callbacks run (fake timers do not fake promises). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const startLoader = (input: CatalogueLoaderInput) => {
  const fetch = controlledFetch()
  const actor = createActor(catalogueLoaderMachine.provide({ actors: { fetchList: fetch.logic } }), { input }).start()
  return { actor, fetch, context: () => actor.getSnapshot().context }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe("a catalogue list with nothing usable cached (§4 first load)", () => {
  it.each([
    ["nothing is cached", null],
    ["the cache is empty", []],
    ["the cache does not decode as the resource", [{ name: 42 }]],
    ["the cache holds another resource's entries", [category(1)]]
  ])("is fetched with loading true when %s", (_, cached) => {
    const { actor, fetch, context } = startLoader({ resource: "superCategories", cached, refreshOnLoad: true })
    expect(actor.getSnapshot().matches({ loading: "fetching" })).toBe(true)
    expect(context()).toMatchObject({ items: [], loading: true, loaded: false, error: null })
    expect(fetch.calls.map((call) => call.input)).toEqual([{ resource: "superCategories" }])
  })

  it("holds the fetched list on success: loading false, loaded true, error null", async () => {
    const { actor, fetch, context } = startLoader({ resource: "superCategories", cached: null, refreshOnLoad: true })
    fetch.latest().resolve(freshSupers)
    await settle()
    expect(actor.getSnapshot().value).toBe("ready")
    expect(context()).toMatchObject({ items: freshSupers, loading: false, loaded: true, error: null })
  })

  it("keeps loading true and stores 'supercategories Not Found' when the super categories fail (§8)", async () => {
    const { actor, fetch, context } = startLoader({ resource: "superCategories", cached: null, refreshOnLoad: true })
    fetch.latest().reject(new Error("offline"))
    await settle()
    expect(actor.getSnapshot().matches({ loading: "failed" })).toBe(true)
    expect(context()).toMatchObject({ items: [], loading: true, loaded: false, error: "supercategories Not Found" })
  })

  it.each(CATALOGUE_RESOURCES.filter((resource) => resource !== "superCategories"))(
    "keeps loading true and stores '404 Not Found' when %s fail (§8)",
    async (resource) => {
      const { fetch, context } = startLoader({ resource, cached: null, refreshOnLoad: false })
      expect(fetch.latest().input).toEqual({ resource })
      fetch.latest().reject(new Error("offline"))
      await settle()
      expect(context()).toMatchObject({ loading: true, error: "404 Not Found" })
    }
  )
})

describe("the 5-second refetch (§4, §9 REFETCH_DELAY_MS)", () => {
  it("is 5000 ms", () => {
    expect(REFETCH_DELAY_MS).toBe(5000)
  })

  it("fetches again a list whose fetch is still pending after 5 s, and ignores the abandoned answer", async () => {
    const { fetch, context } = startLoader({ resource: "categories", cached: null, refreshOnLoad: true })
    await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS - 1)
    expect(fetch.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch.calls).toHaveLength(2)
    const [first, second] = fetch.calls
    expect(first?.signal.aborted).toBe(true)
    first?.resolve([category(9)])
    await settle()
    expect(context()).toMatchObject({ items: [], loading: true })
    second?.resolve([category(1)])
    await settle()
    expect(context()).toMatchObject({ items: [category(1)], loading: false, loaded: true })
  })

  it("fetches a failed list again 5 s after the failed attempt started, and again every 5 s until it succeeds", async () => {
    const { fetch, context } = startLoader({ resource: "threeSliders", cached: null, refreshOnLoad: false })
    await vi.advanceTimersByTimeAsync(1000)
    fetch.latest().reject(new Error("offline"))
    await settle()
    await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS - 1000 - 1)
    expect(fetch.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch.calls).toHaveLength(2)
    fetch.latest().reject(new Error("offline"))
    await settle()
    expect(context()).toMatchObject({ loading: true, error: "404 Not Found" })
    await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS)
    expect(fetch.calls).toHaveLength(3)
    fetch.latest().resolve([])
    await settle()
    expect(context()).toMatchObject({ items: [], loading: false, loaded: true, error: null })
    await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS * 3)
    expect(fetch.calls).toHaveLength(3)
  })
})

describe("a catalogue list with a usable cache (§4)", () => {
  it("is shown at once and refreshed in the background when refreshOnLoad", async () => {
    const { actor, fetch, context } = startLoader({ resource: "superCategories", cached: cachedSupers, refreshOnLoad: true })
    expect(actor.getSnapshot().value).toBe("refreshing")
    expect(context()).toMatchObject({ items: cachedSupers, loading: false, loaded: false, error: null })
    expect(fetch.calls).toHaveLength(1)
    fetch.latest().resolve(freshSupers)
    await settle()
    expect(actor.getSnapshot().value).toBe("ready")
    expect(context()).toMatchObject({ items: freshSupers, loading: false, loaded: true, error: null })
  })

  it("is shown and not fetched at all without refreshOnLoad, even after 5 s", async () => {
    const tags = [category(1)]
    const { actor, fetch, context } = startLoader({ resource: "categories", cached: tags, refreshOnLoad: false })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(context()).toMatchObject({ items: tags, loading: false, loaded: false })
    await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS * 2)
    expect(fetch.calls).toHaveLength(0)
  })

  it("stays shown with loading false when the background refresh fails, with the §8 text and no timed retry", async () => {
    const { actor, fetch, context } = startLoader({ resource: "superCategories", cached: cachedSupers, refreshOnLoad: true })
    fetch.latest().reject(new Error("offline"))
    await settle()
    expect(actor.getSnapshot().value).toBe("ready")
    expect(context()).toMatchObject({ items: cachedSupers, loading: false, error: "supercategories Not Found" })
    await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS * 2)
    expect(fetch.calls).toHaveLength(1)
  })

  it("is refreshed on load for super categories and categories only (§4)", () => {
    expect(REFRESHED_ON_LOAD).toEqual(["superCategories", "categories"])
  })
})

describe("catalogue.refresh", () => {
  it("fetches a shown list again in the background and replaces it on success", async () => {
    const { actor, fetch, context } = startLoader({ resource: "superCategories", cached: cachedSupers, refreshOnLoad: false })
    actor.send({ type: "catalogue.refresh" })
    expect(actor.getSnapshot().value).toBe("refreshing")
    expect(context().loading).toBe(false)
    fetch.latest().resolve(freshSupers)
    await settle()
    expect(context()).toMatchObject({ items: freshSupers, loaded: true })
  })

  it("fetches a failed list again at once, and restarts the 5-second wait", async () => {
    const { actor, fetch } = startLoader({ resource: "categoryTags", cached: null, refreshOnLoad: false })
    fetch.latest().reject(new Error("offline"))
    await settle()
    await vi.advanceTimersByTimeAsync(3000)
    actor.send({ type: "catalogue.refresh" })
    expect(fetch.calls).toHaveLength(2)
    expect(actor.getSnapshot().matches({ loading: "fetching" })).toBe(true)
    await vi.advanceTimersByTimeAsync(REFETCH_DELAY_MS - 1)
    expect(fetch.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch.calls).toHaveLength(3)
  })

  it("abandons a pending fetch and starts a new one", async () => {
    const { actor, fetch, context } = startLoader({ resource: "mainHomeSliders", cached: null, refreshOnLoad: false })
    actor.send({ type: "catalogue.refresh" })
    expect(fetch.calls).toHaveLength(2)
    expect(fetch.live()).toHaveLength(1)
    expect(fetch.calls[0]?.signal.aborted).toBe(true)
    fetch.latest().resolve([])
    await settle()
    expect(context()).toMatchObject({ loading: false, loaded: true })
  })

  it("abandons a pending background refresh and starts a new one", async () => {
    const { actor, fetch, context } = startLoader({ resource: "superCategories", cached: cachedSupers, refreshOnLoad: true })
    actor.send({ type: "catalogue.refresh" })
    expect(fetch.calls).toHaveLength(2)
    expect(fetch.live()).toHaveLength(1)
    fetch.calls[0]?.resolve([superCategory(9)])
    fetch.latest().resolve(freshSupers)
    await settle()
    expect(context().items).toEqual(freshSupers)
  })
})

describe("the default fetchList", () => {
  it("fails loudly with 'fetchList not provided'", async () => {
    const fetchList = catalogueLoaderMachine.implementations.actors["fetchList"]
    if (fetchList === undefined || !("transition" in fetchList)) throw new Error("no default fetchList")
    const actor = createActor(fetchList, { input: { resource: "categories" } })
    const done = toPromise(actor)
    actor.start()
    await expect(done).rejects.toThrow("fetchList not provided")
  })

  it("leaves a loader that was not given one loading, with its §8 text", async () => {
    const actor = createActor(catalogueLoaderMachine, { input: { resource: "categories", cached: null, refreshOnLoad: true } }).start()
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ loading: true, error: "404 Not Found" })
  })
})

describe("the catalogue selectors", () => {
  const view = (resource: CatalogueResource, items: CatalogueList) => ({
    context: { resource, refreshOnLoad: false, items, loading: false, loaded: true, error: null }
  })

  it("visibleCategories keeps the categories whose status is true (§4)", () => {
    expect(visibleCategories(view("categories", [category(1), category(2, false), category(3)]))).toEqual([category(1), category(3)])
  })

  it("visibleSuperCategories keeps the super categories whose showProducts is true (§4)", () => {
    expect(visibleSuperCategories(view("superCategories", cachedSupers))).toEqual([superCategory(1)])
  })

  it("return the same array while the list is the same, so a view re-renders only on change", () => {
    const snapshot = view("categories", [category(1), category(2, false)])
    expect(visibleCategories(snapshot)).toBe(visibleCategories(snapshot))
  })

  it("catalogueItems reads the list typed for its resource and refuses another resource", () => {
    const snapshot = view("superCategories", cachedSupers)
    const supers: ReadonlyArray<SuperCategory> = catalogueItems(snapshot, "superCategories")
    expect(supers).toBe(cachedSupers)
    expect(() => catalogueItems(snapshot, "categories")).toThrow("catalogue loader serves superCategories, not categories")
  })
})
