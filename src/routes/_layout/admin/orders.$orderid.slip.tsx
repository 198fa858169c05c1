import { createFileRoute, Link, notFound } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { SELLER } from "#domain/gst.ts"
import { OrderId } from "#domain/order.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { formatWhen } from "../../../components/dates.ts"
import { buttonClass, secondaryButtonClass } from "../-admin/admin-kit.tsx"

/**
 * /admin/orders/{orderid}/slip (issue 20 item 3): the packing slip to print and put in the parcel:
 * the shop, the order number, the delivery address, the items and how many, and no prices. Printing
 * shows the slip alone (src/styles.css `.print-only-slip`).
 */
export const Route = createFileRoute("/_layout/admin/orders/$orderid/slip")({
  loader: ({ context, params }) => {
    if (Either.isLeft(Schema.decodeUnknownEither(OrderId)(params.orderid))) throw notFound()
    return context.runtime.runPromise(adminCall((api) => api.orderDetail(params.orderid)))
  },
  component: PackingSlip
})

function PackingSlip() {
  const { order } = Route.useLoaderData()
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Link to="/admin/orders/$orderid" params={{ orderid: order.orderid }} className={secondaryButtonClass}>← Back to the order</Link>
        <button type="button" onClick={() => window.print()} className={buttonClass}>Print</button>
      </div>
      <article aria-labelledby="slip-title" className="print-only-slip mx-auto max-w-2xl space-y-5 rounded-xl border border-slate-300 bg-white p-6 text-sm text-slate-900 print:border-0 print:p-0">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-300 pb-3">
          <div>
            <p className="text-lg font-bold">Bazaar</p>
            <p>{SELLER.legalName}</p>
            {SELLER.address.map((line) => <p key={line}>{line}</p>)}
          </div>
          <div className="text-right">
            <h2 id="slip-title" className="text-lg font-bold">Packing slip</h2>
            <p>Order <strong>{order.orderid}</strong></p>
            <p>Placed {formatWhen(order.createdAt)}</p>
          </div>
        </header>
        <section aria-labelledby="slip-to">
          <h3 id="slip-to" className="font-semibold">Deliver to</h3>
          <address className="not-italic">
            {order.address.Name}<br />
            {order.address.HNo}, {order.address.StreetDet}{order.address.LandMark === "" ? "" : `, ${order.address.LandMark}`}<br />
            {order.address.AreaDet}, {order.address.City}<br />
            {order.address.State} {order.address.Pincode}<br />
            Mobile {order.address.Mobile}
          </address>
        </section>
        <table className="w-full text-left">
          <caption className="sr-only">Items in the parcel</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2">Item</th>
              <th scope="col" className="py-1 pr-2">Pack</th>
              <th scope="col" className="py-1 text-right">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => (
              <tr key={i} className="border-b border-slate-200">
                <td className="py-1 pr-2">{line.ProductName}</td>
                <td className="py-1 pr-2">{line.packSizeName} · {line.packSizeOptionName}</td>
                <td className="py-1 text-right">{line.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr><th scope="row" colSpan={2} className="py-1 pr-2 text-right">Items in all</th><td className="py-1 text-right font-semibold">{units}</td></tr>
          </tfoot>
        </table>
        <p className="text-xs text-slate-600">{order.PaymentMode === "Cash on Delivery" ? "Cash on Delivery: the courier collects the amount due." : "Paid online."}</p>
      </article>
    </div>
  )
}
