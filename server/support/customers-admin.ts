import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { CurrentClient } from "#domain/http/client.http.ts"
import { Conflict, NotFound } from "#domain/http/errors.ts"
import { formatRupees } from "#domain/money.ts"
import { formatOrderId } from "#domain/order.ts"
import {
  type BlockChange,
  CUSTOMER_MOVEMENTS,
  CUSTOMER_ORDERS,
  type CustomerDetail,
  type CustomerSummary,
  type StaffWalletMovement,
  type WalletAdjustment
} from "#domain/support-admin.ts"
import { resolvePage } from "../catalogue/paging.ts"
import { clientById } from "../client/client.repo.ts"
import { orUnavailable } from "../http/failures.ts"
import { ServedApi } from "../http/served-api.ts"
import { iso, ordersOfClient } from "../order/order.repo.ts"

// Issue 20 item 4 (ADR 039): support's customers. A wallet credit or debit is one statement that
// changes the balance and appends its movement (with the reason and who made it), so the two never
// part; the balance's CHECK (>= 0) and the debit's own condition keep it from going below zero.
// Blocking ends the customer's sessions in the same transaction (and a blocked client's session
// is refused anyway: server/session/session.repo.ts).

export const CUSTOMERS_PAGE = 25

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const summaryColumns = (sql: SqlClient.SqlClient) => sql`
  c.id AS "_id", c.name AS "Name", c.mobile AS "Mobile", c.email AS "Email", c.wallet_balance::float8 AS "WalletBalance", c.role,
  (SELECT count(*)::int FROM orders o WHERE o.client_id = c.id) AS orders, c.blocked_at IS NOT NULL AS blocked,
  ${iso(sql, sql`c.created_at`)} AS "createdAt"`

/** GET admin/customers: newest first, or those whose name, mobile or e-mail holds the search. */
export const searchCustomers = (params: { readonly q?: string | undefined; readonly page?: number | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage({ page: params.page }, CUSTOMERS_PAGE)
    const text = params.q?.trim().toLowerCase() ?? ""
    const digits = text.replace(/[\s-]/g, "").replace(/^\+?91(?=[6-9][0-9]{9}$)/, "")
    const pattern = `%${likeLiteral(text)}%`
    const where = text === ""
      ? sql`true`
      : /^[0-9]+$/.test(digits)
        ? sql`c.mobile LIKE ${`%${likeLiteral(digits)}%`}`
        : sql`(lower(c.name) LIKE ${pattern} OR lower(c.email) LIKE ${pattern})`
    const customers = yield* sql<CustomerSummary>`
      SELECT ${summaryColumns(sql)} FROM clients c WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`
    const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM clients c WHERE ${where}`
    return { success: true as const, customers, page, limit, total: counted?.total ?? 0 }
  })

const notFound = (clientId: string) => Effect.fail(new NotFound({ message: `There is no customer ${clientId}.` }))

/** GET admin/customers/{clientId}: the customer, addresses, latest orders and wallet movements. */
export const customerDetail = (clientId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [customer] = yield* sql<CustomerSummary & { blockedReason: string | null }>`
      SELECT ${summaryColumns(sql)}, c.blocked_reason AS "blockedReason" FROM clients c WHERE c.id = ${clientId}`
    if (customer === undefined) return yield* notFound(clientId)
    const client = yield* clientById(clientId)
    const orders = yield* ordersOfClient(clientId, CUSTOMER_ORDERS)
    const rows = yield* sql<Omit<StaffWalletMovement, "orderid"> & { number: number | null }>`
      SELECT m.id::text AS "_id", m.amount::float8 AS amount, m.balance_after::float8 AS "balanceAfter", m.kind, m.reason,
        o.number::int AS number, ${iso(sql, sql`m.at`)} AS at, s.name AS by
      FROM wallet_movements m LEFT JOIN orders o ON o.id = m.order_id LEFT JOIN clients s ON s.id = m.actor_id
      WHERE m.client_id = ${clientId} ORDER BY m.id DESC LIMIT ${CUSTOMER_MOVEMENTS}`
    const { blockedReason, ...summary } = customer
    const detail: CustomerDetail = {
      customer: summary,
      blockedReason,
      addresses: Option.match(client, { onNone: () => [], onSome: (found) => found.Addresses }),
      orders,
      movements: rows.map(({ number, ...row }) => ({ ...row, orderid: number === null ? null : formatOrderId(number) }))
    }
    return detail
  })

/** POST admin/customers/{clientId}/wallet: the balance and its movement in one statement; a debit never below zero. */
export const adjustWallet = (staffId: Id, clientId: string, adjustment: WalletAdjustment) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = new Date(yield* Clock.currentTimeMillis)
    const signed = adjustment.direction === "credit" ? adjustment.amount : -adjustment.amount
    const kind = adjustment.direction === "credit" ? "shop-credit" : "shop-debit"
    const moved = yield* sql<{ id: string }>`
      WITH changed AS (
        UPDATE clients SET wallet_balance = wallet_balance + ${signed}
        WHERE id = ${clientId} AND wallet_balance + ${signed} >= 0 RETURNING id, wallet_balance
      )
      INSERT INTO wallet_movements (client_id, amount, balance_after, kind, reason, actor_id, at)
      SELECT id, ${signed}, wallet_balance, ${kind}, ${adjustment.reason}, ${staffId}, ${now} FROM changed
      RETURNING client_id AS id`
    if (moved.length > 0) return
    const [found] = yield* sql<{ balance: number }>`SELECT wallet_balance::float8 AS balance FROM clients WHERE id = ${clientId}`
    if (found === undefined) return yield* notFound(clientId)
    return yield* Effect.fail(new Conflict({
      message: `The wallet holds ${formatRupees(found.balance)}; a debit of ${formatRupees(adjustment.amount)} would take it below zero.`
    }))
  })

/** PUT admin/customers/{clientId}/block: block with a reason (ending every session) or unblock. */
export const changeBlock = (clientId: string, change: BlockChange) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const now = new Date(yield* Clock.currentTimeMillis)
    const [found] = yield* sql<{ role: string }>`SELECT role FROM clients WHERE id = ${clientId} FOR UPDATE`
    if (found === undefined) return yield* notFound(clientId)
    if (found.role !== "customer") {
      return yield* Effect.fail(new Conflict({ message: "A member of staff is not blocked here; an admin changes their role instead." }))
    }
    if (change.blocked) {
      yield* sql`UPDATE clients SET blocked_at = coalesce(blocked_at, ${now}), blocked_reason = ${change.reason!} WHERE id = ${clientId}`
      yield* sql`UPDATE sessions SET revoked_at = ${now} WHERE client_id = ${clientId} AND revoked_at IS NULL`
    } else {
      yield* sql`UPDATE clients SET blocked_at = NULL, blocked_reason = NULL WHERE id = ${clientId}`
    }
  })))

export const CustomerAdminHandlersLive = HttpApiBuilder.group(ServedApi, "customerAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) => searchCustomers(urlParams).pipe(orUnavailable))
    .handle("one", ({ path }) => customerDetail(path.clientId).pipe(Effect.map((detail) => ({ success: true as const, detail })), orUnavailable))
    .handle("adjustWallet", ({ path, payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        yield* adjustWallet(clientId, path.clientId, payload)
        return { success: true as const, detail: yield* customerDetail(path.clientId) }
      }).pipe(orUnavailable))
    .handle("block", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* changeBlock(path.clientId, payload)
        return { success: true as const, detail: yield* customerDetail(path.clientId) }
      }).pipe(orUnavailable))
)
