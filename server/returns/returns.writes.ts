import { SqlClient } from "@effect/sql"
import { Clock, Effect, Either, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { NotFound, OutOfStock, ReturnCannotChange, ReturnNotAllowed } from "#domain/http/errors.ts"
import type { ReturnAction } from "#domain/http/returns.http.ts"
import { heldOf } from "#domain/ledger.ts"
import { formatRupees, fromPaise, toPaise } from "#domain/money.ts"
import { refused } from "#domain/refusal-words.ts"
import type { Refusal } from "#domain/refusals.ts"
import { earlierOf, refundPartsText, stillRefundablePaise } from "#domain/order-refunds.ts"
import type { ReturnEventTag } from "#domain/return-status.ts"
import {
  decideReturnEvent,
  type ExchangeOption,
  linesProblem,
  type NewReturnRequest,
  RETURN_REASON_TEXT,
  refundDestinations,
  refundOf,
  returnEligibility
} from "#domain/returns.ts"
import { newId } from "../db/ids.ts"
import { orderMoney } from "../ledger/ledger.ts"
import { refundStateOf } from "../ledger/refund-state.ts"
import { MoneyRules, refuseOwn } from "../ledger/rules.ts"
import { orderById } from "../order/order.repo.ts"
import { lockOrder, recordRefundOf } from "../order/order.writes.ts"
import { exchangeOptionColumns, returnById } from "./returns.repo.ts"

// Returns and exchanges asked for, stepped and withdrawn (issue 19 item 3, ADR 031): each write locks
// the order's row first (returns.repo.ts says why).

/** The next seq of the order's stream (its row locked by the caller). */
const nextSeqOf = (orderId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ next: number }>`SELECT coalesce(max(seq), 0)::int + 1 AS next FROM order_events WHERE order_id = ${orderId}`).pipe(
    Effect.map((rows) => rows[0]!.next)
  )

const appendReturnEvent = (orderId: string, returnId: string, tag: ReturnEventTag, by: "customer" | "admin", actorId: string, reason: string | null, at: Date) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const seq = yield* nextSeqOf(orderId)
    yield* sql`INSERT INTO order_events (order_id, seq, tag, by_actor, actor_id, reason, at, return_id)
      VALUES (${orderId}, ${seq}, ${tag}, ${by}, ${actorId}, ${reason}, ${at}, ${returnId})`
  })

const notAllowed = (refusal: Refusal) => Effect.fail(new ReturnNotAllowed(refused(refusal)))

