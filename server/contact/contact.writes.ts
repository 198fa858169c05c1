import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import type { InboxMessage } from "#domain/contact-inbox.ts"
import { NotFound } from "#domain/http/errors.ts"
import type { ContactMessage } from "#domain/http/shop.http.ts"
import { newId } from "../db/ids.ts"
import { messageColumns } from "./contact-inbox.repo.ts"

/** Stores a contact message as the contract decoded it (trimmed); the shop's staff read the table. */
export const storeContactMessage = (message: ContactMessage) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    INSERT INTO contact_messages (id, name, email, mobile, message)
    VALUES (${newId()}, ${message.name}, ${message.email}, ${message.mobile ?? null}, ${message.message})`).pipe(Effect.asVoid)

const notFound = (id: Id) => new NotFound({ message: `There is no message ${id}.` })

/** One message; its first opening marks it read. */
export const openMessage = (id: Id) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [message] = yield* sql<InboxMessage>`
      WITH read AS (UPDATE contact_messages SET read_at = coalesce(read_at, now()) WHERE id = ${id} RETURNING *)
      SELECT ${messageColumns(sql)} FROM read m`
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
      SELECT ${messageColumns(sql)} FROM changed m`
    return message ?? (yield* notFound(id))
  })
