import { SqlClient, type Statement } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import type { ExchangeChoice, ReturnOptions } from "#domain/http/returns.http.ts"
import type { Language } from "#domain/language.ts"
import { formatOrderId, type Order } from "#domain/order.ts"
import {
  exchangeChoicesFor,
  type ExchangeOption,
  refundDestinations,
  returnEligibility,
  type ReturnRequest,
  type WalletMovement
} from "#domain/returns.ts"
import { sayRefusal } from "#domain/refusal-words.ts"
import { walletBalanceSql } from "../ledger/ledger.ts"
import { refundStateOf } from "../ledger/refund-state.ts"
import { iso } from "../order/order.repo.ts"

// Issue 19 item 3 (ADR 031): returns and exchanges, and the wallet's movements. Every write locks
// the order's row first, so one order's requests and steps are decided one at a time (two refunds
// racing: the second finds the request Refunded and is refused), and the unique index on a
// return's wallet refund is the database's own word that it is paid once.
// This file reads; returns.writes.ts decides and writes; returns.handlers.ts answers the calls.

type ReturnRow = Omit<ReturnRequest, "orderid"> & { readonly number: number }

const returnSelect = (sql: SqlClient.SqlClient, where: Statement.Fragment, tail: Statement.Fragment) => sql<ReturnRow>`
  SELECT r.id AS "_id", o.number::int AS number, c.name AS "customerName", r.kind, r.reason, r.note, r.refund_to AS "refundTo",
    r.status, r.refund_amount::float8 AS "refundAmount", r.refund_wallet::float8 AS "refundToWallet",
    r.refund_original::float8 AS "refundToOriginal", r.fees_refunded::float8 AS "feesRefunded", ${iso(sql, sql`r.created_at`)} AS "createdAt",
    (SELECT json_agg(jsonb_build_object('position', rl.position, 'ProductName', l.product_name, 'packSizeName', l.pack_name,
        'packSizeOptionName', l.option_name, 'thumbnail', l.thumbnail, 'quantity', rl.quantity, 'amount', rl.amount::float8,
        'exchangeOptionId', rl.exchange_option_id, 'exchangeOptionName', rl.exchange_option_name)
        || CASE WHEN l.product_name_hi IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('ProductNameHi', l.product_name_hi) END
        ORDER BY rl.position)
      FROM return_lines rl JOIN order_lines l ON l.order_id = r.order_id AND l.position = rl.position WHERE rl.return_id = r.id) AS lines,
    (SELECT coalesce(json_agg(json_strip_nulls(json_build_object('_tag', e.tag, 'at', ${iso(sql, sql`e.at`)}, 'by', e.by_actor,
        'reason', e.reason, 'returnId', e.return_id)) ORDER BY e.seq), '[]'::json)
      FROM order_events e WHERE e.order_id = r.order_id AND e.return_id = r.id) AS events
  FROM return_requests r JOIN orders o ON o.id = r.order_id JOIN clients c ON c.id = r.client_id
  WHERE ${where} ${tail}`

const whole = ({ number, ...row }: ReturnRow): ReturnRequest => ({ ...row, orderid: formatOrderId(number) }) as ReturnRequest

const returnsWhere = (where: (sql: SqlClient.SqlClient) => Statement.Fragment, tail: (sql: SqlClient.SqlClient) => Statement.Fragment = (sql) => sql``) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => returnSelect(sql, where(sql), tail(sql))).pipe(Effect.map((rows) => rows.map(whole)))

/** The request of the id, if there is one. */
export const returnById = (id: string) => Effect.map(returnsWhere((sql) => sql`r.id = ${id}`), (rows) => Option.fromNullable(rows[0]))

export const RETURNS_PAGE = 20
export const WALLET_PAGE = 20

