import { describe, expect, it } from "vitest"
import { type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, createActor, createMachine, type EventObject, spawnChild } from "xstate"
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from "xstate/graph"
import type { Brand, BrandInput } from "#domain/brand.ts"
import type { SuperCategory } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import type { AdminListOperation, DeleteEntryInput, ImagesAnswer, ImagesUpload, UpdateEntryInput } from "./admin-list.machine.ts"
import { type BrandEvent, brandMachine } from "./brand.machine.ts"
import { askedOf, DONE, ERROR, invokeDone, invokeError, keyedByTransition, longestOnly, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { type SuperCategoryAdminEvent, superCategoryAdminMachine, type SuperCategoryPayload } from "./super-category-admin.machine.ts"

// Model-based tests of the admin list machine (admin-list.machine.ts), walked as each list the shop
// makes of it: the brands (§3, §4 Brands) and the super categories (§4 Catalogue lists). The paths are
// generated from the REAL machine's graph (xstate/graph walks it purely, without running its calls),
// and every path is replayed on a real, started actor whose calls are held fakes. What the world does
// is an explicit event of the walk: the server's answer to a call in flight is
// `xstate.done.actor.<call>` (or `xstate.error.actor.<call>`); on replay the held call is resolved or
// rejected with it, and after every step the actor's value and context must be the walk's.
//
// The replayed actor runs inside a stand-in for the shop's root (system id `shop`) that records what
// it is told: a graph walk is in no shop, so what the machine tells the shop is checked on replay only.
// Besides the walk, every step is checked against `seenAfter` below: §4 and §8 written out as what an
// observer sees (the list in order with whether each entry is shown, the images, each operation's
// stage and loading flag, the §8 text, what the shop was told) and which calls are in flight with what
// they asked. There is no separate specification machine: the walk is the machine's own.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))
const numberOf = (entryId: Id) => Number.parseInt(entryId, 16)

/** `empty`: the list's rest while nothing has been shown yet (§4: it is loading until a load succeeds). */
type Stage = "empty" | "idle" | "pending" | "failed"
/** No call in flight. */
const atRest = (stage: Stage) => stage === "idle" || stage === "empty"

/** An entry as the observer tells it: its number and whether the storefront shows it (a brand's show, a super category's products). */
interface Entry {
  readonly n: number
  readonly shown: boolean
}

/** What a command asks its call. */
type Asked = (event: EventObject & Readonly<Record<string, unknown>>) => unknown

/** One list the shop makes of the machine, and §3, §4 and §8 for it written out. */
interface ListUnderTest {
  readonly machine: AnyStateMachine
  /** The context key of the full list. */
  readonly entriesKey: string
  /** An entry of the list (a brand, a super category) as the observer tells it. */
  readonly entryOf: (entry: unknown) => Entry
  readonly operations: ReadonlyArray<AdminListOperation>
  /** The call of each operation, by its invoke id. */
  readonly call: Readonly<Partial<Record<AdminListOperation, string>>>
  /** Each command: the operation it starts and what its call is asked. */
  readonly commands: Readonly<Record<string, { readonly operation: AdminListOperation; readonly asked: Asked }>>
  /** The command that removes the images, for a list with images. */
  readonly removesImages?: string
  /** §8, written out: the text each failed call leaves. */
  readonly failureText: Readonly<Partial<Record<AdminListOperation, string>>>
  /** The fake server's answer to a call, from what it was asked. */
  readonly answer: (operation: AdminListOperation, asked: unknown) => unknown
  /** §4 where a successful update puts the entry. */
  readonly updated: "at the end" | "in place"
  /** What the shop is told after each successful change, if anything. */
  readonly tells: string | null
  /** More that must hold in every state (the shown-only list, say). */
  readonly alsoHolds?: (context: Readonly<Record<string, unknown>>, where: string) => void
}

const forCreate: Asked = (event) => event.input
const forUpdate: Asked = (event) => ({ id: event.id, input: event.input })
const forDelete: Asked = (event) => ({ id: event.id })

// ---------------------------------------------------------------------------------------------
// The brands: what the admin and the server do.

type BrandKey = "acme" | "bata" | "crocs"
const BRAND_NUMBER: Record<BrandKey, number> = { acme: 1, bata: 2, crocs: 3 }

const brand = (key: BrandKey, show: boolean): Brand => ({
  _id: id(BRAND_NUMBER[key]),
  name: key.toUpperCase(),
  slugUrl: key,
  show,
  mobileImage: `/images/${key}-mobile.png`,
  desktopImage: `/images/${key}-desktop.png`,
  categories: [id(100)],
  subCategories: []
})
const brandInputOf = ({ _id: _, ...input }: Brand): BrandInput => input

const upload = (name: "first" | "second"): ImagesUpload => ({
  mobileImage: { fileName: `${name}-mobile.png`, dataUrl: "data:image/png;base64,AAAA" },
  desktopImage: { fileName: `${name}-desktop.png`, dataUrl: "data:image/png;base64,BBBB" }
})

const BRANDS: ListUnderTest = {
  machine: brandMachine,
  entriesKey: "brands",
  entryOf: (entry) => ({ n: numberOf((entry as Brand)._id), shown: (entry as Brand).show }),
  operations: ["list", "create", "update", "delete", "images"],
  call: { list: "fetchBrands", create: "createBrand", update: "updateBrand", delete: "deleteBrand", images: "uploadImages" },
  commands: {
    "brands.load": { operation: "list", asked: () => undefined },
    "brand.create": { operation: "create", asked: forCreate },
    "brand.update": { operation: "update", asked: forUpdate },
    "brand.delete": { operation: "delete", asked: forDelete },
    "brand.images.upload": { operation: "images", asked: (event) => event.images }
  },
  removesImages: "brand.images.remove",
  failureText: { list: "404 Not Found", create: "brand Not create", update: "brand Not create", delete: "brand Not create", images: "brandimages Not create" },
  // It lists one brand shown and one hidden, echoes a create and an update, names images by file.
  answer: (operation, asked) => {
    switch (operation) {
      case "list":
        return [brand("acme", true), brand("bata", false)]
      case "create":
        return { _id: id(BRAND_NUMBER.crocs), ...(asked as BrandInput) }
      case "update": {
        const { id: updated, input } = asked as UpdateEntryInput<BrandInput>
        return { _id: updated, ...input }
      }
      case "delete":
        return (asked as DeleteEntryInput).id
      case "images": {
        const images = asked as ImagesUpload
        return { mobileimages: `/images/${images.mobileImage.fileName}`, desktopImages: `/images/${images.desktopImage.fileName}` } satisfies ImagesAnswer
      }
    }
  },
  // §4 update removes the old entry by id and adds the updated brand.
  updated: "at the end",
  tells: null,
  // §3 the shown-only list is exactly the list filtered by show, in order.
  alsoHolds: (context, where) =>
    expect(context.shownBrands, `${where}: shown brands`).toEqual((context.brands as ReadonlyArray<Brand>).filter((b) => b.show))
}

/** The admin's commands: load, create crocs, hide or show acme, delete acme, upload or remove images. */
const BRAND_LOAD: BrandEvent = { type: "brands.load" }
const BRAND_CREATE: BrandEvent = { type: "brand.create", input: brandInputOf(brand("crocs", true)) }
const BRAND_HIDE: BrandEvent = { type: "brand.update", id: id(BRAND_NUMBER.acme), input: brandInputOf(brand("acme", false)) }
const BRAND_SHOW: BrandEvent = { type: "brand.update", id: id(BRAND_NUMBER.acme), input: brandInputOf(brand("acme", true)) }
const BRAND_DELETE: BrandEvent = { type: "brand.delete", id: id(BRAND_NUMBER.acme) }
const UPLOAD_FIRST: BrandEvent = { type: "brand.images.upload", images: upload("first") }
const UPLOAD_SECOND: BrandEvent = { type: "brand.images.upload", images: upload("second") }
const REMOVE_IMAGES: BrandEvent = { type: "brand.images.remove" }

// ---------------------------------------------------------------------------------------------
// The super categories: what the admin and the server do.

type SuperKey = "clothing" | "electronics" | "footwear"
const SUPER_NUMBER: Record<SuperKey, number> = { clothing: 1, electronics: 2, footwear: 3 }

const superCategory = (key: SuperKey, showProducts: boolean): SuperCategory => ({
  _id: id(SUPER_NUMBER[key]),
  name: key[0]!.toUpperCase() + key.slice(1),
  slugUrl: key,
  showProducts,
  desktopImage: `/images/${key}.svg`
})
const payloadOf = ({ _id: _, ...payload }: SuperCategory): SuperCategoryPayload => payload

const SUPER_CATEGORIES: ListUnderTest = {
  machine: superCategoryAdminMachine,
  entriesKey: "superCategories",
  entryOf: (entry) => ({ n: numberOf((entry as SuperCategory)._id), shown: (entry as SuperCategory).showProducts }),
  operations: ["list", "create", "update", "delete"],
  call: { list: "fetchSuperCategories", create: "createSuperCategory", update: "updateSuperCategory", delete: "deleteSuperCategory" },
  commands: {
    "supercategories.load": { operation: "list", asked: () => undefined },
    "supercategory.create": { operation: "create", asked: forCreate },
    "supercategory.update": { operation: "update", asked: forUpdate },
    "supercategory.delete": { operation: "delete", asked: forDelete }
  },
  failureText: { list: "supercategories Not Found", create: "SuperCategory Not create", update: "supercategory Not create", delete: "supercategory Not create" },
  // It lists two, echoes a create and an update, and the deleted id.
  answer: (operation, asked) => {
    switch (operation) {
      case "list":
        return [superCategory("clothing", true), superCategory("electronics", true)]
      case "create": {
        const payload = asked as SuperCategoryPayload
        return { _id: id(SUPER_NUMBER.footwear), ...payload, desktopImage: payload.desktopImage ?? "" } satisfies SuperCategory
      }
      case "update": {
        const { id: updated, input } = asked as UpdateEntryInput<SuperCategoryPayload>
        return { _id: updated, ...input, desktopImage: input.desktopImage ?? "" } satisfies SuperCategory
      }
      default:
        return (asked as DeleteEntryInput).id
    }
  },
  // §4 update replaces by _id, in place; a list without it stays as it is.
  updated: "in place",
  // The shop has the storefront's list fetched again.
  tells: "supercategories.changed"
}

/** The admin's commands: load, create footwear, hide or show electronics' products, delete electronics. */
const SUPER_LOAD: SuperCategoryAdminEvent = { type: "supercategories.load" }
const SUPER_CREATE: SuperCategoryAdminEvent = { type: "supercategory.create", input: payloadOf(superCategory("footwear", true)) }
const SUPER_HIDE: SuperCategoryAdminEvent = { type: "supercategory.update", id: id(SUPER_NUMBER.electronics), input: payloadOf(superCategory("electronics", false)) }
const SUPER_SHOW: SuperCategoryAdminEvent = { type: "supercategory.update", id: id(SUPER_NUMBER.electronics), input: payloadOf(superCategory("electronics", true)) }
const SUPER_DELETE: SuperCategoryAdminEvent = { type: "supercategory.delete", id: id(SUPER_NUMBER.electronics) }

const FAILURE = new Error("500 Internal Server Error")

// ---------------------------------------------------------------------------------------------
// The oracle: §3, §4 and §8 as what an observer sees, folded over a path's events.

interface Seen {
  readonly entries: ReadonlyArray<Entry>
  readonly images: { readonly mobile: string; readonly desktop: string } | null
  readonly stage: Readonly<Partial<Record<AdminListOperation, Stage>>>
  readonly loading: Readonly<Partial<Record<AdminListOperation, boolean>>>
  /** The operation whose failure is reported, or null. */
  readonly error: AdminListOperation | null
  /** What each pending call asked. */
  readonly asked: Readonly<Partial<Record<AdminListOperation, unknown>>>
  /** What the shop has been told, in order. */
  readonly told: ReadonlyArray<string>
}

const initiallySeen = (list: ListUnderTest, known: ReadonlyArray<Entry>): Seen => ({
  entries: known,
  images: null,
  stage: Object.fromEntries(list.operations.map((operation) => [operation, operation === "list" && known.length === 0 ? "empty" : "idle"])),
  // §4 nothing to show until a load succeeds, unless a list is known.
  loading: Object.fromEntries(list.operations.map((operation) => [operation, operation === "list" && known.length === 0])),
  error: null,
  asked: {},
  told: []
})

/** A command starts its call: pending, its flag true. */
const started = (seen: Seen, operation: AdminListOperation, asked: unknown): Seen => ({
  ...seen,
  stage: { ...seen.stage, [operation]: "pending" },
  loading: { ...seen.loading, [operation]: true },
  asked: { ...seen.asked, [operation]: asked }
})

/** A success: the call is over, its flag false, its own earlier failure no longer reported. */
const succeeded = (seen: Seen, operation: AdminListOperation): Seen => ({
  ...seen,
  stage: { ...seen.stage, [operation]: "idle" },
  loading: { ...seen.loading, [operation]: false },
  error: seen.error === operation ? null : seen.error
})

/** A successful change: the list changes, and the shop is told what the list tells it. */
const changed = (list: ListUnderTest, seen: Seen, operation: AdminListOperation, entries: ReadonlyArray<Entry>): Seen => ({
  ...succeeded(seen, operation),
  entries,
  told: list.tells === null ? seen.told : [...seen.told, list.tells]
})

const without = (entries: ReadonlyArray<Entry>, n: number) => entries.filter((entry) => entry.n !== n)

/** The operation an answer is for, or null when the event is the admin's. */
const answeredOperation = (list: ListUnderTest, event: EventObject): AdminListOperation | null => {
  const call = event.type.startsWith(DONE) ? event.type.slice(DONE.length) : event.type.startsWith(ERROR) ? event.type.slice(ERROR.length) : null
  return list.operations.find((operation) => list.call[operation] === call) ?? null
}

/** What an observer sees after `event`. */
const seenAfter = (list: ListUnderTest, seen: Seen, event: EventObject & Readonly<Record<string, unknown>>): Seen => {
  // §4 removing the images clears both, and ends any upload.
  if (event.type === list.removesImages) return { ...succeeded(seen, "images"), images: null }
  const command = list.commands[event.type]
  if (command !== undefined) {
    const { operation } = command
    // A second load or upload replaces the pending one; a write of a kind already pending is refused.
    const latestWins = operation === "list" || operation === "images"
    return !latestWins && seen.stage[operation] === "pending" ? seen : started(seen, operation, command.asked(event))
  }
  const operation = answeredOperation(list, event)
  if (operation === null) return seen
  // §4, §8 a failure: the list is kept, the flag stays true, the call's text is reported; the shop is not told.
  if (event.type.startsWith(ERROR)) return { ...seen, stage: { ...seen.stage, [operation]: "failed" }, error: operation }
  switch (operation) {
    // §4 a load fills the list; it is not a change, and the shop is not told.
    case "list":
      return { ...succeeded(seen, operation), entries: outputOf<ReadonlyArray<unknown>>(event).map(list.entryOf) }
    // §4 create appends (each entry once).
    case "create": {
      const created = list.entryOf(outputOf<unknown>(event))
      return changed(list, seen, operation, [...without(seen.entries, created.n), created])
    }
    // §4 update: the brand's removes the old entry and adds the updated one, and clears the images;
    // the super category's replaces it where it stands, and a list without it stays as it is.
    case "update": {
      const updated = list.entryOf(outputOf<unknown>(event))
      const entries = list.updated === "at the end" ? [...without(seen.entries, updated.n), updated] : seen.entries.map((entry) => (entry.n === updated.n ? updated : entry))
      return { ...changed(list, seen, operation, entries), images: null }
    }
    // §4 delete removes by id.
    case "delete":
      return changed(list, seen, operation, without(seen.entries, numberOf(outputOf<Id>(event))))
    // §4 uploading sets both images.
    case "images": {
      const answer = outputOf<ImagesAnswer>(event)
      return { ...succeeded(seen, operation), images: { mobile: answer.mobileimages, desktop: answer.desktopImages } }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Replaying a path on a real actor, inside a stand-in for the shop's root.

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

const replay = async (list: ListUnderTest, walk: Walk, path: StatePath<AnyMachineSnapshot, EventObject>) => {
  const fakes = Object.fromEntries(list.operations.map((operation) => [operation, heldCalls<unknown, unknown>({ what: operation })]))
  const machine = list.machine.provide({ actors: Object.fromEntries(list.operations.map((operation) => [list.call[operation]!, fakes[operation]!.logic])) })
  const told: Array<string> = []
  const shop = createActor(
    createMachine({
      id: "shop",
      entry: spawnChild(machine, { id: "list", input: walk.input }),
      on: { "*": { actions: ({ event }) => void told.push(event.type) } }
    }),
    { systemId: "shop" }
  )
  /** The list's actor as the replay drives it; a child cannot be stopped on its own, so stopping it stops the shop. */
  const start = () => {
    const actor = shop.start().getSnapshot().children.list as AnyActorRef
    return { send: (event: EventObject) => actor.send(event), getSnapshot: () => actor.getSnapshot(), stop: () => shop.stop() } as unknown as AnyActorRef
  }
  let seen = initiallySeen(list, walk.known.map(list.entryOf))
  await replayPath(path, {
    start,
    happen: (event) => {
      seen = seenAfter(list, seen, event as EventObject & Readonly<Record<string, unknown>>)
      const operation = answeredOperation(list, event)
      if (operation === null) return false
      const call = fakes[operation]!.only()
      if (event.type.startsWith(DONE)) call.resolve(outputOf(event))
      else call.reject(FAILURE)
      return true
    },
    settle,
    check: (snapshot, _sent, where) => {
      const context = snapshot.context as Readonly<Record<string, unknown>>
      expect(snapshot.value, `${where}: stages`).toEqual(seen.stage)
      const images = context.mobileImage === null && context.desktopImage === null ? null : { mobile: context.mobileImage, desktop: context.desktopImage }
      expect(
        {
          entries: (context[list.entriesKey] as ReadonlyArray<unknown>).map(list.entryOf),
          images: list.removesImages === undefined ? null : images,
          loading: Object.fromEntries(list.operations.map((operation) => [operation, context[`${operation}Loading`]])),
          error: context.error,
          told
        },
        `${where}: what is seen`
      ).toEqual({ entries: seen.entries, images: seen.images, loading: seen.loading, error: seen.error === null ? null : list.failureText[seen.error], told: seen.told })
      list.alsoHolds?.(context, where)
      // Exactly the calls pending are in flight (an abandoned one is aborted), with what the admin gave.
      for (const operation of list.operations) {
        const live = fakes[operation]!.live().map((held) => held.input)
        expect(live, `${where}: ${operation} in flight`).toEqual(seen.stage[operation] === "pending" ? [seen.asked[operation]] : [])
      }
    }
  })
}

// ---------------------------------------------------------------------------------------------
// Walking the real machine.

interface Walk {
  /** The machine's input. */
  readonly input: unknown
  /** The list it starts from, as the observer knows it (a stored list that does not decode counts as nothing). */
  readonly known: ReadonlyArray<unknown>
  readonly commands: ReadonlyArray<EventObject>
  /** A command is offered when its operation is away from rest, or fewer than this many are. */
  readonly maxAway: number
}

/** Errors are told apart by their message (JSON drops an Error's fields). */
const serializeEvent = (event: EventObject) => JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { error: value.message } : value))

const stageIn = (snapshot: AnyMachineSnapshot, operation: AdminListOperation) => (snapshot.value as Readonly<Record<AdminListOperation, Stage>>)[operation]
const regionsAway = (list: ListUnderTest, snapshot: AnyMachineSnapshot) => list.operations.filter((operation) => !atRest(stageIn(snapshot, operation))).length

/** The fake server may answer every call in flight, with success or failure. */
const answersFor = (list: ListUnderTest, snapshot: AnyMachineSnapshot): ReadonlyArray<EventObject> =>
  list.operations.flatMap((operation) => {
    const call = list.call[operation]!
    const asked = askedOf(snapshot, call)
    return asked === undefined ? [] : [invokeDone(call, list.answer(operation, asked.input)), invokeError(call, FAILURE)]
  })

const optionsOf = (list: ListUnderTest, { input, commands, maxAway }: Walk) => ({
  input,
  events: (snapshot: AnyMachineSnapshot) => [...commands, ...answersFor(list, snapshot)],
  filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => {
    const operation = event.type === list.removesImages ? "images" : list.commands[event.type]?.operation
    return operation === undefined || !atRest(stageIn(snapshot, operation)) || regionsAway(list, snapshot) < maxAway
  },
  serializeEvent
})

type Paths = ReadonlyArray<StatePath<AnyMachineSnapshot, EventObject>>

/**
 * Every shortest path of the real machine. The key of a state is its value and context plus the event
 * that led there, so the paths take every transition of the explored graph at least once, including
 * the ones a state refuses.
 */
const shortestPaths = (list: ListUnderTest, walk: Walk) =>
  getShortestPaths(list.machine, { ...optionsOf(list, walk), serializeState: keyedByTransition(serializeSnapshot, serializeEvent) }) as unknown as Paths

/** Every simple path (no state twice, states keyed by value and context) of the real machine. */
const simplePaths = (list: ListUnderTest, walk: Walk) => getSimplePaths(list.machine, optionsOf(list, walk)) as unknown as Paths

const stagesOf = (paths: Paths, operation: AdminListOperation) => new Set(paths.flatMap((path) => path.steps.map((step) => stageIn(step.state, operation))))
/** Every stage of an operation: the list's `empty` too when no list was known. */
const everyStage = (walk: Walk, operation: AdminListOperation) =>
  new Set([...(operation === "list" && walk.known.length === 0 ? ["empty"] : []), "idle", "pending", "failed"])
const outcomes = (list: ListUnderTest, operations: ReadonlyArray<AdminListOperation>) =>
  operations.flatMap((operation) => [`${DONE}${list.call[operation]}`, `${ERROR}${list.call[operation]}`])

const RESTORED = [brand("bata", true), brand("crocs", false)]
/** What a root may start the super categories with (the storefront's list, older than the server's). */
const KNOWN_LIST = [superCategory("electronics", false)]

const SHORTEST_WALKS: ReadonlyArray<{ readonly name: string; readonly list: ListUnderTest; readonly walk: Walk; readonly operations: ReadonlyArray<AdminListOperation> }> = [
  {
    // Two operations at once, every pairing: a load finishing while a create, an update or a delete waits.
    name: "brands: the list's load, create, update and delete, two at a time",
    list: BRANDS,
    walk: { input: {}, known: [], commands: [BRAND_LOAD, BRAND_CREATE, BRAND_HIDE, BRAND_DELETE], maxAway: 2 },
    operations: ["list", "create", "update", "delete"]
  },
  {
    // An update clears the images an upload set; a second upload replaces the first; removal ends an upload.
    name: "brands: updates and images, two at a time",
    list: BRANDS,
    walk: { input: {}, known: [], commands: [BRAND_HIDE, BRAND_SHOW, UPLOAD_FIRST, UPLOAD_SECOND, REMOVE_IMAGES], maxAway: 2 },
    operations: ["update", "images"]
  },
  {
    name: "brands: a list restored from storage, loaded and changed, one at a time",
    list: BRANDS,
    walk: { input: { restored: RESTORED }, known: RESTORED, commands: [BRAND_LOAD, BRAND_CREATE, BRAND_DELETE], maxAway: 1 },
    operations: ["list", "create", "delete"]
  },
  {
    name: "brands: a stored list that does not decode, loaded and changed, one at a time",
    list: BRANDS,
    walk: { input: { restored: [brand("acme", true), { _id: "not an id", show: "yes" }] }, known: [], commands: [BRAND_LOAD, BRAND_CREATE, BRAND_DELETE], maxAway: 1 },
    operations: ["list", "create", "delete"]
  },
  {
    // Two operations at once, every pairing: a load finishing while a write waits, two writes at once.
    name: "super categories: no list known, every command, two operations at a time",
    list: SUPER_CATEGORIES,
    walk: { input: {}, known: [], commands: [SUPER_LOAD, SUPER_CREATE, SUPER_HIDE, SUPER_SHOW, SUPER_DELETE], maxAway: 2 },
    operations: ["list", "create", "update", "delete"]
  },
  {
    // The known list holds electronics: an update before any load replaces it in place.
    name: "super categories: the storefront's list known, one operation at a time",
    list: SUPER_CATEGORIES,
    walk: { input: { superCategories: KNOWN_LIST }, known: KNOWN_LIST, commands: [SUPER_LOAD, SUPER_HIDE, SUPER_DELETE], maxAway: 1 },
    operations: ["list", "update", "delete"]
  }
]

describe.each(SHORTEST_WALKS)("the admin list machine, $name: every shortest path", ({ list, walk, operations }) => {
  const generated = shortestPaths(list, walk)
  const paths = longestOnly(generated, serializeEvent)

  it("takes every transition the walk offers: every command, every answer, every stage of its operations", () => {
    expect(takenIn(generated)).toEqual(new Set([...walk.commands.map((event) => event.type), ...outcomes(list, operations)]))
    for (const operation of operations) expect(stagesOf(generated, operation), operation).toEqual(everyStage(walk, operation))
    expect(paths.length).toBeLessThan(generated.length)
  })

  it("behaves as §3, §4 and §8 say on a real actor along every path, and tells the shop of every change it should", async () => {
    for (const path of paths) await replay(list, walk, path)
  }, 60_000)
})

const SIMPLE_WALKS: ReadonlyArray<{
  readonly name: string
  readonly list: ListUnderTest
  readonly walk: Walk
  readonly operations: ReadonlyArray<AdminListOperation>
  /** A way some path must go. */
  readonly goes?: (paths: Paths) => boolean
}> = [
  {
    // Removing the images always leads back to a state the path has been in (idle, no images) unless
    // another operation is away meanwhile, and simple paths explode with two at a time: the shortest
    // paths above take the removal from every stage.
    name: "brands: an upload and an update, one at a time",
    list: BRANDS,
    walk: { input: {}, known: [], commands: [UPLOAD_FIRST, BRAND_HIDE], maxAway: 1 },
    operations: ["images", "update"],
    // An update after an upload clears its images.
    goes: (paths) => paths.some((path) => path.steps.some((step) => step.state.context.mobileImage !== null) && path.state.context.mobileImage === null)
  },
  {
    name: "super categories: loads and updates, one at a time",
    list: SUPER_CATEGORIES,
    walk: { input: {}, known: [], commands: [SUPER_LOAD, SUPER_HIDE, SUPER_SHOW], maxAway: 1 },
    operations: ["list", "update"]
  }
]

describe.each(SIMPLE_WALKS)("the admin list machine, $name: every simple path", ({ list, walk, operations, goes }) => {
  const generated = simplePaths(list, walk)
  const paths = longestOnly(generated, serializeEvent)

  it("goes through every stage of its operations, every way that visits no state twice", () => {
    expect(takenIn(generated)).toEqual(new Set([...walk.commands.map((event) => event.type), ...outcomes(list, operations)]))
    for (const operation of operations) expect(stagesOf(generated, operation), operation).toEqual(everyStage(walk, operation))
    if (goes !== undefined) expect(goes(generated)).toBe(true)
  })

  it("behaves as §3, §4 and §8 say on a real actor along every path", async () => {
    for (const path of paths) await replay(list, walk, path)
  }, 60_000)
})
