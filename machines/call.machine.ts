import { assign, fromPromise, setup } from "xstate"
import { type KeptFailure, keepFailure } from "#domain/failure-words.ts"

/**
 * One call a person makes from a screen with a click (an admin's write: move or cancel an order,
 * show a product, save the settings or a product; a contact message): the one way a screen makes a
 * call that is not page data (issue 16; page data comes from route loaders, shopper state from the
 * root actors). The screen provides `perform` (the call through the one API runtime); the machine
 * keeps what a person sees: which thing is busy, the sentence after success, and a failure kept as
 * plain data (domain/failure-words.ts `keepFailure`, never the failure object), which the screen
 * says in the page's language.
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
  /** The last call's failure, kept, or null. */
  readonly problem: KeptFailure | null
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
    // Plain data, never the failure object (ADR 016): the screen says it in the page's language (issue 39).
    fail: assign((_, params: { readonly error: unknown }) => ({ onSuccess: null, problem: keepFailure(params.error) }))
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
