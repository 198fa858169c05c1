import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { type Cause, Clock, Duration, Effect, Either, Layer, Schedule } from "effect"
import { allocateRefund, type GatewayRefund, type GatewayRefundState } from "#domain/gateway-refunds.ts"
import { NotFound, RefundNotAllowed } from "#domain/http/errors.ts"
import { fromPaise, toPaise } from "#domain/money.ts"
import type { Language } from "#domain/language.ts"
import { formatOrderId } from "#domain/order.ts"
import { REFUND_STEP_SMS } from "#domain/sms-texts.ts"
import { refuseOwn } from "../ledger/rules.ts"
import { iso } from "../order/order.repo.ts"
import { textClient } from "../order/order-sms.ts"
import { logHeld, textAsStaff } from "../order/staff-sms.ts"
import { PaymentGateway } from "./payment-gateway.ts"

// Issue 37 item 4 (docs/decisions/060-razorpay.md): refunds to the original payment of an order paid
// through Razorpay are made at the gateway. The flow that gives money back posts the ledger's entry
// and, in the same transaction under the order's lock, queues its gateway refunds
// (queueGatewayRefunds); after the commit it asks the gateway (sendGatewayRefunds), and every
// process's sweep asks again for those the gateway has not accepted yet. The gateway's answer, its
// webhooks (refund.processed, refund.failed) and staff's retry or settlement by hand each append a
// step, on the order's timeline, and the customer is texted when the money is sent or could not be.

const newRefundId = () => `grf_${randomBytes(12).toString("hex")}`

/** The idempotency key (and receipt) of a refund's request: its id and round, so a retry is a new request. */
export const refundKey = (id: string, round: number) => `${id}_r${round}`
const KEY = /^(grf_[0-9a-f]{24})_r([0-9]{1,6})$/

/**
 * Queues the gateway refunds of `entryIds`, the ledger entries the caller has just posted, those of
 * them that move money from the order to the payer, taken from its captured Razorpay payments
 * (allocateRefund). In the caller's transaction, under the order's lock.
 */
