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
 * One request region of a parallel machine (brand, super category admin, order): a command invokes a
 * call, and the region is `idle`, `pending` or `failed`, with `empty` besides for a list with nothing
 * shown yet. Every such region is built here, so the rule of its loading flag lives in one place:
 *
 * - entering `pending` sets the flag true, entering `idle` sets it false;
 * - entering `failed` sets it to `loadingWhenFailed` (§4 Brands: "a loading flag that stays true on
 *   failure"; the order's flags say only whether the call is in flight, so its screens can try again);
 * - entering `empty` sets it true (§4: a list with nothing to show is loading until a load succeeds).
 *
 * Nothing else writes the flag, so in every snapshot it is a function of the region's state.
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

/** One way an answer can go (for answers that are not all successes: the order's `success` false). */
export interface DoneTransition<TSetup extends AnySetup, TSrc> {
  readonly guard?: RegionGuard<TSetup, DoneEventOf<TSetup, TSrc>>
  readonly target: "idle" | "failed"
  readonly actions?: RegionActions<TSetup, DoneEventOf<TSetup, TSrc>>
}

type EmptyGuard<TSetup extends AnySetup> = RegionGuard<TSetup, Bound<TSetup>["event"]>

/** The call's input, from the command: required unless the call takes none. */
type InputPart<TSetup extends AnySetup, TCommand, TSrc> =
  undefined extends InputFrom<LogicOf<TSetup, TSrc>>
    ? { readonly input?: InputOf<TSetup, TCommand, TSrc> }
    : { readonly input: InputOf<TSetup, TCommand, TSrc> }
type InputOf<TSetup extends AnySetup, TCommand, TSrc> = (
  event: Extract<Bound<TSetup>["event"], { readonly type: TCommand }>
) => InputFrom<LogicOf<TSetup, TSrc>>

/** A region, described. */
export type RequestRegion<
  TSetup extends AnySetup,
  TCommand extends Bound<TSetup>["event"]["type"],
  TSrc extends Bound<TSetup>["actor"]["src"],
  TEmpty extends EmptyGuard<TSetup> | undefined = undefined
> = {
  /** The event that starts the call (from idle, empty or failed). */
  readonly command: TCommand
  readonly whilePending: WhilePending
  /** The call: its actor's name in the machine's setup, and the invoke id (the name its answer events carry). */
  readonly src: TSrc
  readonly id: string
  /** The context key of the region's loading flag. */
  readonly loading: FlagOf<Bound<TSetup>["context"]>
  /** The flag's value in `failed`: false (in flight only) unless said otherwise; §4 Brands says true. */
  readonly loadingWhenFailed?: boolean
  /** A guard on the context at start: when it holds, the region starts in `empty` (nothing shown yet), else in `idle`. */
  readonly emptyWhen?: TEmpty
  /** More actions as the call starts, after the flag (e.g. who to answer). */
  readonly onStart?: RegionActions<TSetup, Bound<TSetup>["event"]>
  /** What a failure does before the region rests in `failed`. */
  readonly onError?: RegionActions<TSetup, ErrorActorEvent>
} & InputPart<TSetup, TCommand, TSrc> &
  OnDone<TSetup, TSrc>

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
  const { command, loading, input } = region
  // The flag is the region's state, not a behaviour a machine names or the root replaces (STYLE §4):
  // the factory's own entry actions set it, and nothing else does.
  const flag = (value: boolean) => assign(() => ({ [loading]: value }))
  const config = {
    initial: region.emptyWhen === undefined ? "idle" : "starting",
    states: {
      ...(region.emptyWhen === undefined
        ? {}
        : {
            // Transient: the region starts in `empty` or `idle` as the context says.
            starting: { always: [{ guard: region.emptyWhen, target: "empty" }, { target: "idle" }] },
            empty: { entry: flag(true), on: { [command]: "pending" } }
          }),
      idle: { entry: flag(false), on: { [command]: "pending" } },
      pending: {
        entry: [flag(true), ...(region.onStart === undefined ? [] : [region.onStart].flat())],
        // Latest wins by re-entering `pending` (not the region, not the parallel state: that would
        // reset the sibling regions): the old call is stopped, a new one invoked.
        on: region.whilePending === "latest-wins" ? { [command]: { target: "pending", reenter: true } } : {},
        invoke: {
          id: region.id,
          src: region.src,
          ...(input === undefined
            ? {}
            : {
                input: ({ event }: { readonly event: EventObject }) => {
                  // Only the command enters `pending`.
                  assertEvent(event, command)
                  return input(event as Extract<Bound<TSetup>["event"], { readonly type: TCommand }>)
                }
              }),
          onDone: region.onDoneTransitions ?? { target: "idle", actions: region.onDone },
          onError: { target: "failed", actions: region.onError }
        }
      },
      failed: { entry: flag(region.loadingWhenFailed ?? false), on: { [command]: "pending" } }
    }
  }
  // XState's config types are checked against the machine's own context, events, actors and actions,
  // which this function only knows as type parameters (the description above is checked against
  // them at the call site); the assembled config cannot be typed against them here.
  return config as unknown as RequestRegionConfig<TSetup, StagesOf<TEmpty>>
}
