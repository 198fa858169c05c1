import { createFileRoute, notFound } from "@tanstack/react-router"
import { superCategorySlug } from "#domain/search-submit.ts"
import { loadListing, subCategoryBySlug } from "../../app/listing-data.ts"
import { validateListingSearch } from "../../app/listing-search.ts"
import { Listing } from "../../components/listing.tsx"
import { parentsOfSubCategory } from "../../components/listing-subtitle.tsx"

/** /search/{super_category}/{category}/{sub_category}: a subcategory reached from search. */
export const Route = createFileRoute("/_layout/search/$super_category/$category_/$sub_category")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const subCategory = await subCategoryBySlug(context, params.sub_category)
    if (subCategory.categorySlugUrl !== params.category || superCategorySlug(subCategory.superCategory) !== params.super_category) throw notFound()
    const data = await loadListing(context, { subCategory: params.sub_category }, deps)
    return { subCategory, ...data }
  },
  component: function SearchSubCategoryListing() {
    const { subCategory, result, facets } = Route.useLoaderData()
    return <Listing title={subCategory.name} titleHi={subCategory.nameHi} subtitle={parentsOfSubCategory(subCategory)} result={result} facets={facets} search={Route.useSearch()} />
  }
})
