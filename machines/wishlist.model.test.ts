import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, type EventObject, type SnapshotFrom } from "xstate"
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from "xstate/graph"
import { Id } from "#domain/common.ts"
import { CallFailed } from "#domain/failures.ts"
import { ServiceUnavailable } from "#domain/http/errors.ts"
import type { WishlistEntry } from "#domain/wishlist.ts"
import {
  type LoadWishlistInput,
  type WishlistChange,
  type WishlistEvent,
  type WishlistInput,
  wishlistMachine,
  type WishlistMachine
} from "./wishlist.machine.ts"
import { wishlistLoading } from "./wishlist-reads.ts"
import { DONE, ERROR, invokeDone, invokeError, keyedByTransition, longestOnly, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the wishlist actor: the paths are generated from the REAL machine's graph
// (xstate/graph walks it purely, without running its calls), and every path is replayed on a real,
// started actor whose two calls are held fakes. What the world does is an explicit event of the walk:
// the server's answer to the call in flight is `xstate.done.actor.<call>` with the list it answers (or
// `xstate.error.actor.<call>`); on replay the held call is resolved or rejected with it, and after
// every step the actor's value and context must be the walk's.
//
// Besides the walk, every step is checked against `seenAfter` below: DESIGN §4 and the rules
// written out as what an observer sees, on product numbers: the stage, who is signed in, the list
// shown (a visitor's list merged at sign-in; signed in, the server's last list with the changes not
// yet answered applied; never more than the limit), the changes waiting, the error, and which call is
// in flight with what it asked. There is no separate specification machine: the walk is the machine's own.

const LIMIT = 200 // DESIGN §4, written out
const FULL_TEXT = "Your wishlist holds up to 200 products. Remove one to add another."
/** The texts (ours: §8 has none for the wishlist), written out. */
const FAILURE_TEXT = {
  load: "Wishlist Not Found",
  merge: "wishlist Not merged",
  add: "wishlist Not updated",
  remove: "wishlist Not updated"
} as const

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const numberOf = (productId: Id) => Number.parseInt(productId, 16)
/** Product n as the shopper's browser adds it. */
const entry = (n: number): WishlistEntry => ({ productId: id(n), slugUrl: `product-${n}`, addedAt: "2026-01-01T00:00:00.000Z" })
/** Product n as the server stores it: its own time, so that a server list can be told from a shown one. */
const stored = (n: number): WishlistEntry => ({ ...entry(n), addedAt: "2026-02-01T00:00:00.000Z" })
const numbers = (list: ReadonlyArray<WishlistEntry>) => list.map((e) => numberOf(e.productId))
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)

type Client = "client-1" | "client-2"
/** Each customer's list on the server when a session begins (the fake server answers a fetch with it). */
const SERVER: Readonly<Record<Client, ReadonlyArray<number>>> = { "client-1": [3, 1], "client-2": [2] }
/** A call's failure as the browser's client hands it over: the call's own text, the failure by name. */
const failureOf = (text: string) => new CallFailed({ text, reason: new ServiceUnavailable({ message: "503 Service Unavailable" }) })

type Snapshot = SnapshotFrom<WishlistMachine>
type WalkEvent = WishlistEvent | ReturnType<typeof invokeDone<ReadonlyArray<WishlistEntry>>> | ReturnType<typeof invokeError>

/** The load (a fetch, or a merge of the visitor's products) and the change (an add or a remove) the root provides. */
const CALLS = ["loadWishlist", "changeWishlist"] as const
type Call = (typeof CALLS)[number]

/** The call an answer is for, or null when the event is the shopper's or the shop's. */
const callOf = (event: EventObject): Call | null => {
  const name = event.type.startsWith(DONE) ? event.type.slice(DONE.length) : event.type.startsWith(ERROR) ? event.type.slice(ERROR.length) : null
  return CALLS.find((call) => call === name) ?? null
}
const outputOf = (event: EventObject) => (event as EventObject & { readonly output: ReadonlyArray<WishlistEntry> }).output

