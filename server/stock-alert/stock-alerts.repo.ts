import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import type { StockAlert } from "#domain/stock-alert.ts"

// "Notify me" (issue 19 item 7, ADR 032; migration 0022): a customer's open alerts, asked for and
// cancelled by the customer alone (SessionAuth): the reads here, the writes in stock-alerts.writes.ts,
// the calls in stock-alert.handlers.ts. The SMS is sent by stock-alert-sender.ts.

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
