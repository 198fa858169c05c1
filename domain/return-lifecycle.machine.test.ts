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
      "return Not requested --return.requested by customer--> Requested",
      "return Picked up --return.refunded by admin--> Refunded",
      "return Picked up --return.refunded by system--> Refunded",
      "return Requested --return.approved by admin--> Approved",
      "return Requested --return.rejected by admin--> Rejected"
    ])
    expect([...allowed].filter((step) => step.includes("Picked up --")).filter((step) => step.startsWith("exchange ")).sort()).toEqual([
      "exchange Picked up --return.exchanged by admin--> Exchanged",
      "exchange Picked up --return.exchanged by system--> Exchanged"
    ])
  })

  it("reaches every status from Not requested (xstate/graph)", () => {
    const paths = getShortestPaths(returnLifecycleMachine, {
      events: [
        { type: "return.requested", by: "customer", kind: "return" },
        { type: "return.requested", by: "customer", kind: "exchange" },
        ...(["return.approved", "return.rejected", "return.picked-up", "return.refunded", "return.exchanged"] as const).map((type) => ({ type, by: "admin" as const }))
      ]
    })
    const reached = new Set(paths.map((path) => String(path.state.value)))
    for (const status of RETURN_STATUSES) expect(reached.has(status)).toBe(true)
  })
})
