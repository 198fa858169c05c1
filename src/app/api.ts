import { FetchHttpClient, HttpClient } from "@effect/platform"
import { Effect, Layer, ManagedRuntime } from "effect"
import { ERROR_TEXTS, type ErrorTextKey } from "#domain/error-texts.ts"
import { apiFailureOf, CallFailed } from "#domain/failures.ts"
import { BrandGroup } from "#domain/http/brand.http.ts"
import { CategoryGroup, CategoryTagGroup, SliderGroup, SubCategoryGroup, SuperCategoryGroup } from "#domain/http/catalogue.http.ts"
import { ClientGroup, SessionGroup, SmsGroup } from "#domain/http/client.http.ts"
import { type NewOrderRequest, OrderGroup, type OrderQuoteRequest, type OrderUpdate } from "#domain/http/order.http.ts"
import { BY_IDS_LIMIT, type FacetParams, ProductGroup, type SearchParams } from "#domain/http/product.http.ts"
import { DeliveryGroup } from "#domain/http/delivery.http.ts"
import { BlogGroup, ContactGroup, type ContactMessage, OfferGroup, WishlistGroup } from "#domain/http/shop.http.ts"
import type { Id } from "#domain/common.ts"
import { WISHLIST_ERROR_TEXTS } from "#domain/wishlist.ts"
import type { Address, AddressInput } from "#domain/order.ts"
import type { ProductListParams } from "#domain/http/product.http.ts"
import type { LoginAnswer } from "#machines/authentication.machine.ts"

import { AdminApi, CatalogueApi, ClientApi, MyOffersApi, OrderApi, ProductApi, ReturnsApi, ReviewApi, SearchApi, ShopApi, StockAlertApi } from "./api-tags.ts"
import { contractOf, failWithText, groupClient } from "./contract-client.ts"

const failWith = (key: ErrorTextKey) => failWithText(ERROR_TEXTS[key])

/**
 * The storefront's part of the contract (domain/http/api.ts), through the one seam
 * (src/app/contract-client.ts): the same group values, without the groups no storefront screen calls.
 */
const StorefrontApi = contractOf(
  SuperCategoryGroup, CategoryGroup, SubCategoryGroup, CategoryTagGroup, SliderGroup, ProductGroup, BrandGroup, ClientGroup, SmsGroup,
  SessionGroup, OrderGroup, WishlistGroup, BlogGroup, ContactGroup, OfferGroup, DeliveryGroup
)

/** The catalogue calls (§7 Catalogue), each with its §8 text. */
const makeCatalogueApi = Effect.gen(function* () {
  const supercategory = yield* groupClient(StorefrontApi, "supercategory")
  const category = yield* groupClient(StorefrontApi, "category")
  const subcategory = yield* groupClient(StorefrontApi, "subcategory")
  const categorytag = yield* groupClient(StorefrontApi, "categorytag")
  const slider = yield* groupClient(StorefrontApi, "slider")
  return {
    superCategories: Effect.flatMap(supercategory, (api) => api.all({ urlParams: {} })).pipe(Effect.map((r) => r.supercategories), failWith("superCategoriesLoad")),
    categories: Effect.flatMap(category, (api) => api.all({ urlParams: {} })).pipe(Effect.map((r) => r.category), failWith("categoryLoad")),
    subCategories: Effect.flatMap(subcategory, (api) => api.all({ urlParams: {} })).pipe(Effect.map((r) => r.subcategory), failWith("subCategoryLoad")),
    categoryTags: Effect.flatMap(categorytag, (api) => api.allForAdmin({ urlParams: {} })).pipe(Effect.map((r) => r.ctegoryTags), failWith("categoryTagLoad")),
    mainHomeSliders: Effect.flatMap(slider, (api) => api.mainHome()).pipe(Effect.map((r) => r.mainHomeSliders), failWith("sliderLoad")),
    threeSliders: Effect.flatMap(slider, (api) => api.three()).pipe(Effect.map((r) => r.threeSliders), failWith("sliderLoad")),
    categoryBySlug: (slug: string) =>
      Effect.flatMap(category, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.category), failWith("categoryLoad")),
    subCategoryBySlug: (slug: string) =>
      Effect.flatMap(subcategory, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.subcategory), failWith("subCategoryLoad")),
    categoryTagBySlug: (slug: string) =>
      Effect.flatMap(categorytag, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.categoryTag), failWith("categoryTagLoad"))
  }
})
export type CatalogueApiShape = Effect.Effect.Success<typeof makeCatalogueApi>

