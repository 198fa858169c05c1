import { HttpApi, HttpApiClient, HttpClient } from "@effect/platform"
import { Effect } from "effect"
import { apiFailureOf, CallFailed } from "#domain/failures.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import { MyOffersGroup } from "#domain/http/my-offers.http.ts"
import type { Offer } from "#domain/offers.ts"

/**
 * Issue 33 item 1: the offers the signed-in customer can use (`GET offers/mine`), derived from the
 * contract's `myOffers` group. The module loads with the cart and the checkout, as "Notify me"'s
 * calls load with their button (src/app/stock-alert-api.ts), not with the storefront's client
 * (src/app/api.ts), which the listing loads and whose budget is spent.
 */
const MyOffersContract = HttpApi.make("bazaar-my-offers").add(MyOffersGroup).addError(ServiceUnavailable).prefix("/api/v1")

/** The text a failed call keeps (no §8 text: ours, as the public offers' in src/app/api.ts). */
export const MY_OFFERS_CALL_TEXT = "Offers Not Found"

/** The group's client, over the runtime's one HTTP client (src/app/api.ts makeRuntime). */
const client = Effect.flatMap(HttpClient.HttpClient, (httpClient) =>
  HttpApiClient.group(MyOffersContract, { group: "myOffers", httpClient, baseUrl: globalThis.location?.origin ?? "http://localhost:3000" }))

/** The offers the session's customer can use now, through the runtime's HTTP client. */
export const myOffers: Effect.Effect<ReadonlyArray<Offer>, CallFailed, HttpClient.HttpClient> = client.pipe(
  Effect.flatMap((api) => api.list()),
  Effect.map((answer) => answer.offers),
  Effect.mapError((cause: unknown) => new CallFailed({ text: MY_OFFERS_CALL_TEXT, reason: apiFailureOf(cause) }))
)
