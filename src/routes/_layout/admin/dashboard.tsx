import { createFileRoute, Link } from "@tanstack/react-router"
import { lazy, Suspense } from "react"
import { salesSummary } from "#domain/dashboard.ts"
import { formatRupees } from "#domain/money.ts"
import { LOW_STOCK_AT } from "#domain/product.ts"
import { adminCall } from "../../../app/api-tags.ts"

// uPlot loads with the chart only (issue 20 item 7): a chunk of its own, fetched when this screen shows.
const SalesChart = lazy(() => import("../-admin/sales-chart.tsx").then((m) => ({ default: m.SalesChart })))

/**
 * /admin/dashboard (issue 20 item 7, ADR 040): how the shop is doing, every figure an SQL aggregate
 * over the real tables, in one call: sales per day for 30 days (India's days, cancelled orders out),
 * orders by status, best sellers, low-stock options and return requests waiting.
 */
export const Route = createFileRoute("/_layout/admin/dashboard")({
  loader: ({ context }) => context.runtime.runPromise(adminCall((api) => api.dashboard)),
  component: DashboardAdmin
})

const dayLabel = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-IN", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" })

function DashboardAdmin() {
  const d = Route.useLoaderData()
  const today = d.salesByDay.at(-1)
  const card = "rounded-xl border border-slate-200 p-4"
  return (
    <section aria-labelledby="dashboard" className="space-y-6">
      <h2 id="dashboard" className="text-xl font-semibold">How the shop is doing</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className={card}><dt className="text-sm text-slate-600">Today&apos;s sales</dt><dd className="text-lg font-semibold" data-testid="today-sales">{formatRupees(today?.total ?? 0)}</dd></div>
        <div className={card}><dt className="text-sm text-slate-600">Today&apos;s orders</dt><dd className="text-lg font-semibold">{today?.orders ?? 0}</dd></div>
        <div className={card}><dt className="text-sm text-slate-600">Returns waiting</dt><dd className="text-lg font-semibold"><Link to="/admin/returns" search={{ status: "Requested" }} className="text-orange-700 underline">{d.returnsWaiting}</Link></dd></div>
        <div className={card}><dt className="text-sm text-slate-600">Options low on stock</dt><dd className="text-lg font-semibold">{d.lowStockCount}</dd></div>
      </dl>

      <section aria-labelledby="sales" className={`${card} space-y-3`}>
        <h3 id="sales" className="font-semibold">Sales per day, last {d.salesByDay.length} days</h3>
        <p className="text-sm text-slate-700" data-testid="sales-summary">{salesSummary(d.salesByDay)}</p>
        <Suspense fallback={<div className="min-h-[240px]" />}><SalesChart days={d.salesByDay} /></Suspense>
        <details className="text-sm">
          <summary className="cursor-pointer text-orange-700">Sales per day as a table</summary>
          <div className="relative mt-2 max-h-80 overflow-auto" tabIndex={0} role="region" aria-label="Sales per day, scrollable">
            <table className="w-full text-left">
              <caption className="sr-only">Sales per day, India&apos;s days, cancelled orders left out</caption>
              <thead className="text-slate-600"><tr><th scope="col" className="py-1">Day</th><th scope="col" className="py-1 text-right">Orders</th><th scope="col" className="py-1 text-right">Sales</th></tr></thead>
              <tbody>
                {[...d.salesByDay].reverse().map((day) => (
                  <tr key={day.day} className="border-t border-slate-100"><th scope="row" className="py-1 font-normal">{dayLabel(day.day)}</th><td className="py-1 text-right">{day.orders}</td><td className="py-1 text-right">{formatRupees(day.total)}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="by-status" className={card}>
          <h3 id="by-status" className="mb-2 font-semibold">Orders by status</h3>
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600"><tr><th scope="col" className="py-1">Status</th><th scope="col" className="py-1 text-right">Orders</th></tr></thead>
            <tbody>
              {d.ordersByStatus.map((s) => (
                <tr key={s.Status} className="border-t border-slate-100"><th scope="row" className="py-1 font-normal">
                  <Link to="/admin/orders" search={{ status: s.Status }} className="text-orange-700 underline">{s.StatusText}</Link></th><td className="py-1 text-right">{s.count}</td></tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="top" className={card}>
          <h3 id="top" className="mb-2 font-semibold">Best sellers, last {d.salesByDay.length} days</h3>
          {d.topProducts.length === 0 ? <p className="text-sm text-slate-600">No sales yet.</p> : (
            <table className="w-full text-left text-sm">
              <thead className="text-slate-600"><tr><th scope="col" className="py-1">Product</th><th scope="col" className="py-1 text-right">Units</th><th scope="col" className="py-1 text-right">Revenue</th></tr></thead>
              <tbody>
                {d.topProducts.map((p) => (
                  <tr key={p.productId} className="border-t border-slate-100"><th scope="row" className="py-1 font-normal">
                    <Link to="/admin/products/$id" params={{ id: p.productId }} className="text-orange-700 underline">{p.name}</Link></th>
                    <td className="py-1 text-right">{p.units}</td><td className="py-1 text-right">{formatRupees(p.revenue)}</td></tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>

      <section aria-labelledby="low" className={card}>
        <h3 id="low" className="mb-2 font-semibold">Low on stock ({LOW_STOCK_AT} or fewer left){d.lowStockCount > d.lowStock.length ? `: the ${d.lowStock.length} lowest of ${d.lowStockCount}` : ""}</h3>
        {d.lowStock.length === 0 ? <p className="text-sm text-slate-600">Every option has more than {LOW_STOCK_AT} in stock.</p> : (
          <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Low-stock options, scrollable">
            <table className="w-full min-w-[28rem] text-left text-sm">
              <thead className="text-slate-600"><tr><th scope="col" className="py-1">Product</th><th scope="col" className="py-1">Pack / option</th><th scope="col" className="py-1 text-right">In stock</th></tr></thead>
              <tbody>
                {d.lowStock.map((o) => (
                  <tr key={o.optionId} className="border-t border-slate-100"><th scope="row" className="py-1 font-normal">
                    <Link to="/admin/products/$id" params={{ id: o.productId }} className="text-orange-700 underline">{o.productName}</Link></th>
                    <td className="py-1">{o.packName} / {o.optionName}</td><td className="py-1 text-right">{o.stock === 0 ? "Sold out" : o.stock}</td></tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  )
}
