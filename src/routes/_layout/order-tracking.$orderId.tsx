import { createFileRoute, Link, notFound, redirect, useRouter } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { Effect, Either, Schema } from "effect"
import { useState } from "react"
import { failureTagOf } from "#domain/failure-words.ts"
import { formatRupees } from "#domain/money.ts"
import { allowedEvents, isRefundDue, project } from "#domain/order-lifecycle.ts"
import { isAwaitingPayment, newerOrder, OrderId, orderNumberOf, STATUS_TEXT } from "#domain/order.ts"
import { OrderApi, returnsCall } from "../../app/api-tags.ts"
import { lookup } from "../../app/listing-data.ts"
import { useApp } from "../../app/app-context.tsx"
import { Bill } from "../../components/bill.tsx"
import { formatWhen } from "../../components/dates.ts"
import { InvoiceButton } from "../../components/invoice-button.tsx"
import { OrderReturns } from "../../components/returns/order-returns.tsx"
import { ArrivingBy, paymentText, StatusBadge, Timeline } from "../../components/order-status.tsx"
import type { CustomerCancelReason } from "#domain/cancel-reasons.ts"
import { CancelOrderDialog } from "./-components/cancel-order-dialog.tsx"

const FORWARD = [1, 2, 3, 4, 5] as const

/** A failed call that says there is no session (any more) for this browser. */
const sessionGone = (error: unknown) => {
  const tag = failureTagOf(error)
  return tag === "Unauthorized" || tag === "AccountGone"
}

/** /order-tracking/{orderId} (§2): where the order stands, its timeline, and cancelling while allowed. */
export const Route = createFileRoute("/_layout/order-tracking/$orderId")({
  beforeLoad: ({ context, location }) => {
    if (!context.actors.auth.getSnapshot().context.isAuth) throw redirect({ to: "/login", search: { next: location.pathname } as never })
  },
  loader: async ({ context, params, location }) => {
    if (Either.isLeft(Schema.decodeUnknownEither(OrderId)(params.orderId))) throw notFound()
    const order = await lookup(context.runtime, Effect.flatMap(OrderApi, (api) => api.one(params.orderId))).catch((error: unknown) => {
      // Issue 33: the session ended on the server (expired, or signed out elsewhere) while this browser
      // still held it: the browser signs out too, and the shopper signs in again and comes back here.
      if (!sessionGone(error)) throw error
      context.actors.auth.send({ type: "auth.sign-out" })
      throw redirect({ to: "/login", search: { next: location.pathname } as never })
    })
    // Issue 19 item 3: a delivered order's returns, and what may still be asked (a failed read shows none).
    // Issue 20 item 3: a paid order's refunds from the shop come with the same answer.
    const returns = order.Status === 5 || order.PaymentStatus === "Paid"
      ? await context.runtime.runPromise(returnsCall((api) => api.ofOrder(order.orderid))).catch(() => null)
      : null
    return { order, returns }
  },
  component: OrderTracking
})

