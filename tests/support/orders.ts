import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import type { AddressInput, Role } from "#domain/order.ts"
import { insertAddress, insertClient } from "#server/client/client.repo.ts"
import { createSession } from "#server/session/session.repo.ts"
import { raw } from "./api-client.ts"
import type { TestServer } from "./test-server.ts"

// Fixtures for the order suites: customers made straight in the database (the sign-in suites prove
// sign-in; these need many customers quickly), sellable pack options, and raw order calls.

export const HOME: AddressInput = {
  Name: "Asha Rao", Mobile: "9876543210", HNo: "Flat 4B, Lotus Apartments", StreetDet: "12th Main Road",
  LandMark: "Near the temple", AreaDet: "Indiranagar", City: "Bengaluru", State: "Karnataka", Pincode: "560038", Type: "Home"
}

export interface Shopper {
  readonly clientId: Id
  readonly cookie: string
  readonly addressId: Id
}

let mobiles = 0

/** A client with a session cookie and one address; an admin when `role` says so. */
export const shopper = (server: TestServer, role: Role = "customer"): Promise<Shopper> =>
  server.run(Effect.gen(function* () {
    const mobile = `7${String(Date.now() % 1_000_000).padStart(6, "0")}${String(++mobiles % 1000).padStart(3, "0")}`
    const clientId = yield* insertClient({ name: role === "admin" ? "Meera Admin" : "Ravi Kumar", mobile, email: "", role })
    const token = yield* createSession(clientId)
    const addressId = Option.getOrThrow(yield* insertAddress(clientId, HOME))
    return { clientId, cookie: `bazaar_session=${token}`, addressId }
  }))

export interface SellableOption {
  readonly productId: Id
  readonly productName: string
  readonly PackId: Id
  readonly PackOptionId: Id
  readonly price: number
  readonly mrp: number
  readonly stock: number
}

/** An order line of a sellable option, as the browser sends it. */
export const lineOf = (option: SellableOption, quantity = 1) => ({ PackId: option.PackId, PackOptionId: option.PackOptionId, quantity })

/** Pack options of shown products with at least `minStock` units, cheapest first when asked. */
export const sellableOptions = (server: TestServer, minStock = 1) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<SellableOption>`
    SELECT p.id AS "productId", p.name AS "productName", ps.id AS "PackId", o.id AS "PackOptionId",
      o.price::float8 AS price, o.mrp::float8 AS mrp, o.available_stock AS stock
    FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id JOIN products p ON p.id = ps.product_id
    WHERE p.show AND o.available_stock >= ${minStock}
    ORDER BY o.id`))

export const stockOf = (server: TestServer, optionId: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ stock: number }>`
    SELECT available_stock AS stock FROM pack_size_options WHERE id = ${optionId}`)).then((rows) => rows[0]!.stock)

export const setStock = (server: TestServer, optionId: string, stock: number) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE pack_size_options SET available_stock = ${stock} WHERE id = ${optionId}`))

/** Sets a client's wallet to `rupees` through the ledger (issue 32): the shop's opening credit or debit of the difference. */
export const setWallet = (server: TestServer, clientId: string, rupees: number) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    INSERT INTO ledger_entries (client_id, from_account, to_account, amount, kind, reason, actor_id, at)
    SELECT ${clientId}, CASE WHEN d > 0 THEN 'shop' ELSE 'wallet' END, CASE WHEN d > 0 THEN 'wallet' ELSE 'shop' END, abs(d),
      CASE WHEN d > 0 THEN 'opening-balance' ELSE 'shop-debit' END, 'Set by a test', CASE WHEN d > 0 THEN NULL ELSE ${clientId} END, now()
    FROM (SELECT ${rupees}::numeric - bazaar_wallet_balance(${clientId}) AS d) AS diff WHERE d <> 0`))

export const walletOf = (server: TestServer, clientId: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ balance: number }>`
    SELECT bazaar_wallet_balance(${clientId})::float8 AS balance`)).then((rows) => rows[0]!.balance)

