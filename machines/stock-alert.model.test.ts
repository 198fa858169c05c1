import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, type SnapshotFrom } from "xstate"
import { getShortestPaths, serializeSnapshot, type StatePath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import { CallFailed } from "#domain/failures.ts"
import { Conflict } from "#domain/http/errors.ts"
import { askedOf, DONE, ERROR, invokeDone, invokeError, keyedByTransition, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { type StockAlertEvent, stockAlertMachine, type StockAlertMachine, type WaitedFor } from "./stock-alert.machine.ts"

// Model-based tests of "notify me" (issue 19 item 7): the paths are generated from the REAL machine's
// graph with xstate/graph and replayed on a real, started actor whose three calls are held fakes. The
// server's answer to a call in flight is an explicit event of the walk (`xstate.done.actor.<call>`
// with the option ids the customer waits for, or `xstate.error.actor.<call>`); on replay the held call
// is answered with it. After every step the actor must be where the walk says, and what the shopper
// reads must agree with the oracle below, written from the issue alone.

const OPTION = Id.make("0000000000000000000000a1")
const OTHER = Id.make("0000000000000000000000b2")
const CALLS = ["loadAlerts", "subscribe", "unsubscribe"] as const
type Call = (typeof CALLS)[number]

/** What the server may answer: the customer waits for this option (and another), or only for another. */
const ANSWERS: ReadonlyArray<WaitedFor> = [[OTHER, OPTION], [OTHER]]
const FAILURE = new CallFailed({ text: "Alert Not Saved", reason: new Conflict({ message: "Saree (Free Size, Red) is in stock now; you can order it straight away." }) })

type Snapshot = SnapshotFrom<StockAlertMachine>
type WalkEvent = StockAlertEvent | ReturnType<typeof invokeDone<WaitedFor>> | ReturnType<typeof invokeError>

const eventsFor = (snapshot: Snapshot): ReadonlyArray<WalkEvent> => [
  { type: "alert.subscribe" },
  { type: "alert.cancel" },
  ...CALLS.flatMap((call) => askedOf(snapshot, call) === undefined ? [] : [...ANSWERS.map((answer) => invokeDone(call, answer)), invokeError(call, FAILURE)])
]

const callOf = (event: WalkEvent): Call | undefined => CALLS.find((call) => event.type === `${DONE}${call}` || event.type === `${ERROR}${call}`)

/** Issue 19 item 7 written out: what the shopper sees after each answer. */
const oracle = (sent: ReadonlyArray<WalkEvent>) => {
  let seen = { state: "checking", note: null as string | null, problem: null as string | null }
  for (const event of sent) {
    const call = callOf(event)
    if (call === undefined) {
      if (event.type === "alert.subscribe" && seen.state === "notAsked") seen = { ...seen, state: "subscribing" }
      if (event.type === "alert.cancel" && seen.state === "waiting") seen = { ...seen, state: "cancelling" }
      continue
    }
    const failed = event.type.startsWith(ERROR)
    const waits = !failed && outputOf<WaitedFor>(event).includes(OPTION)
    if (call === "loadAlerts") seen = failed ? { ...seen, state: "notAsked" } : waits ? { state: "waiting", note: "We'll SMS you when it's back.", problem: null } : { ...seen, state: "notAsked" }
    if (call === "subscribe") {
      seen = failed ? { state: "notAsked", note: null, problem: FAILURE.message } : waits ? { state: "waiting", note: "We'll SMS you when it's back.", problem: null } : { ...seen, state: "notAsked" }
    }
    if (call === "unsubscribe") {
      seen = failed ? { state: "waiting", note: null, problem: FAILURE.message } : waits ? { ...seen, state: "waiting" } : { state: "notAsked", note: "You will not get an SMS for this option.", problem: null }
    }
  }
  return seen
}

// The walk's events include the calls' answers, which the machine's own event type does not name.
const paths = getShortestPaths(stockAlertMachine, {
  input: { optionId: OPTION },
  events: (snapshot: Snapshot) => eventsFor(snapshot) as ReadonlyArray<StockAlertEvent>,
  serializeState: keyedByTransition((snapshot: Snapshot) => serializeSnapshot(snapshot), (event: StockAlertEvent) => JSON.stringify(event))
}) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

describe("notify me, model-based: every transition of the machine's graph", () => {
  it("takes every event the machine handles and every call's answers, and reaches every state", () => {
    const taken = takenIn(paths)
    for (const type of stockAlertMachine.events) expect(taken).toContain(type)
    for (const call of CALLS) {
      expect(taken).toContain(`${DONE}${call}`)
      expect(taken).toContain(`${ERROR}${call}`)
    }
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(["checking", "notAsked", "subscribing", "waiting", "cancelling"]))
  })

  it("replays each path on a real actor with the state and sentences the issue asks for, and each call asks for its option", async () => {
    for (const path of paths) {
      const held = Object.fromEntries(CALLS.map((call) => [call, heldCalls<WaitedFor, { readonly optionId: Id }>({ what: call })])) as Record<Call, ReturnType<typeof heldCalls<WaitedFor, { readonly optionId: Id }>>>
      await replayPath<Snapshot, WalkEvent>(path, {
        start: (): AnyActorRef => createActor(stockAlertMachine.provide({
          actors: { loadAlerts: held.loadAlerts.logic, subscribe: held.subscribe.logic, unsubscribe: held.unsubscribe.logic }
        }), { input: { optionId: OPTION } }).start(),
        happen: (event) => {
          const call = callOf(event)
          if (call === undefined) return false
          const pending = held[call].only()
          expect(pending.input).toEqual({ optionId: OPTION })
          if (event.type.startsWith(DONE)) pending.resolve(outputOf<WaitedFor>(event))
          else pending.reject(FAILURE)
          return true
        },
        settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
        check: (actual, sent, where) => {
          expect({ state: actual.value, note: actual.context.note, problem: actual.context.problem }, where).toEqual(oracle(sent))
        }
      })
    }
  }, 60_000)
})
