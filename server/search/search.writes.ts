import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { SynonymGroups } from "#domain/search-query.ts"

// The search's writes: the synonym groups an admin saves (issue 19 item 5, ADR 033).

/** Replaces the groups with `groups`, all or nothing. */
export const saveSynonyms = (groups: SynonymGroups) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* sql`DELETE FROM search_synonyms`
    yield* sql`
      INSERT INTO search_synonyms (position, terms)
      SELECT (g.ordinality - 1)::int, ARRAY(SELECT json_array_elements_text(g.value))
      FROM json_array_elements(${JSON.stringify(groups)}::json) WITH ORDINALITY AS g (value, ordinality)`
  })))
