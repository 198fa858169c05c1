import type { Product } from "#domain/product.ts"
import type { ProductsAnswer } from "../components/products-by-ids.ts"
import { featureCall, ProductApi } from "./api-tags.ts"
import type { ApiRuntime } from "./runtime.ts"

// The reads of the rows below a page (product-row-data.ts), loaded with the first of them.

const answerOf = (products: Promise<ReadonlyArray<Product>>): Promise<ProductsAnswer> =>
  products.then(
    (found): ProductsAnswer => ({ ok: true, products: found }),
    (error: unknown): ProductsAnswer => ({ ok: false, failure: error })
  )

export const similarProducts = (runtime: ApiRuntime, slug: string): Promise<ProductsAnswer> =>
  answerOf(runtime.runPromise(featureCall(ProductApi)((api) => api.similar(slug))))

/** The shown products among `ids`, in their order (none asked: none read). */
export const productsByIds = (runtime: ApiRuntime, ids: ReadonlyArray<string>): Promise<ProductsAnswer> =>
  ids.length === 0 ? Promise.resolve({ ok: true, products: [] }) : answerOf(runtime.runPromise(featureCall(ProductApi)((api) => api.productsByIds(ids))))
