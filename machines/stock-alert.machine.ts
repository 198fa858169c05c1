import { and, assign, fromPromise, not, setup, type SnapshotFrom, stateIn } from "xstate"
import type { Id } from "#domain/common.ts"
import { type KeptFailure, keepFailure } from "#domain/failure-words.ts"
import { STOCK_ALERT_TEXTS } from "#domain/stock-alert.ts"
import { requestRegion } from "./request-region.ts"

/**
 * "Notify me" on a sold-out pack option (issue 19 item 7, ADR 032), for a signed-in customer: the
 * product page starts one actor per sold-out option it shows. It first asks whether the customer
 * already waits for the option, then offers to ask (one click: the SMS goes to the number they
 * signed in with) or to cancel. Every answer is the customer's open alerts, so `waits` follows the
 * server's word, not the click. A failure leaves it as it was, with the failure kept.
 *
 * Each call is a request region (machines/request-region.ts), one at a time: `check` as the option
 * is shown (a failure says nothing: the button is offered), `subscribe` and `cancel` on the
 * shopper's click; `alertStage` tells the button which of the five moments it is.
 *
 * The calls are provided by the composition root (`loadAlerts`, `subscribe`, `unsubscribe`: each
 * answers the option ids the customer waits for); without them every call fails loudly.
 */

export interface StockAlertInput {
  readonly optionId: Id
}

export interface StockAlertContext {
  readonly optionId: Id
  /** Whether the customer waits for the option, as the server last answered (false until it has). */
  readonly waits: boolean
  /** The sentence after the last change ("We'll SMS you when it's back."), or null. */
  readonly note: string | null
  /** The last failed call, kept (the screen says it in the page's language), or null. */
  readonly problem: KeptFailure | null
}

export type StockAlertEvent =
  | { readonly type: "alert.subscribe" }
  | { readonly type: "alert.cancel" }
  /** Ask the server again whether the customer waits (the option's first look gives it itself). */
  | { readonly type: "alert.check" }

/** The option ids the customer waits for, as every call answers them. */
export type WaitedFor = ReadonlyArray<Id>

const notProvided = fromPromise<WaitedFor, { readonly optionId: Id }>(() => Promise.reject(new Error("stock alert call not provided")))

/** No call is in flight: the one-click button may be used. */
const atRest = and([not(stateIn("#stockAlert.check.pending")), not(stateIn("#stockAlert.subscribe.pending")), not(stateIn("#stockAlert.cancel.pending"))])

const stockAlertSetup = setup({
  types: { context: {} as StockAlertContext, input: {} as StockAlertInput, events: {} as StockAlertEvent },
  actors: { loadAlerts: notProvided, subscribe: notProvided, unsubscribe: notProvided },
  guards: {
    waits: ({ context }, params: { readonly waitedFor: WaitedFor }) => params.waitedFor.includes(context.optionId),
    atRest,
    /** Not waiting yet, and nothing in flight. */
    mayAsk: and([({ context }: { readonly context: StockAlertContext }) => !context.waits, atRest]),
    /** Waiting, and nothing in flight. */
    mayCancel: and([({ context }: { readonly context: StockAlertContext }) => context.waits, atRest])
  },
  actions: {
    /** The server's word: whether the customer waits for the option. */
    follow: assign(({ context }, params: { readonly waitedFor: WaitedFor }) => ({ waits: params.waitedFor.includes(context.optionId) })),
    say: assign((_, params: { readonly note: string | null }) => ({ note: params.note, problem: null })),
    // The region keeps the failure in `problem` as plain data (ADR 016: never the failure object); the note goes.
    unsay: assign({ note: null })
  }
})

type Answered = { readonly event: { readonly output: WaitedFor } }
/** The answer says the customer waits for the option. */
const answerWaits = { type: "waits", params: ({ event }: Answered) => ({ waitedFor: event.output }) } as const
/** Every answer is the server's word, followed. */
const follow = { type: "follow", params: ({ event }: Answered) => ({ waitedFor: event.output }) } as const
const say = (note: string) => ({ type: "say", params: { note } }) as const
/** Every call is about the machine's option. */
const ofOption = (_: unknown, context: Pick<StockAlertContext, "optionId">) => ({ optionId: context.optionId })
/** Asking and cancelling: writes never abandoned; a failure kept in `problem`, the last note dropped. */
const alertWrite = { whilePending: "refused", problem: { key: "problem", keep: keepFailure }, onError: "unsay" } as const

export const stockAlertMachine = stockAlertSetup.createMachine({
  id: "stockAlert",
  context: ({ input }) => ({ optionId: input.optionId, waits: false, note: null, problem: null }),
  type: "parallel",
  states: {
    check: requestRegion(stockAlertSetup, {
      command: "alert.check",
      when: "atRest",
      // The option's first look asks the server.
      startsPending: true,
      whilePending: "refused",
      src: "loadAlerts",
      id: "loadAlerts",
      input: ofOption,
      onDoneTransitions: [
        { guard: answerWaits, target: "idle", actions: [follow, say(STOCK_ALERT_TEXTS.subscribed)] },
        { target: "idle", actions: follow }
      ]
      // A failure: not known, the button is offered (asking twice is harmless), and nothing is said.
    }),
    subscribe: requestRegion(stockAlertSetup, {
      ...alertWrite,
      command: "alert.subscribe",
      when: "mayAsk",
      src: "subscribe",
      id: "subscribe",
      input: ofOption,
      onDoneTransitions: [
        { guard: answerWaits, target: "idle", actions: [follow, say(STOCK_ALERT_TEXTS.subscribed)] },
        { target: "idle", actions: follow }
      ]
    }),
    cancel: requestRegion(stockAlertSetup, {
      ...alertWrite,
      command: "alert.cancel",
      when: "mayCancel",
      src: "unsubscribe",
      id: "unsubscribe",
      input: ofOption,
      onDoneTransitions: [
        { guard: answerWaits, target: "idle", actions: follow },
        { target: "idle", actions: [follow, say(STOCK_ALERT_TEXTS.cancelled)] }
      ],
      onError: "unsay"
    })
  }
})

export type StockAlertMachine = typeof stockAlertMachine

/** The five moments of the button: asking the server, not asked, asking for the SMS, waiting for it, cancelling it. */
export type AlertStage = "checking" | "notAsked" | "subscribing" | "waiting" | "cancelling"

/** Which moment the button is at, read from the regions' states and the server's last word. */
export const alertStage = (snapshot: SnapshotFrom<StockAlertMachine>): AlertStage => {
  if (snapshot.matches({ check: "pending" })) return "checking"
  if (snapshot.matches({ subscribe: "pending" })) return "subscribing"
  if (snapshot.matches({ cancel: "pending" })) return "cancelling"
  return snapshot.context.waits ? "waiting" : "notAsked"
}
