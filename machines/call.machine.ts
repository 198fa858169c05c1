import { assign, fromPromise, setup } from "xstate"
import { failureSentence } from "#domain/failure-words.ts"

/**
 * One call a person makes from a screen with a click (an admin's write: move or cancel an order,
 * show a product, save the settings or a product; a contact message): the one way a screen makes a
 * call that is not page data (issue 16; page data comes from route loaders, shopper state from the
 * root actors). The screen provides `perform` (the call through the one API runtime); the machine
 * keeps what a person sees: which thing is busy, the sentence after success, the sentence after a
 * failure (domain/failure-words.ts, never an object).
 *
 * A second `call.run` while one is running is refused: a write abandoned is not undone on the
 * server, so the screen waits for the answer (its buttons read `running`).
 */
export interface CallContext {
  /** What the running or last call was about (an order number, a product id), or null. */
  readonly subject: string | null
  /** The sentence to show once the running call succeeds. */
  readonly onSuccess: string | null
  /** The sentence to show after the last call succeeded, or null. */
  readonly done: string | null
  /** The sentence to show after the last call failed, or null. */
  readonly problem: string | null
}

export type CallEvent =
  | {
      readonly type: "call.run"
      readonly subject: string
      /** The sentence to show when it succeeds ("BZ1001: Cancelled."). */
      readonly done: string
      /** What `perform` is given: the call itself, as the screen describes it. */
      readonly request: unknown
    }
  | { readonly type: "call.dismiss" }

const initial: CallContext = { subject: null, onSuccess: null, done: null, problem: null }

export const callMachine = setup({
  types: { context: {} as CallContext, events: {} as CallEvent },
  actors: {
    // STYLE §9: the screen provides the real call; without it every call fails loudly.
    perform: fromPromise<unknown, unknown>(() => Promise.reject(new Error("perform not provided")))
  },
  actions: {
    succeed: assign(({ context }) => ({ done: context.onSuccess, onSuccess: null })),
    // A person reads a sentence, never the failure object (ADR 016).
    fail: assign((_, params: { readonly error: unknown }) => ({ onSuccess: null, problem: failureSentence(params.error) }))
  }
}).createMachine({
  id: "call",
  context: initial,
  initial: "idle",
  on: {
    "call.run": {
      target: ".running",
      actions: assign(({ event }) => ({ subject: event.subject, onSuccess: event.done, done: null, problem: null }))
    },
    "call.dismiss": { target: ".idle", actions: assign(initial) }
  },
  states: {
    idle: {},
    running: {
      // Refused while the answer is awaited (an abandoned write is not undone on the server).
      on: { "call.run": {}, "call.dismiss": {} },
      invoke: {
        src: "perform",
        input: ({ event }: { readonly event: CallEvent }) => (event.type === "call.run" ? event.request : undefined),
        onDone: { target: "succeeded", actions: "succeed" },
        onError: { target: "failed", actions: { type: "fail", params: ({ event }) => ({ error: event.error }) } }
      }
    },
    succeeded: {},
    failed: {}
  }
})
