import { HttpApiBuilder } from "@effect/platform"
import { mayWorkIn } from "#domain/staff.ts"
import { SqlClient, type Statement } from "@effect/sql"
import { Clock, Effect, Either, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { CurrentClient } from "#domain/http/client.http.ts"
import { NotFound, OrderNotFound, OutOfStock, ReturnCannotChange, ReturnNotAllowed } from "#domain/http/errors.ts"
import type { ExchangeChoice, ReturnAction, ReturnOptions } from "#domain/http/returns.http.ts"
import { heldOf } from "#domain/ledger.ts"
import { formatRupees, fromPaise, toPaise } from "#domain/money.ts"
import { earlierOf, refundPartsText, stillRefundablePaise } from "#domain/order-refunds.ts"
import { formatOrderId, type Order } from "#domain/order.ts"
import type { ReturnEventTag } from "#domain/return-status.ts"
import {
  decideReturnEvent,
  exchangeChoicesFor,
  type ExchangeOption,
  linesProblem,
  type NewReturnRequest,
  RETURN_REASON_TEXT,
  refundDestinations,
  refundOf,
  returnEligibility,
  type ReturnRequest,
  type ReturnStatus,
  type WalletMovement
} from "#domain/returns.ts"
import { newId } from "../db/ids.ts"
import { orderMoney, walletBalanceSql } from "../ledger/ledger.ts"
import { refundStateOf } from "../ledger/refund-state.ts"
import { MoneyRules, refuseOwn } from "../ledger/rules.ts"
import { lockOrder, recordRefundOf } from "../order/order.writes.ts"
import { orUnavailable } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { iso, orderById, orderKeyOf } from "../order/order.repo.ts"
import { SmsProvider } from "../sign-in/sms-provider.ts"
import { logHeld, textAsStaff } from "../order/staff-sms.ts"
import { customerRefundsOf } from "../support/orders-admin.ts"

// Issue 19 item 3 (ADR 031): returns and exchanges, and the wallet's movements. Every write locks
// the order's row first, so one order's requests and steps are decided one at a time (two refunds
// racing: the second finds the request Refunded and is refused), and the unique index on a
// return's wallet refund is the database's own word that it is paid once.

type ReturnRow = Omit<ReturnRequest, "orderid"> & { readonly number: number }

const returnSelect = (sql: SqlClient.SqlClient, where: Statement.Fragment, tail: Statement.Fragment) => sql<ReturnRow>`
  SELECT r.id AS "_id", o.number::int AS number, c.name AS "customerName", r.kind, r.reason, r.note, r.refund_to AS "refundTo",
    r.status, r.refund_amount::float8 AS "refundAmount", r.refund_wallet::float8 AS "refundToWallet",
    r.refund_original::float8 AS "refundToOriginal", r.fees_refunded::float8 AS "feesRefunded", ${iso(sql, sql`r.created_at`)} AS "createdAt",
    (SELECT json_agg(json_build_object('position', rl.position, 'ProductName', l.product_name, 'packSizeName', l.pack_name,
        'packSizeOptionName', l.option_name, 'thumbnail', l.thumbnail, 'quantity', rl.quantity, 'amount', rl.amount::float8,
        'exchangeOptionId', rl.exchange_option_id, 'exchangeOptionName', rl.exchange_option_name) ORDER BY rl.position)
      FROM return_lines rl JOIN order_lines l ON l.order_id = r.order_id AND l.position = rl.position WHERE rl.return_id = r.id) AS lines,
    (SELECT coalesce(json_agg(json_strip_nulls(json_build_object('_tag', e.tag, 'at', ${iso(sql, sql`e.at`)}, 'by', e.by_actor,
        'reason', e.reason, 'returnId', e.return_id)) ORDER BY e.seq), '[]'::json)
      FROM order_events e WHERE e.order_id = r.order_id AND e.return_id = r.id) AS events
  FROM return_requests r JOIN orders o ON o.id = r.order_id JOIN clients c ON c.id = r.client_id
  WHERE ${where} ${tail}`

const whole = ({ number, ...row }: ReturnRow): ReturnRequest => ({ ...row, orderid: formatOrderId(number) }) as ReturnRequest

const returnsWhere = (where: (sql: SqlClient.SqlClient) => Statement.Fragment, tail: (sql: SqlClient.SqlClient) => Statement.Fragment = (sql) => sql``) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => returnSelect(sql, where(sql), tail(sql))).pipe(Effect.map((rows) => rows.map(whole)))

