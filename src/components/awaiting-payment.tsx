import { useSelector } from "@xstate/react"
import { formatRupees } from "#domain/money.ts"
import { isAwaitingPayment, type Order, orderNumberOf } from "#domain/order.ts"
import { useApp } from "../app/app-context.tsx"
import { settled } from "../app/settled.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { paymentTexts } from "../i18n/texts/payment.ts"
import { aroundSlot } from "./checkout/checkout-kit.ts"
import { useFailureSentence } from "./failure-sentence.ts"
import { formatWhen } from "./dates.ts"

/** The reason on the timeline of an unpaid online order the shopper turns into Cash on Delivery (data the order keeps: English). */
export const SWITCHED_TO_CASH_ON_DELIVERY = "The online payment did not go through; the customer chose Cash on Delivery."

/**
 * What a shopper may do with an online order whose payment did not arrive (issue 16: declined or
 * abandoned): pay again (the orders actor asks the server for a new payment and opens the
 * gateway), or pay on delivery instead (the order is cancelled with its reason, its stock comes
 * back, and the cart, kept for it, is checked out again with Cash on Delivery). Both go through the
 * orders actor; its failures are sentences (ADR 016).
 */
export function PaymentChoices({ order, payAgainText, cashText, onSwitched }: {
  readonly order: Order
  /** The pay-again button's words, given the amount ("Try paying ₹1,234 again"). */
  readonly payAgainText: (amount: string) => string
  readonly cashText: string
  /** What follows once the orders actor has the order cancelled (the payment page goes to the checkout). */
  readonly onSwitched?: () => void
}) {
  const { actors } = useApp()
  const { t, language } = useTexts(paymentTexts)
  // Pending, not the §4 flags: they stay true after a failure, and the shopper may try again then.
  const retrying = useSelector(actors.orders, (s) => s.matches({ token: "pending" }))
  const switching = useSelector(actors.orders, (s) => s.matches({ update: "pending" }))
  // Said in the page's language (issue 39).
  const tokenError = useFailureSentence(useSelector(actors.orders, (s) => (s.context.failedOperation === "token" ? s.context.failure : null)))
  const updateError = useFailureSentence(useSelector(actors.orders, (s) => (s.context.failedOperation === "update" ? s.context.failure : null)))
  if (!isAwaitingPayment(order)) return null
  // The orders actor sends the shopper to the gateway once the token is issued.
  const payAgain = () => {
    const number = orderNumberOf(order.orderid)
    if (number !== undefined) actors.orders.send({ type: "order.token.request", number, goToGateway: true })
  }
  // The order is cancelled with its reason; refused, the actor's sentence shows below.
  const payOnDelivery = async () => {
    actors.orders.send({ type: "order.update", update: { _tag: "cancel", orderid: order.orderid, reason: SWITCHED_TO_CASH_ON_DELIVERY } })
    const answered = await settled(actors.orders, (s) => !s.matches({ update: "pending" }))
    if (answered.matches({ update: "idle" })) onSwitched?.()
  }
  const [heldUntil, cancelledAfter] = aroundSlot(t, "payment.awaiting.heldUntil", "when")
  return (
    <div className="space-y-2">
      {order.paymentDueAt !== undefined && (
        <p className="text-sm text-slate-700">
          {heldUntil}<strong>{formatWhen(order.paymentDueAt, language)}</strong>{cancelledAfter}
        </p>
      )}
      <button type="button" disabled={retrying || switching} onClick={payAgain} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white disabled:bg-slate-300">
        {retrying ? t("payment.awaiting.opening") : payAgainText(formatRupees(order.Netpayable))}
      </button>
      <p className="text-sm text-slate-700">{cashText}</p>
      <button type="button" disabled={switching || retrying} onClick={() => void payOnDelivery()}
        className="rounded-lg border border-orange-600 px-5 py-2.5 font-semibold text-orange-700 disabled:opacity-50">
        {switching ? t("payment.awaiting.switching") : t("payment.awaiting.payOnDelivery")}
      </button>
      {tokenError !== null && <p role="alert" className="text-sm text-red-700">{t("payment.awaiting.payFailed", { reason: tokenError })}</p>}
      {updateError !== null && <p role="alert" className="text-sm text-red-700">{t("payment.awaiting.switchFailed", { reason: updateError })}</p>}
    </div>
  )
}
