import { SqlClient } from "@effect/sql"
import { Effect, Layer, Option, Redacted } from "effect"
import type { Id } from "#domain/common.ts"
import { AdminAuth, CatalogueAuth, SessionAuth, SupportAuth } from "#domain/http/auth.http.ts"
import { Forbidden, Unauthorized } from "#domain/http/errors.ts"
import { refused } from "#domain/refusal-words.ts"
import type { Role } from "#domain/order.ts"
import { AREA_FORBIDDEN, mayWorkIn, type StaffArea } from "#domain/staff.ts"
import { orUnavailable } from "../http/failures.ts"
import { sessionClient } from "./session.repo.ts"

/**
 * The cookie's session, from the database. The middlewares run before any group's handler, so
 * outside their boundary (`groupOrUnavailable`): a database fault answers the same 503 here.
 */
const lookUp = (sql: SqlClient.SqlClient, token: Redacted.Redacted<string>) =>
  sessionClient(Redacted.value(token)).pipe(Effect.provideService(SqlClient.SqlClient, sql), orUnavailable)

/** SessionAuth: the cookie's session gives the CurrentClient; none, expired or revoked answers 401. */
export const SessionAuthLive = Layer.effect(SessionAuth, Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return {
    session: (token) =>
      lookUp(sql, token).pipe(
        Effect.flatMap(Option.match({
          onNone: () => Effect.fail(new Unauthorized(refused({ _tag: "NoSession" }))),
          onSome: Effect.succeed
        }))
      )
  }
}))

/**
 * A staff area's middleware (§6, issue 6; issue 20 item 8): the session's client must have a role
 * that works in `area` (domain/staff.ts). No session answers 401, any other role 403, so a visitor
 * learns to sign in and a customer (or a catalogue editor at an order) that the call is not theirs.
 */
const staffAuth = (area: StaffArea) => Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  return {
    session: (token: Redacted.Redacted<string>) =>
      lookUp(sql, token).pipe(
        Effect.flatMap((found): Effect.Effect<{ readonly clientId: Id; readonly role: Role }, Unauthorized | Forbidden> => {
          if (Option.isNone(found)) return Effect.fail(new Unauthorized({ message: "Please sign in as an admin first: there is no valid session." }))
          return mayWorkIn(found.value.role, area) ? Effect.succeed(found.value) : Effect.fail(new Forbidden({ message: AREA_FORBIDDEN[area] }))
        })
      )
  }
})

export const AdminAuthLive = Layer.effect(AdminAuth, staffAuth("shop"))
export const CatalogueAuthLive = Layer.effect(CatalogueAuth, staffAuth("catalogue"))
export const SupportAuthLive = Layer.effect(SupportAuth, staffAuth("support"))
