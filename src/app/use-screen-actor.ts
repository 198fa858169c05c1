import { useEffect, useId, useReducer, useState } from "react"
import { type ActorRefFrom, type AnyActorLogic, initialTransition, type InputFrom } from "xstate"
import { screenOpen } from "#machines/shop.machine.ts"
import { useApp } from "./app-context.tsx"

/**
 * The actor a screen uses while it is drawn (ADR 045): a child of the shop's root, in the one actor
 * system (seen in the inspector under the root, DESIGN §5), spawned when the screen is first drawn
 * and stopped when it goes. `logic` is the screen's machine with its calls provided (made only when
 * the actor is opened); `input` is what it starts from. No component makes an actor of its own.
 *
 * React draws a screen twice in development to find impurities, and mounts it twice: the system id is
 * React's id of the screen's place, the same in both, so the root opens one actor (its guard), and an
 * actor closed by the first unmount is opened again by the second mount.
 */
export const useScreenActor = <TLogic extends AnyActorLogic>(name: string, logic: () => TLogic, input?: InputFrom<TLogic>): ActorRefFrom<TLogic> => {
  const { shop, serverDrawn } = useApp()
  const systemId = `${name}${useId()}`
  const [, reopen] = useReducer((n: number) => n + 1, 0)
  // The server's first view: the system does not run there; the screen is drawn from the machine's
  // first snapshot, as the browser's actor starts in it (whether it is is fixed for the app's life).
  // (`import.meta.env.SSR` is false in the browser's build, which then carries none of it.)
  const [drawnAlone] = useState(() => (import.meta.env.SSR && serverDrawn === true ? standIn(logic(), input) : null))
  if (drawnAlone === null && shop.system.get(systemId) === undefined) shop.send(screenOpen(systemId, logic(), input === undefined ? undefined : () => input))
  const actor = (drawnAlone ?? shop.system.get(systemId)) as ActorRefFrom<TLogic>
  useEffect(() => {
    if (shop.system.get(systemId) === undefined) reopen()
    return () => shop.send({ type: "screen.close", systemId })
  }, [shop, systemId])
  return actor
}

/** An actor that stays in the machine's first snapshot and takes nothing (the server's first view). */
const standIn = (logic: AnyActorLogic, input: unknown) => {
  const [snapshot] = initialTransition(logic, input)
  return { getSnapshot: () => snapshot, subscribe: () => ({ unsubscribe: () => {} }), send: () => {} }
}
