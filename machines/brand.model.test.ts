import { describe, expect, it } from "vitest"
import { assign, createActor, setup, type SnapshotFrom } from "xstate"
import { createTestModel, serializeSnapshot, type TestPath } from "xstate/graph"
import type { Brand, BrandInput } from "#domain/brand.ts"
import { Id } from "#domain/common.ts"
import {
  type BrandImagesAnswer,
  type BrandImagesUpload,
  brandMachine,
  type DeleteBrandInput,
  type UpdateBrandInput
} from "./brand.machine.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the brand actor. `createTestModel` refuses machines that invoke actors, and
// the brand actor invokes a call for each operation, so the model is a separate machine written here
// from §4 and §8 alone: what an observer sees (the list in order with each brand's show, the images,
// each operation's flag and whether its call is pending or failed, the error, the calls made). Its
// events are the admin's commands and the server's answers. Every shortest path of the model is
// replayed on a real actor with fake calls answering as the path says, checking each step, and the
// invariant that the shown-only list is exactly the list filtered by show.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

type Key = "acme" | "bata" | "crocs"
const BRAND_NUMBER: Record<Key, number> = { acme: 1, bata: 2, crocs: 3 }

const brand = (key: Key, show: boolean): Brand => ({
  _id: id(BRAND_NUMBER[key]),
  name: key.toUpperCase(),
  slugUrl: key,
  show,
  mobileImage: `/images/${key}-mobile.png`,
  desktopImage: `/images/${key}-desktop.png`,
  categories: [id(100)],
  subCategories: []
})

const inputOf = ({ _id: _, ...input }: Brand): BrandInput => input

interface Entry {
  readonly key: Key
  readonly show: boolean
}

/** What the server lists on every load: one brand shown, one hidden. */
const SERVER_LIST: ReadonlyArray<Entry> = [
  { key: "acme", show: true },
  { key: "bata", show: false }
]
/** The admin's commands: create crocs (shown), update acme (hide it or show it), delete acme. */
const CREATED: Entry = { key: "crocs", show: true }
const UPDATED_KEY: Key = "acme"
const DELETED_KEY: Key = "acme"

type Upload = "first" | "second"
const upload = (name: Upload): BrandImagesUpload => ({
  mobileImage: { fileName: `${name}-mobile.png`, dataUrl: "data:image/png;base64,AAAA" },
  desktopImage: { fileName: `${name}-desktop.png`, dataUrl: "data:image/png;base64,BBBB" }
})
/** The fake server stores an image under its file name. */
const answerFor = (images: BrandImagesUpload): BrandImagesAnswer => ({
  mobileimages: `/images/${images.mobileImage.fileName}`,
  desktopImages: `/images/${images.desktopImage.fileName}`
})

type Operation = "list" | "create" | "update" | "delete" | "images"
type Stage = "idle" | "pending" | "failed"

/** §8, written out: the text each failed call leaves. */
const FAILURE_TEXT: Record<Operation, string> = {
  list: "404 Not Found",
  create: "brand Not create",
  update: "brand Not create",
  delete: "brand Not create",
  images: "brandimages Not create"
}

interface ModelContext {
  readonly brands: ReadonlyArray<Entry>
  readonly images: Upload | null
  readonly stage: Readonly<Record<Operation, Stage>>
  readonly loading: Readonly<Record<Operation, boolean>>
  /** The operation whose failure is reported, or null. */
  readonly error: Operation | null
  /** Calls made per operation. */
  readonly calls: Readonly<Record<Operation, number>>
  /** What the pending update and upload carry. */
  readonly updateShows: boolean
  readonly uploading: Upload | null
  /** Commands sent so far (bounds the graph). */
  readonly commands: number
}

type ModelEvent =
  | { readonly type: "brands.load" }
  | { readonly type: "brand.create" }
  | { readonly type: "brand.update.hide" }
  | { readonly type: "brand.update.show" }
  | { readonly type: "brand.delete" }
  | { readonly type: "brand.images.upload.first" }
  | { readonly type: "brand.images.upload.second" }
  | { readonly type: "brand.images.remove" }
  | { readonly type: "list.succeeded" }
  | { readonly type: "list.failed" }
  | { readonly type: "create.succeeded" }
  | { readonly type: "create.failed" }
  | { readonly type: "update.succeeded" }
  | { readonly type: "update.failed" }
  | { readonly type: "delete.succeeded" }
  | { readonly type: "delete.failed" }
  | { readonly type: "images.succeeded" }
  | { readonly type: "images.failed" }

