import { Effect } from "effect"
import { describe, expect, it, vi } from "vitest"
import { COUNT_TTL_MS, CountCache } from "./count-cache.ts"

const run = <A>(effect: Effect.Effect<A, never, CountCache>) => Effect.runPromise(Effect.provide(effect, CountCache.layer))

describe("the count cache", () => {
  it("counts once per key within the time to live, again after it, and after invalidate", async () => {
    vi.useFakeTimers()
    try {
      let computed = 0
      const count = Effect.sync(() => ++computed)
      const values = await run(Effect.gen(function* () {
        const cache = yield* CountCache
        const first = yield* cache.get("all", count)
        const again = yield* cache.get("all", count)
        const other = yield* cache.get("category=men", count)
        vi.advanceTimersByTime(COUNT_TTL_MS + 1)
        const expired = yield* cache.get("all", count)
        yield* cache.invalidate
        const invalidated = yield* cache.get("all", count)
        return [first, again, other, expired, invalidated]
      }))
      expect(values).toEqual([1, 1, 2, 3, 4])
    } finally {
      vi.useRealTimers()
    }
  })

  it("does not keep a failed count", async () => {
    const result = await Effect.runPromise(Effect.gen(function* () {
      const cache = yield* CountCache
      const failed = yield* Effect.either(cache.get("k", Effect.fail("down" as const)))
      const ok = yield* cache.get("k", Effect.succeed(7))
      return [failed._tag, ok]
    }).pipe(Effect.provide(CountCache.layer)))
    expect(result).toEqual(["Left", 7])
  })
})
