import { createFileRoute } from "@tanstack/react-router"
import { activeFilterCount } from "#domain/listing-facets.ts"
import { featureCall, ProductApi, searchCall } from "../../app/api-tags.ts"
import { facetsOf } from "../../app/listing-facets.ts"
import { filtersOf, validateListingSearch } from "../../app/listing-search.ts"
import { Listing } from "../../components/listing.tsx"
import { DidYouMean } from "./-components/did-you-mean.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { browseTexts } from "../../i18n/texts/browse.ts"

/** /product-search/{search}: search results, best matches first unless sorted, with the listing filters (issue 19 item 4). */
export const Route = createFileRoute("/_bare/product-search/$search")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const text = params.search.trim().slice(0, 100)
    if (text === "") return { text, result: { products: [], page: 1, limit: 24, total: 0 }, facets: undefined }
    const filters = filtersOf(deps)
    const facets = facetsOf(context.runtime, { q: text, ...filters })
    const page = await context.runtime.runPromise(featureCall(ProductApi)((api) => api.search({ q: text, ...filters, page: deps.page, sort: deps.sort })))
    // Nothing found for the words themselves (not for the filters chosen): the closest queries,
    // deferred (the page draws without them), their client loaded only then (ADR 033, 045).
    const closest = page.total === 0 && activeFilterCount(filters) === 0
      ? context.runtime.runPromise(searchCall((api) => api.closest(text))).catch((): ReadonlyArray<string> => [])
      : undefined
    return { text, result: { products: page.products, page: page.page, limit: page.limit, total: page.total }, facets, closest }
  },
  component: function SearchResults() {
    const { text, result, facets, closest } = Route.useLoaderData()
    const search = Route.useSearch()
    const { t } = useTexts(browseTexts)
    return (
      <>
        <Listing title={t("browse.resultsFor", { text })} result={result} search={search} searchResults {...(facets === undefined ? { filters: false } : { facets })} />
        {closest !== undefined && <DidYouMean key={text} closest={closest} />}
      </>
    )
  }
})
