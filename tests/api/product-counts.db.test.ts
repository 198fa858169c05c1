import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunSql, seededRuntime } from "#tests/support/seeded-runtime.ts"

// Migration 0013: product_counts, the shown products per list filter, kept by triggers on every
// write to products. The rule checked after each kind of write: every kept count equals counting
// the products themselves, and no count is kept that counting does not find.

const TIMEOUT = 120_000

let run: RunSql
let close: () => Promise<void> = async () => {}

interface Count { readonly kind: string; readonly key: string; readonly shown: number }

/** The counts as counting the products finds them (only non-zero ones). */
const counted = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql<Count>`
    SELECT k.kind, k.key, count(*)::int AS shown FROM products p,
      bazaar_count_keys(p.show, p.super_category_id, p.category_id, p.sub_category_id, p.category_tag_id, p.brand_id, p.recommended, p.trending, p.hot) k
    GROUP BY 1, 2 ORDER BY 1, 2`
})
const kept = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return yield* sql<Count>`SELECT kind, key, shown::int AS shown FROM product_counts WHERE shown <> 0 ORDER BY 1, 2`
})
const plainCount = (where: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.map(sql.unsafe<{ n: number }>(`SELECT count(*)::int AS n FROM products WHERE ${where}`), (rows) => rows[0]!.n))

beforeAll(async () => {
  ;({ run, close } = await seededRuntime({ products: 600, batchSize: 250 }))
}, TIMEOUT)

afterAll(() => close())

describe("product_counts, kept by the database", { timeout: TIMEOUT }, () => {
  it("equals counting after the seed, for every filter of a list", async () => {
    const keptCounts = await run(kept)
    expect(keptCounts).toEqual(await run(counted))
    const all = keptCounts.find((c) => c.kind === "all")!
    expect(all.shown).toBe(await run(plainCount("show")))
    expect(keptCounts.find((c) => c.kind === "hot")!.shown).toBe(await run(plainCount("show AND hot")))
    expect(keptCounts.filter((c) => c.kind === "category").length).toBeGreaterThan(10)
  })

  it("follows updates that hide, show, move and flag products, in one statement or many", async () => {
    await run(Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`UPDATE products SET show = false WHERE seq % 7 = 0`
      yield* sql`UPDATE products SET hot = NOT hot, recommended = true WHERE seq % 5 = 1`
      // Moved to another brand (one the product's subcategory has) and back-and-forth in one transaction.
      yield* sql.withTransaction(Effect.gen(function* () {
        yield* sql`UPDATE products SET brand_id = (SELECT min(brand_id) FROM products) WHERE seq % 11 = 2`
        yield* sql`UPDATE products SET show = true WHERE seq % 14 = 0`
      }))
      // An update that changes nothing counted.
      yield* sql`UPDATE products SET description = description || '.' WHERE seq % 3 = 0`
    }))
    expect(await run(kept)).toEqual(await run(counted))
  })

  it("follows deletes and inserts, and a rolled-back write leaves the counts as they were", async () => {
    const before = await run(kept)
    await run(Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql.withTransaction(Effect.gen(function* () {
        yield* sql`DELETE FROM products WHERE seq % 13 = 3`
        return yield* Effect.fail("rolled back")
      })).pipe(Effect.ignore)
    }))
    expect(await run(kept)).toEqual(before)
    await run(Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`DELETE FROM products WHERE seq % 13 = 3`
      yield* sql`
        INSERT INTO products (id, name, slug_url, category_tag_id, sub_category_id, category_id, super_category_id, brand_id, hot, show, hsn, gst_rate)
        SELECT 'copy' || id, name, 'copy-' || slug_url, category_tag_id, sub_category_id, category_id, super_category_id, brand_id, hot, show, hsn, gst_rate
        FROM products WHERE seq % 17 = 4`
    }))
    expect(await run(kept)).toEqual(await run(counted))
  })

  it("is emptied by TRUNCATE", async () => {
    await run(Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`TRUNCATE products CASCADE`
    }))
    expect(await run(kept)).toEqual([])
    expect(await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT count(*)::int AS n FROM product_counts`))).toEqual([{ n: 0 }])
  })
})
