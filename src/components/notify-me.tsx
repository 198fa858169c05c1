import { useSelector } from "@xstate/react"
import { Effect } from "effect"
import { fromPromise } from "xstate"
import type { Id } from "#domain/common.ts"
import { failureSentence } from "#domain/failure-words.ts"
import { STOCK_ALERT_LIMIT, STOCK_ALERT_TEXTS, type StockAlert } from "#domain/stock-alert.ts"
import { alertStage, stockAlertMachine, type WaitedFor } from "#machines/stock-alert.machine.ts"
import { useApp } from "../app/app-context.tsx"
import { useScreenActor } from "../app/use-screen-actor.ts"
import { stockAlertCall } from "../app/api-tags.ts"
import { useTexts } from "../i18n/i18n.tsx"
import { productTexts } from "../i18n/texts/product.ts"
import { useFailureSentence } from "./failure-sentence.ts"
import type { ProductKey } from "./variant-pickers.tsx"

const waitedFor = (alerts: ReadonlyArray<StockAlert>): WaitedFor => alerts.map((alert) => alert.optionId)

/**
 * The alert's sentences (the machine's notes and the server's refusals, domain/stock-alert.ts, in
 * English) by their texts' keys: the page says them in its language. Another failure is said as
 * every failed call is (`useFailureSentence`).
 */
const SENTENCES: ReadonlyMap<string, ProductKey> = new Map([
  [STOCK_ALERT_TEXTS.subscribed, "product.alertSubscribed"],
  [STOCK_ALERT_TEXTS.cancelled, "product.alertCancelled"],
  [STOCK_ALERT_TEXTS.stillInStock, "product.alertInStock"],
  [STOCK_ALERT_TEXTS.limit, "product.alertLimit"]
])

/**
 * "Notify me" for a signed-in customer on a sold-out option (issue 19 item 7, ADR 032): one click
 * asks for an SMS to the number they signed in with when the option is back; then "We'll SMS you
 * when it's back." and Cancel. The flow is the stock alert machine's; the calls
 * (src/app/stock-alert-api.ts, derived from the contract) run on the one API runtime. The product
 * page draws one per sold-out option chosen (keyed by the option).
 */
export function NotifyMe({ optionId }: { readonly optionId: Id }) {
  const { runtime } = useApp()
  const { t } = useTexts(productTexts)
  const say = (sentence: string): string => {
    const key = SENTENCES.get(sentence)
    return key === undefined ? sentence : t(key, { limit: STOCK_ALERT_LIMIT })
  }
  // The option's actor while it is on screen, a child of the shop's root (src/app/use-screen-actor.ts):
  // the calls it makes are the customer's own, and an answer after the page moved on is dropped with it.
  const actor = useScreenActor("notifyMe", () =>
    stockAlertMachine.provide({
      actors: {
        loadAlerts: fromPromise(({ signal }) => runtime.runPromise(stockAlertCall((api) => Effect.map(api.mine, waitedFor)), { signal })),
        subscribe: fromPromise(({ input, signal }) => runtime.runPromise(stockAlertCall((api) => Effect.map(api.subscribe(input.optionId), waitedFor)), { signal })),
        unsubscribe: fromPromise(({ input, signal }) => runtime.runPromise(stockAlertCall((api) => Effect.map(api.unsubscribe(input.optionId), waitedFor)), { signal }))
      }
    }), { optionId })
  const { state, note, problem } = useSelector(actor, (s) => ({ state: alertStage(s), note: s.context.note, problem: s.context.problem }),
    (a, b) => a.state === b.state && a.note === b.note && a.problem === b.problem)
  // A refusal of the alert's own is said from its texts; any other failure as every failed call is.
  const own = problem === null ? undefined : SENTENCES.get(failureSentence(problem))
  const failed = useFailureSentence(own === undefined ? problem : null)
  const problemText = own === undefined ? failed : t(own, { limit: STOCK_ALERT_LIMIT })
  const waiting = state === "waiting" || state === "cancelling"
  return (
    <div className="w-full space-y-2">
      {waiting ? (
        <button
          type="button"
          disabled={state === "cancelling"}
          onClick={() => actor.send({ type: "alert.cancel" })}
          className="w-full rounded-xl border border-slate-400 px-4 py-3 text-lg font-semibold text-slate-800 hover:bg-slate-50 disabled:text-slate-500 sm:w-auto sm:min-w-56"
        >
          {state === "cancelling" ? t("product.cancelling") : t("product.cancelSms")}
        </button>
      ) : (
        <button
          type="button"
          disabled={state !== "notAsked"}
          onClick={() => actor.send({ type: "alert.subscribe" })}
          aria-describedby="notify-me-answer"
          className="w-full rounded-xl bg-orange-700 px-4 py-3 text-lg font-semibold text-white hover:bg-orange-800 disabled:bg-slate-300 disabled:text-slate-600 sm:w-auto sm:min-w-56"
        >
          {state === "subscribing" ? t("product.asking") : t("product.notifyMe")}
        </button>
      )}
      <p id="notify-me-answer" aria-live="polite" className={`text-sm ${problem === null ? "text-emerald-800" : "text-red-700"}`}>
        {problemText !== null ? problemText : note !== null ? say(note) : state === "notAsked" ? t("product.notifyHint") : ""}
      </p>
    </div>
  )
}
