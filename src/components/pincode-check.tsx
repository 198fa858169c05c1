import { Effect, Either, Option, Schema } from "effect"
import { useEffect, useState } from "react"
import { type DeliveryEstimate, formatPromisedDate } from "#domain/delivery-words.ts"
import type { Language } from "#domain/language.ts"
import { Pincode } from "#domain/order.ts"
import { featureCall, ShopApi } from "../app/api-tags.ts"
import { useApp } from "../app/app-context.tsx"
import { STORAGE_KEYS } from "../app/storage.ts"
import { useCall } from "../app/use-call.ts"
import { type Translate, useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"
import { useFailureSentence } from "./failure-sentence.ts"
import type { ProductKey } from "./variant-pickers.tsx"

const decodePincode = Schema.decodeUnknownEither(Pincode)

/**
 * The sentence a shopper reads for an estimate (the checkout's too), in the page's language: its
 * words are the product messages' alone, the promised day as `formatPromisedDate` writes it
 * ('Fri, 28 Nov', 'शुक्रवार, 28 नवंबर').
 */
export const estimateText = (estimate: DeliveryEstimate, t: Translate<ProductKey>, language: Language): string => {
  const where = { pincode: estimate.pincode, place: estimate.place }
  if (!estimate.deliverable || estimate.promisedDate === null) return t("product.noDelivery", where)
  return `${t("product.deliveryBy", { ...where, date: formatPromisedDate(estimate.promisedDate, language) })} ${t(estimate.cod ? "product.cod" : "product.noCod")}`
}

/**
 * "Deliver to" (issue 19 item 2), on the product page and the cart: a pincode, and whether the
 * shop delivers there, with Cash on Delivery or not, by which day. The pincode is kept in the
 * browser, so the next page asks no more; at checkout the delivery address decides instead.
 */
export function PincodeCheck() {
  const { storage } = useApp()
  const { t, language } = useTexts(productTexts)
  const call = useCall()
  // Empty as the server drew the page; the kept pincode is put in and checked once the page is live.
  const [pincode, setPincode] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [estimate, setEstimate] = useState<DeliveryEstimate | null>(null)
  const checkPincode = (typed: string) => {
    const decoded = decodePincode(typed.trim())
    if (Either.isLeft(decoded)) {
      setEstimate(null)
      return setProblem(t("product.pincodeInvalid"))
    }
    setProblem(null)
    storage.write(STORAGE_KEYS.deliveryPincode, Pincode, decoded.right)
    call.run("delivery", "", featureCall(ShopApi)((api) => api.deliveryEstimate(decoded.right)).pipe(
      Effect.tap((answer) => Effect.sync(() => setEstimate(answer))),
      Effect.tapError(() => Effect.sync(() => setEstimate(null)))
    ))
  }
  const check = (event: React.FormEvent) => {
    event.preventDefault()
    checkPincode(pincode)
  }
  useEffect(() => {
    const kept = storage.read(STORAGE_KEYS.deliveryPincode, Pincode)
    if (Option.isSome(kept)) {
      setPincode(kept.value)
      checkPincode(kept.value)
    }
    // Once, when the page is live.
  }, [])
  const busy = call.busy("delivery")
  // A failed check is said in the page's language (issue 39), a refusal the server named included.
  const failed = useFailureSentence(call.failure)
  const sentence = problem ?? failed ?? (estimate === null ? null : estimateText(estimate, t, language))
  const good = problem === null && failed === null && estimate?.deliverable === true
  return (
    <form onSubmit={check} className="space-y-2 text-sm" aria-label={t("product.checkDelivery")}>
      <label htmlFor="delivery-pincode" className="block font-semibold">{t("product.deliverTo")}</label>
      <div className="flex gap-2">
        <input
          id="delivery-pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={pincode}
          onChange={(e) => setPincode(e.target.value.replace(/\D/g, ""))}
          aria-invalid={problem !== null}
          aria-describedby="delivery-answer"
          className="w-32 rounded-lg border border-slate-300 px-3 py-2"
        />
        <button type="submit" disabled={busy} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50 disabled:text-slate-400">
          {busy ? t("product.checking") : t("product.check")}
        </button>
      </div>
      <p id="delivery-answer" aria-live="polite" className={good ? "text-emerald-800" : "text-red-700"}>{sentence}</p>
    </form>
  )
}
