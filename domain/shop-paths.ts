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
 * Every address the browser's router has a screen for (its route tree's full paths; a `$name`
 * segment is any one segment). The server answers any other address 404, with the page that
 * shows the shop's not-found screen under its header and search (issue 33: it answered 200). Kept
 * here, not read from the router, as the server does not load the app's routes; a test compares
 * the two (src/app/shop-paths.routes.test.ts). `/{category}/{brand}` is every two-segment path.
 */
export const SHOP_PAGES: ReadonlyArray<string> = [
  "/", "/login", "/searchproductpage", "/About", "/Affiliate", "/Blog", "/BlogDetails", "/CancellationPolicy", "/Career",
  "/Compare", "/Content1", "/EmptyOder", "/Faq", "/OrderSuccess", "/PrivacyPolicy", "/ProductInfo", "/RefundPolicy",
  "/Register", "/TermsSale", "/TermsUse", "/cart", "/check-out", "/mobcategory", "/my-account", "/wishlist",
  "/$category/$brand", "/category/$category", "/product-search/$search", "/shop/$sub_category",
  "/order-tracking/$orderId", "/product-info/$producturl", "/tag-search/$cat_tag", "/updateaddress/$id",
  "/search/$super_category/$category", "/search/$super_category/$category/$sub_category",
  "/admin", "/admin/audit", "/admin/brands", "/admin/categories", "/admin/coupons", "/admin/dashboard", "/admin/import-export",
  "/admin/messages", "/admin/returns", "/admin/reviews", "/admin/settings", "/admin/sliders", "/admin/staff",
  "/admin/super-categories", "/admin/customers", "/admin/customers/$clientId", "/admin/orders", "/admin/orders/$orderid",
  "/admin/orders/$orderid/slip", "/admin/products", "/admin/products/new", "/admin/products/$id"
]

const PAGE_SEGMENTS = SHOP_PAGES.map((page) => page.split("/").filter((segment) => segment !== ""))

const matches = (page: ReadonlyArray<string>, segments: ReadonlyArray<string>): boolean =>
  page.length === segments.length && page.every((segment, i) => segment.startsWith("$") || segment.toLowerCase() === segments[i]!.toLowerCase())

/** Whether the router has a screen for `pathname` (decoded), as it matches: any case, a trailing slash or not. */
export const isShopPage = (pathname: string): boolean => {
  const segments = pathname.split("/").filter((segment) => segment !== "")
  return PAGE_SEGMENTS.some((page) => matches(page, segments))
}

/**
 * The category and brand slugs of a path only the brand page (`/{category}/{brand}`) has a screen
 * for, or undefined: a two-segment path that no screen of its own (`/admin/audit`,
 * `/product-info/{slug}`) takes, as the router matches static segments first. The server answers
 * it 404 when the shop has no such category or shown brand (issue 33: `/x/y` answered 200).
 */
export const brandPageOf = (pathname: string): { readonly category: string; readonly brand: string } | undefined => {
  const segments = pathname.split("/").filter((segment) => segment !== "")
  if (segments.length !== 2) return undefined
  const [category, brand] = segments as [string, string]
  return PAGE_SEGMENTS.some((page) => page.length === 2 && !page[0]!.startsWith("$") && matches(page, segments)) ? undefined : { category, brand }
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
