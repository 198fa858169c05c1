import { SqlClient } from "@effect/sql"
import { Deferred, Duration, Effect, Fiber, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { databaseLayer, DatabaseNotifications } from "./database.ts"

// A LISTEN on the embedded database beside the pool's statements (the answer cache and the stock
// alerts listen while the first sweeps run their queries). A LISTEN made through PGlite's own call
// once ran between a pool statement and its answer and took the answer as its own, and the pool's
// one client then waited for good: every later query of the server hung (the Razorpay suites, whose
// refund sweep queries as the server starts, hung every time). LISTEN now goes through the pool and
// every pool message runs under PGlite's query lock. This test holds what the new path must keep:
// statements beside the LISTENs answered, a notification heard, a rolled-back transaction beside it
// undoing nothing. (The interleaving itself depends on timing this test cannot force.)

const embedded = databaseLayer({ _tag: "Embedded", dataDir: "memory://" })

describe("LISTEN on PGlite beside the pool's statements", () => {
  it("leaves every statement answered, and the channel's notifications arrive", async () => {
    const heard = await Effect.runPromise(Effect.scoped(Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const notifications = yield* DatabaseNotifications
      const got = yield* Deferred.make<string>()
      // Statements of the pool and the LISTENs all at once, as at a server's start.
      const statements = yield* Effect.fork(Effect.all(Array.from({ length: 20 }, (_, i) => sql`SELECT ${i}::int AS n`), { concurrency: "unbounded" }))
      yield* Effect.all([
        notifications.listen("bazaar_listen_test", { onMessage: (payload) => Deferred.unsafeDone(got, Effect.succeed(payload)), onListening: () => {}, onLost: () => {} }),
        notifications.listen("bazaar_listen_other", { onMessage: () => {}, onListening: () => {}, onLost: () => {} })
      ], { concurrency: "unbounded" })
      const answered = yield* Fiber.join(statements).pipe(Effect.timeoutFail({ duration: Duration.seconds(20), onTimeout: () => new Error("a pool statement was never answered") }))
      expect(answered.map((rows) => rows[0])).toEqual(Array.from({ length: 20 }, (_, i) => ({ n: i })))
      // A LISTEN undone by a rolled-back transaction would hear nothing: the pool keeps it apart.
      yield* sql.withTransaction(Effect.flatMap(sql`SELECT 1`, () => Effect.fail("rolled back"))).pipe(Effect.ignore)
      yield* sql`SELECT pg_notify('bazaar_listen_test', 'changed')`
      return yield* Deferred.await(got).pipe(Effect.timeoutFail({ duration: Duration.seconds(20), onTimeout: () => new Error("the notification never came") }))
    }).pipe(Effect.provide(Layer.orDie(embedded)))))
    expect(heard).toBe("changed")
  })
})
