import { lazy, Suspense, useState } from "react"
import type { SizeChartId, SizedProduct } from "#domain/size-chart-sizes.ts"
import { Dialog } from "./dialog.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"

const ProductSizeChart = lazy(() => import("./size-chart.tsx"))

/**
 * The product page's "Size chart" button and the chart it opens (issue 19 item 8), with the chosen
 * size's row highlighted. The chart's measurements and table come with the first press (issue 36
 * item 1): the page knows only which chart its product has (domain/size-chart-sizes.ts).
 */
export function SizeChartButton({ chartId, product, chosen, className = "" }: {
  readonly chartId: SizeChartId
  readonly product: SizedProduct
  readonly chosen: string | undefined
  readonly className?: string
}) {
  const { t } = useTexts(productTexts)
  const shell = useTexts()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" className={`${className} text-sm font-semibold text-orange-700 underline underline-offset-2 hover:text-orange-800`}>
        {t("product.sizeChart")}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label={t(`product.chart.${chartId}`)}>
        {open && (
          <Suspense fallback={<p role="status" className="p-6 text-center text-slate-500">{shell.t("loading")}</p>}>
            <ProductSizeChart product={product} chosen={chosen} />
          </Suspense>
        )}
      </Dialog>
    </>
  )
}
