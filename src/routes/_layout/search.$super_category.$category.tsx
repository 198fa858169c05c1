import { createFileRoute, notFound } from "@tanstack/react-router"
import { superCategorySlug } from "#domain/search-submit.ts"
import { categoryBySlug, loadListing } from "../../app/listing-data.ts"
import { validateListingSearch } from "../../app/listing-search.ts"
import { Listing } from "../../components/listing.tsx"
import { parentsOfCategory } from "../../components/listing-subtitle.tsx"

/** /search/{super_category}/{category}: a category reached from search or the home page. */
export const Route = createFileRoute("/_layout/search/$super_category/$category")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const category = await categoryBySlug(context, params.category)
    if (superCategorySlug(category.superCategory) !== params.super_category) throw notFound()
    const data = await loadListing(context, { category: params.category }, deps)
    return { category, ...data }
  },
  component: function SearchCategoryListing() {
    const { category, result, facets } = Route.useLoaderData()
    return <Listing title={category.name} titleHi={category.nameHi} subtitle={parentsOfCategory(category)} result={result} facets={facets} search={Route.useSearch()} />
  }
})
