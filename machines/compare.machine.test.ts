import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { Id } from "#domain/common.ts"
import { COMPARE_FULL_TEXT, type CompareEntry } from "#domain/compare.ts"
import { type CompareEvent, type CompareInput, compareMachine } from "./compare.machine.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const entry = (n: number): CompareEntry => ({ productId: id(n), slugUrl: `product-${n}` })
const numbers = (list: ReadonlyArray<CompareEntry>) => list.map((e) => Number.parseInt(e.productId, 16))

const add = (n: number): CompareEvent => ({ type: "compare.add", entry: entry(n) })
const remove = (n: number): CompareEvent => ({ type: "compare.remove", productId: id(n) })

const run = (input: CompareInput, ...events: ReadonlyArray<CompareEvent>) => {
  const actor = createActor(compareMachine, { input }).start()
  for (const event of events) actor.send(event)
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { state: snapshot.value, items: numbers(snapshot.context.items), message: snapshot.context.message }
}

describe("the compare actor at start", () => {
  it("is empty with no message when nothing was stored", () => {
    expect(run({ items: [] })).toEqual({ state: "empty", items: [], message: null })
  })

  it("holds the restored list, in the state its length says", () => {
    expect(run({ items: [entry(1), entry(2)] })).toEqual({ state: "some", items: [1, 2], message: null })
    expect(run({ items: [1, 2, 3, 4].map(entry) })).toEqual({ state: "full", items: [1, 2, 3, 4], message: null })
  })

  it("keeps only the first 4 distinct products of a restored list", () => {
    expect(run({ items: [1, 1, 2, 3, 4, 5].map(entry) })).toEqual({ state: "full", items: [1, 2, 3, 4], message: null })
  })
})

describe("compare.add", () => {
  it("appends products in the order added, up to 4", () => {
    expect(run({ items: [] }, add(3), add(1))).toEqual({ state: "some", items: [3, 1], message: null })
    expect(run({ items: [] }, add(3), add(1), add(4), add(2))).toEqual({ state: "full", items: [3, 1, 4, 2], message: null })
  })

  it("changes nothing for a product already compared", () => {
    expect(run({ items: [entry(1), entry(2)] }, add(1))).toEqual({ state: "some", items: [1, 2], message: null })
    expect(run({ items: [1, 2, 3, 4].map(entry) }, add(2))).toEqual({ state: "full", items: [1, 2, 3, 4], message: null })
  })

  it("of a fifth product keeps the four and says why", () => {
    expect(run({ items: [1, 2, 3, 4].map(entry) }, add(5))).toEqual({ state: "full", items: [1, 2, 3, 4], message: COMPARE_FULL_TEXT })
    expect(COMPARE_FULL_TEXT).toBe("You can compare up to 4 products. Remove one to add another.")
  })
})

describe("compare.remove", () => {
  it("takes the product out, keeping the others in order", () => {
    expect(run({ items: [1, 2, 3].map(entry) }, remove(2))).toEqual({ state: "some", items: [1, 3], message: null })
    expect(run({ items: [entry(1)] }, remove(1))).toEqual({ state: "empty", items: [], message: null })
  })

  it("clears the message, and then a fifth product can be added", () => {
    const full = { items: [1, 2, 3, 4].map(entry) }
    expect(run(full, add(5), remove(1))).toEqual({ state: "some", items: [2, 3, 4], message: null })
    expect(run(full, add(5), remove(1), add(5))).toEqual({ state: "full", items: [2, 3, 4, 5], message: null })
  })

  it("of a product not compared changes no product, and still clears the message", () => {
    expect(run({ items: [1, 2, 3, 4].map(entry) }, add(5), remove(9))).toEqual({ state: "full", items: [1, 2, 3, 4], message: null })
  })
})

describe("compare.clear and compare.dismiss", () => {
  it("clear empties the list and the message", () => {
    expect(run({ items: [1, 2, 3, 4].map(entry) }, add(5), { type: "compare.clear" })).toEqual({ state: "empty", items: [], message: null })
  })

  it("dismiss clears the message and keeps the list", () => {
    expect(run({ items: [1, 2, 3, 4].map(entry) }, add(5), { type: "compare.dismiss" })).toEqual({
      state: "full",
      items: [1, 2, 3, 4],
      message: null
    })
  })
})

describe("compare.synced (another tab changed the stored list)", () => {
  it("takes the other tab's list, cut to the first 4 distinct products", () => {
    expect(run({ items: [entry(1)] }, { type: "compare.synced", items: [7, 8, 7, 9, 10, 11].map(entry) })).toEqual({
      state: "full",
      items: [7, 8, 9, 10],
      message: null
    })
    expect(run({ items: [1, 2].map(entry) }, { type: "compare.synced", items: [] })).toEqual({ state: "empty", items: [], message: null })
  })

  it("clears the message when the list it brings is no longer full, and keeps it when it still is", () => {
    const full = { items: [1, 2, 3, 4].map(entry) }
    expect(run(full, add(5), { type: "compare.synced", items: [entry(1)] }).message).toBeNull()
    expect(run(full, add(5), { type: "compare.synced", items: [5, 6, 7, 8].map(entry) }).message).toBe(COMPARE_FULL_TEXT)
  })
})

describe("the compare actor, for any sequence of events", () => {
  const n = fc.integer({ min: 1, max: 6 })
  const eventArb: fc.Arbitrary<CompareEvent> = fc.oneof(
    n.map(add),
    n.map(remove),
    fc.constant<CompareEvent>({ type: "compare.clear" }),
    fc.constant<CompareEvent>({ type: "compare.dismiss" }),
    fc.array(n, { maxLength: 6 }).map((ns): CompareEvent => ({ type: "compare.synced", items: ns.map(entry) }))
  )

  it("holds at most 4 distinct products, rests in the state their count says, and shows a message only when full", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 25 }), (events) => {
        const actor = createActor(compareMachine, { input: { items: [] } }).start()
        for (const event of events) {
          actor.send(event)
          const { value, context } = actor.getSnapshot()
          const count = context.items.length
          expect(count).toBeLessThanOrEqual(4)
          expect(new Set(numbers(context.items)).size).toBe(count)
          expect(value).toBe(count === 0 ? "empty" : count === 4 ? "full" : "some")
          if (context.message !== null) expect(value).toBe("full")
        }
        actor.stop()
      })
    )
  })
})
