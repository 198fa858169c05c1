import type { Product } from "#domain/product.ts"

/**
 * The products of a wishlist or compare list, or what their read failed with: kept as it is, so the
 * screen says it in the page's language (src/components/failure-sentence.ts).
 */
export type ProductsAnswer =
  | { readonly ok: true; readonly products: ReadonlyArray<Product> }
  | { readonly ok: false; readonly failure: unknown }

/** What a saved list's route loader gives its screen: the ids it asked for and the answer. */
export interface SavedProductsData {
  readonly asked: ReadonlyArray<string>
  readonly answer: ProductsAnswer
}

/**
 * The ids of the list that the loader did not ask for (added since, by a sign-in's merge or another
 * tab): when there are some, the screen has its loader read again. A removed product needs no call:
 * the screen leaves it out (`inListOrder`).
 */
export const unasked = (data: SavedProductsData, ids: ReadonlyArray<string>): ReadonlyArray<string> => {
  const asked = new Set(data.asked)
  return ids.filter((id) => !asked.has(id))
}

/** Orders the products as the list holds them, leaving out what the list no longer holds. */
export const inListOrder = (products: ReadonlyArray<Product>, ids: ReadonlyArray<string>): ReadonlyArray<Product> => {
  const byId = new Map(products.map((p) => [p._id as string, p]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
