import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { ReturnsGroup } from "#domain/http/returns.http.ts"
import type { NewReturnRequest } from "#domain/returns.ts"
import { contractOf, failWithText, groupClient } from "./contract-client.ts"

/**
 * Issue 19 item 3 (ADR 031): the customer's returns and wallet calls, derived from the contract's
 * `returns` group through the one seam (ADR 045). Like the admin calls, this module (with the returns' schemas) loads at the first
 * such call, from My Account or an order's page, so the home page never carries it.
 */
const ReturnsContract = contractOf(ReturnsGroup)

/** The texts a returns call keeps when it fails (§8 names none of these calls: ours). */
export const RETURNS_TEXTS = {
  returns: "Returns Not Found",
  returnCreate: "Return Not create",
  returnWithdraw: "Return Not withdrawn",
  wallet: "Wallet Not Found"
} as const

export const makeReturnsCalls = Effect.gen(function* () {
  const returns = yield* groupClient(ReturnsContract, "returns")
  const api = yield* returns
  return {
    /** The order's requests and what its customer may ask now. */
    ofOrder: (orderid: string) => api.ofOrder({ path: { orderid } }).pipe(failWithText(RETURNS_TEXTS.returns)),
    create: (orderid: string, request: NewReturnRequest) =>
      api.create({ path: { orderid }, payload: request }).pipe(Effect.map((r) => r.returnRequest), failWithText(RETURNS_TEXTS.returnCreate)),
    /** The customer withdraws their own request (before its pickup); the answer is the request as it is now. */
    withdraw: (orderid: string, returnId: Id) =>
      api.withdraw({ path: { orderid, returnId } }).pipe(Effect.map((r) => r.returnRequest), failWithText(RETURNS_TEXTS.returnWithdraw)),
    mine: (page: number) => api.mine({ urlParams: { page } }).pipe(failWithText(RETURNS_TEXTS.returns)),
    wallet: (page: number) => api.wallet({ urlParams: { page } }).pipe(failWithText(RETURNS_TEXTS.wallet))
  }
})
export type ReturnsCalls = Effect.Effect.Success<typeof makeReturnsCalls>
