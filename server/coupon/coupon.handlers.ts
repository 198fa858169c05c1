import { Effect, Option } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { CurrentClient } from "#domain/http/auth.http.ts"
import { BadRequest } from "#domain/http/errors.ts"
import { onCatalogueReads } from "../db/catalogue-reads.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { couponFor } from "../order/order-pricing.ts"
import { todaysOffers } from "./coupon.repo.ts"

/** The coupon check (DESIGN §4): what a code takes off this price total for this client. */
export const CouponHandlersLive = groupOrUnavailable(BazaarApi, "coupon", (handlers) =>
  handlers.handle("check", ({ payload }) =>
    Effect.gen(function* () {
      const { clientId } = yield* CurrentClient
      const found = yield* couponFor(clientId, payload.code, payload.priceTotal)
      if (Option.isNone(found)) return yield* Effect.fail(new BadRequest({ message: "Give a coupon code." }))
      return { success: true as const, coupon: found.value.coupon, discount: found.value.discount }
    })))

/**
 * GET offers (issue 19 item 7): the coupons a shopper may use today (coupon.repo.ts), read where
 * the catalogue is read. Kept for a short while (answer-cache.ts), and cleared by any coupon write.
 */
export const OfferHandlersLive = groupOrUnavailable(BazaarApi, "offer", (handlers) =>
  handlers.handle("list", () =>
    onCatalogueReads(todaysOffers).pipe(
      Effect.map((offers) => ({ success: true as const, offers }))
    )))
