import { assertEvent, assign, createActor, emit, type ExecutableActionObject, setup, type SnapshotFrom } from "xstate"
import type { Actor } from "./order.ts"
import type { ReturnEventTag } from "./return-status.ts"
import type { ReturnStatus } from "./return-status.ts"

/**
 * Issue 19 item 3 (ADR 031): one return or exchange request as an XState machine, pure like the
 * order's (order-lifecycle.machine.ts). The server runs it over the request's events (the order's
 * stream, filtered by `returnId`) to decide each new one, answering 409 with the words of a refusal;
 * the browser reads the same machine to show the request's status and the admin's next steps.
 *
 *   Not requested → Requested (customer) → Approved | Rejected (admin)
 *   Approved → Picked up (admin or system) → Refunded (a return) | Exchanged (an exchange)
 *   Requested | Approved → Withdrawn (the customer, before the pickup)
 *
 * Every event is answered in every state: a transition, or a targetless one that emits
 * `return.refused` with the rule's words. Rejected, Refunded, Exchanged and Withdrawn are final.
 */

export type ReturnKind = "return" | "exchange"

export type ReturnMachineEvent =
  | { readonly type: "return.requested"; readonly by: Actor; readonly kind: ReturnKind }
  | { readonly type: Exclude<ReturnEventTag, "return.requested">; readonly by: Actor }

export interface ReturnRefused {
  readonly type: "return.refused"
  readonly message: string
}

export interface ReturnContext {
  /** null until `return.requested` says what is asked. */
  readonly kind: ReturnKind | null
}

export const NOT_REQUESTED = "Not requested"

export { RETURN_STATUSES, type ReturnStatus } from "./return-status.ts"

const refused = (message: string): ReturnRefused => ({ type: "return.refused", message })

/** The status each step leads to, to name it in a refusal. */
const STEP_TEXT: Record<Exclude<ReturnEventTag, "return.requested">, ReturnStatus> = {
  "return.approved": "Approved",
  "return.rejected": "Rejected",
  "return.picked-up": "Picked up",
  "return.refunded": "Refunded",
  "return.exchanged": "Exchanged",
  "return.withdrawn": "Withdrawn"
}

interface From { readonly from: ReturnStatus }

const returnLifecycle = setup({
  types: {
    context: {} as ReturnContext,
    events: {} as ReturnMachineEvent,
    emitted: {} as ReturnRefused
  },
  guards: {
    byCustomer: ({ event }) => event.by === "customer",
    notByCustomer: ({ event }) => event.by !== "customer",
    // Approving and rejecting are a person's decision: the shop's admin, not the system.
    notByAdmin: ({ event }) => event.by !== "admin",
    anExchange: ({ context }) => context.kind === "exchange",
    aReturn: ({ context }) => context.kind === "return"
  },
  actions: {
    takeRequest: assign(({ event }) => {
      assertEvent(event, "return.requested")
      return { kind: event.kind }
    }),
    refuseRequestByShop: emit(() => refused("Only the order's customer can ask to return or exchange its items")),
    refuseBeforeRequest: emit(({ event }) => refused(`No return has been requested yet, so it cannot be ${STEP_TEXT[event.type as keyof typeof STEP_TEXT].toLowerCase()}`)),
    refuseRequestAgain: emit(() => refused("This return has already been requested")),
    refuseByCustomer: emit(({ event }) =>
      refused(`Only Bazaar can mark a return as ${STEP_TEXT[event.type as keyof typeof STEP_TEXT]}`)),
    refuseDecisionBySystem: emit(() => refused("Only an admin can approve or reject a return")),
    refuseOutOfTurn: emit(({ event }, params: From & { readonly next: string }) =>
      refused(`A return that is ${params.from} cannot be marked as ${STEP_TEXT[event.type as keyof typeof STEP_TEXT]}; its next step is ${params.next}`)),
    refuseRefundOfExchange: emit(() => refused("An exchange is sent, not refunded: mark it as Exchanged")),
    refuseExchangeOfReturn: emit(() => refused("A return is refunded, not exchanged: mark it as Refunded")),
    refuseFinal: emit((_, params: From) => refused(`A return that is ${params.from} can no longer change`)),
    // Withdrawing is the customer's own word, while the items are still with them.
    refuseWithdrawByShop: emit(() => refused("Only the order's customer can withdraw a return request")),
    refuseWithdrawLate: emit((_, params: From) => refused(`A return that is ${params.from} can no longer be withdrawn`)),
    refuseWithdrawAgain: emit(() => refused("This return has already been withdrawn"))
  }
})

const STEPS = ["return.approved", "return.rejected", "return.picked-up", "return.refunded", "return.exchanged"] as const

/** Every step refused in a state but the ones it names, each with the next step's words. */
type OutOfTurn = readonly [
  { readonly guard: "byCustomer"; readonly actions: "refuseByCustomer" },
  { readonly actions: { readonly type: "refuseOutOfTurn"; readonly params: From & { readonly next: string } } }
]
const outOfTurn = (from: ReturnStatus, next: string, except: ReadonlyArray<(typeof STEPS)[number]>) =>
  Object.fromEntries(STEPS.filter((step) => !except.includes(step)).map((step): [string, OutOfTurn] => [step, [
    { guard: "byCustomer", actions: "refuseByCustomer" },
    { actions: { type: "refuseOutOfTurn", params: { from, next } } }
  ]])) as Record<(typeof STEPS)[number], OutOfTurn>

