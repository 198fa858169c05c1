import { Effect } from "effect"
import { OwnAccountRefused } from "#domain/http/errors.ts"
import { toPaise } from "#domain/money.ts"

/**
 * Issue 32: staff never act for themselves. A wallet change, a status move, a cancellation as the
 * shop, a return's step or a refund on a staff member's own account or order is refused with the
 * sentence given; the audit log records the refused attempt (server/audit/audit.ts).
 */
export const refuseOwn = (staffId: string, ownerId: string, message: string) =>
  staffId === ownerId ? Effect.fail(new OwnAccountRefused({ message })) : Effect.void

/**
 * Issue 32: whether a credit of `amount` rupees takes what a staff member credited today past the
 * shop's daily cap; such a credit waits for a second admin.
 */
export const overDailyCredit = (creditedToday: number, amount: number, cap: number): boolean =>
  toPaise(creditedToday) + toPaise(amount) > toPaise(cap)
