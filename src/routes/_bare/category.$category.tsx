import { createFileRoute } from "@tanstack/react-router"
import { categoryBySlug, loadListing } from "../../app/listing-data.ts"
import { validateListingSearch } from "../../app/listing-search.ts"
import { Listing } from "../../components/listing.tsx"
import { parentsOfCategory } from "../../components/listing-subtitle.tsx"

/** /category/{category}: the products of a category, with its brands. */
export const Route = createFileRoute("/_bare/category/$category")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const category = await categoryBySlug(context, params.category)
    const data = await loadListing(context, { category: params.category }, deps)
    return { category, ...data }
  },
  component: function CategoryListing() {
    const { category, result, facets } = Route.useLoaderData()
    return <Listing title={category.name} titleHi={category.nameHi} subtitle={parentsOfCategory(category)} result={result} facets={facets} search={Route.useSearch()} />
  }
})
