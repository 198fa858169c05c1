import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { CLOSEST_QUERIES, closestQueries, type SynonymGroups, understandQuery } from "#domain/search-query.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import { orUnavailable } from "../http/failures.ts"
import { limitByAddress, RATE_RULES } from "../http/rate-limit.ts"
import { ServedApi } from "../http/served-api.ts"
import { catalogueSuggestions } from "./suggestions.ts"

// The synonym groups of the product search (issue 19 item 5, ADR 033; migration 0023), which an
// admin reads and replaces; `searchProducts` (product/product.repo.ts) reads them for every query.

/** The groups, in the admin's order. */
export const synonymGroups = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ terms: Array<string> }>`
  SELECT terms FROM search_synonyms ORDER BY position`).pipe(Effect.map((rows) => rows.map((row) => row.terms)))

/** Replaces the groups with `groups`, all or nothing. */
const saveSynonyms = (groups: SynonymGroups) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* sql`DELETE FROM search_synonyms`
    yield* sql`
      INSERT INTO search_synonyms (position, terms)
      SELECT (g.ordinality - 1)::int, ARRAY(SELECT json_array_elements_text(g.value))
      FROM json_array_elements(${JSON.stringify(groups)}::json) WITH ORDINALITY AS g (value, ordinality)`
  })))

/** The least trigram similarity of a word "Did you mean" offers. */
const CLOSEST_SIMILARITY = 0.15

/**
 * "Did you mean" (GET search/closest): each word's nearest words among the catalogue's own
 * (search_words, migrations 0014 and 0016) and the synonyms' Latin terms, by trigram similarity
 * (at least CLOSEST_SIMILARITY), closest first, made into up to CLOSEST_QUERIES queries.
 */
const closest = (text: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const words = understandQuery(text, []).words.map((alternatives) => alternatives[0]!).slice(0, 6)
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
    return closestQueries(words, words.map((word) => nearest.get(word) ?? []))
  })

export const SearchHandlersLive = HttpApiBuilder.group(ServedApi, "search", (handlers) =>
  handlers
    .handle("closest", ({ urlParams }) =>
      onCatalogueReads(closest(urlParams.q)).pipe(Effect.map((queries) => ({ success: true as const, queries })), orUnavailable))
    // Asked as a shopper types (after a pause): limited apart from the search, more generously.
    .handle("suggest", ({ urlParams }) =>
      limitByAddress(RATE_RULES.suggest).pipe(
        Effect.zipRight(onCatalogueReads(catalogueSuggestions(urlParams.q))),
        Effect.map((suggestions) => ({ success: true as const, ...suggestions })),
        orUnavailable
      )))

export const SearchAdminHandlersLive = HttpApiBuilder.group(ServedApi, "searchAdmin", (handlers) =>
  handlers
    .handle("synonyms", () => synonymGroups.pipe(Effect.map((synonyms) => ({ success: true as const, synonyms })), orUnavailable))
    .handle("saveSynonyms", ({ payload }) =>
      Effect.zipRight(saveSynonyms(payload.synonyms), synonymGroups).pipe(Effect.map((synonyms) => ({ success: true as const, synonyms })), orUnavailable)))
