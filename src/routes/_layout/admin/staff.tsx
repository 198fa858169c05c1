import { createFileRoute, Link, useRouter } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { Either, Schema } from "effect"
import { useId, useState } from "react"
import type { StaffMember } from "#domain/http/staff.http.ts"
import { Mobile, type Role } from "#domain/order.ts"
import { AREA_ROLES, ROLE_LABELS, STAFF_ROLES, type StaffArea, type StaffRole } from "#domain/staff.ts"
import { useApp } from "../../../app/app-context.tsx"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { Dialog } from "../../../components/dialog.tsx"
import { buttonClass, inputClass, secondaryButtonClass } from "../-admin/admin-kit.tsx"

/** What each role may do, as the staff screen explains it (domain/staff.ts decides). */
const AREA_WORDS: Readonly<Record<StaffArea, string>> = {
  catalogue: "brands, categories, products, import and export",
  support: "orders, returns, customers, messages and reviews",
  shop: "settings, delivery zones, coupons, staff, the audit log and the dashboard"
}
const worksOn = (role: StaffRole) => (Object.keys(AREA_ROLES) as Array<StaffArea>).filter((area) => AREA_ROLES[area].includes(role)).map((area) => AREA_WORDS[area]).join("; ")

/**
 * /admin/staff (issue 20 item 8, ADR 036): the shop's staff and their roles; an admin gives a
 * registered customer a role by their mobile number, or takes it back (asked first). The server
 * decides: an unknown number, or an admin's own role, is refused with its sentence.
 */
export const Route = createFileRoute("/_layout/admin/staff")({
  loader: ({ context }) => context.runtime.runPromise(adminCall((api) => api.staff)),
  component: StaffAdmin
})

function StaffAdmin() {
  const staff = Route.useLoaderData()
  const router = useRouter()
  const { actors } = useApp()
  const me = useSelector(actors.auth, (s) => s.context.loginData?._id)
  const call = useCall(() => router.invalidate())
  const [removing, setRemoving] = useState<StaffMember | null>(null)
  const setRole = (subject: string, mobile: string, role: Role, done: string) => call.run(subject, done, adminCall((api) => api.setRole(mobile, role)))
  return (
    <section aria-labelledby="staff" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="staff" className="text-xl font-semibold">Staff <span className="text-sm font-normal text-slate-500">({staff.length})</span></h2>
        <Link to="/admin/audit" className="text-sm font-medium text-orange-700 underline">Audit log</Link>
      </div>
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {call.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{call.done}</p>}
      <GiveRole busy={call.running} onGive={(mobile, role) => setRole(mobile, mobile, role, `${mobile} is now ${ROLE_LABELS[role]}.`)} />
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {staff.map((member) => (
          <li key={member._id} aria-label={`${member.Name}, ${ROLE_LABELS[member.role]}`} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{member.Name}{member._id === me && <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>}</p>
              <p className="text-slate-600">{member.Mobile} · {ROLE_LABELS[member.role]}</p>
            </div>
            <Link to="/admin/audit" search={{ actor: member._id }} className={secondaryButtonClass}>Their changes</Link>
            {member._id !== me && (
              <button type="button" disabled={call.busy(member.Mobile)} onClick={() => setRemoving(member)} className={`${secondaryButtonClass} text-red-700`}>
                Remove role
              </button>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={removing !== null} onClose={() => setRemoving(null)} label={removing === null ? "Remove a role" : `Remove ${removing.Name}'s role`}>
        {removing !== null && (
          <div className="space-y-4 p-6 text-sm">
            <h2 className="pr-8 text-lg font-semibold">Remove {removing.Name}&apos;s role?</h2>
            <p className="text-slate-600">{removing.Name} ({removing.Mobile}) stops being {ROLE_LABELS[removing.role]} at once and keeps a customer&apos;s account. You can give a role again later.</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setRemoving(null)} className={secondaryButtonClass}>Keep the role</button>
              <button type="button" className={buttonClass} onClick={() => {
                setRole(removing.Mobile, removing.Mobile, "customer", `${removing.Name} is a customer again.`)
                setRemoving(null)
              }}>Remove role</button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  )
}

const decodeMobile = Schema.decodeUnknownEither(Mobile)

function GiveRole({ busy, onGive }: { readonly busy: boolean; readonly onGive: (mobile: string, role: StaffRole) => void }) {
  const id = useId()
  const [mobile, setMobile] = useState("")
  const [role, setRole] = useState<StaffRole>("support")
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      className="space-y-3 rounded-xl border border-slate-200 p-4"
      onSubmit={(event) => {
        event.preventDefault()
        const decoded = decodeMobile(mobile.trim())
        if (Either.isLeft(decoded)) return setProblem("Please enter the 10-digit mobile number the person signed up with.")
        setProblem(null)
        onGive(decoded.right, role)
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">Give a role</h3>
      <p className="text-sm text-slate-600">The person signs up as a customer first; their role works from their next click.</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="space-y-1 text-sm">
          <label htmlFor={`${id}-mobile`} className="block font-medium text-slate-700">Mobile number</label>
          <input id={`${id}-mobile`} inputMode="numeric" autoComplete="off" maxLength={10} value={mobile} onChange={(e) => setMobile(e.target.value)}
            aria-invalid={problem !== null} aria-describedby={problem === null ? undefined : `${id}-problem`} className={inputClass} />
        </div>
        <div className="space-y-1 text-sm">
          <label htmlFor={`${id}-role`} className="block font-medium text-slate-700">Role</label>
          <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as StaffRole)} className={inputClass}>
            {STAFF_ROLES.map((r) => <option key={r} value={r}>{ROLE_LABELS[r]}</option>)}
          </select>
        </div>
        <button type="submit" disabled={busy} className={buttonClass}>Give role</button>
      </div>
      <p className="text-xs text-slate-500">{ROLE_LABELS[role]}: {worksOn(role)}.</p>
      {problem !== null && <p id={`${id}-problem`} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{problem}</p>}
    </form>
  )
}