export const orderCount = (server: TestServer) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`)).then((rows) => rows[0]!.n)

const json = (method: string, cookie: string | undefined, body?: unknown): RequestInit => ({
  method,
  headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : { cookie }) },
  ...(body === undefined ? {} : { body: JSON.stringify(body) })
})

export const call = (server: TestServer, method: string, path: string, cookie?: string, body?: unknown) =>
  raw(server.baseUrl, `/api/v1${path}`, json(method, cookie, body))

let keys = 0
/** A fresh idempotency key. */
export const newKey = () => `test-key-${Date.now().toString(36)}-${++keys}`

/** POST order/new for the shopper, Cash on Delivery unless said otherwise. */
export const order = (
  server: TestServer,
  who: Shopper,
  lines: ReadonlyArray<{ readonly PackId: string; readonly PackOptionId: string; readonly quantity: number }>,
  extra: Record<string, unknown> = {}
) =>
  call(server, "POST", "/order/new", who.cookie, {
    lines, addressId: who.addressId, PaymentMode: "Cash on Delivery", idempotencyKey: newKey(), ...extra
  })

export interface OrderBody {
  readonly _id: string
  readonly orderid: string
  readonly Status: number
  readonly StatusText: string
  readonly PaymentStatus: string
  readonly PaymentMode: string
  readonly Netpayable: number
  readonly TotalPrice: number
  readonly TotalAmount: number
  readonly coupon: number
  readonly wallet: number
  readonly couponCode: string | null
  readonly promisedDate?: string
  readonly lines: ReadonlyArray<{ readonly Price: number; readonly Mrp: number; readonly quantity: number; readonly PackOptionId: string }>
  readonly events: ReadonlyArray<{ readonly _tag: string; readonly by: string; readonly reason?: string }>
}

export const orderOf = (answer: { readonly body: unknown }): OrderBody => (answer.body as { order: OrderBody }).order

/** An online order of `who` paid through the test gateway's settlement (the gateway approves). */
export const payOnline = async (server: TestServer, who: Shopper, placedOrder: Pick<OrderBody, "_id" | "orderid">) => {
  const issued = await call(server, "POST", `/order/generatenewtoken/${Number(placedOrder.orderid.slice(3))}`, who.cookie)
  if (issued.status !== 200) throw new Error(`no payment token for ${placedOrder.orderid}: ${JSON.stringify(issued.body)}`)
  const { token } = issued.body as { token: { attemptId: string } }
  const { settlePayment } = await import("#server/order/order.writes.ts")
  await server.run(settlePayment(placedOrder._id, token.attemptId, `pmt_${token.attemptId.slice(4, 16)}`, "approved"))
}

/**
 * Issue 19 item 3: an order placed by `who` and moved by `admin` to Delivered (paid first when it is
 * Online, through the test gateway's settlement), as the returns suites and journeys need it.
 */
export const deliveredOrder = async (
  server: TestServer,
  who: Shopper,
  admin: Shopper,
  lines: ReadonlyArray<{ readonly PackId: string; readonly PackOptionId: string; readonly quantity: number }>,
  extra: Record<string, unknown> = {}
): Promise<OrderBody> => {
  const placed = await order(server, who, lines, extra)
  if (placed.status !== 201) throw new Error(`the order was not placed: ${JSON.stringify(placed.body)}`)
  const placedOrder = orderOf(placed)
  if (placedOrder.PaymentMode === "Online") await payOnline(server, who, placedOrder)
  let moved = placedOrder
  for (const event of ["order.processing", "order.dispatched", "order.out-for-delivery", "order.delivered"] as const) {
    const answer = await call(server, "PUT", `/order/${placedOrder.orderid}`, admin.cookie, { _tag: "status", orderid: placedOrder.orderid, event })
    if (answer.status !== 200) throw new Error(`the order was not moved to ${event}: ${JSON.stringify(answer.body)}`)
    moved = orderOf(answer)
  }
  return moved
}

/**
 * Moves an order's `order.delivered` event `days` days back, as if delivered then. The stream is
 * append-only (a trigger), so the trigger is set aside for this one fixture update.
 */
export const backdateDelivery = (server: TestServer, orderId: string, days: number) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    yield* sql`ALTER TABLE order_events DISABLE TRIGGER order_events_append_only`
    yield* sql`UPDATE order_events SET at = at - make_interval(days => ${days}) WHERE order_id = ${orderId} AND tag = 'order.delivered'`
    yield* sql`ALTER TABLE order_events ENABLE TRIGGER order_events_append_only`
  }))))
/** Moves a placed order through every step to Delivered, as an admin does (DESIGN §4). */
export const deliver = async (server: TestServer, admin: Shopper, orderid: string) => {
  for (const event of ["order.processing", "order.dispatched", "order.out-for-delivery", "order.delivered"]) {
    const moved = await call(server, "PUT", `/order/${orderid}`, admin.cookie, { _tag: "status", orderid, event })
    if (moved.status !== 200) throw new Error(`moving order ${orderid} by ${event} answered ${moved.status}: ${JSON.stringify(moved.body)}`)
  }
}

/**
 * Issue 37 item 4: a refund to the original payment of `orderId` that failed at the gateway, written
 * as the flows write it (an approved attempt's money taken and given back in the ledger, its gateway
 * refund failed with the gateway's words), for the back office's retry and settle calls: its id.
 */
export const failedGatewayRefund = (server: TestServer, orderId: string, clientId: string) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const attemptId = `pay_${randomBytes(12).toString("hex")}`
    const refundId = `grf_${randomBytes(12).toString("hex")}`
    yield* sql`INSERT INTO payment_attempts (id, order_id, amount, outcome, gateway_payment_id, created_at, settled_at, refund_due, not_applied)
      VALUES (${attemptId}, ${orderId}, 100, 'approved', ${`pmt_${attemptId.slice(4, 16)}`}, now(), now(), true, 'A test payment the order could not take')`
    yield* sql`INSERT INTO ledger_entries (client_id, order_id, from_account, to_account, amount, kind, reason, attempt_id, at) VALUES
      (${clientId}, ${orderId}, 'payer', 'order', 100, 'online-payment', 'Paid online (test)', ${attemptId}, now()),
      (${clientId}, ${orderId}, 'order', 'payer', 100, 'late-payment-refund', 'Refund of a test payment', ${attemptId}, now())`
    const [entry] = yield* sql<{ id: string }>`SELECT id::text AS id FROM ledger_entries WHERE attempt_id = ${attemptId} AND kind = 'late-payment-refund'`
    yield* sql`INSERT INTO gateway_refunds (id, order_id, ledger_entry_id, attempt_id, gateway, payment_id, amount, status, words, created_at, updated_at)
      VALUES (${refundId}, ${orderId}, ${entry!.id}, ${attemptId}, 'razorpay', ${`pmt_${attemptId.slice(4, 16)}`}, 100, 'failed', 'Declined by the bank (test)', now(), now())`
    yield* sql`INSERT INTO gateway_refund_steps (refund_id, status, by_actor, words, at) VALUES (${refundId}, 'failed', 'system', 'Declined by the bank (test)', now())`
    return refundId
  }))))
