import { SqlClient, type Statement } from "@effect/sql"
import { Clock, Effect } from "effect"
import { type AdminCoupon, type CouponRules, indiaDay } from "#domain/coupon.ts"
import { NotFound } from "#domain/http/errors.ts"
import { couponColumns, offerOf } from "../order/order-pricing.ts"

// The coupons as the shop's offers and the admin's list read them (issue 19 item 7; issue 20
// item 5, ADR 040). The check of a code against an order is the pricing's (`couponFor`,
// order/order-pricing.ts).

/** The coupons a shopper may use today (active, within their days in India, not used up), the largest first. */
export const todaysOffers = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const today = indiaDay(new Date(yield* Clock.currentTimeMillis))
  const rows = yield* sql<CouponRules>`
    SELECT ${couponColumns(sql)} FROM coupons c
    WHERE active AND (starts_on IS NULL OR starts_on <= ${today}::date) AND (ends_on IS NULL OR ends_on >= ${today}::date)
      AND (total_limit IS NULL OR total_limit > (SELECT count(*) FROM orders o WHERE o.coupon_code = c.code AND o.status <> 0))
    ORDER BY percent_off DESC NULLS LAST, amount_off DESC, code`
  return rows.map(offerOf)
})

const adminCoupons = (sql: SqlClient.SqlClient, where: Statement.Fragment) =>
  sql<AdminCoupon>`
    SELECT ${couponColumns(sql)},
      (SELECT count(*) FROM orders o WHERE o.coupon_code = c.code AND o.status <> 0)::int AS uses
    FROM coupons c WHERE ${where}
    ORDER BY c.created_at DESC, c.code`

/** One coupon as the admin sees it, or NotFound. */
export const oneCoupon = (sql: SqlClient.SqlClient, code: string) =>
  Effect.flatMap(adminCoupons(sql, sql`c.code = ${code}`), (rows) =>
    rows[0] === undefined ? Effect.fail(new NotFound({ message: `There is no coupon ${code}.` })) : Effect.succeed(rows[0]))

export const listCoupons = Effect.flatMap(SqlClient.SqlClient, (sql) => adminCoupons(sql, sql`true`))
