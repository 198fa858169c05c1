import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AUDIT_CHANGES_SHOWN, AUDIT_LIMITS, type AuditEntry, changedFields } from "#domain/audit.ts"
import type { Id } from "#domain/common.ts"
import type { StaffMember } from "#domain/http/staff.http.ts"
import type { Role } from "#domain/order.ts"

// The staff and the audit log, as the back office reads them (issue 20 item 8, ADR 036).

/** The staff (every client whose role is not customer), admins first, then by name. */
export const staffList = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<StaffMember>`
  SELECT id AS "_id", name AS "Name", mobile AS "Mobile", role FROM clients WHERE role <> 'customer'
  ORDER BY role = 'admin' DESC, name, mobile`)

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
export const auditPage = (params: { readonly page?: number | undefined; readonly limit?: number | undefined; readonly actor?: Id | undefined }) =>
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