/** The call in flight in a walked snapshot (invoked, not run) and what the machine gave it. */
const inFlight = (snapshot: Snapshot): { readonly call: Call; readonly input: unknown } | null => {
  const children = snapshot.children as Readonly<Record<string, AnyActorRef | undefined>>
  const call = CALLS.find((name) => children[name] !== undefined)
  return call === undefined ? null : { call, input: (children[call]!.getSnapshot() as { readonly input: unknown }).input }
}

// ---------------------------------------------------------------------------------------------
// What the shopper, the shop and the server do.

/** The shopper's hearts and the shop's session and tab events, with realistic payloads. */
const COMMANDS: ReadonlyArray<WishlistEvent> = [
  { type: "wishlist.add", entry: entry(1) },
  { type: "wishlist.add", entry: entry(2) },
  { type: "wishlist.remove", productId: id(1) },
  { type: "wishlist.remove", productId: id(3) },
  { type: "wishlist.toggle", entry: entry(2) },
  { type: "wishlist.signedIn", clientId: "client-1" },
  { type: "wishlist.signedIn", clientId: "client-2" },
  { type: "wishlist.signedOut" },
  // Another tab saved this visitor's list.
  { type: "wishlist.synced", items: [entry(2), entry(3)] },
  { type: "wishlist.reload" },
  // The machine's own command to send the next change: sent from outside, it changes nothing.
  { type: "wishlist.send" }
]

/** The fake server's rules, written here: a merge keeps the customer's list first, then the products it lacks. */
const merged = (list: ReadonlyArray<number>, asked: ReadonlyArray<number>) => [...list, ...asked.filter((n) => !list.includes(n))].slice(0, LIMIT)
const withAdded = (list: ReadonlyArray<number>, n: number) => (list.includes(n) || list.length >= LIMIT ? list : [n, ...list])
const withRemoved = (list: ReadonlyArray<number>, n: number) => list.filter((m) => m !== n)

/**
 * The server's answer to the call in flight, and its failure. The server applies a change to its list,
 * which is the last list it answered in this session (`confirmed`: no one else writes it meanwhile).
 */
const answersFor = (snapshot: Snapshot): ReadonlyArray<WalkEvent> => {
  const flight = inFlight(snapshot)
  if (flight === null) return []
  const { clientId, confirmed } = snapshot.context
  const server = SERVER[clientId as Client]
  if (flight.call === "loadWishlist") {
    // Nothing to merge: the root reads the list; else it merges.
    const asked = (flight.input as LoadWishlistInput).productIds.map(numberOf)
    const list = asked.length === 0 ? server : merged(server, asked)
    return [invokeDone(flight.call, list.map(stored)), invokeError(flight.call, failureOf(FAILURE_TEXT[asked.length === 0 ? "load" : "merge"]))]
  }
  const change = flight.input as WishlistChange
  const list = change.kind === "add" ? withAdded(numbers(confirmed), numberOf(change.productId)) : withRemoved(numbers(confirmed), numberOf(change.productId))
  return [invokeDone(flight.call, list.map(stored)), invokeError(flight.call, failureOf(FAILURE_TEXT[change.kind]))]
}

// ---------------------------------------------------------------------------------------------
// The oracle: DESIGN §4 and the rules as what an observer sees, folded over a path's events.

/** A change waiting for the server: `+n` adds product n, `-n` removes it. */
type Change = `+${number}` | `-${number}`
type Stage = "visitor" | "merging" | "fetching" | "failed" | "idle" | "adding" | "removing"

interface Seen {
  readonly stage: Stage
  readonly clientId: string | null
  readonly shown: ReadonlyArray<number>
  /** Changes not yet answered, in order; while sending, the first is in flight. */
  readonly waiting: ReadonlyArray<Change>
  readonly confirmed: ReadonlyArray<number>
  readonly error: string | null
  /** The products the sign-in merge in flight carries (the list shown when it started). */
  readonly merging: ReadonlyArray<number>
}

const productOf = (change: Change) => Number(change.slice(1))
const applied = (list: ReadonlyArray<number>, changes: ReadonlyArray<Change>) =>
  changes.reduce((shown, change) => (change.startsWith("+") ? withAdded(shown, productOf(change)) : withRemoved(shown, productOf(change))), list)
