import { Schema } from "effect"
import { Id, Timestamp } from "./common.ts"
import { Mobile, Role } from "./order.ts"

// The audit log (issue 20 item 8, docs/decisions/036-staff-roles-and-audit.md): every write a staff
// member makes is recorded with who, when, which call, and what changed in the database, row by row,
// before and after. The database records the rows (a trigger on each audited table, during a staff
// member's call only); this module says how a change is shown.

/** Staff calls per page of the audit log. */
export const AUDIT_LIMITS = { default: 20, max: 100 } as const

/** A field's value as the log shows it: its JSON, at most this long. */
export const AUDIT_VALUE_MAX = 300

/** One field of a changed row: its value before and after (null where the row did not exist). */
export const AuditField = Schema.Struct({
  name: Schema.String,
  before: Schema.NullOr(Schema.String),
  after: Schema.NullOr(Schema.String)
})
export type AuditField = typeof AuditField.Type

/** One row a call inserted, updated or deleted, in one table, with the fields that changed. */
export const AuditChange = Schema.Struct({
  table: Schema.String,
  operation: Schema.Literal("INSERT", "UPDATE", "DELETE"),
  rowKey: Schema.String,
  fields: Schema.Array(AuditField)
})
export type AuditChange = typeof AuditChange.Type

/** One staff write: who (as they were then), when, which call and its answer's status, and its changes. */
export const AuditEntry = Schema.Struct({
  _id: Schema.String,
  at: Timestamp,
  actor: Schema.Struct({ _id: Id, Name: Schema.String, Mobile, role: Role }),
  method: Schema.String,
  path: Schema.String,
  status: Schema.Number,
  /** Issue 32: the sentence a refused attempt to act for oneself got (the call changed nothing). */
  refusal: Schema.optional(Schema.String),
  changes: Schema.Array(AuditChange),
  /** How many changes the call made; `changes` holds at most AUDIT_CHANGES_SHOWN of them. */
  changeCount: Schema.Number
})
export type AuditEntry = typeof AuditEntry.Type

/** The most changes an entry of the log carries (a product import changes thousands of rows). */
export const AUDIT_CHANGES_SHOWN = 50

const shown = (value: unknown): string | null => {
  if (value === undefined) return null
  const text = typeof value === "string" ? value : JSON.stringify(value)
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text
}

/**
 * The fields of a row that a change touched, in the row's order: for an update, those whose value
 * differs; for an insert, every field (before null); for a delete, every field (after null).
 */
export const changedFields = (
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null
): ReadonlyArray<AuditField> => {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return names.flatMap((name) => {
    const was = before === null ? undefined : before[name]
    const now = after === null ? undefined : after[name]
    if (before !== null && after !== null && JSON.stringify(was) === JSON.stringify(now)) return []
    return [{ name, before: before === null ? null : shown(was ?? null), after: after === null ? null : shown(now ?? null) }]
  })
}
