// Issue 39, ADR 064: the texts of a listing's filter panel (src/components/facet-choices.tsx, fetched
// with the counts when a panel is first shown) and of the chosen filters' chips above the products
// (src/components/listing-filters.tsx), in English. A price band's words are picked by the domain's
// rule (domain/listing-facets.ts bandLabel). `npm run i18n:compile` after a change.

export const messages = {
  "filters.brand": "Brand",
  "filters.price": "Price",
  "filters.size": "Size",
  "filters.discount": "Discount",
  "filters.rating": "Customer rating",
  "filters.colour": "Colour",
  "filters.anyPrice": "Any price",
  "filters.any": "Any",
  "filters.showFewer": "Show fewer",
  "filters.showAll": "Show all {count}",
  "filters.range": "From {min} to {max}",
  "filters.under": "Under {amount}",
  "filters.andAbove": "{amount} and above",
  "filters.between": "{min} to {max}",
  "filters.discountAtLeast": "{percent}% or more",
  "filters.ratingAtLeast": "{stars}★ & above",
  "filters.chosen": "Chosen filters",
  "filters.remove": "Remove filter {label}",
  "filters.sizeChip": "Size {value}",
  "filters.clearAll": "Clear all"
} as const

/** A text's key in the filters' area. */
export type FiltersKey = keyof typeof messages
