import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { Id } from "#domain/common.ts"
import { type RecentlyViewedEvent, type RecentlyViewedInput, recentlyViewedMachine } from "./recently-viewed.machine.ts"

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const numbers = (list: ReadonlyArray<Id>) => list.map((productId) => Number.parseInt(productId, 16))
const input = (...ns: ReadonlyArray<number>): RecentlyViewedInput => ({ productIds: ns.map(id) })

const viewed = (n: number): RecentlyViewedEvent => ({ type: "recently-viewed.record", productId: id(n) })
const synced = (...ns: ReadonlyArray<number>): RecentlyViewedEvent => ({ type: "recently-viewed.synced", productIds: ns.map(id) })

const run = (start: RecentlyViewedInput, ...events: ReadonlyArray<RecentlyViewedEvent>) => {
  const actor = createActor(recentlyViewedMachine, { input: start }).start()
  for (const event of events) actor.send(event)
  const snapshot = actor.getSnapshot()
  actor.stop()
  return { state: snapshot.value, products: numbers(snapshot.context.productIds) }
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

describe("the recently viewed actor at start", () => {
  it("is empty when nothing was stored", () => {
    expect(run(input())).toEqual({ state: "empty", products: [] })
  })

  it("holds the restored list, most recent first", () => {
    expect(run(input(3, 1, 2))).toEqual({ state: "some", products: [3, 1, 2] })
  })

  it("keeps only the first 12 distinct products of a restored list", () => {
    expect(run(input(5, 5, ...range(10, 14)))).toEqual({ state: "some", products: [5, ...range(10, 11)] })
  })
})

describe("recently-viewed.record (a visit to a product page)", () => {
  it("puts the product first", () => {
    expect(run(input(), viewed(1), viewed(2))).toEqual({ state: "some", products: [2, 1] })
  })

  it("moves a product viewed before to the front, once", () => {
    expect(run(input(3, 2, 1), viewed(1))).toEqual({ state: "some", products: [1, 3, 2] })
    expect(run(input(3, 2, 1), viewed(3), viewed(3))).toEqual({ state: "some", products: [3, 2, 1] })
  })

  it("forgets the oldest product when a 13th is viewed", () => {
    expect(run(input(...range(1, 12)), viewed(99))).toEqual({ state: "some", products: [99, ...range(1, 11)] })
  })
})

describe("recently-viewed.synced (another tab saved the list)", () => {
  it("takes the other tab's list, cut to the first 12 distinct products", () => {
    expect(run(input(1), synced(7, 8, 7, ...range(20, 12)))).toEqual({ state: "some", products: [7, 8, ...range(20, 10)] })
  })

  it("of an emptied list leaves nothing to show", () => {
    expect(run(input(1, 2), synced())).toEqual({ state: "empty", products: [] })
  })
})

describe("the recently viewed actor, for any sequence of events", () => {
  const n = fc.integer({ min: 1, max: 16 })
  const eventArb: fc.Arbitrary<RecentlyViewedEvent> = fc.oneof(
    { weight: 4, arbitrary: n.map(viewed) },
    { weight: 1, arbitrary: fc.array(n, { maxLength: 16 }).map((ns) => synced(...ns)) }
  )

  it("holds at most 12 distinct products, the last one recorded first, and rests in the state their count says", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), (events) => {
        const actor = createActor(recentlyViewedMachine, { input: input() }).start()
        for (const event of events) {
          actor.send(event)
          const { value, context } = actor.getSnapshot()
          const count = context.productIds.length
          expect(count).toBeLessThanOrEqual(12)
          expect(new Set(context.productIds).size).toBe(count)
          expect(value).toBe(count === 0 ? "empty" : "some")
          if (event.type === "recently-viewed.record") expect(context.productIds[0]).toBe(event.productId)
        }
        actor.stop()
      })
    )
  })
})