/** After a load or an answer: send the next change, or rest. */
const nextStage = (waiting: ReadonlyArray<Change>): Stage => (waiting[0] === undefined ? "idle" : waiting[0].startsWith("+") ? "adding" : "removing")

const forgotten: Seen = { stage: "visitor", clientId: null, shown: [], waiting: [], confirmed: [], error: null, merging: [] }

/** Sign-in starts a load: a merge of the shown (visitor's) products if any, else a fetch. */
const load = (seen: Seen, clientId: string): Seen =>
  seen.shown.length > 0 ? { ...seen, stage: "merging", clientId, merging: seen.shown } : { ...seen, stage: "fetching", clientId, merging: [] }

/** An add, remove or toggle, judged by the list as shown. */
const changed = (seen: Seen, event: Extract<WishlistEvent, { readonly type: "wishlist.add" | "wishlist.remove" | "wishlist.toggle" }>): Seen => {
  const n = numberOf(event.type === "wishlist.remove" ? event.productId : event.entry.productId)
  const listed = seen.shown.includes(n)
  const removes = event.type === "wishlist.remove" || (event.type === "wishlist.toggle" && listed)
  // A repeat changes nothing; an add to a full list is refused, and says why.
  if (removes ? !listed : listed || seen.shown.length >= LIMIT) {
    return { ...seen, error: !removes && !listed ? FULL_TEXT : null }
  }
  const change: Change = removes ? `-${n}` : `+${n}`
  const shown = applied(seen.shown, [change])
  switch (seen.stage) {
    // In the browser only.
    case "visitor":
    case "failed":
      return { ...seen, shown, error: null }
    // Shown at once, sent when its turn comes.
    case "merging":
    case "fetching":
    case "adding":
    case "removing":
      return { ...seen, shown, waiting: [...seen.waiting, change], error: null }
    case "idle":
      return { ...seen, shown, waiting: [change], error: null, stage: nextStage([change]) }
  }
}

/** What an observer sees after `event`. */
const seenAfter = (seen: Seen, event: WalkEvent): Seen => {
  switch (event.type) {
    case "wishlist.add":
    case "wishlist.remove":
    case "wishlist.toggle":
      return changed(seen, event)
    case "wishlist.signedIn":
      if (seen.stage === "visitor") return load(seen, event.clientId)
      if (seen.clientId === event.clientId) return seen.stage === "failed" ? load(seen, event.clientId) : seen
      // Another customer: as sign-out, then sign-in with nothing to merge.
      return load({ ...forgotten }, event.clientId)
    // From anywhere: calls in flight are abandoned, the list is emptied.
    case "wishlist.signedOut":
      return forgotten
    // Another tab's list, a visitor's only: each product once, at most the limit.
    case "wishlist.synced":
      return seen.stage === "visitor" ? { ...seen, shown: [...new Set(numbers(event.items))].slice(0, LIMIT) } : seen
    // A retry after a failed load; nothing otherwise.
    case "wishlist.reload":
      return seen.stage === "failed" && seen.clientId !== null ? load(seen, seen.clientId) : seen
    // Every change is already on its way when it can be: nothing more to send.
    case "wishlist.send":
      return seen
  }
  const call = callOf(event)
  const answered = event.type.startsWith(DONE)
  if (call === "loadWishlist") {
    if (!answered) {
      // The visitor's list stays (with the changes made meanwhile); the waiting changes are dropped.
      return { ...seen, stage: "failed", waiting: [], error: FAILURE_TEXT[seen.stage === "merging" ? "merge" : "load"] }
    }
    // The server's list, with the changes made meanwhile replayed on it, then sent in order.
    const list = numbers(outputOf(event))
    return { ...seen, confirmed: list, shown: applied(list, seen.waiting), error: null, stage: nextStage(seen.waiting) }
  }
  const [head, ...rest] = seen.waiting
  if (head === undefined) return seen
  if (!answered) {
    // The change is dropped: the server's last list with the rest replayed.
    return { ...seen, waiting: rest, shown: applied(seen.confirmed, rest), error: FAILURE_TEXT[head.startsWith("+") ? "add" : "remove"], stage: nextStage(rest) }
  }
  // The answer is the whole list: what is shown when nothing else waits; else the shown list keeps the rest.
  const list = numbers(outputOf(event))
  return { ...seen, confirmed: list, waiting: rest, shown: rest.length === 0 ? list : seen.shown, stage: nextStage(rest) }
}

