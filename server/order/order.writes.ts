import { createHash } from "node:crypto"
import { promisedDate } from "#domain/delivery.ts"
import { SqlClient } from "@effect/sql"
import { Clock, Effect, Either, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { AccountGone, AddressNotFound, CashOnDeliveryLimit, Conflict, IdempotencyKeyReused, NotDeliverable, OnlinePaymentUnavailable, OrderCannotChange, OrderNotFound, OutOfStock, PaymentNotVerified, UnpaidOrdersLimit } from "#domain/http/errors.ts"
import { refused } from "#domain/refusal-words.ts"
import type { NewOrderRequest } from "#domain/http/order.http.ts"
import { DEFAULT_LANGUAGE } from "#domain/language.ts"
import { PAYMENT_HOLD_DEFAULTS } from "#domain/settings.ts"
import { COD_LIMIT_DEFAULTS } from "#domain/order-limits.ts"
import { applyEvent, decideEvent, type LifecycleEvent, lifecycleSnapshotOf, type OrderState, orderStateOf } from "#domain/order-lifecycle.ts"
import type { LifecycleSnapshot } from "#domain/order-lifecycle.machine.ts"
import { type Actor, type Address, formatOrderId, type Order, isAwaitingPayment, type OrderEventTag, type PaymentMode, type PaymentStatus } from "#domain/order.ts"
import type { ReturnEventTag } from "#domain/return-status.ts"
import type { OpenCod } from "#domain/cod-limits.ts"
import { heldOf, type RefundParts } from "#domain/ledger.ts"
import { refundPartsText } from "#domain/order-refunds.ts"
import { newId } from "../db/ids.ts"
import { orderMoney, post, refundEntries, walletBalanceSql } from "../ledger/ledger.ts"
import { MoneyRules } from "../ledger/rules.ts"
import { isUniqueViolation } from "../http/failures.ts"
import type { PaymentGatewayShape, PaymentOutcome } from "../payment/payment-gateway.ts"
import { queueGatewayRefunds } from "../payment/gateway-refunds.ts"
import { awaitingPaymentSql, orderById, orderPlacedColumns, type OrderRow, whole } from "./order.repo.ts"
import { type OptionRow, optionIdsOf, optionRowsJsonSql, quoteOrder } from "./order-pricing.ts"

// Writing orders (issue 5, DESIGN §2, §4). Placing an order prices it, takes its stock, moves the
// wallet's part to the order in the ledger and appends `order.placed`, all in one transaction: an
// order is whole or absent. Every later change appends one event that the domain's lifecycle
// allows, and updates the projection (status, payment status) in the same transaction, with the
// money it moves (issue 32: the cash of a delivery, a payment, a cancellation's refund) posted to
// the ledger under the order's row lock.

/** The payment-hold settings (issue 17, ADR 019), as the database has them now. */
const paymentHolds = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ holdMinutes: number; maxOrders: number; maxUnits: number }>`
  SELECT payment_hold_minutes AS "holdMinutes", max_unpaid_orders AS "maxOrders", max_unpaid_units AS "maxUnits" FROM shop_settings`).pipe(
  Effect.map((rows) => rows[0] ?? {
    holdMinutes: PAYMENT_HOLD_DEFAULTS.paymentHoldMinutes, maxOrders: PAYMENT_HOLD_DEFAULTS.maxUnpaidOrders, maxUnits: PAYMENT_HOLD_DEFAULTS.maxUnpaidUnits
  })
)

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * Issue 17: one customer may hold at most `maxOrders` online orders waiting for payment, and
 * `maxUnits` units in them, at once (orders past their hold do not count: the sweep is cancelling
 * them). The next online order is refused with a sentence saying why (Cash on Delivery has limits of
 * its own, issue 32, and neither sentence sends the shopper to the other).
 * Runs in the placing transaction, after the client's row is locked, so two orders of one customer
 * are counted one after the other.
 */
const refuseOverUnpaidLimit = (clientId: string, units: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { maxOrders, maxUnits } = yield* paymentHolds
    const [held] = yield* sql<{ orders: number; units: number }>`
      SELECT count(DISTINCT o.id)::int AS orders, coalesce(sum(l.quantity), 0)::int AS units
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.client_id = ${clientId} AND ${awaitingPaymentSql(sql, "o")} AND o.payment_due_at > now()`
    const orders = held?.orders ?? 0
    const heldUnits = held?.units ?? 0
    if (orders >= maxOrders) {
      return yield* Effect.fail(new UnpaidOrdersLimit(refused({ _tag: "UnpaidOrders", orders })))
    }
    if (heldUnits + units > maxUnits) {
      return yield* Effect.fail(new UnpaidOrdersLimit(refused({ _tag: "UnpaidUnits", most: maxUnits, wouldHold: heldUnits + units })))
    }
  })

