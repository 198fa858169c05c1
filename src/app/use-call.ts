import { useSelector } from "@xstate/react"
import type { Effect } from "effect"
import { fromPromise } from "xstate"
import { failureSentence } from "#domain/failure-words.ts"
import { callMachine } from "#machines/call.machine.ts"
import { useApp } from "./app-context.tsx"
import type { ApiServices } from "./runtime.ts"
import { useScreenActor } from "./use-screen-actor.ts"

/** A call a screen makes on a click: an effect over the one API runtime (src/app/api.ts). */
export type ScreenCall = Effect.Effect<unknown, unknown, ApiServices>

/**
 * A screen's calls on a person's click, through the call machine (machines/call.machine.ts) and the
 * one API runtime: `run(subject, done, effect)`; `after` runs once a call succeeded, before the
 * machine says so (for example the route's loader read again, so the list shows the change).
 */
export const useCall = (after?: () => Promise<unknown>) => {
  const { runtime } = useApp()
  // The screen's actor, a child of the shop's root for the screen's life (src/app/use-screen-actor.ts).
  const ref = useScreenActor("call", () =>
    callMachine.provide({
      actors: {
        // No abort signal: a write already sent finishes when the screen goes (its answer is dropped
        // with the actor), as a write abandoned is not undone on the server.
        perform: fromPromise(async ({ input }) => {
          const answer = await runtime.runPromise(input as ScreenCall)
          await after?.()
          return answer
        })
      }
    }))
  const state = useSelector(ref, (s) => ({ running: s.matches("running"), ...s.context }), (a, b) =>
    a.running === b.running && a.subject === b.subject && a.done === b.done && a.problem === b.problem)
  const { problem: failure, ...rest } = state
  return {
    ...rest,
    /** The last call's failure, kept: a shopper's screen says it with `useFailureSentence` (issue 39). */
    failure,
    /** Its English sentence, for the staff's screens (English only, by design). */
    problem: failure === null ? null : failureSentence(failure),
    /** Whether `subject` is the thing whose call is running (its buttons wait). */
    busy: (subject: string) => state.running && state.subject === subject,
    run: (subject: string, done: string, effect: ScreenCall) => ref.send({ type: "call.run", subject, done, request: effect }),
    dismiss: () => ref.send({ type: "call.dismiss" })
  }
}
