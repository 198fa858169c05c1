import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"

/**
 * The client derived from the contract, as the browser uses it: every answer is decoded with the
 * contract's Schemas, so a key or a shape that drifts fails the test.
 */
export const contractClient = (baseUrl: string, options: { readonly cookie?: string } = {}) => {
  const { cookie } = options
  const client = HttpApiClient.make(BazaarApi, {
    baseUrl,
    // A browser sends its session cookie by itself; Node's fetch needs it set.
    ...(cookie === undefined ? {} : { transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader("cookie", cookie)) })
  })
  return <A, E>(use: (api: Effect.Effect.Success<typeof client>) => Effect.Effect<A, E>) =>
    Effect.runPromise(Effect.flatMap(client, use).pipe(Effect.provide(FetchHttpClient.layer)))
}

/** A raw call, for what a well-behaved client would never send. */
export const raw = async (baseUrl: string, path: string, init?: RequestInit) => {
  const response = await fetch(baseUrl + path, init)
  const text = await response.text()
  let body: unknown = undefined
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { status: response.status, headers: response.headers, body }
}
