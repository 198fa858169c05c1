import { isAwaitingPayment, type Order } from "#domain/order.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { paymentTexts } from "../../i18n/texts/payment.ts"
import { PaymentChoices } from "../awaiting-payment.tsx"
import { useOrderCopy } from "../orders/order-copy.ts"

/** An online order of this shopper that waits for its payment: pay it now, or on delivery instead. */
export function WaitingOrder({ waiting }: { readonly waiting: Order }) {
  const { t } = useTexts(paymentTexts)
  const order = useOrderCopy(waiting)
  if (!isAwaitingPayment(order)) return null
  return (
    <section aria-labelledby="waiting-order" className="mb-6 space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="waiting-order" className="font-semibold">{t("payment.waiting.title", { orderid: order.orderid })}</h2>
      <p className="text-sm text-slate-700">{t("payment.waiting.text")}</p>
      <PaymentChoices order={order} payAgainText={(amount) => t("payment.awaiting.payNow", { amount })}
        cashText={t("payment.waiting.cash")} />
    </section>
  )
}
