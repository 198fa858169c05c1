import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { OrderNotFound, RefundNotAllowed } from "#domain/http/errors.ts"
import { type Order } from "#domain/order.ts"
import { decideRefund, type OrderRefund, type RefundRequest, refundRefusal, refundText, stillRefundablePaise } from "#domain/order-refunds.ts"
import { ORDER_REFUND_SMS } from "#domain/sms-texts.ts"
import { formatRupees, fromPaise, toPaise } from "#domain/money.ts"
import { withRefundSteps } from "#domain/gateway-refunds.ts"
import { refundDestinations } from "#domain/returns.ts"
import { type OrderDetail, type OrderQuery, orderQueryOf, type OrderSearchParams, type PaymentRecord, type TimelineEntry } from "#domain/support-admin.ts"
import { newId } from "../db/ids.ts"
import { refundStateOf } from "../ledger/refund-state.ts"
import { refuseOwn } from "../ledger/rules.ts"
import { gatewayRefundsOf } from "../payment/gateway-refunds.ts"
import { lockOrder, recordRefundOf } from "../order/order.writes.ts"
import { textOrderClient } from "../order/order-sms.ts"
import { logHeld, textAsStaff } from "../order/staff-sms.ts"
import { iso, orderById, orderKeyOf, select } from "../order/order.repo.ts"
import { resolvePage } from "../catalogue/paging.ts"

// Issue 20 item 3 (ADR 039): support's orders. The list is one indexed query per page (the
// filters on orders' own indexes, the customer's name and mobile on clients' trigram indexes); an
// order's detail reads its whole stream; a refund locks the order's row first, like returns do, so
// two refunds of one order are decided one after the other and never give back more than was paid.

export const ADMIN_ORDERS_PAGE = 25

/** The start of an Indian day, as an instant. */
const indianDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`)
const nextIndianDay = (day: string) => new Date(indianDayStart(day).getTime() + 86_400_000)

/** LIKE's own characters, taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

const queryCondition = (sql: SqlClient.SqlClient, query: OrderQuery) => {
  switch (query._tag) {
    case "Number":
      return sql`o.number = ${query.number}`
    case "Mobile":
      return sql`o.client_id IN (SELECT id FROM clients WHERE mobile LIKE ${`%${likeLiteral(query.digits)}%`})`
    case "Name":
      return sql`o.client_id IN (SELECT id FROM clients WHERE lower(name) LIKE ${`%${likeLiteral(query.text)}%`})`
  }
}

/** GET admin/orders: a page of the orders that match, newest first, with their customers. */
export const searchOrders = (params: OrderSearchParams) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage({ page: params.page }, ADMIN_ORDERS_PAGE)
    const query = params.q === undefined ? undefined : orderQueryOf(params.q)
    const conditions = [
      ...(params.status === undefined ? [] : [sql`o.status = ${params.status}`]),
      ...(params.mode === undefined ? [] : [sql`o.payment_mode = ${params.mode}`]),
      ...(params.from === undefined ? [] : [sql`o.created_at >= ${indianDayStart(params.from)}`]),
      ...(params.to === undefined ? [] : [sql`o.created_at < ${nextIndianDay(params.to)}`]),
      ...(query === undefined ? [] : [queryCondition(sql, query)])
    ]
    const where = conditions.length === 0 ? sql`true` : sql.and(conditions)
    const orders = yield* select((sql) => sql`SELECT o.id FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit} OFFSET ${offset}`)
    const [counted] = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM orders o WHERE ${where}`
    const clientIds = [...new Set(orders.map((order) => order.client))]
    const customers = clientIds.length === 0 ? [] : yield* sql<{ _id: Id; Name: string; Mobile: string }>`
      SELECT id AS "_id", name AS "Name", mobile AS "Mobile" FROM clients WHERE id IN ${sql.in(clientIds)}`
    return { success: true as const, order: orders, customers, page, limit, total: counted?.total ?? 0 }
  })

