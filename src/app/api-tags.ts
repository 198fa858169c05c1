import { Context, Schema } from "effect"
import type { CatalogueApiShape, ClientApiShape, OrderApiShape, ProductApiShape, ShopApiShape } from "./api.ts"

/** A failed call, carrying the §8 text of that call (DESIGN §3); the cause is kept for logs. */
export class CallFailed extends Schema.TaggedError<CallFailed>()("CallFailed", {
  text: Schema.String,
  cause: Schema.optional(Schema.Unknown)
}) {}

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

/** The server's own words for a failed call (its error body's message), else the call's §8 text. */
export const failureMessage = (error: unknown): string => {
  if (error instanceof CallFailed) {
    const cause = error.cause as { readonly message?: unknown } | undefined
    return typeof cause?.message === "string" && cause.message !== "" && !/^(Transport|Decode|Timeout)/.test(cause.message) ? cause.message : error.text
  }
  return error instanceof Error && error.message !== "" ? error.message : "Something went wrong; please try again."
}