export const queueGatewayRefunds = (orderId: string, entryIds: ReadonlyArray<string>, at: Date) =>
  Effect.gen(function* () {
    if (entryIds.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const payments = yield* sql<{ attemptId: string; paymentId: string; left: number; late: boolean }>`
      SELECT a.id AS "attemptId", a.gateway_payment_id AS "paymentId", a.not_applied IS NOT NULL AS late,
        (a.amount - coalesce((SELECT sum(g.amount) FROM gateway_refunds g WHERE g.attempt_id = a.id), 0))::float8 AS left
      FROM payment_attempts a
      WHERE a.order_id = ${orderId} AND a.gateway = 'razorpay' AND a.outcome = 'approved' AND a.gateway_payment_id IS NOT NULL
      ORDER BY a.settled_at, a.id`
    if (payments.length === 0) return
    const entries = yield* sql<{ id: string; amount: number; attemptId: string | null }>`
      SELECT e.id::text AS id, e.amount::float8 AS amount, e.attempt_id AS "attemptId" FROM ledger_entries e
      WHERE e.order_id = ${orderId} AND e.id::text IN ${sql.in(entryIds)} AND e.from_account = 'order' AND e.to_account = 'payer'
        AND NOT EXISTS (SELECT 1 FROM gateway_refunds g WHERE g.ledger_entry_id = e.id)
      ORDER BY e.id`
    const left = new Map(payments.map((payment) => [payment.attemptId, toPaise(payment.left)]))
    for (const entry of entries) {
      const pool = payments.map((payment) => ({ attemptId: payment.attemptId, late: payment.late, leftPaise: left.get(payment.attemptId) ?? 0 }))
      const { parts, uncovered } = allocateRefund(toPaise(entry.amount), pool, entry.attemptId)
      if (uncovered > 0) {
        yield* Effect.logWarning(`gateway refunds: ${fromPaise(uncovered)} rupees of ledger entry ${entry.id} (order ${orderId}) passed through no gateway payment; settle it by hand`)
      }
      for (const part of parts) {
        left.set(part.attemptId, (left.get(part.attemptId) ?? 0) - part.paise)
        const id = newRefundId()
        const paymentId = payments.find((payment) => payment.attemptId === part.attemptId)!.paymentId
        yield* sql`INSERT INTO gateway_refunds ${sql.insert({
          id, order_id: orderId, ledger_entry_id: entry.id, attempt_id: part.attemptId, gateway: "razorpay", payment_id: paymentId,
          amount: fromPaise(part.paise), status: "pending", created_at: at, updated_at: at
        })}`
        yield* sql`INSERT INTO gateway_refund_steps ${sql.insert({ refund_id: id, status: "pending", by_actor: "system", words: null, at })}`
      }
    }
  })

interface Moved {
  readonly orderId: string
  readonly state: GatewayRefundState
}

/**
 * Moves a refund to `state` with a step, under its row's lock, when it may move there: pending to
 * processed or failed (the gateway's word), failed to pending (a retry) or settled (by hand). The
 * same news twice (the answer, then its webhook) moves it once. What moved, or undefined.
 */
const moveRefund = (
  id: string,
  state: GatewayRefundState,
  change: { readonly words?: string | null; readonly gatewayRefundId?: string; readonly round?: number; readonly by?: { readonly actorId: string } }
) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const [row] = yield* sql<{ orderId: string; status: GatewayRefundState; round: number; gatewayRefundId: string | null }>`
      SELECT order_id AS "orderId", status, round, gateway_refund_id AS "gatewayRefundId" FROM gateway_refunds WHERE id = ${id} FOR UPDATE`
    if (row === undefined) return undefined
    // News of an earlier round (a failure answered before staff asked again) is not this round's.
    if (change.round !== undefined && change.round !== row.round) {
      yield* Effect.logWarning(`gateway refunds: ${state} for round ${change.round} of refund ${id}, now in round ${row.round} (${row.status}): not applied; check ${change.gatewayRefundId ?? "it"} at the gateway`)
      return undefined
    }
    const allowed = row.status === "pending" ? state === "processed" || state === "failed" : row.status === "failed" && (state === "pending" || state === "settled")
    const now = new Date(yield* Clock.currentTimeMillis)
    if (!allowed) {
      // The gateway's id, learned from a webhook when its answer was lost, is kept all the same.
      if (change.gatewayRefundId !== undefined && row.gatewayRefundId === null) {
        yield* sql`UPDATE gateway_refunds SET gateway_refund_id = ${change.gatewayRefundId}, updated_at = ${now} WHERE id = ${id}`
      }
      return undefined
    }
    const words = change.words === undefined ? null : change.words?.slice(0, 500) ?? null
    const retry = state === "pending"
    yield* sql`UPDATE gateway_refunds SET status = ${state}, words = ${words}, updated_at = ${now},
      gateway_refund_id = ${retry ? null : change.gatewayRefundId ?? row.gatewayRefundId}, round = ${retry ? row.round + 1 : row.round}
      WHERE id = ${id}`
    yield* sql`INSERT INTO gateway_refund_steps ${sql.insert({
      refund_id: id, status: state, by_actor: change.by === undefined ? "system" : "admin", actor_id: change.by?.actorId ?? null, words, at: now
    })}`
    if (state === "processed" || state === "settled") {
      // A capture the order could not take is no longer due once its money is back.
      yield* sql`UPDATE payment_attempts a SET refund_due = false FROM gateway_refunds g
        WHERE g.id = ${id} AND a.id = g.attempt_id AND a.refund_due
          AND NOT EXISTS (SELECT 1 FROM gateway_refunds o WHERE o.attempt_id = a.id AND o.status IN ('pending', 'failed'))`
    }
    return { orderId: row.orderId, state } satisfies Moved
  })))

/** The customer's SMS of a refund's new state: to whom, and what (none for pending, or a refund gone). */
const refundSms = (refundId: string, state: Exclude<GatewayRefundState, "pending">) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [refund] = yield* sql<{ orderId: string; clientId: string; number: number; amount: number; words: string | null; language: Language }>`
      SELECT o.id AS "orderId", o.client_id AS "clientId", o.number::int AS number, g.amount::float8 AS amount, g.words, o.language
      FROM gateway_refunds g JOIN orders o ON o.id = g.order_id WHERE g.id = ${refundId}`
    if (refund === undefined) return undefined
    const note = state === "settled" && refund.words !== null ? refund.words : undefined
    // In the order's language (issue 39).
    const text = REFUND_STEP_SMS[refund.language]({ orderid: formatOrderId(refund.number), amount: refund.amount, state, note })
    return { ...refund, text: textClient(refund.clientId, text) }
  })

const unsentSms = (refundId: string) => (cause: Cause.Cause<unknown>) => Effect.logWarning(`gateway refunds: the SMS of refund ${refundId} was not sent`, cause)

/** Texts the customer a refund the gateway sent or failed (after the commit; a failed SMS is logged, the refund stands). */
const tellCustomer = (refundId: string, moved: Moved | undefined) =>
  moved === undefined || moved.state === "pending"
    ? Effect.void
    : Effect.flatMap(refundSms(refundId, moved.state), (sms) => sms?.text ?? Effect.void).pipe(Effect.catchAllCause(unsentSms(refundId)))

