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
