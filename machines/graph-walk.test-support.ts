import { expect } from "vitest"
import type { AnyActorRef, AnyMachineSnapshot, EventObject, Snapshot } from "xstate"
import type { AdjacencyMap, StatePath } from "xstate/graph"

// Test support, not a test: model-based tests that walk a REAL machine's graph with xstate/graph
// (`getShortestPaths`, `getSimplePaths`) and replay every path on a real, started actor.
//
// The graph is walked purely (xstate/graph transitions the machine without running its actors), so
// what the world does to an actor is given as explicit events: an invoked call's answer is
// `xstate.done.actor.<invoke id>` (or `xstate.error.actor.<invoke id>`), a delay is
// `xstate.after.<delay>.<state id>`. On replay, such an event is not sent: the test makes it happen
// for real (resolves or rejects the held fake call, advances the fake clock), so the replay also
// proves that the machine's invokes and delays produce the very events the walk assumed.

/** The type prefixes of an invoked actor's answer and failure (`xstate.done.actor.<invoke id>`). */
export const DONE = "xstate.done.actor."
export const ERROR = "xstate.error.actor."

/** The answer an invoked actor's done event carries. */
export const outputOf = <T,>(event: EventObject): T => (event as EventObject & { readonly output?: T }).output as T

/** What the machine gave a call in flight in a walked snapshot (invoked, not run); undefined when none is. */
export const askedOf = (snapshot: AnyMachineSnapshot, invokeId: string): { readonly input: unknown } | undefined => {
  const child = (snapshot.children as Readonly<Record<string, AnyActorRef | undefined>>)[invokeId]
  return child === undefined ? undefined : { input: (child.getSnapshot() as { readonly input: unknown }).input }
}

/** An invoked actor answered `output` (the walk's event; on replay the held call is resolved). */
export const invokeDone = <Output>(invokeId: string, output: Output) => ({ type: `xstate.done.actor.${invokeId}` as const, output })

/** An invoked actor failed (the walk's event; on replay the held call is rejected). */
export const invokeError = (invokeId: string, error: unknown) => ({ type: `xstate.error.actor.${invokeId}` as const, error })