/** POST order/{orderid}/returns: the customer's request, checked against the rules and stored with its first event. */
export const createReturn = (clientId: Id, orderId: string, request: NewReturnRequest) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* lockOrder(orderId)
    const order = Option.getOrThrow(yield* orderById(orderId))
    // Issue 32: units refunded by the shop count as taken too, and the refund fits what is still refundable.
    const { taken, state } = yield* refundStateOf(orderId)
    const now = new Date(yield* Clock.currentTimeMillis)
    const eligibility = returnEligibility(order, now, taken)
    if (eligibility._tag === "NotEligible") return yield* notAllowed(eligibility.refusal)
    const problem = linesProblem(order, request.lines, taken)
    if (problem !== undefined) return yield* notAllowed(problem)
    const started = decideReturnEvent([], request.kind, { _tag: "return.requested", by: "customer" })
    // A first request is never refused by its lifecycle; were it, its words are the machine's own.
    if (Either.isLeft(started)) return yield* Effect.fail(new ReturnNotAllowed({ message: started.left }))
    let names = new Map<string, string>()
    if (request.kind === "exchange") {
      const rules = yield* MoneyRules
      const ids = request.lines.map((line) => line.exchangeOptionId!)
      const options = yield* sql<ExchangeOption>`
        SELECT ${exchangeOptionColumns(sql)} FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id
        WHERE o.id IN ${sql.in([...ids, ...request.lines.map((line) => order.lines[line.position]!.PackOptionId)])}`
      for (const line of request.lines) {
        const found = options.find((option) => option.PackOptionId === line.exchangeOptionId)
        const ordered = order.lines[line.position]!
        const boughtNow = options.find((option) => option.PackOptionId === ordered.PackOptionId)?.price
        const exchangeRefusal = rules.exchangeProblem(ordered, found, line.quantity, boughtNow)
        if (exchangeRefusal !== undefined) return yield* notAllowed(exchangeRefusal)
      }
      // The request names each new option by its size ("for size L"): its colour is the line's.
      names = new Map(options.map((option) => [option.PackOptionId, option.packSizeName]))
    } else if (!refundDestinations(order).includes(request.refundTo!)) {
      return yield* notAllowed({ _tag: "ReturnCashToWallet" })
    }
    const refund = request.kind === "return"
      ? refundOf(order, request.lines, request.reason, request.refundTo!, taken, earlierOf(state))
      : { lines: request.lines.map(() => 0), fees: 0, amount: 0, toWallet: 0, toOriginal: 0 }
    if (toPaise(refund.amount) > stillRefundablePaise(state)) {
      return yield* notAllowed({ _tag: "ReturnOverPaid", orderid: order.orderid, refundable: fromPaise(Math.max(0, stillRefundablePaise(state))), asked: refund.amount })
    }
    const id = newId()
    yield* sql`INSERT INTO return_requests ${sql.insert({
      id, order_id: orderId, client_id: clientId, kind: request.kind, reason: request.reason,
      note: request.note === undefined || request.note === "" ? null : request.note,
      refund_to: request.kind === "return" ? request.refundTo! : null, status: started.right,
      refund_amount: refund.amount, refund_wallet: refund.toWallet, refund_original: refund.toOriginal, fees_refunded: refund.fees,
      created_at: now, updated_at: now
    })}`
    yield* sql`INSERT INTO return_lines ${sql.insert(request.lines.map((line, i) => ({
      return_id: id, position: line.position, quantity: line.quantity, amount: refund.lines[i]!,
      exchange_option_id: line.exchangeOptionId ?? null,
      exchange_option_name: line.exchangeOptionId === undefined ? null : names.get(line.exchangeOptionId) ?? null
    })))}`
    yield* appendReturnEvent(orderId, id, "return.requested", "customer", clientId, RETURN_REASON_TEXT[request.reason], now)
    return id
  })))

const STEP_OF = {
  approve: "return.approved",
  reject: "return.rejected",
  pickedUp: "return.picked-up",
  refund: "return.refunded",
  exchange: "return.exchanged"
} as const satisfies Record<ReturnAction["_tag"], ReturnEventTag>

