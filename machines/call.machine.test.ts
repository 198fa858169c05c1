import { describe, expect, it } from "vitest"
import { createActor } from "xstate"
import { CallFailed } from "#domain/failures.ts"
import { OrderCannotChange } from "#domain/http/errors.ts"
import { callMachine } from "./call.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

const start = () => {
  const perform = heldCalls<unknown, unknown>({ what: "call" })
  const actor = createActor(callMachine.provide({ actors: { perform: perform.logic } })).start()
  const seen = () => {
    const s = actor.getSnapshot()
    return { state: s.value, subject: s.context.subject, done: s.context.done, problem: s.context.problem }
  }
  return { actor, perform, seen }
}

const run = (subject: string, request: unknown = { call: subject }) =>
  ({ type: "call.run", subject, done: `${subject}: Cancelled.`, request }) as const

describe("a call a screen makes on a click", () => {
  it("gives the screen's request to the call, and says the success sentence once it is answered", async () => {
    const { actor, perform, seen } = start()
    actor.send(run("BZ1001", { cancel: "BZ1001" }))
    expect(seen()).toEqual({ state: "running", subject: "BZ1001", done: null, problem: null })
    expect(perform.only().input).toEqual({ cancel: "BZ1001" })
    perform.only().resolve({ ok: true })
    await Promise.resolve()
    expect(seen()).toEqual({ state: "succeeded", subject: "BZ1001", done: "BZ1001: Cancelled.", problem: null })
  })

  it("keeps a named failure as plain data (its name, the server's own words), never the failure object", async () => {
    const { actor, perform, seen } = start()
    actor.send(run("BZ1002"))
    perform.only().reject(new CallFailed({ text: "order Not Updated", reason: new OrderCannotChange({ message: "A delivered order cannot be cancelled." }) }))
    await Promise.resolve()
    expect(seen()).toEqual({
      state: "failed", subject: "BZ1002", done: null,
      problem: { _tag: "KeptFailure", failure: "OrderCannotChange", sentence: "A delivered order cannot be cancelled." }
    })
  })

  it("refuses a second call while one is running (an abandoned write is not undone)", async () => {
    const { actor, perform, seen } = start()
    actor.send(run("BZ1003"))
    actor.send(run("BZ1004"))
    actor.send({ type: "call.dismiss" })
    expect(perform.calls).toHaveLength(1)
    expect(seen()).toMatchObject({ state: "running", subject: "BZ1003" })
    perform.only().resolve(null)
    await Promise.resolve()
    actor.send(run("BZ1004"))
    expect(perform.calls).toHaveLength(2)
    expect(seen()).toEqual({ state: "running", subject: "BZ1004", done: null, problem: null })
  })

  it("after a failure, a new call clears the old failure, and dismissing clears everything", async () => {
    const { actor, perform, seen } = start()
    actor.send(run("BZ1005"))
    perform.only().reject(new Error("network"))
    await Promise.resolve()
    expect(seen().problem).not.toBeNull()
    actor.send(run("BZ1005"))
    expect(seen()).toEqual({ state: "running", subject: "BZ1005", done: null, problem: null })
    perform.latest().resolve(null)
    await Promise.resolve()
    actor.send({ type: "call.dismiss" })
    expect(seen()).toEqual({ state: "idle", subject: null, done: null, problem: null })
  })
})
