import { createFileRoute } from "@tanstack/react-router"
import { ProductForm } from "../-admin/product-form.tsx"

/** /admin/products/new (issue 6): a new product with its category's attributes and its pack sizes. */
export const Route = createFileRoute("/_layout/admin/products/new")({ component: NewProduct })

function NewProduct() {
  return (
    <section aria-labelledby="new-product" className="space-y-4">
      <h2 id="new-product" className="text-xl font-semibold">Add a product</h2>
      <ProductForm />
    </section>
  )
}
