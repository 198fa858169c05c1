import { createFileRoute, Link, useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { Either, Schema } from "effect"
import { formatRupees } from "#domain/money.ts"
import { isAwaitingPayment, type Order, OrderId } from "#domain/order.ts"
import { featureCall, OrderApi } from "../../app/api-tags.ts"
import type { AppServices } from "../../app/app-context.tsx"
import { useApp } from "../../app/app-context.tsx"
import { Bill } from "../../components/bill.tsx"
import { PaymentChoices } from "../../components/awaiting-payment.tsx"
import { useFailureSentence } from "../../components/failure-sentence.ts"
import { ArrivingBy, StatusBadge } from "../../components/order-status.tsx"
import { useOrderCopy } from "../../components/orders/order-copy.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { paymentTexts } from "../../i18n/texts/payment.ts"

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

/**
 * The order as the server has it now: the one the orders actor holds (just placed) or fetched. The
 * gateway's result is reported through the orders actor as the page is entered (below). A failed
 * read keeps what it failed with (null: none), so the screen says it in the page's language.
 */
const loadOrder = async (services: AppServices, search: OrderSuccessSearch): Promise<{ readonly order: Order | null; readonly failure: unknown }> => {
  if (search.orderid === undefined) return { order: null, failure: null }
  const current = services.actors.orders.getSnapshot().context.currentOrder
  if (current?.orderid === search.orderid && search.payment === undefined) return { order: current, failure: null }
  try {
    return { order: await services.runtime.runPromise(featureCall(OrderApi)((api) => api.one(search.orderid!))), failure: null }
  } catch (error) {
    return { order: null, failure: error }
  }
}

/** /OrderSuccess (§2): the order just placed, and the result of its online payment. */
export const Route = createFileRoute("/_layout/OrderSuccess")({
  validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadOrder(context, deps),
  // §4 the payment-update order is set from the answer: the orders actor reports the gateway's result.
  onEnter: ({ context, search }) => {
    if (search.orderid !== undefined && search.payment !== undefined) {
      context.actors.orders.send({ type: "order.update", update: { _tag: "payment", orderid: search.orderid, ...search.payment } })
    }
  },
  component: OrderSuccess
})

function OrderSuccess() {
  const loaded = Route.useLoaderData()
  const search = Route.useSearch()
  const payment = search.payment?.outcome ?? null
  const { actors } = useApp()
  const { t } = useTexts(paymentTexts)
  // Pending, not the §4 flag: `updateLoading` stays true after a failure, which is not "confirming".
  const reporting = useSelector(actors.orders, (s) => payment !== null && s.matches({ update: "pending" }))
  const navigate = useNavigate()
  // The one copy (issue 38): the orders actor's current order, which the payment's report and the
  // live stream move on.
  const order = useOrderCopy(loaded.order)
  const problem = useFailureSentence(loaded.failure)
  if (reporting) {
    return (
      <div className="mx-auto max-w-md py-14 text-center" role="status">
        <h1 className="text-2xl font-bold">{t("payment.success.confirming")}</h1>
        <p className="mt-3 text-slate-600">{t("payment.success.moment", { orderid: search.orderid ?? "" })}</p>
      </div>
    )
  }
  if (order === null) {
    return (
      <div className="mx-auto max-w-md py-14 text-center">
        <h1 className="text-2xl font-bold">{t("payment.success.order")}</h1>
        <p className="mt-3 text-slate-600">{problem === null ? t("payment.success.noOrder") : t("payment.success.notLoaded", { reason: problem })}</p>
        <Link to="/my-account" className="mt-5 inline-block rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white">{t("payment.success.myOrders")}</Link>
      </div>
    )
  }
  const unpaidOnline = isAwaitingPayment(order)
  const declined = payment === "declined" || order.PaymentStatus === "Failed"
  return (
    <div className="mx-auto max-w-2xl space-y-6 py-6">
      <div className={`rounded-2xl p-6 text-center ${declined && unpaidOnline ? "bg-amber-50" : "bg-emerald-50"}`}>
        <h1 className="text-2xl font-bold">
          {t(declined && unpaidOnline ? "payment.success.declined" : order.PaymentMode === "Online" && order.PaymentStatus === "Paid" ? "payment.success.paid" : "payment.success.placed")}
        </h1>
        <p className="mt-2 text-slate-700">{t("payment.success.order")} <strong>{order.orderid}</strong> <StatusBadge order={order} /></p>
        <ArrivingBy order={order} className="mt-1" />
        {order.PaymentMode === "Cash on Delivery" && order.Status !== 0 && <p className="mt-1 text-sm text-slate-600">{t("payment.success.payOnDelivery", { amount: formatRupees(order.Netpayable) })}</p>}
        {unpaidOnline && (
          <div className="mt-4 space-y-2">
            <p className="text-sm text-slate-700">
              {t(declined ? "payment.success.keptPayAgain" : "payment.success.keptUntilPaid")}
            </p>
            <PaymentChoices order={order} payAgainText={(amount) => t(declined ? "payment.success.tryAgain" : "payment.awaiting.payNow", { amount })}
              cashText={t("payment.success.cash")}
              onSwitched={() => void navigate({ to: "/check-out" })} />
          </div>
        )}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <Bill amounts={order} title={t("payment.success.orderTotal")} />
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/order-tracking/$orderId" params={{ orderId: order.orderid }} className="rounded-lg bg-slate-900 px-5 py-2.5 font-semibold text-white">{t("payment.success.track")}</Link>
        <Link to="/" className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold">{t("payment.success.continueShopping")}</Link>
      </div>
    </div>
  )
}