const returnById = (id: string) => Effect.map(returnsWhere((sql) => sql`r.id = ${id}`), (rows) => Option.fromNullable(rows[0]))

export const RETURNS_PAGE = 20
export const WALLET_PAGE = 20

/** A page of requests, newest first, with the count of all that match. */
const pageOf = (where: (sql: SqlClient.SqlClient) => Statement.Fragment, page: number | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const current = page ?? 1
    const returns = yield* returnsWhere(where, (sql) => sql`ORDER BY r.created_at DESC, r.id DESC LIMIT ${RETURNS_PAGE} OFFSET ${(current - 1) * RETURNS_PAGE}`)
    const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM return_requests r WHERE ${where(sql)}`
    return { success: true as const, returns, page: current, limit: RETURNS_PAGE, total: counted?.total ?? 0 }
  })

/** The columns of an option an exchange may take (`o` an option, `ps` its pack size). */
const exchangeOptionColumns = (sql: SqlClient.SqlClient) => sql`o.id AS "PackOptionId", o.pack_size_id AS "PackId", ps.product_id AS "productId",
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
const returnsOfOrder = (order: Order) =>
  Effect.gen(function* () {
    const returns = yield* returnsWhere((sql) => sql`r.order_id = ${order._id}`, (sql) => sql`ORDER BY r.created_at, r.id`)
    const now = new Date(yield* Clock.currentTimeMillis)
    // Units the shop has refunded are not asked back again (issue 32): the one count of units taken.
    const { taken } = yield* refundStateOf(order._id)
    const eligibility = returnEligibility(order, now, taken)
    const options: ReturnOptions = eligibility._tag === "Eligible"
      ? { closesOn: eligibility.closesOn, refusal: null, units: eligibility.units, refundTo: refundDestinations(order), exchangeChoices: yield* exchangeChoicesOf(order) }
      : { closesOn: null, refusal: eligibility.message, units: order.lines.map(() => 0), refundTo: [], exchangeChoices: order.lines.map(() => []) }
    return { returns, options }
  })

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

const notAllowed = (message: string) => Effect.fail(new ReturnNotAllowed({ message }))

/** POST order/{orderid}/returns: the customer's request, checked against the rules and stored with its first event. */
export const createReturn = (clientId: Id, orderId: string, request: NewReturnRequest) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* lockOrder(orderId)
    const order = Option.getOrThrow(yield* orderById(orderId))
    // Issue 32: units refunded by the shop count as taken too, and the refund fits what is still refundable.
    const { taken, state } = yield* refundStateOf(orderId)
    const now = new Date(yield* Clock.currentTimeMillis)
    const eligibility = returnEligibility(order, now, taken)
    if (eligibility._tag === "NotEligible") return yield* notAllowed(eligibility.message)
    const problem = linesProblem(order, request.lines, taken)
    if (problem !== undefined) return yield* notAllowed(problem)
    const started = decideReturnEvent([], request.kind, { _tag: "return.requested", by: "customer" })
    if (Either.isLeft(started)) return yield* notAllowed(started.left)
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
      return yield* notAllowed("This order was paid in cash on delivery, so its refund goes to your Bazaar wallet.")
    }
    const refund = request.kind === "return"
      ? refundOf(order, request.lines, request.reason, request.refundTo!, taken, earlierOf(state))
      : { lines: request.lines.map(() => 0), fees: 0, amount: 0, toWallet: 0, toOriginal: 0 }
    if (toPaise(refund.amount) > stillRefundablePaise(state)) {
      return yield* notAllowed(`Order ${order.orderid} has ${formatRupees(fromPaise(Math.max(0, stillRefundablePaise(state))))} paid and not refunded; ` +
        `these items would refund ${formatRupees(refund.amount)}. Please contact Bazaar support.`)
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
    return returnId
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

/** "Bazaar: your return of order BZ-000123 is Approved. ...": the customer is told of every step. */
export const returnSmsText = (request: ReturnRequest): string => {
  const what = request.kind === "exchange" ? "exchange" : "return"
  const detail: Partial<Record<ReturnStatus, string>> = {
    Requested: " We will let you know once it is approved.",
    Approved: " Our delivery partner will pick the items up from your address.",
    Rejected: ` Reason: ${request.events.at(-1)?.reason ?? ""}`,
    "Picked up": request.kind === "exchange" ? " We will send your new size shortly." : " Your refund follows shortly.",
    Exchanged: " Your new size is on its way.",
    Refunded: ` ${formatRupees(request.refundAmount)} refunded${request.refundToWallet > 0 ? `, ${formatRupees(request.refundToWallet)} of it to your wallet` : ""}.`,
    Withdrawn: " Nothing will be picked up; the items stay with you."
  }
  return `Bazaar: your ${what} of order ${request.orderid} is ${request.status}.${detail[request.status] ?? ""}`
}

/**
 * The customer is texted the request's new status. A step staff took is one of the order's staff
 * texts (issue 34 item 5): past the order's texts for the day the step stands and no SMS goes.
 */
const textCustomer = (request: ReturnRequest, staffId: Id | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sms = yield* SmsProvider
    const [client] = yield* sql<{ mobile: string; orderId: string }>`
      SELECT c.mobile, r.order_id AS "orderId" FROM return_requests r JOIN clients c ON c.id = r.client_id WHERE r.id = ${request._id}`
    if (client === undefined) return
    const send = sms.send(client.mobile, returnSmsText(request))
    if (staffId === undefined) return yield* send
    const sent = yield* textAsStaff(client.orderId, "return", staffId, send)
    if (sent._tag === "Held") yield* logHeld("return SMS", request.orderid)
  }).pipe(Effect.catchAll((error) => Effect.logWarning("return SMS not sent", error)))

