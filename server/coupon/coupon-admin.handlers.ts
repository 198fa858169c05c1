import { Effect } from "effect"
import { BazaarApi } from "#domain/http/api.ts"
import { groupOrUnavailable } from "../http/failures.ts"
import { listCoupons } from "./coupon.repo.ts"
import { createCoupon, endCoupon, updateCoupon } from "./coupon.writes.ts"

// The admin's coupon calls (issue 20 item 5, ADR 040).

export const CouponAdminHandlersLive = groupOrUnavailable(BazaarApi, "couponAdmin", (handlers) =>
  handlers
    .handle("list", () => listCoupons.pipe(Effect.map((coupons) => ({ success: true as const, coupons }))))
    .handle("create", ({ payload }) => createCoupon(payload).pipe(Effect.map((coupon) => ({ success: true as const, coupon }))))
    .handle("update", ({ path, payload }) => updateCoupon(path.code, payload).pipe(Effect.map((coupon) => ({ success: true as const, coupon }))))
    .handle("end", ({ path }) => endCoupon(path.code).pipe(Effect.map((coupon) => ({ success: true as const, coupon })))))
