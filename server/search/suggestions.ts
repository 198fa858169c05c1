import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type BrandSuggestion, productSuggestionOf, SUGGESTIONS_PER_KIND } from "#domain/catalogue-suggestions.ts"
import { normaliseQuery } from "#domain/search-query.ts"
import { suggestedProducts } from "../product/product.repo.ts"

// The header's product and brand suggestions (issue 19 item 5, GET search/suggest,
// docs/decisions/035-product-and-brand-suggestions.md). §2's category kinds are the browser's own.

/**
 * Up to `limit` brands shown in the storefront whose names have a word starting with the query
 * (in Latin letters, as the search spells it: "ब" is "b"), each in every category of the shop's it
 * sells in (brand_categories) and has shown products in: a brand in two categories is two
 * suggestions, as its two pages are. Names starting with the query first, then by name, then the
 * categories in the shop's order.
 */
const suggestedBrands = (text: string, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const query = normaliseQuery(text)
    if (query === "") return []
    // normaliseQuery leaves letters, digits and single spaces: nothing in it is a LIKE pattern.
    return yield* sql<BrandSuggestion>`
      WITH b AS (
        SELECT b.id, b.name, b.slug_url, b.desktop_image, trim(regexp_replace(lower(b.name), '[^a-z0-9]+', ' ', 'g')) AS spelt
        FROM brands b WHERE b.show
      )
      SELECT b.id AS "_id", b.name, b.slug_url AS "slugUrl", b.desktop_image AS image,
        c.name AS category, c.slug_url AS "categorySlugUrl"
      FROM b
      JOIN brand_categories bc ON bc.brand_id = b.id
      JOIN categories c ON c.id = bc.category_id AND c.status
      WHERE (b.spelt LIKE ${`${query}%`} OR b.spelt LIKE ${`% ${query}%`})
        AND EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND p.category_id = c.id AND p.show)
      ORDER BY (b.spelt LIKE ${`${query}%`}) DESC, b.name, c.position, c.name
      LIMIT ${limit}`
  })

/** GET search/suggest: the products and brands the header suggests for `text` (at least 2 characters). */
export const catalogueSuggestions = (text: string) =>
  Effect.all({
    products: Effect.map(suggestedProducts(text, SUGGESTIONS_PER_KIND), (products) => products.map(productSuggestionOf)),
    brands: suggestedBrands(text, SUGGESTIONS_PER_KIND)
  }, { concurrency: 2 })
