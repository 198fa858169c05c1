import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { fromPaise, toPaise } from "#domain/money.ts"
import type { RefundState } from "#domain/order-refunds.ts"
import { orderMoney } from "./ledger.ts"
import { MoneyRules } from "./rules.ts"

/**
 * Issue 32: the one reading of what an order may still give back, for cancellation, returns,
 * exchanges and the shop's refunds alike: the units each line has given back (by return requests
 * that hold them and by the shop's refunds), the ledger's money of the order, and the refunds of
 * returns promised but not paid yet. The caller holds the order's row lock when it decides by it.
 */
export const refundStateOf = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const units = yield* sql<{ refund: boolean; position: number; quantity: number }>`
      SELECT false AS refund, rl.position, sum(rl.quantity)::int AS quantity FROM return_lines rl JOIN return_requests r ON r.id = rl.return_id
      WHERE r.order_id = ${orderId} AND r.status NOT IN ('Rejected', 'Withdrawn') GROUP BY rl.position
      UNION ALL
      SELECT true, fl.position, sum(fl.quantity)::int FROM order_refund_lines fl JOIN order_refunds f ON f.id = fl.refund_id
      WHERE f.order_id = ${orderId} GROUP BY fl.position`
    const [promised] = yield* sql<{ amount: number; toWallet: number }>`
      SELECT coalesce(sum(refund_amount), 0)::float8 AS amount, coalesce(sum(refund_wallet), 0)::float8 AS "toWallet"
      FROM return_requests WHERE order_id = ${orderId} AND kind = 'return' AND status NOT IN ('Rejected', 'Withdrawn', 'Refunded')`
    const byReturns = new Map(units.filter((row) => !row.refund).map((row) => [row.position, row.quantity]))
    const byRefunds = new Map(units.filter((row) => row.refund).map((row) => [row.position, row.quantity]))
    const taken = (yield* MoneyRules).unitsTaken(byReturns, byRefunds)
    const state: RefundState = {
      money: yield* orderMoney(orderId),
      promised: { amount: fromPaise(toPaise(promised?.amount ?? 0)), toWallet: fromPaise(toPaise(promised?.toWallet ?? 0)) }
    }
    return { taken, state }
  })
