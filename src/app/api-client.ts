import { FetchHttpClient, HttpApiClient } from "@effect/platform"
import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"

/** The one API client (STYLE §2, §14), derived from the contract; same-origin, cookies included. */
export const makeApiClient = HttpApiClient.make(BazaarApi, { baseUrl: globalThis.location?.origin ?? "" })

export const runApi = <A, E>(use: (client: Effect.Effect.Success<typeof makeApiClient>) => Effect.Effect<A, E>) =>
  Effect.runPromise(Effect.flatMap(makeApiClient, use).pipe(Effect.provide(FetchHttpClient.layer)))
