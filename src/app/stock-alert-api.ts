import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { StockAlertGroup } from "#domain/http/stock-alert.http.ts"
import type { StockAlert } from "#domain/stock-alert.ts"
import { contractOf, failWithText, groupClient, pageLanguage } from "./contract-client.ts"

/**
 * "Notify me"'s calls (issue 19 item 7, ADR 032), a feature on the one seam (ADR 045): the
 * contract's `stockAlert` group, loaded as the runtime's `StockAlertApi` with the Notify me button
 * (a signed-in customer on a sold-out option), not with the storefront's client (src/app/api.ts).
 */
const StockAlertContract = contractOf(StockAlertGroup)

/** The text a failed call keeps (no §8 text: ours); the person reads the server's sentence. */
export const STOCK_ALERT_CALL_TEXT = "Alert Not Saved"

export const makeStockAlertCalls = Effect.gen(function* () {
  const stockAlert = yield* groupClient(StockAlertContract, "stockAlert")
  type Client = Effect.Effect.Success<typeof stockAlert>
  const call = <E>(use: (api: Client) => Effect.Effect<{ readonly alerts: ReadonlyArray<StockAlert> }, E>) =>
    Effect.flatMap(stockAlert, use).pipe(Effect.map((answer) => answer.alerts), failWithText(STOCK_ALERT_CALL_TEXT))
  /** The customer's open alerts, after each call. */
  return {
    mine: call((api) => api.mine()),
    // Issue 39: with the page's language, which the alert's SMS speaks.
    subscribe: (optionId: Id) => call((api) => api.subscribe({ payload: { optionId, language: pageLanguage() } })),
    unsubscribe: (optionId: Id) => call((api) => api.unsubscribe({ path: { optionId } }))
  }
})
export type StockAlertCalls = Effect.Effect.Success<typeof makeStockAlertCalls>
