import { Context, Effect } from "effect"
import type { AdminCalls } from "./admin-api.ts"
import type { ReturnsCalls } from "./returns-api.ts"
import type { CatalogueApiShape, ClientApiShape, OrderApiShape, ProductApiShape, ShopApiShape } from "./api.ts"

/** A failed call: its §8 text and why, by name (domain/failures.ts); its message is a person's sentence. */
export type { CallFailed } from "#domain/failures.ts"

// The services' tags live apart from their implementations (api.ts), so a screen can describe a
// call without pulling the HTTP client into the first chunk; the runtime loads it with the first call.

/** The catalogue calls (§7 Catalogue). Implemented in api.ts. */
export class CatalogueApi extends Context.Tag("bazaar/CatalogueApi")<CatalogueApi, CatalogueApiShape>() {}

/** The product and brand calls (§7 Products, Brands). Implemented in api.ts. */
export class ProductApi extends Context.Tag("bazaar/ProductApi")<ProductApi, ProductApiShape>() {}

/** The customer calls (§7 Customer). Implemented in api.ts. */
export class ClientApi extends Context.Tag("bazaar/ClientApi")<ClientApi, ClientApiShape>() {}

/** The order calls (§7 Orders), the session's own client's. Implemented in api.ts. */
export class OrderApi extends Context.Tag("bazaar/OrderApi")<OrderApi, OrderApiShape>() {}

/** The wishlist, blog, contact and products-by-id calls (DESIGN §4). Implemented in api.ts. */
export class ShopApi extends Context.Tag("bazaar/ShopApi")<ShopApi, ShopApiShape>() {}

/**
 * The admin calls (issue 6), a service of the same runtime: its value loads src/app/admin-api.ts
 * (the admin groups of the contract) at the first admin call and keeps it. Implemented in api.ts.
 */
export class AdminApi extends Context.Tag("bazaar/AdminApi")<AdminApi, Effect.Effect<AdminCalls>>() {}

/** One admin call, through the one runtime: `runtime.runPromise(adminCall((api) => api.products(...)))`. */
export const adminCall = <A, E>(use: (api: AdminCalls) => Effect.Effect<A, E>): Effect.Effect<A, E, AdminApi> =>
  AdminApi.pipe(Effect.flatten, Effect.flatMap(use))

/**
 * Issue 19 item 3: the customer's returns and wallet calls, loaded (src/app/returns-api.ts) at the
 * first of them, as the admin calls are. Implemented in api.ts.
 */
export class ReturnsApi extends Context.Tag("bazaar/ReturnsApi")<ReturnsApi, Effect.Effect<ReturnsCalls>>() {}

/** One returns call, through the one runtime. */
export const returnsCall = <A, E>(use: (api: ReturnsCalls) => Effect.Effect<A, E>): Effect.Effect<A, E, ReturnsApi> =>
  ReturnsApi.pipe(Effect.flatten, Effect.flatMap(use))
