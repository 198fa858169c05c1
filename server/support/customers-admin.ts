import { HttpApiBuilder } from "@effect/platform"
import { SqlClient, type Statement } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { CurrentClient } from "#domain/http/client.http.ts"
import { Conflict, NotFound } from "#domain/http/errors.ts"
import { formatRupees, toPaise } from "#domain/money.ts"
import { STAFF_DAILY_CREDIT_DEFAULT } from "#domain/order-limits.ts"
import { formatOrderId } from "#domain/order.ts"
import {
  type BlockChange,
  CUSTOMER_CREDIT_REQUESTS,
  CUSTOMER_MOVEMENTS,
  CUSTOMER_ORDERS,
  type CustomerDetail,
  type CustomerSummary,
  type StaffWalletMovement,
  type WalletAdjustment,
  type WalletCreditRequest
} from "#domain/support-admin.ts"
import { resolvePage } from "../catalogue/paging.ts"
import { clientById } from "../client/client.repo.ts"
import { newId } from "../db/ids.ts"
import { post, walletBalanceSql } from "../ledger/ledger.ts"
import { MoneyRules, refuseOwn } from "../ledger/rules.ts"
import { orUnavailable } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { iso, ordersOfClient } from "../order/order.repo.ts"

// Issue 20 item 4 (ADR 039): support's customers. A wallet credit or debit is an entry of the
// ledger (issue 32, server/ledger/ledger.ts) with the reason and who made it; the balance is the sum
// of the wallet's entries, checked under the client's row lock (and by the ledger's trigger).
// Blocking ends the customer's sessions in the same transaction (and a blocked client's session
// is refused anyway: server/session/session.repo.ts).

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
      movements: rows.map(({ number, ...row }) => ({ ...row, orderid: number === null ? null : formatOrderId(number) })),
      creditRequests: yield* creditRequestsWhere((sql) => sql`r.client_id = ${clientId}`, (sql) => sql`ORDER BY r.requested_at DESC, r.id DESC LIMIT ${CUSTOMER_CREDIT_REQUESTS}`)
    }
    return detail
  })

const creditRequestsWhere = (where: (sql: SqlClient.SqlClient) => Statement.Fragment, tail: (sql: SqlClient.SqlClient) => Statement.Fragment) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<WalletCreditRequest>`
    SELECT r.id AS "_id", r.client_id AS "clientId", c.name AS "customerName", r.amount::float8 AS amount, r.reason, r.status,
      q.name AS "requestedBy", ${iso(sql, sql`r.requested_at`)} AS "requestedAt", d.name AS "decidedBy",
      CASE WHEN r.decided_at IS NOT NULL THEN ${iso(sql, sql`r.decided_at`)} END AS "decidedAt"
    FROM wallet_credit_requests r JOIN clients c ON c.id = r.client_id JOIN clients q ON q.id = r.requested_by
    LEFT JOIN clients d ON d.id = r.decided_by
    WHERE ${where(sql)} ${tail(sql)}`)

/** The start of today in India, as an instant: the daily cap's day. */
const indianDayStart = (now: Date) => {
  const day = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10)
  return new Date(`${day}T00:00:00+05:30`)
}

/**
 * POST admin/customers/{clientId}/wallet (issue 32): a credit or a debit through the ledger, the
 * client's row locked so a debit is checked against the balance it leaves (never below zero). Never
 * on the staff member's own wallet. A credit that takes the staff member's credits of today past the
 * shop's daily cap is not made: it waits for a second admin (answered `held`).
 */
