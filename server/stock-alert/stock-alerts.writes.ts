import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { Conflict, NotFound, Unauthorized } from "#domain/http/errors.ts"
import { DEFAULT_LANGUAGE, type Language } from "#domain/language.ts"
import { optionLabel, STOCK_ALERT_LIMIT, STOCK_ALERT_TEXTS } from "#domain/stock-alert.ts"

/**
 * POST stock-alerts: an open alert for a sold-out option of a shown product, once (asking again
 * changes nothing), at most STOCK_ALERT_LIMIT open at once. The client's row is locked, so the
 * count checked is the count the insert adds to however many tabs ask at once; the option's row is
 * locked too, so a restock cannot slip between the check of its stock and the alert's insert.
 * The alert keeps the language of the page that asked (issue 39): its SMS speaks it.
 */
export const subscribe = (clientId: Id, optionId: Id, language: Language = DEFAULT_LANGUAGE) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const client = yield* sql`SELECT id FROM clients WHERE id = ${clientId} FOR UPDATE`
    if (client.length === 0) return yield* new Unauthorized({ message: "Your account no longer exists; please sign in again." })
    const [option] = yield* sql<{ productId: Id; productName: string; packSizeName: string; optionName: string; stock: number }>`
      SELECT p.id AS "productId", p.name AS "productName", ps.name AS "packSizeName", o.name AS "optionName", o.available_stock AS stock
      FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id JOIN products p ON p.id = ps.product_id
      WHERE o.id = ${optionId} AND p.show
      FOR UPDATE OF o`
    if (option === undefined) return yield* new NotFound({ message: "We could not find that pack option; it may no longer be sold." })
    if (option.stock > 0) {
      return yield* new Conflict({ message: `${option.productName} (${optionLabel(option)}) is in stock now; you can order it straight away.` })
    }
    const open = yield* sql<{ n: number; mine: number }>`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE option_id = ${optionId})::int AS mine
      FROM stock_alerts WHERE client_id = ${clientId} AND notified_at IS NULL`
    if ((open[0]?.mine ?? 0) > 0) return
    if ((open[0]?.n ?? 0) >= STOCK_ALERT_LIMIT) return yield* new Conflict({ message: STOCK_ALERT_TEXTS.limit })
    yield* sql`INSERT INTO stock_alerts (client_id, product_id, option_id, language) VALUES (${clientId}, ${option.productId}, ${optionId}, ${language})
      ON CONFLICT DO NOTHING`
  })))

/** DELETE stock-alerts/{optionId}: the open alert goes; one that is not there changes nothing. */
export const unsubscribe = (clientId: Id, optionId: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    DELETE FROM stock_alerts WHERE client_id = ${clientId} AND option_id = ${optionId} AND notified_at IS NULL`).pipe(Effect.asVoid)
