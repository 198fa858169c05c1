import { FetchHttpClient, HttpApi, HttpApiClient, HttpClient } from "@effect/platform"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { apiFailureOf, CallFailed } from "#domain/failures.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { StockAlertGroup } from "#domain/http/stock-alert.http.ts"
import type { StockAlert } from "#domain/stock-alert.ts"

/**
 * "Notify me"'s calls (issue 19 item 7, ADR 032), derived from the contract's `stockAlert` group. The
 * module loads with the Notify me button (a signed-in customer on a sold-out option), not with the
 * storefront's client (src/app/api.ts), which the home page loads and whose budget is spent.
 */
const StockAlertContract = HttpApi.make("bazaar-stock-alerts").add(StockAlertGroup).addError(ServiceUnavailable).prefix("/api/v1")

/** The text a failed call keeps (no §8 text: ours); the person reads the server's sentence. */
export const STOCK_ALERT_CALL_TEXT = "Alert Not Saved"

/** The group's client, derived at the first call and kept. */
const client = Effect.runSync(Effect.cached(
  Effect.flatMap(HttpClient.HttpClient, (httpClient) =>
    HttpApiClient.group(StockAlertContract, { group: "stockAlert", httpClient, baseUrl: globalThis.location?.origin ?? "http://localhost:3000" })).pipe(
    Effect.provide(FetchHttpClient.layer)
  )
))
type Client = Effect.Effect.Success<typeof client>

const call = <E>(use: (api: Client) => Effect.Effect<{ readonly alerts: ReadonlyArray<StockAlert> }, E>): Effect.Effect<ReadonlyArray<StockAlert>, CallFailed> =>
  client.pipe(
    Effect.flatMap(use),
    Effect.map((answer) => answer.alerts),
    Effect.mapError((cause: unknown) => new CallFailed({ text: STOCK_ALERT_CALL_TEXT, reason: apiFailureOf(cause) }))
  )

/** The customer's open alerts, after each call. */
export const stockAlertCalls = {
  mine: call((api) => api.mine()),
  subscribe: (optionId: Id) => call((api) => api.subscribe({ payload: { optionId } })),
  unsubscribe: (optionId: Id) => call((api) => api.unsubscribe({ path: { optionId } }))
}
