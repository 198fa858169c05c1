import type { SqlClient } from "@effect/sql"
import { storedHindi } from "#domain/catalogue-language.ts"

// Issue 39: how the admin's writes store a Hindi name or description (NULL is none, migration 0048).

/** What a new row stores: the text sent, NULL for "" or none sent. */
export const insertedHindi = (text: string | undefined): string | null => storedHindi(text) ?? null

/** What an update sets a Hindi text to: the text sent, NULL for "" (none), what `column` holds when it is left out. */
export const hindiOrKept = (sql: SqlClient.SqlClient, text: string | undefined, column: "name_hi" | "description_hi" = "name_hi") => {
  const stored = storedHindi(text)
  return stored === undefined ? sql`${sql(column)}` : sql`${stored}`
}