/** The call an observer expects in flight, with what it must have asked (none at rest). */
const expectedCall = (seen: Seen): { readonly call: Call; readonly input: unknown } | null => {
  switch (seen.stage) {
    case "merging":
      return { call: "loadWishlist", input: { productIds: seen.merging.map(id) } }
    case "fetching":
      return { call: "loadWishlist", input: { productIds: [] } }
    case "adding":
    case "removing":
      return { call: "changeWishlist", input: { kind: seen.stage === "adding" ? "add" : "remove", productId: id(productOf(seen.waiting[0]!)) } }
    default:
      return null
  }
}

/**
 * The stage the real actor is at: visitor, or its list region's state (pending: a merge when it
 * carries the visitor's products, else a fetch) and its send region's (pending: the change's kind).
 */
const stageOf = (snapshot: Snapshot): Stage => {
  if (snapshot.matches("visitor")) return "visitor"
  if (snapshot.matches({ customer: { list: "failed" } })) return "failed"
  const flight = inFlight(snapshot)
  if (flight?.call === "loadWishlist") return (flight.input as LoadWishlistInput).productIds.length > 0 ? "merging" : "fetching"
  if (flight?.call === "changeWishlist") return (flight.input as WishlistChange).kind === "add" ? "adding" : "removing"
  return "idle"
}

const changesOf = (snapshot: Snapshot): ReadonlyArray<Change> =>
  snapshot.context.queue.map((command): Change => (command.kind === "add" ? `+${numberOf(command.entry.productId)}` : `-${numberOf(command.productId)}`))