function OrderTracking() {
  const { order: loaded, returns } = Route.useLoaderData()
  const router = useRouter()
  const { actors } = useApp()
  // An order the shopper just changed here is the orders actor's current order (§3), newer than the page's.
  const current = useSelector(actors.orders, (s) => s.context.currentOrder)
  const order = current?.orderid === loaded.orderid ? newerOrder(loaded, current) : loaded
  // Pending, not the §4 flags (they stay true after a failure, and the shopper may try again then).
  const busy = useSelector(actors.orders, (s) => s.matches({ update: "pending" }) || s.matches({ token: "pending" }))
  const problem = useSelector(actors.orders, (s) =>
    s.context.failedOperation === "update" || s.context.failedOperation === "token" ? s.context.failureMessage ?? s.context.error : null)
  const [confirming, setConfirming] = useState(false)
  // The same rules as the server (DESIGN §2): the browser offers only what the lifecycle allows.
  const state = Either.getOrUndefined(project(order.events))
  const canCancel = allowedEvents(state, "customer").includes("order.cancelled")
  const unpaidOnline = isAwaitingPayment(order)
  // Issue 33 item 7: the reason the customer chose is kept on the order's event and shown on its timeline.
  const cancel = (reason: CustomerCancelReason) => {
    actors.orders.send({ type: "order.update", update: { _tag: "cancel", orderid: order.orderid, reason } })
    setConfirming(false)
  }
  // The orders actor sends the shopper to the gateway once the token is issued.
  const pay = () => {
    const number = orderNumberOf(order.orderid)
    if (number !== undefined) actors.orders.send({ type: "order.token.request", number, goToGateway: true })
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Order {order.orderid}</h1>
          <p className="text-sm text-slate-500">Placed {formatWhen(order.createdAt)} · {order.PaymentMode} · payment {paymentText(order)}</p>
          <ArrivingBy order={order} className="mt-1 text-sm" />
        </div>
        <StatusBadge order={order} />
      </div>
      {order.Status !== 0 && (
        <ol className="grid grid-cols-5 gap-1 text-center text-[11px] sm:text-xs" aria-label="Order status">
          {FORWARD.map((status) => (
            <li key={status} aria-current={order.Status === status ? "step" : undefined}>
              <span className={`mb-1 block h-2 rounded-full ${order.Status >= status ? "bg-emerald-500" : "bg-slate-200"}`} />
              <span className={order.Status >= status ? "font-semibold text-slate-900" : "text-slate-500"}>{STATUS_TEXT[status]}</span>
            </li>
          ))}
        </ol>
      )}
      {isRefundDue(order) && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This order was cancelled after it was paid, so a refund of {formatRupees(order.Netpayable)} is due.
        </p>
      )}
      {problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{problem}</p>}
      <div className="flex flex-wrap gap-3">
        {unpaidOnline && (
          <button type="button" disabled={busy} onClick={pay} className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white disabled:bg-slate-300">
            Pay {formatRupees(order.Netpayable)} now
          </button>
        )}
        <InvoiceButton order={order} />
        {canCancel && (
          <button type="button" onClick={() => setConfirming(true)} className="rounded-lg border border-red-300 px-4 py-2 font-semibold text-red-700 hover:bg-red-50">Cancel order</button>
        )}
      </div>
      {canCancel && <CancelOrderDialog order={order} open={confirming} busy={busy} onConfirm={cancel} onKeep={() => setConfirming(false)} />}
      {returns !== null && order.Status === 5 && <OrderReturns order={order} returns={returns.returns} options={returns.options} onChanged={() => router.invalidate()} />}
      {returns !== null && returns.refunds.length > 0 && (
        <section aria-labelledby="refunds" className="rounded-xl border border-slate-200 p-4 text-sm">
          <h2 id="refunds" className="mb-2 font-semibold">Refunds from Bazaar</h2>
          <ul className="space-y-1">
            {returns.refunds.map((refund) => (
              <li key={refund._id}>
                {formatWhen(refund.at)}: {formatRupees(refund.amount)} for {refund.wholeOrder ? "the whole order" : refund.lines.map((l) => `${l.quantity} × ${l.ProductName}`).join(", ")}
                {refund.toWallet > 0 && `, ${formatRupees(refund.toWallet)} to your Bazaar wallet`}
                {refund.toOriginal > 0 && `, ${formatRupees(refund.toOriginal)} to your original payment`}. {refund.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <section aria-labelledby="timeline" className="rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="timeline" className="mb-3 font-semibold">What has happened</h2>
          <Timeline events={order.events} />
        </section>
        <section aria-labelledby="delivery" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <h2 id="delivery" className="font-semibold">Delivering to</h2>
          <p className="text-slate-600">{order.address.Name}, {order.address.HNo}, {order.address.StreetDet}, {order.address.AreaDet}, {order.address.City}, {order.address.State} {order.address.Pincode}</p>
          <p className="text-slate-600">Mobile: {order.address.Mobile}</p>
        </section>
      </div>
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label="Items">
          {order.lines.map((line) => (
            <li key={line.PackOptionId} className="flex gap-3 p-3 text-sm">
              <img src={line.thumbnail} alt="" width={56} height={56} className="h-14 w-14 rounded-lg bg-slate-50 object-cover" />
              <div className="min-w-0 flex-1">
                <Link to="/product-info/$producturl" params={{ producturl: line.slugurl }} className="font-medium hover:text-orange-700">{line.ProductName}</Link>
                <p className="text-slate-500">{line.packSizeOptionName} / {line.packSizeName}</p>
                <p>{formatRupees(line.Price)} x {line.quantity}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="rounded-xl border border-slate-200 bg-white p-4"><Bill amounts={order} title="Order total" /></div>
      </div>
    </div>
  )
}
