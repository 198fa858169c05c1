import { assign, fromPromise, setup } from "xstate"
import type { Id } from "#domain/common.ts"
import { failureSentence } from "#domain/failure-words.ts"
import { STOCK_ALERT_TEXTS } from "#domain/stock-alert.ts"

/**
 * "Notify me" on a sold-out pack option (issue 19 item 7, ADR 032), for a signed-in customer: the
 * product page starts one actor per sold-out option it shows. It first asks whether the customer
 * already waits for the option, then offers to ask (one click: the SMS goes to the number they
 * signed in with) or to cancel. Every answer is the customer's open alerts, so the state follows
 * the server's word, not the click. A failure leaves the state as it was, with the sentence.
 *
 * The calls are provided by the composition root (`loadAlerts`, `subscribe`, `unsubscribe`: each
 * answers the option ids the customer waits for); without them every call fails loudly.
 */

export interface StockAlertInput {
  readonly optionId: Id
}

export interface StockAlertContext {
  readonly optionId: Id
  /** The sentence after the last change ("We'll SMS you when it's back."), or null. */
  readonly note: string | null
  /** The sentence after the last failed call, or null. */
  readonly problem: string | null
}

export type StockAlertEvent = { readonly type: "alert.subscribe" } | { readonly type: "alert.cancel" }

/** The option ids the customer waits for, as every call answers them. */
export type WaitedFor = ReadonlyArray<Id>

const notProvided = fromPromise<WaitedFor, { readonly optionId: Id }>(() => Promise.reject(new Error("stock alert call not provided")))

export const stockAlertMachine = setup({
  types: { context: {} as StockAlertContext, input: {} as StockAlertInput, events: {} as StockAlertEvent },
  actors: { loadAlerts: notProvided, subscribe: notProvided, unsubscribe: notProvided },
  guards: {
    waits: ({ context }, params: { readonly waitedFor: WaitedFor }) => params.waitedFor.includes(context.optionId)
  },
  actions: {
    say: assign((_, params: { readonly note: string | null }) => ({ note: params.note, problem: null })),
    // A person reads a sentence, never the failure object (ADR 016).
    fail: assign((_, params: { readonly error: unknown }) => ({ note: null, problem: failureSentence(params.error) }))
  }
}).createMachine({
  id: "stockAlert",
  context: ({ input }) => ({ optionId: input.optionId, note: null, problem: null }),
  initial: "checking",
  states: {
    checking: {
      invoke: {
        id: "loadAlerts",
        src: "loadAlerts",
        input: ({ context }) => ({ optionId: context.optionId }),
        onDone: [
          { guard: { type: "waits", params: ({ event }) => ({ waitedFor: event.output }) }, target: "waiting", actions: { type: "say", params: { note: STOCK_ALERT_TEXTS.subscribed } } },
          { target: "notAsked" }
        ],
        // Not known: the button is offered (asking twice is harmless).
        onError: { target: "notAsked" }
      }
    },
    notAsked: {
      on: { "alert.subscribe": "subscribing" }
    },
    subscribing: {
      invoke: {
        id: "subscribe",
        src: "subscribe",
        input: ({ context }) => ({ optionId: context.optionId }),
        onDone: [
          { guard: { type: "waits", params: ({ event }) => ({ waitedFor: event.output }) }, target: "waiting", actions: { type: "say", params: { note: STOCK_ALERT_TEXTS.subscribed } } },
          { target: "notAsked" }
        ],
        onError: { target: "notAsked", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    waiting: {
      on: { "alert.cancel": "cancelling" }
    },
    cancelling: {
      invoke: {
        id: "unsubscribe",
        src: "unsubscribe",
        input: ({ context }) => ({ optionId: context.optionId }),
        onDone: [
          { guard: { type: "waits", params: ({ event }) => ({ waitedFor: event.output }) }, target: "waiting" },
          { target: "notAsked", actions: { type: "say", params: { note: STOCK_ALERT_TEXTS.cancelled } } }
        ],
        onError: { target: "waiting", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } }
      }
    }
  }
})

export type StockAlertMachine = typeof stockAlertMachine
