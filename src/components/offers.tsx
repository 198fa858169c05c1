import { formatRupees, fromPaise, toPaise } from "#domain/money.ts"
import { API_PREFIX } from "#domain/http/prefix.ts"
import { type Offer, OFFERS_PATH, OffersAnswer, offerSaving, offerText } from "#domain/offers.ts"
import { myOffersCall } from "../app/api-tags.ts"
import { KeptAnswerUnread, readKeptAnswer } from "../app/kept-lists.ts"
import type { AppServices } from "../app/app-context.tsx"

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
  if (offers.length === 0) return null
  return (
    <section aria-labelledby="offers" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm">
      <h2 id="offers" className="mb-2 font-semibold text-emerald-900">Offers for you</h2>
      <ul className="space-y-2">
        {offers.map((offer) => (
          <li key={offer.code} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="rounded border border-dashed border-emerald-600 bg-white px-2 py-0.5 font-mono font-semibold tracking-wide text-emerald-800">{offer.code}</span>
            <span className="text-slate-800">
              {offerText(offer)}
              {priceTotal > 0 && <SavingOf offer={offer} priceTotal={priceTotal} />}
            </span>
            {onUse === undefined
              ? <span className="text-slate-600">Apply it at checkout.</span>
              : applied === offer.code
                ? <span className="font-medium text-emerald-800">Applied</span>
                : (
                  <button type="button" onClick={() => onUse(offer.code)} className="rounded-lg border border-emerald-700 px-3 py-1 font-semibold text-emerald-800 hover:bg-white">
                    Use {offer.code}
                  </button>
                )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function SavingOf({ offer, priceTotal }: { readonly offer: Offer; readonly priceTotal: number }) {
  const saving = offerSaving(offer, priceTotal)
  return saving === null
    ? <span className="text-slate-600">: add {formatRupees(fromPaise(toPaise(offer.minOrder ?? 0) - toPaise(priceTotal)))} more to use it</span>
    : <span className="text-slate-600">: {formatRupees(saving)} off these items</span>
}
