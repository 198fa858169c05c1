import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ContactMessage } from "#domain/http/shop.http.ts"
import { newId } from "../db/ids.ts"

/** Stores a contact message as the contract decoded it (trimmed); the shop's staff read the table. */
export const storeContactMessage = (message: ContactMessage) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    INSERT INTO contact_messages (id, name, email, mobile, message)
    VALUES (${newId()}, ${message.name}, ${message.email}, ${message.mobile ?? null}, ${message.message})`).pipe(Effect.asVoid)
