import { createFileRoute, Link } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { moreRefusal } from "#domain/cart.ts"
import { formatRupees } from "#domain/money.ts"
import { useApp } from "../../app/app-context.tsx"
import { MinusIcon, PlusIcon, TrashIcon } from "../../components/icons.tsx"
import { Bill } from "../../components/bill.tsx"
import { FreeDeliveryBar, StockNote } from "../../components/mini-cart.tsx"
import { currentOffers, Offers } from "../../components/offers.tsx"
import { useMoreRefusalText } from "../../components/more-refusal.ts"
import { PincodeCheck } from "../../components/pincode-check.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { cartTexts } from "../../i18n/texts/cart.ts"
import { shownLineName } from "#domain/catalogue-language.ts"
import { imageSrc } from "#domain/common.ts"

/** /cart: every line with quantity controls, and the whole fee breakdown of §9. */
export const Route = createFileRoute("/_layout/cart")({
  loader: ({ context }) => currentOffers(context),
  component: CartPage
})

function CartPage() {
  const offers = Route.useLoaderData()
  const { actors } = useApp()
  const { t, language } = useTexts(cartTexts)
  const refusalText = useMoreRefusalText()
  const cart = useSelector(actors.cart, (s) => s.context)
  const send = actors.cart.send
  if (cart.CartItems.length === 0) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-2xl font-bold">{t("cart.title")}</h1>
        <p className="mt-3">{t("cart.empty")}</p>
        <Link to="/" className="mt-5 inline-block rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white hover:bg-orange-800">{t("cart.continueShopping")}</Link>
      </div>
    )
  }
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("cart.title")}</h1>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section aria-label={t("cart.items")}>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {cart.CartItems.map((item) => {
              const refused = moreRefusal(item)
              const refusal = refused === undefined ? undefined : refusalText(refused)
              return (
                <li key={item.AttributeId} className="flex gap-4 p-4">
                  <img src={imageSrc(item.thumbnail)} alt="" width={96} height={96} className="h-24 w-24 rounded-lg bg-slate-50 object-cover" />
                  <div className="min-w-0 flex-1">
                    <Link to="/product-info/$producturl" params={{ producturl: item.slugurl }} className="font-medium hover:text-orange-700">{shownLineName(item, language)}</Link>
                    <p className="text-sm text-slate-500">{item.packSizeOptionName} / {item.packSizeName}</p>
                    <p className="mt-1 text-sm">
                      {formatRupees(item.Price)} x {item.cart_Quentity} = <strong>{formatRupees(item.Product_total_Price)}</strong>
                      {item.Product_total_Saving > 0 && <span className="ml-2 text-emerald-700">{t("cart.youSave", { amount: formatRupees(item.Product_total_Saving) })}</span>}
                    </p>
                    <StockNote line={item} />
                    <div className="mt-2 flex flex-wrap items-center gap-2">
                      <div className="flex items-center rounded-lg border border-slate-300">
                        <button type="button" aria-label={t("cart.oneLess", { name: shownLineName(item, language) })} onClick={() => send({ type: "cart.decrement", AttributeId: item.AttributeId })} className="p-2 hover:bg-slate-50"><MinusIcon width={16} height={16} /></button>
                        <span className="min-w-8 text-center text-sm font-semibold" aria-label={t("cart.quantity")}>{item.cart_Quentity}</span>
                        <button
                          type="button"
                          aria-label={t("cart.oneMore", { name: shownLineName(item, language) })}
                          disabled={refusal !== undefined}
                          title={refusal}
                          onClick={() => send({ type: "cart.add", product: item })}
                          className="p-2 hover:bg-slate-50 disabled:opacity-40"
                        ><PlusIcon width={16} height={16} /></button>
                      </div>
                      {refusal !== undefined && <p className="text-sm text-amber-800">{refusal}</p>}
                      <button type="button" onClick={() => send({ type: "cart.remove", AttributeId: item.AttributeId })} className="flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm text-slate-600 hover:bg-red-50 hover:text-red-700">
                        <TrashIcon width={16} height={16} /> {t("cart.remove")}
                      </button>
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
          <button type="button" onClick={() => send({ type: "cart.clear" })} className="mt-3 text-sm text-slate-600 underline hover:text-red-700">{t("cart.clear")}</button>
        </section>
        <aside aria-label={t("cart.summary")} className="h-fit space-y-4 rounded-xl border border-slate-200 bg-white p-4">
          <FreeDeliveryBar priceTotal={cart.TotalPrice} amountToGo={cart.amountToGetfeeDelivery} />
          <Bill amounts={cart} />
          <Offers offers={offers} priceTotal={cart.TotalPrice} />
          <PincodeCheck />
          <Link to="/check-out" className="block rounded-lg bg-orange-700 px-4 py-3 text-center font-semibold text-white hover:bg-orange-800">{t("cart.checkOut")}</Link>
        </aside>
      </div>
    </div>
  )
}
