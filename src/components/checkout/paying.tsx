import { useSelector } from "@xstate/react"
import { formatRupees } from "#domain/money.ts"
import { sameFields } from "../../app/same-fields.ts"
import type { CheckoutActor } from "./checkout-kit.ts"

/** An online order placed: on its way to the payment page, or the page could not be opened (try again). */
export function Paying({ checkout }: { readonly checkout: CheckoutActor }) {
  const { order, error, failed, placed } = useSelector(checkout, (s) => ({
    order: s.context.order, error: s.context.error, failed: s.matches({ paying: "failed" }), placed: s.matches("placed")
  }), sameFields)
  if (failed) {
    return (
      <div className="mx-auto max-w-md space-y-3 py-12 text-center">
        <h1 className="text-2xl font-bold">Your order {order?.orderid} is placed</h1>
        <p className="text-slate-600">{error ?? "The payment page could not be opened."}</p>
        <button type="button" onClick={() => checkout.send({ type: "checkout.pay" })} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white">Try the payment again</button>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-md py-12 text-center" role="status">
      <h1 className="text-2xl font-bold">{placed ? "Order placed" : "Taking you to the payment page..."}</h1>
      {order !== null && <p className="mt-2 text-slate-600">Order {order.orderid}: {formatRupees(order.Netpayable)}</p>}
    </div>
  )
}
