import type { HttpClient } from "@effect/platform"
import { Cause, type Effect, Exit } from "effect"
import type { AdminApi, CatalogueApi, ClientApi, MyOffersApi, OrderApi, ProductApi, ReturnsApi, ReviewApi, SearchApi, ShopApi, StockAlertApi } from "./api-tags.ts"

/** The API services, the features loaded with their first call among them, and the one HTTP client. */
export type ApiServices = CatalogueApi | ProductApi | ClientApi | OrderApi | ShopApi | AdminApi | ReturnsApi | ReviewApi | SearchApi | StockAlertApi | MyOffersApi |
  HttpClient.HttpClient

/** What the app needs of the Effect runtime: run an effect that uses the API services. */
export interface ApiRuntime {
  readonly runPromise: <A, E>(effect: Effect.Effect<A, E, ApiServices>, options?: { readonly signal?: AbortSignal }) => Promise<A>
  readonly runPromiseExit: <A, E>(effect: Effect.Effect<A, E, ApiServices>) => Promise<Exit.Exit<A, E>>
}

/**
 * The API runtime, loaded after the first paint: the HTTP client and the contract's endpoints are
 * not needed to draw a screen the page brought its data for (first answers, ADR 010), so they stay
 * out of the start chunk and arrive with the first call (DESIGN §6 budgets).
 */
export const lazyApiRuntime = (fetchFn?: typeof fetch): ApiRuntime => {
  let made: ReturnType<typeof load> | null = null
  const load = () => import("./api.ts").then((m) => m.makeRuntime(fetchFn))
  return apiRuntimeOf(() => (made ??= load()))
}

/** What the app needs of an Effect runtime that provides the API services (the app's, or a test's). */
interface EffectRuntime<R> {
  readonly runPromiseExit: <A, E>(effect: Effect.Effect<A, E, R>, options?: { readonly signal?: AbortSignal }) => Promise<Exit.Exit<A, E>>
}

/**
 * The app's runtime over an Effect runtime: a failure rejects with the failure itself (a CallFailed,
 * by name), not Effect's FiberFailure wrapper, whose message is a printed object (ADR 016, 045).
 */
export const apiRuntimeOf = <R = ApiServices>(runtime: () => Promise<EffectRuntime<R>>): ApiRuntime => ({
  // A test's runtime provides only the services its screen calls (R); the app's provides them all.
  runPromise: (effect, options) =>
    runtime().then((rt) => rt.runPromiseExit(effect as Effect.Effect<never, never, R>, options)).then((exit) =>
      Exit.isSuccess(exit) ? exit.value : Promise.reject(Cause.squash(exit.cause))),
  runPromiseExit: (effect) => runtime().then((rt) => rt.runPromiseExit(effect as Effect.Effect<never, never, R>))
})
