import { createFileRoute } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { useState } from "react"
import { formatRupees } from "#domain/money.ts"
import { RAIN_FEE } from "#domain/pricing.ts"
import { ShopSettings } from "#domain/settings.ts"
import { useApp } from "../../../app/app-context.tsx"
import { buttonClass, Field, inputClass, useAdminActors } from "../-admin/admin-kit.tsx"

/** /admin/settings (issue 6): the rain status (§9 rain fee in every cart) and the seller portal URL. */
export const Route = createFileRoute("/_layout/admin/settings")({
  loader: async ({ context }) => {
    const { adminActors } = await import("../../../app/admin-actors.ts")
    return adminActors(context).calls.settings()
  },
  component: SettingsAdmin
})

const decodeSettings = Schema.decodeUnknownEither(ShopSettings)

function SettingsAdmin() {
  const loaded = Route.useLoaderData()
  const { actors } = useApp()
  const admin = useAdminActors()
  const [rainStatus, setRainStatus] = useState(loaded.rainStatus)
  const [sellerPortalUrl, setSellerPortalUrl] = useState(loaded.sellerPortalUrl)
  const [status, setStatus] = useState<{ readonly kind: "idle" | "saving" | "saved" | "failed"; readonly text?: string }>({ kind: "idle" })
  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = decodeSettings({ rainStatus, sellerPortalUrl })
    if (Either.isLeft(decoded)) return setStatus({ kind: "failed", text: "The seller portal URL must be an http(s) address." })
    setStatus({ kind: "saving" })
    try {
      const saved = await admin.calls.saveSettings(decoded.right)
      // This browser's cart follows at once; every other cart with its next page.
      actors.cart.send({ type: "cart.rain.set", on: saved.rainStatus })
      setStatus({ kind: "saved" })
    } catch (error) {
      setStatus({ kind: "failed", text: error instanceof Error ? error.message : "The settings were not saved." })
    }
  }
  return (
    <section aria-labelledby="settings" className="max-w-lg space-y-4">
      <h2 id="settings" className="text-xl font-semibold">Shop settings</h2>
      <form onSubmit={(e) => void save(e)} className="space-y-4 rounded-xl border border-slate-200 p-4">
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
        {status.kind === "failed" && <p role="alert" className="text-sm text-red-700">{status.text}</p>}
        {status.kind === "saved" && <p role="status" className="text-sm text-green-700">Saved.</p>}
        <button type="submit" disabled={status.kind === "saving"} className={buttonClass}>{status.kind === "saving" ? "Saving..." : "Save settings"}</button>
      </form>
    </section>
  )
}
