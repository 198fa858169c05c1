import { assign, fromPromise, setup } from "xstate"
import { type KeptFailure, keepFailure } from "#domain/failure-words.ts"
import type { NewReturnRequest, RefundTo, ReturnKind, ReturnReason } from "#domain/returns.ts"

/**
 * Issue 19 item 3 (ADR 031): a customer's return or exchange form on an order's page. The screen
 * gives what the server said may be asked (units left per line, refund destinations, other sizes);
 * the person chooses lines and quantities, return or exchange (and the new sizes), a reason, and
 * where the refund goes; the machine keeps the choices, says what is missing before anything is
 * sent, sends the request once, and keeps the server's refusal when it refuses. The screen provides
 * `submit` (the call through the one API runtime).
 */

export interface ReturnFormLine {
  readonly name: string
  /** Units that may still be asked back. */
  readonly units: number
  /** The other sizes an exchange may take: id and name. */
  readonly sizes: ReadonlyArray<{ readonly id: string; readonly name: string }>
}

export interface ReturnFormInput {
  readonly orderid: string
  readonly lines: ReadonlyArray<ReturnFormLine>
  readonly refundTo: ReadonlyArray<RefundTo>
}

export interface ReturnFormContext extends ReturnFormInput {
  readonly kind: ReturnKind
  /** Units chosen per line (0: not returned). */
  readonly quantities: ReadonlyArray<number>
  /** The size chosen per line for an exchange. */
  readonly sizes: ReadonlyArray<string | null>
  readonly reason: ReturnReason | null
  readonly note: string
  readonly refund: RefundTo
  /**
   * What stops the request, or null: what is still missing, in its English sentence (the screen says
   * it from `missingOf`), or the server's refusal, kept (the screen says it in the page's language).
   */
  readonly problem: string | KeptFailure | null
}

export type ReturnFormEvent =
  | { readonly type: "return.kind"; readonly kind: ReturnKind }
  | { readonly type: "return.quantity"; readonly position: number; readonly quantity: number }
  | { readonly type: "return.size"; readonly position: number; readonly size: string }
  | { readonly type: "return.reason"; readonly reason: ReturnReason }
  | { readonly type: "return.note"; readonly note: string }
  | { readonly type: "return.refund"; readonly refundTo: RefundTo }
  | { readonly type: "return.submit" }

/** What the choices still lack before a request can be made (issue 39: the screen says it in the page's language). */
export type ReturnFormMissing =
  | { readonly _tag: "items" }
  | { readonly _tag: "reason" }
  | { readonly _tag: "size"; readonly name: string }

const chosenOf = (context: ReturnFormContext) =>
  context.quantities.flatMap((quantity, position) => (quantity > 0 ? [{ position, quantity }] : []))

/** What is still missing, or undefined when the choices make a request. */
export const missingOf = (context: ReturnFormContext): ReturnFormMissing | undefined => {
  const chosen = chosenOf(context)
  if (chosen.length === 0) return { _tag: "items" }
  if (context.reason === null) return { _tag: "reason" }
  if (context.kind !== "exchange") return undefined
  const noSize = chosen.find(({ position }) => context.sizes[position] === null || context.sizes[position] === undefined)
  return noSize === undefined ? undefined : { _tag: "size", name: context.lines[noSize.position]!.name }
}

const missingText = (missing: ReturnFormMissing): string =>
  missing._tag === "items" ? "Choose at least one item and how many to send back."
    : missing._tag === "reason" ? "Choose a reason."
      : `Choose the new size for ${missing.name}.`

/** The request the choices make, or the sentence saying what is still missing. */
export const requestOf = (context: ReturnFormContext): NewReturnRequest | string => {
  const missing = missingOf(context)
  if (missing !== undefined) return missingText(missing)
  const chosen = chosenOf(context)
  const reason = context.reason!
  const note = context.note.trim() === "" ? {} : { note: context.note.trim() }
  if (context.kind === "exchange") {
    return { kind: "exchange", reason, ...note, lines: chosen.map((line) => ({ ...line, exchangeOptionId: context.sizes[line.position]! as never })) }
  }
  return { kind: "return", reason, refundTo: context.refund, ...note, lines: chosen }
}

const clamp = (value: number, most: number) => Math.max(0, Math.min(most, Math.trunc(Number.isFinite(value) ? value : 0)))

export const returnRequestMachine = setup({
  types: {
    context: {} as ReturnFormContext,
    events: {} as ReturnFormEvent,
    input: {} as ReturnFormInput
  },
  actors: {
    // STYLE §9: the screen provides the real call; without it the request fails loudly.
    submit: fromPromise<unknown, { readonly orderid: string; readonly request: NewReturnRequest }>(() => Promise.reject(new Error("submit not provided")))
  },
  guards: {
    complete: ({ context }) => typeof requestOf(context) !== "string",
    canExchange: ({ context, event }) => event.type !== "return.kind" || event.kind === "return" || context.lines.some((line) => line.sizes.length > 0)
  },
  actions: {
    sayMissing: assign({ problem: ({ context }) => { const made = requestOf(context); return typeof made === "string" ? made : null } }),
    // Plain data, never the failure object (ADR 016): the screen says it in the page's language (issue 39).
    sayRefused: assign({ problem: ({ event }) => keepFailure((event as { readonly error?: unknown }).error) })
  }
}).createMachine({
  id: "returnRequest",
  context: ({ input }) => ({
    ...input,
    kind: "return",
    quantities: input.lines.map(() => 0),
    sizes: input.lines.map(() => null),
    reason: null,
    note: "",
    refund: input.refundTo[0] ?? "wallet",
    problem: null
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        "return.kind": {
          guard: "canExchange",
          // An exchange takes only lines that have another size.
          actions: assign(({ context, event }) => ({
            kind: event.kind,
            problem: null,
            quantities: event.kind === "exchange" ? context.quantities.map((q, i) => (context.lines[i]!.sizes.length > 0 ? q : 0)) : context.quantities
          }))
        },
        "return.quantity": {
          actions: assign(({ context, event }) => ({
            problem: null,
            quantities: context.quantities.map((q, i) => {
              if (i !== event.position) return q
              const line = context.lines[i]!
              return context.kind === "exchange" && line.sizes.length === 0 ? 0 : clamp(event.quantity, line.units)
            })
          }))
        },
        "return.size": {
          actions: assign(({ context, event }) => ({
            problem: null,
            sizes: context.sizes.map((size, i) => (i === event.position && context.lines[i]!.sizes.some((s) => s.id === event.size) ? event.size : size))
          }))
        },
        "return.reason": { actions: assign({ reason: ({ event }) => event.reason, problem: null }) },
        "return.note": { actions: assign({ note: ({ event }) => event.note.slice(0, 500) }) },
        "return.refund": {
          actions: assign(({ context, event }) => ({ refund: context.refundTo.includes(event.refundTo) ? event.refundTo : context.refund }))
        },
        "return.submit": [{ guard: "complete", target: "sending", actions: assign({ problem: null }) }, { actions: "sayMissing" }]
      }
    },
    sending: {
      invoke: {
        src: "submit",
        input: ({ context }) => ({ orderid: context.orderid, request: requestOf(context) as NewReturnRequest }),
        onDone: { target: "sent" },
        onError: { target: "editing", actions: "sayRefused" }
      }
    },
    // The request is made: the page reads the order's requests again and shows it.
    sent: { type: "final" }
  }
})
export type ReturnRequestMachine = typeof returnRequestMachine
