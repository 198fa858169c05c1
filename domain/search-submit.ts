import { slugify } from "./common.ts"
import { ERROR_TEXTS } from "./error-texts.ts"

// §2 Search: what the header's box does when it is sent, and the super category's link segment.
// Apart from the suggestions (search-suggestions.ts): every page's header needs these, while the
// suggestions' index is fetched with the box's first use (issue 36: the pages' budgets).

/**
 * The `{superCategory}` segment of a suggestion's link. Entries carry the super category's NAME, so the
 * link spells it as the shop slugs names: the one rule, `slugify` in domain/common.ts, which
 * makes SuperCategory.slugUrl (and the §2 footer's "/shop/skincare,-bath--body"): lower-case; '&',
 * apostrophes and brackets dropped; each space a '-'; anything else outside [a-z0-9,.-] dropped.
 * "Toys & games" -> "toys--games", "Home and furniture" -> "home-and-furniture". The result is a
 * valid Slug, so it needs no escaping.
 */
export const superCategorySlug = (name: string): string => slugify(name)

/**
 * §2 Enter or the search icon: /product-search/{text}, with the text trimmed and escaped as one path
 * segment. Blank text counts as empty (§5), so `null`.
 */
export const searchPath = (text: string): string | null => {
  const trimmed = text.trim()
  return trimmed === "" ? null : `/product-search/${encodeURIComponent(trimmed)}`
}

export type SearchSubmit =
  | { readonly _tag: "navigate"; readonly path: string }
  | { readonly _tag: "alert"; readonly message: typeof ERROR_TEXTS.searchEmpty }

/** §2, §5 submit: go to the product search, or the alert 'Please type something...' for empty text. */
export const searchSubmit = (text: string): SearchSubmit => {
  const path = searchPath(text)
  return path === null ? { _tag: "alert", message: ERROR_TEXTS.searchEmpty } : { _tag: "navigate", path }
}
