import { useId } from "react"
import { type SizeChart, sizeChartFor, type SizedProduct } from "#domain/size-chart.ts"

// The size chart's table and its measurements, fetched when the product page's "Size chart" button
// is first pressed (size-chart-button.tsx, issue 36 item 1).

/** The product's chart, as the button's dialog shows it. */
export default function ProductSizeChart({ product, chosen }: { readonly product: SizedProduct; readonly chosen: string | undefined }) {
  const chart = sizeChartFor(product)
  return chart === undefined ? null : <SizeChartTable chart={chart} chosen={chosen} />
}

/** A size chart as a table: a row per size of the product, the chosen one highlighted; it scrolls sideways on a narrow screen. */
export function SizeChartTable({ chart, chosen }: { readonly chart: SizeChart; readonly chosen: string | undefined }) {
  const caption = useId()
  const isChosen = (size: string) => size === chosen
  return (
    <div className="p-5">
      <h2 className="pr-10 text-lg font-bold">{chart.title}</h2>
      {chosen !== undefined && chart.rows.some((row) => isChosen(row.size)) && (
        <p className="mt-1 text-sm text-slate-600">Your choice, <strong>{chosen}</strong>, is highlighted.</p>
      )}
      {/* Focusable, so that a keyboard can scroll it sideways where it is wider than the screen. */}
      <div role="region" aria-labelledby={caption} tabIndex={0} className="mt-3 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700">
        <table className="w-full border-collapse text-left text-sm">
          <caption id={caption} className="border-b border-slate-200 px-3 py-2 text-left text-xs text-slate-600">
            Measurements for the sizes of this product
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="sticky left-0 whitespace-nowrap bg-slate-50 px-3 py-2 font-semibold">{chart.sizeHeading}</th>
              {chart.columns.map((column) => (
                <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size} aria-current={isChosen(row.size) ? "true" : undefined} className={`border-t border-slate-200 ${isChosen(row.size) ? "bg-orange-50 font-semibold text-orange-900" : ""}`}>
                <th scope="row" className={`sticky left-0 whitespace-nowrap px-3 py-2 font-semibold ${isChosen(row.size) ? "bg-orange-50" : "bg-white"}`}>
                  {row.size}
                  {isChosen(row.size) && <span className="sr-only"> (your choice)</span>}
                </th>
                {row.values.map((value, i) => (
                  <td key={i} className="whitespace-nowrap px-3 py-2">{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-600"><strong className="text-slate-800">How to measure:</strong> {chart.howToMeasure}</p>
    </div>
  )
}