/** The product and brand calls (§7 Products, Brands), each with its §8 text. */
const makeProductApi = Effect.gen(function* () {
  const product = yield* groupClient(StorefrontApi, "product")
  const brand = yield* groupClient(StorefrontApi, "brand")
  return {
    all: (params: ProductListParams) => Effect.flatMap(product, (api) => api.all({ urlParams: params })).pipe(failWith("productLists")),
    recommended: Effect.flatMap(product, (api) => api.recommended({ urlParams: {} })).pipe(Effect.map((r) => r.products), failWith("productLists")),
    trending: Effect.flatMap(product, (api) => api.trending({ urlParams: {} })).pipe(Effect.map((r) => r.products), failWith("productLists")),
    hot: Effect.flatMap(product, (api) => api.hot({ urlParams: {} })).pipe(Effect.map((r) => r.products), failWith("productLists")),
    bySlug: (slug: string) =>
      Effect.flatMap(product, (api) => api.verifySlug({ path: { slug } })).pipe(Effect.map((r) => r.product), failWith("productLists")),
    quickView: (slug: string) =>
      Effect.flatMap(product, (api) => api.quickView({ path: { slug } })).pipe(Effect.map((r) => r.product), failWith("productLists")),
    similar: (slug: string) =>
      Effect.flatMap(product, (api) => api.similar({ path: { slug } })).pipe(Effect.map((r) => r.products), failWith("productLists")),
    search: (params: SearchParams) => Effect.flatMap(product, (api) => api.search({ urlParams: params })).pipe(failWith("productLists")),
    facets: (params: FacetParams) =>
      Effect.flatMap(product, (api) => api.facets({ urlParams: params })).pipe(Effect.map((r) => r.facets), failWith("productLists")),
    brandsOfCategory: (categoryUrl: string) =>
      Effect.flatMap(brand, (api) => api.byCategoryUrl({ path: { categoryUrl } })).pipe(Effect.map((r) => r.brands), failWith("brandLists")),
    brandBySlug: (slug: string) =>
      Effect.flatMap(brand, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.brand), failWith("brandLists"))
  }
})
export type ProductApiShape = Effect.Effect.Success<typeof makeProductApi>

/** The message of a failed call's answer, when the server sent one (§8: the user lookup keeps it). */
const serverMessage = (cause: unknown): string | undefined =>
  typeof cause === "object" && cause !== null && typeof (cause as { message?: unknown }).message === "string"
    ? (cause as { message: string }).message
    : undefined

/** The customer calls (§7 Customer): sign-in by code, registration, session, addresses. */
const makeClientApi = Effect.gen(function* () {
  const session = yield* groupClient(StorefrontApi, "session")
  const sms = yield* groupClient(StorefrontApi, "sms")
  const client = yield* groupClient(StorefrontApi, "client")
  return {
    session: Effect.flatMap(session, (api) => api.current()).pipe(Effect.map((r) => r.client), failWith("userNotFound")),
    signOut: Effect.flatMap(session, (api) => api.signOut()).pipe(Effect.asVoid, failWith("userNotFound")),
    sendOtp: (Mobile: string) =>
      Effect.flatMap(sms, (api) => api.sendOtp({ payload: { Mobile: Mobile as never } })).pipe(
        Effect.mapError((cause) => new CallFailed({ text: serverMessage(cause) ?? ERROR_TEXTS.clientSms, reason: apiFailureOf(cause) }))
      ),
    // §7: the answer by name (the contract's two answers of HTTP 200: a client, or 'user not found');
    // on failure the server's body (its message) is what is kept.
    login: (Mobile: string, otp: string) =>
      Effect.flatMap(client, (api) => api.login({ payload: { Mobile: Mobile as never, otp } })).pipe(
        Effect.map((answer): LoginAnswer => (answer.success ? { _tag: "SignedIn", client: answer.client } : { _tag: "NumberUnknown" })),
        Effect.mapError((cause) => new CallFailed({ text: serverMessage(cause) ?? ERROR_TEXTS.userNotFound, reason: apiFailureOf(cause) }))
      ),
    register: (input: { readonly Name: string; readonly Mobile: string; readonly Email: string; readonly otp: string }) =>
      Effect.flatMap(client, (api) => api.register({ payload: { ...input, Mobile: input.Mobile as never } })).pipe(Effect.map((r) => r.client), failWith("clientRegister")),
    addAddress: (address: AddressInput) => Effect.flatMap(client, (api) => api.addAddress({ payload: address })).pipe(Effect.map((r) => r.client), failWith("addAddress")),
    updateAddress: (address: Address) => Effect.flatMap(client, (api) => api.updateAddress({ payload: address })).pipe(Effect.map((r) => r.client), failWith("updateAddress")),
    deleteAddress: (id: string) =>
      Effect.flatMap(client, (api) => api.deleteAddress({ urlParams: { id: id as Address["_id"] } })).pipe(Effect.map((r) => r.client), failWith("updateAddress"))
  }
})
export type ClientApiShape = Effect.Effect.Success<typeof makeClientApi>

