import type { HttpClient } from "@effect/platform"
import { Cause, type Effect, Exit } from "effect"
import type { AdminApi, CatalogueApi, ClientApi, OrderApi, ProductApi, ReturnsApi, ShopApi } from "./api-tags.ts"

/** The API services, and the one HTTP client a module loaded later calls through. */
export type ApiServices = CatalogueApi | ProductApi | ClientApi | OrderApi | ShopApi | AdminApi | ReturnsApi | HttpClient.HttpClient

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
  const runtime = () => (made ??= load())
  return {
    // A failure rejects with the failure itself (a CallFailed, by name), not Effect's FiberFailure
    // wrapper, whose message is a printed object.
    runPromise: (effect, options) =>
      runtime().then((rt) => rt.runPromiseExit(effect, options)).then((exit) =>
        Exit.isSuccess(exit) ? exit.value : Promise.reject(Cause.squash(exit.cause))),
    runPromiseExit: (effect) => runtime().then((rt) => rt.runPromiseExit(effect))
  }
}
