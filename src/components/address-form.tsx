import { useSelector } from "@xstate/react"
import { Either, Schema } from "effect"
import { useState } from "react"
import { fromPromise } from "xstate"
import type { AddressProblem } from "#domain/address-problems.ts"
import type { messages } from "#domain/messages/account.en.ts"
import { ADDRESS_TYPES, type AddressInput, AddressInput as AddressInputSchema, addressProblemsOf, INDIAN_STATES_AND_UTS } from "#domain/order.ts"
import { addressFormMachine, type AddressFields, type PlaceFound } from "#machines/address-form.machine.ts"
import { featureCall, ShopApi } from "../app/api-tags.ts"
import { useApp } from "../app/app-context.tsx"
import { useScreenActor } from "../app/use-screen-actor.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { accountTexts } from "../i18n/texts/account.ts"
import { useAccountProblemText } from "./account-problem-text.ts"
import type { Refusal } from "./address-save.ts"
import { useFailureSentence } from "./failure-sentence.ts"

// What a pincode's answer fills in is the form's machine's rule (machines/address-form.machine.ts).
export { withPlaceOf } from "#machines/address-form.machine.ts"

export type Fields = AddressFields

const EMPTY: Fields = { Name: "", Mobile: "", HNo: "", StreetDet: "", LandMark: "", AreaDet: "", City: "", State: "", Pincode: "", Type: "Home" }

const LABELS: ReadonlyArray<readonly [keyof AddressInput, keyof typeof messages, string?]> = [
  ["Name", "account.fullName", "name"],
  ["Mobile", "account.mobileNumber", "tel-national"],
  ["HNo", "account.address.houseNo", "address-line1"],
  ["StreetDet", "account.address.street", "address-line2"],
  ["LandMark", "account.address.landmark"],
  ["AreaDet", "account.address.area", "address-level3"],
  // Before the city: the pincode fills the city and the state (issue 33).
  ["Pincode", "account.address.pincode", "postal-code"],
  ["City", "account.address.city", "address-level2"]
]


/**
 * The address form: every field decoded with the domain's AddressInput; each problem shown at its
 * field, by its name (domain/order.ts `addressProblemsOf`) in the page's language. A new address
 * starts with the customer's own name and mobile number, and a pincode typed in full fills the city
 * and the state from India Post's directory (issue 33).
 */
export function AddressForm({ initial, busy, problem, submitLabel, onSubmit }: {
  readonly initial?: AddressInput
  readonly busy: boolean
  /**
   * Why the server refused the last save: beside the field it refused, else above the button; the
   * fields stay as typed.
   */
  readonly problem?: Refusal | null
  readonly submitLabel: string
  readonly onSubmit: (address: AddressInput) => void
}) {
  const { actors, runtime } = useApp()
  const { t } = useTexts(accountTexts)
  // The domain's problems and the server's refusal, in the page's language.
  const problemText = useAccountProblemText()
  const refusalText = useFailureSentence(problem?.failure ?? null)
  const client = useSelector(actors.auth, (s) => s.context.loginData)
  // The fields as typed and the pincode's place: the form's actor, a child of the shop's root while
  // the form is drawn (src/app/use-screen-actor.ts); a newer pincode replaces the question in flight.
  const form = useScreenActor("addressForm", () =>
    addressFormMachine.provide({
      actors: {
        // A read: the question a newer pincode replaces is abandoned, its request with it.
        findPlace: fromPromise<PlaceFound, { readonly pincode: string }>(({ input, signal }) =>
          runtime.runPromise(featureCall(ShopApi)((api) => api.deliveryEstimate(input.pincode)), { signal }))
      }
    }), initial === undefined ? { ...EMPTY, Name: client?.Name ?? "", Mobile: client?.Mobile ?? "" } : { ...EMPTY, ...initial })
  const fields = useSelector(form, (s) => s.context.fields)
  const [problems, setProblems] = useState<Partial<Record<keyof AddressInput, AddressProblem>>>({})
  const set = (key: keyof AddressInput, value: string) => form.send({ type: "address.field.set", field: key, value })
  // The server's refusal of one field is shown at that field, unless what was typed has its own problem there.
  const refused = problem === undefined || problem === null || problem.field === null ? null : problem
  const refusedAt = (key: keyof AddressInput) => (refused !== null && refused.field === key && problems[key] === undefined ? (refusalText ?? undefined) : undefined)
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        const decoded = Schema.decodeUnknownEither(AddressInputSchema)(fields)
        if (Either.isRight(decoded)) {
          setProblems({})
          onSubmit(decoded.right)
          return
        }
        // The schema's issues are English words (the server's 400s): the same rule names each problem.
        setProblems(addressProblemsOf(fields))
      }}
    >
      {LABELS.map(([key, label, autoComplete]) => {
        const serverSaid = refusedAt(key)
        const invalid = problems[key] !== undefined || serverSaid !== undefined
        return (
          <div key={key}>
            <label htmlFor={`address-${key}`} className="block text-sm font-medium">{t(label)}</label>
            <input
              id={`address-${key}`}
              value={fields[key]}
              autoComplete={autoComplete}
              inputMode={key === "Mobile" || key === "Pincode" ? "numeric" : undefined}
              aria-invalid={invalid}
              aria-describedby={invalid ? `address-${key}-problem` : undefined}
              onChange={(e) => set(key, e.target.value)}
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
            />
            {problems[key] !== undefined && <p id={`address-${key}-problem`} className="mt-1 text-xs text-red-700">{problemText(problems[key])}</p>}
            {/* The server's refusal, announced as it arrives (it came after the click). */}
            {serverSaid !== undefined && <p id={`address-${key}-problem`} role="alert" className="mt-1 text-xs text-red-700">{serverSaid}</p>}
          </div>
        )
      })}
      <div>
        <label htmlFor="address-State" className="block text-sm font-medium">{t("account.address.state")}</label>
        <select id="address-State" value={fields.State} onChange={(e) => set("State", e.target.value)} aria-invalid={problems.State !== undefined || refusedAt("State") !== undefined} className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2">
          <option value="">{t("account.address.choose")}</option>
          {INDIAN_STATES_AND_UTS.map((state) => <option key={state} value={state}>{state}</option>)}
        </select>
        {problems.State !== undefined && <p className="mt-1 text-xs text-red-700">{problemText(problems.State)}</p>}
        {refusedAt("State") !== undefined && <p role="alert" className="mt-1 text-xs text-red-700">{refusedAt("State")}</p>}
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t("account.address.type")}</legend>
        <div className="mt-2 flex gap-4 text-sm">
          {ADDRESS_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-1.5">
              <input type="radio" name="address-type" checked={fields.Type === type} onChange={() => set("Type", type)} /> {t(`account.type.${type}`)}
            </label>
          ))}
        </div>
        {problems.Type !== undefined && <p className="mt-1 text-xs text-red-700">{problemText(problems.Type)}</p>}
      </fieldset>
      <div className="space-y-2 sm:col-span-2">
        {problem !== undefined && problem !== null && problem.field === null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{refusalText}</p>}
        <button type="submit" disabled={busy} className="rounded-lg bg-orange-700 px-5 py-2.5 font-semibold text-white disabled:bg-slate-300">
          {busy ? t("account.address.saving") : submitLabel}
        </button>
      </div>
    </form>
  )
}
