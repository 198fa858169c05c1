import { useId } from "react"
import type { messages } from "#domain/messages/sizechart.en.ts"
import { type SizeChart, type SizeChartId, sizeChartFor, type SizedProduct } from "#domain/size-chart.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"
import { sizechartTexts } from "../i18n/texts/sizechart.ts"

// The size chart's table and its measurements, fetched when the product page's "Size chart" button
// is first pressed (size-chart-button.tsx, issue 36 item 1).

type ChartKey = keyof typeof messages

/** The charts' headings (domain/size-chart.ts, in English) by their texts' keys. */
export const CHART_HEADINGS: Readonly<Record<string, ChartKey>> = {
  "Size": "sizechart.size", "Size (collar, cm)": "sizechart.sizeCollar", "Waist size": "sizechart.waistSize", "Age": "sizechart.age",
  "UK size": "sizechart.ukSize", "Chest (in)": "sizechart.chestIn", "Length (in)": "sizechart.lengthIn", "Shoulder (in)": "sizechart.shoulderIn",
  "Collar (in)": "sizechart.collarIn", "Fits like": "sizechart.fitsLike", "Waist (in)": "sizechart.waistIn", "Waist (cm)": "sizechart.waistCm",
  "Hip (in)": "sizechart.hipIn", "Bust (in)": "sizechart.bustIn", "Height (cm)": "sizechart.heightCm", "Weight (kg)": "sizechart.weightKg",
  "EU": "sizechart.eu", "US": "sizechart.us", "UK": "sizechart.uk", "Foot length (cm)": "sizechart.footCm"
}

/** Each chart's line on how to measure, by its text's key (the words are the size chart messages' alone). */
export const HOW_TO_MEASURE: { readonly [Id in SizeChartId]: ChartKey } = {
  "men-tops": "sizechart.measureTops", "men-kurtas": "sizechart.measureTops", "men-shirts": "sizechart.measureShirts",
  "men-jeans": "sizechart.measureJeans", women: "sizechart.measureWomen", kids: "sizechart.measureKids", infants: "sizechart.measureInfants",
  "men-footwear": "sizechart.measureFootwear", "women-footwear": "sizechart.measureFootwear", "kids-footwear": "sizechart.measureKidsFootwear"
}

/** The product's chart, as the button's dialog shows it. */
export default function ProductSizeChart({ product, chosen }: { readonly product: SizedProduct; readonly chosen: string | undefined }) {
  const chart = sizeChartFor(product)
  return chart === undefined ? null : <SizeChartTable chart={chart} chosen={chosen} />
}

/** A size chart as a table: a row per size of the product, the chosen one highlighted; it scrolls sideways on a narrow screen. */
export function SizeChartTable({ chart, chosen }: { readonly chart: SizeChart; readonly chosen: string | undefined }) {
  const caption = useId()
  const { t } = useTexts(sizechartTexts)
  const product = useTexts(productTexts)
  // A heading without a text of its own is shown as the chart writes it.
  const heading = (text: string) => {
    const key = CHART_HEADINGS[text]
    return key === undefined ? text : t(key)
  }
  // The chosen size is drawn in bold inside the sentence, wherever the language puts it.
  const [beforeChosen = "", afterChosen = ""] = t("sizechart.yourChoice", { size: "\u0000" }).split("\u0000")
  const isChosen = (size: string) => size === chosen
  return (
    <div className="p-5">
      <h2 className="pr-10 text-lg font-bold">{product.t(`product.chart.${chart.id}`)}</h2>
      {chosen !== undefined && chart.rows.some((row) => isChosen(row.size)) && (
        <p className="mt-1 text-sm text-slate-600">{beforeChosen}<strong>{chosen}</strong>{afterChosen}</p>
      )}
      {/* Focusable, so that a keyboard can scroll it sideways where it is wider than the screen. */}
      <div role="region" aria-labelledby={caption} tabIndex={0} className="mt-3 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700">
        <table className="w-full border-collapse text-left text-sm">
          <caption id={caption} className="border-b border-slate-200 px-3 py-2 text-left text-xs text-slate-600">
            {t("sizechart.caption")}
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="sticky left-0 whitespace-nowrap bg-slate-50 px-3 py-2 font-semibold">{heading(chart.sizeHeading)}</th>
              {chart.columns.map((column) => (
                <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">{heading(column)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.size} aria-current={isChosen(row.size) ? "true" : undefined} className={`border-t border-slate-200 ${isChosen(row.size) ? "bg-orange-50 font-semibold text-orange-900" : ""}`}>
                <th scope="row" className={`sticky left-0 whitespace-nowrap px-3 py-2 font-semibold ${isChosen(row.size) ? "bg-orange-50" : "bg-white"}`}>
                  {row.size}
                  {isChosen(row.size) && <span className="sr-only"> {t("sizechart.chosen")}</span>}
                </th>
                {row.values.map((value, i) => (
                  <td key={i} className="whitespace-nowrap px-3 py-2">{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-600"><strong className="text-slate-800">{t("sizechart.howToMeasure")}</strong> {t(HOW_TO_MEASURE[chart.id])}</p>
    </div>
  )
}
