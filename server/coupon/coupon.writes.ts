import { SqlClient } from "@effect/sql"
import { Clock, Effect } from "effect"
import { type CouponInput, indiaDay } from "#domain/coupon.ts"
import { BadRequest, Conflict, NotFound } from "#domain/http/errors.ts"
import { oneCoupon } from "./coupon.repo.ts"

// Coupons an admin makes, edits and ends (issue 20 item 5, ADR 040). The rules are decoded by the
// contract (domain/coupon.ts CouponInput) and held again by the table's checks (migration 0030).
// Each answers the coupon as the admin's list shows it.

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
