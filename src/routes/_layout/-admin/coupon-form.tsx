import { Either, ParseResult, Schema } from "effect"
import { useId, useState } from "react"
import { type AdminCoupon, CouponInput, emptyCoupon } from "#domain/coupon.ts"
import { buttonClass, Field, inputClass, secondaryButtonClass } from "./admin-kit.tsx"

const decode = Schema.decodeUnknownEither(CouponInput)

/** The form's fields as typed: text, read as the coupon's rules when saved (blank limits and days are none). */
interface Draft {
  readonly code: string
  readonly kind: "percent" | "amount"
  readonly value: string
  readonly minOrder: string
  readonly firstOrderOnly: boolean
  readonly perCustomerLimit: string
  readonly totalLimit: string
  readonly startsOn: string
  readonly endsOn: string
  readonly active: boolean
}

const draftOf = (coupon: CouponInput): Draft => ({
  code: coupon.code,
  kind: coupon.amountOff !== null ? "amount" : "percent",
  value: String(coupon.amountOff ?? coupon.percentOff ?? ""),
  minOrder: coupon.minOrder === 0 ? "" : String(coupon.minOrder),
  firstOrderOnly: coupon.firstOrderOnly,
  perCustomerLimit: coupon.perCustomerLimit === null ? "" : String(coupon.perCustomerLimit),
  totalLimit: coupon.totalLimit === null ? "" : String(coupon.totalLimit),
  startsOn: coupon.startsOn ?? "",
  endsOn: coupon.endsOn ?? "",
  active: coupon.active
})

const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text))

/** The draft as the contract's input, or the first thing wrong with it in a sentence. */
export const couponOfDraft = (draft: Draft): Either.Either<CouponInput, string> => {
  const value = numberOrNull(draft.value)
  return Either.mapLeft(decode({
    code: draft.code.trim().toUpperCase(),
    percentOff: draft.kind === "percent" ? value : null,
    amountOff: draft.kind === "amount" ? value : null,
    minOrder: numberOrNull(draft.minOrder) ?? 0,
    firstOrderOnly: draft.firstOrderOnly,
    perCustomerLimit: numberOrNull(draft.perCustomerLimit),
    totalLimit: numberOrNull(draft.totalLimit),
    startsOn: draft.startsOn === "" ? null : draft.startsOn,
    endsOn: draft.endsOn === "" ? null : draft.endsOn,
    active: draft.active
  }), (error) => {
    const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0]
    if (issue === undefined) return "Please check the coupon."
    const field = String(issue.path[0] ?? "")
    // A missing value reads as the field's name; a rule's own message is already a sentence.
    if (field === "percentOff" || field === "amountOff") return issue.message.endsWith(".") ? issue.message : "Give the discount as a number."
    if (field === "minOrder") return "The minimum order is an amount in rupees, 0 or more."
    return issue.message.endsWith(".") ? issue.message : `Please check ${field}.`
  })
}

/**
 * A coupon's form (issue 20 item 5): new (`coupon` undefined) or an edit (its code stays). The
 * rules are checked with the contract's own Schema before they are sent; the server checks again.
 */
export function CouponForm({ coupon, busy, onSave, onCancel }: {
  readonly coupon?: AdminCoupon | undefined
  readonly busy: boolean
  readonly onSave: (input: CouponInput) => void
  readonly onCancel?: (() => void) | undefined
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(coupon ?? emptyCoupon))
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }))
  const save = (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = couponOfDraft(draft)
    if (Either.isLeft(decoded)) return setProblem(decoded.left)
    setProblem(null)
    onSave(decoded.right)
  }
  const editing = coupon !== undefined
  return (
    <form onSubmit={save} noValidate aria-label={editing ? `Edit coupon ${coupon.code}` : "New coupon"} className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold">{editing ? `Edit ${coupon.code}` : "New coupon"}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Code" hint="3 to 20 capital letters or digits; shoppers type it at checkout.">
          <input value={draft.code} readOnly={editing} required maxLength={20} autoCapitalize="characters" className={inputClass}
            onChange={(e) => set({ code: e.target.value.toUpperCase() })} />
        </Field>
        <fieldset className="space-y-1 text-sm">
          <legend className="font-medium text-slate-700">Discount</legend>
          <div className="flex flex-wrap gap-4">
            <label className="flex items-center gap-2"><input type="radio" name={`${id}-kind`} checked={draft.kind === "percent"} onChange={() => set({ kind: "percent" })} /> Percentage off</label>
            <label className="flex items-center gap-2"><input type="radio" name={`${id}-kind`} checked={draft.kind === "amount"} onChange={() => set({ kind: "amount" })} /> Amount off (₹)</label>
          </div>
        </fieldset>
        <Field label={draft.kind === "percent" ? "Percentage off" : "Amount off (₹)"}>
          <input type="number" inputMode="decimal" min={draft.kind === "percent" ? 1 : 0.01} max={draft.kind === "percent" ? 100 : undefined}
            step={draft.kind === "percent" ? 1 : 0.01} required value={draft.value} className={inputClass} onChange={(e) => set({ value: e.target.value })} />
        </Field>
        <Field label="Minimum order (₹)" hint="The items' price total before the coupon; blank for none.">
          <input type="number" inputMode="decimal" min={0} step={0.01} value={draft.minOrder} className={inputClass} onChange={(e) => set({ minOrder: e.target.value })} />
        </Field>
        <Field label="Uses per customer" hint="Blank for no limit.">
          <input type="number" inputMode="numeric" min={1} step={1} value={draft.perCustomerLimit} className={inputClass} onChange={(e) => set({ perCustomerLimit: e.target.value })} />
        </Field>
        <Field label="Uses in all" hint="Blank for no limit; cancelled orders give their use back.">
          <input type="number" inputMode="numeric" min={1} step={1} value={draft.totalLimit} className={inputClass} onChange={(e) => set({ totalLimit: e.target.value })} />
        </Field>
        <Field label="First day" hint="India's date; blank: from now.">
          <input type="date" value={draft.startsOn} className={inputClass} onChange={(e) => set({ startsOn: e.target.value })} />
        </Field>
        <Field label="Last day" hint="India's date, the whole day counted; blank: no end.">
          <input type="date" value={draft.endsOn} className={inputClass} onChange={(e) => set({ endsOn: e.target.value })} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-6 text-sm">
        <label className="flex items-center gap-2"><input type="checkbox" checked={draft.firstOrderOnly} onChange={(e) => set({ firstOrderOnly: e.target.checked })} /> First order only</label>
        <label className="flex items-center gap-2"><input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} /> Active</label>
      </div>
      {problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{problem}</p>}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel !== undefined && <button type="button" onClick={onCancel} className={secondaryButtonClass}>Cancel</button>}
        <button type="submit" disabled={busy} className={buttonClass}>{editing ? "Save coupon" : "Create coupon"}</button>
      </div>
    </form>
  )
}
