import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Duration, Effect } from "effect"
import { loadMigrations, pendingMigrations } from "../db/database.ts"

/** How long /readyz waits for the database before it says the database is not reachable. */
export const READINESS_TIMEOUT = Duration.seconds(2)

type Readiness =
  | { readonly _tag: "Ready"; readonly migrations: number }
  | { readonly _tag: "NotReady"; readonly message: string }

/** Whether this process can serve the shop: the database answers `SELECT 1` and has every migration file applied. */
export const readiness = (files: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const reachable = yield* sql`SELECT 1`.pipe(Effect.timeout(READINESS_TIMEOUT), Effect.isSuccess)
    if (!reachable) return { _tag: "NotReady", message: "The database is not reachable." } satisfies Readiness
    const pending = yield* pendingMigrations(files).pipe(Effect.timeout(READINESS_TIMEOUT), Effect.option)
    if (pending._tag === "None") return { _tag: "NotReady", message: "The database has no record of its migrations: none has been applied." } satisfies Readiness
    if (pending.value.length > 0) {
      return { _tag: "NotReady", message: `The database lacks ${pending.value.length === 1 ? "a migration" : "migrations"}: ${pending.value.join(", ")}.` } satisfies Readiness
    }
    return { _tag: "Ready", migrations: files.length } satisfies Readiness
  })

const noStore = HttpServerResponse.setHeader("cache-control", "no-store")

/**
 * Issue 17 item 6, for the platform that runs the shop: GET /healthz answers 200 while the process
 * runs (restart it when it does not); GET /readyz answers 200 when the database answers and has every
 * migration applied, 503 with a sentence otherwise (send it no shoppers until then). Neither touches
 * a shopper's data, so both are public.
 */
export const healthRoutes = HttpApiBuilder.Router.use((router) => Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // The files this build carries: a database behind them (an older build's) is not ready for this one.
  const files = Object.keys(loadMigrations())
  yield* router.get("/healthz", Effect.succeed(noStore(HttpServerResponse.unsafeJson({ status: "ok" }))))
  yield* router.get("/readyz", readiness(files).pipe(
    Effect.provideService(SqlClient.SqlClient, sql),
    Effect.map((ready) => noStore(ready._tag === "Ready"
      ? HttpServerResponse.unsafeJson({ status: "ready", migrations: ready.migrations })
      : HttpServerResponse.unsafeJson({ success: false, status: "not ready", message: ready.message }, { status: 503 })))
  ))
}))