/**
 * What the lifecycle makes of an order its customer places with this payment mode: the same state
 * for every order (the machine decides it from the mode alone), decided once per mode rather than
 * by a run of the machine for each order placed (2.4% of a placement's time, bench:profile).
 */
const placedStates = new Map<PaymentMode, OrderState>()
const newOrderState = (mode: PaymentMode): OrderState => {
  const known = placedStates.get(mode)
  if (known !== undefined) return known
  const placed = Either.getOrThrow(applyEvent(undefined, { _tag: "order.placed", by: "customer", PaymentMode: mode }))
  placedStates.set(mode, placed)
  return placed
}

/** The hash of what an order asks for, so a repeated idempotency key can tell a repeat from a reuse. */
const requestHash = (request: NewOrderRequest): string => {
  // The page's language (issue 39) is not what is ordered: the same order asked for again from the
  // other language's page is a repeat, and orders placed before it was sent keep their hashes.
  const { idempotencyKey: _, language: _language, ...asked } = request
  const canonical = JSON.stringify({
    ...asked,
    couponCode: asked.couponCode?.trim().toUpperCase() ?? null,
    walletAmount: asked.walletAmount ?? 0,
    lines: [...asked.lines].sort((a, b) => (a.PackOptionId < b.PackOptionId ? -1 : 1))
  })
  return createHash("sha256").update(canonical).digest("hex")
}

const existingOrder = (clientId: string, idempotencyKey: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: Id; requestHash: string }>`
    SELECT id, request_hash AS "requestHash" FROM orders WHERE client_id = ${clientId} AND idempotency_key = ${idempotencyKey}`).pipe(
    Effect.map((rows) => Option.fromNullable(rows[0]))
  )

/** The order a repeated key names: the same order when the request is the same, else a conflict. */
const repeatOf = (found: { readonly id: Id; readonly requestHash: string }, hash: string) =>
  found.requestHash === hash
    ? Effect.succeed(found.id)
    : Effect.fail(new IdempotencyKeyReused({ message: "This idempotency key was already used for a different order; start the checkout again." }))

/**
 * POST order/new. Answers the order's _id and whether this call made it (false: the same request
 * was made before with this key, and that order is the answer); a new order comes whole, as the
 * statement that placed it wrote it (a repeat is read again).
 */
