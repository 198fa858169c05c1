import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor } from "xstate"
import { type CatalogueSuggestions, NO_CATALOGUE_SUGGESTIONS } from "#domain/catalogue-suggestions.ts"
import { Id } from "#domain/common.ts"
import { catalogueSuggestionsMachine, KEPT_ANSWERS, PAUSE_MS } from "./catalogue-suggestions.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// The header's product and brand suggestions machine (issue 19 item 5, ADR 035) over time: the
// pause is a pause in typing (each keystroke starts it again), and the kept answers are bounded.

const answerFor = (query: string): CatalogueSuggestions => ({
  products: [{ _id: Id.make("0000000000000000000000a1"), name: `${query} kurti`, slugUrl: "kurti", brand: "Khadi Kraft", image: "", price: 499, mrp: 499 }],
  brands: []
})

const start = () => {
  const held = heldCalls<CatalogueSuggestions, { readonly query: string }>({ what: "askSuggestions" })
  const actor = createActor(catalogueSuggestionsMachine.provide({ actors: { askSuggestions: held.logic } })).start()
  const type = (text: string) => actor.send({ type: "suggest.type", text })
  return { held, actor, type }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe("suggestions while a shopper types", () => {
  it("ask once typing pauses for PAUSE_MS: each keystroke starts the pause again", async () => {
    const { held, type } = start()
    for (const text of ["ku", "kur", "kurt", "kurti"]) {
      type(text)
      await vi.advanceTimersByTimeAsync(PAUSE_MS - 50)
    }
    expect(held.calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(50)
    expect(held.calls.map((call) => call.input.query)).toEqual(["kurti"])
  })

  it("drop a question when the text changes while it is asked, and show the last answer until the next arrives", async () => {
    const { held, actor, type } = start()
    type("kur")
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    held.only().resolve(answerFor("kur"))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.shown).toEqual(answerFor("kur"))
    type("kurt")
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    const first = held.only()
    type("kurti")
    expect(first.signal.aborted).toBe(true)
    expect(actor.getSnapshot().context.shown).toEqual(answerFor("kur"))
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    held.only().resolve(answerFor("kurti"))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.shown).toEqual(answerFor("kurti"))
    expect(actor.getSnapshot().value).toBe("shown")
  })

  it("answer a query asked before at once, keeping the last KEPT_ANSWERS answers", async () => {
    const { held, actor, type } = start()
    const queries = Array.from({ length: KEPT_ANSWERS + 1 }, (_, i) => `query ${i}`)
    for (const query of queries) {
      type(query)
      await vi.advanceTimersByTimeAsync(PAUSE_MS)
      held.only().resolve(answerFor(query))
      await vi.advanceTimersByTimeAsync(0)
    }
    expect(actor.getSnapshot().context.kept).toHaveLength(KEPT_ANSWERS)
    type("QUERY 5")
    expect(actor.getSnapshot().context.shown).toEqual(answerFor("query 5"))
    type("query 0")
    expect(actor.getSnapshot().value).toBe("waiting")
    expect(held.live()).toHaveLength(0)
  })

  it("show nothing under 2 characters or after a failure, and ask again when the text is typed again", async () => {
    const { held, actor, type } = start()
    type("kur")
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    held.only().reject(new Error("Failed to fetch"))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.shown).toEqual(NO_CATALOGUE_SUGGESTIONS)
    type("kur ")
    await vi.advanceTimersByTimeAsync(PAUSE_MS)
    held.only().resolve(answerFor("kur"))
    await vi.advanceTimersByTimeAsync(0)
    type(" k")
    expect(actor.getSnapshot().context.shown).toEqual(NO_CATALOGUE_SUGGESTIONS)
    expect(actor.getSnapshot().value).toBe("idle")
    expect(held.calls).toHaveLength(2)
  })
})
