import { formatRupees, fromPaise, toPaise } from "#domain/money.ts"
import { API_PREFIX } from "#domain/http/prefix.ts"
import { type Offer, OFFERS_PATH, OffersAnswer, offerSaving } from "#domain/offers.ts"
import { myOffersCall } from "../app/api-tags.ts"
import { KeptAnswerUnread, readKeptAnswer } from "../app/kept-lists.ts"
import type { AppServices } from "../app/app-context.tsx"
import { type Translate, useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"
import type { ProductKey } from "./variant-pickers.tsx"

/**
 * The offers for a route's loader (issue 19 item 7): the coupons a shopper may use now; for a
 * signed-in customer, those this customer can use (issue 33: no first-order coupon after an order).
 * They only add to the cart and checkout, so a failed read shows none rather than holding the page up.
 */
export const currentOffers = (services: Pick<AppServices, "runtime" | "actors">): Promise<ReadonlyArray<Offer>> =>
  (services.actors.auth.getSnapshot().context.isAuth
    ? services.runtime.runPromise(myOffersCall((api) => api.mine))
    // A visitor's are everyone's: the server's kept answer, read without the HTTP client (ADR 056),
    // which a visitor's cart page then does not load (issue 38 made room in its budget so).
    : readKeptAnswer(OFFERS_ADDRESS, OffersAnswer, (status, detail) => new KeptAnswerUnread({ path: OFFERS_ADDRESS, status, detail })).then((answer) => answer.offers)
  ).catch(() => [])

const OFFERS_ADDRESS = `${API_PREFIX}${OFFERS_PATH}`

/**
 * What an offer gives, in a shopper's words and the page's language ("20% off your first order",
 * "₹100 off your order of ₹999 or more").
 */
export const offerWords = (offer: Offer, t: Translate<ProductKey>): string => {
  const off = offer.percentOff !== undefined ? t("product.percentOff", { percent: offer.percentOff }) : t("product.amountOff", { amount: formatRupees(offer.amountOff ?? 0) })
  const min = offer.minOrder !== undefined && offer.minOrder > 0 ? formatRupees(offer.minOrder) : undefined
  return min === undefined
    ? t(offer.firstOrderOnly ? "product.offerFirst" : "product.offerAny", { off })
    : t(offer.firstOrderOnly ? "product.offerFirstMin" : "product.offerAnyMin", { off, min })
}

/**
 * The offers that apply, each with what it saves on these items: on the cart to know of them, on
 * the checkout's payment step to use one with a click (`onUse`). The server checks each again when
 * the order is priced (a first-order coupon on a later order is refused there with its reason).
 */
export function Offers({ offers, priceTotal, applied = null, onUse }: {
  readonly offers: ReadonlyArray<Offer>
  readonly priceTotal: number
  readonly applied?: string | null
  readonly onUse?: (code: string) => void
}) {
  const { t } = useTexts(productTexts)
  if (offers.length === 0) return null
  return (
    <section aria-labelledby="offers" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm">
      <h2 id="offers" className="mb-2 font-semibold text-emerald-900">{t("product.offersForYou")}</h2>
      <ul className="space-y-2">
        {offers.map((offer) => (
          <li key={offer.code} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="rounded border border-dashed border-emerald-600 bg-white px-2 py-0.5 font-mono font-semibold tracking-wide text-emerald-800">{offer.code}</span>
            <span className="text-slate-800">
              {offerWords(offer, t)}
              {priceTotal > 0 && <SavingOf offer={offer} priceTotal={priceTotal} />}
            </span>
            {onUse === undefined
              ? <span className="text-slate-600">{t("product.applyAtCheckout")}</span>
              : applied === offer.code
                ? <span className="font-medium text-emerald-800">{t("product.applied")}</span>
                : (
                  <button type="button" onClick={() => onUse(offer.code)} className="rounded-lg border border-emerald-700 px-3 py-1 font-semibold text-emerald-800 hover:bg-white">
                    {t("product.useCode", { code: offer.code })}
                  </button>
                )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function SavingOf({ offer, priceTotal }: { readonly offer: Offer; readonly priceTotal: number }) {
  const { t } = useTexts(productTexts)
  const saving = offerSaving(offer, priceTotal)
  return saving === null
    ? <span className="text-slate-600">{t("product.addMoreToUse", { amount: formatRupees(fromPaise(toPaise(offer.minOrder ?? 0) - toPaise(priceTotal))) })}</span>
    : <span className="text-slate-600">{t("product.offOnItems", { amount: formatRupees(saving) })}</span>
}
