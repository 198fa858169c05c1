import { Effect, Either, Schema } from "effect"
import { useState } from "react"
import { type BulkChange, BulkRequest } from "#domain/product-bulk.ts"
import { formatRupees } from "#domain/money.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { buttonClass, Field, inputClass, secondaryButtonClass } from "./admin-kit.tsx"

type ActionTag = "hide" | "show" | "stock" | "price"

const ACTIONS: ReadonlyArray<{ readonly tag: ActionTag; readonly label: string }> = [
  { tag: "hide", label: "Hide" },
  { tag: "show", label: "Show" },
  { tag: "stock", label: "Set stock" },
  { tag: "price", label: "Change price by a percentage" }
]

const decodeRequest = Schema.decodeUnknownEither(BulkRequest)

/** One side of a change as the table shows it. */
const describe = (facts: BulkChange["before"]): string =>
  facts.show !== undefined
    ? (facts.show ? "Shown" : "Hidden")
    : facts.stock !== undefined
      ? `${facts.stock} in stock`
      : `${formatRupees(facts.price ?? 0)} (MRP ${formatRupees(facts.mrp ?? 0)})`

/**
 * Issue 20 item 1: a bulk action on the chosen products. The admin picks the action, sees what it
 * changes (the server's preview: product, option, before, after), then applies it; the server
 * recomputes it from the rows as they are then and writes all of it or nothing.
 */
export function BulkActions({ productIds, onApplied }: { readonly productIds: ReadonlyArray<string>; readonly onApplied: () => Promise<unknown> }) {
  const [tag, setTag] = useState<ActionTag>("hide")
  const [stock, setStock] = useState("0")
  const [percent, setPercent] = useState("10")
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<{ readonly request: BulkRequest; readonly changes: ReadonlyArray<BulkChange> } | null>(null)
  const call = useCall(async () => {})
  const apply = useCall(onApplied)
  const outcome = (
    <>
      {apply.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{apply.problem} Nothing was changed.</p>}
      {apply.done !== null && <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">{apply.done}</p>}
    </>
  )
  if (productIds.length === 0 && preview === null) {
    return <div className="space-y-2">{outcome}<p className="text-sm text-slate-600">Select products to hide, show, restock or reprice them together.</p></div>
  }
  const request = () => decodeRequest({
    productIds,
    action: tag === "stock" ? { _tag: "stock", stock: Number(stock) } : tag === "price" ? { _tag: "price", percent: Number(percent) } : { _tag: tag }
  })
  const askPreview = (event: React.FormEvent) => {
    event.preventDefault()
    const decoded = request()
    if (Either.isLeft(decoded)) {
      return setProblem(tag === "stock" ? "Stock is a whole number from 0 to 10,00,000." : tag === "price" ? "The percentage is a number from -90 to +500, not 0." : "Choose between 1 and 100 products.")
    }
    setProblem(null)
    call.run("preview", "", adminCall((api) => api.previewBulk(decoded.right)).pipe(
      Effect.tap((changes) => Effect.sync(() => setPreview({ request: decoded.right, changes })))
    ))
  }
  const confirm = () => {
    if (preview === null) return
    const count = preview.changes.length
    apply.run("apply", `Applied: ${count} ${count === 1 ? "change" : "changes"}.`, adminCall((api) => api.applyBulk(preview.request)))
    setPreview(null)
  }
  return (
    <section aria-labelledby="bulk-actions" className="space-y-3 rounded-xl border border-orange-200 bg-orange-50/40 p-4">
      <h3 id="bulk-actions" className="font-semibold">{productIds.length} selected</h3>
      <form onSubmit={askPreview} className="flex flex-wrap items-end gap-3">
        <Field label="Action">
          <select value={tag} className={inputClass} onChange={(e) => { setTag(e.target.value as ActionTag); setPreview(null) }}>
            {ACTIONS.map((a) => <option key={a.tag} value={a.tag}>{a.label}</option>)}
          </select>
        </Field>
        {tag === "stock" && (
          <Field label="Stock of every option">
            <input type="number" min={0} max={1_000_000} step={1} required value={stock} className={inputClass} onChange={(e) => { setStock(e.target.value); setPreview(null) }} />
          </Field>
        )}
        {tag === "price" && (
          <Field label="Change in % (e.g. 10 or -15)">
            <input type="number" min={-90} max={500} step="any" required value={percent} className={inputClass} onChange={(e) => { setPercent(e.target.value); setPreview(null) }} />
          </Field>
        )}
        <button type="submit" disabled={call.running || apply.running || productIds.length === 0} className={secondaryButtonClass}>Preview</button>
      </form>
      {problem !== null && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      {call.problem !== null && <p role="alert" className="text-sm text-red-700">{call.problem}</p>}
      {outcome}
      {preview !== null && (
        <div className="space-y-3">
          {preview.changes.length === 0 ? (
            <p role="status" className="text-sm text-slate-700">Nothing would change: the chosen products are like that already.</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">What the change does</caption>
                <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                  <tr><th scope="col" className="px-3 py-2">Product</th><th scope="col" className="px-3 py-2">Option</th><th scope="col" className="px-3 py-2">Before</th><th scope="col" className="px-3 py-2">After</th></tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {preview.changes.map((change) => (
                    <tr key={`${change.productId}-${change.optionId ?? ""}`}>
                      <td className="px-3 py-2">{change.productName}</td>
                      <td className="px-3 py-2">{change.optionName ?? "All"}</td>
                      <td className="px-3 py-2">{describe(change.before)}</td>
                      <td className="px-3 py-2 font-semibold">{describe(change.after)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {preview.changes.length > 0 && (
              <button type="button" onClick={confirm} disabled={apply.running} className={buttonClass}>
                Apply {preview.changes.length} {preview.changes.length === 1 ? "change" : "changes"}
              </button>
            )}
            <button type="button" onClick={() => setPreview(null)} className={secondaryButtonClass}>Cancel</button>
          </div>
        </div>
      )}
    </section>
  )
}
