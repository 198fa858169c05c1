import { describe, expect, it } from "vitest"
import { getShortestPaths } from "xstate/graph"
import type { Actor } from "./order.ts"
import { RETURN_EVENT_TAGS } from "./return-status.ts"
import {
  decideReturnStep,
  NOT_REQUESTED,
  RETURN_STATUSES,
  type ReturnKind,
  returnLifecycleMachine,
  type ReturnMachineEvent
} from "./return-lifecycle.machine.ts"

const ACTORS: ReadonlyArray<Actor> = ["customer", "admin", "system"]
const KINDS: ReadonlyArray<ReturnKind> = ["return", "exchange"]
const STATES = [NOT_REQUESTED, ...RETURN_STATUSES] as const
const EVENTS: ReadonlyArray<ReturnMachineEvent> = RETURN_EVENT_TAGS.flatMap((type) => ACTORS.flatMap((by): ReadonlyArray<ReturnMachineEvent> =>
  type === "return.requested" ? KINDS.map((kind) => ({ type, by, kind })) : [{ type, by }]))

const snapshotOf = (value: (typeof STATES)[number], kind: ReturnKind | null) => returnLifecycleMachine.resolveState({ value, context: { kind } })

describe("the return request's machine", () => {
  it("answers every event in every state: a step, or a refusal in words", () => {
    for (const state of STATES) {
      for (const kind of KINDS) {
        for (const event of EVENTS) {
          const decided = decideReturnStep(snapshotOf(state, state === NOT_REQUESTED ? null : kind), event)
          if ("refused" in decided) expect(decided.refused).toMatch(/^[A-Z].+[a-z]$/)
          else expect(decided.value).not.toBe(state)
        }
      }
    }
  })

  it("moves only forward along the lifecycle, each step by whom the rules allow", () => {
    const allowed = new Set<string>()
    for (const state of STATES) {
      for (const kind of KINDS) {
        for (const event of EVENTS) {
          const decided = decideReturnStep(snapshotOf(state, state === NOT_REQUESTED ? null : kind), event)
          if (!("refused" in decided)) allowed.add(`${kind} ${state} --${event.type} by ${event.by}--> ${String(decided.value)}`)
        }
      }
    }
    expect([...allowed].filter((step) => step.startsWith("return ")).sort()).toEqual([
      "return Approved --return.picked-up by admin--> Picked up",
      "return Approved --return.picked-up by system--> Picked up",
      "return Approved --return.withdrawn by customer--> Withdrawn",
      "return Not requested --return.requested by customer--> Requested",
      "return Picked up --return.refunded by admin--> Refunded",
      "return Picked up --return.refunded by system--> Refunded",
      "return Requested --return.approved by admin--> Approved",
      "return Requested --return.rejected by admin--> Rejected",
      "return Requested --return.withdrawn by customer--> Withdrawn"
    ])
    expect([...allowed].filter((step) => step.includes("Picked up --")).filter((step) => step.startsWith("exchange ")).sort()).toEqual([
      "exchange Picked up --return.exchanged by admin--> Exchanged",
      "exchange Picked up --return.exchanged by system--> Exchanged"
    ])
  })

  it("lets only the customer withdraw a request, and only before its pickup; the other refusals in words", () => {
    const withdraw = (state: (typeof STATES)[number], by: Actor, kind: ReturnKind = "return") => {
      const decided = decideReturnStep(snapshotOf(state, state === NOT_REQUESTED ? null : kind), { type: "return.withdrawn", by })
      return "refused" in decided ? decided.refused : String(decided.value)
    }
    for (const kind of KINDS) {
      expect(withdraw("Requested", "customer", kind)).toBe("Withdrawn")
      expect(withdraw("Approved", "customer", kind)).toBe("Withdrawn")
    }
    for (const state of ["Requested", "Approved", "Picked up"] as const) {
      for (const by of ["admin", "system"] as const) expect(withdraw(state, by)).toBe("Only the order's customer can withdraw a return request")
    }
    expect(withdraw("Picked up", "customer")).toBe("A return that is Picked up can no longer be withdrawn")
    for (const state of ["Rejected", "Refunded", "Exchanged"] as const) {
      for (const by of ACTORS) expect(withdraw(state, by)).toBe(`A return that is ${state} can no longer be withdrawn`)
    }
    for (const by of ACTORS) {
      expect(withdraw("Withdrawn", by)).toBe("This return has already been withdrawn")
      expect(withdraw(NOT_REQUESTED, by)).toBe("No return has been requested yet, so it cannot be withdrawn")
    }
    // Withdrawn is final: every other step is refused with the final state's words.
    for (const event of EVENTS.filter((e) => e.type !== "return.withdrawn" && e.type !== "return.requested")) {
      expect(decideReturnStep(snapshotOf("Withdrawn", "exchange"), event)).toEqual({ refused: "A return that is Withdrawn can no longer change" })
    }
    expect(decideReturnStep(snapshotOf("Withdrawn", "return"), { type: "return.requested", by: "customer", kind: "return" }))
      .toEqual({ refused: "This return has already been requested" })
  })

  it("reaches every status from Not requested (xstate/graph)", () => {
    const paths = getShortestPaths(returnLifecycleMachine, {
      events: [
        { type: "return.requested", by: "customer", kind: "return" },
        { type: "return.requested", by: "customer", kind: "exchange" },
        ...(["return.approved", "return.rejected", "return.picked-up", "return.refunded", "return.exchanged"] as const).map((type) => ({ type, by: "admin" as const })),
        { type: "return.withdrawn", by: "customer" }
      ]
    })
    const reached = new Set(paths.map((path) => String(path.state.value)))
    for (const status of RETURN_STATUSES) expect(reached.has(status)).toBe(true)
  })
})
