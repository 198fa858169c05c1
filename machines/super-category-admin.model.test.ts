import { describe, expect, it } from "vitest"
import { type AnyActorRef, createActor, createMachine, type EventObject, type SnapshotFrom, spawnChild } from "xstate"
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from "xstate/graph"
import type { SuperCategory } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import {
  type DeleteSuperCategoryInput,
  type SuperCategoryAdminEvent,
  type SuperCategoryAdminInput,
  superCategoryAdminMachine,
  type SuperCategoryAdminMachine,
  type SuperCategoryPayload,
  type UpdateSuperCategoryInput
} from "./super-category-admin.machine.ts"
import { askedOf, DONE, ERROR, invokeDone, invokeError, keyedByTransition, longestOnly, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the super category admin actor: the paths are generated from the REAL
// machine's graph (xstate/graph walks it purely, without running its calls), and every path is
// replayed on a real, started actor whose four calls are held fakes. What the world does is an
// explicit event of the walk: the server's answer to a call in flight is `xstate.done.actor.<call>`
// (or `xstate.error.actor.<call>`); on replay the held call is resolved or rejected with it, and after
// every step the actor's value and context must be the walk's.
//
// The replayed actor runs inside a stand-in for the shop's root (system id `shop`) that records what
// it is told: a graph walk is in no shop, so what the machine tells the shop is checked on replay only.
// Besides the walk, every step is checked against `seenAfter` below: §4 and §8 written out as what an
// observer sees (the list in order with each entry's showProducts, each operation's stage and loading
// flag, the §8 text, what the shop was told) and which calls are in flight with what they asked.
// There is no separate specification machine: the walk is the machine's own.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const numberOf = (superCategoryId: Id) => Number.parseInt(superCategoryId, 16)

type Key = "clothing" | "electronics" | "footwear"
const NUMBER: Record<Key, number> = { clothing: 1, electronics: 2, footwear: 3 }

const superCategory = (key: Key, showProducts: boolean): SuperCategory => ({
  _id: id(NUMBER[key]),
  name: key[0]!.toUpperCase() + key.slice(1),
  slugUrl: key,
  showProducts,
  desktopImage: `/images/${key}.svg`
})
const payloadOf = ({ _id: _, ...payload }: SuperCategory): SuperCategoryPayload => payload

const OPERATIONS = ["list", "create", "update", "delete"] as const
type Operation = (typeof OPERATIONS)[number]
/** `empty`: the list's rest while nothing has been shown yet (§4: it is loading until a load succeeds). */
type Stage = "empty" | "idle" | "pending" | "failed"
/** No call in flight. */
const atRest = (stage: Stage) => stage === "idle" || stage === "empty"

/** §8, written out: the text each failed call leaves. */
const FAILURE_TEXT: Record<Operation, string> = {
  list: "supercategories Not Found",
  create: "SuperCategory Not create",
  update: "supercategory Not create",
  delete: "supercategory Not create"
}

/** The call of each operation, by its invoke id. */
const CALL = {
  list: "fetchSuperCategories",
  create: "createSuperCategory",
  update: "updateSuperCategory",
  delete: "deleteSuperCategory"
} as const satisfies Record<Operation, string>

type Snapshot = SnapshotFrom<SuperCategoryAdminMachine>
type WalkEvent = SuperCategoryAdminEvent | ReturnType<typeof invokeDone<unknown>> | ReturnType<typeof invokeError>

// ---------------------------------------------------------------------------------------------
// What the admin and the server do.

/** The admin's commands: load, create footwear, hide or show electronics' products, delete electronics. */
const LOAD: SuperCategoryAdminEvent = { type: "supercategories.load" }
const CREATE: SuperCategoryAdminEvent = { type: "supercategory.create", input: payloadOf(superCategory("footwear", true)) }
const HIDE: SuperCategoryAdminEvent = { type: "supercategory.update", id: id(NUMBER.electronics), input: payloadOf(superCategory("electronics", false)) }
const SHOW: SuperCategoryAdminEvent = { type: "supercategory.update", id: id(NUMBER.electronics), input: payloadOf(superCategory("electronics", true)) }
const DELETE: SuperCategoryAdminEvent = { type: "supercategory.delete", id: id(NUMBER.electronics) }

/** What the server lists on every load. */
const SERVER_LIST = [superCategory("clothing", true), superCategory("electronics", true)]
/** What a root may start the actor with (the storefront's list, older than the server's). */
const KNOWN_LIST = [superCategory("electronics", false)]
const FAILURE = new Error("500 Internal Server Error")

/** The operation an answer is for, or null when the event is the admin's. */
const operationOf = (event: EventObject): Operation | null => {
  const call = event.type.startsWith(DONE) ? event.type.slice(DONE.length) : event.type.startsWith(ERROR) ? event.type.slice(ERROR.length) : null
  return OPERATIONS.find((operation) => CALL[operation] === call) ?? null
}


/** The fake server answers from what it was sent: it lists SERVER_LIST, echoes a create and an update and the deleted id. */
const answersFor = (snapshot: Snapshot): ReadonlyArray<WalkEvent> =>
  OPERATIONS.flatMap((operation) => {
    const call = CALL[operation]
    const asked = askedOf(snapshot, call)
    if (asked === undefined) return []
    const output = (() => {
      switch (operation) {
        case "list":
          return SERVER_LIST
        case "create": {
          const payload = asked.input as SuperCategoryPayload
          return { _id: id(NUMBER.footwear), ...payload, desktopImage: payload.desktopImage ?? "" } satisfies SuperCategory
        }
        case "update": {
          const { id: updated, input } = asked.input as UpdateSuperCategoryInput
          return { _id: updated, ...input, desktopImage: input.desktopImage ?? "" } satisfies SuperCategory
        }
        case "delete":
          return (asked.input as DeleteSuperCategoryInput).id
      }
    })()
    return [invokeDone(call, output), invokeError(call, FAILURE)]
  })

// ---------------------------------------------------------------------------------------------
// The oracle: §4 and §8 as what an observer sees, folded over a path's events.

/** An entry as the observer tells it: its number and whether its products are shown. */
interface Entry {
  readonly n: number
  readonly showProducts: boolean
}
const entriesOf = (list: ReadonlyArray<SuperCategory>): ReadonlyArray<Entry> => list.map((s) => ({ n: numberOf(s._id), showProducts: s.showProducts }))

interface Seen {
  readonly list: ReadonlyArray<Entry>
  readonly stage: Readonly<Record<Operation, Stage>>
  readonly loading: Readonly<Record<Operation, boolean>>
  /** The operation whose failure is reported, or null. */
  readonly error: Operation | null
  /** What each pending call asked. */
  readonly asked: Readonly<Partial<Record<Operation, unknown>>>
  /** What the shop has been told, in order. */
  readonly told: ReadonlyArray<string>
}

const initiallySeen = (known: ReadonlyArray<SuperCategory>): Seen => ({
  list: entriesOf(known),
  stage: { list: known.length === 0 ? "empty" : "idle", create: "idle", update: "idle", delete: "idle" },
  // §4 nothing to show until a load succeeds, unless a list is known.
  loading: { list: known.length === 0, create: false, update: false, delete: false },
  error: null,
  asked: {},
  told: []
})

const started = (seen: Seen, operation: Operation, asked: unknown): Seen => ({
  ...seen,
  stage: { ...seen.stage, [operation]: "pending" },
  loading: { ...seen.loading, [operation]: true },
  asked: { ...seen.asked, [operation]: asked }
})

/** A success: the call is over, its flag false, its own earlier failure no longer reported. */
const succeeded = (seen: Seen, operation: Operation): Seen => ({
  ...seen,
  stage: { ...seen.stage, [operation]: "idle" },
  loading: { ...seen.loading, [operation]: false },
  error: seen.error === operation ? null : seen.error
})

/** A successful change: the list changes, and the shop is told (it has the storefront's list fetched again). */
const changed = (seen: Seen, operation: Operation, list: ReadonlyArray<Entry>): Seen => ({
  ...succeeded(seen, operation),
  list,
  told: [...seen.told, "supercategories.changed"]
})

/** A write of a kind already pending is refused: nothing happens. */
const unlessPending = (seen: Seen, operation: Operation, asked: unknown) => (seen.stage[operation] === "pending" ? seen : started(seen, operation, asked))

/** What an observer sees after `event`. */
const seenAfter = (seen: Seen, event: WalkEvent): Seen => {
  switch (event.type) {
    // A second load replaces the pending one.
    case "supercategories.load":
      return started(seen, "list", undefined)
    case "supercategory.create":
      return unlessPending(seen, "create", event.input)
    case "supercategory.update":
      return unlessPending(seen, "update", { id: event.id, input: event.input })
    case "supercategory.delete":
      return unlessPending(seen, "delete", { id: event.id })
  }
  const operation = operationOf(event)
  if (operation === null) return seen
  // §4, §8 a failure: the list is kept, the flag stays true, the call's text is reported; the shop is not told.
  if (event.type.startsWith(ERROR)) return { ...seen, stage: { ...seen.stage, [operation]: "failed" }, error: operation }
  switch (operation) {
    // §4 a load fills the list; it is not a change, and the shop is not told.
    case "list":
      return { ...succeeded(seen, operation), list: entriesOf(outputOf<ReadonlyArray<SuperCategory>>(event)) }
    // §4 create appends (each entry once).
    case "create": {
      const [created] = entriesOf([outputOf<SuperCategory>(event)])
      return changed(seen, operation, [...seen.list.filter((entry) => entry.n !== created!.n), created!])
    }
    // §4 update replaces by _id, in place; a list without it stays as it is.
    case "update": {
      const [updated] = entriesOf([outputOf<SuperCategory>(event)])
      return changed(seen, operation, seen.list.map((entry) => (entry.n === updated!.n ? updated! : entry)))
    }
    // §4 delete removes by id.
    case "delete": {
      const removed = numberOf(outputOf<Id>(event))
      return changed(seen, operation, seen.list.filter((entry) => entry.n !== removed))
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Replaying a path on a real actor, inside a stand-in for the shop's root.

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const replay = async (input: SuperCategoryAdminInput, path: StatePath<Snapshot, WalkEvent>) => {
  const fakes = {
    list: heldCalls<ReadonlyArray<SuperCategory>, void>({ what: "load" }),
    create: heldCalls<SuperCategory, SuperCategoryPayload>({ what: "create" }),
    update: heldCalls<SuperCategory, UpdateSuperCategoryInput>({ what: "update" }),
    delete: heldCalls<Id, DeleteSuperCategoryInput>({ what: "delete" })
  }
  const machine = superCategoryAdminMachine.provide({
    actors: {
      fetchSuperCategories: fakes.list.logic,
      createSuperCategory: fakes.create.logic,
      updateSuperCategory: fakes.update.logic,
      deleteSuperCategory: fakes.delete.logic
    }
  })
  const told: Array<string> = []
  const shop = createActor(
    createMachine({
      id: "shop",
      entry: spawnChild(machine, { id: "superCategoryAdmin", input }),
      on: { "*": { actions: ({ event }) => void told.push(event.type) } }
    }),
    { systemId: "shop" }
  )
  /** The admin actor as the replay drives it; a child cannot be stopped on its own, so stopping it stops the shop. */
  const start = () => {
    const admin = shop.start().getSnapshot().children.superCategoryAdmin as AnyActorRef
    return { send: (event: EventObject) => admin.send(event), getSnapshot: () => admin.getSnapshot(), stop: () => shop.stop() } as unknown as AnyActorRef
  }
  let seen = initiallySeen(input.superCategories ?? [])
  await replayPath(path, {
    start,
    happen: (event) => {
      seen = seenAfter(seen, event)
      const operation = operationOf(event)
      if (operation === null) return false
      const call = fakes[operation].only()
      if (event.type.startsWith(DONE)) (call.resolve as (output: unknown) => void)(outputOf(event))
      else call.reject(FAILURE)
      return true
    },
    settle,
    check: (snapshot, _sent, where) => {
      const { context } = snapshot
      expect(snapshot.value, `${where}: stages`).toEqual(seen.stage)
      expect(
        {
          list: entriesOf(context.superCategories),
          loading: { list: context.listLoading, create: context.createLoading, update: context.updateLoading, delete: context.deleteLoading },
          error: context.error,
          told
        },
        `${where}: what is seen`
      ).toEqual({ list: seen.list, loading: seen.loading, error: seen.error === null ? null : FAILURE_TEXT[seen.error], told: seen.told })
      // Exactly the calls pending are in flight (an abandoned load is aborted), with what the admin gave.
      for (const operation of OPERATIONS) {
        const live = fakes[operation].live().map((held) => held.input)
        expect(live, `${where}: ${operation} in flight`).toEqual(seen.stage[operation] === "pending" ? [seen.asked[operation]] : [])
      }
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Walking the real machine.

/** Errors are told apart by their message (JSON drops an Error's fields). */
const serializeEvent = (event: EventObject) => JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { error: value.message } : value))

const REGION_OF: Readonly<Record<SuperCategoryAdminEvent["type"], Operation>> = {
  "supercategories.load": "list",
  "supercategory.create": "create",
  "supercategory.update": "update",
  "supercategory.delete": "delete"
}
const stageIn = (snapshot: Snapshot, operation: Operation) => (snapshot.value as Record<Operation, Stage>)[operation]
const regionsAway = (snapshot: Snapshot) => OPERATIONS.filter((operation) => !atRest(stageIn(snapshot, operation))).length

interface Walk {
  readonly input: SuperCategoryAdminInput
  readonly commands: ReadonlyArray<SuperCategoryAdminEvent>
  /** A command is offered when its operation is away from rest, or fewer than this many are. */
  readonly maxAway: number
}

const optionsOf = ({ input, commands, maxAway }: Walk) => ({
  input,
  events: (snapshot: Snapshot) => [...commands, ...answersFor(snapshot)] as ReadonlyArray<SuperCategoryAdminEvent>,
  filterEvents: (snapshot: Snapshot, event: SuperCategoryAdminEvent) => {
    const operation = REGION_OF[event.type] as Operation | undefined
    return operation === undefined || !atRest(stageIn(snapshot, operation)) || regionsAway(snapshot) < maxAway
  },
  serializeEvent
})

/**
 * Every shortest path of the real machine. The key of a state is its value and context plus the event
 * that led there, so the paths take every transition of the explored graph at least once, including
 * the ones a state refuses.
 */
const shortestPaths = (walk: Walk) =>
  getShortestPaths(superCategoryAdminMachine, {
    ...optionsOf(walk),
    serializeState: keyedByTransition(serializeSnapshot, serializeEvent)
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

/** Every simple path (no state twice, states keyed by value and context) of the real machine. */
const simplePaths = (walk: Walk) => getSimplePaths(superCategoryAdminMachine, optionsOf(walk)) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

const stagesOf = (paths: ReadonlyArray<StatePath<Snapshot, WalkEvent>>, operation: Operation) =>
  new Set(paths.flatMap((path) => path.steps.map((step) => stageIn(step.state, operation))))
/** Every stage of an operation: the list's `empty` too when no list was known. */
const everyStage = (walk: Walk, operation: Operation) =>
  new Set([...(operation === "list" && (walk.input.superCategories ?? []).length === 0 ? ["empty"] : []), "idle", "pending", "failed"])
const outcomes = (...operations: ReadonlyArray<Operation>) => operations.flatMap((operation) => [`${DONE}${CALL[operation]}`, `${ERROR}${CALL[operation]}`])

const WALKS = [
  {
    // Two operations at once, every pairing: a load finishing while a write waits, two writes at once.
    name: "no list known, every command, two operations at a time",
    walk: { input: {}, commands: [LOAD, CREATE, HIDE, SHOW, DELETE], maxAway: 2 } satisfies Walk,
    operations: OPERATIONS
  },
  {
    // The known list holds electronics: an update before any load replaces it in place.
    name: "the storefront's list known, one operation at a time",
    walk: { input: { superCategories: KNOWN_LIST }, commands: [LOAD, HIDE, DELETE], maxAway: 1 } satisfies Walk,
    operations: ["list", "update", "delete"] as ReadonlyArray<Operation>
  }
]

describe.each(WALKS)("super category admin actor on the real machine, $name: every shortest path", ({ walk, operations }) => {
  const generated = shortestPaths(walk)
  const paths = longestOnly(generated, serializeEvent)

  it("takes every transition the walk offers: every command, every answer, every stage of its operations", () => {
    expect(takenIn(generated)).toEqual(new Set([...walk.commands.map((event) => event.type), ...outcomes(...operations)]))
    for (const operation of operations) expect(stagesOf(generated, operation), operation).toEqual(everyStage(walk, operation))
    expect(paths.length).toBeLessThan(generated.length)
  })

  it("behaves as §4 and §8 say on a real actor along every path, and tells the shop of every change", async () => {
    for (const path of paths) await replay(walk.input, path)
  }, 60_000)
})

describe("super category admin actor on the real machine, loads and updates one at a time: every simple path", () => {
  const walk: Walk = { input: {}, commands: [LOAD, HIDE, SHOW], maxAway: 1 }
  const generated = simplePaths(walk)
  const paths = longestOnly(generated, serializeEvent)

  it("goes through every stage of a load and an update, every way that visits no state twice", () => {
    expect(takenIn(generated)).toEqual(new Set(["supercategories.load", "supercategory.update", ...outcomes("list", "update")]))
    for (const operation of ["list", "update"] as const) expect(stagesOf(generated, operation), operation).toEqual(everyStage(walk, operation))
  })

  it("behaves as §4 and §8 say on a real actor along every path, and tells the shop of every change", async () => {
    for (const path of paths) await replay(walk.input, path)
  }, 60_000)
})