const MODEL_EVENTS: ReadonlyArray<ModelEvent> = [
  { type: "brands.load" },
  { type: "brand.create" },
  { type: "brand.update.hide" },
  { type: "brand.update.show" },
  { type: "brand.delete" },
  { type: "brand.images.upload.first" },
  { type: "brand.images.upload.second" },
  { type: "brand.images.remove" },
  { type: "list.succeeded" },
  { type: "list.failed" },
  { type: "create.succeeded" },
  { type: "create.failed" },
  { type: "update.succeeded" },
  { type: "update.failed" },
  { type: "delete.succeeded" },
  { type: "delete.failed" },
  { type: "images.succeeded" },
  { type: "images.failed" }
]

type Restored = "none" | "valid" | "corrupt"
const RESTORED_LIST: ReadonlyArray<Entry> = [
  { key: "bata", show: true },
  { key: "crocs", show: false }
]

const without = (brands: ReadonlyArray<Entry>, key: Key) => brands.filter((entry) => entry.key !== key)

type Patch = Partial<ModelContext>

/** A command starts its call: pending, its flag true, one more call. */
const started = (context: ModelContext, operation: Operation): Patch => ({
  stage: { ...context.stage, [operation]: "pending" },
  loading: { ...context.loading, [operation]: true },
  calls: { ...context.calls, [operation]: context.calls[operation] + 1 }
})

/** §4 a success: the call is over, its flag false, its own earlier failure no longer reported. */
const succeeded = (context: ModelContext, operation: Operation): Patch => ({
  stage: { ...context.stage, [operation]: "idle" },
  loading: { ...context.loading, [operation]: false },
  error: context.error === operation ? null : context.error
})

/** §4, §8 a failure: the flag stays true, the call's text is reported. */
const failed = (context: ModelContext, operation: Operation): Patch => ({
  stage: { ...context.stage, [operation]: "failed" },
  error: operation
})

const isPending = (operation: Operation) => ({ context }: { readonly context: ModelContext }) => context.stage[operation] === "pending"

/** A command of the admin: counted (it bounds the graph), then `change` if any. */
const command = (change: (context: ModelContext) => Patch = () => ({})) =>
  assign<ModelContext, ModelEvent, undefined, ModelEvent, never>(({ context }) => ({ ...change(context), commands: context.commands + 1 }))

/** A command of a kind that is refused while its call is pending: it changes nothing but the count. */
const unlessPending = (operation: Operation, change: (context: ModelContext) => Patch) => [
  { guard: isPending(operation), actions: command() },
  { actions: command(change) }
]

/**
 * The specification as a machine with one state: every rule is a change of what is seen.
 * - §4 load fills the list; create appends; update removes the old entry and adds the updated brand
 *   and clears both images; delete removes by id; upload sets both images; removal clears both.
 * - §4 each call's flag is true while it is pending and stays true after a failure (§8 text stored).
 * - A second load or upload while one is pending replaces it; a second create, update or delete
 *   while one is pending is refused. Removing the images ends any upload.
 */
