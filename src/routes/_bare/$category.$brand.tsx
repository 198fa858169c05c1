import { createFileRoute, notFound } from "@tanstack/react-router"
import { featureCall, ProductApi } from "../../app/api-tags.ts"
import { categoryBySlug, loadListing, lookup } from "../../app/listing-data.ts"
import { validateListingSearch } from "../../app/listing-search.ts"
import { Listing } from "../../components/listing.tsx"
import { parentsOfCategory } from "../../components/listing-subtitle.tsx"
import { useTexts } from "../../i18n/i18n.tsx"
import { browseTexts } from "../../i18n/texts/browse.ts"
import { shownName } from "#domain/catalogue-language.ts"

/** /{category}/{brand}: one brand's products in a category. */
export const Route = createFileRoute("/_bare/$category/$brand")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const [category, brand] = await Promise.all([
      categoryBySlug(context, params.category),
      lookup(context.runtime, featureCall(ProductApi)((api) => api.brandBySlug(params.brand)))
    ])
    // A brand the shop has hidden is not shown to shoppers (§7's lookup answers it whatever it is).
    if (!brand.show) throw notFound()
    const data = await loadListing(context, { category: params.category, brand: params.brand }, { ...deps, brand: params.brand })
    return { category, brand, ...data }
  },
  component: function BrandListing() {
    const { category, brand, result, facets } = Route.useLoaderData()
    const { t, language } = useTexts(browseTexts)
    return <Listing title={t("browse.brandIn", { brand: shownName(brand, language), category: shownName(category, language) })} subtitle={parentsOfCategory(category)} result={result} facets={facets} fixedBrand search={Route.useSearch()} />
  }
})
