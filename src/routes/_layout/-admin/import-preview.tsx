import type { ReactNode } from "react"
import type { ImportPreview } from "#domain/http/product-csv.http.ts"
import { countOf } from "./admin-kit.tsx"

const count = (n: number) => n.toLocaleString("en-IN")

/** How many of the file's products a preview lists on the screen (the answer has up to 1,000). */
export const LISTED_CHANGES = 20

/**
 * What an import would do (issue 20 item 2): the file's totals, every problem at its row and column
 * (none may be left for the import to apply), and the products it creates or updates.
 */
export function ImportPreviewView({ preview, children }: { readonly preview: ImportPreview; readonly children?: ReactNode }) {
  const more = preview.problemCount - preview.problems.length
  return (
    <div className="space-y-4">
      <p className="text-sm" aria-live="polite">
        {countOf(preview.rows, "row", "rows")}, {countOf(preview.products, "product", "products")} ready: {count(preview.creates)} new, {count(preview.updates)} updated.
      </p>
      {/* What the screen does with a clean file (apply, its progress, its result), before the list. */}
      {children}
      {preview.problemCount > 0 ? (
        <div className="space-y-2">
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            The file has {count(preview.problemCount)} problem{preview.problemCount > 1 ? "s" : ""}; fix {preview.problemCount > 1 ? "them" : "it"} in the file and choose it again. Nothing is imported while any is left.
          </p>
          <div className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label="Problems of the file">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Problems of the file, by row</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr><th scope="col" className="px-3 py-2">Row</th><th scope="col" className="px-3 py-2">Column</th><th scope="col" className="px-3 py-2">Problem</th></tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {preview.problems.map((problem, index) => (
                  <tr key={`${problem.row}-${problem.column}-${index}`}>
                    <td className="px-3 py-2 font-medium">{problem.row}</td>
                    <td className="px-3 py-2 font-mono text-xs">{problem.column}</td>
                    <td className="px-3 py-2">{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {more > 0 && <p className="text-sm text-slate-600">And {count(more)} more problems.</p>}
        </div>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-label="Products of the file">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Products the import creates or updates</caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-600">
              <tr><th scope="col" className="px-3 py-2">Row</th><th scope="col" className="px-3 py-2">Product</th><th scope="col" className="px-3 py-2">Change</th></tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {preview.changes.slice(0, LISTED_CHANGES).map((change) => (
                <tr key={change.slug}>
                  <td className="px-3 py-2">{change.row}</td>
                  <td className="px-3 py-2"><span className="font-medium">{change.name}</span> <span className="block text-xs text-slate-500">{change.slug}</span></td>
                  <td className="px-3 py-2">{change.action === "create" ? "New" : "Updated"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.products > LISTED_CHANGES && <p className="px-3 py-2 text-sm text-slate-600">And {count(preview.products - LISTED_CHANGES)} more products.</p>}
        </div>
      )}
    </div>
  )
}
