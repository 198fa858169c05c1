import { createFileRoute } from "@tanstack/react-router"
import { loadListing, subCategoryBySlug } from "../../app/listing-data.ts"
import { validateListingSearch } from "../../app/listing-search.ts"
import { Listing } from "../../components/listing.tsx"
import { parentsOfSubCategory } from "../../components/listing-subtitle.tsx"

/** /shop/{sub_category}: the products of a subcategory, with its category's brands. */
export const Route = createFileRoute("/_bare/shop/$sub_category")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const subCategory = await subCategoryBySlug(context, params.sub_category)
    const data = await loadListing(context, { subCategory: params.sub_category }, deps)
    return { subCategory, ...data }
  },
  component: function SubCategoryListing() {
    const { subCategory, result, facets } = Route.useLoaderData()
    return <Listing title={subCategory.name} titleHi={subCategory.nameHi} subtitle={parentsOfSubCategory(subCategory)} result={result} facets={facets} search={Route.useSearch()} />
  }
})
