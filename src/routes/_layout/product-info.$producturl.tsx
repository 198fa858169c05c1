import { createFileRoute } from "@tanstack/react-router"
import { lazy, Suspense } from "react"
import type { Product } from "#domain/product.ts"
import { productBySlug } from "../../app/listing-data.ts"
import { recentlyViewedRow, similarRow } from "../../app/product-row-data.ts"
import type { AppActors, ShopActor } from "../../app/shop.ts"
import { ProductDetail } from "../../components/product-detail.tsx"
import { RecentlyViewedProducts, SimilarProducts } from "../../components/product-rows.tsx"
import { useInView, useOnClient } from "../../components/hydration.ts"
import { useTexts } from "../../i18n/i18n.tsx"
import { productTexts } from "../../i18n/texts/product.ts"

// "Ratings & Reviews" (issue 19 item 1): its code, the review calls and their schemas load when its
// place comes into view (ADR 028's rule for what is below the product); the server leaves it empty.
const ReviewsSection = lazy(() => import("../../components/reviews-section.tsx"))

function Reviews({ slug }: { readonly slug: string }) {
  const onClient = useOnClient()
  const [place, seen] = useInView()
  const { t } = useTexts(productTexts)
  if (!onClient) return null
  const heading = <h2 className="text-xl font-bold">{t("product.ratingsReviews")}</h2>
  return seen ? (
    <Suspense fallback={<section aria-busy="true" className="mt-10 border-t border-slate-200 pt-8">{heading}</section>}>
      <ReviewsSection slug={slug} />
    </Suspense>
  ) : (
    <section ref={place} aria-busy="true" className="mt-10 min-h-40 border-t border-slate-200 pt-8">{heading}</section>
  )
}

interface Visit {
  readonly context: { readonly actors: Pick<AppActors, "recentlyViewed">; readonly shop: Pick<ShopActor, "send"> }
  readonly loaderData?: { readonly product: Product }
}

// Issue 19: each visit is remembered. Issue 38: the product shown is followed on the live stream
// while its page is open (its price or stock changed elsewhere, the page reads it again).
const recordVisit = ({ context, loaderData }: Visit) => {
  if (loaderData === undefined) return
  context.actors.recentlyViewed.send({ type: "recently-viewed.record", productId: loaderData.product._id })
  context.shop.send({ type: "products.shown", productIds: [loaderData.product._id] })
}
const leave = ({ context }: Visit) => context.shop.send({ type: "products.shown", productIds: [] })

/** /product-info/{producturl}: the product page, then its similar and recently viewed products (issue 19). */
export const Route = createFileRoute("/_layout/product-info/$producturl")({
  loader: async ({ context, params }) => {
    const product = await productBySlug(context, params.producturl)
    // The rows are read when they come into view (ADR 028): the product is on screen first.
    return {
      product,
      similar: similarRow(context.runtime, product.slugUrl),
      recentlyViewed: recentlyViewedRow(context.runtime, context.actors, product._id)
    }
  },
  // Issue 19: each visit is remembered, the first and every move to another product; a preload is not a visit.
  onEnter: recordVisit,
  onStay: recordVisit,
  onLeave: leave,
  component: function ProductPage() {
    const { product, similar, recentlyViewed } = Route.useLoaderData()
    return (
      <>
        <ProductDetail key={product._id} product={product} />
        <SimilarProducts key={`similar-${product._id}`} data={similar} />
        <Reviews key={`reviews-${product._id}`} slug={product.slugUrl} />
        <RecentlyViewedProducts key={`recent-${product._id}`} data={recentlyViewed} />
      </>
    )
  }
})
