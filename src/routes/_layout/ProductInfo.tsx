import { createFileRoute, Link } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { Slug } from "#domain/common.ts"
import { productBySlug } from "../../app/listing-data.ts"
import { ProductDetail } from "../../components/product-detail.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { productTexts } from "../../i18n/texts/product.ts"

/** /ProductInfo?producturl=…: the product page by query (older links); without a product, a way back. */
export const Route = createFileRoute("/_layout/ProductInfo")({
  validateSearch: (raw: Record<string, unknown>): { producturl?: string | undefined } => {
    const slug = Schema.decodeUnknownEither(Slug)(raw["producturl"])
    return { producturl: Either.isRight(slug) ? slug.right : undefined }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.producturl === undefined ? null : productBySlug(context, deps.producturl),
  component: function ProductInfo() {
    const product = Route.useLoaderData()
    const { t } = useTexts(productTexts)
    const shell = useTexts()
    if (product === null) {
      return (
        <div className="p-8 text-center">
          <p>{t("product.chooseProduct")}</p>
          <Link to="/" className="mt-3 inline-block text-orange-700 underline">{shell.t("listing.continueShopping")}</Link>
        </div>
      )
    }
    return <ProductDetail key={product._id} product={product} />
  }
})
