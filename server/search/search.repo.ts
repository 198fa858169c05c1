import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { CLOSEST_QUERIES, closestWordLists } from "#domain/search-query.ts"
import { allUnitsTsQuery, AUDIENCE_TSQUERY, hasFilters, readSearchQuery, unitWords, withWords } from "#domain/search-reading.ts"

// The search's reads (issue 19 item 5): the synonym groups (ADR 033; migration 0023) and "Did you
// mean". Its writes are in search.writes.ts, its HTTP handlers in search.handlers.ts.

/**
 * The synonym groups of the product search, in the admin's order: an admin reads and replaces
 * them; `searchProducts` (product/product.repo.ts) reads them for every query.
 */
export const synonymGroups = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ terms: Array<string> }>`
  SELECT terms FROM search_synonyms ORDER BY position`).pipe(Effect.map((rows) => rows.map((row) => row.terms)))

/** The least trigram similarity of a word "Did you mean" offers. */
const CLOSEST_SIMILARITY = 0.15
/** How many queries "Did you mean" makes from the nearest words, of which those that find products are offered. */
const CLOSEST_TRIED = 8

/**
 * "Did you mean" (GET search/closest): each searched word's nearest words among the catalogue's own
 * (search_words, migrations 0014 and 0016) and the synonyms' Latin terms, by trigram similarity
 * (at least CLOSEST_SIMILARITY), closest first, made into queries; the query's price and whom it is
 * for are kept as typed ("sadee under 1000" → "saree under 1000", never "saree grinder 10000": ADR
 * 042). Only queries that find products are offered, at most CLOSEST_QUERIES: each tried has every
 * word matched by a shown product within its filters, all tried in one statement (an index probe
 * each). A query whose filters leave nothing is also offered its words alone.
 */
export const closest = (text: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const groups = yield* synonymGroups
    const query = readSearchQuery(text, groups)
    const words = unitWords(query).slice(0, 6)
    if (words.length === 0) return []
    // Further than the search's own correction (pg_trgm's 0.3, which already found nothing): from
    // CLOSEST_SIMILARITY, through the words' trigram index with the threshold set for this transaction.
    const rows = yield* sql.withTransaction(Effect.zipRight(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(CLOSEST_SIMILARITY)}, true)`, sql<{ asked: string; words: Array<string> | null }>`
      SELECT a.asked, (
        SELECT array_agg(c.w ORDER BY c.sim DESC, c.w) FROM (
          SELECT u.w, similarity(u.w, a.asked) AS sim FROM (
            SELECT s.word AS w FROM search_words s WHERE s.word % a.asked
            UNION
            SELECT t.term AS w FROM search_synonyms g, unnest(g.terms) AS t (term) WHERE t.term ~ '^[a-z0-9 ]+$' AND t.term % a.asked
          ) u ORDER BY sim DESC, u.w LIMIT ${CLOSEST_QUERIES}
        ) c
      ) AS words
      FROM json_array_elements_text(${JSON.stringify(words)}::json) AS a (asked)`))
    const nearest = new Map(rows.map((row) => [row.asked, row.words ?? []]))
    const asked = query.tokens.join(" ")
    const tried = [
      ...closestWordLists(words, words.map((word) => nearest.get(word) ?? []), CLOSEST_TRIED).map((list) => withWords(query, (token, i) => i < list.length ? list[i]! : token)),
      ...(hasFilters(query) ? [words.join(" ")] : [])
    ].filter((candidate, i, all) => candidate !== asked && all.indexOf(candidate) === i)
    const checks = tried.flatMap((candidate, ord) => {
      const read = readSearchQuery(candidate, groups)
      const all = allUnitsTsQuery(read)
      if (all === null) return []
      return [{ ord, tsq: read.audience === undefined ? all : `(${all}) & (${AUDIENCE_TSQUERY[read.audience]})`, min: read.minPrice ?? null, max: read.maxPrice ?? null }]
    })
    if (checks.length === 0) return []
    const found = yield* sql<{ ord: number }>`
      SELECT c.ord FROM json_to_recordset(${JSON.stringify(checks)}::json) AS c (ord int, tsq text, min numeric, max numeric)
      WHERE EXISTS (
        SELECT 1 FROM products p WHERE p.show AND p.search @@ to_tsquery('english', c.tsq)
          AND (c.min IS NULL OR p.price_from >= c.min) AND (c.max IS NULL OR p.price_from <= c.max))
      ORDER BY c.ord`
    return found.map((row) => tried[row.ord]!).slice(0, CLOSEST_QUERIES)
  })