// ---------------------------------------------------------------------------------------------
// Replaying a path on a real actor.

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const replay = async (input: WishlistInput, path: StatePath<Snapshot, WalkEvent>) => {
  const fakes = {
    loadWishlist: heldCalls<ReadonlyArray<WishlistEntry>, LoadWishlistInput>({ what: "load" }),
    changeWishlist: heldCalls<ReadonlyArray<WishlistEntry>, WishlistChange>({ what: "change" })
  }
  const machine = wishlistMachine.provide({ actors: { loadWishlist: fakes.loadWishlist.logic, changeWishlist: fakes.changeWishlist.logic } })
  let seen: Seen = { ...forgotten, shown: [...new Set(numbers(input.items))].slice(0, LIMIT) }
  await replayPath(path, {
    start: () => createActor(machine, { input }).start(),
    happen: (event) => {
      seen = seenAfter(seen, event)
      const call = callOf(event)
      if (call === null) return false
      if (event.type.startsWith(DONE)) fakes[call].only().resolve(outputOf(event))
      else fakes[call].only().reject((event as ReturnType<typeof invokeError>).error)
      return true
    },
    settle,
    check: (snapshot, _sent, where) => {
      const { context } = snapshot
      expect(stageOf(snapshot), `${where}: stage`).toEqual(seen.stage)
      expect(
        {
          clientId: context.clientId,
          shown: numbers(context.items),
          waiting: changesOf(snapshot),
          confirmed: numbers(context.confirmed),
          loading: wishlistLoading(snapshot),
          error: context.error
        },
        `${where}: what is seen`
      ).toEqual({
        clientId: seen.clientId,
        shown: seen.shown,
        waiting: seen.waiting,
        confirmed: seen.confirmed,
        loading: seen.stage === "merging" || seen.stage === "fetching",
        error: seen.error
      })
      // Each product once, never more than the limit.
      expect(new Set(numbers(context.items)).size, `${where}: each product once`).toBe(context.items.length)
      expect(context.items.length, `${where}: the limit`).toBeLessThanOrEqual(LIMIT)
      // Signed in and loaded: what is shown is the server's last list with the waiting changes applied.
      if (seen.stage === "idle" || seen.stage === "adding" || seen.stage === "removing") {
        expect(numbers(context.items), `${where}: the server's list and the waiting changes`).toEqual(applied(numbers(context.confirmed), changesOf(snapshot)))
      }
      // Exactly the call the stage awaits is in flight, and it asked what the shopper's list said.
      const expected = expectedCall(seen)
      for (const call of CALLS) {
        const live = fakes[call].live().map((held) => held.input)
        expect(live, `${where}: ${call} in flight`).toEqual(expected?.call === call ? [expected.input] : [])
      }
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Walking the real machine.

/** Errors are told apart by their message (JSON drops an Error's fields). */
const serializeEvent = (event: EventObject) => JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { error: value.message } : value))

const isChange = (event: EventObject) => event.type === "wishlist.add" || event.type === "wishlist.remove" || event.type === "wishlist.toggle"

/** The changes waiting behind the call in flight (the head of the queue is in flight while sending). */
const waitingBehind = (snapshot: Snapshot) => snapshot.context.queue.length - (snapshot.matches({ customer: { send: "pending" } }) ? 1 : 0)

interface Walk {
  readonly input: WishlistInput
  readonly commands: ReadonlyArray<WishlistEvent>
  /** At most this many changes wait behind a call in flight (the queue is otherwise unbounded). */
  readonly maxWaiting: number
}

const optionsOf = ({ input, commands, maxWaiting }: Walk) => ({
  input,
  events: (snapshot: Snapshot) => [...commands, ...answersFor(snapshot)] as ReadonlyArray<WishlistEvent>,
  filterEvents: (snapshot: Snapshot, event: WishlistEvent) =>
    !isChange(event) || ["visitor", "failed", "idle"].includes(stageOf(snapshot)) || waitingBehind(snapshot) < maxWaiting,
  serializeEvent
})

/**
 * Every shortest path of the real machine. The key of a state is its value and context plus the event
 * that led there, so the paths take every transition of the explored graph at least once, including
 * the ones a guard refuses or a state ignores.
 */
const shortestPaths = (walk: Walk) =>
  getShortestPaths(wishlistMachine, {
    ...optionsOf(walk),
    serializeState: keyedByTransition(serializeSnapshot, serializeEvent)
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

/** Every simple path (no state twice, states keyed by value and context) of the real machine. */
const simplePaths = (walk: Walk) => getSimplePaths(wishlistMachine, optionsOf(walk)) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

const stagesOf = (paths: ReadonlyArray<StatePath<Snapshot, WalkEvent>>) => new Set(paths.flatMap((path) => path.steps.map((step) => stageOf(step.state))))
const errorsIn = (paths: ReadonlyArray<StatePath<Snapshot, WalkEvent>>) => new Set(paths.flatMap((path) => path.steps.map((step) => step.state.context.error)))
const outcomes = (...calls: ReadonlyArray<Call>) => calls.flatMap((call) => [`${DONE}${call}`, `${ERROR}${call}`])

const ALL_STAGES: ReadonlyArray<Stage> = ["visitor", "merging", "fetching", "failed", "idle", "adding", "removing"]

const SHOPPING: ReadonlyArray<WishlistEvent["type"]> = ["wishlist.add", "wishlist.remove", "wishlist.toggle", "wishlist.signedIn", "wishlist.signedOut", "wishlist.reload", "wishlist.send"]

/**
 * A visitor with product 1 listed (customer 1 holds it already: the merge has it once) signs in as
 * either customer, changes the list while it loads and while changes are sent, fails and retries, and
 * signs out. Another tab's list is the full list's walk.
 */
const SIGNING_IN: Walk = {
  input: { items: [entry(1)] },
  commands: COMMANDS.filter((event) => SHOPPING.includes(event.type) && !(event.type === "wishlist.add" && numberOf(event.entry.productId) === 2) && !(event.type === "wishlist.remove" && numberOf(event.productId) === 3)),
  maxWaiting: 1
}

/** A visitor whose list is full: adds are refused and say why, another tab's longer list is cut, the merge is cut. */
const FULL_LIST = range(11, LIMIT)
const FULL: Walk = {
  input: { items: FULL_LIST.map(entry) },
  commands: [
    { type: "wishlist.add", entry: entry(2) },
    { type: "wishlist.remove", productId: id(11) },
    { type: "wishlist.toggle", entry: entry(2) },
    { type: "wishlist.signedIn", clientId: "client-1" },
    { type: "wishlist.signedOut" },
    // Another tab's list: product 10, then the full list, then product 10 again: 200 products kept.
    { type: "wishlist.synced", items: [10, ...FULL_LIST, 10].map(entry) }
  ],
  maxWaiting: 1
}

/** Simple paths explode with every command: sign-in, the retry and one change, with every answer. */
const SIGN_IN_SIMPLY: Walk = {
  input: { items: [entry(1)] },
  commands: [
    { type: "wishlist.signedIn", clientId: "client-1" },
    { type: "wishlist.reload" },
    { type: "wishlist.remove", productId: id(1) }
  ],
  maxWaiting: 1
}

describe("wishlist actor on the real machine, a visitor who signs in, changes the list and signs out: every shortest path", () => {
  const generated = shortestPaths(SIGNING_IN)
  const paths = longestOnly(generated, serializeEvent)

  it("takes every transition the walk offers: every stage, every command and every answer, every failure text", () => {
    expect(stagesOf(generated)).toEqual(new Set(ALL_STAGES))
    expect(takenIn(generated)).toEqual(new Set([...SHOPPING, ...outcomes(...CALLS)]))
    expect(errorsIn(generated)).toEqual(new Set([null, ...Object.values(FAILURE_TEXT)]))
    // A change waits behind the one in flight, and the one sent after a load was made while it loaded.
    expect(generated.some((path) => path.state.context.queue.length === 2)).toBe(true)
    expect(paths.length).toBeLessThan(generated.length)
  })

  it("behaves as DESIGN §4 says on a real actor along every path", async () => {
    for (const path of paths) await replay(SIGNING_IN.input, path)
  }, 60_000)
})

describe("wishlist actor on the real machine, a full list: every shortest path", () => {
  const generated = shortestPaths(FULL)
  const paths = longestOnly(generated, serializeEvent)

  it("refuses an add to a full list, visitor or customer, and keeps another tab's list to the limit", () => {
    expect(stagesOf(generated)).toEqual(new Set(ALL_STAGES))
    expect(takenIn(generated)).toEqual(new Set([...FULL.commands.map((event) => event.type), ...outcomes(...CALLS)]))
    expect(errorsIn(generated)).toContain(FULL_TEXT)
    const full = generated.filter((path) => path.state.context.error === FULL_TEXT)
    const refusedIn = new Set(full.map((path) => stageOf(path.state)))
    for (const stage of ["visitor", "failed", "merging", "idle", "adding"] as const) expect(refusedIn, stage).toContain(stage)
    // Another tab's list of 201 products is cut to the limit.
    expect(generated.some((path) => path.state.context.items[0]?.productId === id(10) && path.state.context.items.length === LIMIT)).toBe(true)
  })

  it("behaves as DESIGN §4 says on a real actor along every path", async () => {
    for (const path of paths) await replay(FULL.input, path)
  }, 60_000)
})

describe("wishlist actor on the real machine, signing in with a retry and one change: every simple path", () => {
  const generated = simplePaths(SIGN_IN_SIMPLY)
  const paths = longestOnly(generated, serializeEvent)

  it("goes through merge, fetch, failure, retry and a sent change, every way that visits no state twice", () => {
    expect(stagesOf(generated)).toEqual(new Set(ALL_STAGES.filter((stage) => stage !== "adding")))
    expect(takenIn(generated)).toEqual(new Set(["wishlist.signedIn", "wishlist.reload", "wishlist.remove", ...outcomes("loadWishlist", "changeWishlist")]))
  })

  it("behaves as DESIGN §4 says on a real actor along every path", async () => {
    for (const path of paths) await replay(SIGN_IN_SIMPLY.input, path)
  }, 60_000)
})