export const placeOrder = (clientId: Id, request: NewOrderRequest, gateway: PaymentGatewayShape) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const hash = requestHash(request)
    const placed = sql.withTransaction(Effect.gen(function* () {
      // The client's row is locked first: one client's orders are placed one at a time, so a
      // repeated key, the first-order coupon and the wallet balance are each checked once. What the
      // order is checked against is read in the same statement (issue 18: each round trip costs
      // every order its time, and inside the lock every other order of the client's too); the
      // wallet balance is the locked row's own, and a repeated key that a racing call wrote after
      // this read is caught by the key's unique index below. The options asked for are read and
      // locked in it too (issue 37: a statement of their own cost every order a round trip), after
      // the client's row: the materialized CTE locks it before the options' subquery, which depends
      // on it, runs, so every path still locks a client before options, and options in id order.
      const [context] = yield* sql<{
        repeat: { id: Id; requestHash: string } | null
        address: Address | null
        zone: { days: number; cod: boolean } | null
        balance: number
        mobile: string
        cod: OpenCod
        established: boolean
        shop: { rain: boolean; codLimits: typeof COD_LIMIT_DEFAULTS } | null
        options: ReadonlyArray<OptionRow>
      }>`
        WITH c AS MATERIALIZED (SELECT id, mobile FROM clients WHERE id = ${clientId} FOR UPDATE)
        SELECT
          (SELECT json_build_object('id', o.id, 'requestHash', o.request_hash) FROM orders o
            WHERE o.client_id = c.id AND o.idempotency_key = ${request.idempotencyKey}) AS repeat,
          (SELECT json_build_object('_id', a.id, 'Name', a.name, 'Mobile', a.mobile, 'HNo', a.h_no, 'StreetDet', a.street_det,
              'LandMark', a.land_mark, 'AreaDet', a.area_det, 'City', a.city, 'State', a.state, 'Pincode', a.pincode, 'Type', a.type)
            FROM addresses a WHERE a.id = ${request.addressId} AND a.client_id = c.id) AS address,
          -- The address's delivery zone (domain/delivery.ts zoneOfState: the zone whose states hold
          -- the address's), read in this statement: a query of its own cost every order a round trip.
          (SELECT json_build_object('days', z.days, 'cod', z.cod) FROM addresses a JOIN delivery_zones z ON a.state = ANY (z.states)
            WHERE a.id = ${request.addressId} AND a.client_id = c.id ORDER BY z.position LIMIT 1) AS zone,
          ${walletBalanceSql(sql, sql`c.id`)} AS balance,
          c.mobile,
          -- Issue 32: the customer's open Cash on Delivery orders, whether one was ever delivered, and the limits.
          (SELECT json_build_object('orders', count(*), 'value', coalesce(sum(o.total_amount), 0)::float8,
              'units', coalesce(sum(o.units), 0))
            FROM orders o WHERE o.client_id = c.id AND o.payment_mode = 'Cash on Delivery' AND o.status BETWEEN 1 AND 4) AS cod,
          EXISTS (SELECT 1 FROM orders o WHERE o.client_id = c.id AND o.status = 5) AS established,
          -- The shop's settings in one read: the rain status (the rain fee) and the COD limits.
          (SELECT json_build_object('rain', rain_status, 'codLimits', json_build_object('codMaxOrders', cod_max_orders, 'codMaxUnits', cod_max_units,
              'codMaxValue', cod_max_value::float8, 'codNewMaxOrders', cod_new_max_orders, 'codNewMaxUnits', cod_new_max_units,
              'codNewMaxValue', cod_new_max_value::float8)) FROM shop_settings) AS shop,
          ${optionRowsJsonSql(sql, optionIdsOf(request.lines), true, sql`c.id IS NOT NULL`)} AS options
        FROM c`
      if (context === undefined) return yield* Effect.fail(new AccountGone({ message: "Your account no longer exists; please sign in again." }))
      if (context.repeat !== null) return { id: yield* repeatOf(context.repeat, hash), created: false, order: Option.none<Order>(), textTo: Option.none<string>() }
      if (!gateway.modes.includes(request.PaymentMode)) {
        return yield* Effect.fail(new OnlinePaymentUnavailable({ message: "Online payment is not available right now; please choose Cash on Delivery." }))
      }
      if (context.address === null) {
        return yield* Effect.fail(new AddressNotFound({ message: `You have no address with the id '${request.addressId}'; choose a delivery address.` }))
      }
      // Issue 19 item 2: the address's state must be in a delivery zone, and take COD if it is chosen.
      const zone = context.zone
      if (zone === null) {
        return yield* Effect.fail(new NotDeliverable(refused({ _tag: "NotDeliveredTo", state: context.address.State })))
      }
      if (request.PaymentMode === "Cash on Delivery" && !zone.cod) {
        return yield* Effect.fail(new NotDeliverable(refused({ _tag: "NoCashOnDeliveryIn", state: context.address.State })))
      }
      if (request.PaymentMode === "Online") yield* refuseOverUnpaidLimit(clientId, request.lines.reduce((sum, line) => sum + line.quantity, 0))
      const { quote, priced, stockProblems } = yield* quoteOrder(clientId, request, gateway.modes, { lock: true }, { rainStatus: context.shop?.rain ?? false, balance: context.balance, options: context.options })
      if (quote.problems.length > 0) {
        return yield* Effect.fail(new OutOfStock(refused({ _tag: "StockProblems", problems: stockProblems })))
      }
      if (request.PaymentMode === "Cash on Delivery") {
        const units = request.lines.reduce((sum, line) => sum + line.quantity, 0)
        const refusal = (yield* MoneyRules).codLimitRefusal(context.cod, { units, value: quote.TotalAmount }, context.shop?.codLimits ?? COD_LIMIT_DEFAULTS, context.established)
        if (refusal !== undefined) return yield* Effect.fail(new CashOnDeliveryLimit(refused(refusal)))
      }
      const id = newId()
      const now = new Date(yield* Clock.currentTimeMillis)
      // An online order holds its stock until then, in the database's time (issue 17).
      const holdEnds = sql`now() + make_interval(mins => (SELECT payment_hold_minutes FROM shop_settings))`
      const lines = priced.map((line, position) => ({
        order_id: id, position, product_id: line.productId, product_name: line.ProductName,
        product_name_hi: line.ProductNameHi ?? null, slug_url: line.slugurl,
        thumbnail: line.thumbnail, pack_id: line.PackId, pack_name: line.packSizeName, option_id: line.PackOptionId,
        option_name: line.packSizeOptionName, price: line.Price, mrp: line.Mrp, quantity: line.quantity,
        hsn: line.hsn, gst_rate: line.gstRate
      }))
      const taking = priced.map((line) => sql`(${line.PackOptionId}, ${line.quantity}::int)`)
      // What the lifecycle makes of an order placed (Received, its payment Pending). Issue 37 item 6:
      // the order's first SMS is recorded here (once per order and status, as every order SMS) and
      // sent once the order is placed (`textPlaced`); an online order waiting for its payment is
      // texted when it is paid. A text of its own transaction cost every order
      // four round trips more (bench:api, 2026-12-01).
      const placedAs = newOrderState(request.PaymentMode)
      const texted = !isAwaitingPayment(placedAs)
      // The order, its lines, its first event, the stock taken and the wallet spent: one statement.
      // The options' rows are locked (the first statement), so the stock checked is the stock taken; the
      // condition and the column's CHECK make a sale beyond it fail rather than go negative.
      const [written] = yield* sql<{ taken: number } & OrderRow>`
        WITH placed AS (
          INSERT INTO orders (id, number, client_id, idempotency_key, request_hash, address, payment_mode, status, payment_status,
            total_mrp, total_price, small_cart_fee, handling_fee, rain_fee, delivery_charge, total_amount, wallet, coupon, netpayable,
            coupon_code, created_at, updated_at, payment_due_at, promised_date, units, language)
          VALUES (${id}, nextval('order_numbers'), ${clientId}, ${request.idempotencyKey}, ${hash}, ${JSON.stringify(context.address)}::jsonb,
            ${request.PaymentMode}, ${placedAs.Status}, ${placedAs.PaymentStatus}, ${quote.TotalMrp}, ${quote.TotalPrice}, ${quote.SmallCartFee}, ${quote.HandllingFee},
            ${quote.RainFee}, ${quote.DeliveryCharge}, ${quote.TotalAmount}, ${quote.wallet}, ${quote.coupon}, ${quote.Netpayable},
            ${quote.couponCode}, ${now}, ${now}, ${request.PaymentMode === "Online" ? holdEnds : null}, ${promisedDate(now, zone.days)}::date,
            ${priced.reduce((sum, line) => sum + line.quantity, 0)}, ${request.language ?? DEFAULT_LANGUAGE})
          RETURNING *
        ),
        lines AS (INSERT INTO order_lines ${sql.insert(lines)} RETURNING *),
        event AS (
          INSERT INTO order_events (order_id, seq, tag, by_actor, actor_id, reason, at)
          SELECT placed.id, 1, 'order.placed', 'customer', ${clientId}::text, NULL, ${now}::timestamptz FROM placed RETURNING *
        ),
        -- Issue 32: the wallet's part moves from the wallet to the order, an entry of the ledger
        -- (server/ledger/ledger.ts); the balance read above under the client's lock covers it.
        wallet AS (
          INSERT INTO ledger_entries (client_id, order_id, from_account, to_account, amount, kind, reason, at)
          SELECT ${clientId}, placed.id, 'wallet', 'order', ${quote.wallet}::numeric, 'order-payment', 'Paid for an order', ${now}::timestamptz
          FROM placed WHERE ${quote.wallet}::numeric > 0
          RETURNING 1
        ),
        texted AS (
          INSERT INTO order_sms (order_id, status, sent_at)
          SELECT placed.id, placed.status, ${now}::timestamptz FROM placed WHERE ${texted}
          RETURNING 1
        ),
        taken AS (
          UPDATE pack_size_options o SET available_stock = o.available_stock - v.quantity
          FROM (VALUES ${sql.csv(taking)}) AS v (id, quantity)
          WHERE o.id = v.id AND o.available_stock >= v.quantity
          RETURNING o.id
        )
        SELECT (SELECT count(*) FROM taken)::int AS taken, ${orderPlacedColumns(sql)} FROM placed o`
      if (written === undefined || written.taken < priced.length) {
        const short = priced.find((line) => line.availablestock < line.quantity) ?? priced[0]!
        return yield* Effect.fail(new OutOfStock(refused({ _tag: "JustSoldOut", name: short.ProductName })))
      }
      const { taken: _, ...row } = written
      return { id, created: true, order: Option.some(whole(row)), textTo: texted ? Option.some(context.mobile) : Option.none<string>() }
    }))
    return yield* placed.pipe(
      // Two calls with one key from two server processes: the unique index decides, and the loser
      // answers with the winner's order.
      Effect.catchIf((error) => isUniqueViolation(error), () =>
        Effect.flatMap(existingOrder(clientId, request.idempotencyKey), Option.match({
          onNone: (): Effect.Effect<{ id: Id; created: boolean; order: Option.Option<Order>; textTo: Option.Option<string> }, Conflict | IdempotencyKeyReused> =>
            Effect.fail(new Conflict({ message: "The order could not be placed; please try again." })),
          onSome: (found) => Effect.map(repeatOf(found, hash), (id) => ({ id, created: false, order: Option.none<Order>(), textTo: Option.none<string>() }))
        })))
    )
  })

