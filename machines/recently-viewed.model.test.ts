import { describe, expect, it } from "vitest"
import { createActor, type SnapshotFrom } from "xstate"
import { getShortestPaths, serializeSnapshot, type StatePath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import { type RecentlyViewedEvent, type RecentlyViewedInput, recentlyViewedMachine, type RecentlyViewedMachine } from "./recently-viewed.machine.ts"
import { replayPath } from "./graph-walk.test-support.ts"

// Model-based tests: the paths are generated from the recently viewed machine's own graph with
// xstate/graph, then every path is replayed on a real, started actor (replayPath). After each step
// the actor's value and context must be the walk's, and its list must agree with an oracle written
// here from issue 19 alone (the products viewed, each once, the last viewed first, at most 12), not
// with the domain code. The walk is given its events as a list, so only those are offered; a test
// holds the list to every event the machine handles.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const numberOf = (productId: Id) => Number.parseInt(productId, 16)
const numbers = (list: ReadonlyArray<Id>) => list.map(numberOf)

const LIMIT = 12
/** The products the shopper visits in the walk. */
const PRODUCTS = [1, 2, 3, 4] as const
/** What another tab saved: longer than the limit, with a repeat and one of the walk's products. */
const OTHER_TAB = [101, 102, 101, 103, 104, 105, 106, 107, 108, 109, 110, 111, 2, 112, 113]

const allEvents: ReadonlyArray<RecentlyViewedEvent> = [
  ...PRODUCTS.map((n): RecentlyViewedEvent => ({ type: "recently-viewed.record", productId: id(n) })),
  { type: "recently-viewed.synced", productIds: OTHER_TAB.map(id) },
  { type: "recently-viewed.synced", productIds: [id(3)] },
  { type: "recently-viewed.synced", productIds: [] }
]

type Snapshot = SnapshotFrom<RecentlyViewedMachine>

/** Issue 19, written out independently of domain/: the list after `events`. */
const oracle = (start: ReadonlyArray<number>, events: ReadonlyArray<RecentlyViewedEvent>) => {
  const distinctFirst = (ns: ReadonlyArray<number>) => {
    const out: Array<number> = []
    for (const n of ns) if (!out.includes(n) && out.length < LIMIT) out.push(n)
    return out
  }
  let products = distinctFirst(start)
  for (const event of events) {
    if (event.type === "recently-viewed.record") {
      const n = numberOf(event.productId)
      products = [n, ...products.filter((other) => other !== n)].slice(0, LIMIT)
    } else {
      products = distinctFirst(numbers(event.productIds))
    }
  }
  return { products, state: products.length === 0 ? "empty" : "some" }
}

const runPath = (input: RecentlyViewedInput, path: StatePath<Snapshot, RecentlyViewedEvent>) =>
  replayPath(path, {
    start: () => createActor(recentlyViewedMachine, { input }).start(),
    check: (actual, sent, where) => {
      expect({ state: actual.value, products: numbers(actual.context.productIds) }, where).toEqual(oracle(numbers(input.productIds), sent))
    }
  })

// The lists the walk can reach: the products 1 to 4 visited, each ordered choice of up to four of them
// (1 + 4 + 12 + 24 + 24 = 65), alone or in front of what is left of the other tab's twelve (65 again).
const CONFIGURATIONS: ReadonlyArray<{ readonly name: string; readonly input: RecentlyViewedInput; readonly states: number }> = [
  { name: "from an empty list", input: { productIds: [] }, states: 130 },
  { name: "from a restored list longer than the limit", input: { productIds: [...OTHER_TAB, 1, 4].map(id) }, states: 130 }
]

describe("recently viewed machine, model-based: the events walked", () => {
  it("include every event the machine handles, each with its payload", () => {
    expect(new Set(allEvents.map((event) => event.type))).toEqual(new Set(recentlyViewedMachine.events))
  })
})

describe.each(CONFIGURATIONS)("recently viewed machine, model-based, $name: every shortest path", ({ input, states }) => {
  // With the event in each target's key, the shortest paths take every event into every state of the
  // graph, including the visits that change nothing.
  const paths = getShortestPaths(recentlyViewedMachine, {
    input,
    events: allEvents,
    serializeState: (snapshot, event) => `${serializeSnapshot(snapshot)}${event === undefined ? "" : ` via ${JSON.stringify(event)}`}`
  })

  it("reaches every list of the visited products, alone and in front of the other tab's, and both states", () => {
    const reached = paths.flatMap((path) => path.steps.map((step) => step.state))
    expect(new Set(reached.map((state) => serializeSnapshot(state))).size).toBe(states)
    expect(new Set(reached.map((state) => state.value))).toEqual(new Set(["empty", "some"]))
    const full = reached.filter((state) => state.context.productIds.length === LIMIT)
    expect(full.length).toBeGreaterThan(0)
    const taken = new Set(paths.flatMap((path) => path.steps.slice(1).map((step) => JSON.stringify(step.event))))
    expect(taken).toEqual(new Set(allEvents.map((event) => JSON.stringify(event))))
  })

  it("replays each path on a real actor with the state and list the model predicts", async () => {
    for (const path of paths) await runPath(input, path)
  }, 120_000)
})
