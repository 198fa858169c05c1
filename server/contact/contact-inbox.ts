import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import type { InboxMessage, MessageFilter } from "#domain/contact-inbox.ts"
import { NotFound } from "#domain/http/errors.ts"
import { resolvePage, type PageRequest } from "../catalogue/paging.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"

// The contact messages inbox (issue 20 item 6, ADR 040): support reads the messages of the contact
// form newest first, opens one (the first opening marks it read) and marks it handled.

const ts = (sql: SqlClient.SqlClient, column: string) =>
  sql.literal(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

const columns = (sql: SqlClient.SqlClient) => sql`
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
      SELECT ${columns(sql)} FROM contact_messages m WHERE ${where}
      ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`
    const [counts] = yield* sql<{ total: number; unread: number; open: number }>`
      SELECT (SELECT count(*) FROM contact_messages m WHERE ${where})::int AS total,
        count(*) FILTER (WHERE read_at IS NULL)::int AS unread, count(*) FILTER (WHERE handled_at IS NULL)::int AS open
      FROM contact_messages`
    return { messages, page, limit, total: counts?.total ?? 0, unread: counts?.unread ?? 0, open: counts?.open ?? 0 }
  })

const notFound = (id: Id) => new NotFound({ message: `There is no message ${id}.` })

/** One message; its first opening marks it read. */
export const openMessage = (id: Id) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [message] = yield* sql<InboxMessage>`
      WITH read AS (UPDATE contact_messages SET read_at = coalesce(read_at, now()) WHERE id = ${id} RETURNING *)
      SELECT ${columns(sql)} FROM read m`
    return message ?? (yield* notFound(id))
  })

/** Marks a message handled (read too), or open again. */
export const markHandled = (id: Id, handled: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [message] = yield* sql<InboxMessage>`
      WITH changed AS (
        UPDATE contact_messages SET read_at = coalesce(read_at, now()),
          handled_at = ${handled ? sql`coalesce(handled_at, now())` : sql`NULL`}
        WHERE id = ${id} RETURNING *)
      SELECT ${columns(sql)} FROM changed m`
    return message ?? (yield* notFound(id))
  })

export const MessageAdminHandlersLive = groupOrUnavailable(BazaarApi, "messageAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) => listMessages(urlParams).pipe(Effect.map((answer) => ({ success: true as const, ...answer }))))
    .handle("open", ({ path }) => openMessage(path.id).pipe(Effect.map((message) => ({ success: true as const, message }))))
    .handle("handled", ({ path, payload }) =>
      markHandled(path.id, payload.handled).pipe(Effect.map((message) => ({ success: true as const, message })))))
