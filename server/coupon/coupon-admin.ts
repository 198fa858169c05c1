import { HttpApiBuilder } from "@effect/platform"
import { SqlClient, type Statement } from "@effect/sql"
import { Clock, Effect } from "effect"
import { type AdminCoupon, type CouponInput, indiaDay } from "#domain/coupon.ts"
import { BadRequest, Conflict, NotFound } from "#domain/http/errors.ts"
import { orUnavailable } from "../http/failures.ts"
import { ServedApi } from "../http/served-api.ts"
import { couponColumns } from "../order/order-pricing.ts"

// Coupons an admin makes, edits and ends (issue 20 item 5, ADR 040). The rules are decoded by the
// contract (domain/coupon.ts CouponInput) and held again by the table's checks (migration 0030).

const adminCoupons = (sql: SqlClient.SqlClient, where: Statement.Fragment) =>
  sql<AdminCoupon>`
    SELECT ${couponColumns(sql)},
      (SELECT count(*) FROM orders o WHERE o.coupon_code = c.code AND o.status <> 0)::int AS uses
    FROM coupons c WHERE ${where}
    ORDER BY c.created_at DESC, c.code`

const oneCoupon = (sql: SqlClient.SqlClient, code: string) =>
  Effect.flatMap(adminCoupons(sql, sql`c.code = ${code}`), (rows) =>
    rows[0] === undefined ? Effect.fail(new NotFound({ message: `There is no coupon ${code}.` })) : Effect.succeed(rows[0]))

const columnsOf = (input: CouponInput) => ({
  percent_off: input.percentOff,
  amount_off: input.amountOff,
  min_order: input.minOrder,
  first_order_only: input.firstOrderOnly,
  per_customer_limit: input.perCustomerLimit,
  total_limit: input.totalLimit,
  starts_on: input.startsOn,
  ends_on: input.endsOn,
  active: input.active
})

export const listCoupons = Effect.flatMap(SqlClient.SqlClient, (sql) => adminCoupons(sql, sql`true`))

export const createCoupon = (input: CouponInput) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const inserted = yield* sql`
      INSERT INTO coupons ${sql.insert({ code: input.code, ...columnsOf(input) })}
      ON CONFLICT (code) DO NOTHING RETURNING code`
    if (inserted.length === 0) return yield* new Conflict({ message: `There is already a coupon ${input.code}; choose another code or edit that one.` })
    // Just written in this transaction: its absence would be a defect, not the caller's mistake.
    return yield* Effect.orDie(oneCoupon(sql, input.code))
  })))

export const updateCoupon = (code: string, input: CouponInput) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    if (input.code !== code) {
      return yield* Effect.fail(new BadRequest({ message: `A coupon's code cannot change: this form is for ${code}. Make a new coupon for ${input.code}.` }))
    }
    const updated = yield* sql`UPDATE coupons SET ${sql.update(columnsOf(input))}, updated_at = now() WHERE code = ${code} RETURNING code`
    if (updated.length === 0) return yield* new NotFound({ message: `There is no coupon ${code}.` })
    return yield* oneCoupon(sql, code)
  })))

/** Ends a coupon now: inactive, and its last day yesterday in India unless it ended before. */
export const endCoupon = (code: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.gen(function* () {
    const yesterday = indiaDay(new Date((yield* Clock.currentTimeMillis) - 86_400_000))
    const updated = yield* sql`
      UPDATE coupons SET active = false, updated_at = now(),
        ends_on = CASE WHEN ends_on IS NOT NULL AND ends_on < ${yesterday}::date THEN ends_on ELSE ${yesterday}::date END,
        starts_on = CASE WHEN starts_on IS NOT NULL AND starts_on > ${yesterday}::date THEN ${yesterday}::date ELSE starts_on END
      WHERE code = ${code} RETURNING code`
    if (updated.length === 0) return yield* new NotFound({ message: `There is no coupon ${code}.` })
    return yield* oneCoupon(sql, code)
  })))

export const CouponAdminHandlersLive = HttpApiBuilder.group(ServedApi, "couponAdmin", (handlers) =>
  handlers
    .handle("list", () => listCoupons.pipe(Effect.map((coupons) => ({ success: true as const, coupons })), orUnavailable))
    .handle("create", ({ payload }) => createCoupon(payload).pipe(Effect.map((coupon) => ({ success: true as const, coupon })), orUnavailable))
    .handle("update", ({ path, payload }) => updateCoupon(path.code, payload).pipe(Effect.map((coupon) => ({ success: true as const, coupon })), orUnavailable))
    .handle("end", ({ path }) => endCoupon(path.code).pipe(Effect.map((coupon) => ({ success: true as const, coupon })), orUnavailable)))