/** A request that is withdrawn, picked up or final can no longer be withdrawn, whoever asks. */
const withdrawLate = (from: ReturnStatus) => ({ actions: { type: "refuseWithdrawLate", params: { from } } }) as const

const finalState = (from: ReturnStatus) => ({
  on: {
    ...Object.fromEntries(STEPS.map((step) => [step, { actions: { type: "refuseFinal", params: { from } } }])) as
      Record<(typeof STEPS)[number], { readonly actions: { readonly type: "refuseFinal"; readonly params: From } }>,
    "return.withdrawn": from === "Withdrawn" ? { actions: "refuseWithdrawAgain" as const } : withdrawLate(from)
  }
})

/** Requested or Approved: the customer may still withdraw the request; the shop may not. */
const withdrawable = [
  { guard: "notByCustomer", actions: "refuseWithdrawByShop" },
  { target: "Withdrawn" }
] as const

export const returnLifecycleMachine = returnLifecycle.createMachine({
  id: "returnLifecycle",
  context: { kind: null },
  initial: NOT_REQUESTED,
  on: { "return.requested": { actions: "refuseRequestAgain" } },
  states: {
    [NOT_REQUESTED]: {
      on: {
        "return.requested": [
          { guard: "notByCustomer", actions: "refuseRequestByShop" },
          { target: "Requested", actions: "takeRequest" }
        ],
        ...Object.fromEntries([...STEPS, "return.withdrawn"].map((step) => [step, { actions: "refuseBeforeRequest" }])) as
          Record<(typeof STEPS)[number] | "return.withdrawn", { readonly actions: "refuseBeforeRequest" }>
      }
    },
    Requested: {
      on: {
        ...outOfTurn("Requested", "Approved or Rejected", ["return.approved", "return.rejected"]),
        "return.approved": [
          { guard: "byCustomer", actions: "refuseByCustomer" },
          { guard: "notByAdmin", actions: "refuseDecisionBySystem" },
          { target: "Approved" }
        ],
        "return.rejected": [
          { guard: "byCustomer", actions: "refuseByCustomer" },
          { guard: "notByAdmin", actions: "refuseDecisionBySystem" },
          { target: "Rejected" }
        ],
        "return.withdrawn": withdrawable
      }
    },
    Approved: {
      on: {
        ...outOfTurn("Approved", "Picked up", ["return.picked-up"]),
        "return.picked-up": [{ guard: "byCustomer", actions: "refuseByCustomer" }, { target: "Picked up" }],
        "return.withdrawn": withdrawable
      }
    },
    "Picked up": {
      on: {
        ...outOfTurn("Picked up", "Refunded or Exchanged", ["return.refunded", "return.exchanged"]),
        "return.refunded": [
          { guard: "byCustomer", actions: "refuseByCustomer" },
          { guard: "anExchange", actions: "refuseRefundOfExchange" },
          { target: "Refunded" }
        ],
        "return.exchanged": [
          { guard: "byCustomer", actions: "refuseByCustomer" },
          { guard: "aReturn", actions: "refuseExchangeOfReturn" },
          { target: "Exchanged" }
        ],
        "return.withdrawn": [{ guard: "notByCustomer", actions: "refuseWithdrawByShop" }, withdrawLate("Picked up")]
      }
    },
    Rejected: finalState("Rejected"),
    Refunded: finalState("Refunded"),
    Exchanged: finalState("Exchanged"),
    Withdrawn: finalState("Withdrawn")
  }
})

export type ReturnSnapshot = SnapshotFrom<typeof returnLifecycleMachine>

/** The message of a `return.refused` that `action` emits, if it is that emit. */
const refusalOf = (action: { readonly type: string; readonly params?: unknown }): string | undefined => {
  if (action.type !== "xstate.emit") return undefined
  const emitted = (action.params as { readonly event?: Partial<ReturnRefused> } | undefined)?.event
  return emitted?.type === "return.refused" ? emitted.message : undefined
}

type InertScope = Parameters<typeof returnLifecycleMachine.transition>[2]
const ignore = () => {}
let collected: Array<ExecutableActionObject> = []
let inertScope: InertScope | undefined

/**
 * The machine's pure transition, in one inert actor scope made once that collects the actions
 * instead of running them, as the order's lifecycle does (order-lifecycle.machine.ts
 * `transitionLifecycle`; xstate's own `transition` is not in the home page's first chunk).
 */
const transitionReturn = (snapshot: ReturnSnapshot, event: ReturnMachineEvent): readonly [ReturnSnapshot, ReadonlyArray<ExecutableActionObject>] => {
  if (inertScope === undefined) {
    const self = createActor(returnLifecycleMachine)
    inertScope = {
      self, id: "", sessionId: "", system: self.system, logger: ignore, defer: ignore, emit: ignore, stopChild: ignore,
      actionExecutor: (action) => void collected.push(action)
    }
  }
  const actions: Array<ExecutableActionObject> = []
  collected = actions
  return [returnLifecycleMachine.transition(snapshot, event, inertScope), actions]
}

/** The machine's answer to one event: the next snapshot, or the words of its refusal. */
export const decideReturnStep = (snapshot: ReturnSnapshot, event: ReturnMachineEvent): ReturnSnapshot | { readonly refused: string } => {
  const [next, actions] = transitionReturn(snapshot, event)
  for (const action of actions) {
    const message = refusalOf(action)
    if (message !== undefined) return { refused: message }
  }
  if (next === snapshot) throw new Error(`the return lifecycle took no transition for ${event.type} in ${String(snapshot.value)}`)
  return next
}
