import { createFileRoute, notFound } from "@tanstack/react-router"
import { Effect } from "effect"
import { superCategorySlug } from "#domain/search-suggestions.ts"
import { CatalogueApi } from "../../app/api-tags.ts"
import { loadListing, lookup } from "../../app/listing-data.ts"
import { Listing, validateListingSearch } from "../../components/listing.tsx"

/** /search/{super_category}/{category}: a category reached from search or the home page. */
export const Route = createFileRoute("/_layout/search/$super_category/$category")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const category = await lookup(context.runtime, Effect.flatMap(CatalogueApi, (api) => api.categoryBySlug(params.category)))
    if (superCategorySlug(category.superCategory) !== params.super_category) throw notFound()
    const data = await loadListing(context.runtime, { category: params.category }, deps, params.category)
    return { category, ...data }
  },
  component: function SearchCategoryListing() {
    const { category, result, brands } = Route.useLoaderData()
    return <Listing title={category.name} subtitle={category.superCategory} result={result} brands={brands} search={Route.useSearch()} />
  }
})
