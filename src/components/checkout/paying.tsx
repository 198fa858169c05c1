import { useSelector } from "@xstate/react"
import { formatRupees } from "#domain/money.ts"
import { sameFields } from "../../app/same-fields.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { paymentTexts } from "../../i18n/texts/payment.ts"
import { useFailureSentence } from "../failure-sentence.ts"
import type { CheckoutActor } from "./checkout-kit.ts"

/** An online order placed: on its way to the payment page, or the page could not be opened (try again). */
export function Paying({ checkout }: { readonly checkout: CheckoutActor }) {
  const { t } = useTexts(paymentTexts)
  const { order, error, failed, placed } = useSelector(checkout, (s) => ({
    order: s.context.order, error: s.context.error, failed: s.matches({ paying: "failed" }), placed: s.matches("placed")
  }), sameFields)
  // Said in the page's language (issue 39).
  const problem = useFailureSentence(error)
  if (failed) {
    return (
      <div className="mx-auto max-w-md space-y-3 py-12 text-center">
        <h1 className="text-2xl font-bold">{t("payment.paying.placed", { orderid: order?.orderid ?? "" })}</h1>
        <p className="text-slate-600">{problem === null ? t("payment.paying.pageFailed") : t("payment.paying.failed", { reason: problem })}</p>
        <button type="button" onClick={() => checkout.send({ type: "checkout.pay" })} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white">{t("payment.paying.tryAgain")}</button>
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-md py-12 text-center" role="status">
      <h1 className="text-2xl font-bold">{placed ? t("payment.paying.orderPlaced") : t("payment.paying.going")}</h1>
      {order !== null && <p className="mt-2 text-slate-600">{t("payment.paying.amount", { orderid: order.orderid, amount: formatRupees(order.Netpayable) })}</p>}
    </div>
  )
}