/** How long a refund the gateway accepted waits for its webhook before the sweep asks where it stands. */
const STALE_AFTER = "15 minutes"

/**
 * The sweep's second part: refunds the gateway accepted and has not reported for STALE_AFTER (a
 * webhook lost, or not subscribed to) are looked up; what they say moves them, else they wait again.
 */
const askAfterStale = Effect.gen(function* () {
  const gateway = yield* PaymentGateway
  const ask = gateway.refundState
  if (ask === undefined) return 0
  const sql = yield* SqlClient.SqlClient
  const stale = yield* sql<{ id: string; gatewayRefundId: string; round: number }>`
    SELECT id, gateway_refund_id AS "gatewayRefundId", round FROM gateway_refunds
    WHERE status = 'pending' AND gateway_refund_id IS NOT NULL AND updated_at < now() - ${STALE_AFTER}::interval
    ORDER BY updated_at LIMIT ${SEND_BATCH}`
  let moved = 0
  for (const refund of stale) {
    const answer = yield* Effect.either(ask(refund.gatewayRefundId))
    if (Either.isRight(answer) && answer.right.state !== "pending") {
      const change = yield* moveRefund(refund.id, answer.right.state, {
        gatewayRefundId: refund.gatewayRefundId, round: refund.round,
        ...(answer.right.state === "failed" ? { words: "The gateway reports the refund failed." } : {})
      })
      yield* tellCustomer(refund.id, change)
      if (change !== undefined) moved++
    } else {
      yield* sql`UPDATE gateway_refunds SET updated_at = ${new Date(yield* Clock.currentTimeMillis)} WHERE id = ${refund.id} AND status = 'pending'`
    }
  }
  return moved
})

/** How many refunds one sending asks for at most (the rest wait for the next sweep). */
const SEND_BATCH = 50

/**
 * Asks the gateway for the pending refunds it has not accepted yet (of one order, or the oldest of
 * all), after the commit that queued them. The gateway's refusal fails the refund with its words;
 * a gateway that does not answer leaves it pending for the next sweep. Never fails its caller.
 */
export const sendGatewayRefunds = (orderId?: string) =>
  Effect.gen(function* () {
    const gateway = yield* PaymentGateway
    const ask = gateway.refund
    if (ask === undefined) return 0
    const sql = yield* SqlClient.SqlClient
    const unsent = yield* sql<{ id: string; orderId: string; number: number; paymentId: string; amount: number; round: number }>`
      SELECT g.id, g.order_id AS "orderId", o.number::int AS number, g.payment_id AS "paymentId", g.amount::float8 AS amount, g.round
      FROM gateway_refunds g JOIN orders o ON o.id = g.order_id
      WHERE g.status = 'pending' AND g.gateway_refund_id IS NULL AND (${orderId ?? null}::text IS NULL OR g.order_id = ${orderId ?? null})
      ORDER BY g.updated_at LIMIT ${SEND_BATCH}`
    let sent = 0
    for (const refund of unsent) {
      const answer = yield* Effect.either(ask({
        paymentId: refund.paymentId, amountPaise: toPaise(refund.amount), key: refundKey(refund.id, refund.round),
        notes: { orderid: formatOrderId(refund.number), refund: refund.id }
      }))
      if (Either.isLeft(answer) && answer.left._tag === "ServiceUnavailable") {
        yield* sql`UPDATE gateway_refunds SET tries = tries + 1, updated_at = ${new Date(yield* Clock.currentTimeMillis)} WHERE id = ${refund.id} AND round = ${refund.round}`
        continue
      }
      sent++
      const moved = Either.isLeft(answer)
        ? yield* moveRefund(refund.id, "failed", { words: answer.left._tag === "RefusedByGateway" ? answer.left.words : null, round: refund.round })
        : answer.right.state === "pending"
          ? yield* Effect.as(sql`UPDATE gateway_refunds SET gateway_refund_id = ${answer.right.refundId}, updated_at = ${new Date(yield* Clock.currentTimeMillis)}
              WHERE id = ${refund.id} AND round = ${refund.round} AND status = 'pending' AND gateway_refund_id IS NULL`, undefined)
          : yield* moveRefund(refund.id, answer.right.state, { gatewayRefundId: answer.right.refundId, round: refund.round })
      yield* tellCustomer(refund.id, moved)
    }
    if (orderId === undefined) sent += yield* askAfterStale
    return sent
  }).pipe(Effect.catchAllCause((cause) => Effect.as(Effect.logWarning("gateway refunds: sending failed; the next sweep asks again", cause), 0)))

