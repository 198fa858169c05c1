import { createFileRoute } from "@tanstack/react-router"
import { Effect, Either, ParseResult, Schema } from "effect"
import { useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { RAIN_FEE } from "#domain/pricing.ts"
import { PAYMENT_HOLD_LIMITS } from "#domain/settings.ts"
import { AdminSettings, COD_LIMIT_BOUNDS, type ORDER_LIMIT_DEFAULTS, STAFF_DAILY_CREDIT_MAX } from "#domain/order-limits.ts"
import { useApp } from "../../../app/app-context.tsx"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { buttonClass, Field, inputClass } from "../-admin/admin-kit.tsx"
import { DeliveryZonesForm } from "../-admin/delivery-zones-form.tsx"
import { SearchSynonymsForm } from "../-admin/search-synonyms-form.tsx"

/**
 * /admin/settings (issue 6): the rain status (§9 rain fee in every cart), the seller portal URL, the
 * payment holds, the Cash on Delivery limits and the daily wallet credit per member of staff (issue
 * 32), the delivery zones and the search synonyms (issue 19).
 */
export const Route = createFileRoute("/_layout/admin/settings")({
  loader: ({ context }) => context.runtime.runPromise(adminCall((api) => Effect.all({ settings: api.settings, zones: api.deliveryZones, synonyms: api.synonyms }))),
  component: SettingsAdmin
})


/** The settings typed as whole numbers: the payment holds, the Cash on Delivery limits and the daily credit. */
type LimitName = keyof typeof ORDER_LIMIT_DEFAULTS
// Written out, not read from the defaults: this module's top level travels in the router's tree,
// which every page loads (the defaults are the server's).
const LIMIT_NAMES: ReadonlyArray<LimitName> = [
  "paymentHoldMinutes", "maxUnpaidOrders", "maxUnpaidUnits", "codMaxOrders", "codMaxUnits", "codMaxValue",
  "codNewMaxOrders", "codNewMaxUnits", "codNewMaxValue", "staffDailyCredit"
]
type Limits = Readonly<Record<LimitName, string>>

/** One whole number of the form, with its bounds (the browser says when one is out of them). */
function LimitField({ label, hint, value, min, max, onChange }: {
  readonly label: string
  readonly hint: string
  readonly value: string
  readonly min: number
  readonly max: number
  readonly onChange: (value: string) => void
}) {
  return (
    <Field label={label} hint={hint}>
      <input type="number" required inputMode="numeric" min={min} max={max} value={value} className={inputClass} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

function SettingsAdmin() {
  const { settings: loaded, zones, synonyms } = Route.useLoaderData()
  const { actors } = useApp()
  const [rainStatus, setRainStatus] = useState(loaded.rainStatus)
  const [sellerPortalUrl, setSellerPortalUrl] = useState(loaded.sellerPortalUrl)
  // Typed as text, read as numbers when saved: the Schema says what is wrong with one.
  const [limits, setLimits] = useState<Limits>(() => Object.fromEntries(LIMIT_NAMES.map((name) => [name, String(loaded[name])])) as Limits)
  const limit = (name: LimitName) => ({ value: limits[name], onChange: (value: string) => setLimits({ ...limits, [name]: value }) })
  // What the Schema finds wrong in the form; the call's own failure is the call machine's.
  const [invalid, setInvalid] = useState<string | null>(null)
  const call = useCall()
  const save = (event: React.FormEvent) => {
    event.preventDefault()
    // Decoded here, not at the module's top level, which travels in the router's tree every page loads.
    const decoded = Schema.decodeUnknownEither(AdminSettings)({ rainStatus, sellerPortalUrl, ...Object.fromEntries(LIMIT_NAMES.map((name) => [name, Number(limits[name])])) })
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
          <LimitField label="Hold the items for (minutes)" hint="An online order not paid in this time is cancelled and its items go back on sale."
            min={PAYMENT_HOLD_LIMITS.paymentHoldMinutes.min} max={PAYMENT_HOLD_LIMITS.paymentHoldMinutes.max} {...limit("paymentHoldMinutes")} />
          <LimitField label="Most unpaid orders per customer" hint="A customer holding this many is asked to pay for one or cancel it first."
            min={PAYMENT_HOLD_LIMITS.maxUnpaidOrders.min} max={PAYMENT_HOLD_LIMITS.maxUnpaidOrders.max} {...limit("maxUnpaidOrders")} />
          <LimitField label="Most unpaid items per customer" hint="Items in all of a customer's unpaid online orders together."
            min={PAYMENT_HOLD_LIMITS.maxUnpaidUnits.min} max={PAYMENT_HOLD_LIMITS.maxUnpaidUnits.max} {...limit("maxUnpaidUnits")} />
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Cash on Delivery orders on the way</legend>
          <p className="text-xs text-slate-500">
            Orders placed and not yet delivered or cancelled, the new one included. A customer at a limit is asked to wait for a delivery or cancel an order first.
          </p>
          <LimitField label="Cash on Delivery orders on the way per customer" hint="How many such orders one customer may have at once."
            min={COD_LIMIT_BOUNDS.orders.min} max={COD_LIMIT_BOUNDS.orders.max} {...limit("codMaxOrders")} />
          <LimitField label="Cash on Delivery items on the way per customer" hint="Items in all of those orders together."
            min={COD_LIMIT_BOUNDS.units.min} max={COD_LIMIT_BOUNDS.units.max} {...limit("codMaxUnits")} />
          <LimitField label="Cash on Delivery value on the way per customer (₹)" hint="Those orders' totals together, in whole rupees."
            min={COD_LIMIT_BOUNDS.value.min} max={COD_LIMIT_BOUNDS.value.max} {...limit("codMaxValue")} />
          <LimitField label="Cash on Delivery orders on the way, before their first delivery"
            hint="The same limit for a customer none of whose orders has been delivered yet; keep it lower."
            min={COD_LIMIT_BOUNDS.orders.min} max={COD_LIMIT_BOUNDS.orders.max} {...limit("codNewMaxOrders")} />
          <LimitField label="Cash on Delivery items on the way, before their first delivery" hint="Items in all of those orders together, until a first delivery."
            min={COD_LIMIT_BOUNDS.units.min} max={COD_LIMIT_BOUNDS.units.max} {...limit("codNewMaxUnits")} />
          <LimitField label="Cash on Delivery value on the way, before their first delivery (₹)" hint="Those orders' totals together, in whole rupees, until a first delivery."
            min={COD_LIMIT_BOUNDS.value.min} max={COD_LIMIT_BOUNDS.value.max} {...limit("codNewMaxValue")} />
        </fieldset>
        <LimitField label="Daily wallet credit per member of staff (₹)"
          hint="What one member of staff may credit to customers' wallets in a day (India time), in whole rupees. A credit that takes their day above it waits for a second admin to approve it; 0 sends every credit for approval."
          min={0} max={STAFF_DAILY_CREDIT_MAX} {...limit("staffDailyCredit")} />
        {(invalid ?? call.problem) !== null && <p role="alert" className="text-sm text-red-700">{invalid ?? call.problem}</p>}
        {invalid === null && call.done !== null && <p role="status" className="text-sm text-green-700">{call.done}</p>}
        <button type="submit" disabled={call.running} className={buttonClass}>{call.running ? "Saving..." : "Save settings"}</button>
      </form>
      <DeliveryZonesForm zones={zones} />
      <SearchSynonymsForm synonyms={synonyms} />
    </section>
  )
}
