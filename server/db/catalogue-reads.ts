import { SqlClient } from "@effect/sql"
import { Context, Effect } from "effect"

// Kept apart from database.ts (which reads its migration files when loaded), so that the modules a
// page's code shares with the browser's tests can name where the catalogue is read.

/**
 * Where the public catalogue is read (issue 18, ADR 023): a streaming replica of the PostgreSQL
 * server when `DATABASE_READ_URL` names one, else the one database. Writes, sessions and orders
 * always use `SqlClient` (the primary). `replica` says whether reads may lag behind the writes.
 */
export class CatalogueReads extends Context.Tag("bazaar/CatalogueReads")<CatalogueReads, {
  readonly sql: SqlClient.SqlClient
  readonly replica: boolean
}>() {}

/** Runs `effect` with the catalogue's reading database as its SqlClient. */
export const onCatalogueReads = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, CatalogueReads | Exclude<R, SqlClient.SqlClient>> =>
  Effect.flatMap(CatalogueReads, (reads) => Effect.provideService(effect, SqlClient.SqlClient, reads.sql))

/** A pg_lsn ('16/B374D848') as a number that orders like it. */
export const lsnValue = (lsn: string): bigint => {
  const [high, low] = lsn.split("/")
  return (BigInt(`0x${high ?? "0"}`) << 32n) + BigInt(`0x${low ?? "0"}`)
}

