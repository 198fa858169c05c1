import { Effect } from "effect"
import { use } from "react"
import type { Product } from "#domain/product.ts"
import { failureSentence } from "#domain/failure-words.ts"
import { ShopApi } from "../app/api-tags.ts"
import type { ApiRuntime } from "../app/runtime.ts"

/** The products of a wishlist or compare list, or the reason they could not be read. */
export type ProductsAnswer =
  | { readonly ok: true; readonly products: ReadonlyArray<Product> }
  | { readonly ok: false; readonly message: string }

interface Fetched { readonly ids: ReadonlySet<string>; readonly at: number; readonly answer: Promise<ProductsAnswer>; failed: boolean }

// Prices and stock change: an answer older than this is read again.
const FRESH_MS = 60_000
const KEPT = 8
const fetched: Array<Fetched> = []

/**
 * The products behind a list of ids (GET product/by-ids), for React's `use` under Suspense. A list
 * that shrank (a product removed) is answered from the answer already held, so removing a product
 * does not show 'Loading...' again; a list that grew is read afresh.
 */
export const productsFor = (runtime: ApiRuntime, ids: ReadonlyArray<string>, now: number = Date.now()): Promise<ProductsAnswer> => {
  const held = fetched.find((f) => now - f.at < FRESH_MS && ids.every((id) => f.ids.has(id)))
  if (held !== undefined) return held.answer
  const answer = runtime
    .runPromise(Effect.flatMap(ShopApi, (api) => api.productsByIds(ids)))
    .then((products): ProductsAnswer => ({ ok: true, products }), (error: unknown): ProductsAnswer => ({ ok: false, message: failureSentence(error) }))
  fetched.unshift({ ids: new Set(ids), at: now, answer, failed: false })
  fetched.splice(KEPT)
  void answer.then((a) => {
    const entry = fetched.find((f) => f.answer === answer)
    if (entry !== undefined && !a.ok) entry.failed = true
  })
  return answer
}

/** Forgets the failed reads, so that the next render asks the server again ('Try again'). */
export const forgetFailedProducts = (): void => {
  for (let i = fetched.length - 1; i >= 0; i--) if (fetched[i]?.failed === true) fetched.splice(i, 1)
}

/** Orders the products as the list holds them, leaving out what the list no longer holds. */
export const inListOrder = (products: ReadonlyArray<Product>, ids: ReadonlyArray<string>): ReadonlyArray<Product> => {
  const byId = new Map(products.map((p) => [p._id as string, p]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** Suspends until the products of `ids` are read (wrap the caller in Suspense). */
export const useProducts = (runtime: ApiRuntime, ids: ReadonlyArray<string>): ProductsAnswer => use(productsFor(runtime, ids))
