import { createFileRoute, notFound } from "@tanstack/react-router"
import { Either, Schema } from "effect"
import { Id } from "#domain/common.ts"
import { adminCall } from "../../../app/api-tags.ts"
import { ProductForm } from "../-admin/product-form.tsx"

/** /admin/products/{id} (issue 6): edit a product; its options keep their ids (carts hold them). */
export const Route = createFileRoute("/_layout/admin/products/$id")({
  loader: ({ context, params }) => {
    const id = Schema.decodeUnknownEither(Id)(params.id)
    if (Either.isLeft(id)) throw notFound()
    return context.runtime.runPromise(adminCall((api) => api.product(id.right)))
  },
  component: EditProduct
})

function EditProduct() {
  const product = Route.useLoaderData()
  return (
    <section aria-labelledby="edit-product" className="space-y-4">
      <h2 id="edit-product" className="text-xl font-semibold">Edit {product.name}</h2>
      <ProductForm key={product._id} product={product} />
    </section>
  )
}
