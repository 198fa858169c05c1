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
  // Issue 32: every rupee is read from the ledger, the one record of money.
  ["clients with a negative wallet", "SELECT count(*) FROM clients c WHERE bazaar_wallet_balance(c.id) < 0"],
  ["orders that gave back more than was paid", "SELECT count(*) FROM orders o WHERE bazaar_order_held(o.id) < 0"],
  ["cancelled orders still holding money", "SELECT count(*) FROM orders o WHERE o.status = 0 AND bazaar_order_held(o.id) > 0"],
  ["cancelled orders paid and not refunded", "SELECT count(*) FROM orders WHERE status = 0 AND payment_status = 'Paid'"],
  ["orders paid from the wallet other than their wallet part", `SELECT count(*) FROM orders o WHERE o.wallet <>
    (SELECT coalesce(sum(amount), 0) FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'order-payment')`],
  ["delivered Cash on Delivery orders whose cash is not in the ledger", `SELECT count(*) FROM orders o WHERE o.payment_mode = 'Cash on Delivery'
    AND o.status = 5 AND o.netpayable > 0 AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'cash-on-delivery')`],
  ["orders whose net payable is not total less deductions", "SELECT count(*) FROM orders WHERE netpayable <> total_amount - wallet - coupon"],
  ["orders whose lines are not numbered 0, 1, 2, …", "SELECT count(*) FROM (SELECT order_id FROM order_lines GROUP BY order_id HAVING min(position) <> 0 OR max(position) <> count(*) - 1) AS bad"],
  ["orders whose events are not numbered 1, 2, 3, …", "SELECT count(*) FROM (SELECT order_id FROM order_events GROUP BY order_id HAVING min(seq) <> 1 OR max(seq) <> count(*)) AS bad"],
  // A unit is given back once: by a return that holds it or by the shop's refund, never both (issue 32).
  ["order lines asked back or refunded beyond their units", `SELECT count(*) FROM (SELECT order_id, position, sum(quantity) AS taken FROM (
      SELECT r.order_id, rl.position, rl.quantity FROM return_lines rl JOIN return_requests r ON r.id = rl.return_id WHERE r.status NOT IN ('Rejected', 'Withdrawn')
      UNION ALL SELECT f.order_id, fl.position, fl.quantity FROM order_refund_lines fl JOIN order_refunds f ON f.id = fl.refund_id) AS u
    GROUP BY order_id, position) a JOIN order_lines l ON l.order_id = a.order_id AND l.position = a.position WHERE a.taken > l.quantity`],
  ["return requests refunded other than their figures", `SELECT count(*) FROM return_requests r WHERE r.status = 'Refunded'
    AND r.refund_amount <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries l WHERE l.return_id = r.id)`]
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
