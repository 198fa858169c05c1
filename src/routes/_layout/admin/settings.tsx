import { createFileRoute } from "@tanstack/react-router"
import { Effect, Either, ParseResult, Schema } from "effect"
import { useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { RAIN_FEE } from "#domain/pricing.ts"
import { PAYMENT_HOLD_LIMITS, ShopSettings } from "#domain/settings.ts"
import { useApp } from "../../../app/app-context.tsx"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { buttonClass, Field, inputClass } from "../-admin/admin-kit.tsx"
import { DeliveryZonesForm } from "../-admin/delivery-zones-form.tsx"
import { SearchSynonymsForm } from "../-admin/search-synonyms-form.tsx"

/** /admin/settings (issue 6): the rain status (§9 rain fee in every cart), the seller portal URL, the payment holds, the delivery zones and the search synonyms (issue 19). */
export const Route = createFileRoute("/_layout/admin/settings")({
  loader: ({ context }) => context.runtime.runPromise(adminCall((api) => Effect.all({ settings: api.settings, zones: api.deliveryZones, synonyms: api.synonyms }))),
  component: SettingsAdmin
})

const decodeSettings = Schema.decodeUnknownEither(ShopSettings)

function SettingsAdmin() {
  const { settings: loaded, zones, synonyms } = Route.useLoaderData()
  const { actors } = useApp()
  const [rainStatus, setRainStatus] = useState(loaded.rainStatus)
  const [sellerPortalUrl, setSellerPortalUrl] = useState(loaded.sellerPortalUrl)
  // Typed as text, read as numbers when saved: the Schema says what is wrong with one.
  const [holds, setHolds] = useState({
    paymentHoldMinutes: String(loaded.paymentHoldMinutes),
    maxUnpaidOrders: String(loaded.maxUnpaidOrders),
    maxUnpaidUnits: String(loaded.maxUnpaidUnits)
  })
  // What the Schema finds wrong in the form; the call's own failure is the call machine's.
  const [invalid, setInvalid] = useState<string | null>(null)
  const call = useCall()
  const save = (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = decodeSettings({
      rainStatus, sellerPortalUrl,
      paymentHoldMinutes: Number(holds.paymentHoldMinutes), maxUnpaidOrders: Number(holds.maxUnpaidOrders), maxUnpaidUnits: Number(holds.maxUnpaidUnits)
    })
    if (Either.isLeft(decoded)) {
      const issue = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)[0]
      return setInvalid(issue?.path[0] === "sellerPortalUrl" || issue === undefined ? "The seller portal URL must be an http(s) address." : `${issue.message}.`)
    }
    setInvalid(null)
    call.run("settings", "Saved.", adminCall((api) => api.saveSettings(decoded.right)).pipe(
      // This browser's cart follows at once; every other cart with its next page.
      Effect.tap((saved) => Effect.sync(() => actors.cart.send({ type: "cart.rain.set", on: saved.rainStatus })))
    ))
  }
  return (
    <section aria-labelledby="settings" className="max-w-lg space-y-4">
      <h2 id="settings" className="text-xl font-semibold">Shop settings</h2>
      <form onSubmit={save} className="space-y-4 rounded-xl border border-slate-200 p-4">
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" className="mt-1" checked={rainStatus} onChange={(e) => setRainStatus(e.target.checked)} />
          <span>
            <span className="font-medium">It is raining</span>
            <span className="block text-slate-500">Adds the rain fee of {formatRupees(RAIN_FEE)} to every cart while on.</span>
          </span>
        </label>
        <Field label="Seller portal URL" hint="Where the 'Sell on Bazaar' links open, in a new tab.">
          <input type="url" required maxLength={2048} value={sellerPortalUrl} className={inputClass} onChange={(e) => setSellerPortalUrl(e.target.value)} />
        </Field>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Online orders waiting for payment</legend>
          <Field label="Hold the items for (minutes)" hint="An online order not paid in this time is cancelled and its items go back on sale.">
            <input type="number" required inputMode="numeric" min={PAYMENT_HOLD_LIMITS.paymentHoldMinutes.min} max={PAYMENT_HOLD_LIMITS.paymentHoldMinutes.max}
              value={holds.paymentHoldMinutes} className={inputClass} onChange={(e) => setHolds({ ...holds, paymentHoldMinutes: e.target.value })} />
          </Field>
          <Field label="Most unpaid orders per customer" hint="A customer holding this many is asked to pay or cancel one, or to choose Cash on Delivery.">
            <input type="number" required inputMode="numeric" min={PAYMENT_HOLD_LIMITS.maxUnpaidOrders.min} max={PAYMENT_HOLD_LIMITS.maxUnpaidOrders.max}
              value={holds.maxUnpaidOrders} className={inputClass} onChange={(e) => setHolds({ ...holds, maxUnpaidOrders: e.target.value })} />
          </Field>
          <Field label="Most unpaid items per customer" hint="Items in all of a customer's unpaid online orders together.">
            <input type="number" required inputMode="numeric" min={PAYMENT_HOLD_LIMITS.maxUnpaidUnits.min} max={PAYMENT_HOLD_LIMITS.maxUnpaidUnits.max}
              value={holds.maxUnpaidUnits} className={inputClass} onChange={(e) => setHolds({ ...holds, maxUnpaidUnits: e.target.value })} />
          </Field>
        </fieldset>
        {(invalid ?? call.problem) !== null && <p role="alert" className="text-sm text-red-700">{invalid ?? call.problem}</p>}
        {invalid === null && call.done !== null && <p role="status" className="text-sm text-green-700">{call.done}</p>}
        <button type="submit" disabled={call.running} className={buttonClass}>{call.running ? "Saving..." : "Save settings"}</button>
      </form>
      <DeliveryZonesForm zones={zones} />
      <SearchSynonymsForm synonyms={synonyms} />
    </section>
  )
}
