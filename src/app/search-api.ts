import { FetchHttpClient, HttpApi, HttpApiClient, HttpClient } from "@effect/platform"
import { Effect } from "effect"
import type { CatalogueSuggestions } from "#domain/catalogue-suggestions.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { SearchGroup } from "#domain/http/search.http.ts"

/**
 * "Did you mean" (issue 19 item 5, ADR 033) and the header's product and brand suggestions (ADR
 * 035), derived from the contract's `search` group. It loads with a search that found nothing or
 * with the search box's first use, not with the storefront's client (src/app/api.ts), which the
 * home page loads and whose budget is spent.
 */
const SearchContract = HttpApi.make("bazaar-search").add(SearchGroup).addError(ServiceUnavailable).prefix("/api/v1")

const client = Effect.runSync(Effect.cached(
  Effect.flatMap(HttpClient.HttpClient, (httpClient) =>
    HttpApiClient.group(SearchContract, { group: "search", httpClient, baseUrl: globalThis.location?.origin ?? "http://localhost:3000" })).pipe(
    Effect.provide(FetchHttpClient.layer)
  )
))

/** The closest queries to `text`; none when the shop cannot say (the page shows no suggestion then). */
export const closestQueries = (text: string): Effect.Effect<ReadonlyArray<string>> =>
  client.pipe(
    Effect.flatMap((api) => api.closest({ urlParams: { q: text } })),
    Effect.map((answer) => answer.queries),
    Effect.orElseSucceed((): ReadonlyArray<string> => [])
  )

/**
 * The header's product and brand suggestions for `query` (issue 19 item 5, ADR 035): loads with the
 * search box's first use. A failure is the machine's to handle (it shows none and asks again later).
 */
export const askCatalogueSuggestions = (query: string): Effect.Effect<CatalogueSuggestions, unknown> =>
  client.pipe(
    Effect.flatMap((api) => api.suggest({ urlParams: { q: query } })),
    Effect.map(({ products, brands }) => ({ products, brands }))
  )
