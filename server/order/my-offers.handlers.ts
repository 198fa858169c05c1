import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { offersFor } from "./my-offers.repo.ts"

/** GET offers/mine: the session's own customer's offers. */
export const MyOffersHandlersLive = groupOrUnavailable(BazaarApi, "myOffers", (handlers) =>
  handlers.handle("list", () =>
    Effect.flatMap(CurrentClient, ({ clientId }) => offersFor(clientId)).pipe(
      Effect.map((offers) => ({ success: true as const, offers }))
    )))
