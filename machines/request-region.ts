import type { KeptFailure } from "#domain/failure-words.ts"
import {
  type Actions,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
  type InputFrom,
  type MachineContext,
  type MetaObject,
  type OutputFrom,
  type ParameterizedObject,
  type ProvidedActor,
  type StateNodeConfig,
  type TransitionConfig
} from "xstate"

/**
 * One request region of a parallel machine (brand, super category admin, order, the address book,
 * the wishlist, reviews, Notify me): a command invokes a call, and the region is `idle`, `pending` or
 * `failed`, with `empty` besides for a list with nothing shown yet. Every such region is built here,
 * so the rules of loading and failing live in one place (issue 35 item 4):
 *
 * - the region's state is what a screen reads: `pending` is "in flight", `failed` "the last call
 *   failed". A region may also keep a loading flag in the context (the spec's, §4 Brands), and then
 *   entering `pending` sets it true, entering `idle` false, entering `failed` `loadingWhenFailed` (§4
 *   Brands: "a loading flag that stays true on failure"; the order's flags say only whether the call
 *   is in flight), entering `empty` true (§4: a list with nothing to show is loading until a load
 *   succeeds). Nothing else writes the flag, so in every snapshot it is a function of the region's
 *   state; a region without one (`loading` not given) restates nothing.
 * - a region that keeps its last failure (`problem`) stores it as the call fails and clears it as a
 *   call starts; the machine's own `onError` adds what else it keeps. It keeps the failure itself as
 *   plain data, never its English sentence: a screen says it in the page's language (issue 39). The
 *   machine gives that reading of a failure (`keepFailure`, domain/failure-words.ts): imported here,
 *   it would make that module a chunk of its own in the first load (DESIGN §6 budget, measured).
 */

/** What may be sent while the call is pending. */
export type WhilePending =
  /** The command again abandons the pending call (its signal aborted, its answer ignored) and starts another: loads, uploads. */
  | "latest-wins"
  /** The command again is refused (nothing happens): abandoning a write does not undo it on the server. */
  | "refused"

/** Any machine's `setup({...})`: only its `createStateConfig` is read, for the types it binds. */
interface AnySetup {
  readonly createStateConfig: (config: never) => unknown
}

/** The state config type a machine's setup accepts: its context, events, actors, actions, guards... */
type StateConfigOf<TSetup extends AnySetup> = Parameters<TSetup["createStateConfig"]>[0]

/** Those types, by name. */
type Bound<TSetup extends AnySetup> =
  StateConfigOf<TSetup> extends StateNodeConfig<
    infer TContext extends MachineContext,
    infer TEvent extends EventObject,
    infer TActor extends ProvidedActor,
    infer TAction extends ParameterizedObject,
    infer TGuard extends ParameterizedObject,
    infer TDelay extends string,
    infer _TTag extends string,
    infer _TOutput,
    infer TEmitted extends EventObject,
    infer _TStateMeta extends MetaObject,
    infer _TTransitionMeta extends MetaObject
  >
    ? { context: TContext; event: TEvent; actor: TActor; action: TAction; guard: TGuard; delay: TDelay; emitted: TEmitted }
    : never

type LogicOf<TSetup extends AnySetup, TSrc> = Extract<Bound<TSetup>["actor"], { readonly src: TSrc }>["logic"]

/** What the call's answer is, as the done event carries it. */
type DoneEventOf<TSetup extends AnySetup, TSrc> = DoneActorEvent<OutputFrom<LogicOf<TSetup, TSrc>>>

/** The machine's own actions (named in its setup), run on `TExpressionEvent`. */
type RegionActions<TSetup extends AnySetup, TExpressionEvent extends EventObject> = Actions<
  Bound<TSetup>["context"],
  TExpressionEvent,
  Bound<TSetup>["event"],
  undefined,
  Bound<TSetup>["actor"],
  Bound<TSetup>["action"],
  Bound<TSetup>["guard"],
  Bound<TSetup>["delay"],
  Bound<TSetup>["emitted"]
>

/** One of the machine's guards (named in its setup), on `TExpressionEvent`. */
type RegionGuard<TSetup extends AnySetup, TExpressionEvent extends EventObject> = NonNullable<
  TransitionConfig<
    Bound<TSetup>["context"],
    TExpressionEvent,
    Bound<TSetup>["event"],
    Bound<TSetup>["actor"],
    Bound<TSetup>["action"],
    Bound<TSetup>["guard"],
    Bound<TSetup>["delay"],
    Bound<TSetup>["emitted"]
  >["guard"]
>

/** The context keys that hold a boolean: the loading flags. */
type FlagOf<TContext> = { readonly [K in keyof TContext]-?: TContext[K] extends boolean ? K : never }[keyof TContext] & string

/** The context keys that hold a kept failure or nothing: where a failure is kept (issue 39). */
type KeptOf<TContext> = {
  readonly [K in keyof TContext]-?: TContext[K] extends KeptFailure | null ? (null extends TContext[K] ? K : never) : never
}[keyof TContext] & string