/** The text kept when an invoice download fails (not a §8 call; the server's sentence is shown). */
export const INVOICE_TEXT = "Invoice Not Found"
/** The same for a credit note (issue 33). */
export const CREDIT_NOTE_TEXT = "Credit Note Not Found"

/** The order calls (§7 Orders), each with its §8 text; the server's message stays in the cause. */
const makeOrderApi = Effect.gen(function* () {
  const order = yield* groupClient(StorefrontApi, "order")
  return {
    quote: (request: OrderQuoteRequest) =>
      Effect.flatMap(order, (api) => api.quote({ payload: request })).pipe(Effect.map((r) => r.quote), failWith("newOrder")),
    create: (request: NewOrderRequest) => Effect.flatMap(order, (api) => api.create({ payload: request })).pipe(failWith("newOrder")),
    latest: (clientId: string) =>
      Effect.flatMap(order, (api) => api.latest({ path: { clientId: clientId as never } })).pipe(Effect.map((r) => r.order), failWith("latestOrders")),
    all: (clientId: string) =>
      Effect.flatMap(order, (api) => api.all({ path: { clientId: clientId as never } })).pipe(Effect.map((r) => r.order), failWith("allOrders")),
    one: (orderid: string) => Effect.flatMap(order, (api) => api.one({ path: { orderid } })).pipe(Effect.map((r) => r.order), failWith("orderUpdate")),
    // Issue 19 item 6: the tax invoice's PDF bytes (§8 has no text for it: ours).
    invoice: (orderid: string) => Effect.flatMap(order, (api) => api.invoice({ path: { orderid } })).pipe(failWithText(INVOICE_TEXT)),
    // Issue 33: a cancelled invoiced order's credit note, as the invoice (the server's sentence on failure).
    creditNote: (orderid: string) => Effect.flatMap(order, (api) => api.creditNote({ path: { orderid } })).pipe(failWithText(CREDIT_NOTE_TEXT)),
    update: (update: OrderUpdate) =>
      // The client types each member of the payload union as its own overload; this is one of them.
      Effect.flatMap(order, (api) => api.update({ path: { orderid: update.orderid }, payload: update, withResponse: false } as Parameters<typeof api.update>[0] & { readonly withResponse: false })).pipe(
        Effect.map((r) => r.order),
        failWith("orderUpdate")
      ),
    // §7's generatenewtoken as a POST (ADR 020): a payment attempt is made on a write.
    newToken: (number: number) =>
      Effect.flatMap(order, (api) => api.issueToken({ path: { number } })).pipe(Effect.map((r) => r.token), failWith("tokenGeneration")),
    sendSms: (orderid: string) => Effect.flatMap(order, (api) => api.sendSms({ payload: { orderid } })).pipe(Effect.asVoid, failWith("orderSms"))
  }
})
export type OrderApiShape = Effect.Effect.Success<typeof makeOrderApi>

/**
 * The texts kept when a blog or contact call fails. §8 has none for these calls (they are DESIGN
 * §4's), so they are ours; the server's own message, when it sent one, is shown instead. The
 * wishlist's are the domain's (WISHLIST_ERROR_TEXTS, what its machine stores).
 */
export const SHOP_TEXTS = {
  blog: "Blog Not Found",
  contact: "Message Not Sent",
  offers: "Offers Not Found",
  delivery: "Pincode Not Found"
} as const

