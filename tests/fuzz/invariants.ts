import { SqlClient } from "@effect/sql"
import { Effect, Either, ParseResult, Schema } from "effect"
import { project } from "#domain/order-lifecycle.ts"
import { Order, orderAmountsOf } from "#domain/order.ts"
import { ordersOfClient } from "#server/order/order.repo.ts"
import type { TestServer } from "#tests/support/test-server.ts"

// What must hold in the database whatever the requests were (issue 8): stock never negative,
// every order whole and priced by the §9 rules on its own lines, its status the projection of its
// events, no row pointing at a row that is gone, and no admin but the configured one.

/** Rows that point at nothing: [what, the query counting them]. */
const ORPHANS: ReadonlyArray<readonly [string, string]> = [
  ["categories without their super category", "SELECT count(*) FROM categories c WHERE NOT EXISTS (SELECT 1 FROM super_categories s WHERE s.id = c.super_category_id)"],
  ["subcategories without their category", "SELECT count(*) FROM sub_categories s WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.id = s.category_id AND c.super_category_id = s.super_category_id)"],
  ["category tags without their subcategory", "SELECT count(*) FROM category_tags t WHERE NOT EXISTS (SELECT 1 FROM sub_categories s WHERE s.id = t.sub_category_id AND s.category_id = t.category_id AND s.super_category_id = t.super_category_id)"],
  ["brand categories without brand or category", "SELECT count(*) FROM brand_categories bc WHERE NOT EXISTS (SELECT 1 FROM brands b WHERE b.id = bc.brand_id) OR NOT EXISTS (SELECT 1 FROM categories c WHERE c.id = bc.category_id)"],
  ["brand subcategories without brand or subcategory", "SELECT count(*) FROM brand_sub_categories bs WHERE NOT EXISTS (SELECT 1 FROM brands b WHERE b.id = bs.brand_id) OR NOT EXISTS (SELECT 1 FROM sub_categories s WHERE s.id = bs.sub_category_id)"],
  ["three sliders without their super category", "SELECT count(*) FROM three_sliders t WHERE NOT EXISTS (SELECT 1 FROM super_categories s WHERE s.id = t.super_category_id)"],
  ["products without their tag", "SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM category_tags t WHERE t.id = p.category_tag_id AND t.sub_category_id = p.sub_category_id AND t.category_id = p.category_id AND t.super_category_id = p.super_category_id)"],
  ["products without their brand", "SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM brands b WHERE b.id = p.brand_id)"],
  ["products without a pack size", "SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM pack_sizes s WHERE s.product_id = p.id)"],
  ["pack sizes without their product", "SELECT count(*) FROM pack_sizes s WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id)"],
  ["pack sizes without an option", "SELECT count(*) FROM pack_sizes s WHERE NOT EXISTS (SELECT 1 FROM pack_size_options o WHERE o.pack_size_id = s.id)"],
  ["pack size options without their pack size", "SELECT count(*) FROM pack_size_options o WHERE NOT EXISTS (SELECT 1 FROM pack_sizes s WHERE s.id = o.pack_size_id)"],
  ["addresses without their client", "SELECT count(*) FROM addresses a WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = a.client_id)"],
  ["sessions without their client", "SELECT count(*) FROM sessions s WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = s.client_id)"],
  ["settings changed by a client that is gone", "SELECT count(*) FROM shop_settings s WHERE s.updated_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = s.updated_by)"],
  ["orders without their client", "SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = o.client_id)"],
  ["orders without lines", "SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)"],
  ["orders without events", "SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id)"],
  ["orders with a coupon that does not exist", "SELECT count(*) FROM orders o WHERE o.coupon_code IS NOT NULL AND NOT EXISTS (SELECT 1 FROM coupons c WHERE c.code = o.coupon_code)"],
  ["order lines without their order", "SELECT count(*) FROM order_lines l WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = l.order_id)"],
  ["order events without their order", "SELECT count(*) FROM order_events e WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = e.order_id)"],
  ["order events by a client that is gone", "SELECT count(*) FROM order_events e WHERE e.actor_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = e.actor_id)"],
  ["payment attempts without their order", "SELECT count(*) FROM payment_attempts p WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = p.order_id)"],
  ["order SMS without their order", "SELECT count(*) FROM order_sms s WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = s.order_id)"],
  ["wishlist items without their client", "SELECT count(*) FROM wishlist_items w WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.id = w.client_id)"],
  ["wishlist items without their product", "SELECT count(*) FROM wishlist_items w WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = w.product_id)"]
]

