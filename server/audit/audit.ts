import { HttpApiBuilder, type HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Cause, Context, Effect, Exit, Option } from "effect"
import { AUDIT_CHANGES_SHOWN, AUDIT_LIMITS, type AuditEntry, changedFields } from "#domain/audit.ts"
import type { Id } from "#domain/common.ts"
import { CurrentClient, SESSION_COOKIE } from "#domain/http/client.http.ts"
import { Conflict, NotFound, OwnAccountRefused } from "#domain/http/errors.ts"
import type { StaffMember } from "#domain/http/staff.http.ts"
import type { Role } from "#domain/order.ts"
import { AnswerCache, type AnswerStore, writesCatalogue } from "../http/answer-cache.ts"
import { orUnavailable } from "../http/failures.ts"
import { ServedApi } from "../http/served-api.ts"
import { KnownSession, lookUpSession } from "../session/session.repo.ts"
import { decideCredit, pendingCreditRequests } from "../support/customers-admin.ts"

// Staff roles and the audit log (issue 20 item 8, docs/decisions/036-staff-roles-and-audit.md).

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
    if (response.status < 300 && Option.isSome(kept) && writesCatalogue(request.method, request.url)) kept.value.changed("*")
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

/** The staff (every client whose role is not customer), admins first, then by name. */
const staffList = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<StaffMember>`
  SELECT id AS "_id", name AS "Name", mobile AS "Mobile", role FROM clients WHERE role <> 'customer'
  ORDER BY role = 'admin' DESC, name, mobile`)

const setRole = (by: Id, mobile: string, role: Role) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [client] = yield* sql<{ id: Id; role: Role }>`SELECT id, role FROM clients WHERE mobile = ${mobile} FOR UPDATE`
    if (client === undefined) return yield* Effect.fail(new NotFound({ message: `No customer is registered with the mobile number ${mobile}; they sign up first.` }))
    if (client.id === by && client.role !== role) return yield* Effect.fail(new Conflict({ message: "You cannot change your own role: another admin can." }))
    if (client.role !== role) yield* sql`UPDATE clients SET role = ${role} WHERE id = ${client.id}`
  })

interface LogRow {
  readonly id: string
  readonly at: string
  readonly txid: string
  readonly actorId: Id
  readonly actorName: string
  readonly actorMobile: string
  readonly actorRole: Role
  readonly method: string
  readonly path: string
  readonly status: number
  readonly refusal: string | null
  readonly changeCount: number
  readonly total: number
}
interface ChangeRow {
  readonly txid: string
  readonly tableName: string
  readonly operation: "INSERT" | "UPDATE" | "DELETE"
  readonly rowKey: string
  readonly before: Record<string, unknown> | null
  readonly after: Record<string, unknown> | null
}

/** A page of the log, newest first, each call with its first AUDIT_CHANGES_SHOWN changes. */
const auditPage = (params: { readonly page?: number | undefined; readonly limit?: number | undefined; readonly actor?: Id | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const page = params.page ?? 1
    const limit = params.limit ?? AUDIT_LIMITS.default
    const rows = yield* sql<LogRow>`
      SELECT l.id::text AS id, to_char(l.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, l.txid::text AS txid,
        l.actor_id AS "actorId", l.actor_name AS "actorName", l.actor_mobile AS "actorMobile", l.actor_role AS "actorRole",
        l.method, l.path, l.status, l.refusal,
        (SELECT count(*)::int FROM audit_changes c WHERE c.txid = l.txid) AS "changeCount",
        count(*) OVER ()::int AS total
      FROM audit_log l
      ${params.actor === undefined ? sql`` : sql`WHERE l.actor_id = ${params.actor}`}
      ORDER BY l.at DESC, l.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`
    const changes = rows.length === 0 ? [] : yield* sql<ChangeRow>`
      SELECT c.txid::text AS txid, c.table_name AS "tableName", c.operation, c.row_key AS "rowKey", c.before, c.after
      FROM unnest(${sql.literal(`ARRAY[${rows.map((r) => String(BigInt(r.txid))).join(",")}]::bigint[]`)}) AS t (txid),
      LATERAL (SELECT * FROM audit_changes c WHERE c.txid = t.txid ORDER BY c.id LIMIT ${AUDIT_CHANGES_SHOWN}) c`
    const entries: Array<AuditEntry> = rows.map((row) => ({
      _id: row.id,
      at: row.at,
      actor: { _id: row.actorId, Name: row.actorName, Mobile: row.actorMobile, role: row.actorRole },
      method: row.method,
      path: row.path,
      status: row.status,
      ...(row.refusal === null ? {} : { refusal: row.refusal }),
      changeCount: row.changeCount,
      changes: changes.filter((c) => c.txid === row.txid).map((c) => ({
        table: c.tableName, operation: c.operation, rowKey: c.rowKey, fields: changedFields(c.before, c.after)
      }))
    }))
    return { entries, page, limit, total: rows[0]?.total ?? 0 }
  })

export const StaffHandlersLive = HttpApiBuilder.group(ServedApi, "staff", (handlers) =>
  handlers
    .handle("list", () => staffList.pipe(Effect.map((staff) => ({ success: true as const, staff })), orUnavailable))
    .handle("setRole", ({ payload }) =>
      Effect.gen(function* () {
        const current = yield* CurrentClient
        const sql = yield* SqlClient.SqlClient
        yield* sql.withTransaction(setRole(current.clientId, payload.Mobile, payload.role)).pipe(orUnavailable)
        return { success: true as const, staff: yield* staffList.pipe(orUnavailable) }
      }))
    .handle("audit", ({ urlParams }) => auditPage(urlParams).pipe(Effect.map((page) => ({ success: true as const, ...page })), orUnavailable))
    .handle("creditRequests", () => pendingCreditRequests.pipe(Effect.map((requests) => ({ success: true as const, requests })), orUnavailable))
    .handle("decideCredit", ({ path, payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        return { success: true as const, request: yield* decideCredit(clientId, path.requestId, payload.approve) }
      }).pipe(orUnavailable)))

