import { SqlClient } from "@effect/sql"
import { Effect, Layer, Option, Redacted } from "effect"
import type { Id } from "#domain/common.ts"
import { AdminAuth, SessionAuth } from "#domain/http/client.http.ts"
import { Forbidden, Unauthorized } from "#domain/http/errors.ts"
import type { Role } from "#domain/order.ts"
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

/**
 * AdminAuth (§6, issue 6): the session's client must have the admin role. No session answers 401,
 * a customer 403, so a visitor learns to sign in and a customer that the call is not theirs.
 */
export const AdminAuthLive = Layer.effect(AdminAuth, Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return {
    session: (token) =>
      sessionClient(Redacted.value(token)).pipe(
        Effect.provideService(SqlClient.SqlClient, sql),
        orUnavailable,
        Effect.flatMap((found): Effect.Effect<{ readonly clientId: Id; readonly role: Role }, Unauthorized | Forbidden> => {
          if (Option.isNone(found)) return Effect.fail(new Unauthorized({ message: "Please sign in as an admin first: there is no valid session." }))
          return found.value.role === "admin" ? Effect.succeed(found.value) : Effect.fail(new Forbidden({ message: "Only an admin may do this." }))
        })
      )
  }
}))
