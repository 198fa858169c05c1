// Issue 39, ADR 064: the wishlist's and the compare list's controls drawn on every page (the heart on
// a product, the header's wishlist link, the compare bar), in English. Few and short: they travel
// with every page's start-up (src/components/saved-lists.tsx). The wishlist and compare pages' own
// texts are the account's (account.en.ts). `npm run i18n:compile` after a change.

export const messages = {
  "saved.add": "Add {name} to wishlist",
  "saved.remove": "Remove {name} from wishlist",
  "saved.inWishlist": "In wishlist",
  "saved.addToWishlist": "Add to wishlist",
  "saved.inWishlistLabel": "In wishlist: {name}",
  "saved.addToWishlistLabel": "Add to wishlist: {name}",
  "saved.link": "Wishlist, {count, plural, one {# product} other {# products}}",
  "saved.compareList": "Compare list",
  "saved.dismiss": "Dismiss message",
  "saved.toCompare": "{count, plural, one {# product} other {# products}} to compare",
  "saved.compareNow": "Compare now",
  "saved.clear": "Clear",
  "saved.compareFull": "You can compare up to {limit} products. Remove one to add another."
} as const
