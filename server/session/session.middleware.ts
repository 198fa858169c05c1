import { SqlClient } from "@effect/sql"
import { Effect, Layer, Option, Redacted } from "effect"
import { SessionAuth } from "#domain/http/client.http.ts"
import { Unauthorized } from "#domain/http/errors.ts"
import { orUnavailable } from "../http/failures.ts"
import { sessionClient } from "./session.repo.ts"

/** SessionAuth: the cookie's session gives the CurrentClient; none, expired or revoked answers 401. */
export const SessionAuthLive = Layer.effect(SessionAuth, Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return {
    session: (token) =>
      sessionClient(Redacted.value(token)).pipe(
        Effect.provideService(SqlClient.SqlClient, sql),
        orUnavailable,
        Effect.flatMap(Option.match({
          onNone: () => Effect.fail(new Unauthorized({ message: "Please sign in first: there is no valid session." })),
          onSome: Effect.succeed
        }))
      )
  }
}))
