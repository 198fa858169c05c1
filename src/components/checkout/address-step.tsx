import { useSelector } from "@xstate/react"
import { lazy, Suspense, useState } from "react"
import { useApp } from "../../app/app-context.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { checkoutTexts } from "../../i18n/texts/checkout.ts"
import { useAddressSave } from "../address-save.ts"
import { Pending } from "../pending.tsx"
import type { CheckoutActor } from "./checkout-kit.ts"

// The form's code comes when the shopper asks to add an address (issue 36 item 1).
const AddressForm = lazy(() => import("../address-form.tsx").then((m) => ({ default: m.AddressForm })))

/** Step 2: choose a saved address to deliver to, or add one. */
export function AddressStep({ checkout }: { readonly checkout: CheckoutActor }) {
  const { actors } = useApp()
  const { t } = useTexts(checkoutTexts)
  const addresses = useSelector(actors.auth, (s) => s.context.user_address)
  const chosen = useSelector(checkout, (s) => s.context.address)
  const [adding, setAdding] = useState(false)
  const { busy, problem, save } = useAddressSave(() => setAdding(false))
  return (
    <section aria-labelledby="address-step" className="space-y-4">
      <h2 id="address-step" className="text-lg font-semibold">{t("checkout.address.title")}</h2>
      {addresses.length === 0 && !adding && <p className="text-slate-600">{t("checkout.address.none")}</p>}
      <ul className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          <li key={address._id}>
            <label className={`flex cursor-pointer gap-3 rounded-xl border p-4 text-sm ${chosen?._id === address._id ? "border-orange-500 bg-orange-50" : "border-slate-200"}`}>
              <input type="radio" name="address" checked={chosen?._id === address._id} onChange={() => {
                actors.auth.send({ type: "auth.address.select", address })
                checkout.send({ type: "checkout.address.choose", address })
              }} />
              <span className="min-w-0 break-words">
                <span className="block font-semibold">{address.Name} <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium">{t(`checkout.address.type.${address.Type}`)}</span></span>
                <span className="block">{address.HNo}, {address.StreetDet}{address.LandMark ? `, ${address.LandMark}` : ""}</span>
                <span className="block">{address.AreaDet}, {address.City}, {address.State} {address.Pincode}</span>
                <span className="block text-slate-600">{t("checkout.address.mobile", { mobile: address.Mobile })}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {adding ? (
        <div className="rounded-xl border border-slate-200 p-4">
          <Suspense fallback={<Pending />}>
            <AddressForm busy={busy} problem={problem} submitLabel={t("checkout.address.save")} onSubmit={(address) => save({ type: "auth.address.add", address })} />
          </Suspense>
        </div>
      ) : (
        <button type="button" onClick={() => setAdding(true)} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">{t("checkout.address.add")}</button>
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {/* Issue 33: a disabled button says why. */}
        {chosen === null && (
          <p id="deliver-here-hint" className="text-sm text-slate-600">
            {addresses.length === 0 ? t("checkout.address.addFirst") : t("checkout.address.choose")}
          </p>
        )}
        <button type="button" disabled={chosen === null} aria-describedby={chosen === null ? "deliver-here-hint" : undefined} onClick={() => checkout.send({ type: "checkout.next" })} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white disabled:bg-slate-300">
          {t("checkout.address.deliverHere")}
        </button>
      </div>
    </section>
  )
}
