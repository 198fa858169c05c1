import { FetchHttpClient, HttpClient } from "@effect/platform"
import { Effect, Layer, ManagedRuntime } from "effect"
import { AdminApi, CatalogueApi, ClientApi, MyOffersApi, OrderApi, ProductApi, ReturnsApi, ReviewApi, SearchApi, ShopApi, StockAlertApi } from "./api-tags.ts"

// The browser's Effect runtime (ADR 045, 055): the one HTTP client, and every feature of the
// storefront and the back office loaded with its first call, each with its own groups of the one
// contract (src/app/*-api.ts through src/app/contract-client.ts), so that a page fetches the client
// and only the parts of the contract it calls.

/**
 * A feature loaded with its first call (ADR 045, 055): `load` imports its module, whose calls are
 * made over this runtime's one HTTP client, once; a page carries only the features it calls.
 */
const lazyFeature = <Calls>(load: () => Promise<Effect.Effect<Calls, never, HttpClient.HttpClient>>) =>
  Effect.gen(function* () {
    const httpClient = yield* HttpClient.HttpClient
    return yield* Effect.cached(Effect.promise(load).pipe(Effect.flatten, Effect.provideService(HttpClient.HttpClient, httpClient)))
  })

/**
 * The browser's one HTTP client, fetch's, untraced: nothing traces a shopper's phone, so the client
 * opens no span per call (its attributes, the request's and the answer's headers redacted for them)
 * and sends no trace headers (`traceparent`, `b3`) with it; the browser's build has no code to (ADR
 * 054, src/app/browser-shims/http-trace-context.ts).
 */
const untracedFetchClient = Layer.effect(
  HttpClient.HttpClient,
  Effect.map(HttpClient.HttpClient, HttpClient.transformResponse(Effect.withTracerEnabled(false)))
).pipe(Layer.provide(FetchHttpClient.layer))

/** The browser's Effect runtime: every API service, one HTTP client (the browser's fetch unless given another). */
export const makeRuntime = (fetchFn?: typeof fetch) =>
  ManagedRuntime.make(
    Layer.mergeAll(
      Layer.effect(CatalogueApi, lazyFeature(() => import("./catalogue-api.ts").then((m) => m.makeCatalogueCalls))),
      Layer.effect(ProductApi, lazyFeature(() => import("./product-api.ts").then((m) => m.makeProductCalls))),
      Layer.effect(ClientApi, lazyFeature(() => import("./client-api.ts").then((m) => m.makeClientCalls))),
      Layer.effect(OrderApi, lazyFeature(() => import("./order-api.ts").then((m) => m.makeOrderCalls))),
      Layer.effect(ShopApi, lazyFeature(() => import("./shop-api.ts").then((m) => m.makeShopCalls))),
      Layer.effect(AdminApi, lazyFeature(() => import("./admin-api.ts").then((m) => m.makeAdminCalls))),
      Layer.effect(ReturnsApi, lazyFeature(() => import("./returns-api.ts").then((m) => m.makeReturnsCalls))),
      Layer.effect(ReviewApi, lazyFeature(() => import("./review-api.ts").then((m) => m.makeReviewCalls))),
      Layer.effect(SearchApi, lazyFeature(() => import("./search-api.ts").then((m) => m.makeSearchCalls))),
      Layer.effect(StockAlertApi, lazyFeature(() => import("./stock-alert-api.ts").then((m) => m.makeStockAlertCalls))),
      Layer.effect(MyOffersApi, lazyFeature(() => import("./offers-api.ts").then((m) => m.makeMyOffersCalls)))
    ).pipe(
      // The one HTTP client is part of the runtime, so a feature loaded later calls through it.
      Layer.provideMerge(untracedFetchClient),
      Layer.provideMerge(fetchFn === undefined ? Layer.empty : Layer.succeed(FetchHttpClient.Fetch, fetchFn))
    )
  )