const refundsOf = (orderId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<OrderRefund>`
    SELECT f.id AS "_id", f.whole_order AS "wholeOrder", f.refund_to AS "refundTo", f.reason,
      -- Issue 32: a refund's amounts are its ledger entries'.
      (SELECT coalesce(sum(le.amount), 0) FROM ledger_entries le WHERE le.refund_id = f.id)::float8 AS amount,
      (SELECT coalesce(sum(le.amount), 0) FROM ledger_entries le WHERE le.refund_id = f.id AND le.to_account = 'wallet')::float8 AS "toWallet",
      (SELECT coalesce(sum(le.amount), 0) FROM ledger_entries le WHERE le.refund_id = f.id AND le.to_account = 'payer')::float8 AS "toOriginal",
      f.fees::float8 AS fees, ${iso(sql, sql`f.created_at`)} AS at,
      (SELECT coalesce(json_agg(json_build_object('position', fl.position, 'ProductName', l.product_name, 'packSizeOptionName', l.option_name,
          'quantity', fl.quantity, 'amount', fl.amount::float8) ORDER BY fl.position), '[]'::json)
        FROM order_refund_lines fl JOIN order_lines l ON l.order_id = f.order_id AND l.position = fl.position WHERE fl.refund_id = f.id) AS lines
    FROM order_refunds f WHERE f.order_id = ${orderId} ORDER BY f.created_at, f.id`)

/** A customer's view of an order's refunds (the tracking page). */
export const customerRefundsOf = refundsOf

/** GET admin/orders/{orderid}: everything support needs about one order. */
export const orderDetail = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const order = yield* Effect.flatMap(orderById(orderId), Option.match({
      onNone: () => Effect.die(new Error(`order ${orderId} vanished`)),
      onSome: (found: Order) => Effect.succeed(found)
    }))
    const [customer] = yield* sql<{ _id: Id; Name: string; Mobile: string; Email: string; blocked: boolean }>`
      SELECT id AS "_id", name AS "Name", mobile AS "Mobile", email AS "Email", blocked_at IS NOT NULL AS blocked FROM clients WHERE id = ${order.client}`
    const payments = yield* sql<PaymentRecord>`
      SELECT id AS "attemptId", amount::float8 AS amount, outcome, gateway_payment_id AS "gatewayPaymentId",
        ${iso(sql, sql`created_at`)} AS "createdAt", CASE WHEN settled_at IS NOT NULL THEN ${iso(sql, sql`settled_at`)} END AS "settledAt",
        refund_due AS "refundDue"
      FROM payment_attempts WHERE order_id = ${orderId} ORDER BY created_at`
    const events = yield* sql<TimelineEntry>`
      SELECT e.tag AS "_tag", ${iso(sql, sql`e.at`)} AS at, e.by_actor AS by, c.name AS who, e.reason, e.return_id AS "returnId", e.refund_id AS "refundId"
      FROM order_events e LEFT JOIN clients c ON c.id = e.actor_id WHERE e.order_id = ${orderId} ORDER BY e.seq`
    // Issue 37 item 4: each step of a refund at the gateway, beside the order's events, by time.
    const steps = yield* sql<{ status: string; at: string; by: "system" | "admin"; who: string | null; amount: number; paymentId: string; words: string | null }>`
      SELECT s.status, ${iso(sql, sql`s.at`)} AS at, s.by_actor AS by, c.name AS who, g.amount::float8 AS amount, g.payment_id AS "paymentId", s.words
      FROM gateway_refund_steps s JOIN gateway_refunds g ON g.id = s.refund_id LEFT JOIN clients c ON c.id = s.actor_id
      WHERE g.order_id = ${orderId} ORDER BY s.id`
    const timeline = withRefundSteps(events, steps.map((step): TimelineEntry => ({
      _tag: `refund.${step.status}`, at: step.at, by: step.by, who: step.who, returnId: null, refundId: null,
      reason: `${formatRupees(step.amount)} to payment ${step.paymentId}${step.words === null ? "" : `: ${step.words}`}`
    })))
    const refunds = yield* refundsOf(orderId)
    const { taken, state } = yield* refundStateOf(orderId)
    const refusal = refundRefusal(order, state)
    const detail: OrderDetail = {
      order,
      customer: customer!,
      payments,
      timeline,
      refunds,
      gatewayRefunds: yield* gatewayRefundsOf(orderId),
      refundable: {
        units: order.lines.map((line, position) => (refusal === undefined ? Math.max(0, line.quantity - (taken.get(position) ?? 0)) : 0)),
        remaining: fromPaise(Math.max(0, stillRefundablePaise(state))),
        refundTo: refusal === undefined ? refundDestinations(order) : [],
        refusal: refusal ?? null
      }
    }
    return detail
  })