/** Every 30 s in every process, from its start: ask again for what the gateway has not accepted. */
export const GatewayRefundsLive = Layer.scopedDiscard(
  Effect.forkScoped(sendGatewayRefunds().pipe(Effect.repeat(Schedule.spaced(Duration.seconds(30)))))
)

/**
 * A refund webhook (refund.processed, refund.failed) applied to the refund it names: by the
 * gateway's id, or by its receipt (the shop's key) when the gateway's answer never reached the
 * shop. A sentence of what it did, kept with the event; the customer is texted after the commit.
 */
export const applyRefundWebhook = (
  event: "refund.processed" | "refund.failed",
  refund: { readonly id: string; readonly receipt?: string | null | undefined; readonly error_description?: string | null | undefined }
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const key = refund.receipt === undefined || refund.receipt === null ? null : KEY.exec(refund.receipt)
    const [row] = yield* sql<{ id: string }>`
      SELECT id FROM gateway_refunds WHERE gateway_refund_id = ${refund.id} OR id = ${key?.[1] ?? null} LIMIT 1`
    if (row === undefined) return { outcome: `Refund ${refund.id} is not a refund of this shop: nothing applied.`, then: Effect.void }
    const state = event === "refund.processed" ? "processed" : "failed"
    const moved = yield* moveRefund(row.id, state, {
      gatewayRefundId: refund.id,
      ...(key === null ? {} : { round: Number(key[2]) }),
      ...(state === "failed" ? { words: refund.error_description ?? "The gateway gave no reason." } : {})
    })
    return {
      outcome: moved === undefined ? `Refund ${refund.id} was already ${state === "processed" ? "settled" : "past failing"}: nothing changed.` : `Refund ${refund.id} ${state}: on the order's timeline.`,
      then: tellCustomer(row.id, moved)
    }
  })

/** A refund of the order for staff to act on, or NotFound. */
const refundOfOrder = (orderId: string, refundId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ status: GatewayRefundState; clientId: string }>`
      SELECT g.status, o.client_id AS "clientId" FROM gateway_refunds g JOIN orders o ON o.id = g.order_id WHERE g.id = ${refundId} AND g.order_id = ${orderId}`
    if (row === undefined) return yield* Effect.fail(new NotFound({ message: "This order has no such refund at the gateway." }))
    return row
  })

/**
 * A step staff take on a refund of the order that failed, never on their own order: it moves to
 * `state` ("asked for again" or "settled by hand", `what` says which in the refusal).
 */
const staffStep = (staffId: string, orderId: string, refundId: string, state: "pending" | "settled", what: string, words: string | null) =>
  Effect.gen(function* () {
    const refund = yield* refundOfOrder(orderId, refundId)
    yield* refuseOwn(staffId, refund.clientId, "You cannot act on a refund of your own order; another member of staff must.")
    if (refund.status !== "failed") {
      return yield* Effect.fail(new RefundNotAllowed({ message: `This refund is ${refund.status}; only a refund that failed can be ${what}.` }))
    }
    const moved = yield* moveRefund(refundId, state, { words, by: { actorId: staffId } })
    if (moved === undefined) return yield* Effect.fail(new RefundNotAllowed({ message: "This refund changed meanwhile; read the order again." }))
  })

/** Staff ask the gateway again for a refund that failed (a new request: its round moves on), then send it. */
export const retryGatewayRefund = (staffId: string, orderId: string, refundId: string) =>
  Effect.zipRight(staffStep(staffId, orderId, refundId, "pending", "asked for again", null), sendGatewayRefunds(orderId))

/** Staff record a failed refund as paid by hand (a bank transfer), with how. */
export const settleGatewayRefund = (staffId: string, orderId: string, refundId: string, note: string) =>
  Effect.gen(function* () {
    yield* staffStep(staffId, orderId, refundId, "settled", "settled by hand", note)
    // Staff's doing: within the order's staff texts for the day (issue 34 item 5), past them the settlement stands untold.
    const sms = yield* refundSms(refundId, "settled")
    if (sms !== undefined) {
      const sent = yield* textAsStaff(sms.orderId, "refund", staffId, sms.text).pipe(Effect.catchAllCause((cause) => Effect.as(unsentSms(refundId)(cause), undefined)))
      if (sent?._tag === "Held") yield* logHeld("refund SMS", formatOrderId(sms.number))
    }
  })

/** An order's gateway refunds, as the back office reads them. */
export const gatewayRefundsOf = (orderId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<GatewayRefund>`
    SELECT id, amount::float8 AS amount, payment_id AS "paymentId", status, gateway_refund_id AS "gatewayRefundId", words,
      ${iso(sql, sql`updated_at`)} AS "updatedAt"
    FROM gateway_refunds WHERE order_id = ${orderId} ORDER BY created_at, id`)
