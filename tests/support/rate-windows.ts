import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { TestServer } from "./test-server.ts"

/**
 * Waits out a rate limit's window (server/http/rate-limit.ts: fixed windows in database time) when
 * less than 10 s of it is left, so a test's hits all fall in one window.
 */
export const freshWindow = async (server: TestServer, windowSeconds: number) => {
  const [{ left }] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ left: number }>`SELECT ${windowSeconds}::int - mod(extract(epoch FROM now())::numeric, ${windowSeconds}::int)::float8 AS left`)) as [{ left: number }]
  if (left < 10) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 200))
}
