import { SqlClient } from "@effect/sql"
import { Clock, Effect } from "effect"
import { couponRefusal, type CouponRules, indiaDay } from "#domain/coupon.ts"
import type { Offer } from "#domain/offers.ts"
import { couponColumns, offerOf } from "./order-pricing.ts"

type CouponWithUses = CouponRules & { readonly customerUses: number; readonly totalUses: number }

/**
 * Issue 33 item 1: the offers this customer can use today. The coupons GET offers lists (active,
 * within their days, not used up), each checked with the rule the quote and the order apply
 * (`couponRefusal`), so "Offers for you" never offers a code the checkout would refuse: a first-order
 * coupon to a customer who has ordered before, a coupon used as often as it allows. The minimum order
 * is left out of the check: the offer says how much more to add. Read from the primary database: an
 * order placed a moment ago counts.
 */
export const offersFor = (clientId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = indiaDay(new Date(yield* Clock.currentTimeMillis))
    // An order that was cancelled does not count, as at the quote (couponFor).
    const [facts] = yield* sql<{ orderedBefore: boolean }>`
      SELECT EXISTS (SELECT 1 FROM orders WHERE client_id = ${clientId} AND status <> 0) AS "orderedBefore"`
    const coupons = yield* sql<CouponWithUses>`
      SELECT ${couponColumns(sql)},
        (SELECT count(*) FROM orders o WHERE o.coupon_code = c.code AND o.client_id = ${clientId} AND o.status <> 0)::int AS "customerUses",
        (SELECT count(*) FROM orders o WHERE o.coupon_code = c.code AND o.status <> 0)::int AS "totalUses"
      FROM coupons c
      WHERE active AND (starts_on IS NULL OR starts_on <= ${today}::date) AND (ends_on IS NULL OR ends_on >= ${today}::date)
      ORDER BY percent_off DESC NULLS LAST, amount_off DESC, code`
    return coupons.flatMap(({ customerUses, totalUses, ...coupon }): ReadonlyArray<Offer> =>
      couponRefusal(coupon, { today, priceTotal: coupon.minOrder, orderedBefore: facts?.orderedBefore ?? false, customerUses, totalUses }) === null
        ? [offerOf(coupon)]
        : [])
  })
