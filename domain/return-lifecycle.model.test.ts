import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { getSimplePaths } from "xstate/graph"
import type { Actor } from "./order.ts"
import { RETURN_EVENT_TAGS } from "./return-status.ts"
import { NOT_REQUESTED, type ReturnKind, returnLifecycleMachine, type ReturnMachineEvent } from "./return-lifecycle.machine.ts"
import { allowedReturnSteps, decideReturnEvent, holdsUnits, mayWithdraw, returnStatusOf, type ReturnStepEvent } from "./returns.ts"

// Model-based walk of the return request's machine (ADR 031): every simple path of the REAL machine's
// graph, each event by each actor and a request of each kind, read back as a stored request (its
// steps) through the rules the server and the browser use. Wherever a path ends, the status is the
// steps' projection; the customer may withdraw exactly while the request is Requested or Approved
// (before the pickup), with a sentence otherwise; a withdrawn or rejected request holds no units, and
// a final request offers the admin no step.

const ACTORS: ReadonlyArray<Actor> = ["customer", "admin", "system"]
const KINDS: ReadonlyArray<ReturnKind> = ["return", "exchange"]
const EVENTS: ReadonlyArray<ReturnMachineEvent> = RETURN_EVENT_TAGS.flatMap((type) => ACTORS.flatMap((by): ReadonlyArray<ReturnMachineEvent> =>
  type === "return.requested" ? KINDS.map((kind) => ({ type, by, kind })) : [{ type, by }]))
const WITHDRAWABLE = new Set(["Requested", "Approved"])
const FINAL = new Set(["Rejected", "Refunded", "Exchanged", "Withdrawn"])

const paths = getSimplePaths(returnLifecycleMachine, { events: EVENTS })

describe("the return request's machine (model-based)", () => {
  it("reaches every status, Withdrawn from both Requested and Approved", () => {
    const ends = new Set(paths.map((path) => String(path.state.value)))
    expect([...ends].sort()).toEqual([NOT_REQUESTED, "Approved", "Exchanged", "Picked up", "Refunded", "Rejected", "Requested", "Withdrawn"].sort())
    const withdrawnFrom = new Set(paths.filter((path) => path.state.value === "Withdrawn").map((path) => String(path.steps.at(-2)?.state.value)))
    expect([...withdrawnFrom].sort()).toEqual(["Approved", "Requested"])
  })

  it("reads back every path as a stored request: its status, whether it may be withdrawn, its units and the admin's steps", () => {
    let walked = 0
    for (const path of paths) {
      const status = String(path.state.value)
      if (status === NOT_REQUESTED) continue
      const kind = path.state.context.kind!
      const steps: ReadonlyArray<ReturnStepEvent> = path.steps.slice(1).map((step) => {
        const event = step.event as ReturnMachineEvent
        return { _tag: event.type, by: event.by }
      })
      const where = `${kind}: ${steps.map((step) => `${step._tag} by ${step.by}`).join(", ")}`
      expect(returnStatusOf(steps), where).toBe(status)
      const withdrawal = decideReturnEvent(steps, kind, { _tag: "return.withdrawn", by: "customer" })
      if (WITHDRAWABLE.has(status)) {
        expect(withdrawal, where).toEqual(Either.right("Withdrawn"))
        expect(mayWithdraw({ events: steps, kind }), where).toBe(true)
        for (const by of ["admin", "system"] as const) {
          expect(decideReturnEvent(steps, kind, { _tag: "return.withdrawn", by }), where).toEqual(Either.left("Only the order's customer can withdraw a return request"))
        }
      } else {
        expect(withdrawal, where).toEqual(Either.left(status === "Withdrawn" ? "This return has already been withdrawn" : `A return that is ${status} can no longer be withdrawn`))
        expect(mayWithdraw({ events: steps, kind }), where).toBe(false)
      }
      expect(holdsUnits(status as never), where).toBe(status !== "Rejected" && status !== "Withdrawn")
      if (FINAL.has(status)) expect(allowedReturnSteps({ events: steps, kind }), where).toEqual([])
      walked++
    }
    expect(walked).toBeGreaterThan(20)
  })
})
