import { useSelector } from "@xstate/react"
import { linesWithNewPrices } from "#domain/cart.ts"
import { formatPromisedDate } from "#domain/delivery-words.ts"
import type { QuoteProblem } from "#domain/http/order.http.ts"
import { formatRupees } from "#domain/money.ts"
import { useApp } from "../../app/app-context.tsx"
import { sameFields } from "../../app/same-fields.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { paymentTexts } from "../../i18n/texts/payment.ts"
import { Bill } from "../bill.tsx"
import { useFailureSentence } from "../failure-sentence.ts"
import { OFFLINE_TEXTS, OfflineNote, useOnline } from "../offline.tsx"
import { type CheckoutActor, MODE_TEXT } from "./checkout-kit.ts"
import { shownLineName } from "#domain/catalogue-language.ts"
import { imageSrc } from "#domain/common.ts"

/** Step 4: the server's prices and stock for the cart, where it goes and how it is paid, then place the order. */
export function ReviewStep({ checkout }: { readonly checkout: CheckoutActor }) {
  const { actors } = useApp()
  const { t, language } = useTexts(paymentTexts)
  const { quote, address, paymentMode, error, couponRefused, placing, quoting, quoteFailed } = useSelector(checkout, (s) => ({
    quote: s.context.quote, address: s.context.address, paymentMode: s.context.paymentMode, error: s.context.error,
    couponRefused: s.context.couponRefused,
    placing: s.matches({ shopping: { review: "placing" } }), quoting: s.matches({ shopping: { review: "quoting" } }),
    quoteFailed: s.matches({ shopping: { review: "quoteFailed" } })
  }), sameFields)
  // Both said in the page's language (issue 39), a refusal the server named included.
  const problem = useFailureSentence(error)
  const couponProblem = useFailureSentence(couponRefused?.failure)
  const online = useOnline()
  const problems = quote?.problems ?? []
  const cartItems = useSelector(actors.cart, (s) => s.context.CartItems)
  // The cart's prices against the server's: a line whose price moved is pointed out before placing.
  const moved = linesWithNewPrices(cartItems, quote?.lines ?? [])
  const keepWhatIsLeft = () => actors.cart.send({ type: "cart.trim", limits: problems })
  // A line the shop cannot sell as asked, said in Hindi from its figures (the server writes English):
  // priced, it is sold out or short; not priced, it is no longer sold.
  const problemText = (problem: QuoteProblem): string => {
    const line = quote?.lines.find((quoted) => quoted.PackOptionId === problem.PackOptionId)
    if (line === undefined) return t("payment.problem.gone")
    const name = `${shownLineName(line, language)} (${line.packSizeName} / ${line.packSizeOptionName})`
    return problem.availablestock === 0
      ? t("payment.problem.soldOut", { name })
      : t("payment.problem.fewLeft", { name, count: problem.availablestock, quantity: line.quantity })
  }
  return (
    <section aria-labelledby="review-step" className="space-y-5">
      <h2 id="review-step" className="text-lg font-semibold">{t("payment.review.title")}</h2>
      {quoting && quote === null && <p role="status" className="text-slate-600">{t("payment.review.checking")}</p>}
      {problems.length > 0 && (
        <div role="alert" className="space-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problems.map((problem) => <p key={problem.PackOptionId}>{language === "en" ? problem.message : problemText(problem)}</p>)}
          <button type="button" onClick={keepWhatIsLeft} className="rounded-lg bg-amber-600 px-3 py-1.5 font-semibold text-white">{t("payment.review.keepWhatIsLeft")}</button>
        </div>
      )}
      {moved.length > 0 && (
        <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {t("payment.review.pricesChanged", { count: moved.length })}
        </p>
      )}
      {quote !== null && (
        <div className="grid gap-5 md:grid-cols-[1fr_20rem]">
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white" aria-label={t("payment.items")}>
            {quote.lines.map((line) => (
              <li key={line.PackOptionId} className="flex gap-3 p-3 text-sm">
                <img src={imageSrc(line.thumbnail)} alt="" width={56} height={56} className="h-14 w-14 rounded-lg bg-slate-50 object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{shownLineName(line, language)}</p>
                  <p className="text-slate-500">{line.packSizeOptionName} / {line.packSizeName}</p>
                  <p>{formatRupees(line.Price)} x {line.quantity}</p>
                </div>
              </li>
            ))}
          </ul>
          <div className="space-y-4">
            <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <p className="font-semibold">{t("payment.review.deliveringTo")}</p>
              {address !== null && <p className="text-slate-600">{address.Name}, {address.HNo}, {address.StreetDet}, {address.AreaDet}, {address.City}, {address.State} {address.Pincode}</p>}
              {quote.delivery?.promisedDate != null && (
                <p className="mt-1 font-medium text-emerald-800">{t("payment.review.arrivingBy", { date: formatPromisedDate(quote.delivery.promisedDate, language) })}</p>
              )}
              <p className="mt-2 font-semibold">{t("payment.review.payingBy")}</p>
              <p className="text-slate-600">{paymentMode === null ? "" : t(MODE_TEXT[paymentMode].label)}</p>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <Bill amounts={quote} title={t("payment.yourBill")} />
            </div>
          </div>
        </div>
      )}
      <OfflineNote text={OFFLINE_TEXTS.placeOrder} />
      {/* Beside the button it concerns (issue 33: a reason at the top of the page went unseen on a phone). */}
      {problem !== null && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(quoteFailed ? "payment.quoteFailed" : "payment.review.orderRefused", { reason: problem })}
        </p>
      )}
      {couponRefused !== null && couponProblem !== null && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("payment.review.couponNotApplied", { reason: couponProblem, code: couponRefused.code })}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" disabled={placing} onClick={() => checkout.send({ type: "checkout.back" })} className="rounded-lg border border-slate-300 px-4 py-2 font-medium">{t("payment.back")}</button>
        <button type="button" disabled={!online || placing || quoting || quote === null || problems.length > 0} onClick={() => checkout.send({ type: "checkout.place" })}
          className="rounded-lg bg-orange-700 px-6 py-3 font-semibold text-white disabled:bg-slate-300">
          {placing ? t("payment.review.placing") : quote === null ? t("payment.review.place")
            : t(paymentMode === "Online" ? "payment.review.placeAndPay" : "payment.review.placeOnDelivery", { amount: formatRupees(quote.Netpayable) })}
        </button>
      </div>
    </section>
  )
}