/** The wishlist (the session's own customer), blog, contact and products-by-id calls (DESIGN §4). */
const makeShopApi = Effect.gen(function* () {
  const wishlist = yield* groupClient(StorefrontApi, "wishlist")
  const blog = yield* groupClient(StorefrontApi, "blog")
  const contact = yield* groupClient(StorefrontApi, "contact")
  const product = yield* groupClient(StorefrontApi, "product")
  const offer = yield* groupClient(StorefrontApi, "offer")
  const delivery = yield* groupClient(StorefrontApi, "delivery")
  return {
    // Issue 19 item 2: whether, how and by when the shop delivers to a pincode (no §8 text: ours).
    deliveryEstimate: (pincode: string) =>
      Effect.flatMap(delivery, (api) => api.check({ path: { pincode } })).pipe(Effect.map((r) => r.delivery), failWithText(SHOP_TEXTS.delivery)),
    // Issue 19 item 7: the coupons a shopper may use now (no §8 text: ours).
    offers: Effect.flatMap(offer, (api) => api.list()).pipe(Effect.map((r) => r.offers), failWithText(SHOP_TEXTS.offers)),
    wishlist: Effect.flatMap(wishlist, (api) => api.list()).pipe(Effect.map((r) => r.wishlist), failWithText(WISHLIST_ERROR_TEXTS.load)),
    addToWishlist: (productId: string) =>
      Effect.flatMap(wishlist, (api) => api.add({ path: { productId: productId as never } })).pipe(Effect.map((r) => r.wishlist), failWithText(WISHLIST_ERROR_TEXTS.add)),
    removeFromWishlist: (productId: string) =>
      Effect.flatMap(wishlist, (api) => api.remove({ path: { productId: productId as never } })).pipe(Effect.map((r) => r.wishlist), failWithText(WISHLIST_ERROR_TEXTS.remove)),
    mergeWishlist: (productIds: ReadonlyArray<string>) =>
      Effect.flatMap(wishlist, (api) => api.merge({ payload: { productIds: productIds as never } })).pipe(Effect.map((r) => r.wishlist), failWithText(WISHLIST_ERROR_TEXTS.merge)),
    blogPosts: (page: number) => Effect.flatMap(blog, (api) => api.all({ urlParams: { page } })).pipe(failWithText(SHOP_TEXTS.blog)),
    blogPost: (slug: string) => Effect.flatMap(blog, (api) => api.bySlug({ path: { slug } })).pipe(Effect.map((r) => r.blog), failWithText(SHOP_TEXTS.blog)),
    sendContactMessage: (message: ContactMessage) =>
      Effect.flatMap(contact, (api) => api.send({ payload: message })).pipe(Effect.asVoid, failWithText(SHOP_TEXTS.contact)),
    // A wishlist may hold more products than one call names (BY_IDS_LIMIT): read them in slices, at once.
    productsByIds: (ids: ReadonlyArray<string>) =>
      Effect.forEach(
        Array.from({ length: Math.ceil(ids.length / BY_IDS_LIMIT) }, (_, i) => ids.slice(i * BY_IDS_LIMIT, (i + 1) * BY_IDS_LIMIT)),
        (slice) => Effect.flatMap(product, (api) => api.byIds({ urlParams: { ids: slice as unknown as ReadonlyArray<Id> } })).pipe(Effect.map((r) => r.product)),
        { concurrency: "unbounded" }
      ).pipe(Effect.map((slices) => slices.flat()), failWith("productLists"))
  }
})
export type ShopApiShape = Effect.Effect.Success<typeof makeShopApi>

/**
 * A feature loaded with its first call (ADR 045): `load` imports its module, whose calls are made
 * over this runtime's one HTTP client, once; the home page never carries it.
 */
const lazyFeature = <Calls>(load: () => Promise<Effect.Effect<Calls, never, HttpClient.HttpClient>>) =>
  Effect.gen(function* () {
    const httpClient = yield* HttpClient.HttpClient
    return yield* Effect.cached(Effect.promise(load).pipe(Effect.flatten, Effect.provideService(HttpClient.HttpClient, httpClient)))
  })

/** The browser's Effect runtime: every API service, one HTTP client (the browser's fetch unless given another). */
export const makeRuntime = (fetchFn?: typeof fetch) =>
  ManagedRuntime.make(
    Layer.mergeAll(
      Layer.effect(CatalogueApi, makeCatalogueApi),
      Layer.effect(ProductApi, makeProductApi),
      Layer.effect(ClientApi, makeClientApi),
      Layer.effect(OrderApi, makeOrderApi),
      Layer.effect(ShopApi, makeShopApi),
      Layer.effect(AdminApi, lazyFeature(() => import("./admin-api.ts").then((m) => m.makeAdminCalls))),
      Layer.effect(ReturnsApi, lazyFeature(() => import("./returns-api.ts").then((m) => m.makeReturnsCalls))),
      Layer.effect(ReviewApi, lazyFeature(() => import("./review-api.ts").then((m) => m.makeReviewCalls))),
      Layer.effect(SearchApi, lazyFeature(() => import("./search-api.ts").then((m) => m.makeSearchCalls))),
      Layer.effect(StockAlertApi, lazyFeature(() => import("./stock-alert-api.ts").then((m) => m.makeStockAlertCalls))),
      Layer.effect(MyOffersApi, lazyFeature(() => import("./offers-api.ts").then((m) => m.makeMyOffersCalls)))
    ).pipe(
      // The one HTTP client is part of the runtime, so a feature loaded later calls through it.
      Layer.provideMerge(FetchHttpClient.layer),
      Layer.provideMerge(fetchFn === undefined ? Layer.empty : Layer.succeed(FetchHttpClient.Fetch, fetchFn))
    )
  )
