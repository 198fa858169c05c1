import { useSelector } from "@xstate/react"
import { useState } from "react"
import type { DeliveryEstimate } from "#domain/delivery-words.ts"
import { formatRupees } from "#domain/money.ts"
import type { PaymentMode } from "#domain/order.ts"
import { sameFields } from "../../app/same-fields.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { paymentTexts } from "../../i18n/texts/payment.ts"
import { productTexts } from "../../i18n/texts/product.ts"
import { Bill } from "../bill.tsx"
import { useFailureSentence } from "../failure-sentence.ts"
import { Offers } from "../offers.tsx"
import { estimateText } from "../pincode-check.tsx"
import { type CheckoutActor, MODE_TEXT } from "./checkout-kit.ts"

/** Step 3: the payment mode, a coupon or an offer, the wallet's balance, and the bill they make. */
export function PaymentStep({ checkout }: { readonly checkout: CheckoutActor }) {
  const { t } = useTexts(paymentTexts)
  const { quote, couponCode, couponRefused, paymentMode, offers, walletAmount, error } = useSelector(checkout, ({ context: c }) => ({
    quote: c.quote, couponCode: c.couponCode, couponRefused: c.couponRefused, paymentMode: c.paymentMode,
    offers: c.offers, walletAmount: c.walletAmount, error: c.error
  }), sameFields)
  // Said in the page's language (issue 39), a refusal the server named included.
  const problem = useFailureSentence(error)
  const couponProblem = useFailureSentence(couponRefused?.failure)
  const [coupon, setCoupon] = useState(couponCode ?? "")
  const modes: ReadonlyArray<PaymentMode> = quote?.paymentModes ?? ["Cash on Delivery"]
  return (
    <section aria-labelledby="payment-step" className="space-y-5">
      <h2 id="payment-step" className="text-lg font-semibold">{t("payment.title")}</h2>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t("payment.modeLegend")}</legend>
        {modes.map((mode) => (
          <label key={mode} className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 ${paymentMode === mode ? "border-orange-500 bg-orange-50" : "border-slate-200"}`}>
            <input type="radio" name="payment" checked={paymentMode === mode} onChange={() => checkout.send({ type: "checkout.payment.choose", mode })} className="mt-1" />
            <span className="min-w-0 break-words"><span className="block font-semibold">{t(MODE_TEXT[mode].label)}</span><span className="text-sm text-slate-600">{t(MODE_TEXT[mode].hint)}</span></span>
          </label>
        ))}
      </fieldset>
      <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); checkout.send({ type: "checkout.coupon.set", code: coupon.trim() === "" ? null : coupon.trim() }) }}>
        <label className="grow text-sm">
          <span className="mb-1 block font-medium">{t("payment.coupon.label")}</span>
          <input value={coupon} onChange={(e) => setCoupon(e.target.value.toUpperCase())} maxLength={40} placeholder="WELCOME20" className="w-full rounded-lg border border-slate-300 px-3 py-2" />
        </label>
        <button type="submit" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">{t("payment.coupon.apply")}</button>
        {couponCode !== null && (
          <button type="button" onClick={() => { setCoupon(""); checkout.send({ type: "checkout.coupon.set", code: null }) }} className="px-2 py-2 text-sm text-slate-600 underline">{t("payment.coupon.remove")}</button>
        )}
      </form>
      {/* Issue 33: a refused code is dropped from the order; its reason stays beside the coupon. */}
      {couponProblem !== null && <CouponRefusedNote sentence={couponProblem} />}
      <Offers
        offers={offers}
        priceTotal={quote?.TotalPrice ?? 0}
        applied={quote?.couponCode ?? null}
        onUse={(code) => { setCoupon(code); checkout.send({ type: "checkout.coupon.set", code }) }}
      />
      {quote !== null && quote.walletBalance > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={walletAmount > 0} onChange={(e) => checkout.send({ type: "checkout.wallet.set", amount: e.target.checked ? quote.walletBalance : 0 })} />
          {t("payment.wallet.use", { amount: formatRupees(quote.walletBalance) })}
        </label>
      )}
      {quote?.delivery !== undefined && <DeliveryNote estimate={quote.delivery} />}
      {problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{t("payment.quoteFailed", { reason: problem })}</p>}
      {quote !== null && (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          {quote.couponCode !== null && <p className="mb-2 text-sm font-medium text-emerald-700">{t("payment.coupon.applied", { code: quote.couponCode, amount: formatRupees(quote.coupon) })}</p>}
          <Bill amounts={quote} title={t("payment.yourBill")} />
        </div>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" onClick={() => checkout.send({ type: "checkout.back" })} className="rounded-lg border border-slate-300 px-4 py-2 font-medium">{t("payment.back")}</button>
        <button type="button" disabled={paymentMode === null} onClick={() => checkout.send({ type: "checkout.next" })} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white disabled:bg-slate-300">
          {t("payment.next")}
        </button>
      </div>
    </section>
  )
}

/** The server's reason for refusing a coupon, which the order no longer carries (issue 33). */
function CouponRefusedNote({ sentence }: { readonly sentence: string }) {
  const { t } = useTexts(paymentTexts)
  return <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{t("payment.coupon.refused", { reason: sentence })}</p>
}

/** Whether, how and by when the chosen address is delivered to (issue 19 item 2): the pincode check's sentence. */
function DeliveryNote({ estimate }: { readonly estimate: DeliveryEstimate }) {
  const { t } = useTexts(paymentTexts)
  const product = useTexts(productTexts)
  return (
    <p className={`rounded-lg px-3 py-2 text-sm ${estimate.deliverable ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`} role={estimate.deliverable ? undefined : "alert"}>
      {estimateText(estimate, product.t, product.language)}{!estimate.deliverable && ` ${t("payment.delivery.chooseAnother")}`}
    </p>
  )
}
