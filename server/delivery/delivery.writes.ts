import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { DeliveryZones } from "#domain/delivery.ts"

/** Replaces the zones with `zones`, all or nothing. */
export const saveZones = (zones: DeliveryZones) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* sql`DELETE FROM delivery_zones`
    // One statement, the states as JSON text turned into arrays by the database.
    yield* sql`
      INSERT INTO delivery_zones (position, name, states, days, cod)
      SELECT (z.ordinality - 1)::int, z.value->>'name', ARRAY(SELECT json_array_elements_text(z.value->'states')),
        (z.value->>'days')::int, (z.value->>'cod')::boolean
      FROM json_array_elements(${JSON.stringify(zones)}::json) WITH ORDINALITY AS z (value, ordinality)`
  })))
