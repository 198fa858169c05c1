import { Context, Effect, Layer } from "effect"

/** How long a list's total is reused, and how many totals are kept. */
export const COUNT_TTL_MS = 30_000
const MAX_ENTRIES = 2_000

/**
 * Totals of product lists, reused for a short while. Counting every shown product of a 100,000
 * product catalogue costs ~50 ms on PGlite while the page itself costs ~1 ms; a total that is up to
 * 30 s old is fine for "N products" and paging. It is a cache, not state: a second server process
 * computes its own, and product writes call `invalidate` (docs/decisions/005-search-and-totals.md).
 */
export class CountCache extends Context.Tag("bazaar/CountCache")<CountCache, {
  readonly get: <E, R>(key: string, compute: Effect.Effect<number, E, R>) => Effect.Effect<number, E, R>
  readonly invalidate: Effect.Effect<void>
}>() {
  static readonly layer = Layer.sync(CountCache, () => {
    const entries = new Map<string, { readonly value: number; readonly at: number }>()
    return {
      get: (key, compute) =>
        Effect.suspend(() => {
          const hit = entries.get(key)
          if (hit !== undefined && Date.now() - hit.at < COUNT_TTL_MS) return Effect.succeed(hit.value)
          return Effect.tap(compute, (value) =>
            Effect.sync(() => {
              if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
              entries.set(key, { value, at: Date.now() })
            }))
        }),
      invalidate: Effect.sync(() => entries.clear())
    }
  })
}
