import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { CurrentClient } from "#domain/http/client.http.ts"
import { Conflict, NotFound, Unauthorized } from "#domain/http/errors.ts"
import { optionLabel, STOCK_ALERT_LIMIT, STOCK_ALERT_TEXTS, type StockAlert } from "#domain/stock-alert.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"

// "Notify me" (issue 19 item 7, ADR 032; migration 0022): a customer's open alerts, asked for and
// cancelled by the customer alone (SessionAuth). The SMS is sent by stock-alert-sender.ts.

/** The customer's open alerts (not yet texted), oldest first, as the product page and the account read them. */
export const openAlertsOf = (clientId: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<StockAlert>`
    SELECT a.product_id AS "productId", a.option_id AS "optionId", p.name AS "productName", p.slug_url AS "slugUrl",
      ps.name AS "packSizeName", o.name AS "optionName", a.created_at AS "createdAt"
    FROM stock_alerts a
    JOIN pack_size_options o ON o.id = a.option_id
    JOIN pack_sizes ps ON ps.id = o.pack_size_id
    JOIN products p ON p.id = a.product_id
    WHERE a.client_id = ${clientId} AND a.notified_at IS NULL
    ORDER BY a.id`).pipe(Effect.map((rows) => rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }))))

/**
 * POST stock-alerts: an open alert for a sold-out option of a shown product, once (asking again
 * changes nothing), at most STOCK_ALERT_LIMIT open at once. The client's row is locked, so the
 * count checked is the count the insert adds to however many tabs ask at once; the option's row is
 * locked too, so a restock cannot slip between the check of its stock and the alert's insert.
 */
const subscribe = (clientId: Id, optionId: Id) =>
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
    yield* sql`INSERT INTO stock_alerts (client_id, product_id, option_id) VALUES (${clientId}, ${option.productId}, ${optionId})
      ON CONFLICT DO NOTHING`
  })))

/** DELETE stock-alerts/{optionId}: the open alert goes; one that is not there changes nothing. */
const unsubscribe = (clientId: Id, optionId: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    DELETE FROM stock_alerts WHERE client_id = ${clientId} AND option_id = ${optionId} AND notified_at IS NULL`).pipe(Effect.asVoid)

/** Every call acts on the session's client and answers its open alerts after the change. */
const withOwnAlerts = <E, R>(change: (clientId: Id) => Effect.Effect<void, E, R>) =>
  Effect.gen(function* () {
    const { clientId } = yield* CurrentClient
    yield* change(clientId)
    return { success: true as const, alerts: yield* openAlertsOf(clientId) }
  })

export const StockAlertHandlersLive = groupOrUnavailable(BazaarApi, "stockAlert", (handlers) =>
  handlers
    .handle("mine", () => withOwnAlerts(() => Effect.void))
    .handle("subscribe", ({ payload }) => withOwnAlerts((clientId) => subscribe(clientId, payload.optionId)))
    .handle("unsubscribe", ({ path }) => withOwnAlerts((clientId) => unsubscribe(clientId, path.optionId))))
