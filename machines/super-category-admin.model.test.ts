import { describe, expect, it } from "vitest"
import { assign, createActor, setup, type SnapshotFrom } from "xstate"
import { createTestModel, serializeSnapshot, type TestPath } from "xstate/graph"
import type { SuperCategory } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import {
  type DeleteSuperCategoryInput,
  superCategoryAdminMachine,
  type SuperCategoryPayload,
  type UpdateSuperCategoryInput
} from "./super-category-admin.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the super category admin actor. `createTestModel` refuses machines that invoke
// actors, so the model is a separate machine written here from §4 and §8 alone: what an observer sees
// (the list in order with each entry's showProducts, each operation's flag and whether its call is
// pending or failed, the error, the calls made, the lists passed to the root's `notifyChanged`). Its
// events are the admin's commands and the server's answers. Every shortest path of the model is
// replayed on a real actor with fake calls answering as the path says, checking each step.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

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

interface Entry {
  readonly key: Key
  readonly showProducts: boolean
}

/** What the server lists on every load. */
const SERVER_LIST: ReadonlyArray<Entry> = [
  { key: "clothing", showProducts: true },
  { key: "electronics", showProducts: true }
]
/** What a root may start the actor with (the storefront's list, older than the server's). */
const KNOWN_LIST: ReadonlyArray<Entry> = [{ key: "electronics", showProducts: false }]
/** The admin's commands: create footwear, update electronics (hide or show its products), delete electronics. */
const CREATED: Entry = { key: "footwear", showProducts: true }
const UPDATED_KEY: Key = "electronics"
const DELETED_KEY: Key = "electronics"

type Operation = "list" | "create" | "update" | "delete"
type Stage = "idle" | "pending" | "failed"

/** §8, written out: the text each failed call leaves. */
const FAILURE_TEXT: Record<Operation, string> = {
  list: "supercategories Not Found",
  create: "SuperCategory Not create",
  update: "supercategory Not create",
  delete: "supercategory Not create"
}

interface ModelContext {
  readonly list: ReadonlyArray<Entry>
  readonly stage: Readonly<Record<Operation, Stage>>
  readonly loading: Readonly<Record<Operation, boolean>>
  /** The operation whose failure is reported, or null. */
  readonly error: Operation | null
  readonly calls: Readonly<Record<Operation, number>>
  /** What the pending update carries. */
  readonly updateShows: boolean
  /** The lists passed to notifyChanged, in order. */
  readonly notified: ReadonlyArray<ReadonlyArray<Entry>>
  /** Commands sent so far (bounds the graph). */
  readonly commands: number
}

type ModelEvent =
  | { readonly type: "supercategories.load" }
  | { readonly type: "supercategory.create" }
  | { readonly type: "supercategory.update.hide" }
  | { readonly type: "supercategory.update.show" }
  | { readonly type: "supercategory.delete" }
  | { readonly type: "list.succeeded" }
  | { readonly type: "list.failed" }
  | { readonly type: "create.succeeded" }
  | { readonly type: "create.failed" }
  | { readonly type: "update.succeeded" }
  | { readonly type: "update.failed" }
  | { readonly type: "delete.succeeded" }
  | { readonly type: "delete.failed" }

const MODEL_EVENTS: ReadonlyArray<ModelEvent> = [
  { type: "supercategories.load" },
  { type: "supercategory.create" },
  { type: "supercategory.update.hide" },
  { type: "supercategory.update.show" },
  { type: "supercategory.delete" },
  { type: "list.succeeded" },
  { type: "list.failed" },
  { type: "create.succeeded" },
  { type: "create.failed" },
  { type: "update.succeeded" },
  { type: "update.failed" },
  { type: "delete.succeeded" },
  { type: "delete.failed" }
]

type Patch = Partial<ModelContext>

const started = (context: ModelContext, operation: Operation): Patch => ({
  stage: { ...context.stage, [operation]: "pending" },
  loading: { ...context.loading, [operation]: true },
  calls: { ...context.calls, [operation]: context.calls[operation] + 1 }
})

/** A success: the call is over, its flag false, its own earlier failure no longer reported. */
const succeeded = (context: ModelContext, operation: Operation): Patch => ({
  stage: { ...context.stage, [operation]: "idle" },
  loading: { ...context.loading, [operation]: false },
  error: context.error === operation ? null : context.error
})

/** A successful change: the list changes and the root is told the new list. */
const changed = (context: ModelContext, operation: Operation, list: ReadonlyArray<Entry>): Patch => ({
  ...succeeded(context, operation),
  list,
  notified: [...context.notified, list]
})

/** §4, §8 a failure: the list is kept, the flag stays true, the call's text is reported. */
const failed = (context: ModelContext, operation: Operation): Patch => ({
  stage: { ...context.stage, [operation]: "failed" },
  error: operation
})

