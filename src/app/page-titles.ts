import { type MessageDescriptor, setupI18n } from "@lingui/core"
import { shownName } from "#domain/catalogue-language.ts"
import type { Language } from "#domain/language.ts"
import type { CompiledTexts } from "../i18n/i18n.tsx"
import { titlesTexts } from "../i18n/texts/titles.ts"
import type { FileRoutesById } from "../routeTree.gen.ts"

/**
 * Every screen's own title (issue 16: every page was just "Bazaar"): what the browser's tab, its
 * history and a search engine show. One table by route, read by the browser as it moves
 * (`TitleSync` in the root route) and by the server's first view, so both say the same. The words
 * are the page's language's (issue 39: "कार्ट | Bazaar" under /hi, the `titles` area), and so are a
 * product's, a category's or a brand's names where the shop gave a Hindi one; the admin's screens
 * keep their English titles.
 */
export const SHOP_NAME = "Bazaar"

type TitleKey = keyof typeof titlesTexts.english

/** A title's words in one language, by its message's key and arguments. */
export interface TitleWords {
  (key: TitleKey, values?: Readonly<Record<string, string>>): string
  /** The words' language, which also chooses the catalogue's names a title shows (`shownName`). */
  readonly language: Language
}

// Reads a compiled message with its arguments (the titles have no numbers or plurals, so no locale is needed).
const reader = setupI18n({ locale: "en", messages: { en: {} } })
const wordsOf = (compiled: CompiledTexts<TitleKey>, language: Language): TitleWords =>
  Object.assign((key: TitleKey, values?: Readonly<Record<string, string>>) =>
    reader._({ id: key, message: compiled[key], values } as unknown as MessageDescriptor), { language })

/** The English titles (the spec's screens as they were titled before issue 39). */
export const ENGLISH_TITLES: TitleWords = wordsOf(titlesTexts.english, "en")

let hindiTitles: Promise<TitleWords> | undefined

/** The titles' words in `language`: the English at once, the Hindi fetched once (a chunk of its own). */
export const titleWordsIn = (language: Language): Promise<TitleWords> =>
  language === "en" ? Promise.resolve(ENGLISH_TITLES) : (hindiTitles ??= titlesTexts.hindi().then(({ compiled }) => wordsOf(compiled, "hi")))

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

/**
 * The name of the catalogue entry at `path` in a screen's data (a product, a category, a brand) as
 * the title's language shows it: its Hindi name on a Hindi page where the shop gave one, as the
 * screen's heading shows it (domain/catalogue-language.ts `shownName`).
 */
