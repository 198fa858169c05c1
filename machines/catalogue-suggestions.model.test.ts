import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { type AnyActorRef, createActor, type SnapshotFrom } from "xstate"
import { getShortestPaths, serializeSnapshot, type StatePath } from "xstate/graph"
import { type CatalogueSuggestions, NO_CATALOGUE_SUGGESTIONS, suggestQueryOf } from "#domain/catalogue-suggestions.ts"
import { Id } from "#domain/common.ts"
import {
  type CatalogueSuggestionsEvent,
  catalogueSuggestionsMachine,
  type CatalogueSuggestionsMachine,
  PAUSE_MS
} from "./catalogue-suggestions.machine.ts"
import { afterDelay, DONE, ERROR, invokeDone, invokeError, isAfter, keyedByTransition, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the header's product and brand suggestions (issue 19 item 5, ADR 035): the
// paths are generated from the REAL machine's graph with xstate/graph and replayed on a real, started
// actor with a held fake call and a fake clock. What the world does is an explicit event of the walk
// (the typing pause passing; the server's answer or failure); on replay it is made to happen for
// real. After every step the actor must be where the walk says, and what the box shows and asks must
// agree with the oracle below, written from the issue and §2/§9 alone.

const SUGGESTED: CatalogueSuggestions = {
  products: [{ _id: Id.make("0000000000000000000000a1"), name: "Rayon Kurti", slugUrl: "rayon-kurti", brand: "Khadi Kraft", image: "/images/k.jpg", price: 499, mrp: 999 }],
  brands: [{ _id: Id.make("0000000000000000000000b1"), name: "Khadi Kraft", slugUrl: "khadi-kraft", image: "", category: "Women", categorySlugUrl: "women" }]
}
const PAUSE = afterDelay("pause", "catalogueSuggestions.waiting")
const ANSWERED = invokeDone("askSuggestions", SUGGESTED)
const EMPTY = invokeDone("askSuggestions", NO_CATALOGUE_SUGGESTIONS)
const FAILED = invokeError("askSuggestions", new Error("Failed to fetch"))
/** What a shopper types: too short, a query, the same in capitals, with a space after, another query. */
const TEXTS = ["k", "kur", "Kur", "kur ", "saari"] as const

type Snapshot = SnapshotFrom<CatalogueSuggestionsMachine>
type WalkEvent = CatalogueSuggestionsEvent | typeof PAUSE | typeof ANSWERED | typeof FAILED

const asking = (snapshot: Snapshot) => "askSuggestions" in snapshot.children
const eventsFor = (snapshot: Snapshot): ReadonlyArray<WalkEvent> => [
  ...TEXTS.map((text) => ({ type: "suggest.type" as const, text })),
  ...(snapshot.matches("waiting") ? [PAUSE] : []),
  ...(asking(snapshot) ? [ANSWERED, EMPTY, FAILED] : [])
]

/** The rule written out: what the box shows and which question is in flight after `sent`. */
const oracle = (sent: ReadonlyArray<WalkEvent>) => {
  let shown = NO_CATALOGUE_SUGGESTIONS
  let current: string | null = null
  let waiting = false
  let asked: string | null = null
  const kept = new Map<string, CatalogueSuggestions>()
  for (const event of sent) {
    if (event.type === "suggest.type") {
      const query = suggestQueryOf((event as CatalogueSuggestionsEvent).text)
      if (query === null) [shown, current, waiting, asked] = [NO_CATALOGUE_SUGGESTIONS, null, false, null]
      else if (query === current) continue
      else if (kept.has(query.toLowerCase())) [shown, current, waiting, asked] = [kept.get(query.toLowerCase())!, query, false, null]
      // A new query waits for the pause; the question in flight is dropped; what is shown stays.
      else [current, waiting, asked] = [query, true, null]
    } else if (isAfter(event)) {
      if (waiting) [waiting, asked] = [false, current]
    } else if (event.type.startsWith(DONE) && asked !== null) {
      shown = outputOf<CatalogueSuggestions>(event)
      kept.set(asked.toLowerCase(), shown)
      asked = null
    } else if (event.type.startsWith(ERROR) && asked !== null) {
      [shown, current, asked] = [NO_CATALOGUE_SUGGESTIONS, null, null]
    }
  }
  return { shown, asked }
}

const paths = getShortestPaths(catalogueSuggestionsMachine, {
  events: (snapshot: Snapshot) => eventsFor(snapshot) as ReadonlyArray<CatalogueSuggestionsEvent>,
  serializeState: keyedByTransition((snapshot: Snapshot) => serializeSnapshot(snapshot), (event: CatalogueSuggestionsEvent) => JSON.stringify(event))
}) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("product and brand suggestions, model-based: every transition of the machine's graph", () => {
  it("takes every event, the pause, every answer, and reaches every state", () => {
    const taken = takenIn(paths)
    expect(taken).toContain("suggest.type")
    expect(taken).toContain(PAUSE.type)
    expect(taken).toContain(`${DONE}askSuggestions`)
    expect(taken).toContain(`${ERROR}askSuggestions`)
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(["idle", "waiting", "asking", "shown", "failed"]))
  })

  it("replays each path on a real actor: shown, asked and kept as the issue says, one question at a time, after the pause", async () => {
    expect(paths.length).toBeGreaterThan(50)
    for (const path of paths) {
      const held = heldCalls<CatalogueSuggestions, { readonly query: string }>({ what: "askSuggestions" })
      await replayPath<Snapshot, WalkEvent>(path, {
        start: (): AnyActorRef => createActor(catalogueSuggestionsMachine.provide({ actors: { askSuggestions: held.logic } })).start(),
        happen: async (event) => {
          if (isAfter(event)) {
            // Just before the pause nothing is asked; at its end the question is.
            await vi.advanceTimersByTimeAsync(PAUSE_MS - 1)
            expect(held.live()).toHaveLength(0)
            await vi.advanceTimersByTimeAsync(1)
            return true
          }
          if (event.type.startsWith(DONE)) held.only().resolve(outputOf<CatalogueSuggestions>(event))
          else if (event.type.startsWith(ERROR)) held.only().reject(new Error("Failed to fetch"))
          else return false
          return true
        },
        settle: async () => { await vi.advanceTimersByTimeAsync(0) },
        check: (actual, sent, where) => {
          const expected = oracle(sent)
          expect(actual.context.shown, where).toEqual(expected.shown)
          expect(held.live().map((call) => call.input.query), where).toEqual(expected.asked === null ? [] : [expected.asked])
        }
      })
    }
  }, 60_000)
})
