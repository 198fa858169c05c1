import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { vacuumCatalogue } from "#server/db/embedded-vacuum.ts"
import { seededRuntime, type RunSql } from "#tests/support/seeded-runtime.ts"

// Migration 0033: a listing's facets are an index-only scan, which reads the table only for pages
// not marked all-visible; PGlite has no autovacuum, so the server VACUUMs the catalogue
// (server/db/embedded-vacuum.ts). On a PostgreSQL server the same statement does the same.

let run: RunSql
let close: () => Promise<void> = async () => {}

beforeAll(async () => {
  ({ run, close } = await seededRuntime({ products: 200, batchSize: 100 }))
}, 120_000)
afterAll(() => close())

/** The table rows a category's facet read fetched beside its index (EXPLAIN's "Heap Fetches"). */
const heapFetches = () => run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
  yield* sql`SET LOCAL enable_seqscan = off`
  yield* sql`SET LOCAL enable_bitmapscan = off`
  const [category] = yield* sql<{ id: string }>`SELECT category_id AS id FROM products WHERE show GROUP BY category_id ORDER BY count(*) DESC LIMIT 1`
  const plan = yield* sql.unsafe<{ "QUERY PLAN": string }>(
    `EXPLAIN (ANALYZE, COSTS OFF) SELECT brand_id, price_from, discount_pct, rating_avg, sizes, colours, attributes FROM products WHERE show AND category_id = $1`,
    [category!.id]
  )
  const lines = plan.map((row) => row["QUERY PLAN"])
  expect(lines.join("\n")).toContain("Index Only Scan using products_facets_category_idx")
  return Number(/Heap Fetches: (\d+)/.exec(lines.join("\n"))?.[1])
}))))

describe("the catalogue's VACUUM (embedded database maintenance)", () => {
  it("marks the pages a write touched all-visible again, so the facets read their index alone", async () => {
    await run(vacuumCatalogue)
    expect(await heapFetches()).toBe(0)
    await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE products SET rating_count = rating_count WHERE show`))
    expect(await heapFetches()).toBeGreaterThan(0)
    await run(vacuumCatalogue)
    expect(await heapFetches()).toBe(0)
  })
})
