import { describe, expect, it } from "vitest"
import { createActor, type EventObject, type SnapshotFrom } from "xstate"
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from "xstate/graph"
import type { Brand, BrandInput } from "#domain/brand.ts"
import { Id } from "#domain/common.ts"
import {
  type BrandEvent,
  type BrandImagesAnswer,
  type BrandImagesUpload,
  brandMachine,
  type BrandMachine,
  type BrandMachineInput,
  type DeleteBrandInput,
  type UpdateBrandInput
} from "./brand.machine.ts"
import { askedOf, DONE, ERROR, invokeDone, invokeError, keyedByTransition, longestOnly, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"

// Model-based tests of the brand actor: the paths are generated from the REAL machine's graph
// (xstate/graph walks it purely, without running its calls), and every path is replayed on a real,
// started actor whose five calls are held fakes. What the world does is an explicit event of the walk:
// the server's answer to a call in flight is `xstate.done.actor.<call>` (or `xstate.error.actor.<call>`);
// on replay the held call is resolved or rejected with it, and after every step the actor's value and
// context must be the walk's.
//
// Besides the walk, every step is checked against `seenAfter` below: §3, §4 Brands and §8 written out
// as what an observer sees (the list in order with each brand's show, the shown-only list, the images,
// each operation's stage and loading flag, the §8 text) and which calls are in flight with what they
// asked. There is no separate specification machine: the walk is the machine's own.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const numberOf = (brandId: Id) => Number.parseInt(brandId, 16)

type Key = "acme" | "bata" | "crocs"
const NUMBER: Record<Key, number> = { acme: 1, bata: 2, crocs: 3 }

const brand = (key: Key, show: boolean): Brand => ({
  _id: id(NUMBER[key]),
  name: key.toUpperCase(),
  slugUrl: key,
  show,
  mobileImage: `/images/${key}-mobile.png`,
  desktopImage: `/images/${key}-desktop.png`,
  categories: [id(100)],
  subCategories: []
})
const inputOf = ({ _id: _, ...input }: Brand): BrandInput => input

const upload = (name: "first" | "second"): BrandImagesUpload => ({
  mobileImage: { fileName: `${name}-mobile.png`, dataUrl: "data:image/png;base64,AAAA" },
  desktopImage: { fileName: `${name}-desktop.png`, dataUrl: "data:image/png;base64,BBBB" }
})

const OPERATIONS = ["list", "create", "update", "delete", "images"] as const
type Operation = (typeof OPERATIONS)[number]
/** `empty`: the list's rest while nothing has been shown yet (§4: it is loading until a load succeeds). */
type Stage = "empty" | "idle" | "pending" | "failed"
/** No call in flight. */
const atRest = (stage: Stage) => stage === "idle" || stage === "empty"

/** §8, written out: the text each failed call leaves. */
const FAILURE_TEXT: Record<Operation, string> = {
  list: "404 Not Found",
  create: "brand Not create",
  update: "brand Not create",
  delete: "brand Not create",
  images: "brandimages Not create"
}

/** The call of each operation, by its invoke id. */
const CALL = {
  list: "fetchBrands",
  create: "createBrand",
  update: "updateBrand",
  delete: "deleteBrand",
  images: "uploadImages"
} as const satisfies Record<Operation, string>

type Snapshot = SnapshotFrom<BrandMachine>
type WalkEvent = BrandEvent | ReturnType<typeof invokeDone<unknown>> | ReturnType<typeof invokeError>

// ---------------------------------------------------------------------------------------------
// What the admin and the server do.

/** The admin's commands: load, create crocs, hide or show acme, delete acme, upload or remove images. */
const LOAD: BrandEvent = { type: "brands.load" }
const CREATE: BrandEvent = { type: "brand.create", input: inputOf(brand("crocs", true)) }
const HIDE: BrandEvent = { type: "brand.update", id: id(NUMBER.acme), input: inputOf(brand("acme", false)) }
const SHOW: BrandEvent = { type: "brand.update", id: id(NUMBER.acme), input: inputOf(brand("acme", true)) }
const DELETE: BrandEvent = { type: "brand.delete", id: id(NUMBER.acme) }
const UPLOAD_FIRST: BrandEvent = { type: "brand.images.upload", images: upload("first") }
const UPLOAD_SECOND: BrandEvent = { type: "brand.images.upload", images: upload("second") }
const REMOVE_IMAGES: BrandEvent = { type: "brand.images.remove" }

/** What the server lists on every load: one brand shown, one hidden. */
const SERVER_LIST = [brand("acme", true), brand("bata", false)]
const FAILURE = new Error("500 Internal Server Error")

/** The operation an answer is for, or null when the event is the admin's. */
const operationOf = (event: EventObject): Operation | null => {
  const call = event.type.startsWith(DONE) ? event.type.slice(DONE.length) : event.type.startsWith(ERROR) ? event.type.slice(ERROR.length) : null
  return OPERATIONS.find((operation) => CALL[operation] === call) ?? null
}


/** The fake server answers from what it was sent: it lists SERVER_LIST, echoes a create and an update, names images by file. */
const answersFor = (snapshot: Snapshot): ReadonlyArray<WalkEvent> =>
  OPERATIONS.flatMap((operation) => {
    const call = CALL[operation]
    const asked = askedOf(snapshot, call)
    if (asked === undefined) return []
    const output = (() => {
      switch (operation) {
        case "list":
          return SERVER_LIST
        case "create":
          return { _id: id(NUMBER.crocs), ...(asked.input as BrandInput) }
        case "update": {
          const { id: updated, input } = asked.input as UpdateBrandInput
          return { _id: updated, ...input }
        }
        case "delete":
          return (asked.input as DeleteBrandInput).id
        case "images": {
          const images = asked.input as BrandImagesUpload
          return { mobileimages: `/images/${images.mobileImage.fileName}`, desktopImages: `/images/${images.desktopImage.fileName}` } satisfies BrandImagesAnswer
        }
      }
    })()
    return [invokeDone(call, output), invokeError(call, FAILURE)]
  })

// ---------------------------------------------------------------------------------------------
// The oracle: §3, §4 Brands and §8 as what an observer sees, folded over a path's events.

/** A brand as the observer tells it: its number and whether it is shown. */
interface Entry {
  readonly n: number
  readonly show: boolean
}
const entriesOf = (brands: ReadonlyArray<Brand>): ReadonlyArray<Entry> => brands.map((b) => ({ n: numberOf(b._id), show: b.show }))

interface Seen {
  readonly brands: ReadonlyArray<Entry>
  readonly images: { readonly mobile: string; readonly desktop: string } | null
  readonly stage: Readonly<Record<Operation, Stage>>
  readonly loading: Readonly<Record<Operation, boolean>>
  /** The operation whose failure is reported, or null. */
  readonly error: Operation | null
  /** What each pending call asked. */
  readonly asked: Readonly<Partial<Record<Operation, unknown>>>
}

const initiallySeen = (restored: ReadonlyArray<Brand> | null): Seen => ({
  brands: restored === null ? [] : entriesOf(restored),
  images: null,
  stage: { list: restored === null ? "empty" : "idle", create: "idle", update: "idle", delete: "idle", images: "idle" },
  // §4 nothing to show until a load succeeds, unless storage held a list.
  loading: { list: restored === null, create: false, update: false, delete: false, images: false },
  error: null,
  asked: {}
})

/** A command starts its call: pending, its flag true. */
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

/** A write of a kind already pending is refused: nothing happens. */
const unlessPending = (seen: Seen, operation: Operation, asked: unknown) => (seen.stage[operation] === "pending" ? seen : started(seen, operation, asked))

const without = (brands: ReadonlyArray<Entry>, n: number) => brands.filter((entry) => entry.n !== n)

/** What an observer sees after `event`. */
const seenAfter = (seen: Seen, event: WalkEvent): Seen => {
  switch (event.type) {
    // A second load or upload replaces the pending one.
    case "brands.load":
      return started(seen, "list", undefined)
    case "brand.images.upload":
      return started(seen, "images", event.images)
    case "brand.create":
      return unlessPending(seen, "create", event.input)
    case "brand.update":
      return unlessPending(seen, "update", { id: event.id, input: event.input })
    case "brand.delete":
      return unlessPending(seen, "delete", { id: event.id })
    // §4 removing the images clears both, and ends any upload.
    case "brand.images.remove":
      return { ...succeeded(seen, "images"), images: null }
  }
  const operation = operationOf(event)
  if (operation === null) return seen
  // §4, §8 a failure: the list is kept, the flag stays true, the call's text is reported.
  if (event.type.startsWith(ERROR)) return { ...seen, stage: { ...seen.stage, [operation]: "failed" }, error: operation }
  const done = succeeded(seen, operation)
  switch (operation) {
    // §4 loading fills the list.
    case "list":
      return { ...done, brands: entriesOf(outputOf<ReadonlyArray<Brand>>(event)) }
    // §4 create appends (each brand once).
    case "create": {
      const [created] = entriesOf([outputOf<Brand>(event)])
      return { ...done, brands: [...without(seen.brands, created!.n), created!] }
    }
    // §4 update removes the old entry by id, adds the updated brand, and clears the images.
    case "update": {
      const [updated] = entriesOf([outputOf<Brand>(event)])
      return { ...done, brands: [...without(seen.brands, updated!.n), updated!], images: null }
    }
    // §4 delete removes by id.
    case "delete":
      return { ...done, brands: without(seen.brands, numberOf(outputOf<Id>(event))) }
    // §4 uploading sets both images.
    case "images": {
      const answer = outputOf<BrandImagesAnswer>(event)
      return { ...done, images: { mobile: answer.mobileimages, desktop: answer.desktopImages } }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Replaying a path on a real actor.

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const replay = async (input: BrandMachineInput, restored: ReadonlyArray<Brand> | null, path: StatePath<Snapshot, WalkEvent>) => {
  const fakes = {
    list: heldCalls<ReadonlyArray<Brand>, void>({ what: "load" }),
    create: heldCalls<Brand, BrandInput>({ what: "create" }),
    update: heldCalls<Brand, UpdateBrandInput>({ what: "update" }),
    delete: heldCalls<Id, DeleteBrandInput>({ what: "delete" }),
    images: heldCalls<BrandImagesAnswer, BrandImagesUpload>({ what: "upload" })
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
  let seen = initiallySeen(restored)
  await replayPath(path, {
    start: () => createActor(machine, { input }).start(),
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
          brands: entriesOf(context.brands),
          images: context.mobileImage === null && context.desktopImage === null ? null : { mobile: context.mobileImage, desktop: context.desktopImage },
          loading: { list: context.listLoading, create: context.createLoading, update: context.updateLoading, delete: context.deleteLoading, images: context.imagesLoading },
          error: context.error
        },
        `${where}: what is seen`
      ).toEqual({ brands: seen.brands, images: seen.images, loading: seen.loading, error: seen.error === null ? null : FAILURE_TEXT[seen.error] })
      // §3 the shown-only list is exactly the list filtered by show, in order.
      expect(context.shownBrands, `${where}: shown brands`).toEqual(context.brands.filter((b) => b.show))
      // Exactly the calls pending are in flight (an abandoned one is aborted), with what the admin gave.
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

const REGION_OF: Readonly<Record<BrandEvent["type"], Operation>> = {
  "brands.load": "list",
  "brand.create": "create",
  "brand.update": "update",
  "brand.delete": "delete",
  "brand.images.upload": "images",
  "brand.images.remove": "images"
}
const regionsAway = (snapshot: Snapshot) => OPERATIONS.filter((operation) => !atRest((snapshot.value as Record<Operation, Stage>)[operation])).length

interface Walk {
  readonly restored: ReadonlyArray<Brand> | null
  /** What browser storage held (a list that does not decode counts as nothing). */
  readonly input: BrandMachineInput
  readonly commands: ReadonlyArray<BrandEvent>
  /** A command is offered when its operation is away from rest, or fewer than this many are. */
  readonly maxAway: number
}

const optionsOf = ({ input, commands, maxAway }: Walk) => ({
  input,
  events: (snapshot: Snapshot) => [...commands, ...answersFor(snapshot)] as ReadonlyArray<BrandEvent>,
  filterEvents: (snapshot: Snapshot, event: BrandEvent) => {
    const operation = REGION_OF[event.type] as Operation | undefined
    return operation === undefined || !atRest((snapshot.value as Record<Operation, Stage>)[operation]) || regionsAway(snapshot) < maxAway
  },
  serializeEvent
})

/**
 * Every shortest path of the real machine. The key of a state is its value and context plus the event
 * that led there, so the paths take every transition of the explored graph at least once, including
 * the ones a state refuses.
 */
const shortestPaths = (walk: Walk) =>
  getShortestPaths(brandMachine, {
    ...optionsOf(walk),
    serializeState: keyedByTransition(serializeSnapshot, serializeEvent)
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

/** Every simple path (no state twice, states keyed by value and context) of the real machine. */
const simplePaths = (walk: Walk) => getSimplePaths(brandMachine, optionsOf(walk)) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

const stagesOf = (paths: ReadonlyArray<StatePath<Snapshot, WalkEvent>>, operation: Operation) =>
  new Set(paths.flatMap((path) => path.steps.map((step) => (step.state.value as Record<Operation, Stage>)[operation])))
/** Every stage of an operation: the list's `empty` too when nothing was restored. */
const everyStage = (walk: Walk, operation: Operation) =>
  new Set([...(operation === "list" && walk.restored === null ? ["empty"] : []), "idle", "pending", "failed"])
const outcomes = (...operations: ReadonlyArray<Operation>) => operations.flatMap((operation) => [`${DONE}${CALL[operation]}`, `${ERROR}${CALL[operation]}`])

const RESTORED = [brand("bata", true), brand("crocs", false)]
const NOTHING_RESTORED = { restored: null, input: {} } as const

const WALKS = [
  {
    // Two operations at once, every pairing: a load finishing while a create, an update or a delete waits.
    name: "the list's load, create, update and delete, two at a time",
    walk: { ...NOTHING_RESTORED, commands: [LOAD, CREATE, HIDE, DELETE], maxAway: 2 } satisfies Walk,
    operations: ["list", "create", "update", "delete"] as ReadonlyArray<Operation>
  },
  {
    // An update clears the images an upload set; a second upload replaces the first; removal ends an upload.
    name: "updates and images, two at a time",
    walk: { ...NOTHING_RESTORED, commands: [HIDE, SHOW, UPLOAD_FIRST, UPLOAD_SECOND, REMOVE_IMAGES], maxAway: 2 } satisfies Walk,
    operations: ["update", "images"] as ReadonlyArray<Operation>
  },
  {
    name: "a list restored from storage, loaded and changed, one at a time",
    walk: { restored: RESTORED, input: { restored: RESTORED }, commands: [LOAD, CREATE, DELETE], maxAway: 1 } satisfies Walk,
    operations: ["list", "create", "delete"] as ReadonlyArray<Operation>
  },
  {
    name: "a stored list that does not decode, loaded and changed, one at a time",
    walk: { ...NOTHING_RESTORED, input: { restored: [brand("acme", true), { _id: "not an id", show: "yes" }] }, commands: [LOAD, CREATE, DELETE], maxAway: 1 } satisfies Walk,
    operations: ["list", "create", "delete"] as ReadonlyArray<Operation>
  }
]

describe.each(WALKS)("brand actor on the real machine, $name: every shortest path", ({ walk, operations }) => {
  const generated = shortestPaths(walk)
  const paths = longestOnly(generated, serializeEvent)

  it("takes every transition the walk offers: every command, every answer, every stage of its operations", () => {
    expect(takenIn(generated)).toEqual(new Set([...walk.commands.map((event) => event.type), ...outcomes(...operations)]))
    for (const operation of operations) expect(stagesOf(generated, operation), operation).toEqual(everyStage(walk, operation))
    expect(paths.length).toBeLessThan(generated.length)
  })

  it("behaves as §3, §4 and §8 say on a real actor along every path", async () => {
    for (const path of paths) await replay(walk.input, walk.restored, path)
  }, 60_000)
})

describe("brand actor on the real machine, an upload and an update, one at a time: every simple path", () => {
  // Removing the images always leads back to a state the path has been in (idle, no images) unless
  // another operation is away meanwhile, and simple paths explode with two at a time: the shortest
  // paths above take the removal from every stage.
  const walk: Walk = { ...NOTHING_RESTORED, commands: [UPLOAD_FIRST, HIDE], maxAway: 1 }
  const generated = simplePaths(walk)
  const paths = longestOnly(generated, serializeEvent)

  it("goes through every stage of an upload and an update, every way that visits no state twice", () => {
    expect(takenIn(generated)).toEqual(new Set(["brand.images.upload", "brand.update", ...outcomes("images", "update")]))
    expect(stagesOf(generated, "images")).toEqual(new Set(["idle", "pending", "failed"]))
    expect(stagesOf(generated, "update")).toEqual(new Set(["idle", "pending", "failed"]))
    // An update after an upload clears its images.
    expect(generated.some((path) => path.steps.some((step) => step.state.context.mobileImage !== null) && path.state.context.mobileImage === null)).toBe(true)
  })

  it("behaves as §4 and §8 say on a real actor along every path", async () => {
    for (const path of paths) await replay(walk.input, walk.restored, path)
  }, 60_000)
})
