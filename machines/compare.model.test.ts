import { describe, expect, it } from "vitest"
import { createActor, type SnapshotFrom } from "xstate"
import { getShortestPaths, serializeSnapshot, type StatePath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import type { CompareEntry } from "#domain/compare.ts"
import { type CompareEvent, type CompareInput, compareMachine, type CompareMachine } from "./compare.machine.ts"
import { replayPath } from "./graph-walk.test-support.ts"

// Model-based tests: the paths are generated from the compare machine's own graph with xstate/graph,
// then every path is replayed on a real, started actor (replayPath). After each step the actor's value
// and context must be the walk's, and its items and message must agree with an oracle written here
// from DESIGN §4 alone (up to 4 products, in the order added, each once; a refused fifth explains
// itself), not with the domain code. The walk is given its events as a list, so only those are offered
// (never a bare `{ type }` without its payload); a test holds the list to every event the machine handles.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const entry = (n: number): CompareEntry => ({ productId: id(n), slugUrl: `product-${n}` })
const numberOf = (productId: Id) => Number.parseInt(productId, 16)
const numbers = (list: ReadonlyArray<CompareEntry>) => list.map((e) => numberOf(e.productId))

/** Five products: one more than fits. */
const PRODUCTS = [1, 2, 3, 4, 5] as const
/** What another tab saved: too long, with a repeat. */
const OTHER_TAB = [5, 4, 3, 5, 2, 1]
const FULL_TEXT = "You can compare up to 4 products. Remove one to add another."

const allEvents: ReadonlyArray<CompareEvent> = [
  ...PRODUCTS.map((n): CompareEvent => ({ type: "compare.add", entry: entry(n) })),
  { type: "compare.remove", productId: id(1) },
  { type: "compare.remove", productId: id(5) },
  { type: "compare.clear" },
  { type: "compare.dismiss" },
  { type: "compare.synced", items: OTHER_TAB.map(entry) },
  { type: "compare.synced", items: [entry(2)] }
]

type Snapshot = SnapshotFrom<CompareMachine>

/** DESIGN §4, written out independently of domain/: what the list and message must be after `events`. */
const oracle = (start: ReadonlyArray<number>, events: ReadonlyArray<CompareEvent>) => {
  let items = [...start]
  let message: string | null = null
  for (const event of events) {
    switch (event.type) {
      case "compare.add": {
        const n = numberOf(event.entry.productId)
        if (items.includes(n)) break
        if (items.length === 4) message = FULL_TEXT
        else items = [...items, n]
        break
      }
      case "compare.remove":
        items = items.filter((n) => n !== numberOf(event.productId))
        message = null
        break
      case "compare.clear":
        items = []
        message = null
        break
      case "compare.dismiss":
        message = null
        break
      case "compare.synced": {
        const distinct: Array<number> = []
        for (const n of numbers(event.items)) if (!distinct.includes(n) && distinct.length < 4) distinct.push(n)
        items = distinct
        // The message speaks of a full list: it goes when the list is no longer full.
        if (items.length < 4) message = null
        break
      }
    }
  }
  return { items, message, state: items.length === 0 ? "empty" : items.length === 4 ? "full" : "some" }
}

const runPath = (input: CompareInput, path: StatePath<Snapshot, CompareEvent>) =>
  replayPath(path, {
    start: () => createActor(compareMachine, { input }).start(),
    check: (actual, sent, where) => {
      const expected = oracle(numbers(input.items), sent)
      expect({ state: actual.value, items: numbers(actual.context.items), message: actual.context.message }, where).toEqual(expected)
    }
  })

const CONFIGURATIONS: ReadonlyArray<{ readonly name: string; readonly input: CompareInput; readonly states: number }> = [
  // Every ordered choice of up to 4 of the 5 products (1 + 5 + 20 + 60 + 120), and the 120 full
  // lists again with the message.
  { name: "from an empty list", input: { items: [] }, states: 206 + 120 },
  // From a restored full list: the same graph (clear reaches every list again).
  { name: "from a restored full list", input: { items: [4, 3, 2, 1].map(entry) }, states: 206 + 120 }
]

describe("compare machine, model-based: the events walked", () => {
  it("include every event the machine handles, each with its payload", () => {
    expect(new Set(allEvents.map((event) => event.type))).toEqual(new Set(compareMachine.events))
  })
})

describe.each(CONFIGURATIONS)("compare machine, model-based, $name: every shortest path", ({ input, states }) => {
  // With the event in each target's key, the shortest paths take every event into every state of the
  // graph, including the adds that change nothing and the refused fifth.
  const paths = getShortestPaths(compareMachine, {
    input,
    events: allEvents,
    serializeState: (snapshot, event) => `${serializeSnapshot(snapshot)}${event === undefined ? "" : ` via ${JSON.stringify(event)}`}`
  })

  it("reaches every list of up to four of the five products, and each full one with and without the message", () => {
    const reached = paths.flatMap((path) => path.steps.map((step) => step.state))
    expect(new Set(reached.map((state) => serializeSnapshot(state))).size).toBe(states)
    expect(new Set(reached.map((state) => state.value))).toEqual(new Set(["empty", "some", "full"]))
    const taken = new Set(paths.flatMap((path) => path.steps.slice(1).map((step) => JSON.stringify(step.event))))
    expect(taken).toEqual(new Set(allEvents.map((event) => JSON.stringify(event))))
    expect(paths.length).toBeGreaterThan(1000)
  })

  it("replays each path on a real actor with the state, items and message the model predicts", async () => {
    for (const path of paths) await runPath(input, path)
  }, 120_000)
})
