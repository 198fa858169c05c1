/**
 * The shop's addresses that name catalogue entries by slug. Slugs are lower-case (domain/common.ts
 * `Slug`), so `/search/Clothing/men`, typed or pasted with a capital, names the same page as
 * `/search/clothing/men` (issue 16: it answered the not-found page). `canonicalPath` gives the one
 * address such a path stands for; the server answers a permanent redirect to it, so each page has
 * one address (and one entry in a search engine). The shop's own links are lower-case already, so
 * only a typed or pasted address meets it, and that always comes to the server first (the router
 * does not check it again: the home page's JavaScript budget, DESIGN §6).
 */

// Screens whose every segment after the first is a slug.
const SLUG_SCREENS = new Set(["search", "tag-search", "category", "shop", "product-info"])

// First segments that are screens of their own: `/{category}/{brand}` is every other two-segment path.
const NOT_BRAND_PAGES = new Set([
  "admin", "order-tracking", "updateaddress", "product-search", "searchproductpage", "api", "assets", "pay", "dev"
])

/** The canonical form of a shop path, or undefined when the path already is (or names no slug). */
export const canonicalPath = (pathname: string): string | undefined => {
  if (!/[A-Z]/.test(pathname)) return undefined
  const segments = pathname.split("/")
  // ["", first, ...rest]
  const first = segments[1] ?? ""
  const slugScreen = SLUG_SCREENS.has(first.toLowerCase()) && segments.length >= 3
  const brandPage = segments.length === 3 && !NOT_BRAND_PAGES.has(first.toLowerCase()) && first !== "" && segments[2] !== ""
  if (!slugScreen && !brandPage) return undefined
  const canonical = segments.map((segment) => segment.toLowerCase()).join("/")
  return canonical === pathname ? undefined : canonical
}

/**
 * Every query parameter a screen reads (its route's `validateSearch`): listings' page, sort, brand
 * and price band, and their filters (issue 19 item 4: brands, size, colour, discount, rating,
 * attrs); search and admin pages; the blog post; the order and the gateway's result. Any
 * other parameter (a campaign's `utm_source`, a random string) changes nothing a screen shows.
 */
export const SEARCH_KEYS: ReadonlySet<string> = new Set([
  "page", "sort", "brand", "minPrice", "maxPrice", "brands", "size", "colour", "discount", "rating", "attrs",
  "q", "status", "post", "producturl", "mode", "from", "to",
  "orderid", "attemptId", "paymentId", "signature", "outcome"
])

/**
 * The query of an address as a screen reads it (issue 17): the parameters screens read, in a fixed
 * order, the others dropped; "" when none is left. Two addresses with the same canonical query show
 * the same page, so the server draws it once for both.
 */
export const canonicalSearch = (search: string): string => {
  const params = new URLSearchParams(search)
  const kept = [...params].filter(([key]) => SEARCH_KEYS.has(key)).sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
  return kept.length === 0 ? "" : `?${new URLSearchParams(kept).toString()}`
}
