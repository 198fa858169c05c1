import { describe, expect, it } from "vitest"
import { createActor, createMachine } from "xstate"
import { settled } from "./settled.ts"

const light = createMachine({ id: "light", initial: "red", states: { red: { on: { next: "green" } }, green: { on: { next: "amber" } }, amber: {} } })

describe("settled: an actor's first snapshot that meets a condition", () => {
  it("answers at once when the current snapshot meets it", async () => {
    const actor = createActor(light).start()
    expect((await settled(actor, (s) => s.matches("red"))).value).toBe("red")
  })

  it("waits for the first later snapshot that meets it, and stops listening then", async () => {
    const actor = createActor(light).start()
    const answer = settled(actor, (s) => s.matches("amber"))
    actor.send({ type: "next" })
    actor.send({ type: "next" })
    expect((await answer).value).toBe("amber")
  })

  it("gives the snapshot of the moment when the time runs out", async () => {
    const actor = createActor(light).start()
    actor.send({ type: "next" })
    expect((await settled(actor, (s) => s.matches("amber"), 10)).value).toBe("green")
  })
})
