import { createFileRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { Effect, Either, Schema } from "effect"
import { waitFor } from "xstate"
import { formatRupees } from "#domain/money.ts"
import { type Order, OrderId } from "#domain/order.ts"
import { failureMessage, OrderApi } from "../../app/api-tags.ts"
import type { AppServices } from "../../app/app-context.tsx"
import { useApp } from "../../app/app-context.tsx"
import { Bill } from "../../components/bill.tsx"
import { StatusBadge } from "../../components/order-status.tsx"

/** The gateway's signed result, as it sends the shopper back (server/payment/test-gateway-page.ts). */
const PaymentResult = Schema.Struct({
  attemptId: Schema.String.pipe(Schema.maxLength(100)),
  paymentId: Schema.String.pipe(Schema.maxLength(100)),
  signature: Schema.String.pipe(Schema.maxLength(200)),
  outcome: Schema.Literal("approved", "declined")
})

interface OrderSuccessSearch {
  readonly orderid?: string | undefined
  readonly payment?: typeof PaymentResult.Type | undefined
}

/** The order's id and the payment result in the URL, each decoded; a malformed one is dropped. */
const validateSearch = (raw: Record<string, unknown>): OrderSuccessSearch => {
  const orderid = Schema.decodeUnknownEither(OrderId)(raw.orderid)
  const payment = Schema.decodeUnknownEither(PaymentResult)(raw)
  return {
    orderid: Either.isRight(orderid) ? orderid.right : undefined,
    payment: Either.isRight(payment) ? payment.right : undefined
  }
}

interface Outcome {
  readonly order: Order | null
  readonly payment: "approved" | "declined" | null
  readonly problem: string | null
}

const fetchOrder = (services: AppServices, orderid: string) =>
  services.runtime.runPromise(Effect.flatMap(OrderApi, (api) => api.one(orderid)))

/**
 * The gateway's result goes to the shop through the order actor (§4: the payment-update order is
 * set from the answer), then the order as the server has it now is shown.
 */
const loadOutcome = async (services: AppServices, search: OrderSuccessSearch): Promise<Outcome> => {
  const { orders } = services.actors
  if (search.orderid === undefined) return { order: null, payment: null, problem: null }
  try {
    if (search.payment !== undefined) {
      orders.send({ type: "order.update", update: { _tag: "payment", orderid: search.orderid, ...search.payment } })
      const done = await waitFor(orders, (s) => !s.context.updateLoading)
      const reported = done.matches({ update: "idle" }) ? done.context.paymentUpdateOrder : null
      const order = reported !== null && reported.orderid === search.orderid ? reported : await fetchOrder(services, search.orderid)
      return { order, payment: search.payment.outcome, problem: null }
    }
    const current = orders.getSnapshot().context.currentOrder
    return { order: current?.orderid === search.orderid ? current : await fetchOrder(services, search.orderid), payment: null, problem: null }
  } catch (error) {
    return { order: null, payment: search.payment?.outcome ?? null, problem: failureMessage(error) }
  }
}

/** /OrderSuccess (§2): the order just placed, and the result of its online payment. */
export const Route = createFileRoute("/_layout/OrderSuccess")({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadOutcome(context, deps),
  component: OrderSuccess
})

function OrderSuccess() {
  const { order, payment, problem } = Route.useLoaderData()
  const { actors } = useApp()
  const retrying = useSelector(actors.orders, (s) => s.context.tokenLoading)
  const tokenError = useSelector(actors.orders, (s) => (s.context.failedOperation === "token" ? s.context.failureMessage ?? s.context.error : null))
  if (order === null) {
    return (
      <div className="mx-auto max-w-md py-14 text-center">
        <h1 className="text-2xl font-bold">Order</h1>
        <p className="mt-3 text-slate-600">{problem ?? "There is no order to show here."}</p>
        <Link to="/my-account" className="mt-5 inline-block rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white">My orders</Link>
      </div>
    )
  }
  const unpaidOnline = order.PaymentMode === "Online" && (order.PaymentStatus === "Pending" || order.PaymentStatus === "Failed") && order.Status === 1
  const retry = async () => {
    actors.orders.send({ type: "order.token.request", number: Number(order.orderid.slice(3)) })
    const done = await waitFor(actors.orders, (s) => !s.context.tokenLoading)
    const token = done.context.paymentToken
    if (done.matches({ token: "idle" }) && token !== null && token.orderid === order.orderid) window.location.assign(token.gatewayUrl)
  }
  const declined = payment === "declined" || order.PaymentStatus === "Failed"
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-6">
      <div className={`rounded-2xl p-6 text-center ${declined && unpaidOnline ? "bg-amber-50" : "bg-emerald-50"}`}>
        <h1 className="text-2xl font-bold">
          {declined && unpaidOnline ? "Your payment did not go through" : order.PaymentMode === "Online" && order.PaymentStatus === "Paid" ? "Payment received. Thank you!" : "Thank you! Your order is placed"}
        </h1>
        <p className="mt-2 text-slate-700">Order <strong>{order.orderid}</strong> <StatusBadge order={order} /></p>
        {order.PaymentMode === "Cash on Delivery" && order.Status !== 0 && <p className="mt-1 text-sm text-slate-600">Pay {formatRupees(order.Netpayable)} when it is delivered.</p>}
        {declined && unpaidOnline && (
          <div className="mt-4 space-y-2">
            <p className="text-sm text-slate-700">Your order is kept for you; nothing was charged. You can pay again now.</p>
            <button type="button" disabled={retrying} onClick={() => void retry()} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white disabled:bg-slate-300">
              {retrying ? "Opening the payment page..." : `Try paying ${formatRupees(order.Netpayable)} again`}
            </button>
            {tokenError !== null && <p role="alert" className="text-sm text-red-700">{tokenError}</p>}
          </div>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <Bill amounts={order} title="Order total" />
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/order-tracking/$orderId" params={{ orderId: order.orderid }} className="rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white">Track your order</Link>
        <Link to="/" className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold">Continue shopping</Link>
      </div>
    </div>
  )
}
