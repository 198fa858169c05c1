import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { LIVE_PRODUCTS_LIMIT } from "../live.ts"
import { TooManyRequests } from "./errors.ts"
import { LIVE_EVENTS_ADDRESS, LIVE_EVENTS_PATH } from "./prefix.ts"
import { productIdList } from "./product.http.ts"

/** What a stream asks for: the products it follows, and (an app that opens it again) the last id it had. */
export const LiveParams = Schema.Struct({
  products: Schema.optional(productIdList("products", LIVE_PRODUCTS_LIMIT)),
  after: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative(), Schema.annotations({
    description: "the id of the last event the browser had (as the Last-Event-ID header says it on a reconnection)"
  })))
})
export type LiveParams = typeof LiveParams.Type

// Issue 38 (ADR 062): the shop's live stream, one per tab. Server-sent events (text/event-stream):
// each `data:` line a LiveFact (domain/live.ts) as JSON; a signed-in shopper's stream carries the
// events of their own orders (each with its `id:`; a reconnection's Last-Event-ID, or `after`,
// replays what was missed) and anyone's the changes of the products it follows. Never kept or cached.
export const LiveGroup = HttpApiGroup.make("live")
  .add(
    HttpApiEndpoint.get("stream", LIVE_EVENTS_PATH)
      .setUrlParams(LiveParams)
      .addSuccess(Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/event-stream" })))
      .addError(TooManyRequests)
  )

/** The stream's address under the API's prefix (the browser's EventSource opens it). */
export const livePath = LIVE_EVENTS_ADDRESS
