import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { SynonymGroups } from "#domain/search-query.ts"
import { orUnavailable } from "../http/failures.ts"
import { ServedApi } from "../http/served-api.ts"

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

export const SearchAdminHandlersLive = HttpApiBuilder.group(ServedApi, "searchAdmin", (handlers) =>
  handlers
    .handle("synonyms", () => synonymGroups.pipe(Effect.map((synonyms) => ({ success: true as const, synonyms })), orUnavailable))
    .handle("saveSynonyms", ({ payload }) =>
      Effect.zipRight(saveSynonyms(payload.synonyms), synonymGroups).pipe(Effect.map((synonyms) => ({ success: true as const, synonyms })), orUnavailable)))
