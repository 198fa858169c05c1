import { Context, Effect } from "effect"
import { codLimitRefusal } from "#domain/cod-limits.ts"
import { OwnAccountRefused } from "#domain/http/errors.ts"
import { cancellationRefund } from "#domain/ledger.ts"
import { toPaise } from "#domain/money.ts"
import { exchangeProblem, type UnitsTaken } from "#domain/returns.ts"

/**
 * Issue 32: the money rules the server decides by, in one place, each a pure rule of `domain/`:
 *
 * - `unitsTaken`: a unit asked back by a return or refunded by the shop is given back once (the
 *   units of both count against every later return, exchange and refund);
 * - `cancellationRefund`: a cancellation gives back what the order still holds, no more;
 * - `codLimitRefusal`: the limits on a customer's open Cash on Delivery orders;
 * - `mayActFor`: staff never act on their own account or orders;
 * - `overDailyCredit`: a staff member's wallet credits of a day beyond the shop's cap wait for a
 *   second admin;
 * - `exchangeProblem`: an exchange takes a size at the same price.
 *
 * A Context.Reference whose default is the shop's rules: nothing provides it in the shop. The
 * ledger's property suite (tests/api/ledger.property.contract.test.ts) starts servers with one rule
 * dropped at a time and must find a sequence of calls that breaks an invariant with each.
 */
export interface MoneyRulesShape {
  readonly unitsTaken: (returned: UnitsTaken, refunded: UnitsTaken) => UnitsTaken
  readonly cancellationRefund: typeof cancellationRefund
  readonly codLimitRefusal: typeof codLimitRefusal
  readonly mayActFor: (staffId: string, ownerId: string) => boolean
  readonly overDailyCredit: (creditedToday: number, amount: number, cap: number) => boolean
  readonly exchangeProblem: typeof exchangeProblem
}

/** The units of both counts, line by line. */
const addUnits = (returned: UnitsTaken, refunded: UnitsTaken): UnitsTaken => {
  const taken = new Map(returned)
  for (const [position, units] of refunded) taken.set(position, (taken.get(position) ?? 0) + units)
  return taken
}

export const SHOP_RULES: MoneyRulesShape = {
  unitsTaken: addUnits,
  cancellationRefund,
  codLimitRefusal,
  mayActFor: (staffId, ownerId) => staffId !== ownerId,
  overDailyCredit: (creditedToday, amount, cap) => toPaise(creditedToday) + toPaise(amount) > toPaise(cap),
  exchangeProblem
}

export class MoneyRules extends Context.Reference<MoneyRules>()("bazaar/MoneyRules", { defaultValue: () => SHOP_RULES }) {}

/** Refuses a staff member acting on their own account or order, with `message`; the audit log records it (server/audit/audit.middleware.ts). */
export const refuseOwn = (staffId: string, ownerId: string, message: string) =>
  Effect.flatMap(MoneyRules, (rules) => rules.mayActFor(staffId, ownerId) ? Effect.void : Effect.fail(new OwnAccountRefused({ message })))