export const adjustWallet = (staffId: Id, clientId: string, adjustment: WalletAdjustment) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* refuseOwn(staffId, clientId, "You cannot change your own wallet; another member of staff must.")
    const now = new Date(yield* Clock.currentTimeMillis)
    const [found] = yield* sql<{ balance: number }>`SELECT ${walletBalanceSql(sql, sql`clients.id`)} AS balance FROM clients WHERE id = ${clientId} FOR UPDATE`
    if (found === undefined) return yield* notFound(clientId)
    if (adjustment.direction === "debit") {
      if (toPaise(adjustment.amount) > toPaise(found.balance)) {
        return yield* Effect.fail(new Conflict({
          message: `The wallet holds ${formatRupees(found.balance)}; a debit of ${formatRupees(adjustment.amount)} would take it below zero.`
        }))
      }
      yield* post([{ clientId, from: "wallet", to: "shop", amount: adjustment.amount, kind: "shop-debit", reason: adjustment.reason, actorId: staffId, at: now }])
      return { held: false }
    }
    // The staff member's own credits are counted one at a time: their row is locked too.
    yield* sql`SELECT id FROM clients WHERE id = ${staffId} FOR UPDATE`
    const [today] = yield* sql<{ credited: number; cap: number }>`
      SELECT coalesce((SELECT sum(amount) FROM ledger_entries WHERE kind = 'shop-credit' AND actor_id = ${staffId}
          AND credit_request_id IS NULL AND at >= ${indianDayStart(now)}), 0)::float8 AS credited,
        coalesce((SELECT staff_daily_credit FROM shop_settings), ${STAFF_DAILY_CREDIT_DEFAULT})::float8 AS cap`
    if ((yield* MoneyRules).overDailyCredit(today!.credited, adjustment.amount, today!.cap)) {
      yield* sql`INSERT INTO wallet_credit_requests ${sql.insert({
        id: newId(), client_id: clientId, amount: adjustment.amount, reason: adjustment.reason, requested_by: staffId, requested_at: now, status: "Pending"
      })}`
      return { held: true }
    }
    yield* post([{ clientId, from: "shop", to: "wallet", amount: adjustment.amount, kind: "shop-credit", reason: adjustment.reason, actorId: staffId, at: now }])
    return { held: false }
  })))

/** GET admin/wallet-credits: the credits waiting for a second admin, oldest first. */
export const pendingCreditRequests = creditRequestsWhere((sql) => sql`r.status = 'Pending'`, (sql) => sql`ORDER BY r.requested_at, r.id LIMIT 200`)

/**
 * PUT admin/wallet-credits/{requestId} (issue 32): an admin approves a waiting credit (the credit is
 * made through the ledger then) or rejects it; never one they asked for, nor one to their own wallet.
 */
export const decideCredit = (adminId: Id, requestId: string, approve: boolean) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const [request] = yield* sql<{ clientId: string; amount: number; reason: string; requestedBy: string; status: string }>`
      SELECT client_id AS "clientId", amount::float8 AS amount, reason, requested_by AS "requestedBy", status
      FROM wallet_credit_requests WHERE id = ${requestId} FOR UPDATE`
    if (request === undefined) return yield* Effect.fail(new NotFound({ message: "There is no such wallet credit waiting." }))
    yield* refuseOwn(adminId, request.clientId, "You cannot approve a credit to your own wallet; another admin must.")
    yield* refuseOwn(adminId, request.requestedBy, "You asked for this credit; another admin must approve or reject it.")
    if (request.status !== "Pending") return yield* Effect.fail(new Conflict({ message: `This credit was ${request.status.toLowerCase()} already.` }))
    const now = new Date(yield* Clock.currentTimeMillis)
    yield* sql`UPDATE wallet_credit_requests SET status = ${approve ? "Approved" : "Rejected"}, decided_by = ${adminId}, decided_at = ${now} WHERE id = ${requestId}`
    if (approve) {
      yield* sql`SELECT id FROM clients WHERE id = ${request.clientId} FOR UPDATE`
      yield* post([{
        clientId: request.clientId, from: "shop", to: "wallet", amount: request.amount, kind: "shop-credit", reason: request.reason,
        actorId: request.requestedBy, creditRequestId: requestId, at: now
      }])
    }
    const [decided] = yield* creditRequestsWhere((sql) => sql`r.id = ${requestId}`, (sql) => sql``)
    return decided!
  })))

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

export const CustomerAdminHandlersLive = HttpApiBuilder.group(BazaarApi, "customerAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) => searchCustomers(urlParams).pipe(orUnavailable))
    .handle("one", ({ path }) => customerDetail(path.clientId).pipe(Effect.map((detail) => ({ success: true as const, detail })), orUnavailable))
    .handle("adjustWallet", ({ path, payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        const { held } = yield* adjustWallet(clientId, path.clientId, payload)
        return { success: true as const, detail: yield* customerDetail(path.clientId), awaitingApproval: held }
      }).pipe(orUnavailable))
    .handle("block", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* changeBlock(path.clientId, payload)
        return { success: true as const, detail: yield* customerDetail(path.clientId) }
      }).pipe(orUnavailable))
)
