import { useRouter } from "@tanstack/react-router"
import { type Ref, Suspense, use } from "react"
import type { ProductRowData, RecentlyViewedRowData } from "../app/product-row-data.ts"
import { useFailureSentence } from "./failure-sentence.ts"
import { useInView, useOnClient } from "./hydration.ts"
import { ProductCard } from "./product-card.tsx"
import { useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"

// Issue 19: rows of product cards below a page's own content, each read when its place first comes
// into view in the browser (src/app/product-row-data.ts, ADR 028), scrolled sideways, and gone when
// there is nothing to show.

const ROW = "-mx-4 flex snap-x gap-3 overflow-x-auto scroll-px-4 px-4 pb-3"
const CARD = "flex w-40 shrink-0 snap-start sm:w-48"
// A card's height at those widths (as drawn at 390 and 1280 px), so the row takes its place once.
const CARD_HEIGHT = "h-[22.375rem] sm:h-[23.125rem]"

function Row({ id, title, data }: { readonly id: string; readonly title: string; readonly data: ProductRowData }) {
  const router = useRouter()
  const { t } = useTexts(productTexts)
  const answer = use(data.read())
  const problem = useFailureSentence(answer.ok ? null : answer.failure)
  if (answer.ok && answer.products.length === 0) return null
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-3 text-xl font-bold">{title}</h2>
      {answer.ok ? (
        <ul className={ROW}>
          {answer.products.map((product) => (
            <li key={product._id} className={CARD}><ProductCard product={product} /></li>
          ))}
        </ul>
      ) : (
        <p role="status" className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          {problem}
          <button type="button" onClick={() => void router.invalidate()} className="font-semibold underline">{t("product.tryAgain")}</button>
        </p>
      )}
    </section>
  )
}

/** The row's place while it is read: its title and cards' height, so the page below does not move. */
function RowPlaceholder({ id, title, ref }: { readonly id: string; readonly title: string; readonly ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} aria-labelledby={id} aria-busy="true" className="mt-10">
      <h2 id={id} className="mb-3 text-xl font-bold">{title}</h2>
      <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-3">
        {[0, 1, 2, 3, 4, 5].map((n) => <div key={n} className={`${CARD} ${CARD_HEIGHT} animate-pulse rounded-xl bg-slate-100`} />)}
      </div>
    </section>
  )
}

/**
 * The product page's similar products: the server draws the row's place (nearly every product has
 * some); the browser reads them when the place comes into view and draws them there, or nothing
 * when there are none.
 */
export function SimilarProducts({ data }: { readonly data: ProductRowData }) {
  const onClient = useOnClient()
  const [ref, seen] = useInView()
  const { t } = useTexts(productTexts)
  const title = t("product.similar")
  if (!onClient || !seen) return <RowPlaceholder ref={ref} id="similar-products" title={title} />
  return (
    <Suspense fallback={<RowPlaceholder id="similar-products" title={title} />}>
      <Row id="similar-products" title={title} data={data} />
    </Suspense>
  )
}

/** The products viewed last (browser storage): drawn in the browser only, and only when there are some. */
export function RecentlyViewedProducts({ data }: { readonly data: RecentlyViewedRowData }) {
  const onClient = useOnClient()
  const [ref, seen] = useInView()
  const { t } = useTexts(productTexts)
  if (!onClient || data.asked.length === 0) return null
  if (!seen) return <div ref={ref as Ref<HTMLDivElement>} aria-hidden="true" className="h-px" />
  return (
    <Suspense fallback={null}>
      <Row id="recently-viewed" title={t("product.recentlyViewed")} data={data} />
    </Suspense>
  )
}