/** A page of requests, newest first, with the count of all that match. */
export const pageOf = (where: (sql: SqlClient.SqlClient) => Statement.Fragment, page: number | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const current = page ?? 1
    const returns = yield* returnsWhere(where, (sql) => sql`ORDER BY r.created_at DESC, r.id DESC LIMIT ${RETURNS_PAGE} OFFSET ${(current - 1) * RETURNS_PAGE}`)
    const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM return_requests r WHERE ${where(sql)}`
    return { success: true as const, returns, page: current, limit: RETURNS_PAGE, total: counted?.total ?? 0 }
  })

/** The columns of an option an exchange may take (`o` an option, `ps` its pack size). */
export const exchangeOptionColumns = (sql: SqlClient.SqlClient) => sql`o.id AS "PackOptionId", o.pack_size_id AS "PackId", ps.product_id AS "productId",
  ps.name AS "packSizeName", o.name, o.available_stock AS stock, o.price::float8 AS price`

/** Every option of the order's products, with its size, stock and price now, in each product's order. */
const productOptionsOf = (order: Order) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<ExchangeOption>`
    SELECT ${exchangeOptionColumns(sql)}
    FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id
    WHERE ps.product_id IN ${sql.in([...new Set(order.lines.map((line) => line.productId))])} ORDER BY ps.position, ps.id, o.position, o.id`)

/**
 * The sizes each line may be exchanged for now (issue 33): the other sizes of its product in its
 * colour, in stock and at the same price (issue 32), each named by its size.
 */
const exchangeChoicesOf = (order: Order) =>
  Effect.map(productOptionsOf(order), (rows) => order.lines.map((line): ReadonlyArray<ExchangeChoice> => {
    const boughtNow = rows.find((row) => row.PackOptionId === line.PackOptionId)?.price
    return exchangeChoicesFor(line, rows, boughtNow)
      .map((row) => ({ PackOptionId: row.PackOptionId as Id, name: row.packSizeName, stock: row.stock, price: row.price }))
  }))

/** The order's requests and what its customer may ask now. */
export const returnsOfOrder = (order: Order) =>
  Effect.gen(function* () {
    const returns = yield* returnsWhere((sql) => sql`r.order_id = ${order._id}`, (sql) => sql`ORDER BY r.created_at, r.id`)
    const now = new Date(yield* Clock.currentTimeMillis)
    // Units the shop has refunded are not asked back again (issue 32): the one count of units taken.
    const { taken } = yield* refundStateOf(order._id)
    const eligibility = returnEligibility(order, now, taken)
    const options: ReturnOptions = eligibility._tag === "Eligible"
      ? { closesOn: eligibility.closesOn, refusal: null, units: eligibility.units, refundTo: refundDestinations(order), exchangeChoices: yield* exchangeChoicesOf(order) }
      : { closesOn: null, refusal: sayRefusal(eligibility.refusal), units: order.lines.map(() => 0), refundTo: [], exchangeChoices: order.lines.map(() => []) }
    return { returns, options }
  })

/** My Account's wallet: the balance and a page of its movements, newest first. */
export const walletOf = (clientId: Id, page: number | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const current = page ?? 1
    const [client] = yield* sql<{ balance: number; total: number }>`
      SELECT ${walletBalanceSql(sql, sql`${clientId}`)} AS balance, (SELECT count(*)::int FROM wallet_movements WHERE client_id = ${clientId}) AS total`
    const rows = yield* sql<Omit<WalletMovement, "orderid"> & { number: number | null }>`
      SELECT m.id::text AS "_id", m.amount::float8 AS amount, m.balance_after::float8 AS "balanceAfter", m.kind, m.reason,
        o.number::int AS number, ${iso(sql, sql`m.at`)} AS at
      FROM wallet_movements m LEFT JOIN orders o ON o.id = m.order_id
      WHERE m.client_id = ${clientId} ORDER BY m.id DESC LIMIT ${WALLET_PAGE} OFFSET ${(current - 1) * WALLET_PAGE}`
    const movements = rows.map(({ number, ...row }): WalletMovement => ({ ...row, orderid: number === null ? null : formatOrderId(number) }))
    return { success: true as const, balance: client?.balance ?? 0, movements, page: current, limit: WALLET_PAGE, total: client?.total ?? 0 }
  })


/** The mobile of the request's customer, its order, and the order's language, to text them its new status. */
export const returnCustomer = (returnId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ mobile: string; orderId: string; language: Language }>`
    SELECT c.mobile, r.order_id AS "orderId", o.language FROM return_requests r JOIN clients c ON c.id = r.client_id
    JOIN orders o ON o.id = r.order_id WHERE r.id = ${returnId}`).pipe(
    Effect.map((rows) => Option.fromNullable(rows[0]))
  )