/** The command's own event. */
type CommandEventOf<TSetup extends AnySetup, TCommand> = Extract<Bound<TSetup>["event"], { readonly type: TCommand }>

/** The states at rest a command may be taken in. */
export type AtRest = "idle" | "empty" | "failed"

/** One way an answer can go (for answers that are not all successes: the order's `success` false). */
export interface DoneTransition<TSetup extends AnySetup, TSrc> {
  readonly guard?: RegionGuard<TSetup, DoneEventOf<TSetup, TSrc>>
  readonly target: "idle" | "failed"
  readonly actions?: RegionActions<TSetup, DoneEventOf<TSetup, TSrc>>
}

/** One way a failure can go, to `failed` (a guard on the failure's `_tag`: what else the machine keeps of it). */
export interface ErrorTransition<TSetup extends AnySetup> {
  readonly guard?: RegionGuard<TSetup, ErrorActorEvent>
  readonly actions?: RegionActions<TSetup, ErrorActorEvent>
}

type EmptyGuard<TSetup extends AnySetup> = RegionGuard<TSetup, Bound<TSetup>["event"]>

/** The call's input, from the command: required unless the call takes none. */
type InputPart<TSetup extends AnySetup, TCommand, TSrc> =
  undefined extends InputFrom<LogicOf<TSetup, TSrc>>
    ? { readonly input?: InputOf<TSetup, TCommand, TSrc> }
    : { readonly input: InputOf<TSetup, TCommand, TSrc> }
type InputOf<TSetup extends AnySetup, TCommand, TSrc> = (
  event: CommandEventOf<TSetup, TCommand>,
  context: Bound<TSetup>["context"]
) => InputFrom<LogicOf<TSetup, TSrc>>

/** A region may start with its call only when its command carries nothing (the call's input then comes from the context). */
type StartsPending<TSetup extends AnySetup, TCommand> = { readonly type: TCommand } extends CommandEventOf<TSetup, TCommand> ? boolean : never

/** A region, described. */
export type RequestRegion<
  TSetup extends AnySetup,
  TCommand extends Bound<TSetup>["event"]["type"],
  TSrc extends Bound<TSetup>["actor"]["src"],
  TEmpty extends EmptyGuard<TSetup> | undefined = undefined
> = {
  /** The event that starts the call (from idle, empty or failed). */
  readonly command: TCommand
  /** A guard the command must pass to start the call (one call of the machine at a time, say); else it is refused. */
  readonly when?: RegionGuard<TSetup, CommandEventOf<TSetup, TCommand>>
  /** The states at rest that take the command: all three unless said (a load that starts by itself may take it only to try again). */
  readonly takenIn?: ReadonlyArray<AtRest>
  readonly whilePending: WhilePending
  /** The call: its actor's name in the machine's setup, and the invoke id (the name its answer events carry). */
  readonly src: TSrc
  readonly id: string
  /** The region starts with its call in flight (a load as a screen opens), as if given its command. */
  readonly startsPending?: StartsPending<TSetup, TCommand>
  /** The context key of the region's loading flag, when the machine keeps one (the spec's); none restates nothing. */
  readonly loading?: FlagOf<Bound<TSetup>["context"]>
  /** The flag's value in `failed`: false (in flight only) unless said otherwise; §4 Brands says true. */
  readonly loadingWhenFailed?: boolean
  /** Where the region's last failure is kept (set as the call fails, cleared as one starts), and how a failure reads. */
  readonly problem?: {
    readonly key: KeptOf<Bound<TSetup>["context"]>
    /** `keepFailure` (domain/failure-words.ts): the failure as plain data, never the failure object. */
    readonly keep: (error: unknown) => KeptFailure
  }
  /** A guard on the context at start: when it holds, the region starts in `empty` (nothing shown yet), else in `idle`. */
  readonly emptyWhen?: TEmpty
  /** More actions as the call starts, after the flag (e.g. who to answer). */
  readonly onStart?: RegionActions<TSetup, Bound<TSetup>["event"]>
} & InputPart<TSetup, TCommand, TSrc> &
  OnDone<TSetup, TSrc> &
  OnError<TSetup>

/** What a failure does before the region rests in `failed`: `onError`, or `onErrorTransitions`, the first whose guard holds taken. */
type OnError<TSetup extends AnySetup> =
  | { readonly onError?: RegionActions<TSetup, ErrorActorEvent>; readonly onErrorTransitions?: never }
  | { readonly onError?: never; readonly onErrorTransitions: ReadonlyArray<ErrorTransition<TSetup>> }