const isPending = (operation: Operation) => ({ context }: { readonly context: ModelContext }) => context.stage[operation] === "pending"

const command = (change: (context: ModelContext) => Patch = () => ({})) =>
  assign<ModelContext, ModelEvent, undefined, ModelEvent, never>(({ context }) => ({ ...change(context), commands: context.commands + 1 }))

/** A write command is refused while its call is pending: it changes nothing but the count. */
const unlessPending = (operation: Operation, change: (context: ModelContext) => Patch) => [
  { guard: isPending(operation), actions: command() },
  { actions: command(change) }
]

/**
 * The specification as a machine with one state.
 * - §4 load fills the list; create appends; update replaces by _id in place (nothing when absent);
 *   delete removes by id; all on success only, and each successful change is passed to the root.
 * - §4, §8 a failure keeps the list, the flag stays true and the call's text is reported.
 * - A second load while one is pending replaces it; a second write of a kind in flight is refused.
 */
const specification = setup({
  types: { context: {} as ModelContext, input: {} as { readonly known: boolean }, events: {} as ModelEvent }
}).createMachine({
  id: "superCategorySpecification",
  context: ({ input }) => ({
    list: input.known ? KNOWN_LIST : [],
    stage: { list: "idle", create: "idle", update: "idle", delete: "idle" },
    loading: { list: !input.known, create: false, update: false, delete: false },
    error: null,
    calls: { list: 0, create: 0, update: 0, delete: 0 },
    updateShows: false,
    notified: [],
    commands: 0
  }),
  initial: "observed",
  states: {
    observed: {
      on: {
        "supercategories.load": { actions: command((context) => started(context, "list")) },
        "supercategory.create": unlessPending("create", (context) => started(context, "create")),
        "supercategory.update.hide": unlessPending("update", (context) => ({ ...started(context, "update"), updateShows: false })),
        "supercategory.update.show": unlessPending("update", (context) => ({ ...started(context, "update"), updateShows: true })),
        "supercategory.delete": unlessPending("delete", (context) => started(context, "delete")),
        // A load is not a change: the root is not told.
        "list.succeeded": { actions: assign(({ context }) => ({ ...succeeded(context, "list"), list: SERVER_LIST })) },
        "create.succeeded": {
          actions: assign(({ context }) => changed(context, "create", [...context.list.filter((entry) => entry.key !== CREATED.key), CREATED]))
        },
        "update.succeeded": {
          actions: assign(({ context }) =>
            changed(
              context,
              "update",
              context.list.map((entry) => (entry.key === UPDATED_KEY ? { key: UPDATED_KEY, showProducts: context.updateShows } : entry))
            )
          )
        },
        "delete.succeeded": {
          actions: assign(({ context }) => changed(context, "delete", context.list.filter((entry) => entry.key !== DELETED_KEY)))
        },
        "list.failed": { actions: assign(({ context }) => failed(context, "list")) },
        "create.failed": { actions: assign(({ context }) => failed(context, "create")) },
        "update.failed": { actions: assign(({ context }) => failed(context, "update")) },
        "delete.failed": { actions: assign(({ context }) => failed(context, "delete")) }
      }
    }
  }
})

type ModelSnapshot = SnapshotFrom<typeof specification>

const outcomeOf = (type: ModelEvent["type"]): Operation | null => {
  const [operation, outcome] = type.split(".")
  return outcome === "succeeded" || outcome === "failed" ? (operation as Operation) : null
}

