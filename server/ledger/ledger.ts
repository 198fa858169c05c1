import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import { type LedgerAccount, type LedgerKind, type OrderMoney, type RefundParts } from "#domain/ledger.ts"
import { fromPaise, toPaise } from "#domain/money.ts"

// Issue 32 (docs/decisions/041-one-ledger.md): the one place that writes money. Every flow that
// moves a rupee (placing, payment, delivery's cash, cancellation, returns, the shop's refunds,
// wallet credits and debits) posts its entries here, inside its own transaction and after it has
// locked the order's row (or, for a wallet change without an order, the client's). The database
// holds the ledger append-only and refuses an entry that would leave a wallet below zero or an
// order giving back more than it was paid (migration 0037's trigger).

/** One entry to post: amounts in rupees, as the table keeps them. */
export interface Entry {
  readonly clientId: string
  readonly orderId?: string | null
  readonly from: LedgerAccount
  readonly to: LedgerAccount
  readonly amount: number
  readonly kind: LedgerKind
  readonly reason: string
  readonly actorId?: string | null
  readonly returnId?: string | null
  readonly refundId?: string | null
  readonly attemptId?: string | null
  readonly creditRequestId?: string | null
  /** The order's `order.refunded` event that records this refund (its seq), read by the event's parts. */
  readonly eventSeq?: number | null
  readonly at: Date
}

/** Writes the entries (none for an empty list; a zero amount is no movement and is left out): the ids of those written. */
export const post = (entries: ReadonlyArray<Entry>) =>
  Effect.gen(function* () {
    const rows = entries.filter((entry) => toPaise(entry.amount) > 0).map((entry) => ({
      client_id: entry.clientId,
      order_id: entry.orderId ?? null,
      from_account: entry.from,
      to_account: entry.to,
      amount: fromPaise(toPaise(entry.amount)),
      kind: entry.kind,
      reason: entry.reason.slice(0, 200),
      actor_id: entry.actorId ?? null,
      return_id: entry.returnId ?? null,
      refund_id: entry.refundId ?? null,
      attempt_id: entry.attemptId ?? null,
      credit_request_id: entry.creditRequestId ?? null,
      order_event_seq: entry.eventSeq ?? null,
      at: entry.at
    }))
    if (rows.length === 0) return [] as ReadonlyArray<string>
    const sql = yield* SqlClient.SqlClient
    const written = yield* sql<{ id: string }>`INSERT INTO ledger_entries ${sql.insert(rows)} RETURNING id::text AS id`
    return written.map((row) => row.id)
  })

/** The entries of a refund in `parts` (paise), from the order to the wallet and to the payer. */
export const refundEntries = (
  parts: RefundParts,
  common: Omit<Entry, "from" | "to" | "amount">
): ReadonlyArray<Entry> => [
  { ...common, from: "order", to: "wallet", amount: fromPaise(parts.toWallet) },
  { ...common, from: "order", to: "payer", amount: fromPaise(parts.toPayer) }
]

/** One order's money as its entries add up (paise). The caller holds the order's row lock when it decides by it. */
export const orderMoney = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [sums] = yield* sql<{ fromWallet: number; fromPayer: number; toWallet: number; toPayer: number }>`
      SELECT
        coalesce(sum(amount) FILTER (WHERE to_account = 'order' AND from_account = 'wallet'), 0)::float8 AS "fromWallet",
        coalesce(sum(amount) FILTER (WHERE to_account = 'order' AND from_account = 'payer'), 0)::float8 AS "fromPayer",
        coalesce(sum(amount) FILTER (WHERE from_account = 'order' AND to_account = 'wallet'), 0)::float8 AS "toWallet",
        coalesce(sum(amount) FILTER (WHERE from_account = 'order' AND to_account = 'payer'), 0)::float8 AS "toPayer"
      FROM ledger_entries WHERE order_id = ${orderId}`
    return {
      fromWallet: toPaise(sums?.fromWallet ?? 0),
      fromPayer: toPaise(sums?.fromPayer ?? 0),
      toWallet: toPaise(sums?.toWallet ?? 0),
      toPayer: toPaise(sums?.toPayer ?? 0)
    } satisfies OrderMoney
  })

/**
 * A client's wallet balance in rupees as a column of a statement, `client` the SQL of its id: the
 * sum of the wallet's entries, written into the statement rather than as a call of the database's
 * `bazaar_wallet_balance` (the same sum, which the ledger's trigger and the invariants use), so a
 * prepared statement keeps its plan: a SQL function that cannot be inlined is planned at each call,
 * which cost order placement a measurable part of its time.
 */
export const walletBalanceSql = (sql: SqlClient.SqlClient, client: Statement.Fragment) => sql`(
  SELECT coalesce(sum(CASE WHEN w.to_account = 'wallet' THEN w.amount ELSE -w.amount END), 0)
  FROM ledger_entries w WHERE w.client_id = ${client} AND (w.from_account = 'wallet' OR w.to_account = 'wallet'))::float8`
