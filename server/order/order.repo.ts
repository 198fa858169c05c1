import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { AWAITING_PAYMENT, formatOrderId, type Order, type OrderStatus, orderNumberOf, STATUS_TEXT } from "#domain/order.ts"

// Reads of orders (issue 5): an order travels whole, as the domain's Order schema shapes it, with
// its lines and its event stream, assembled by the database in one statement per page of orders.

/**
 * DESIGN §4 "awaiting payment" (the domain's AWAITING_PAYMENT) over the orders row named `table`:
 * the same rule as isAwaitingPayment, its values sent as parameters.
 */
export const awaitingPaymentSql = (sql: SqlClient.SqlClient, table: string) =>
  sql`(${sql(table)}.payment_mode = ${AWAITING_PAYMENT.PaymentMode} AND ${sql(table)}.status = ${AWAITING_PAYMENT.Status}
    AND ${sql(table)}.payment_status IN ${sql.in(AWAITING_PAYMENT.PaymentStatuses)})`

/** ISO-8601 in UTC with milliseconds, as the domain's timestamps travel. */
export const iso = (sql: SqlClient.SqlClient, column: Statement.Fragment) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

// The readable id is made from the number by the domain's formatOrderId, never in SQL (lpad cut
// numbers past 999,999 to six digits).
export type OrderRow = Omit<Order, "StatusText" | "orderid" | "paymentDueAt" | "promisedDate" | "invoiceNumber" | "refundSteps"> & {
  readonly number: number
  readonly refundSteps: Order["refundSteps"] | null
  readonly paymentDueAt: string | null
  readonly promisedDate: string | null
  readonly invoiceNumber: string | null
}

/**
 * An order's columns, as the Order schema names them, from the orders row `o`; its lines from
 * `linesFrom` (aliased `l`) and its events from `eventsFrom` (aliased `e`). A stored order reads its
 * tables; a placed order (orderPlacedColumns) the rows its statement has just written.
 */
const orderColumns = (sql: SqlClient.SqlClient, linesFrom: Statement.Fragment, eventsFrom: Statement.Fragment, refunds = true) => sql`
    o.id AS "_id", o.number::int AS number, o.client_id AS client, o.address,
    o.total_mrp::float8 AS "TotalMrp", o.total_price::float8 AS "TotalPrice", o.small_cart_fee::float8 AS "SmallCartFee",
    o.handling_fee::float8 AS "HandllingFee", o.rain_fee::float8 AS "RainFee", o.delivery_charge::float8 AS "DeliveryCharge",
    o.total_amount::float8 AS "TotalAmount", o.wallet::float8 AS wallet, o.coupon::float8 AS coupon,
    o.netpayable::float8 AS "Netpayable", o.coupon_code AS "couponCode", o.payment_mode AS "PaymentMode",
    o.payment_status AS "PaymentStatus", o.status::int AS "Status", ${iso(sql, sql`o.created_at`)} AS "createdAt",
    CASE WHEN ${awaitingPaymentSql(sql, "o")} THEN ${iso(sql, sql`o.payment_due_at`)} END AS "paymentDueAt",
    to_char(o.promised_date, 'YYYY-MM-DD') AS "promisedDate",
    (SELECT i.number FROM invoices i WHERE i.order_id = o.id) AS "invoiceNumber",
    (SELECT json_agg(json_strip_nulls(json_build_object(
        'productId', l.product_id, 'ProductName', l.product_name, 'ProductNameHi', l.product_name_hi, 'slugurl', l.slug_url,
        'thumbnail', l.thumbnail, 'PackId', l.pack_id, 'packSizeName', l.pack_name, 'PackOptionId', l.option_id,
        'packSizeOptionName', l.option_name, 'Price', l.price::float8, 'Mrp', l.mrp::float8, 'quantity', l.quantity
      )) ORDER BY l.position) FROM ${linesFrom}) AS lines,
    (SELECT coalesce(json_agg(${eventJson(sql, refunds)} ORDER BY e.seq), '[]'::json) FROM ${eventsFrom}) AS events,
    (SELECT json_agg(${refundStepJson(sql)} ORDER BY s.id)
      FROM gateway_refund_steps s JOIN gateway_refunds g ON g.id = s.refund_id WHERE g.order_id = o.id) AS "refundSteps"`

/**
 * The event `e` (order_events) of the order `o` as the Order schema's `events` have it (the order's
 * answers, the live stream); a refund's parts summed from the ledger entries naming it (`refunds`).
 */
