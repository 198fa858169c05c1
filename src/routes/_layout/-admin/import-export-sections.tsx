import { Effect } from "effect"
import { useId, useState } from "react"
import { type ImportPreview, productCsvPath } from "#domain/http/product-csv.http.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { useCall } from "../../../app/use-call.ts"
import { buttonClass, Field, inputClass, secondaryButtonClass } from "./admin-kit.tsx"
import { ImportPreviewView } from "./import-preview.tsx"

// The /admin/import-export screen's two parts (issue 20 item 2, ADR 038).

const count = (n: number) => n.toLocaleString("en-IN")

/** Products out: a link the browser downloads, with the listing's name filter. */
export function ExportSection() {
  const [filter, setFilter] = useState("")
  const words = filter.trim()
  const href = `${productCsvPath("export")}${words === "" ? "" : `?q=${encodeURIComponent(words)}`}`
  return (
    <section aria-labelledby="export-products" className="space-y-3">
      <h2 id="export-products" className="text-xl font-semibold">Export products</h2>
      <p className="text-sm text-slate-600">
        A CSV file with a row per pack size option: the product's columns (slug, name, category tag, brand, attributes, HSN code, GST rate, flags) repeated on each of its rows, then the pack size, the option, its price, MRP and stock.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <Field label="Only products whose name holds" hint="Leave empty for every product.">
            <input type="search" value={filter} maxLength={100} onChange={(e) => setFilter(e.target.value)} className={inputClass} />
          </Field>
        </div>
        {/* A plain link: the browser downloads the answer as it streams, with the session cookie. */}
        <a href={href} download="products.csv" className={buttonClass}>Download CSV</a>
      </div>
    </section>
  )
}

/** Products in: a file chosen, previewed (problems by row, changes), applied all at once with its progress. */
export function ImportSection() {
  const fileId = useId()
  const [csv, setCsv] = useState<string | null>(null)
  const [fileName, setFileName] = useState("")
  // A new key empties the file input for the next file.
  const [inputKey, setInputKey] = useState(0)
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [progress, setProgress] = useState<{ readonly done: number; readonly total: number } | null>(null)
  const [applied, setApplied] = useState<{ readonly created: number; readonly updated: number } | null>(null)
  const call = useCall()

  const choose = async (file: File | undefined) => {
    setPreview(null)
    setProgress(null)
    setApplied(null)
    call.dismiss()
    if (file === undefined) {
      setInputKey((k) => k + 1)
      return setCsv(null)
    }
    const text = await file.text()
    setCsv(text)
    setFileName(file.name)
    call.run("preview", `${file.name} checked.`, adminCall((api) => api.previewImport(text)).pipe(Effect.tap((answer) => Effect.sync(() => setPreview(answer)))))
  }

  const apply = () => {
    if (csv === null || preview === null) return
    if (!confirm(`Import ${fileName}? ${count(preview.creates)} new and ${count(preview.updates)} updated products, all in one step.`)) return
    setProgress({ done: 0, total: preview.products })
    call.run(
      "apply",
      "The import is applied.",
      adminCall((api) => api.applyImport(csv, (done, total) => setProgress({ done, total }))).pipe(
        Effect.tap((result) => Effect.sync(() => setApplied({ created: result.created, updated: result.updated })))
      )
    )
  }

  const ready = preview !== null && preview.problemCount === 0 && applied === null
  return (
    <section aria-labelledby="import-products" className="space-y-4">
      <h2 id="import-products" className="text-xl font-semibold">Import products</h2>
      <p className="text-sm text-slate-600">
        Choose a CSV file with the export's columns. A product whose slug the shop has is updated, one with a new slug is created. The file is checked first, as the product form checks a product; it is imported only when no row has a problem, all at once.
      </p>
      <div className="space-y-1 text-sm">
        <label htmlFor={fileId} className="font-medium text-slate-700">CSV file</label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          disabled={call.running}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        />
      </div>
      {call.busy("preview") && <p role="status" className="text-sm text-slate-600">Checking {fileName}…</p>}
      {call.problem !== null && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{call.problem}</p>}
      {preview !== null && (
        <ImportPreviewView preview={preview}>
          {preview.problemCount === 0 && (
            <button type="button" disabled={!ready || call.running} onClick={apply} className={buttonClass}>
              Apply the import
            </button>
          )}
          {progress !== null && (
            <div className="space-y-1">
              <progress
                max={Math.max(progress.total, 1)}
                value={progress.done}
                aria-label="Import progress"
                className="h-3 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-100 [&::-webkit-progress-value]:bg-orange-700"
              />
              <p role="status" className="text-sm text-slate-600">{count(progress.done)} of {count(progress.total)} products written</p>
            </div>
          )}
          {applied !== null && (
            <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
              Imported: {count(applied.created)} new and {count(applied.updated)} updated products. The storefront shows them now.
            </p>
          )}
          {applied !== null && <button type="button" onClick={() => void choose(undefined)} className={secondaryButtonClass}>Import another file</button>}
        </ImportPreviewView>
      )}
    </section>
  )
}