/** Keeps the graph finite and meaningful: answers only to pending calls, at most `maxCommands` commands. */
const filterEvents = (maxCommands: number) => (snapshot: ModelSnapshot, event: ModelEvent) => {
  const operation = outcomeOf(event.type)
  if (operation !== null) return snapshot.context.stage[operation] === "pending"
  return snapshot.context.commands < maxCommands
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const toSuperCategories = (entries: ReadonlyArray<Entry>) => entries.map((entry) => superCategory(entry.key, entry.showProducts))

/** Replays one path of the specification on a real actor and compares what is seen at each step. */
const runPath = async (known: boolean, path: TestPath<ModelSnapshot, ModelEvent>) => {
  const fakes = {
    list: heldCalls<ReadonlyArray<SuperCategory>, void>(),
    create: heldCalls<SuperCategory, SuperCategoryPayload>(),
    update: heldCalls<SuperCategory, UpdateSuperCategoryInput>(),
    delete: heldCalls<Id, DeleteSuperCategoryInput>()
  }
  const notified: Array<ReadonlyArray<SuperCategory>> = []
  const machine = superCategoryAdminMachine.provide({
    actors: {
      fetchSuperCategories: fakes.list.logic,
      createSuperCategory: fakes.create.logic,
      updateSuperCategory: fakes.update.logic,
      deleteSuperCategory: fakes.delete.logic
    },
    actions: {
      notifyChanged: (_, params) => {
        notified.push(params.superCategories)
      }
    }
  })
  const actor = createActor(machine, { input: known ? { superCategories: toSuperCategories(KNOWN_LIST) } : {} }).start()

  // The fake server answers from what it was sent: it echoes the update and the deleted id.
  const exec = async (event: ModelEvent) => {
    switch (event.type) {
      case "supercategories.load":
        actor.send({ type: "supercategories.load" })
        break
      case "supercategory.create":
        actor.send({ type: "supercategory.create", input: payloadOf(superCategory(CREATED.key, CREATED.showProducts)) })
        break
      case "supercategory.update.hide":
      case "supercategory.update.show":
        actor.send({
          type: "supercategory.update",
          id: id(NUMBER[UPDATED_KEY]),
          input: payloadOf(superCategory(UPDATED_KEY, event.type === "supercategory.update.show"))
        })
        break
      case "supercategory.delete":
        actor.send({ type: "supercategory.delete", id: id(NUMBER[DELETED_KEY]) })
        break
      case "list.succeeded":
        fakes.list.only().resolve(toSuperCategories(SERVER_LIST))
        break
      case "create.succeeded": {
        const call = fakes.create.only()
        call.resolve({ _id: id(NUMBER[CREATED.key]), ...call.input, desktopImage: call.input.desktopImage ?? "" })
        break
      }
      case "update.succeeded": {
        const call = fakes.update.only()
        call.resolve({ _id: call.input.id, ...call.input.input, desktopImage: call.input.input.desktopImage ?? "" })
        break
      }
      case "delete.succeeded": {
        const call = fakes.delete.only()
        call.resolve(call.input.id)
        break
      }
      case "list.failed":
      case "create.failed":
      case "update.failed":
      case "delete.failed":
        fakes[outcomeOf(event.type) ?? "list"].only().reject(new Error("refused by the server"))
        break
    }
    await settle()
  }

  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await exec(step.event)
    const expected = step.state.context
    const actual = actor.getSnapshot()
    const { context } = actual
    const where = `known list ${known}: ${path.description}, step ${index}`
    expect(context.superCategories, where).toEqual(toSuperCategories(expected.list))
    expect(
      { list: context.listLoading, create: context.createLoading, update: context.updateLoading, delete: context.deleteLoading },
      where
    ).toEqual(expected.loading)
    expect(context.error, where).toBe(expected.error === null ? null : FAILURE_TEXT[expected.error])
    expect(actual.value, where).toEqual(expected.stage)
    expect(notified, `${where}: notified`).toEqual(expected.notified.map(toSuperCategories))
    for (const operation of Object.keys(fakes) as Array<Operation>) {
      expect(fakes[operation].calls.length, `${where}: ${operation} calls`).toBe(expected.calls[operation])
      expect(fakes[operation].live().length, `${where}: ${operation} live calls`).toBe(expected.stage[operation] === "pending" ? 1 : 0)
    }
  }
  actor.stop()
}

// Three commands with every answer reach every pairing of operations in flight at once; a known
// starting list only changes the start, so two commands suffice for it.
const CONFIGURATIONS: ReadonlyArray<{ readonly known: boolean; readonly maxCommands: number }> = [
  { known: false, maxCommands: 3 },
  { known: true, maxCommands: 2 }
]

describe.each(CONFIGURATIONS)("super category admin actor, model-based: known list $known, up to $maxCommands commands", ({ known, maxCommands }) => {
  // With the event in each target's key, the shortest paths take every transition of the model.
  const paths = createTestModel(specification, {
    input: { known },
    events: MODEL_EVENTS,
    filterEvents: filterEvents(maxCommands),
    serializeTransition: (_state, event) => (event === undefined ? "" : ` via ${event.type}`)
  }).getShortestPaths()

  it("takes every kind of step, and reaches every stage of every operation", () => {
    const taken = paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type))
    expect(new Set(taken)).toEqual(new Set(MODEL_EVENTS.map((event) => event.type)))
    const steps = paths.flatMap((path) => path.steps)
    for (const operation of ["list", "create", "update", "delete"] as const) {
      expect(new Set(steps.map((step) => step.state.context.stage[operation]))).toEqual(new Set(["idle", "pending", "failed"]))
    }
    expect(new Set(steps.map((step) => serializeSnapshot(step.state))).size).toBeGreaterThan(50)
  })

  it("behaves as §4 and §8 say along every shortest path", async () => {
    for (const path of paths) await runPath(known, path)
  }, 120_000)
})