/** The order's _id by its readable id, or OrderNotFound. */
export const orderIdOf = (orderid: string) =>
  Effect.flatMap(orderKeyOf(orderid), Option.match({
    onNone: () => Effect.fail(new OrderNotFound({ message: `There is no order ${orderid}.` })),
    onSome: (key) => Effect.succeed(key.id)
  }))

/**
 * POST admin/orders/{orderid}/refunds: the refund decided on the locked order, its lines, its money
 * through the ledger and its event in the order's stream, in one transaction. A member of staff
 * never refunds their own order (issue 32).
 */
export const recordRefund = (staffId: Id, orderId: string, request: RefundRequest) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const locked = yield* lockOrder(orderId)
    yield* refuseOwn(staffId, locked.clientId, "You cannot refund your own order; another member of staff must.")
    const order = Option.getOrThrow(yield* orderById(orderId))
    const { taken, state } = yield* refundStateOf(orderId)
    const decision = decideRefund(order, request, taken, state)
    if (decision._tag === "Refused") return yield* Effect.fail(new RefundNotAllowed({ message: decision.message }))
    const now = new Date(yield* Clock.currentTimeMillis)
    const id = newId()
    yield* sql`INSERT INTO order_refunds ${sql.insert({
      id, order_id: orderId, whole_order: request.scope === "order", refund_to: request.refundTo, reason: request.reason,
      fees: decision.fees, actor_id: staffId, created_at: now
    })}`
    yield* sql`INSERT INTO order_refund_lines ${sql.insert(decision.lines.map((line) => ({
      refund_id: id, position: line.position, quantity: line.quantity, amount: line.amount
    })))}`
    yield* recordRefundOf(orderId, order.client, { toWallet: toPaise(decision.toWallet), toPayer: toPaise(decision.toOriginal) }, {
      kind: "order-refund", reason: `Refund of order ${order.orderid}: ${request.reason}`, by: "admin", actorId: staffId, refundId: id,
      eventReason: refundText({ ...decision, reason: request.reason })
    })
    return { id, orderId, orderid: order.orderid, client: order.client, toWallet: decision.toWallet, toOriginal: decision.toOriginal }
  })))

/**
 * The customer is texted each refund an admin records, within the order's staff texts for the day
 * (issue 34 item 5: past them the refund stands and no SMS goes); a failed SMS is logged, the refund stands.
 */
export const textRefund = (
  refund: { readonly orderId: string; readonly orderid: string; readonly client: string; readonly toWallet: number; readonly toOriginal: number },
  staffId: string
) =>
  textAsStaff(refund.orderId, "refund", staffId, textOrderClient(refund.orderId, (language) => ORDER_REFUND_SMS[language](refund))).pipe(
    Effect.flatMap((sent) => sent._tag === "Held" ? logHeld("refund SMS", refund.orderid) : Effect.void),
    Effect.catchAll((error) => Effect.logWarning("refund SMS not sent", error))
  )
