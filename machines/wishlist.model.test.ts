import { describe, expect, it } from "vitest"
import { assign, createActor, setup, type SnapshotFrom } from "xstate"
import { createTestModel, serializeSnapshot, type TestPath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import type { WishlistEntry } from "#domain/wishlist.ts"
import { type MergeWishlistInput, type WishlistEvent, wishlistMachine, type WishlistProductInput } from "./wishlist.machine.ts"
import { type HeldCall, heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the wishlist actor. `createTestModel` refuses machines that invoke actors, and
// the wishlist actor invokes a call for every load and change, so the model is a separate machine
// written here from DESIGN §4 and the rules alone: what an observer sees (the products shown,
// in order; who is signed in; whether a load is in flight; the error; the commands waiting; the
// server's last answer; each customer's list on the server; the calls made). Its events are the
// shopper's commands, sign-in and sign-out, and the fake server's answer to the one call in flight.
// Every shortest path of the model is replayed on a real actor with a fake server, checking each step.
//
// The server applies a call when it answers; a call abandoned by sign-out (or by another customer
// signing in) is never answered (what a late answer would do is the unit test "abandons a call in
// flight, and its late answer does not bring the customer's list back").

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const numberOf = (productId: Id) => Number.parseInt(productId, 16)
const entry = (n: number): WishlistEntry => ({ productId: id(n), slugUrl: `product-${n}`, addedAt: "2026-01-01T00:00:00.000Z" })
const stored = (n: number): WishlistEntry => ({ ...entry(n), addedAt: "2026-02-01T00:00:00.000Z" })
const numbers = (list: ReadonlyArray<WishlistEntry>) => list.map((e) => numberOf(e.productId))

type Client = "client-1" | "client-2"
/** Each customer's list on the server before anything happens. */
const SERVER: Readonly<Record<Client, ReadonlyArray<number>>> = { "client-1": [3, 1], "client-2": [2] }
/** What another tab saved while a visitor. */
const OTHER_TAB: ReadonlyArray<number> = [2, 3]

/** A command waiting to be sent: `+n` adds product n, `-n` removes it. */
type Command = `+${number}` | `-${number}`
type Stage = "visitor" | "merging" | "fetching" | "failed" | "idle" | "adding" | "removing"
type Failure = "load" | "merge" | "add" | "remove"

/** The texts (ours: §8 has none for the wishlist), written out. */
const FAILURE_TEXT: Record<Failure, string> = {
  load: "Wishlist Not Found",
  merge: "wishlist Not merged",
  add: "wishlist Not updated",
  remove: "wishlist Not updated"
}

interface ModelContext {
  readonly stage: Stage
  readonly clientId: Client | null
  readonly shown: ReadonlyArray<number>
  readonly queue: ReadonlyArray<Command>
  readonly confirmed: ReadonlyArray<number>
  /** The products the sign-in merge in flight carries (the list shown when it started). */
  readonly requested: ReadonlyArray<number>
  readonly server: Readonly<Record<Client, ReadonlyArray<number>>>
  readonly error: Failure | null
  /** The calls made, in order, each with what it carried. */
  readonly calls: ReadonlyArray<string>
  /** Commands sent so far (bounds the graph). */
  readonly commands: number
}

type ModelEvent =
  | { readonly type: "add.1" }
  | { readonly type: "add.2" }
  | { readonly type: "remove.1" }
  | { readonly type: "remove.3" }
  | { readonly type: "toggle.2" }
  | { readonly type: "signedIn.1" }
  | { readonly type: "signedIn.2" }
  | { readonly type: "signedOut" }
  | { readonly type: "synced" }
  | { readonly type: "reload" }
  | { readonly type: "server.answers" }
  | { readonly type: "server.fails" }

const MODEL_EVENTS: ReadonlyArray<ModelEvent> = (
  ["add.1", "add.2", "remove.1", "remove.3", "toggle.2", "signedIn.1", "signedIn.2", "signedOut", "synced", "reload", "server.answers", "server.fails"] as const
).map((type) => ({ type }))

type Patch = Partial<ModelContext>

const withAdded = (list: ReadonlyArray<number>, n: number) => (list.includes(n) ? list : [n, ...list])
const withRemoved = (list: ReadonlyArray<number>, n: number) => list.filter((m) => m !== n)
const productOf = (command: Command) => Number(command.slice(1))
const applied = (list: ReadonlyArray<number>, commands: ReadonlyArray<Command>) =>
  commands.reduce((shown, command) => (command.startsWith("+") ? withAdded(shown, productOf(command)) : withRemoved(shown, productOf(command))), list)

/** The command a shopper's event asks for, judged by the list as shown; null when it would change nothing. */
const commandOf = (shown: ReadonlyArray<number>, type: ModelEvent["type"]): Command | null => {
  const [verb, n] = [type.split(".")[0], Number(type.split(".")[1])]
  const listed = shown.includes(n)
  if (verb === "add") return listed ? null : `+${n}`
  if (verb === "remove") return listed ? `-${n}` : null
  return listed ? `-${n}` : `+${n}`
}

/** After a load or a server answer: send the next command, or rest. */
const nextStage = (queue: ReadonlyArray<Command>): Stage => (queue[0] === undefined ? "idle" : queue[0].startsWith("+") ? "adding" : "removing")
const callOf = (command: Command) => `${command.startsWith("+") ? "add" : "remove"} ${productOf(command)}`

/** Sign-in starts a load: merge the shown (visitor's) products if any, else fetch. */
const load = (context: ModelContext, clientId: Client): Patch =>
  context.shown.length > 0
    ? { stage: "merging", clientId, requested: context.shown, calls: [...context.calls, `merge ${context.shown.join(",")}`] }
    : { stage: "fetching", clientId, requested: [], calls: [...context.calls, "fetch"] }

const forgotten = { stage: "visitor", clientId: null, shown: [], queue: [], confirmed: [], requested: [], error: null } as const

/** A shopper's add, remove or toggle. */
const change = (context: ModelContext, type: ModelEvent["type"]): Patch => {
  const command = commandOf(context.shown, type)
  if (command === null) return { error: null }
  const shown = applied(context.shown, [command])
  switch (context.stage) {
    // In the browser only.
    case "visitor":
    case "failed":
      return { shown, error: null }
    // Shown at once, sent when its turn comes.
    case "merging":
    case "fetching":
    case "adding":
    case "removing":
      return { shown, queue: [...context.queue, command], error: null }
    case "idle":
      return { shown, queue: [command], error: null, stage: nextStage([command]), calls: [...context.calls, callOf(command)] }
  }
}

const signIn = (context: ModelContext, clientId: Client): Patch => {
  if (context.stage === "visitor") return load(context, clientId)
  if (context.clientId === clientId) return context.stage === "failed" ? load(context, clientId) : {}
  // Another customer: sign-out, then sign-in with nothing to merge.
  return { ...forgotten, ...load({ ...context, ...forgotten }, clientId) }
}

/** The server answers the call in flight: it applies it, and its list is the answer. */
const answered = (context: ModelContext): Patch => {
  const client = context.clientId ?? "client-1"
  const before = context.server[client]
  if (context.stage === "merging" || context.stage === "fetching") {
    // The customer's list first, then the products the merge carried that it lacks, each once.
    const list = context.stage === "merging" ? [...before, ...context.requested.filter((n) => !before.includes(n))] : before
    // Commands given meanwhile are replayed on the answer, then sent in order.
    const [head] = context.queue
    return {
      server: { ...context.server, [client]: list },
      confirmed: list,
      shown: applied(list, context.queue),
      error: null,
      stage: nextStage(context.queue),
      calls: head === undefined ? context.calls : [...context.calls, callOf(head)]
    }
  }
  const [head, ...rest] = context.queue
  if (head === undefined) return {}
  const list = applied(before, [head])
  return {
    server: { ...context.server, [client]: list },
    confirmed: list,
    queue: rest,
    // Authoritative only when nothing waits; else the shown list keeps the waiting commands.
    shown: rest.length === 0 ? list : context.shown,
    stage: nextStage(rest),
    calls: rest[0] === undefined ? context.calls : [...context.calls, callOf(rest[0])]
  }
}

const failed = (context: ModelContext): Patch => {
  if (context.stage === "merging" || context.stage === "fetching") {
    // The visitor's list stays (with the changes made meanwhile); the queue is dropped.
    return { stage: "failed", queue: [], error: context.stage === "merging" ? "merge" : "load" }
  }
  const [head, ...rest] = context.queue
  if (head === undefined) return {}
  return {
    queue: rest,
    shown: applied(context.confirmed, rest),
    error: head.startsWith("+") ? "add" : "remove",
    stage: nextStage(rest),
    calls: rest[0] === undefined ? context.calls : [...context.calls, callOf(rest[0])]
  }
}

/** A shopper's command: counted (it bounds the graph), then `patch`. */
const command = (patch: (context: ModelContext) => Patch) =>
  assign<ModelContext, ModelEvent, undefined, ModelEvent, never>(({ context }) => ({ ...patch(context), commands: context.commands + 1 }))

const specification = setup({
  types: { context: {} as ModelContext, input: {} as { readonly visitor: ReadonlyArray<number> }, events: {} as ModelEvent }
}).createMachine({
  id: "wishlistSpecification",
  context: ({ input }) => ({
    stage: "visitor",
    clientId: null,
    shown: input.visitor,
    queue: [],
    confirmed: [],
    requested: [],
    server: SERVER,
    error: null,
    calls: [],
    commands: 0
  }),
  initial: "observed",
  states: {
    observed: {
      on: {
        "add.1": { actions: command((context) => change(context, "add.1")) },
        "add.2": { actions: command((context) => change(context, "add.2")) },
        "remove.1": { actions: command((context) => change(context, "remove.1")) },
        "remove.3": { actions: command((context) => change(context, "remove.3")) },
        "toggle.2": { actions: command((context) => change(context, "toggle.2")) },
        "signedIn.1": { actions: command((context) => signIn(context, "client-1")) },
        "signedIn.2": { actions: command((context) => signIn(context, "client-2")) },
        // From anywhere: calls in flight are abandoned, the list is emptied.
        "signedOut": { actions: command(() => forgotten) },
        // Another tab's list: a visitor's only.
        "synced": { actions: command((context) => (context.stage === "visitor" ? { shown: OTHER_TAB } : {})) },
        // A retry after a failed load; nothing otherwise.
        "reload": { actions: command((context) => (context.stage === "failed" && context.clientId !== null ? load(context, context.clientId) : {})) },
        "server.answers": { actions: assign(({ context }) => answered(context)) },
        "server.fails": { actions: assign(({ context }) => failed(context)) }
      }
    }
  }
})

type ModelSnapshot = SnapshotFrom<typeof specification>

const inFlight = (stage: Stage) => stage === "merging" || stage === "fetching" || stage === "adding" || stage === "removing"

/** Answers only while a call is in flight; at most `maxCommands` commands. */
const filterEvents = (maxCommands: number) => (snapshot: ModelSnapshot, event: ModelEvent) =>
  event.type.startsWith("server.") ? inFlight(snapshot.context.stage) : snapshot.context.commands < maxCommands

/** The real actor's state value for each stage of the model. */
const VALUE: Record<Stage, unknown> = {
  visitor: "visitor",
  merging: { customer: { loading: "merging" } },
  fetching: { customer: { loading: "fetching" } },
  failed: { customer: "failed" },
  idle: { customer: "idle" },
  adding: { customer: "adding" },
  removing: { customer: "removing" }
}

type Call = HeldCall<
  ReadonlyArray<WishlistEntry>,
  unknown,
  {
    readonly name: "fetch" | "merge" | "add" | "remove"
    /** The customer whose session made the call. */
    readonly client: Client
  }
>

/** Replays one path of the specification on a real wishlist actor and compares what is seen at each step. */
const runPath = async (visitor: ReadonlyArray<number>, path: TestPath<ModelSnapshot, ModelEvent>) => {
  // The fake server: each customer's list, the session the browser holds, and the calls made.
  const server: Record<Client, ReadonlyArray<number>> = { ...SERVER }
  let session: Client | null = null
  const held = heldCalls<ReadonlyArray<WishlistEntry>, unknown, Pick<Call, "name" | "client">>()
  const { calls, live, only } = held
  const logic = <I>(name: Call["name"]) =>
    held.logicWith<I>(() => {
      if (session === null) throw new Error(`${name} called without a session`)
      return { name, client: session }
    })
  const described = (call: Call) =>
    call.name === "fetch"
      ? "fetch"
      : call.name === "merge"
        ? `merge ${(call.input as MergeWishlistInput).productIds.map(numberOf).join(",")}`
        : `${call.name} ${numberOf((call.input as WishlistProductInput).productId)}`

  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        fetchWishlist: logic<void>("fetch"),
        mergeWishlist: logic<MergeWishlistInput>("merge"),
        addToWishlist: logic<WishlistProductInput>("add"),
        removeFromWishlist: logic<WishlistProductInput>("remove")
      }
    }),
    { input: { items: visitor.map(entry) } }
  ).start()

  const send = (event: WishlistEvent) => actor.send(event)
  const exec = async (event: ModelEvent) => {
    const [verb, n] = [event.type.split(".")[0], Number(event.type.split(".")[1])]
    switch (verb) {
      case "add":
        send({ type: "wishlist.add", entry: entry(n) })
        break
      case "remove":
        send({ type: "wishlist.remove", productId: id(n) })
        break
      case "toggle":
        send({ type: "wishlist.toggle", entry: entry(n) })
        break
      case "signedIn":
        session = n === 1 ? "client-1" : "client-2"
        send({ type: "wishlist.signedIn", clientId: session })
        break
      case "signedOut":
        session = null
        send({ type: "wishlist.signedOut" })
        break
      case "synced":
        send({ type: "wishlist.synced", items: OTHER_TAB.map(entry) })
        break
      case "reload":
        send({ type: "wishlist.reload" })
        break
      case "server": {
        const call = only()
        if (event.type === "server.fails") {
          call.reject(new Error("503 Service Unavailable"))
          break
        }
        const before = server[call.client]
        const productId = (call.input as Partial<WishlistProductInput> | undefined)?.productId
        const requested = call.name === "merge" ? (call.input as MergeWishlistInput).productIds.map(numberOf) : []
        const list =
          call.name === "fetch"
            ? before
            : call.name === "merge"
              ? [...before, ...requested.filter((m) => !before.includes(m))]
              : call.name === "add" && productId !== undefined
                ? withAdded(before, numberOf(productId))
                : withRemoved(before, numberOf(productId ?? id(0)))
        server[call.client] = list
        call.resolve(list.map(stored))
        break
      }
    }
    for (let i = 0; i < 10; i++) await Promise.resolve()
  }

  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await exec(step.event)
    const expected = step.state.context
    const snapshot = actor.getSnapshot()
    const { context } = snapshot
    const where = `visitor [${visitor.join(",")}]: ${path.description}, step ${index}`
    expect(snapshot.value, where).toEqual(VALUE[expected.stage])
    expect(numbers(context.items), where).toEqual(expected.shown)
    expect(context.clientId, where).toBe(expected.clientId)
    expect(context.loading, where).toBe(expected.stage === "merging" || expected.stage === "fetching")
    expect(context.error, where).toBe(expected.error === null ? null : FAILURE_TEXT[expected.error])
    expect(context.queue.map((c) => (c.kind === "add" ? `+${numberOf(c.entry.productId)}` : `-${numberOf(c.productId)}`)), where).toEqual(
      expected.queue
    )
    expect(numbers(context.confirmed), where).toEqual(expected.confirmed)
    expect(server, where).toEqual(expected.server)
    expect(calls.map(described), where).toEqual(expected.calls)
    // Exactly the awaited call is live: every other one has been answered or abandoned.
    expect(live().length, where).toBe(inFlight(expected.stage) ? 1 : 0)
  }
  actor.stop()
}

