import { SqlClient } from "@effect/sql"
import { Clock, Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { Conflict, NotFound } from "#domain/http/errors.ts"
import { formatRupees, toPaise } from "#domain/money.ts"
import { STAFF_DAILY_CREDIT_DEFAULT } from "#domain/order-limits.ts"
import type { BlockChange, WalletAdjustment } from "#domain/support-admin.ts"
import { newId } from "../db/ids.ts"
import { post, walletBalanceSql } from "../ledger/ledger.ts"
import { MoneyRules, refuseOwn } from "../ledger/rules.ts"
import { creditRequestsWhere, notFound } from "./customers-admin.repo.ts"

// Support's changes to a customer (issue 20 item 4, issue 32; ADR 039): wallet credits and debits
// through the ledger, the second admin's decision on a held credit, blocking.

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