const nameAt = (data: unknown, say: TitleWords, ...path: ReadonlyArray<string>): string | undefined => {
  const name = field(data, ...path, "name")
  return name === undefined ? undefined : shownName({ name, nameHi: field(data, ...path, "nameHi") }, say.language)
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
/** A screen's words: a message of the `titles` area, or drawn from what the screen shows. */
type TitleOf = TitleKey | ((match: TitleMatch, say: TitleWords) => string | undefined)

/** An admin screen's title: the same in every language. */
const admin = (words: string) => (): string => words

const TITLES: Partial<Record<RouteId, TitleOf>> = {
  "/_layout/": (_m, say) => say("titles.home", { shop: SHOP_NAME }),
  "/_layout/About": "titles.about",
  "/_layout/Affiliate": "titles.affiliate",
  "/_layout/Blog": "titles.blog",
  "/_layout/BlogDetails": (m, say) => field(m.loaderData, "title") ?? say("titles.blogPost"),
  "/_layout/CancellationPolicy": "titles.cancellation",
  "/_layout/Career": "titles.careers",
  "/_layout/Compare": "titles.compare",
  "/_layout/Content1": "titles.contact",
  "/_layout/EmptyOder": "titles.noOrders",
  "/_layout/Faq": "titles.faq",
  "/_layout/OrderSuccess": "titles.orderPlaced",
  "/_layout/PrivacyPolicy": "titles.privacy",
  "/_layout/ProductInfo": (m, say) => nameAt(m.loaderData, say) ?? say("titles.product"),
  "/_layout/RefundPolicy": "titles.refund",
  "/_layout/Register": "titles.register",
  "/_layout/TermsSale": "titles.termsSale",
  "/_layout/TermsUse": "titles.termsUse",
  "/_layout/admin": admin("Admin"),
  "/_layout/admin/": admin("Admin"),
  "/_layout/admin/brands": admin("Brands · Admin"),
  "/_layout/admin/categories": admin("Categories · Admin"),
  "/_layout/admin/sliders": admin("Sliders · Admin"),
  "/_layout/admin/coupons": admin("Coupons · Admin"),
  "/_layout/admin/dashboard": admin("Dashboard · Admin"),
  "/_layout/admin/messages": admin("Messages · Admin"),
  "/_layout/admin/import-export": admin("Import and export · Admin"),
  "/_layout/admin/orders/": admin("Orders · Admin"),
  "/_layout/admin/orders/$orderid/": admin("Order · Admin"),
  "/_layout/admin/orders/$orderid/slip": admin("Packing slip · Admin"),
  "/_layout/admin/customers/": admin("Customers · Admin"),
  "/_layout/admin/customers/$clientId": admin("Customer · Admin"),
  "/_layout/admin/returns": admin("Returns · Admin"),
  "/_layout/admin/reviews": admin("Reviews · Admin"),
  "/_layout/admin/staff": admin("Staff · Admin"),
  "/_layout/admin/audit": admin("Audit log · Admin"),
  "/_layout/admin/products/": admin("Products · Admin"),
  "/_layout/admin/products/new": admin("New product · Admin"),
  "/_layout/admin/products/$id": admin("Edit product · Admin"),
  "/_layout/admin/settings": admin("Settings · Admin"),
  "/_layout/admin/super-categories": admin("Super categories · Admin"),
  "/_layout/cart": "titles.cart",
  "/_layout/check-out": "titles.checkout",
  "/_layout/mobcategory": "titles.categories",
  "/_layout/my-account": "titles.myAccount",
  "/_layout/order-tracking/$orderId": (m, say) => say("titles.order", { orderId: m.params["orderId"] ?? "" }).trim(),
  "/_layout/product-info/$producturl": (m, say) => nameAt(m.loaderData, say, "product") ?? wordsOfSlug(m.params["producturl"]),
  "/_layout/search/$super_category/$category": (m, say) => nameAt(m.loaderData, say, "category") ?? wordsOfSlug(m.params["category"]),
  "/_layout/search/$super_category/$category_/$sub_category": (m, say) => nameAt(m.loaderData, say, "subCategory") ?? wordsOfSlug(m.params["sub_category"]),
  "/_layout/tag-search/$cat_tag": (m, say) => nameAt(m.loaderData, say, "tag") ?? wordsOfSlug(m.params["cat_tag"]),
  "/_layout/updateaddress/$id": "titles.editAddress",
  "/_layout/wishlist": "titles.wishlist",
  "/_bare/$category/$brand": (m, say) => {
    const brand = nameAt(m.loaderData, say, "brand") ?? wordsOfSlug(m.params["brand"])
    const category = nameAt(m.loaderData, say, "category") ?? wordsOfSlug(m.params["category"])
    return brand === undefined ? category : category === undefined ? brand : say("titles.brandIn", { brand, category })
  },
  "/_bare/category/$category": (m, say) => nameAt(m.loaderData, say, "category") ?? wordsOfSlug(m.params["category"]),
  "/_bare/login": "titles.signIn",
  "/_bare/product-search/$search": (m, say) => {
    const text = field(m.loaderData, "text") ?? decoded(m.params["search"])
    return text === undefined ? say("titles.search") : say("titles.searchResults", { text })
  },
  "/_bare/searchproductpage": "titles.search",
  "/_bare/shop/$sub_category": (m, say) => nameAt(m.loaderData, say, "subCategory") ?? wordsOfSlug(m.params["sub_category"])
}

/**
 * The title of the screen a route match shows, in the words given (English unless a Hindi page's);
 * the home page's and unknown screens' name the shop.
 */
export const pageTitleOf = (match: TitleMatch | undefined, say: TitleWords = ENGLISH_TITLES): string => {
  if (match === undefined) return SHOP_NAME
  const title = TITLES[match.routeId as RouteId]
  if (title === undefined) return SHOP_NAME
  const words = typeof title === "string" ? say(title) : title(match, say)
  if (match.routeId === "/_layout/") return words ?? SHOP_NAME
  return words === undefined ? SHOP_NAME : titled(words)
}

/** What the router's matches carry that a title needs (TanStack Router's `RouteMatch`). */
interface RouterMatch {
  readonly routeId: string
  readonly params: unknown
  readonly loaderData?: unknown
  readonly status: string
  readonly globalNotFound?: boolean
}

/** The title of the screen the router shows: its deepest match's, or the not-found page's, in the words given. */
export const titleOfMatches = (matches: ReadonlyArray<RouterMatch>, say: TitleWords = ENGLISH_TITLES): string => {
  if (matches.some((match) => match.status === "notFound" || match.globalNotFound === true)) return titled(say("titles.notFound"))
  const deepest = matches.at(-1)
  return pageTitleOf(deepest === undefined ? undefined : {
    routeId: deepest.routeId,
    params: (deepest.params ?? {}) as Record<string, string>,
    loaderData: deepest.loaderData
  }, say)
}