/** PUT admin/returns/{returnId}: one step, if the request's machine allows it, with what it moves (stock, money). */
export const actOnReturn = (adminId: Id, returnId: string, action: ReturnAction) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const [key] = yield* sql<{ orderId: string; clientId: string }>`SELECT order_id AS "orderId", client_id AS "clientId" FROM return_requests WHERE id = ${returnId}`
    if (key === undefined) return yield* Effect.fail(new NotFound({ message: "There is no such return request." }))
    // Issue 32: staff never take a step on a request of their own.
    yield* refuseOwn(adminId, key.clientId, "You cannot act on your own return request; another member of staff must.")
    yield* lockOrder(key.orderId)
    const request = Option.getOrThrow(yield* returnById(returnId))
    const tag = STEP_OF[action._tag]
    const next = decideReturnEvent(request.events, request.kind, { _tag: tag, by: "admin" })
    if (Either.isLeft(next)) return yield* Effect.fail(new ReturnCannotChange({ message: `${next.left}.` }))
    const now = new Date(yield* Clock.currentTimeMillis)
    let reason: string | null = null
    if (tag === "return.approved" && request.kind === "exchange") {
      // The new sizes are taken now, so they are kept for the customer; the column's CHECK and the
      // condition refuse a sale beyond the stock.
      for (const line of request.lines) {
        const taken = yield* sql`UPDATE pack_size_options SET available_stock = available_stock - ${line.quantity}
          WHERE id = ${line.exchangeOptionId} AND available_stock >= ${line.quantity} RETURNING id`
        if (taken.length === 0) {
          return yield* Effect.fail(new OutOfStock({ message: `${line.ProductName} in ${line.exchangeOptionName} is out of stock now; reject the exchange or wait for stock.` }))
        }
      }
    }
    if (tag === "return.rejected" && action._tag === "reject") reason = action.reason
    if (tag === "return.picked-up") {
      // The items come back on sale (an option the catalogue no longer has is left alone).
      yield* sql`UPDATE pack_size_options o SET available_stock = o.available_stock + rl.quantity
        FROM return_lines rl JOIN order_lines l ON l.order_id = ${key.orderId} AND l.position = rl.position
        WHERE rl.return_id = ${returnId} AND o.id = l.option_id`
    }
    if (tag === "return.refunded") {
      // Issue 32: the return's money leaves the order through the ledger, within what it still holds.
      const parts = { toWallet: toPaise(request.refundToWallet), toPayer: toPaise(request.refundToOriginal) }
      const held = heldOf(yield* orderMoney(key.orderId))
      if (parts.toWallet + parts.toPayer > held) {
        return yield* Effect.fail(new ReturnCannotChange({
          message: `Order ${request.orderid} holds ${formatRupees(fromPaise(held))} not yet refunded; this return would refund ${formatRupees(request.refundAmount)}.`
        }))
      }
      yield* recordRefundOf(key.orderId, key.clientId, parts, { kind: "return-refund", reason: `Refund of a return of order ${request.orderid}`, by: "admin", actorId: adminId, returnId })
      reason = parts.toWallet + parts.toPayer === 0 ? "Nothing was paid for these items, so nothing is refunded" : `Refunded ${refundPartsText(parts)}`
    }
    yield* appendReturnEvent(key.orderId, returnId, tag, "admin", adminId, reason, now)
    yield* sql`UPDATE return_requests SET status = ${next.right}, updated_at = ${now} WHERE id = ${returnId}`
    return { returnId, orderId: key.orderId }
  })))

/**
 * PUT order/{orderid}/returns/{returnId}/withdraw: the customer withdraws their own request, if its
 * machine allows it (Requested or Approved: before the pickup). An exchange already approved gives
 * back the new sizes' stock its approval took, in the same transaction as the step.
 */
export const withdrawReturn = (clientId: Id, orderId: string, returnId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* lockOrder(orderId)
    const [own] = yield* sql<{ id: string }>`SELECT id FROM return_requests WHERE id = ${returnId} AND order_id = ${orderId} AND client_id = ${clientId}`
    if (own === undefined) return yield* Effect.fail(new NotFound({ message: "There is no such return request." }))
    const request = Option.getOrThrow(yield* returnById(returnId))
    const next = decideReturnEvent(request.events, request.kind, { _tag: "return.withdrawn", by: "customer" })
    if (Either.isLeft(next)) return yield* Effect.fail(new ReturnCannotChange({ message: `${next.left}.` }))
    const now = new Date(yield* Clock.currentTimeMillis)
    if (request.kind === "exchange" && request.status === "Approved") {
      // The new sizes kept for the customer at approval go back on sale (summed per option: two
      // lines may have asked for the same one; an option the catalogue no longer has is left alone).
      yield* sql`UPDATE pack_size_options o SET available_stock = o.available_stock + back.quantity
        FROM (SELECT exchange_option_id AS id, sum(quantity)::int AS quantity FROM return_lines
              WHERE return_id = ${returnId} AND exchange_option_id IS NOT NULL GROUP BY exchange_option_id) back
        WHERE o.id = back.id`
    }
    yield* appendReturnEvent(orderId, returnId, "return.withdrawn", "customer", clientId, null, now)
    yield* sql`UPDATE return_requests SET status = ${next.right}, updated_at = ${now} WHERE id = ${returnId}`
    return returnId
  })))
