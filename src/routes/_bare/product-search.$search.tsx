import { createFileRoute } from "@tanstack/react-router"
import { Effect, Either, Schema } from "effect"
import { ProductApi } from "../../app/api-tags.ts"
import { Listing } from "../../components/listing.tsx"
import { DidYouMean } from "./-components/did-you-mean.tsx"

const Page = Schema.Number.pipe(Schema.int(), Schema.between(1, 100_000))

/** /product-search/{search}: search results, best matches first, paged. */
export const Route = createFileRoute("/_bare/product-search/$search")({
  // `page` is always returned (undefined when malformed) so the raw value cannot survive validation.
  validateSearch: (raw: Record<string, unknown>): { page?: number | undefined } => {
    const page = Schema.decodeUnknownEither(Page)(raw["page"])
    return { page: Either.isRight(page) ? page.right : undefined }
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const text = params.search.trim().slice(0, 100)
    if (text === "") return { text, result: { products: [], page: 1, limit: 24, total: 0 } }
    const page = await context.runtime.runPromise(Effect.flatMap(ProductApi, (api) => api.search(text, deps.page ?? 1)))
    return { text, result: { products: page.products, page: page.page, limit: page.limit, total: page.total } }
  },
  component: function SearchResults() {
    const { text, result } = Route.useLoaderData()
    return (
      <>
        <Listing title={`Results for “${text}”`} result={result} search={Route.useSearch()} filters={false} />
        {result.total === 0 && text !== "" && <DidYouMean key={text} text={text} />}
      </>
    )
  }
})
