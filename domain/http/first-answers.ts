import { Schema } from "effect"
import { Brand } from "../brand.ts"
import { Category, SubCategory } from "../catalogue.ts"
import { Paging } from "../common.ts"
import { FIRST_CARDS } from "../first-cards.ts"
import { Product } from "../product.ts"
import { successTrue } from "./params.ts"
import { API_PREFIX } from "./prefix.ts"

/**
 * The answers of the calls a product, category or subcategory screen makes first (ADR 008, ADR 010).
 * The contract declares these calls with exactly these success Schemas; the server embeds their
 * answers in the page it sends under `FIRST_ANSWER_PATHS`, and the browser's first screen decodes
 * them with these Schemas, without loading the HTTP client. Plain Schema: nothing here may import
 * `@effect/platform`, so a screen can use it from the first chunk.
 */
export const ProductsPageAnswer = Schema.Struct({ success: successTrue, product: Schema.Array(Product), ...Paging.fields })
export const OneProductAnswer = Schema.Struct({ success: successTrue, product: Product })
export const CategoryAnswer = Schema.Struct({ success: successTrue, category: Category })
export const SubCategoryAnswer = Schema.Struct({ success: successTrue, subcategory: SubCategory })
export const BrandsAnswer = Schema.Struct({ success: successTrue, brands: Schema.Array(Brand) })

/** Where each first answer is embedded: the request path of its call, with its slug. */
export const FIRST_ANSWER_PATHS = {
  product: (slug: string) => `${API_PREFIX}/product/verify-slugurl/${slug}`,
  category: (slug: string) => `${API_PREFIX}/category/slugurl/${slug}`,
  subCategory: (slug: string) => `${API_PREFIX}/subcategory/slugurl/${slug}`,
  productsOfCategory: (slug: string) => `${API_PREFIX}/product/all?category=${encodeURIComponent(slug)}`,
  productsOfSubCategory: (slug: string) => `${API_PREFIX}/product/all?subCategory=${encodeURIComponent(slug)}`,
  brandsOfCategory: (slug: string) => `${API_PREFIX}/brand/getFilterBrandBycatUrl/${slug}`
} as const

/**
 * A listing's first page as the page embeds it (issue 36 item 3): the products its first view draws
 * (`FIRST_CARDS`), with the page's own paging, so the page fits a phone's first round trip; the
 * browser reads the whole page as the server's kept answer once it runs (src/app/listing-data.ts).
 */
export const firstCardsOf = <P extends { readonly product: ReadonlyArray<unknown> }>(answer: P): P =>
  answer.product.length <= FIRST_CARDS ? answer : { ...answer, product: answer.product.slice(0, FIRST_CARDS) }

/** Whether a page of products holds every product its paging says it has (the last page may hold fewer). */
export const isWholePage = (answer: Paging & { readonly product: ReadonlyArray<unknown> }): boolean =>
  answer.product.length >= Math.min(answer.limit, Math.max(0, answer.total - (answer.page - 1) * answer.limit))