/** What the answer does: `onDone` before the region rests in `idle`, or `onDoneTransitions`, the first whose guard holds taken. */
type OnDone<TSetup extends AnySetup, TSrc> =
  | { readonly onDone?: RegionActions<TSetup, DoneEventOf<TSetup, TSrc>>; readonly onDoneTransitions?: never }
  | { readonly onDone?: never; readonly onDoneTransitions: ReadonlyArray<DoneTransition<TSetup, TSrc>> }

/**
 * The config of a region as the machine's types see it: XState reads the state value's type from the
 * names of `states` (a leaf has no `states`).
 */
export type RequestRegionConfig<TSetup extends AnySetup, TStage extends string> = Omit<StateConfigOf<TSetup>, "states"> & {
  readonly states: { readonly [K in TStage]: Record<never, never> }
}

/** The states of a region: `starting` (transient) and `empty` only with `emptyWhen`. */
type StagesOf<TEmpty> = [TEmpty] extends [undefined] ? "idle" | "pending" | "failed" : "starting" | "empty" | "idle" | "pending" | "failed"

/**
 * The state config of one request region of the machine `machineSetup` sets up (read for its types
 * only): place it under the region's name in the machine's parallel `states` (spread it to add the
 * region's own transitions).
 */
export const requestRegion = <
  TSetup extends AnySetup,
  const TCommand extends Bound<TSetup>["event"]["type"],
  const TSrc extends Bound<TSetup>["actor"]["src"],
  const TEmpty extends EmptyGuard<TSetup> | undefined = undefined
>(
  _machineSetup: TSetup,
  region: RequestRegion<TSetup, TCommand, TSrc, TEmpty>
): RequestRegionConfig<TSetup, StagesOf<TEmpty>> => {
  const { command, loading, problem, input, when } = region
  // The flag is the region's state, not a behaviour a machine names or the root replaces (STYLE §4):
  // the factory's own entry actions set it, and nothing else does.
  const flag = (value: boolean) => (loading === undefined ? [] : [assign(() => ({ [loading]: value }))])
  const actionsOf = (actions: unknown): ReadonlyArray<unknown> => (actions === undefined ? [] : [actions].flat())
  // A failure is read by the function given (keepFailure), never from the error's shape here.
  const failing = problem === undefined ? [] : [assign(({ event }: { readonly event: ErrorActorEvent }) => ({ [problem.key]: problem.keep(event.error) }))]
  const starting = problem === undefined ? [] : [assign(() => ({ [problem.key]: null }))]
  const takenIn = new Set<AtRest>(region.takenIn ?? ["idle", "empty", "failed"])
  const take = (stage: AtRest) => (takenIn.has(stage) ? { [command]: { target: "pending", ...(when === undefined ? {} : { guard: when }) } } : {})
  const config = {
    initial: region.startsPending === true ? "pending" : region.emptyWhen === undefined ? "idle" : "starting",
    states: {
      ...(region.emptyWhen === undefined
        ? {}
        : {
            // Transient: the region starts in `empty` or `idle` as the context says.
            starting: { always: [{ guard: region.emptyWhen, target: "empty" }, { target: "idle" }] },
            empty: { entry: flag(true), on: take("empty") }
          }),
      idle: { entry: flag(false), on: take("idle") },
      pending: {
        entry: [...flag(true), ...starting, ...actionsOf(region.onStart)],
        // Latest wins by re-entering `pending` (not the region, not the parallel state: that would
        // reset the sibling regions): the old call is stopped, a new one invoked.
        on:
          region.whilePending === "latest-wins"
            ? { [command]: { target: "pending", reenter: true, ...(when === undefined ? {} : { guard: when }) } }
            : {},
        invoke: {
          id: region.id,
          src: region.src,
          ...(input === undefined
            ? {}
            : {
                input: ({ context, event }: { readonly context: Bound<TSetup>["context"]; readonly event: EventObject }) => {
                  // Only the command enters `pending`, or the region's own start (its command carries nothing).
                  if (region.startsPending === true && event.type !== command) {
                    return input({ type: command } as CommandEventOf<TSetup, TCommand>, context)
                  }
                  assertEvent(event, command)
                  return input(event as CommandEventOf<TSetup, TCommand>, context)
                }
              }),
          onDone: region.onDoneTransitions ?? { target: "idle", actions: region.onDone },
          onError:
            region.onErrorTransitions === undefined
              ? { target: "failed", actions: [...failing, ...actionsOf(region.onError)] }
              : region.onErrorTransitions.map((transition) => ({
                  ...(transition.guard === undefined ? {} : { guard: transition.guard }),
                  target: "failed",
                  actions: [...failing, ...actionsOf(transition.actions)]
                }))
        }
      },
      failed: { entry: flag(region.loadingWhenFailed ?? false), on: take("failed") }
    }
  }
  // XState's config types are checked against the machine's own context, events, actors and actions,
  // which this function only knows as type parameters (the description above is checked against
  // them at the call site); the assembled config cannot be typed against them here.
  return config as unknown as RequestRegionConfig<TSetup, StagesOf<TEmpty>>
}
