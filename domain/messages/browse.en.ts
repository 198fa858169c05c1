// Issue 39, ADR 064: the texts of searching and browsing the catalogue (the search box's suggestions,
// the search page and its results' title, "Did you mean", a brand's listing title), in the spec's
// English; an area apart from the product page's, so a listing or the search box does not carry that
// page's texts. Catalogue names stay as the shop enters them. `npm run i18n:compile` after a change.

export const messages = {
  "browse.suggestions": "Search suggestions",
  "browse.categories": "Categories",
  "browse.subCategories": "Subcategories",
  "browse.tags": "Tags",
  "browse.products": "Products",
  "browse.brands": "Brands",
  "browse.inPlace": "in {name}",
  "browse.brandIn": "{brand} in {category}",
  "browse.resultsFor": "Results for “{text}”",
  "browse.searchTitle": "Search Bazaar",
  "browse.searchHint": "Type at least two letters in the search box for suggestions, or browse a category.",
  "browse.didYouMean": "Did you mean {queries}?",
  "browse.or": " or "
} as const
