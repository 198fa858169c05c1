import { Effect } from "effect"
import { MyOffersGroup } from "#domain/http/my-offers.http.ts"
import { contractOf, failWithText, groupClient } from "./contract-client.ts"

/**
 * Issue 33 item 1: the offers the signed-in customer can use (`GET offers/mine`), a feature on the
 * one seam (ADR 045): the contract's `myOffers` group, loaded as the runtime's `MyOffersApi` with the
 * cart and the checkout, not with the storefront's client (src/app/api.ts), which the listing loads.
 */
const MyOffersContract = contractOf(MyOffersGroup)

/** The text a failed call keeps (no §8 text: ours, as the public offers' in src/app/api.ts). */
export const MY_OFFERS_CALL_TEXT = "Offers Not Found"

export const makeMyOffersCalls = Effect.gen(function* () {
  const myOffers = yield* groupClient(MyOffersContract, "myOffers")
  return {
    /** The offers the session's customer can use now. */
    mine: Effect.flatMap(myOffers, (api) => api.list()).pipe(Effect.map((answer) => answer.offers), failWithText(MY_OFFERS_CALL_TEXT))
  }
})
export type MyOffersCalls = Effect.Effect.Success<typeof makeMyOffersCalls>
