import { createFileRoute } from "@tanstack/react-router"
import { productBySlug } from "../../app/listing-data.ts"
import { ProductDetail } from "../../components/product-detail.tsx"

/** /product-info/{producturl}: the product page. */
export const Route = createFileRoute("/_layout/product-info/$producturl")({
  loader: ({ context, params }) => productBySlug(context, params.producturl),
  component: function ProductPage() {
    const product = Route.useLoaderData()
    return <ProductDetail key={product._id} product={product} />
  }
})
