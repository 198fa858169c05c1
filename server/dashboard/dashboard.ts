import { SqlClient } from "@effect/sql"
import { Clock, Effect } from "effect"
import { indiaDay } from "#domain/coupon.ts"
import { type Dashboard, LOW_STOCK_LISTED, SALES_DAYS, TOP_PRODUCTS } from "#domain/dashboard.ts"
import { type OrderStatus, STATUS_TEXT } from "#domain/order.ts"
import { LOW_STOCK_AT } from "#domain/product.ts"

// How the shop is doing (issue 20 item 7, ADR 040): every figure an aggregate over the real tables,
// in one statement (one round trip). A day is India's: it starts at 00:00 IST, 18:30 UTC the day before.

const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000

interface DashboardRow {
  readonly sales: ReadonlyArray<{ day: string; orders: number; total: number }>
  readonly statuses: ReadonlyArray<{ status: OrderStatus; count: number }> | null
  readonly top: ReadonlyArray<Dashboard["topProducts"][number]> | null
  readonly low: ReadonlyArray<Dashboard["lowStock"][number]> | null
  readonly lowCount: number
  readonly returnsWaiting: number
}

export const dashboardNow = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const now = yield* Clock.currentTimeMillis
  const today = indiaDay(new Date(now))
  const firstDay = indiaDay(new Date(now - (SALES_DAYS - 1) * DAY_MS))
  // The first day's start in India, as an instant: its midnight less India's offset from UTC.
  const since = new Date(Date.parse(`${firstDay}T00:00:00Z`) - IST_OFFSET_MS)
  const [row] = yield* sql<DashboardRow>`
    WITH recent AS (
      -- An order's sale is its invoice value (domain/gst.ts): its TotalAmount less its coupon.
      SELECT id, created_at, total_amount - coupon AS value FROM orders WHERE status <> 0 AND created_at >= ${since}
    ),
    days AS (SELECT to_char(d, 'YYYY-MM-DD') AS day FROM generate_series(${firstDay}::date, ${today}::date, interval '1 day') d),
    sales AS (
      SELECT to_char(((created_at AT TIME ZONE 'UTC') + interval '330 minutes')::date, 'YYYY-MM-DD') AS day, count(*)::int AS orders, sum(value) AS total
      FROM recent GROUP BY 1
    )
    SELECT
      (SELECT json_agg(json_build_object('day', days.day, 'orders', coalesce(s.orders, 0), 'total', coalesce(s.total, 0)::float8) ORDER BY days.day)
        FROM days LEFT JOIN sales s ON s.day = days.day) AS sales,
      (SELECT json_agg(json_build_object('status', status, 'count', n)) FROM (SELECT status, count(*)::int AS n FROM orders GROUP BY status) st) AS statuses,
      (SELECT json_agg(json_build_object('productId', product_id, 'name', name, 'units', units, 'revenue', revenue::float8) ORDER BY units DESC, revenue DESC, product_id)
        FROM (
          SELECT l.product_id, max(l.product_name) AS name, sum(l.quantity)::int AS units, sum(l.price * l.quantity) AS revenue
          FROM recent o JOIN order_lines l ON l.order_id = o.id
          GROUP BY l.product_id ORDER BY units DESC, revenue DESC, l.product_id LIMIT ${TOP_PRODUCTS}
        ) t) AS top,
      (SELECT json_agg(json_build_object('productId', p.id, 'productName', p.name, 'packName', ps.name, 'optionId', o.id,
          'optionName', o.name, 'stock', o.available_stock) ORDER BY o.available_stock, o.id)
        FROM (SELECT id, name, pack_size_id, available_stock FROM pack_size_options WHERE available_stock <= ${LOW_STOCK_AT}
          ORDER BY available_stock, id LIMIT ${LOW_STOCK_LISTED}) o
        JOIN pack_sizes ps ON ps.id = o.pack_size_id JOIN products p ON p.id = ps.product_id) AS low,
      (SELECT count(*)::int FROM pack_size_options WHERE available_stock <= ${LOW_STOCK_AT}) AS "lowCount",
      (SELECT count(*)::int FROM return_requests WHERE status = 'Requested') AS "returnsWaiting"`
  const counts = new Map((row?.statuses ?? []).map((s) => [s.status, s.count]))
  const lifecycle: ReadonlyArray<OrderStatus> = [1, 2, 3, 4, 5, 0]
  return {
    salesByDay: row?.sales ?? [],
    ordersByStatus: lifecycle.map((Status) => ({ Status, StatusText: STATUS_TEXT[Status], count: counts.get(Status) ?? 0 })),
    topProducts: row?.top ?? [],
    lowStock: row?.low ?? [],
    lowStockCount: row?.lowCount ?? 0,
    returnsWaiting: row?.returnsWaiting ?? 0
  } satisfies Dashboard
})
