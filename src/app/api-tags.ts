import { Context, Schema } from "effect"
import type { CatalogueApiShape, ClientApiShape, ProductApiShape } from "./api.ts"

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
