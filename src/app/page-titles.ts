import type { FileRoutesById } from "../routeTree.gen.ts"

/**
 * Every screen's own title (issue 16: every page was just "Bazaar"): what the browser's tab, its
 * history and a search engine show. One table by route, read by the browser as it moves
 * (`TitleSync` in the root route) and by the server's first view, so both say the same.
 */
export const SHOP_NAME = "Bazaar"

/** A screen's title: its own words first, the shop's name after. */
export const titled = (words: string): string => `${words} | ${SHOP_NAME}`

/** What the deepest matched route knows when its title is read. */
export interface TitleMatch {
  readonly routeId: string
  readonly params: Readonly<Record<string, string>>
  readonly loaderData?: unknown
}

const field = (data: unknown, ...path: ReadonlyArray<string>): string | undefined => {
  let value: unknown = data
  for (const key of path) value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined
}

/** A path parameter as the shopper typed it (a malformed escape stays as it is). */
const decoded = (param: string | undefined): string | undefined => {
  if (param === undefined || param.trim() === "") return undefined
  try {
    return decodeURIComponent(param).trim()
  } catch {
    return param.trim()
  }
}

/** A slug as words, when the screen has nothing better: "mens-kurta" is "Mens kurta". */
const wordsOfSlug = (slug: string | undefined): string | undefined => {
  const text = decoded(slug)
  if (text === undefined) return undefined
  const words = text.replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim()
  return words === "" ? undefined : words.charAt(0).toUpperCase() + words.slice(1)
}

type RouteId = keyof FileRoutesById
type TitleOf = string | ((match: TitleMatch) => string | undefined)

const TITLES: Partial<Record<RouteId, TitleOf>> = {
  "/_layout/": `${SHOP_NAME}: online shopping for fashion, home and more`,
  "/_layout/About": "About us",
  "/_layout/Affiliate": "Affiliate programme",
  "/_layout/Blog": "Blog",
  "/_layout/BlogDetails": (m) => field(m.loaderData, "title") ?? "Blog post",
  "/_layout/CancellationPolicy": "Cancellation policy",
  "/_layout/Career": "Careers",
  "/_layout/Compare": "Compare products",
  "/_layout/Content1": "Contact us",
  "/_layout/EmptyOder": "No orders yet",
  "/_layout/Faq": "Frequently asked questions",
  "/_layout/OrderSuccess": "Order placed",
  "/_layout/PrivacyPolicy": "Privacy policy",
  "/_layout/ProductInfo": (m) => field(m.loaderData, "name") ?? "Product",
  "/_layout/RefundPolicy": "Refund policy",
  "/_layout/Register": "Create your account",
  "/_layout/TermsSale": "Terms of sale",
  "/_layout/TermsUse": "Terms of use",
  "/_layout/admin": "Admin",
  "/_layout/admin/": "Admin",
  "/_layout/admin/brands": "Brands · Admin",
  "/_layout/admin/categories": "Categories · Admin",
  "/_layout/admin/sliders": "Sliders · Admin",
  "/_layout/admin/coupons": "Coupons · Admin",
  "/_layout/admin/dashboard": "Dashboard · Admin",
  "/_layout/admin/messages": "Messages · Admin",
  "/_layout/admin/import-export": "Import and export · Admin",
  "/_layout/admin/orders/": "Orders · Admin",
  "/_layout/admin/orders/$orderid/": "Order · Admin",
  "/_layout/admin/orders/$orderid/slip": "Packing slip · Admin",
  "/_layout/admin/customers/": "Customers · Admin",
  "/_layout/admin/customers/$clientId": "Customer · Admin",
  "/_layout/admin/returns": "Returns · Admin",
  "/_layout/admin/reviews": "Reviews · Admin",
  "/_layout/admin/staff": "Staff · Admin",
  "/_layout/admin/audit": "Audit log · Admin",
  "/_layout/admin/products/": "Products · Admin",
  "/_layout/admin/products/new": "New product · Admin",
  "/_layout/admin/products/$id": "Edit product · Admin",
  "/_layout/admin/settings": "Settings · Admin",
  "/_layout/admin/super-categories": "Super categories · Admin",
  "/_layout/cart": "Cart",
  "/_layout/check-out": "Checkout",
  "/_layout/mobcategory": "Categories",
  "/_layout/my-account": "My account",
  "/_layout/order-tracking/$orderId": (m) => `Order ${m.params["orderId"] ?? ""}`.trim(),
  "/_layout/product-info/$producturl": (m) => field(m.loaderData, "product", "name") ?? wordsOfSlug(m.params["producturl"]),
  "/_layout/search/$super_category/$category": (m) => field(m.loaderData, "category", "name") ?? wordsOfSlug(m.params["category"]),
  "/_layout/search/$super_category/$category_/$sub_category": (m) => field(m.loaderData, "subCategory", "name") ?? wordsOfSlug(m.params["sub_category"]),
  "/_layout/tag-search/$cat_tag": (m) => field(m.loaderData, "tag", "name") ?? wordsOfSlug(m.params["cat_tag"]),
  "/_layout/updateaddress/$id": "Edit address",
  "/_layout/wishlist": "My wishlist",
  "/_bare/$category/$brand": (m) => {
    const brand = field(m.loaderData, "brand", "name") ?? wordsOfSlug(m.params["brand"])
    const category = field(m.loaderData, "category", "name") ?? wordsOfSlug(m.params["category"])
    return brand === undefined ? category : category === undefined ? brand : `${brand} in ${category}`
  },
  "/_bare/category/$category": (m) => field(m.loaderData, "category", "name") ?? wordsOfSlug(m.params["category"]),
  "/_bare/login": "Sign in",
  "/_bare/product-search/$search": (m) => {
    const text = field(m.loaderData, "text") ?? decoded(m.params["search"])
    return text === undefined ? "Search" : `Search results for "${text}"`
  },
  "/_bare/searchproductpage": "Search",
  "/_bare/shop/$sub_category": (m) => field(m.loaderData, "subCategory", "name") ?? wordsOfSlug(m.params["sub_category"])
}

/** The title of the screen a route match shows; the home page's and unknown screens' name the shop. */
export const pageTitleOf = (match: TitleMatch | undefined): string => {
  if (match === undefined) return SHOP_NAME
  const title = TITLES[match.routeId as RouteId]
  if (title === undefined) return SHOP_NAME
  if (match.routeId === "/_layout/") return title as string
  const words = typeof title === "string" ? title : title(match)
  return words === undefined ? SHOP_NAME : titled(words)
}

/** The title for a not-found page. */
export const NOT_FOUND_TITLE = titled("Page not found")

/** What the router's matches carry that a title needs (TanStack Router's `RouteMatch`). */
interface RouterMatch {
  readonly routeId: string
  readonly params: unknown
  readonly loaderData?: unknown
  readonly status: string
  readonly globalNotFound?: boolean
}

/** The title of the screen the router shows: its deepest match's, or the not-found page's. */
export const titleOfMatches = (matches: ReadonlyArray<RouterMatch>): string => {
  if (matches.some((match) => match.status === "notFound" || match.globalNotFound === true)) return NOT_FOUND_TITLE
  const deepest = matches.at(-1)
  return pageTitleOf(deepest === undefined ? undefined : {
    routeId: deepest.routeId,
    params: (deepest.params ?? {}) as Record<string, string>,
    loaderData: deepest.loaderData
  })
}
