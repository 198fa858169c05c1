import { describe, expect, it } from "vitest"
import { createActor, type SnapshotFrom } from "xstate"
import { getShortestPaths } from "xstate/graph"
import { CallFailed } from "#domain/failures.ts"
import { ReturnNotAllowed } from "#domain/http/errors.ts"
import type { NewReturnRequest } from "#domain/returns.ts"
import { askedOf, invokeDone, invokeError, isInvokeDone, isInvokeError, replayPath } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { type ReturnFormEvent, type ReturnFormInput, requestOf, returnRequestMachine } from "./return-request.machine.ts"

// Model-based tests of the return form's actor: the paths are generated from the REAL machine's
// graph with xstate/graph and replayed on a started actor whose `submit` is a held fake; what the
// server answers is an event of the walk (`xstate.done.actor.0.returnRequest.sending` or its error).
// After every step the actor must be where the walk says, and a request in flight must be what the
// choices make (`requestOf`), never sent with something missing.

const INPUT: ReturnFormInput = {
  orderid: "BZ-000123",
  lines: [
    { name: "Cotton Kurta", units: 2, sizes: [{ id: "a".repeat(24), name: "L" }] },
    { name: "Steel Bottle", units: 1, sizes: [] }
  ],
  refundTo: ["wallet", "original"]
}
const SUBMIT_ID = "0.returnRequest.sending"
const REFUSAL = new CallFailed({ text: "Return Not create", reason: new ReturnNotAllowed({ message: "The return window of order BZ-000123 closed on Wed, 2 Dec, 7 days after delivery." }) })

type WalkEvent = ReturnFormEvent | ReturnType<typeof invokeDone<unknown>> | ReturnType<typeof invokeError>
const EVENTS: ReadonlyArray<WalkEvent> = [
  { type: "return.kind", kind: "exchange" },
  { type: "return.kind", kind: "return" },
  { type: "return.quantity", position: 0, quantity: 1 },
  { type: "return.quantity", position: 0, quantity: 5 },
  { type: "return.quantity", position: 1, quantity: 1 },
  { type: "return.size", position: 0, size: "a".repeat(24) },
  { type: "return.size", position: 0, size: "not-a-size" },
  { type: "return.reason", reason: "size-fit" },
  { type: "return.refund", refundTo: "original" },
  { type: "return.submit" },
  invokeDone(SUBMIT_ID, { _id: "b".repeat(24) }),
  invokeError(SUBMIT_ID, REFUSAL)
]

type Snapshot = SnapshotFrom<typeof returnRequestMachine>

const paths = getShortestPaths(returnRequestMachine, { input: INPUT, events: EVENTS as ReadonlyArray<ReturnFormEvent> })

describe("the return form (model-based)", () => {
  it("walks to every kind of place: editing with a sentence, sending, sent", () => {
    const values = new Set(paths.map((path) => String(path.state.value)))
    expect([...values].sort()).toEqual(["editing", "sending", "sent"])
    expect(paths.some((path) => path.state.context.problem === "Choose a reason.")).toBe(true)
    expect(paths.some((path) => path.state.context.problem === "Choose the new size for Cotton Kurta.")).toBe(true)
    // The server's refusal is kept as plain data (issue 39: the screen says it in the page's language).
    expect(paths.map((path) => path.state.context.problem)).toContainEqual({ _tag: "KeptFailure", failure: "ReturnNotAllowed", sentence: REFUSAL.message })
  })

  it("replays every path on a real actor, sending only a whole request, once", async () => {
    for (const path of paths) {
      const held = heldCalls<unknown, { readonly orderid: string; readonly request: NewReturnRequest }>({ what: "return request" })
      await replayPath<Snapshot, WalkEvent>(path, {
        start: () => createActor(returnRequestMachine.provide({ actors: { submit: held.logic } }), { input: INPUT }).start(),
        happen: (event) => {
          if (isInvokeDone(event, SUBMIT_ID)) held.only().resolve(event.output)
          else if (isInvokeError(event, SUBMIT_ID)) held.only().reject(event.error)
          else return false
          return true
        },
        settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
        check: (snapshot, _, where) => {
          if (snapshot.matches("sending")) {
            const made = requestOf(snapshot.context)
            expect(typeof made, where).toBe("object")
            expect(held.only().input, where).toEqual({ orderid: "BZ-000123", request: made })
            expect(askedOf(snapshot, SUBMIT_ID), where).toBeDefined()
          } else {
            expect(held.live(), where).toHaveLength(0)
          }
          snapshot.context.quantities.forEach((quantity, i) => {
            expect(quantity, where).toBeLessThanOrEqual(INPUT.lines[i]!.units)
            if (snapshot.context.kind === "exchange" && INPUT.lines[i]!.sizes.length === 0) expect(quantity, where).toBe(0)
          })
        }
      })
    }
  })
})