const specification = setup({
  types: { context: {} as ModelContext, input: {} as { readonly restored: Restored }, events: {} as ModelEvent }
}).createMachine({
  id: "brandSpecification",
  context: ({ input }) => {
    const restored = input.restored === "valid"
    return {
      brands: restored ? RESTORED_LIST : [],
      images: null,
      stage: { list: "idle", create: "idle", update: "idle", delete: "idle", images: "idle" },
      loading: { list: !restored, create: false, update: false, delete: false, images: false },
      error: null,
      calls: { list: 0, create: 0, update: 0, delete: 0, images: 0 },
      updateShows: false,
      uploading: null,
      commands: 0
    }
  },
  initial: "observed",
  states: {
    observed: {
      on: {
        "brands.load": { actions: command((context) => started(context, "list")) },
        "brand.create": unlessPending("create", (context) => started(context, "create")),
        "brand.update.hide": unlessPending("update", (context) => ({ ...started(context, "update"), updateShows: false })),
        "brand.update.show": unlessPending("update", (context) => ({ ...started(context, "update"), updateShows: true })),
        "brand.delete": unlessPending("delete", (context) => started(context, "delete")),
        "brand.images.upload.first": { actions: command((context) => ({ ...started(context, "images"), uploading: "first" })) },
        "brand.images.upload.second": { actions: command((context) => ({ ...started(context, "images"), uploading: "second" })) },
        "brand.images.remove": { actions: command((context) => ({ ...succeeded(context, "images"), images: null, uploading: null })) },
        "list.succeeded": { actions: assign(({ context }) => ({ ...succeeded(context, "list"), brands: SERVER_LIST })) },
        "create.succeeded": {
          actions: assign(({ context }) => ({ ...succeeded(context, "create"), brands: [...without(context.brands, CREATED.key), CREATED] }))
        },
        "update.succeeded": {
          actions: assign(({ context }) => ({
            ...succeeded(context, "update"),
            brands: [...without(context.brands, UPDATED_KEY), { key: UPDATED_KEY, show: context.updateShows }],
            images: null
          }))
        },
        "delete.succeeded": { actions: assign(({ context }) => ({ ...succeeded(context, "delete"), brands: without(context.brands, DELETED_KEY) })) },
        "images.succeeded": { actions: assign(({ context }) => ({ ...succeeded(context, "images"), images: context.uploading, uploading: null })) },
        "list.failed": { actions: assign(({ context }) => failed(context, "list")) },
        "create.failed": { actions: assign(({ context }) => failed(context, "create")) },
        "update.failed": { actions: assign(({ context }) => failed(context, "update")) },
        "delete.failed": { actions: assign(({ context }) => failed(context, "delete")) },
        "images.failed": { actions: assign(({ context }) => ({ ...failed(context, "images"), uploading: null })) }
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

const restoredValue = (restored: Restored): unknown => {
  switch (restored) {
    case "none":
      return undefined
    case "valid":
      return RESTORED_LIST.map((entry) => brand(entry.key, entry.show))
    case "corrupt":
      return [brand("acme", true), { _id: "not an id", show: "yes" }]
  }
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const entriesOf = (brands: ReadonlyArray<Brand>) =>
  brands.map((b) => ({ key: (Object.keys(BRAND_NUMBER) as Array<Key>).find((key) => id(BRAND_NUMBER[key]) === b._id), show: b.show }))

/** Replays one path of the specification on a real brand actor and compares what is seen at each step. */
const runPath = async (restored: Restored, path: TestPath<ModelSnapshot, ModelEvent>) => {
  const fakes = {
    list: heldCalls<ReadonlyArray<Brand>, void>(),
    create: heldCalls<Brand, BrandInput>(),
    update: heldCalls<Brand, UpdateBrandInput>(),
    delete: heldCalls<Id, DeleteBrandInput>(),
    images: heldCalls<BrandImagesAnswer, BrandImagesUpload>()
  }
  const machine = brandMachine.provide({
    actors: {
      fetchBrands: fakes.list.logic,
      createBrand: fakes.create.logic,
      updateBrand: fakes.update.logic,
      deleteBrand: fakes.delete.logic,
      uploadImages: fakes.images.logic
    }
  })
  const actor = createActor(machine, { input: { restored: restoredValue(restored) } }).start()

  // The fake server answers from what it was sent: it echoes the update and names images by file.
  const exec = async (event: ModelEvent) => {
    switch (event.type) {
      case "brands.load":
        actor.send({ type: "brands.load" })
        break
      case "brand.create":
        actor.send({ type: "brand.create", input: inputOf(brand(CREATED.key, CREATED.show)) })
        break
      case "brand.update.hide":
      case "brand.update.show":
        actor.send({ type: "brand.update", id: id(BRAND_NUMBER[UPDATED_KEY]), input: inputOf(brand(UPDATED_KEY, event.type === "brand.update.show")) })
        break
      case "brand.delete":
        actor.send({ type: "brand.delete", id: id(BRAND_NUMBER[DELETED_KEY]) })
        break
      case "brand.images.upload.first":
        actor.send({ type: "brand.images.upload", images: upload("first") })
        break
      case "brand.images.upload.second":
        actor.send({ type: "brand.images.upload", images: upload("second") })
        break
      case "brand.images.remove":
        actor.send({ type: "brand.images.remove" })
        break
      case "list.succeeded":
        fakes.list.only().resolve(SERVER_LIST.map((entry) => brand(entry.key, entry.show)))
        break
      case "create.succeeded": {
        const call = fakes.create.only()
        call.resolve({ _id: id(BRAND_NUMBER[CREATED.key]), ...call.input })
        break
      }
      case "update.succeeded": {
        const call = fakes.update.only()
        call.resolve({ _id: call.input.id, ...call.input.input })
        break
      }
      case "delete.succeeded": {
        const call = fakes.delete.only()
        call.resolve(call.input.id)
        break
      }
      case "images.succeeded": {
        const call = fakes.images.only()
        call.resolve(answerFor(call.input))
        break
      }
      case "list.failed":
      case "create.failed":
      case "update.failed":
      case "delete.failed":
      case "images.failed":
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
    const where = `restored ${restored}: ${path.description}, step ${index}`
    expect(entriesOf(context.brands), where).toEqual(expected.brands)
    // The invariant: the shown-only list is exactly the list filtered by show, in order.
    expect(context.shownBrands, where).toEqual(context.brands.filter((b) => b.show))
    expect(entriesOf(context.shownBrands), where).toEqual(expected.brands.filter((entry) => entry.show))
    expect(context.mobileImage, where).toBe(expected.images === null ? null : `/images/${expected.images}-mobile.png`)
    expect(context.desktopImage, where).toBe(expected.images === null ? null : `/images/${expected.images}-desktop.png`)
    expect(
      { list: context.listLoading, create: context.createLoading, update: context.updateLoading, delete: context.deleteLoading, images: context.imagesLoading },
      where
    ).toEqual(expected.loading)
    expect(context.error, where).toBe(expected.error === null ? null : FAILURE_TEXT[expected.error])
    expect(actual.value, where).toEqual(expected.stage)
    for (const operation of Object.keys(fakes) as Array<Operation>) {
      expect(fakes[operation].calls.length, `${where}: ${operation} calls`).toBe(expected.calls[operation])
      // Exactly the awaited call is live: every other one has settled or been abandoned (aborted).
      expect(fakes[operation].live().length, `${where}: ${operation} live calls`).toBe(expected.stage[operation] === "pending" ? 1 : 0)
    }
  }
  actor.stop()
}

// Three commands with every answer reach every pairing of operations in flight at once (a few
// thousand paths); the restored lists only change the start, so two commands suffice for them.
const CONFIGURATIONS: ReadonlyArray<{ readonly restored: Restored; readonly maxCommands: number }> = [
  { restored: "none", maxCommands: 3 },
  { restored: "valid", maxCommands: 2 },
  { restored: "corrupt", maxCommands: 2 }
]

describe.each(CONFIGURATIONS)("brand actor, model-based: restored list $restored, up to $maxCommands commands", ({ restored, maxCommands }) => {
  // With the event in each target's key, the shortest paths take every transition of the model.
  const paths = createTestModel(specification, {
    input: { restored },
    events: MODEL_EVENTS,
    filterEvents: filterEvents(maxCommands),
    serializeTransition: (_state, event) => (event === undefined ? "" : ` via ${event.type}`)
  }).getShortestPaths()

  it("takes every kind of step, and reaches every stage of every operation", () => {
    const steps = paths.flatMap((path) => path.steps)
    const taken = paths.flatMap((path) => path.steps.slice(1).map((step) => step.event.type))
    expect(new Set(taken)).toEqual(new Set(MODEL_EVENTS.map((event) => event.type)))
    for (const operation of ["list", "create", "update", "delete", "images"] as const) {
      expect(new Set(steps.map((step) => step.state.context.stage[operation]))).toEqual(new Set(["idle", "pending", "failed"]))
    }
    expect(new Set(steps.map((step) => serializeSnapshot(step.state))).size).toBeGreaterThan(100)
  })

  it("behaves as §4 and §8 say along every shortest path", async () => {
    for (const path of paths) await runPath(restored, path)
  }, 120_000)
})