const COUNTS: ReadonlyArray<readonly [string, string]> = [
  ["pack size options with negative stock", "SELECT count(*) FROM pack_size_options WHERE available_stock < 0"],
  ["clients with a negative wallet", "SELECT count(*) FROM clients WHERE wallet_balance < 0"],
  ["orders whose net payable is not total less deductions", "SELECT count(*) FROM orders WHERE netpayable <> total_amount - wallet - coupon"],
  ["orders whose lines are not numbered 0, 1, 2, …", "SELECT count(*) FROM (SELECT order_id FROM order_lines GROUP BY order_id HAVING min(position) <> 0 OR max(position) <> count(*) - 1) AS bad"],
  ["orders whose events are not numbered 1, 2, 3, …", "SELECT count(*) FROM (SELECT order_id FROM order_events GROUP BY order_id HAVING min(seq) <> 1 OR max(seq) <> count(*)) AS bad"],
  // Issue 19 item 3 (ADR 031): a balance is its movements' sum, and its last movement's balance.
  ["clients whose wallet is not the sum of its movements", `SELECT count(*) FROM clients c WHERE EXISTS (SELECT 1 FROM wallet_movements m WHERE m.client_id = c.id)
    AND c.wallet_balance <> (SELECT sum(m.amount) FROM wallet_movements m WHERE m.client_id = c.id)`],
  ["clients whose last wallet movement is not their balance", `SELECT count(*) FROM clients c JOIN LATERAL (SELECT balance_after FROM wallet_movements m
    WHERE m.client_id = c.id ORDER BY m.id DESC LIMIT 1) last ON true WHERE last.balance_after <> c.wallet_balance`],
  ["return requests asking back more units than their line has", `SELECT count(*) FROM (SELECT r.order_id, rl.position, sum(rl.quantity) AS asked
    FROM return_lines rl JOIN return_requests r ON r.id = rl.return_id WHERE r.status NOT IN ('Rejected', 'Withdrawn') GROUP BY r.order_id, rl.position) a
    JOIN order_lines l ON l.order_id = a.order_id AND l.position = a.position WHERE a.asked > l.quantity`],
  ["return requests refunded without one wallet movement for their wallet part", `SELECT count(*) FROM return_requests r WHERE r.status = 'Refunded'
    AND r.refund_wallet > 0 AND (SELECT count(*) FROM wallet_movements m WHERE m.return_id = r.id) <> 1`]
]

/** Every broken invariant, one sentence each; none when the database is sound. */
export const brokenInvariants = (server: TestServer, options: { readonly adminMobile: string }): Promise<ReadonlyArray<string>> =>
  server.run(Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const problems: Array<string> = []
    for (const [what, statement] of [...COUNTS, ...ORPHANS]) {
      const rows = yield* sql.unsafe<{ count: number | string }>(statement)
      const n = Number(rows[0]!.count)
      if (n !== 0) problems.push(`${n} ${what}`)
    }
    const admins = yield* sql<{ mobile: string }>`SELECT mobile FROM clients WHERE role = 'admin'`
    for (const { mobile } of admins) if (mobile !== options.adminMobile) problems.push(`${mobile} is an admin but is not the configured admin`)

    // Every order read whole, as the API reads it, and decoded with the domain's Order schema.
    const clients = yield* sql<{ id: string; n: number }>`SELECT client_id AS id, count(*)::int AS n FROM orders GROUP BY client_id`
    let read = 0
    for (const client of clients) {
      const orders = yield* ordersOfClient(client.id, client.n + 1)
      read += orders.length
      for (const order of orders) {
        const decoded = Schema.decodeUnknownEither(Order)(order)
        if (Either.isLeft(decoded)) {
          problems.push(`order ${order.orderid} does not decode: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left).slice(0, 400)}`)
          continue
        }
        const expected = orderAmountsOf({ lines: order.lines, rainStatus: order.RainFee > 0, coupon: order.coupon, wallet: order.wallet })
        for (const [key, value] of Object.entries(expected)) {
          if (order[key as keyof typeof expected] !== value) problems.push(`order ${order.orderid}: ${key} is ${order[key as keyof typeof expected]}, the §9 rules give ${value}`)
        }
        const state = project(order.events)
        if (Either.isLeft(state)) problems.push(`order ${order.orderid}: its events do not replay: ${state.left.message}`)
        else if (state.right.Status !== order.Status || state.right.PaymentStatus !== order.PaymentStatus || state.right.PaymentMode !== order.PaymentMode) {
          problems.push(`order ${order.orderid}: status ${order.Status}/${order.PaymentStatus}/${order.PaymentMode}, its events give ${state.right.Status}/${state.right.PaymentStatus}/${state.right.PaymentMode}`)
        }
      }
    }
    const total = (yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM orders`)[0]!.n
    if (read !== total) problems.push(`${total} orders in the table, ${read} read whole`)
    return problems
  }) as Effect.Effect<ReadonlyArray<string>, unknown, SqlClient.SqlClient>)

/** How many rows the fuzz run left behind, for the report. */
export const rowCounts = (server: TestServer): Promise<Readonly<Record<string, number>>> =>
  server.run(Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const counted: Record<string, number> = {}
    for (const table of ["orders", "order_lines", "order_events", "payment_attempts", "clients", "addresses", "sessions", "wishlist_items", "contact_messages", "products", "brands", "super_categories"]) {
      counted[table] = (yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql(table)}`)[0]!.n
    }
    return counted
  }) as Effect.Effect<Readonly<Record<string, number>>, unknown, SqlClient.SqlClient>)
