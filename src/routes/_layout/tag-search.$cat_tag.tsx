import { createFileRoute } from "@tanstack/react-router"
import { CatalogueApi, featureCall } from "../../app/api-tags.ts"
import { loadListing, lookup } from "../../app/listing-data.ts"
import { validateListingSearch } from "../../app/listing-search.ts"
import { Listing } from "../../components/listing.tsx"
import { parentsOfTag } from "../../components/listing-subtitle.tsx"

/** /tag-search/{cat_tag}: the products of a category tag. */
export const Route = createFileRoute("/_layout/tag-search/$cat_tag")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const tag = await lookup(context.runtime, featureCall(CatalogueApi)((api) => api.categoryTagBySlug(params.cat_tag)))
    const data = await loadListing(context, { tag: params.cat_tag }, deps)
    return { tag, ...data }
  },
  component: function TagListing() {
    const { tag, result, facets } = Route.useLoaderData()
    return <Listing title={tag.name} titleHi={tag.nameHi} subtitle={parentsOfTag(tag)} result={result} facets={facets} search={Route.useSearch()} />
  }
})
