import type { SqlClient } from "@effect/sql"
import { Effect, ManagedRuntime } from "effect"
import { databaseLayer, migrate } from "#server/db/database.ts"
import { seedCatalogue } from "#server/seed/seed.ts"
import { acquireTestDatabase } from "./test-database.ts"

/** Runs an effect against the suite's database. */
export type RunSql = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => Promise<A>

/**
 * A database of the suite's own (test-database.ts), migrated and seeded with `products` products,
 * and the SQL client to run effects on it, for suites that test the database without a server.
 */
export const seededRuntime = async (seed: { readonly products: number; readonly batchSize: number }): Promise<{ readonly run: RunSql; readonly close: () => Promise<void> }> => {
  const database = await acquireTestDatabase()
  const runtime = ManagedRuntime.make(databaseLayer(database.target))
  const run: RunSql = (effect) => runtime.runPromise(effect)
  await run(Effect.gen(function* () {
    yield* migrate
    yield* seedCatalogue(seed)
  }))
  return {
    run,
    close: async () => {
      await runtime.dispose()
      await database.release()
    }
  }
}
