import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, type SnapshotFrom } from "xstate"
import { getShortestPaths, serializeSnapshot, type StatePath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import type { KeptFailure } from "#domain/failure-words.ts"
import { CallFailed } from "#domain/failures.ts"
import { Conflict } from "#domain/http/errors.ts"
import { askedOf, DONE, ERROR, invokeDone, invokeError, keyedByTransition, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { alertStage, type StockAlertEvent, stockAlertMachine, type StockAlertMachine, type WaitedFor } from "./stock-alert.machine.ts"

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
/** What the shopper's screen is given of that failure (issue 39): its name and the server's words. */
const KEPT: KeptFailure = { _tag: "KeptFailure", failure: "Conflict", sentence: FAILURE.message }

type Snapshot = SnapshotFrom<StockAlertMachine>
type WalkEvent = StockAlertEvent | ReturnType<typeof invokeDone<WaitedFor>> | ReturnType<typeof invokeError>

const eventsFor = (snapshot: Snapshot): ReadonlyArray<WalkEvent> => [
  { type: "alert.subscribe" },
  { type: "alert.cancel" },
  { type: "alert.check" },
  ...CALLS.flatMap((call) => askedOf(snapshot, call) === undefined ? [] : [...ANSWERS.map((answer) => invokeDone(call, answer)), invokeError(call, FAILURE)])
]

const callOf = (event: WalkEvent): Call | undefined => CALLS.find((call) => event.type === `${DONE}${call}` || event.type === `${ERROR}${call}`)

const SUBSCRIBED = "We'll SMS you when it's back."
const CANCELLED = "You will not get an SMS for this option."
const STAGE_OF_CALL: Readonly<Record<Call, string>> = { loadAlerts: "checking", subscribe: "subscribing", unsubscribe: "cancelling" }

/**
 * Issue 19 item 7 written out: what the shopper sees after each event. One call at a time (the first
 * asks as the option is shown); every answer is the server's word on whether the customer waits; a
 * change the server confirms is said, a failure says why and changes nothing; a click forgets the
 * last failure.
 */
const oracle = (sent: ReadonlyArray<WalkEvent>) => {
  let seen = { waits: false, inFlight: "loadAlerts" as Call | null, note: null as string | null, problem: null as KeptFailure | null }
  for (const event of sent) {
    const call = callOf(event)
    if (call === undefined) {
      if (seen.inFlight !== null) continue
      if (event.type === "alert.check") seen = { ...seen, inFlight: "loadAlerts" }
      if (event.type === "alert.subscribe" && !seen.waits) seen = { ...seen, inFlight: "subscribe", problem: null }
      if (event.type === "alert.cancel" && seen.waits) seen = { ...seen, inFlight: "unsubscribe", problem: null }
      continue
    }
    if (event.type.startsWith(ERROR)) {
      // Not known after a failed first look: the button is offered, and nothing is said.
      seen = call === "loadAlerts" ? { ...seen, inFlight: null } : { ...seen, inFlight: null, note: null, problem: KEPT }
      continue
    }
    const waits = outputOf<WaitedFor>(event).includes(OPTION)
    const news = call === "unsubscribe" ? (waits ? null : CANCELLED) : waits ? SUBSCRIBED : null
    seen = news === null ? { ...seen, waits, inFlight: null } : { waits, inFlight: null, note: news, problem: null }
  }
  return { state: seen.inFlight === null ? (seen.waits ? "waiting" : "notAsked") : STAGE_OF_CALL[seen.inFlight], note: seen.note, problem: seen.problem }
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
    expect(new Set(paths.map((path) => alertStage(path.state)))).toEqual(new Set(["checking", "notAsked", "subscribing", "waiting", "cancelling"]))
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
          expect({ state: alertStage(actual), note: actual.context.note, problem: actual.context.problem }, where).toEqual(oracle(sent))
        }
      })
    }
  }, 60_000)
})
