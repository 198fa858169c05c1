import { notFound } from "@tanstack/react-router"
import { Cause, Effect, Exit, Option } from "effect"
import type { Brand } from "#domain/brand.ts"
import type { ProductListParams } from "#domain/http/product.http.ts"
import type { ListingPage, ListingSearch } from "../components/listing.tsx"
import { type CallFailed, ProductApi } from "./api-tags.ts"
import type { ApiRuntime, ApiServices } from "./runtime.ts"

export interface ListingData {
  readonly result: ListingPage
  readonly brands: ReadonlyArray<Brand>
}

type Filter = Pick<ProductListParams, "superCategory" | "category" | "subCategory" | "tag" | "brand">

/** A listing's page of products and its brand filter; brands are optional (a failure hides the filter). */
export const loadListing = (runtime: ApiRuntime, filter: Filter, search: ListingSearch, brandCategoryUrl?: string) =>
  runtime.runPromise(
    Effect.gen(function* () {
      const api = yield* ProductApi
      const [page, brands] = yield* Effect.all([
        api.all({ ...filter, ...search }),
        brandCategoryUrl === undefined
          ? Effect.succeed<ReadonlyArray<Brand>>([])
          : api.brandsOfCategory(brandCategoryUrl).pipe(Effect.orElseSucceed((): ReadonlyArray<Brand> => []))
      ], { concurrency: 2 })
      return {
        result: { products: page.product, page: page.page, limit: page.limit, total: page.total },
        brands
      } satisfies ListingData
    })
  )

const isMissing = (error: CallFailed) => {
  const tag = (error.cause as { readonly _tag?: string } | undefined)?._tag
  return tag === "NotFound" || tag === "HttpApiDecodeError" || tag === "BadRequest"
}

/** Runs a lookup for a route loader: a 404 or a malformed slug from the server is the route's not-found page. */
export const lookup = async <A>(runtime: ApiRuntime, effect: Effect.Effect<A, CallFailed, ApiServices>): Promise<A> => {
  const exit = await runtime.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.failureOption(exit.cause)
  if (Option.isSome(failure) && isMissing(failure.value)) throw notFound()
  throw Cause.squash(exit.cause)
}