export const eventJson = (sql: SqlClient.SqlClient, refunds = true) => sql`json_strip_nulls(json_build_object(
    '_tag', e.tag, 'at', ${iso(sql, sql`e.at`)}, 'by', e.by_actor, 'reason', e.reason,
    'PaymentMode', CASE WHEN e.tag = 'order.placed' THEN o.payment_mode END, 'whole', e.whole${refunds
      ? sql`,
    'toWallet', CASE WHEN e.tag = 'order.refunded' THEN ${refundPart(sql, "wallet")} END,
    'toOriginal', CASE WHEN e.tag = 'order.refunded' THEN ${refundPart(sql, "payer")} END`
      : sql``}))`

/** What the refund event `e` gave back to one place, summed from the ledger entries that name it (null when none do). */
const refundPart = (sql: SqlClient.SqlClient, to: "wallet" | "payer") => sql`(SELECT sum(le.amount)::float8 FROM ledger_entries le
      WHERE le.order_id = e.order_id AND le.order_event_seq = e.seq AND le.to_account = ${to})`

/** The step `s` of the refund `g` at the gateway as the Order schema's `refundSteps` have it. */
export const refundStepJson = (sql: SqlClient.SqlClient) => sql`json_strip_nulls(json_build_object(
    '_tag', 'refund.' || s.status, 'at', ${iso(sql, sql`s.at`)}, 'by', s.by_actor, 'amount', g.amount::float8, 'reason', s.words))`

/** The orders whose ids `idQuery` selects, in its order, each whole. */
const orderSelect = (sql: SqlClient.SqlClient, idQuery: Statement.Fragment) => sql<OrderRow>`
  SELECT ${orderColumns(sql, sql`order_lines l WHERE l.order_id = o.id`, sql`order_events e WHERE e.order_id = o.id AND e.return_id IS NULL`)}
  FROM unnest(ARRAY(${idQuery})) WITH ORDINALITY AS page (id, ord)
  JOIN orders o ON o.id = page.id
  ORDER BY page.ord`

/**
 * Issue 18: the order that the statement placing it has just written, read from that statement's
 * own RETURNING rows (its CTEs `placed`, `lines`, `event`, each `RETURNING *`), so that the answer
 * costs no statement of its own and is the stored row, as orderById reads it later. For
 * `SELECT … FROM placed o`.
 */
// A placed order's one event is `order.placed`: no refund's parts to read (the placing statement stays as it was).
export const orderPlacedColumns = (sql: SqlClient.SqlClient) => orderColumns(sql, sql`lines l`, sql`event e`, false)

/** An order as the Order schema has it, from its row. */
export const whole = ({ number, paymentDueAt, promisedDate, invoiceNumber, refundSteps, ...row }: OrderRow): Order =>
  ({
    ...row,
    // Issue 37 item 4: only an order with refunds at the gateway has their steps.
    ...(refundSteps === null ? {} : { refundSteps }),
    // Only an order still waiting for its payment has a hold (issue 17).
    ...(paymentDueAt === null ? {} : { paymentDueAt }),
    ...(promisedDate === null ? {} : { promisedDate }),
    // Issue 33: once its invoice is issued (a cancelled order then has a credit note too).
    ...(invoiceNumber === null ? {} : { invoiceNumber }),
    orderid: formatOrderId(number),
    StatusText: STATUS_TEXT[row.Status as OrderStatus]
  }) as Order

/** The orders whose ids `idQuery` selects, whole, in its order (one statement). */
export const select = (idQuery: (sql: SqlClient.SqlClient) => Statement.Fragment) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => orderSelect(sql, idQuery(sql))).pipe(Effect.map((rows) => rows.map(whole)))

/** One order by its _id. */
export const orderById = (id: string) =>
  select((sql) => sql`SELECT ${id}::text`).pipe(Effect.map((orders) => Option.fromNullable(orders[0])))

/** One order by its readable id (BZ-000123): its _id and its client, to check who may see it. */
export const orderKeyOf = (orderid: string) => {
  const number = orderNumberOf(orderid)
  // Not an id formatOrderId makes (the API's OrderId schema lets none through): no such order.
  if (number === undefined) return Effect.succeed(Option.none<{ id: Id; clientId: Id }>())
  return Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: Id; clientId: Id }>`
    SELECT id, client_id AS "clientId" FROM orders WHERE number = ${number}`).pipe(
    Effect.map((rows) => Option.fromNullable(rows[0]))
  )
}

/** §7 'ten': the client's latest ten orders, newest first. */
export const LATEST_ORDERS = 10

/** The client's newest orders, at most `limit`. */
export const ordersOfClient = (clientId: string, limit: number) =>
  select((sql) => sql`SELECT id FROM orders WHERE client_id = ${clientId} ORDER BY created_at DESC, id DESC LIMIT ${limit}`)

/** Every order of the client (the §7 'all' call), bounded so that one answer stays a reasonable size. */
export const MAX_CLIENT_ORDERS = 500
