import { HttpApiBuilder, type HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Cause, Context, Effect, Exit, Option } from "effect"
import { CurrentClient, SESSION_COOKIE } from "#domain/http/auth.http.ts"
import { OwnAccountRefused } from "#domain/http/errors.ts"
import { AnswerCache, type AnswerStore, dropWritten } from "../http/answer-cache.ts"
import { KnownSession, lookUpSession } from "../session/session.repo.ts"

// The audit log of staff writes (issue 20 item 8, docs/decisions/036-staff-roles-and-audit.md): the
// API's middleware that records them. The staff group's calls are in audit.handlers.ts.

const READS = new Set(["GET", "HEAD", "OPTIONS"])

const isOwnAccountRefusal = (error: unknown): error is OwnAccountRefused => error instanceof OwnAccountRefused

const unrecorded = HttpServerResponse.unsafeJson(
  { success: false, message: "The change could not be recorded in the audit log, so it was not made. Please try again in a moment." },
  { status: 503, headers: { "retry-after": "1" } }
)

/**
 * Every write call (not GET) of the API made with a staff member's session runs in one transaction
 * that sets `bazaar.audit` for it: the audited tables' trigger (migration 0031) records each row
 * the call changes, before and after; once the call has answered without failing (status below
 * 400), the call itself is recorded (who, when, method, path, status) in the same transaction, so
 * a write and its record are committed together or not at all. The handlers' own transactions
 * become savepoints inside it. Customers' calls pass as they are.
 *
 * An API-level middleware, as the kept answers' is: the platform writes the answer after the API's
 * middlewares have run, so the transaction has committed before the staff member (or anyone) can
 * read what it wrote. (As a server-level middleware it committed after the answer was sent: a
 * PostgreSQL server's next read saw the old rows.) A catalogue write drops this process's kept
 * answers once more after the commit: the kept answers' own drop comes before it, and a read
 * between the two would keep the old answer.
 */
export const auditStaffWrites = (sql: SqlClient.SqlClient, kept: Option.Option<AnswerStore>) => (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const token = request.cookies[SESSION_COOKIE]
    if (READS.has(request.method) || token === undefined || token === "") return yield* app
    // The session is looked up once: the session's middleware reads this answer (KnownSession).
    const looked = yield* lookUpSession(token).pipe(Effect.provideService(SqlClient.SqlClient, sql), Effect.option)
    const known = (self: typeof app) => Option.isSome(looked) ? Effect.locally(self, KnownSession, Option.some({ token, found: looked.value })) : self
    const staff = Option.filter(Option.flatten(looked), (found) => found.role !== "customer")
    if (Option.isNone(staff)) return yield* known(app)
    const who = { ...staff.value, id: staff.value.clientId }
    const path = request.url.split("?", 1)[0]!
    // The call's failure (a refusal the platform answers with its status) is kept as a value, so
    // the transaction commits what the call committed before (as it would without the audit); then
    // it is the call's answer again. Only the audit's own statements failing answer 503.
    const outcome = yield* sql.withTransaction(Effect.gen(function* () {
      yield* sql`SELECT set_config('bazaar.audit', 'on', true)`
      const answer = yield* Effect.exit(known(app))
      // A streamed answer's work outlives the call (a product import's progress lines): that work
      // runs in a transaction of its own and records itself (`auditedOwnTransaction`).
      if (Exit.isSuccess(answer) && answer.value.status < 400 && answer.value.body._tag !== "Stream") {
        yield* sql`
          INSERT INTO audit_log (txid, actor_id, actor_name, actor_mobile, actor_role, method, path, status)
          VALUES (txid_current(), ${who.id}, ${who.name}, ${who.mobile}, ${who.role}, ${request.method}, ${path.slice(0, 500)}, ${answer.value.status})`
      }
      // Issue 32: a staff member's attempt to act for themselves is refused and recorded with its sentence.
      const refused = Exit.isFailure(answer) ? Option.filter(Cause.failureOption(answer.cause), isOwnAccountRefusal) : Option.none()
      if (Option.isSome(refused)) {
        yield* sql`
          INSERT INTO audit_log (txid, actor_id, actor_name, actor_mobile, actor_role, method, path, status, refusal)
          VALUES (txid_current(), ${who.id}, ${who.name}, ${who.mobile}, ${who.role}, ${request.method}, ${path.slice(0, 500)}, 403,
            ${refused.value.message.slice(0, 500)})`
      }
      return answer
    })).pipe(Effect.orElseSucceed(() => Exit.succeed(unrecorded)))
    const response = yield* outcome
    if (Option.isSome(kept)) dropWritten(kept.value, request.method, request.url, response)
    return response
  })

/**
 * Runs `effect` in a transaction of its own, outside the call's (which commits when the call
 * answers), recorded in the audit log as the staff member's `method` and `path`: for work a call
 * starts that outlives its answer, such as a product import streaming its progress. Without this,
 * a fiber forked by a staff call would go on using the call's transaction after its commit.
 */
export const auditedOwnTransaction = <A, E, R>(call: { readonly method: string; readonly path: string }, effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const current = yield* CurrentClient
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(Effect.gen(function* () {
      yield* sql`SELECT set_config('bazaar.audit', 'on', true)`
      const result = yield* effect
      yield* sql`
        INSERT INTO audit_log (txid, actor_id, actor_name, actor_mobile, actor_role, method, path, status)
        SELECT txid_current(), c.id, c.name, c.mobile, c.role, ${call.method}, ${call.path}, 200 FROM clients c WHERE c.id = ${current.clientId}`
      return result
    }))
  }).pipe(withoutCallTransaction)

/** `effect` with no transaction of the call's: its statements open and use their own. */
const withoutCallTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.mapInputContext(effect, (context: Context.Context<R>) => Context.omit(SqlClient.TransactionConnection)(context) as Context.Context<R>)

/** The audit, as the API's middleware (server/app.ts). */
export const auditLayer = HttpApiBuilder.middleware(Effect.map(
  Effect.all([SqlClient.SqlClient, Effect.serviceOption(AnswerCache)]),
  ([sql, kept]) => auditStaffWrites(sql, kept)
))
