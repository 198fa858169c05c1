import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { LIVE_LOOKBACK_SECONDS, type OptionNow } from "#domain/live.ts"
import { formatOrderId } from "#domain/order.ts"
import { eventJson, refundStepJson } from "../order/order.repo.ts"

/** One fact of a shopper's orders as the live stream sends it, before its Schema's decoding. */
export interface OrderFactRow {
  /** The stream's id of the event or step (bigint, as text). */
  readonly id: string
  readonly fact: unknown
}

interface Row {
  readonly id: string
  readonly orderId: Id
  readonly number: number
  readonly returnId: Id | null
  readonly kind: "event" | "step"
  readonly value: { readonly _tag: string }
}

/** A row as its LiveFact: an event of the order's own stream, a return's step, a refund's step. */
const factOf = (row: Row): unknown => {
  const order = { orderId: row.orderId, orderid: formatOrderId(row.number) }
  if (row.kind === "step") return { _tag: "refund.step", ...order, step: row.value }
  if (row.returnId !== null) return { _tag: "return.event", ...order, returnId: row.returnId, event: { ...row.value, returnId: row.returnId } }
  return { _tag: "order.event", ...order, event: row.value }
}

/**
 * The facts of the client's orders (their events, their returns' and refunds' steps) numbered after
 * `after`, and those of the LIVE_LOOKBACK_SECONDS before the moment `after` was recorded (before now,
 * when `after` is undefined or unknown): a transaction that took an earlier number may commit later.
 * In the stream's order, at most `limit`.
 */
export const orderFactsOf = (clientId: Id, after: bigint | undefined, limit = 500) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const from = (after ?? 0n).toString()
    const rows = yield* sql<Row>`
      WITH mark AS (
        SELECT coalesce(
          (SELECT at FROM order_events WHERE stream_id = ${from}::bigint),
          (SELECT at FROM gateway_refund_steps WHERE stream_id = ${from}::bigint),
          now()) - make_interval(secs => ${LIVE_LOOKBACK_SECONDS}) AS since
      )
      SELECT * FROM (
        SELECT e.stream_id::text AS id, o.id AS "orderId", o.number::int AS number, e.return_id AS "returnId", 'event' AS kind, ${eventJson(sql)} AS value, e.stream_id AS n
        FROM orders o JOIN order_events e ON e.order_id = o.id, mark
        WHERE o.client_id = ${clientId} AND (e.stream_id > ${from}::bigint OR e.at >= mark.since)
        UNION ALL
        SELECT s.stream_id::text, o.id, o.number::int, NULL, 'step', ${refundStepJson(sql)}, s.stream_id
        FROM orders o JOIN gateway_refunds g ON g.order_id = o.id JOIN gateway_refund_steps s ON s.refund_id = g.id, mark
        WHERE o.client_id = ${clientId} AND (s.stream_id > ${from}::bigint OR s.at >= mark.since)
      ) facts ORDER BY n LIMIT ${limit}`
    return rows.map((row): OrderFactRow => ({ id: row.id, fact: factOf(row) }))
  })

/** The last id the stream's sequence gave (a new stream starts after it). */
export const lastStreamId = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(sql<{ id: string }>`SELECT CASE WHEN is_called THEN last_value ELSE 0 END::text AS id FROM bazaar_stream_ids`, (rows) => BigInt(rows[0]?.id ?? "0")))

/** The options of shown products as a cart line reads them now, by product (none for one hidden or gone). */
export const optionsNow = (productIds: ReadonlyArray<string>) => Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(sql<OptionNow & { readonly productId: string }>`
    SELECT p.id AS "productId", o.id AS "PackOptionId", o.price::float8 AS "Price", o.mrp::float8 AS "Mrp", o.available_stock AS availablestock
    FROM products p JOIN pack_sizes s ON s.product_id = p.id JOIN pack_size_options o ON o.pack_size_id = s.id
    WHERE p.id IN ${sql.in(productIds)} AND p.show
    ORDER BY p.id, s.position, o.position`, (rows) => {
    const byProduct = new Map<string, Array<OptionNow>>(productIds.map((id) => [id, []]))
    for (const { productId, ...option } of rows) byProduct.get(productId)?.push(option)
    return byProduct
  }))
