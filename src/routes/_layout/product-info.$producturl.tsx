import { createFileRoute } from "@tanstack/react-router"
import { Effect } from "effect"
import { ProductApi } from "../../app/api-tags.ts"
import { lookup } from "../../app/listing-data.ts"
import { ProductDetail } from "../../components/product-detail.tsx"

/** /product-info/{producturl}: the product page. */
export const Route = createFileRoute("/_layout/product-info/$producturl")({
  loader: ({ context, params }) => lookup(context.runtime, Effect.flatMap(ProductApi, (api) => api.bySlug(params.producturl))),
  component: function ProductPage() {
    const product = Route.useLoaderData()
    return <ProductDetail key={product._id} product={product} />
  }
})