/** A delay of `delay` (its name in `setup({ delays })` or its milliseconds) in the state with `stateId` passed. */
export const afterDelay = (delay: string | number, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` as const })

export const isInvokeDone = (event: EventObject, invokeId: string): event is ReturnType<typeof invokeDone<unknown>> =>
  event.type === `xstate.done.actor.${invokeId}`

export const isInvokeError = (event: EventObject, invokeId: string): event is ReturnType<typeof invokeError> =>
  event.type === `xstate.error.actor.${invokeId}`

export const isAfter = (event: EventObject): boolean => event.type.startsWith("xstate.after.")

export interface Replay<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject> {
  /** A fresh, started actor for one path. */
  readonly start: () => AnyActorRef
  /**
   * Makes an event of the walk happen for real when it is not one to send (a call's answer, a
   * delay): returns true when it did. Anything else is sent to the actor as it is.
   */
  readonly happen?: (event: TEvent, actor: AnyActorRef) => boolean | Promise<boolean>
  /** What is compared after each step (default: the snapshot's value and context). */
  readonly observe?: (snapshot: TSnapshot) => unknown
  /** More checks after each step (an independent oracle, say). */
  readonly check?: (snapshot: TSnapshot, sent: ReadonlyArray<TEvent>, where: string) => void
  /** Lets the actor take what happened (promise callbacks, timers). */
  readonly settle?: () => Promise<void>
}

const defaultObserve = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context })

/**
 * Replays one walked path on a real actor: after every step the actor must be where the walk
 * says (the first step is the initial state, reached by `xstate.init`).
 */
export const replayPath = async <TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  path: StatePath<TSnapshot, TEvent>,
  replay: Replay<TSnapshot, TEvent>
): Promise<void> => {
  const observe = replay.observe ?? (defaultObserve as (snapshot: TSnapshot) => unknown)
  const actor = replay.start()
  const sent: Array<TEvent> = []
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) {
        sent.push(step.event)
        const happened = (await replay.happen?.(step.event, actor)) ?? false
        if (!happened) actor.send(step.event)
        await replay.settle?.()
      }
      const where = `${sent.map((event) => event.type).join(" > ") || "start"} (step ${index})`
      const actual = actor.getSnapshot() as TSnapshot
      expect(observe(actual), where).toEqual(observe(step.state))
      replay.check?.(actual, sent, where)
    }
  } finally {
    actor.stop()
  }
}

/**
 * Paths from the start that together take every transition of the walked graph (a transition tour,
 * built greedily): a path takes a transition not taken yet from where it is; where there is none, it
 * goes the shortest way to the nearest state that has one. A path ends after `maxSteps` (the next one
 * starts again from the start), so each replay stays short and one actor is started per path, not
 * one per transition. `keyOf` is the state serializer the adjacency map was built with.
 */
export const transitionTour = <TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  adjacency: AdjacencyMap<TSnapshot, TEvent>,
  start: string,
  maxSteps: number,
  keyOf: (snapshot: TSnapshot) => string
): ReadonlyArray<StatePath<TSnapshot, TEvent>> => {
  type Path = StatePath<TSnapshot, TEvent>
  // xstate/graph brands its keys; here they are the serialized states and events they are.
  const nodes = adjacency as unknown as Readonly<
    Record<string, { readonly state: TSnapshot; readonly transitions: Readonly<Record<string, { readonly event: TEvent; readonly state: TSnapshot }>> }>
  >
  const untaken = new Map(Object.entries(nodes).map(([key, { transitions }]) => [key, new Set(Object.keys(transitions))]))
  const target = (key: string, event: string) => keyOf(nodes[key]!.transitions[event]!.state)
  /** The events of the shortest way from `from` to the nearest state with a transition not taken, or null. */
  const wayToUntaken = (from: string): ReadonlyArray<string> | null => {
    const way = new Map<string, ReadonlyArray<string>>([[from, []]])
    for (const [key, events] of way) {
      if (untaken.get(key)!.size > 0) return events
      for (const event of Object.keys(nodes[key]!.transitions)) {
        const next = target(key, event)
        if (!way.has(next)) way.set(next, [...events, event])
      }
    }
    return null
  }
  const paths: Array<Path> = []
  while ([...untaken.values()].some((events) => events.size > 0)) {
    const steps: Array<Path["steps"][number]> = [
      { state: nodes[start]!.state as TSnapshot, event: { type: "xstate.init" } as unknown as TEvent }
    ]
    let at = start
    const take = (event: string) => {
      untaken.get(at)!.delete(event)
      const { state, event: sent } = nodes[at]!.transitions[event]!
      steps.push({ state: state as TSnapshot, event: sent })
      at = target(at, event)
    }
    while (steps.length <= maxSteps) {
      const next = untaken.get(at)!.values().next()
      if (!next.done) {
        take(next.value)
        continue
      }
      const way = wayToUntaken(at)
      if (way === null || way.length === 0) break
      way.forEach(take)
    }
    if (steps.length === 1) throw new Error("transitions remain that cannot be reached from the start")
    paths.push({ state: steps.at(-1)!.state, steps, weight: steps.length - 1 })
  }
  return paths
}

/**
 * The paths to replay: a path that is the beginning of another is left out, since replaying the
 * longer one checks each of its steps too. Events are compared as `serializeEvent` writes them.
 */
export const longestOnly = <TPath extends { readonly steps: ReadonlyArray<{ readonly event: EventObject }> }>(
  paths: ReadonlyArray<TPath>,
  serializeEvent: (event: EventObject) => string = (event) => JSON.stringify(event)
): ReadonlyArray<TPath> => {
  const begun = new Set<string>()
  const kept: Array<TPath> = []
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const events = path.steps.slice(1).map((step) => serializeEvent(step.event))
    if (begun.has(events.join("\n"))) continue
    kept.push(path)
    for (let i = 0; i <= events.length; i++) begun.add(events.slice(0, i).join("\n"))
  }
  return kept
}

/** The event types the paths take (the first step's `xstate.init` is not taken). */
export const takenIn = (paths: ReadonlyArray<{ readonly steps: ReadonlyArray<{ readonly event: EventObject }> }>): ReadonlySet<string> =>
  new Set(paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type)))

/**
 * A state's key for `getShortestPaths` that also names the event that led there: the shortest paths
 * then take every transition of the explored graph at least once, including the ones a guard
 * refuses or a state ignores, not just reach every state.
 */
export const keyedByTransition =
  <TSnapshot, TEvent>(serializeSnapshot: (snapshot: TSnapshot) => string, serializeEvent: (event: TEvent) => string) =>
  (snapshot: TSnapshot, event: TEvent | undefined): string =>
    `${serializeSnapshot(snapshot)}${event === undefined ? "" : ` via ${serializeEvent(event)}`}`
