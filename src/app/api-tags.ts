import { Context, Effect } from "effect"
import type { AdminCalls } from "./admin-api.ts"
import type { MyOffersCalls } from "./offers-api.ts"
import type { ReturnsCalls } from "./returns-api.ts"
import type { ReviewCalls } from "./review-api.ts"
import type { SearchCalls } from "./search-api.ts"
import type { StockAlertCalls } from "./stock-alert-api.ts"
import type { CatalogueApiShape } from "./catalogue-api.ts"
import type { ClientApiShape } from "./client-api.ts"
import type { OrderApiShape } from "./order-api.ts"
import type { ProductApiShape } from "./product-api.ts"
import type { ShopApiShape } from "./shop-api.ts"

/** A failed call: its §8 text and why, by name (domain/failures.ts); its message is a person's sentence. */
export type { CallFailed } from "#domain/failures.ts"

// The services' tags live apart from their implementations (src/app/*-api.ts), so a screen can
// describe a call without pulling the HTTP client into the first chunk; the runtime loads the client
// with the first call, and each feature's module with its own first call (ADR 045, 055).

/**
 * A feature loaded with its first call (ADR 045): the service's value loads the feature's module
 * (its groups of the contract, through src/app/contract-client.ts) at the first call and keeps it.
 * Each is implemented in its module (src/app/*-api.ts), provided by `makeRuntime` (api.ts) and called
 * through the one runtime.
 */
type Feature<Calls> = Effect.Effect<Calls>

/** One call of a feature loaded with its first call: `runtime.runPromise(featureCall(ReviewApi)((api) => api.list(...)))`. */
export const featureCall = <I, Calls>(tag: Context.Tag<I, Feature<Calls>>) =>
  <A, E>(use: (api: Calls) => Effect.Effect<A, E>): Effect.Effect<A, E, I> => Effect.flatMap(Effect.flatten(tag), use)

/** The catalogue calls (§7 Catalogue): catalogue-api.ts. */
export class CatalogueApi extends Context.Tag("bazaar/CatalogueApi")<CatalogueApi, Feature<CatalogueApiShape>>() {}

/** The product and brand calls (§7 Products, Brands) and products by id: product-api.ts. */
export class ProductApi extends Context.Tag("bazaar/ProductApi")<ProductApi, Feature<ProductApiShape>>() {}

/** The customer calls (§7 Customer): client-api.ts. */
export class ClientApi extends Context.Tag("bazaar/ClientApi")<ClientApi, Feature<ClientApiShape>>() {}

/** The order calls (§7 Orders), the session's own client's: order-api.ts. */
export class OrderApi extends Context.Tag("bazaar/OrderApi")<OrderApi, Feature<OrderApiShape>>() {}

/** The wishlist, blog, contact, offers and delivery calls (DESIGN §4, issue 19): shop-api.ts. */
export class ShopApi extends Context.Tag("bazaar/ShopApi")<ShopApi, Feature<ShopApiShape>>() {}

/** The admin calls (issue 6): no shopper downloads them. */
export class AdminApi extends Context.Tag("bazaar/AdminApi")<AdminApi, Feature<AdminCalls>>() {}
export const adminCall = featureCall(AdminApi)

/** Issue 19 item 3: the customer's returns and wallet calls, from My Account or an order's page. */
export class ReturnsApi extends Context.Tag("bazaar/ReturnsApi")<ReturnsApi, Feature<ReturnsCalls>>() {}
export const returnsCall = featureCall(ReturnsApi)

/** Issue 19 item 1: the product page's "Ratings & Reviews". */
export class ReviewApi extends Context.Tag("bazaar/ReviewApi")<ReviewApi, Feature<ReviewCalls>>() {}
export const reviewCall = featureCall(ReviewApi)

/** Issue 19 item 5: "Did you mean" and the header's suggestions. */
export class SearchApi extends Context.Tag("bazaar/SearchApi")<SearchApi, Feature<SearchCalls>>() {}
export const searchCall = featureCall(SearchApi)

/** Issue 19 item 7: "Notify me". */
export class StockAlertApi extends Context.Tag("bazaar/StockAlertApi")<StockAlertApi, Feature<StockAlertCalls>>() {}
export const stockAlertCall = featureCall(StockAlertApi)

/** Issue 33 item 1: the offers the signed-in customer can use. */
export class MyOffersApi extends Context.Tag("bazaar/MyOffersApi")<MyOffersApi, Feature<MyOffersCalls>>() {}
export const myOffersCall = featureCall(MyOffersApi)
