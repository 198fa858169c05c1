import { isAwaitingPayment, type Order } from "#domain/order.ts"
import { PaymentChoices } from "../awaiting-payment.tsx"
import { useOrderCopy } from "../orders/order-copy.ts"

/** An online order of this shopper that waits for its payment: pay it now, or on delivery instead. */
export function WaitingOrder({ waiting }: { readonly waiting: Order }) {
  const order = useOrderCopy(waiting)
  if (!isAwaitingPayment(order)) return null
  return (
    <section aria-labelledby="waiting-order" className="mb-6 space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="waiting-order" className="font-semibold">Order {order.orderid} is waiting for its payment</h2>
      <p className="text-sm text-slate-700">Its items are kept for you and nothing was charged. Pay for it now, or take it on delivery.</p>
      <PaymentChoices order={order} payAgainText={(amount) => `Pay ${amount} now`}
        cashText="Or pay in cash or by UPI when it is delivered: that order is cancelled, and you check your cart out here with Cash on Delivery." />
    </section>
  )
}
