import { Schema } from "effect"
import { Id, limitParam, PageParam, Slug } from "../common.ts"

/** Path parameters, decoded before any handler runs: a malformed one answers 400 with a message. */
export const SlugPath = Schema.Struct({ slug: Slug })
export const IdPath = Schema.Struct({ id: Id })

/** Optional paging of list calls (docs/decisions/002-paged-lists.md). */
export const pagingParams = (maxLimit: number) => ({
  page: Schema.optional(PageParam),
  limit: Schema.optional(limitParam(maxLimit))
})

export const LIMITS = {
  /** Catalogue taxonomy lists: small, but still bounded. */
  catalogue: { default: 500, max: 1000 },
  /** Product lists and search: a screen's worth. */
  products: { default: 24, max: 100 },
  brands: { default: 200, max: 500 },
  blog: { default: 10, max: 50 }
} as const

/** Every answer's `success: true` (declared beside the paging, in the start-up's schemas). */
export { successTrue } from "../common.ts"
