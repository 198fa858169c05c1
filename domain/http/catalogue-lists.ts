import { Schema } from "effect"
import { CATALOGUE_LISTS } from "../catalogue.ts"
import { Paging, successTrue } from "../common.ts"
import { API_PREFIX } from "./prefix.ts"

/**
 * §7's reads of the six catalogue lists (§4 Catalogue lists), declared once: the contract builds
 * their endpoints from these declarations (domain/http/catalogue.http.ts), and the browser's
 * catalogue loaders read them as the server's kept answers by the same paths and Schemas
 * (src/app/kept-lists.ts, ADR 056) without loading the HTTP client. Plain Schema: nothing here may
 * import `@effect/platform`, so the start chunk can use it.
 */
export type CatalogueListName = keyof typeof CATALOGUE_LISTS

interface ListRead<Key extends string> {
  /** The contract's group and the path's first segment. */
  readonly segment: string
  /** The endpoint's name in its group. */
  readonly endpoint: string
  /** The path after the segment. */
  readonly path: string
  /** The answer's key holding the list (the spec's spelling, 'ctegoryTags'). */
  readonly key: Key
  /** Whether the read takes §7's paging (page, limit) and answers it. */
  readonly paged: boolean
}

export const CATALOGUE_LIST_READS = {
  superCategories: { segment: "supercategory", endpoint: "all", path: "all", key: "supercategories", paged: true },
  categories: { segment: "category", endpoint: "all", path: "all", key: "category", paged: true },
  subCategories: { segment: "subcategory", endpoint: "all", path: "all", key: "subcategory", paged: true },
  categoryTags: { segment: "categorytag", endpoint: "allForAdmin", path: "allforadmin", key: "ctegoryTags", paged: true },
  mainHomeSliders: { segment: "mainhomeslider", endpoint: "mainHome", path: "all", key: "mainHomeSliders", paged: false },
  threeSliders: { segment: "threeslider", endpoint: "three", path: "all", key: "threeSliders", paged: false }
} as const satisfies { readonly [R in CatalogueListName]: ListRead<string> }

type Reads = typeof CATALOGUE_LIST_READS

/** `{ [key]: value }` with the key's own name in its type: the answers and paths of the catalogue's levels differ by their keys alone. */
export const keyed = <const K extends string, A>(key: K, value: A) => ({ [key]: value }) as { readonly [P in K]: A }

type ListAnswerFields<R extends CatalogueListName> =
  & { readonly success: typeof successTrue }
  & { readonly [P in Reads[R]["key"]]: Schema.Array$<(typeof CATALOGUE_LISTS)[R]> }
  & (Reads[R]["paged"] extends true ? typeof Paging.fields : unknown)

/** The answer of a list's read: `{ success: true, [key]: entries }`, with the paging when it is paged. */
export const catalogueListAnswer = <R extends CatalogueListName>(resource: R): Schema.Struct<ListAnswerFields<R>> => {
  const read = CATALOGUE_LIST_READS[resource]
  return Schema.Struct({
    success: successTrue,
    ...keyed(read.key, Schema.Array(CATALOGUE_LISTS[resource])),
    ...(read.paged ? Paging.fields : {})
  }) as unknown as Schema.Struct<ListAnswerFields<R>>
}

/** The read's path under the contract's prefix, as the contract serves it (`/api/v1/subcategory/all`). */
export const catalogueListPath = (resource: CatalogueListName): string => {
  const read = CATALOGUE_LIST_READS[resource]
  return `${API_PREFIX}/${read.segment}/${read.path}`
}
