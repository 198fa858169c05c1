import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import type { InboxMessage, MessageFilter } from "#domain/contact-inbox.ts"
import { resolvePage, type PageRequest } from "../catalogue/paging.ts"

// The contact messages inbox (issue 20 item 6, ADR 040): support reads the messages of the contact
// form newest first, opens one (the first opening marks it read) and marks it handled. The reads
// are here; opening and marking, contact.writes.ts; the calls, contact.handlers.ts.

const ts = (sql: SqlClient.SqlClient, column: string) =>
  sql.literal(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

export const messageColumns = (sql: SqlClient.SqlClient) => sql`
  m.id AS "_id", m.name, m.email, m.mobile, m.message, ${ts(sql, "m.created_at")} AS "createdAt",
  ${ts(sql, "m.read_at")} AS "readAt", ${ts(sql, "m.handled_at")} AS "handledAt"`

const FILTERS: Record<MessageFilter, (sql: SqlClient.SqlClient) => Statement.Fragment> = {
  all: (sql) => sql`true`,
  unread: (sql) => sql`m.read_at IS NULL`,
  open: (sql) => sql`m.handled_at IS NULL`,
  handled: (sql) => sql`m.handled_at IS NOT NULL`
}

export const MESSAGES_PER_PAGE = 20

export const listMessages = (request: PageRequest & { readonly filter?: MessageFilter | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(request, MESSAGES_PER_PAGE)
    const where = FILTERS[request.filter ?? "all"](sql)
    const messages = yield* sql<InboxMessage>`
      SELECT ${messageColumns(sql)} FROM contact_messages m WHERE ${where}
      ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`
    const [counts] = yield* sql<{ total: number; unread: number; open: number }>`
      SELECT (SELECT count(*) FROM contact_messages m WHERE ${where})::int AS total,
        count(*) FILTER (WHERE read_at IS NULL)::int AS unread, count(*) FILTER (WHERE handled_at IS NULL)::int AS open
      FROM contact_messages`
    return { messages, page, limit, total: counts?.total ?? 0, unread: counts?.unread ?? 0, open: counts?.open ?? 0 }
  })
