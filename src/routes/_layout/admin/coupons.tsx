import { createFileRoute, useRouter } from "@tanstack/react-router"
import { useState } from "react"
import type { AdminCoupon } from "#domain/coupon.ts"
import { formatRupees } from "#domain/money.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { secondaryButtonClass } from "../-admin/admin-kit.tsx"
import { CouponForm } from "../-admin/coupon-form.tsx"

/**
 * /admin/coupons (issue 20 item 5, ADR 040): every coupon with its rules and uses; create one, edit
 * one's rules, or end one (asks first). The server checks every rule when an order is priced.
 */
export const Route = createFileRoute("/_layout/admin/coupons")({
  loader: ({ context }) => context.runtime.runPromise(adminCall((api) => api.coupons)),
  component: CouponsAdmin
})

const whatItGives = (c: AdminCoupon) =>
  `${c.percentOff !== null ? `${c.percentOff}% off` : `${formatRupees(c.amountOff ?? 0)} off`}${c.minOrder > 0 ? ` orders of ${formatRupees(c.minOrder)} or more` : ""}${c.firstOrderOnly ? ", first order only" : ""}`

const limitsOf = (c: AdminCoupon) =>
  [c.perCustomerLimit === null ? null : `${c.perCustomerLimit} per customer`, c.totalLimit === null ? null : `${c.totalLimit} in all`]
    .filter((x) => x !== null).join(", ") || "No limits"

const daysOf = (c: AdminCoupon) =>
  c.startsOn === null && c.endsOn === null ? "Any day" : `${c.startsOn ?? "now"} to ${c.endsOn ?? "no end"}`

function CouponsAdmin() {
  const coupons = Route.useLoaderData()
  const router = useRouter()
  const call = useCall(() => router.invalidate())
  const [editing, setEditing] = useState<AdminCoupon | null>(null)
  const [ending, setEnding] = useState<AdminCoupon | null>(null)
  return (
    <section aria-labelledby="coupons" className="space-y-4">
      <h2 id="coupons" className="text-xl font-semibold">Coupons <span className="text-sm font-normal text-slate-500">({coupons.length})</span></h2>
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      {/* A new form once a coupon is made (the list grows), so its fields start empty; a refusal keeps them. */}
      <CouponForm key={coupons.length} busy={call.busy("new")} onSave={(input) => {
        call.run("new", `Coupon ${input.code} created.`, adminCall((api) => api.createCoupon(input)))
      }} />
      <div className="relative overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label="Coupons, scrollable">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Coupons, newest first</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr><th scope="col" className="px-3 py-2">Code</th><th scope="col" className="px-3 py-2">Gives</th><th scope="col" className="px-3 py-2">Limits</th>
              <th scope="col" className="px-3 py-2">Days</th><th scope="col" className="px-3 py-2">Uses</th><th scope="col" className="px-3 py-2">State</th><th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {coupons.map((c) => (
              <tr key={c.code}>
                <th scope="row" className="px-3 py-2 font-mono font-semibold">{c.code}</th>
                <td className="px-3 py-2">{whatItGives(c)}</td>
                <td className="px-3 py-2">{limitsOf(c)}</td>
                <td className="px-3 py-2">{daysOf(c)}</td>
                <td className="px-3 py-2">{c.uses}</td>
                <td className="px-3 py-2">{c.active ? "Active" : "Ended"}</td>
                <td className="px-3 py-2">
                  <div className="flex gap-2">
                    <button type="button" onClick={() => setEditing(c)} className={secondaryButtonClass} aria-label={`Edit ${c.code}`}>Edit</button>
                    {c.active && (
                      <button type="button" disabled={call.busy(c.code)} onClick={() => setEnding(c)} className={`${secondaryButtonClass} text-red-700`} aria-label={`End ${c.code}`}>End</button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Dialog open={editing !== null} onClose={() => setEditing(null)} label={editing === null ? "Edit a coupon" : `Edit coupon ${editing.code}`}>
        {editing !== null && (
          <div className="p-4">
            <CouponForm key={editing.code} coupon={editing} busy={call.busy(editing.code)} onCancel={() => setEditing(null)} onSave={(input) => {
              call.run(editing.code, `Coupon ${editing.code} saved.`, adminCall((api) => api.updateCoupon(editing.code, input)))
              setEditing(null)
            }} />
          </div>
        )}
      </Dialog>
      <Dialog open={ending !== null} onClose={() => setEnding(null)} label={ending === null ? "End a coupon" : `End coupon ${ending.code}`}>
        {ending !== null && (
          <div className="space-y-4 p-6 text-sm">
            <h2 className="pr-8 text-lg font-semibold">End {ending.code}?</h2>
            <p className="text-slate-600">Shoppers can no longer use it from now; orders that used it keep their discount. To run it again, edit it: tick Active and move its last day.</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setEnding(null)} className={secondaryButtonClass}>Keep it</button>
              <button type="button" className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800" onClick={() => {
                call.run(ending.code, `Coupon ${ending.code} ended.`, adminCall((api) => api.endCoupon(ending.code)))
                setEnding(null)
              }}>End coupon</button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  )
}
