import { SqlClient } from "@effect/sql"
import { Duration, Effect, Layer } from "effect"

/**
 * PGlite runs no autovacuum (one process, no background workers), so nothing marks the pages a
 * write touched as all-visible again. The listings' facets and orders read index-only scans
 * (migration 0033) that fetch the table row for every page not so marked: after months of review
 * ratings and product edits they would read the table as before. A PostgreSQL server's
 * autovacuum does this there; for PGlite this process does it, every EMBEDDED_VACUUM_EVERY.
 * Measured on 100,000 products: 45 ms with nothing to do, 200 ms after 1,000 products were
 * written (the database waits meanwhile, as for any statement). No ANALYZE: 1.7 s at that size.
 */
export const EMBEDDED_VACUUM_EVERY = Duration.minutes(10)
export const EMBEDDED_VACUUMED_TABLES = ["products", "pack_sizes", "pack_size_options"] as const

/** One VACUUM of the catalogue's tables (outside any transaction, as VACUUM must be). */
export const vacuumCatalogue = Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(`VACUUM ${EMBEDDED_VACUUMED_TABLES.join(", ")}`)).pipe(
  Effect.asVoid,
  Effect.catchAllCause((cause) => Effect.logWarning("embedded database: the catalogue's VACUUM failed; the next one will try again", cause))
)

/** This process's VACUUM of the embedded database's catalogue, every EMBEDDED_VACUUM_EVERY, for the life of its scope. */
export const EmbeddedVacuumLive = Layer.scopedDiscard(Effect.forkScoped(
  Effect.sleep(EMBEDDED_VACUUM_EVERY).pipe(Effect.zipRight(vacuumCatalogue), Effect.forever)
))