// Three or four commands with every answer: sign in, change while loading or sending, fail and
// retry, sign out mid-call, switch customer. From an empty visitor list a sign-in fetches; from [1]
// it merges (product 1 is on customer 1's list already: the merge holds it once), and four commands
// let three changes wait behind it. (Four from [] too would add 6 s for little: the same steps.)
const CONFIGURATIONS: ReadonlyArray<{ readonly visitor: ReadonlyArray<number>; readonly maxCommands: number }> = [
  { visitor: [], maxCommands: 3 },
  { visitor: [1], maxCommands: 4 }
]

describe.each(CONFIGURATIONS)("wishlist actor, model-based: visitor list [$visitor], up to $maxCommands commands", ({ visitor, maxCommands }) => {
  // With the event in each target's key, the shortest paths take every transition of the model.
  const paths = createTestModel(specification, {
    input: { visitor },
    events: MODEL_EVENTS,
    filterEvents: filterEvents(maxCommands),
    serializeTransition: (_state, event) => (event === undefined ? "" : ` via ${event.type}`)
  }).getShortestPaths()

  it("takes every kind of step and reaches every stage", () => {
    const steps = paths.flatMap((path) => path.steps)
    const taken = paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type))
    expect(new Set(taken)).toEqual(new Set(MODEL_EVENTS.map((event) => event.type)))
    expect(new Set(steps.map((step) => step.state.context.stage))).toEqual(
      new Set(["visitor", "merging", "fetching", "failed", "idle", "adding", "removing"])
    )
    // Commands wait behind a call in flight, and a failure in customer mode is reported.
    expect(steps.some((step) => step.state.context.queue.length >= 2)).toBe(true)
    expect(new Set(steps.map((step) => step.state.context.error))).toEqual(new Set([null, "load", "merge", "add", "remove"]))
    expect(new Set(steps.map((step) => serializeSnapshot(step.state))).size).toBeGreaterThan(600)
  })

  it("behaves as DESIGN §4 and the issue's rules say along every shortest path", async () => {
    for (const path of paths) await runPath(visitor, path)
  }, 120_000)
})
