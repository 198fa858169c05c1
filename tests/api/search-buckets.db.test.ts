import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FUZZY_BELOW, SEARCH_BUCKET, SEARCH_CANDIDATES, searchPage, searchProducts, suggestedProducts } from "#server/product/product.repo.ts"
import { type RunSql, seededRuntime } from "#tests/support/seeded-runtime.ts"

// Migration 0016, decision 005: a search walks the catalogue's buckets of SEARCH_BUCKET consecutive
// products newest first and ranks the first SEARCH_CANDIDATES matches it finds. The seed's products are all
// in bucket 0; the tests add products in buckets 1 and 3 (bucket 2 left empty) by giving them
// sequence numbers there, as a catalogue of 50,000 products would.

const TIMEOUT = 120_000

let run: RunSql
let close: () => Promise<void> = async () => {}

/**
 * `count` copies of seeded products named "<word> …", the first at sequence number `fromSeq`, the
 * rest after it, `hidden` of them hidden.
 */
const addProducts = (word: string, fromSeq: number, count: number, hidden = 0) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    INSERT INTO products (id, seq, name, slug_url, description, category_tag_id, sub_category_id, category_id, super_category_id,
                          brand_id, attributes, show, price_from, keywords, created_at, hsn, gst_rate)
    OVERRIDING SYSTEM VALUE
    SELECT w || '-' || s, s, w || ' ' || p.name, w || '-' || s || '-' || p.slug_url, p.description,
           p.category_tag_id, p.sub_category_id, p.category_id, p.super_category_id, p.brand_id, p.attributes, n >= ${hidden},
           p.price_from, p.keywords, p.created_at, p.hsn, p.gst_rate
    FROM (SELECT ${word}::text AS w) AS word, generate_series(0, ${count - 1}::integer) AS n, LATERAL (SELECT ${fromSeq}::bigint + n AS s) AS seq, LATERAL (SELECT * FROM products ORDER BY seq LIMIT 1 OFFSET n % 100) p`)

/** Every shown product matching the words, by counting them all (no index, no bound). */
const allMatches = (text: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.map(
    sql<{ id: string }>`SELECT id FROM products WHERE show AND search @@ websearch_to_tsquery('english', ${text}) ORDER BY seq DESC`,
    (rows) => rows.map((r) => r.id)))

/** Every product a search pages through, 100 to a page. */
const pagedThrough = (text: string) =>
  Effect.gen(function* () {
    const ids: Array<string> = []
    let total = 0
    for (let page = 1; ; page++) {
      const answer = yield* searchProducts(text, { page, limit: 100 })
      total = answer.total
      ids.push(...answer.items.map((p) => p._id))
      if (answer.items.length < 100) break
    }
    return { ids, total }
  })

beforeAll(async () => {
  ;({ run, close } = await seededRuntime({ products: 300, batchSize: 300 }))
  await run(Effect.gen(function* () {
    // "quokka": 30 old ones (bucket 0), 20 in bucket 1 (5 hidden), 10 in bucket 3; "wombat": 300 in
    // bucket 0 and 400 in bucket 3, more than a search ranks.
    const sql = yield* SqlClient.SqlClient
    const { oldest } = (yield* sql<{ oldest: number }>`SELECT max(seq)::int + 1 AS oldest FROM products`)[0]!
    yield* addProducts("quokka", oldest, 30)
    yield* addProducts("quokka", SEARCH_BUCKET + 10, 20, 5)
    yield* addProducts("quokka", 3 * SEARCH_BUCKET + 10, 10)
    yield* addProducts("wombat", oldest + 100, 300)
    yield* addProducts("wombat", 3 * SEARCH_BUCKET + 100, 400)
    yield* sql`ANALYZE products`
  }))
}, TIMEOUT)

afterAll(() => close())

describe("search by buckets, newest first (migration 0016)", { timeout: TIMEOUT }, () => {
  it("finds every shown match in every bucket, past an empty one, when there are fewer than it ranks", async () => {
    const expected = await run(allMatches("quokka"))
    expect(expected).toHaveLength(55)
    const found = await run(pagedThrough("quokka"))
    expect(found.total).toBe(55)
    expect([...found.ids].sort()).toEqual([...expected].sort())
  })

  it("ranks SEARCH_CANDIDATES matches, the newest buckets' first, when there are more", async () => {
    const expected = await run(allMatches("wombat"))
    expect(expected).toHaveLength(700)
    const found = await run(pagedThrough("wombat"))
    expect(found.total).toBe(SEARCH_CANDIDATES)
    expect(new Set(found.ids).size).toBe(SEARCH_CANDIDATES)
    // All 400 of bucket 3, then 80 of bucket 0's 300 (within a bucket, in the index's order).
    const seqOf = (id: string) => Number(id.slice("wombat-".length))
    expect(found.ids.filter((id) => seqOf(id) >= 3 * SEARCH_BUCKET)).toHaveLength(400)
    expect(found.ids.filter((id) => seqOf(id) < SEARCH_BUCKET)).toHaveLength(SEARCH_CANDIDATES - 400)
    expect(found.ids.every((id) => expected.includes(id))).toBe(true)
  })

  it("corrects a misspelt word and finds its matches in every bucket", async () => {
    const found = await run(pagedThrough("quokak"))
    expect([...found.ids].sort()).toEqual((await run(allMatches("quokka"))).sort())
  })

  it("answers from the products with every word exactly as the statement with every stage, whenever they are FUZZY_BELOW or more", async () => {
    // searchProducts asks the first, then the second only when the first found fewer: a page, a
    // filter and a sort each leave the two alike (the partial and misspelling stages add nothing then).
    const [brand] = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ slug: string }>`
      SELECT b.slug_url AS slug FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id LIKE 'wombat-%' GROUP BY b.slug_url ORDER BY count(*) DESC LIMIT 1`))
    const asked: Array<[string, Parameters<typeof searchPage>[1]]> = [
      ["wombat", {}], ["wombat", { page: 3, limit: 36 }], ["quokka", {}], ["wombat", { sort: "price-asc" }],
      ["wombat", { brands: [brand!.slug], limit: 100 }], ["wombat", { page: 40 }]
    ]
    for (const [text, request] of asked) {
      const whole = await run(searchPage(text, request, "whole"))
      const all = await run(searchPage(text, request, "all"))
      expect(whole.length === 0 || whole[0]!.found >= FUZZY_BELOW, `${text} ${JSON.stringify(request)}`).toBe(true)
      expect(whole, `${text} ${JSON.stringify(request)}`).toEqual(all)
    }
    // Fewer than FUZZY_BELOW with every word ("wombat quokka" has none): the first try says so.
    expect(await run(searchPage("wombat quokka", {}, "whole"))).toEqual([])
    expect((await run(searchPage("wombat quokka", {}, "all"))).length).toBeGreaterThan(0)
  })

  it("is answered by the bucketed index: the search's expression is the index's", async () => {
    // Sequential scans off, and no `show` (which a small catalogue's planner reads from a list's
    // partial index): the bucketed index is used only if the expression is exactly its own.
    const plan = await run(Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.withTransaction(Effect.gen(function* () {
        yield* sql`SET LOCAL enable_seqscan = off`
        return yield* sql.unsafe<{ "QUERY PLAN": string }>(
          `EXPLAIN SELECT id FROM products p WHERE p.search @@ to_tsquery('english', 'wombat') AND ARRAY[(p.seq / ${SEARCH_BUCKET})::integer] @> ARRAY[3]`)
      }))
    }))
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("products_search_bucket_idx")
  })

  it("leaves the search's bucket to its own index, and answers the suggestions' negated bucket and both their vectors by theirs (migrations 0025, 0034)", async () => {
    const explain = (where: string) => run(Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return yield* sql.withTransaction(Effect.gen(function* () {
        yield* sql`SET LOCAL enable_seqscan = off`
        return (yield* sql.unsafe<{ "QUERY PLAN": string }>(`EXPLAIN SELECT id FROM products p WHERE ${where}`)).map((row) => row["QUERY PLAN"]).join("\n")
      }))
    }))
    const search = await explain(`p.search @@ to_tsquery('english', 'wombat') AND ARRAY[(p.seq / ${SEARCH_BUCKET})::integer] @> ARRAY[3]`)
    expect(search).toContain("products_search_bucket_idx")
    expect(search).not.toContain("products_suggestion_bucket_idx")
    const suggestion = await explain(`p.name_search @@ 'wombat'::tsquery AND ARRAY[-(p.seq / ${SEARCH_BUCKET})::integer] @> ARRAY[-3]`)
    expect(suggestion).toContain("products_suggestion_bucket_idx")
    // Two words, as the suggestions ask (their queries computed once, their bucket the walk's): the
    // name's and the search vector's conditions in the one index scan, none left to read the table for.
    const twoWords = await explain(`p.name_search @@ (SELECT 'wombat'::tsquery) AND setweight(p.search, 'A') @@ (SELECT to_tsquery('english', 'quokka'))
      AND ARRAY[-(p.seq / ${SEARCH_BUCKET})::integer] @> ARRAY[-(SELECT 3)]`)
    expect(twoWords).toMatch(/Bitmap Index Scan on products_suggestion_bucket_idx .*\n\s+Index Cond: \(\(name_search @@ .*\) AND \(setweight\(search, 'A'::\"char\"\) @@ .*\) AND \(ARRAY\[/)
    expect(twoWords).not.toContain("Filter")
  })
})

describe("product suggestions by bucket, newest first, from the names' words (migrations 0025, 0034)", { timeout: TIMEOUT }, () => {
  /** Every shown product whose name matches the prefix query and whose search vector the whole words, by reading them all. */
  const allSuggestible = (prefix: string, whole: string | null) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.map(
      sql<{ id: string }>`SELECT id FROM products WHERE show AND name_search @@ to_tsquery('english', ${prefix})
        AND (${whole}::text IS NULL OR search @@ to_tsquery('english', ${whole}))`,
      (rows) => rows.map((r) => r.id).sort()))
  const suggested = (text: string) => run(Effect.map(suggestedProducts(text, 100), (products) => products.map((p) => p._id)))

  it("finds every shown match in every bucket, past an empty one, when there are fewer than it ranks", async () => {
    const expected = await run(allSuggestible("quok:*", null))
    expect(expected).toHaveLength(55)
    expect((await suggested("quok")).sort()).toEqual(expected)
  })

  it("ranks the newest bucket's matches first when there are more", async () => {
    const found = await suggested("womb")
    expect(found).toHaveLength(60)
    expect(found.every((id) => Number(id.slice("wombat-".length)) >= 3 * SEARCH_BUCKET)).toBe(true)
  })

  it("needs the words before the last one in the name or the keywords", async () => {
    const [word] = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ word: string }>`
      SELECT w AS word FROM products p, regexp_split_to_table(lower(p.keywords), '[^a-z]+') AS w
      WHERE p.id LIKE 'quokka-%' AND length(w) >= 4 GROUP BY w ORDER BY count(*), w LIMIT 1`))
    const expected = await run(allSuggestible("quo:*", word!.word))
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(55)
    expect((await suggested(`${word!.word} quo`)).sort()).toEqual(expected)
  })

  it("is planned once per connection: its prepared statement keeps PostgreSQL's generic plan", async () => {
    // One transaction, so every call and the look at the statements are on one connection.
    const plans = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
      for (const text of ["quok", "womb", "quo", "wom", "quokk", "womba", "quokka wo", "wombat qu"]) yield* suggestedProducts(text, 4)
      return yield* sql<{ generic: number; custom: number }>`
        SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE '%product_name_words%'`
    }))))
    expect(plans.length).toBeGreaterThan(0)
    // One word and two words are two statements; each is planned afresh at most 5 times, then kept.
    for (const plan of plans) expect(plan.custom).toBeLessThanOrEqual(5)
    expect(plans.some((plan) => plan.generic > 0)).toBe(true)
  })

  it("knows a name's new words at once, inserted or renamed, whatever characters they hold", async () => {
    const [renamed] = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`
      UPDATE products SET name = 'Numbat water bottle' WHERE id = 'wombat-' || ${3 * SEARCH_BUCKET + 100} RETURNING id`))
    expect(await suggested("numb")).toEqual([renamed!.id])
    // A name's URL is one word holding a quote and a backslash: the query quotes it.
    await run(addProducts("https://quoll.example/o'k\\x", 5 * SEARCH_BUCKET, 1))
    const quoll = await suggested("quoll")
    expect(quoll).toHaveLength(1)
    expect(await suggested("quol")).toEqual(quoll)
  })
})