/** The request as the contract answers it, after a write (by staff when `staffId` is given); the customer is texted its new status. */
const answerAfterWrite = (returnId: string, staffId?: Id) =>
  Effect.gen(function* () {
    const request = yield* Effect.flatMap(returnById(returnId), Option.match({
      onNone: () => Effect.die(new Error(`return ${returnId} vanished after a write`)),
      onSome: Effect.succeed
    }))
    yield* textCustomer(request, staffId)
    return { success: true as const, returnRequest: request }
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

/** The order named by its readable id, if the session may see it: its customer's, or any for an admin. */
const visibleOrder = (orderid: string, mayAdmin: boolean) =>
  Effect.gen(function* () {
    const current = yield* CurrentClient
    const key = yield* orderKeyOf(orderid)
    if (Option.isNone(key) || (key.value.clientId !== current.clientId && !(mayAdmin && mayWorkIn(current.role, "support")))) {
      return yield* Effect.fail(new OrderNotFound({ message: `You have no order ${orderid}.` }))
    }
    return { id: key.value.id, clientId: current.clientId }
  })

export const ReturnsHandlersLive = HttpApiBuilder.group(BazaarApi, "returns", (handlers) =>
  handlers
    .handle("create", ({ path, payload }) =>
      Effect.gen(function* () {
        // Only the order's own customer asks (an admin acts on requests, never makes one).
        const { id, clientId } = yield* visibleOrder(path.orderid, false)
        return yield* answerAfterWrite(yield* createReturn(clientId, id, payload))
      }).pipe(orUnavailable))
    .handle("ofOrder", ({ path }) =>
      Effect.gen(function* () {
        const { id } = yield* visibleOrder(path.orderid, true)
        const order = Option.getOrThrow(yield* orderById(id))
        return { success: true as const, ...(yield* returnsOfOrder(order)), refunds: yield* customerRefundsOf(id) }
      }).pipe(orUnavailable))
    .handle("withdraw", ({ path }) =>
      Effect.gen(function* () {
        // Only the order's own customer withdraws (another customer's order is not found).
        const { id, clientId } = yield* visibleOrder(path.orderid, false)
        return yield* answerAfterWrite(yield* withdrawReturn(clientId, id, path.returnId))
      }).pipe(orUnavailable))
    .handle("mine", ({ urlParams }) =>
      Effect.flatMap(CurrentClient, ({ clientId }) => pageOf((sql) => sql`r.client_id = ${clientId}`, urlParams.page)).pipe(orUnavailable))
    .handle("wallet", ({ urlParams }) =>
      Effect.flatMap(CurrentClient, ({ clientId }) => walletOf(clientId, urlParams.page)).pipe(orUnavailable))
)

export const ReturnsAdminHandlersLive = HttpApiBuilder.group(BazaarApi, "returnsAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) =>
      pageOf((sql) => urlParams.status === undefined ? sql`true` : sql`r.status = ${urlParams.status}`, urlParams.page).pipe(orUnavailable))
    .handle("act", ({ path, payload }) =>
      Effect.gen(function* () {
        const { clientId } = yield* CurrentClient
        return yield* answerAfterWrite(yield* actOnReturn(clientId, path.returnId, payload), clientId)
      }).pipe(orUnavailable))
)