const appendEventRow = (orderId: string, seq: number, event: LifecycleEvent, actorId: string | undefined, reason: string | undefined, at: Date, refundId: string | undefined) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    INSERT INTO order_events (order_id, seq, tag, by_actor, actor_id, reason, at, whole, refund_id)
    VALUES (${orderId}, ${seq}, ${event._tag}, ${event.by}, ${actorId ?? null}, ${reason ?? null}, ${at},
      ${event._tag === "order.refunded" ? event.whole : null}, ${refundId ?? null})`)

type StoredTag = OrderEventTag | ReturnEventTag

/** A stored event as the order's lifecycle reads it, or none for a return request's step (its own machine decides those, ADR 031). */
export const lifecycleEventOf = (e: { readonly tag: StoredTag; readonly by: Actor; readonly mode: PaymentMode; readonly whole: boolean | null }): Array<LifecycleEvent> => {
  if (e.tag.startsWith("return.")) return []
  if (e.tag === "order.placed") return [{ _tag: e.tag, by: e.by, PaymentMode: e.mode }]
  if (e.tag === "order.refunded") return [{ _tag: e.tag, by: e.by, whole: e.whole ?? false }]
  return [{ _tag: e.tag as Exclude<OrderEventTag, "order.placed" | "order.refunded">, by: e.by }]
}

/** The lifecycle machine run over an order's stored stream: its snapshot (of a placed order), and the next seq. */
export const stateOf = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const events = yield* sql<{ tag: StoredTag; by: Actor; mode: PaymentMode; whole: boolean | null }>`
      SELECT e.tag, e.by_actor AS by, o.payment_mode AS mode, e.whole FROM order_events e JOIN orders o ON o.id = e.order_id
      WHERE e.order_id = ${orderId} ORDER BY e.seq`
    const snapshot = lifecycleSnapshotOf(events.flatMap(lifecycleEventOf))
    // A stream the machine refuses cannot have been written by this server: a defect, not a 409.
    if (Either.isLeft(snapshot)) return yield* Effect.die(new Error(`order ${orderId} has an invalid event stream: ${snapshot.left.message}`))
    yield* placedStateOf(orderId, snapshot.right)
    return { snapshot: snapshot.right, nextSeq: events.length + 1 }
  })

/** The state of a snapshot that must be of a placed order (every stored order starts with `order.placed`). */
const placedStateOf = (orderId: string, snapshot: LifecycleSnapshot) => {
  const state = orderStateOf(snapshot)
  return state === undefined ? Effect.die(new Error(`order ${orderId} has no order.placed event`)) : Effect.succeed(state)
}

/** The order's row, locked: who it is for and how it is paid. Every write of an order takes this lock first. */
export const lockOrder = (orderId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ clientId: string; mode: PaymentMode; netpayable: number; number: number }>`
      SELECT client_id AS "clientId", payment_mode AS mode, netpayable::float8 AS netpayable, number::int AS number
      FROM orders WHERE id = ${orderId} FOR UPDATE`
    if (row === undefined) return yield* Effect.die(new Error(`order ${orderId} vanished`))
    return row
  })

/**
 * Appends one event to an order whose row the caller has locked, if the lifecycle machine allows it
 * now (409 with the rule's words if not), and updates the projection.
 */
export const appendLockedEvent = (orderId: string, event: Exclude<LifecycleEvent, { _tag: "order.placed" }>, actorId: string | undefined, reason?: string, refundId?: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { snapshot, nextSeq } = yield* stateOf(orderId)
    const decided = decideEvent(snapshot, event)
    if (Either.isLeft(decided)) return yield* Effect.fail(new OrderCannotChange({ message: decided.left.message }))
    const next = yield* placedStateOf(orderId, decided.right)
    const now = new Date(yield* Clock.currentTimeMillis)
    yield* appendEventRow(orderId, nextSeq, event, actorId, reason, now, refundId)
    yield* sql`UPDATE orders SET status = ${next.Status}, payment_status = ${next.PaymentStatus}, updated_at = ${now} WHERE id = ${orderId}`
    return next satisfies OrderState
  })

/**
 * Records money given back on an order whose row the caller has locked: the ledger's entries, then
 * `order.refunded` (by the shop), `whole` when the order then holds nothing. Nothing when `parts` is zero.
 */
export const recordRefundOf = (
  orderId: string,
  clientId: string,
  parts: RefundParts,
  entry: { readonly kind: "cancel-refund" | "return-refund" | "order-refund"; readonly reason: string; readonly by: "admin" | "system"; readonly actorId?: string | undefined; readonly returnId?: string; readonly refundId?: string; readonly eventReason?: string }
) =>
  Effect.gen(function* () {
    if (parts.toWallet + parts.toPayer === 0) return
    const now = new Date(yield* Clock.currentTimeMillis)
    // The entries name the event that records them (the next of the stream, the order's row locked),
    // so the event's parts are read from the ledger (migration 0050).
    const { nextSeq } = yield* stateOf(orderId)
    const posted = yield* post(refundEntries(parts, {
      clientId, orderId, kind: entry.kind, reason: entry.reason, actorId: entry.actorId ?? null,
      returnId: entry.returnId ?? null, refundId: entry.refundId ?? null, eventSeq: nextSeq, at: now
    }))
    const left = heldOf(yield* orderMoney(orderId))
    // The ledger decided the refund: a lifecycle that refused to record it would be a defect, not a 409.
    yield* appendLockedEvent(orderId, { _tag: "order.refunded", by: entry.by, whole: left === 0 }, entry.actorId,
      entry.eventReason ?? `Refunded ${refundPartsText(parts)}`, entry.refundId).pipe(
      Effect.catchTag("OrderCannotChange", (refused) => Effect.die(new Error(`order ${orderId} could not record its refund: ${refused.message}`)))
    )
    // Issue 37 item 4: what goes back to a payment taken through the gateway is asked of it after the
    // commit; its first step follows the refund's event on the timeline.
    if (parts.toPayer > 0) yield* queueGatewayRefunds(orderId, posted, new Date(yield* Clock.currentTimeMillis))
  })

/**
 * Appends one event to an order, if the lifecycle machine allows it now (409 with the rule's words
 * if not), and updates the projection, with the money the event moves (issue 32): a cancellation
 * gives the stock back and everything the order still holds (cancellationRefund: the wallet's part
 * to the wallet, the rest to the original payment), recorded with `order.refunded`; a Cash on
 * Delivery order's delivery takes its cash. Runs inside the caller's transaction; the order's row
 * is locked first.
 */
const appendEvent = (orderId: string, event: Exclude<LifecycleEvent, { _tag: "order.placed" | "order.refunded" }>, actorId: string | undefined, reason?: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const order = yield* lockOrder(orderId)
    const next = yield* appendLockedEvent(orderId, event, actorId, reason)
    const now = new Date(yield* Clock.currentTimeMillis)
    if (event._tag === "order.cancelled") {
      yield* sql`UPDATE pack_size_options o SET available_stock = o.available_stock + l.quantity
        FROM order_lines l WHERE l.order_id = ${orderId} AND o.id = l.option_id`
      const parts = (yield* MoneyRules).cancellationRefund(yield* orderMoney(orderId))
      yield* recordRefundOf(orderId, order.clientId, parts, { kind: "cancel-refund", reason: `Refund of cancelled order ${formatOrderId(order.number)}`, by: "system" })
      return yield* placedStateOf(orderId, (yield* stateOf(orderId)).snapshot)
    }
    if (event._tag === "order.delivered" && order.mode === "Cash on Delivery") {
      yield* post([{ clientId: order.clientId, orderId, from: "payer", to: "order", amount: order.netpayable, kind: "cash-on-delivery", reason: "Cash collected on delivery", actorId: actorId ?? null, at: now }])
    }
    return next
  })

/** PUT order/{orderid} of a cancellation, by the customer or an admin. */
export const cancelOrder = (orderId: string, by: "customer" | "admin", actorId: string, reason: string | undefined) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(appendEvent(orderId, { _tag: "order.cancelled", by }, actorId, reason)))

/** The reason on the timeline of an online order cancelled for want of payment. */
export const expiryReason = (holdMinutes: number) =>
  `Not paid within ${plural(holdMinutes, "minute", "minutes")}: the order was cancelled and its items went back on sale.`

/**
 * Cancels one online order whose payment hold has run out, as the system (issue 17), if it is still
 * due: locked with SKIP LOCKED, so when two server processes sweep at once one of them takes it and
 * the other passes it by; re-read under the lock, so an order paid or cancelled meanwhile is left
 * alone. The cancellation gives its stock and wallet amount back (appendEvent). True when cancelled.
 */
export const expireOrder = (orderId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const due = yield* sql<{ holdMinutes: number }>`
      SELECT greatest(1, round(extract(epoch FROM o.payment_due_at - o.created_at) / 60))::int AS "holdMinutes"
      FROM orders o WHERE o.id = ${orderId} AND ${awaitingPaymentSql(sql, "o")} AND o.payment_due_at <= now()
      FOR UPDATE SKIP LOCKED`
    const order = due[0]
    if (order === undefined) return false
    yield* appendEvent(orderId, { _tag: "order.cancelled", by: "system" }, undefined, expiryReason(order.holdMinutes))
    return true
  })))

/** The online orders whose payment hold has run out, oldest first, at most `limit` of them. */
export const dueOrders = (limit: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`
    SELECT o.id FROM orders o WHERE o.payment_due_at <= now() AND ${awaitingPaymentSql(sql, "o")}
    ORDER BY o.payment_due_at LIMIT ${limit}`).pipe(Effect.map((rows) => rows.map((row) => row.id)))

/** PUT order/{orderid} of an admin's status move. */
export const moveOrder = (orderId: string, tag: "order.processing" | "order.dispatched" | "order.out-for-delivery" | "order.delivered", adminId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(appendEvent(orderId, { _tag: tag, by: "admin" }, adminId)))

/** Payment attempts allowed per order per hour: a shopper retrying is fine, a script is not. */
export const MAX_ATTEMPTS_PER_HOUR = 10

/** How long a gateway that reuses attempts (Razorpay) answers a retry with the order's open one. */
export const REUSE_OPEN_ATTEMPT_MS = 15 * 60_000

/**
 * A fresh payment attempt for an unpaid online order. `number` 0 names the client's latest such
 * order (§7: the number defaults to 0).
 */
export const newPaymentAttempt = (clientId: string, number: number, gateway: PaymentGatewayShape) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (!gateway.modes.includes("Online")) {
      return yield* Effect.fail(new OnlinePaymentUnavailable({ message: "Online payment is not available right now; please choose Cash on Delivery." }))
    }
    type Row = { id: Id; number: number; mode: PaymentMode; payment: PaymentStatus; status: number; amount: number }
    const rows = number === 0
      ? yield* sql<Row>`
          SELECT id, number::int AS number, payment_mode AS mode, payment_status AS payment, status, netpayable::float8 AS amount
          FROM orders WHERE client_id = ${clientId} AND ${awaitingPaymentSql(sql, "orders")}
          ORDER BY created_at DESC, id DESC LIMIT 1`
      : yield* sql<Row>`
          SELECT id, number::int AS number, payment_mode AS mode, payment_status AS payment, status, netpayable::float8 AS amount
          FROM orders WHERE client_id = ${clientId} AND number = ${number}`
    const order = rows[0]
    if (order === undefined) {
      return yield* Effect.fail(new OrderNotFound(refused(number === 0 ? { _tag: "NoOrderAwaitingPayment" } : { _tag: "NoSuchOrder", orderid: formatOrderId(number) })))
    }
    const orderid = formatOrderId(order.number)
    if (order.mode !== "Online") return yield* Effect.fail(new OrderCannotChange(refused({ _tag: "PaidOnDelivery", orderid })))
    if (!isAwaitingPayment({ PaymentMode: order.mode, Status: order.status, PaymentStatus: order.payment })) {
      return yield* Effect.fail(new OrderCannotChange(refused({ _tag: "NotAwaitingPayment", orderid, payment: order.payment })))
    }
    type Token = { readonly orderid: string; readonly attemptId: string; readonly amount: number; readonly currency: "INR"; readonly gatewayUrl: string }
    const token = (attemptId: string): Token => ({ orderid, attemptId, amount: order.amount, currency: "INR", gatewayUrl: gateway.pageUrl(attemptId) })
    // Under the order's lock: the attempts of the last hour counted, and (Razorpay) the open one of
    // the same amount answered again rather than a second Orders API order made (issue 37).
    const decided = yield* sql.withTransaction(Effect.gen(function* () {
      yield* sql`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`
      const now = new Date(yield* Clock.currentTimeMillis)
      if (gateway.reusesOpenAttempts) {
        const [open] = yield* sql<{ id: string }>`
          SELECT id FROM payment_attempts
          WHERE order_id = ${order.id} AND gateway = ${gateway.name} AND outcome IS NULL AND amount = ${order.amount}
            AND created_at > ${new Date(now.getTime() - REUSE_OPEN_ATTEMPT_MS)}
          ORDER BY created_at DESC LIMIT 1`
        if (open !== undefined) return { _tag: "Open" as const, attemptId: open.id }
      }
      const [{ recent }] = (yield* sql<{ recent: number }>`
        SELECT count(*)::int AS recent FROM payment_attempts WHERE order_id = ${order.id} AND created_at > ${new Date(now.getTime() - 3_600_000)}`) as unknown as [{ recent: number }]
      return recent >= MAX_ATTEMPTS_PER_HOUR ? { _tag: "Limit" as const } : { _tag: "New" as const }
    }))
    if (decided._tag === "Limit") return Option.none<Token>()
    if (decided._tag === "Open") return Option.some(token(decided.attemptId))
    // The gateway is asked outside the transaction (no lock is held over a network call); two calls
    // at once may each open one, a little past the hour's limit, never past the order's amount.
    const attemptId = yield* gateway.openAttempt({ orderid, amount: order.amount })
    const now = new Date(yield* Clock.currentTimeMillis)
    yield* sql`INSERT INTO payment_attempts (id, order_id, amount, created_at, gateway) VALUES (${attemptId}, ${order.id}, ${order.amount}, ${now}, ${gateway.name})`
    return Option.some(token(attemptId))
  })

/** A payment attempt as the gateway's page shows it. */
export const paymentAttemptOf = (attemptId: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{
    orderId: Id; number: number; amount: number; outcome: PaymentOutcome | null; paymentId: string | null; waitingForPayment: boolean
  }>`
    SELECT a.order_id AS "orderId", o.number::int AS number, a.amount::float8 AS amount, a.outcome, a.gateway_payment_id AS "paymentId",
      ${awaitingPaymentSql(sql, "o")} AS "waitingForPayment"
    FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE a.id = ${attemptId}`).pipe(
    Effect.map((rows) => Option.fromNullable(rows[0]))
  )

/**
 * Records a payment result the gateway signed. The attempt is settled once, whatever the order's
 * state: the gateway's word about money is never dropped. The order then gets `payment.confirmed` or
 * `payment.failed` (by the system) if the lifecycle allows it; if not (the order was paid by
 * another attempt, or cancelled meanwhile), an approved payment is taken and refunded to the
 * original payment in the ledger (issue 32), marked on its attempt, and the call answers 409 saying so. The same result again changes nothing (the gateway's notification
 * and the shopper's browser both report it); another result for a settled attempt is refused.
 */
export const settlePayment = (orderId: string, attemptId: string, paymentId: string, outcome: PaymentOutcome) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const refusal = yield* sql.withTransaction(Effect.gen(function* () {
      const order = yield* lockOrder(orderId)
      const [attempt] = yield* sql<{ outcome: PaymentOutcome | null; paymentId: string | null; notApplied: string | null; amount: number }>`
        SELECT outcome, gateway_payment_id AS "paymentId", not_applied AS "notApplied", amount::float8 AS amount
        FROM payment_attempts WHERE id = ${attemptId} AND order_id = ${orderId}`
      if (attempt === undefined) return yield* Effect.fail(new PaymentNotVerified({ message: "This order has no such payment attempt." }))
      if (attempt.outcome !== null) {
        if (attempt.outcome !== outcome || attempt.paymentId !== paymentId) {
          return yield* Effect.fail(new OrderCannotChange({ message: `This payment attempt was already ${attempt.outcome}.` }))
        }
        // The same answer as the first time the result came.
        return Option.fromNullable(attempt.notApplied)
      }
      const now = new Date(yield* Clock.currentTimeMillis)
      yield* sql`UPDATE payment_attempts SET outcome = ${outcome}, gateway_payment_id = ${paymentId}, settled_at = ${now} WHERE id = ${attemptId}`
      const event = { _tag: outcome === "approved" ? "payment.confirmed" as const : "payment.failed" as const, by: "system" as const }
      const { snapshot } = yield* stateOf(orderId)
      const allowed = decideEvent(snapshot, event)
      const paid = { clientId: order.clientId, orderId, attemptId, amount: attempt.amount, at: now }
      if (Either.isLeft(allowed)) {
        const reason = outcome === "approved" ? refundMessage(paymentId) : allowed.left.message
        yield* sql`UPDATE payment_attempts SET refund_due = ${outcome === "approved"}, not_applied = ${reason} WHERE id = ${attemptId}`
        if (outcome === "approved") {
          // Issue 32: the money came; the order cannot take it, so it goes straight back to the payment.
          const posted = yield* post([
            { ...paid, from: "payer", to: "order", kind: "online-payment", reason: `Paid online after the order stopped waiting (${paymentId})` },
            { ...paid, from: "order", to: "payer", kind: "late-payment-refund", reason: `Refund of payment ${paymentId}: the order could no longer take it` }
          ])
          // Issue 37 item 3: a payment taken at the gateway goes back through it.
          yield* queueGatewayRefunds(orderId, posted, now)
          yield* Effect.logWarning(`payment ${paymentId} for order ${orderId} could not be applied (${allowed.left.message}); it is refunded`)
        }
        return Option.some(reason)
      }
      yield* appendLockedEvent(orderId, event, undefined, outcome === "approved" ? `Paid online (${paymentId})` : `Payment declined (${paymentId})`)
      if (outcome === "approved") yield* post([{ ...paid, from: "payer", to: "order", kind: "online-payment", reason: `Paid online (${paymentId})` }])
      return Option.none<string>()
    }))
    if (Option.isSome(refusal)) return yield* Effect.fail(new OrderCannotChange({ message: refusal.value }))
  })

const refundMessage = (paymentId: string) =>
  `This order is no longer waiting for payment, so payment ${paymentId} was not applied to it; it has been refunded to the original payment.`

/** The order as the contract answers it, after a write. */
export const orderAfterWrite = (orderId: string) =>
  Effect.flatMap(orderById(orderId), Option.match({
    onNone: () => Effect.die(new Error(`order ${orderId} vanished after a write`)),
    onSome: Effect.succeed
  }))
