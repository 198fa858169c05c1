import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import { NotFound } from "#domain/http/errors.ts"
import { formatOrderId } from "#domain/order.ts"
import {
  CUSTOMER_CREDIT_REQUESTS,
  CUSTOMER_MOVEMENTS,
  CUSTOMER_ORDERS,
  type CustomerDetail,
  type CustomerSummary,
  type StaffWalletMovement,
  type WalletCreditRequest
} from "#domain/support-admin.ts"
import { resolvePage } from "../catalogue/paging.ts"
import { clientById } from "../client/client.repo.ts"
import { walletBalanceSql } from "../ledger/ledger.ts"
import { iso, ordersOfClient } from "../order/order.repo.ts"

// Issue 20 item 4 (ADR 039): support's customers. A wallet credit or debit is an entry of the
// ledger (issue 32, server/ledger/ledger.ts) with the reason and who made it; the balance is the sum
// of the wallet's entries, checked under the client's row lock (and by the ledger's trigger).
// Blocking ends the customer's sessions in the same transaction (and a blocked client's session
// is refused anyway: server/session/session.repo.ts). This file reads; customers-admin.writes.ts changes; customers-admin.handlers.ts answers the calls.

export const CUSTOMERS_PAGE = 25

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const summaryColumns = (sql: SqlClient.SqlClient) => sql`
  c.id AS "_id", c.name AS "Name", c.mobile AS "Mobile", c.email AS "Email", ${walletBalanceSql(sql, sql`c.id`)} AS "WalletBalance", c.role,
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

/** A customer looked for by id that is not there. */
export const notFound = (clientId: string) => Effect.fail(new NotFound({ message: `There is no customer ${clientId}.` }))

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
      movements: rows.map(({ number, ...row }) => ({ ...row, orderid: number === null ? null : formatOrderId(number) })),
      creditRequests: yield* creditRequestsWhere((sql) => sql`r.client_id = ${clientId}`, (sql) => sql`ORDER BY r.requested_at DESC, r.id DESC LIMIT ${CUSTOMER_CREDIT_REQUESTS}`)
    }
    return detail
  })

/** Wallet credits waiting or decided, chosen by `where`, with who asked and who decided. */
export const creditRequestsWhere = (where: (sql: SqlClient.SqlClient) => Statement.Fragment, tail: (sql: SqlClient.SqlClient) => Statement.Fragment) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<WalletCreditRequest>`
    SELECT r.id AS "_id", r.client_id AS "clientId", c.name AS "customerName", r.amount::float8 AS amount, r.reason, r.status,
      q.name AS "requestedBy", ${iso(sql, sql`r.requested_at`)} AS "requestedAt", d.name AS "decidedBy",
      CASE WHEN r.decided_at IS NOT NULL THEN ${iso(sql, sql`r.decided_at`)} END AS "decidedAt"
    FROM wallet_credit_requests r JOIN clients c ON c.id = r.client_id JOIN clients q ON q.id = r.requested_by
    LEFT JOIN clients d ON d.id = r.decided_by
    WHERE ${where(sql)} ${tail(sql)}`)

/** GET admin/wallet-credits: the credits waiting for a second admin, oldest first. */
export const pendingCreditRequests = creditRequestsWhere((sql) => sql`r.status = 'Pending'`, (sql) => sql`ORDER BY r.requested_at, r.id LIMIT 200`)
