import { createFileRoute } from "@tanstack/react-router"
import { Effect } from "effect"
import { CatalogueApi } from "../../app/api-tags.ts"
import { loadListing, lookup } from "../../app/listing-data.ts"
import { Listing, validateListingSearch } from "../../components/listing.tsx"

/** /category/{category}: the products of a category, with its brands. */
export const Route = createFileRoute("/_bare/category/$category")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const category = await lookup(context.runtime, Effect.flatMap(CatalogueApi, (api) => api.categoryBySlug(params.category)))
    const data = await loadListing(context.runtime, { category: params.category }, deps, params.category)
    return { category, ...data }
  },
  component: function CategoryListing() {
    const { category, result, brands } = Route.useLoaderData()
    return <Listing title={category.name} subtitle={category.superCategory} result={result} brands={brands} search={Route.useSearch()} />
  }
})
