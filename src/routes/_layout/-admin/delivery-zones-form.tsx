import { Either, ParseResult, Schema } from "effect"
import { useState } from "react"
import { type DeliveryZone, DeliveryZones, MAX_DELIVERY_DAYS, MAX_ZONES, statesWithoutZone } from "#domain/delivery.ts"
import { INDIAN_STATES_AND_UTS } from "#domain/order.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { buttonClass, Field, inputClass } from "./admin-kit.tsx"

const decodeZones = Schema.decodeUnknownEither(DeliveryZones)

interface ZoneDraft {
  readonly name: string
  readonly states: ReadonlyArray<string>
  readonly days: string
  readonly cod: boolean
}

const draftOf = (zone: DeliveryZone): ZoneDraft => ({ name: zone.name, states: zone.states, days: String(zone.days), cod: zone.cod })

/**
 * The delivery zones (issue 19 item 2): the states each covers, its working days to deliver and
 * whether it takes Cash on Delivery. A state in no zone is not delivered to; the product page,
 * cart and checkout follow the saved zones at once.
 */
export function DeliveryZonesForm({ zones }: { readonly zones: ReadonlyArray<DeliveryZone> }) {
  const [drafts, setDrafts] = useState<ReadonlyArray<ZoneDraft>>(() => zones.map(draftOf))
  const [invalid, setInvalid] = useState<string | null>(null)
  const call = useCall()
  const change = (index: number, patch: Partial<ZoneDraft>) => setDrafts(drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)))
  const uncovered = statesWithoutZone(drafts)
  const save = (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = decodeZones(drafts.map((d) => ({ name: d.name, states: d.states, days: Number(d.days), cod: d.cod })))
    if (Either.isLeft(decoded)) return setInvalid(ParseResult.ArrayFormatter.formatErrorSync(decoded.left)[0]?.message ?? "Please check the zones.")
    setInvalid(null)
    call.run("zones", "Delivery zones saved.", adminCall((api) => api.saveDeliveryZones(decoded.right)))
  }
  return (
    <form onSubmit={save} aria-labelledby="zones" className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 id="zones" className="font-semibold">Delivery zones</h3>
      <p className="text-sm text-slate-600">Working days to deliver from the day of the order (Sundays not counted), and whether Cash on Delivery is taken.</p>
      {drafts.map((draft, index) => (
        <fieldset key={index} className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">Zone {index + 1}{draft.name === "" ? "" : `: ${draft.name}`}</legend>
          <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
            <Field label="Name">
              <input required maxLength={60} value={draft.name} className={inputClass} onChange={(e) => change(index, { name: e.target.value })} />
            </Field>
            <Field label="Days to deliver">
              <input type="number" required inputMode="numeric" min={1} max={MAX_DELIVERY_DAYS} value={draft.days} className={inputClass}
                onChange={(e) => change(index, { days: e.target.value })} />
            </Field>
          </div>
          <Field label="States and union territories" hint="Hold Ctrl (or ⌘) to choose more than one.">
            <select multiple size={6} value={[...draft.states]} className={inputClass}
              onChange={(e) => change(index, { states: [...e.target.selectedOptions].map((option) => option.value) })}>
              {INDIAN_STATES_AND_UTS.map((state) => <option key={state} value={state}>{state}</option>)}
            </select>
          </Field>
          <p className="text-sm text-slate-700">{draft.states.length === 0 ? "No state chosen yet." : `Covers ${draft.states.join(", ")}.`}</p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={draft.cod} onChange={(e) => change(index, { cod: e.target.checked })} />
              Cash on Delivery taken
            </label>
            <button type="button" onClick={() => setDrafts(drafts.filter((_, i) => i !== index))} className="text-sm text-red-700 underline">
              Remove zone {index + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {drafts.length < MAX_ZONES && (
        <button type="button" onClick={() => setDrafts([...drafts, { name: "", states: [], days: "5", cod: true }])} className="text-sm font-semibold text-orange-700 underline">
          Add a zone
        </button>
      )}
      <p className="text-sm text-slate-600">{uncovered.length === 0 ? "Every state and union territory is delivered to." : `Not delivered to: ${uncovered.join(", ")}.`}</p>
      {(invalid ?? call.problem) !== null && <p role="alert" className="text-sm text-red-700">{invalid ?? call.problem}</p>}
      {invalid === null && call.done !== null && <p role="status" className="text-sm text-green-700">{call.done}</p>}
      <button type="submit" disabled={call.running} className={buttonClass}>{call.running ? "Saving..." : "Save delivery zones"}</button>
    </form>
  )
}
