import { describe, expect, it } from "vitest"
import { type AnyMachineSnapshot, type AnyStateMachine, assign, createActor, type EventObject, fromPromise, setup } from "xstate"
import { getAdjacencyMap, serializeSnapshot } from "xstate/graph"
import type { Brand } from "#domain/brand.ts"
import type { SuperCategory } from "#domain/catalogue.ts"
import { Id } from "#domain/common.ts"
import { failureTagOf, type KeptFailure, keepFailure } from "#domain/failure-words.ts"
import { CallFailed } from "#domain/failures.ts"
import { PincodeMismatch, ServiceUnavailable } from "#domain/http/errors.ts"
import type { NewOrderRequest, OrderUpdate, PaymentToken } from "#domain/http/order.http.ts"
import { authenticationMachine } from "./authentication.machine.ts"
import { type BrandEvent, brandMachine } from "./brand.machine.ts"
import { invokeDone, invokeError } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { type OrderEvent, orderMachine } from "./order.machine.ts"
import { requestRegion } from "./request-region.ts"
import { reviewsMachine } from "./reviews.machine.ts"
import { order } from "./shop-fixtures.test-support.ts"
import { stockAlertMachine } from "./stock-alert.machine.ts"
import { type SuperCategoryAdminEvent, superCategoryAdminMachine } from "./super-category-admin.machine.ts"
import { wishlistMachine } from "./wishlist.machine.ts"

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

// ---------------------------------------------------------------------------------------------
// The factory, on a machine of its own: one region of each kind.

interface ToyContext {
  readonly items: ReadonlyArray<string>
  readonly words: string | null
  readonly loadLoading: boolean
  readonly saveLoading: boolean
  readonly startedSaves: number
}
type ToyEvent = { readonly type: "load"; readonly page: number } | { readonly type: "save"; readonly text: string }

const toySetup = setup({
  types: { context: {} as ToyContext, events: {} as ToyEvent, input: {} as { readonly items: ReadonlyArray<string> } },
  actors: {
    fetchItems: fromPromise<ReadonlyArray<string>, { readonly page: number }>(() => Promise.reject(new Error("not provided"))),
    saveItem: fromPromise<{ readonly ok: boolean }, string>(() => Promise.reject(new Error("not provided")))
  },
  guards: {
    nothingShown: ({ context }) => context.items.length === 0,
    accepted: (_, params: { readonly ok: boolean }) => params.ok
  },
  actions: {
    store: assign((_, params: { readonly items: ReadonlyArray<string> }) => ({ items: params.items })),
    countSave: assign(({ context }) => ({ startedSaves: context.startedSaves + 1 })),
    tell: assign((_, params: { readonly words: string }) => ({ words: params.words }))
  }
})

const toyMachine = toySetup.createMachine({
  context: ({ input }) => ({ items: input.items, words: null, loadLoading: false, saveLoading: false, startedSaves: 0 }),
  type: "parallel",
  states: {
    list: requestRegion(toySetup, {
      command: "load",
      whilePending: "latest-wins",
      src: "fetchItems",
      id: "fetchItems",
      input: (event) => ({ page: event.page }),
      loading: "loadLoading",
      loadingWhenFailed: true,
      emptyWhen: "nothingShown",
      onDone: { type: "store", params: ({ event }) => ({ items: event.output }) },
      onError: { type: "tell", params: { words: "load failed" } }
    }),
    save: requestRegion(toySetup, {
      command: "save",
      whilePending: "refused",
      src: "saveItem",
      id: "saveItem",
      input: (event) => event.text,
      loading: "saveLoading",
      onStart: "countSave",
      onDoneTransitions: [
        { guard: { type: "accepted", params: ({ event }) => ({ ok: event.output.ok }) }, target: "idle", actions: { type: "tell", params: { words: "saved" } } },
        { target: "failed", actions: { type: "tell", params: { words: "refused" } } }
      ]
    })
  }
})

const startToy = (items: ReadonlyArray<string> = []) => {
  const fakes = { fetchItems: heldCalls<ReadonlyArray<string>, { readonly page: number }>(), saveItem: heldCalls<{ readonly ok: boolean }, string>() }
  const actor = createActor(toyMachine.provide({ actors: { fetchItems: fakes.fetchItems.logic, saveItem: fakes.saveItem.logic } }), { input: { items } }).start()
  return { actor, fakes, snapshot: () => actor.getSnapshot() }
}

describe("a request region", () => {
  it("starts in empty with its flag true when its guard holds at start, in idle with its flag false otherwise", () => {
    expect(startToy().snapshot()).toMatchObject({ value: { list: "empty", save: "idle" }, context: { loadLoading: true, saveLoading: false } })
    expect(startToy(["a"]).snapshot()).toMatchObject({ value: { list: "idle" }, context: { loadLoading: false } })
  })

  it("invokes its call with the command's input, its flag true while pending and false once answered", async () => {
    const { actor, fakes, snapshot } = startToy()
    actor.send({ type: "load", page: 2 })
    expect(snapshot()).toMatchObject({ value: { list: "pending" }, context: { loadLoading: true } })
    expect(fakes.fetchItems.only().input).toEqual({ page: 2 })
    fakes.fetchItems.only().resolve(["x", "y"])
    await settle()
    expect(snapshot()).toMatchObject({ value: { list: "idle" }, context: { items: ["x", "y"], loadLoading: false } })
  })

  it("keeps its flag true after a failure when told to (§4 Brands), and tries again from failed", async () => {
    const { actor, fakes, snapshot } = startToy(["a"])
    actor.send({ type: "load", page: 1 })
    fakes.fetchItems.only().reject(new Error("500"))
    await settle()
    expect(snapshot()).toMatchObject({ value: { list: "failed" }, context: { items: ["a"], words: "load failed", loadLoading: true } })
    actor.send({ type: "load", page: 1 })
    expect(snapshot()).toMatchObject({ value: { list: "pending" }, context: { loadLoading: true } })
    expect(fakes.fetchItems.live()).toHaveLength(1)
  })

  it("with latest-wins, abandons the pending call for the new one (its signal aborted, its answer ignored)", async () => {
    const { actor, fakes, snapshot } = startToy()
    actor.send({ type: "load", page: 1 })
    const first = fakes.fetchItems.only()
    actor.send({ type: "load", page: 2 })
    expect(first.signal.aborted).toBe(true)
    expect(fakes.fetchItems.only().input).toEqual({ page: 2 })
    first.resolve(["old"])
    await settle()
    expect(snapshot()).toMatchObject({ value: { list: "pending" }, context: { items: [], loadLoading: true } })
  })

  it("refused while pending: a second command changes nothing, and the start actions run once per call", () => {
    const { actor, fakes, snapshot } = startToy()
    actor.send({ type: "save", text: "one" })
    actor.send({ type: "save", text: "two" })
    expect(fakes.saveItem.calls.map((call) => call.input)).toEqual(["one"])
    expect(snapshot()).toMatchObject({ value: { save: "pending" }, context: { saveLoading: true, startedSaves: 1 } })
  })

  it("takes the first answer transition whose guard holds, and a flag told so ends in failed", async () => {
    const { actor, fakes, snapshot } = startToy()
    actor.send({ type: "save", text: "one" })
    fakes.saveItem.only().resolve({ ok: false })
    await settle()
    expect(snapshot()).toMatchObject({ value: { save: "failed" }, context: { words: "refused", saveLoading: false } })
    actor.send({ type: "save", text: "two" })
    fakes.saveItem.only().resolve({ ok: true })
    await settle()
    expect(snapshot()).toMatchObject({ value: { save: "idle" }, context: { words: "saved", saveLoading: false, startedSaves: 2 } })
  })
})

// ---------------------------------------------------------------------------------------------
// A region without a loading flag (issue 35 item 4): its state is all a screen reads, its failure is
// kept where told (as plain data, issue 39), and it may start with its call, take its command only
// in some states, only when a guard holds, and branch on a failure's name.

interface QuietContext {
  readonly pages: number
  readonly allowed: boolean
  readonly problem: KeptFailure | null
  readonly field: string | null
}
type QuietEvent = { readonly type: "reload" } | { readonly type: "delete"; readonly id: string } | { readonly type: "allow" }

const quietSetup = setup({
  types: { context: {} as QuietContext, events: {} as QuietEvent },
  actors: {
    readAll: fromPromise<ReadonlyArray<string>, { readonly page: number }>(() => Promise.reject(new Error("not provided"))),
    deleteItem: fromPromise<void, string>(() => Promise.reject(new Error("not provided")))
  },
  guards: {
    allowed: ({ context }) => context.allowed,
    pincodeRefused: (_, params: { readonly error: unknown }) => failureTagOf(params.error) === "PincodeMismatch"
  },
  actions: {
    countPage: assign(({ context }) => ({ pages: context.pages + 1 })),
    refuse: assign((_, params: { readonly field: string | null }) => ({ field: params.field }))
  }
})

const quietMachine = quietSetup.createMachine({
  context: { pages: 0, allowed: false, problem: null, field: null },
  type: "parallel",
  on: { allow: { actions: assign({ allowed: true }) } },
  states: {
    read: requestRegion(quietSetup, {
      command: "reload",
      startsPending: true,
      takenIn: ["failed"],
      whilePending: "refused",
      src: "readAll",
      id: "readAll",
      input: (_, context) => ({ page: context.pages + 1 }),
      problem: { key: "problem", keep: keepFailure },
      onDone: "countPage"
    }),
    delete: requestRegion(quietSetup, {
      command: "delete",
      when: "allowed",
      whilePending: "refused",
      src: "deleteItem",
      id: "deleteItem",
      input: (event) => event.id,
      problem: { key: "problem", keep: keepFailure },
      onErrorTransitions: [
        { guard: { type: "pincodeRefused", params: ({ event }) => ({ error: event.error }) }, actions: { type: "refuse", params: { field: "Pincode" } } },
        { actions: { type: "refuse", params: { field: null } } }
      ]
    })
  }
})

const startQuiet = () => {
  const fakes = { readAll: heldCalls<ReadonlyArray<string>, { readonly page: number }>(), deleteItem: heldCalls<void, string>() }
  const actor = createActor(quietMachine.provide({ actors: { readAll: fakes.readAll.logic, deleteItem: fakes.deleteItem.logic } })).start()
  return { actor, fakes, snapshot: () => actor.getSnapshot() }
}

const failed = (reason: PincodeMismatch | ServiceUnavailable) => new CallFailed({ text: "§8 text", reason })

describe("a request region without a loading flag", () => {
  it("starts with its call in flight when told to, its input from the context, and keeps no flag", async () => {
    const { fakes, snapshot } = startQuiet()
    expect(snapshot().value).toEqual({ read: "pending", delete: "idle" })
    expect(fakes.readAll.only().input).toEqual({ page: 1 })
    fakes.readAll.only().resolve(["a"])
    await settle()
    expect(snapshot()).toMatchObject({ value: { read: "idle" }, context: { pages: 1, problem: null } })
    expect(Object.keys(snapshot().context).sort()).toEqual(["allowed", "field", "pages", "problem"])
  })

  it("keeps its failure where told, as plain data (its name and words), and clears it as a call starts again", async () => {
    const { actor, fakes, snapshot } = startQuiet()
    const failure = failed(new ServiceUnavailable({ message: "The shop is resting; try again in a minute." }))
    fakes.readAll.only().reject(failure)
    await settle()
    expect(snapshot().value).toMatchObject({ read: "failed" })
    expect(snapshot().context.problem).toEqual({ _tag: "KeptFailure", failure: "ServiceUnavailable", sentence: failure.message })
    actor.send({ type: "reload" })
    expect(snapshot()).toMatchObject({ value: { read: "pending" }, context: { problem: null } })
    expect(fakes.readAll.only().input).toEqual({ page: 1 })
  })

  it("takes its command only in the states it is told: a loaded list is not read again", async () => {
    const { actor, fakes, snapshot } = startQuiet()
    fakes.readAll.only().resolve(["a"])
    await settle()
    actor.send({ type: "reload" })
    expect(snapshot().value).toEqual({ read: "idle", delete: "idle" })
    expect(fakes.readAll.calls).toHaveLength(1)
  })

  it("refuses its command while its guard does not hold, and takes it once it does", () => {
    const { actor, fakes, snapshot } = startQuiet()
    actor.send({ type: "delete", id: "x" })
    expect(snapshot().value).toMatchObject({ delete: "idle" })
    expect(fakes.deleteItem.calls).toHaveLength(0)
    actor.send({ type: "allow" })
    actor.send({ type: "delete", id: "x" })
    expect(snapshot().value).toMatchObject({ delete: "pending" })
    expect(fakes.deleteItem.only().input).toBe("x")
  })

  it("takes the first failure transition whose guard holds: a failure's name decides, its words do not", async () => {
    const { actor, fakes, snapshot } = startQuiet()
    actor.send({ type: "allow" })
    const words = "The same words for both."
    actor.send({ type: "delete", id: "x" })
    fakes.deleteItem.only().reject(failed(new PincodeMismatch({ message: words })))
    await settle()
    expect(snapshot()).toMatchObject({ value: { delete: "failed" }, context: { field: "Pincode", problem: { _tag: "KeptFailure", failure: "PincodeMismatch", sentence: words } } })
    actor.send({ type: "delete", id: "x" })
    fakes.deleteItem.only().reject(failed(new ServiceUnavailable({ message: words })))
    await settle()
    expect(snapshot()).toMatchObject({ value: { delete: "failed" }, context: { field: null, problem: { _tag: "KeptFailure", failure: "ServiceUnavailable", sentence: words } } })
  })
})

describe("the machines whose regions keep no loading flag (issue 35 item 4)", () => {
  const quiet = { authentication: authenticationMachine, wishlist: wishlistMachine, reviews: reviewsMachine, stockAlert: stockAlertMachine }
  const inputs = {
    authentication: { loginData: null, current_address: null, user_address: [] },
    wishlist: { items: [] },
    reviews: { slug: "cotton-kurta", signedIn: true },
    stockAlert: { optionId: Id.make("0000000000000000000000a1") }
  }

  it.each(Object.keys(quiet) as ReadonlyArray<keyof typeof quiet>)("%s keeps no loading flag in its context: its regions' states say what is in flight", (name) => {
    const actor = createActor(quiet[name] as AnyStateMachine, { input: inputs[name] }).start()
    expect(Object.keys(actor.getSnapshot().context).filter((key) => /loading/i.test(key))).toEqual([])
    actor.stop()
  })
})

// ---------------------------------------------------------------------------------------------
// The three machines built from it: in every state a walk reaches, each loading flag is what its
// region's state says. This is the proof that nothing but the states sets the flags.

const id = (n: number) => Id.make(n.toString(16).padStart(24, "0"))

/** §4 Brands and the super category admin: a flag is true unless its region is idle (pending, failed, or a list with nothing shown). */
const notIdle = (stage: string) => stage !== "idle"
/** The order's flags: true while the call is in flight only (its screens read them as busy). */
const inFlight = (stage: string) => stage === "pending"

interface Machine {
  readonly name: string
  readonly machine: AnyStateMachine
  /** Where the walks start, by name. */
  readonly inputs: Readonly<Record<string, unknown>>
  /** Each region: the command that starts its call, its flag and when the flag is true. */
  readonly regions: Readonly<Record<string, { readonly command: string; readonly flag: string; readonly loading: (stage: string) => boolean }>>
  readonly commands: ReadonlyArray<EventObject>
  /** What the call with that invoke id answers. */
  readonly answers: Readonly<Record<string, ReadonlyArray<unknown>>>
  /** At most this many regions away from rest at once (the walk stays finite and quick). */
  readonly maxAway: number
}

const brand = (n: number): Brand => ({
  _id: id(n),
  name: `Brand ${n}`,
  slugUrl: `brand-${n}`,
  show: true,
  mobileImage: `/images/${n}-m.png`,
  desktopImage: `/images/${n}-d.png`,
  categories: [],
  subCategories: []
})
const superCategory = (n: number): SuperCategory => ({ _id: id(n), name: `Super ${n}`, slugUrl: `super-${n}`, showProducts: true, desktopImage: `/images/s${n}.svg` })
const { _id: _brandId, ...brandInput } = brand(2)
const { _id: _superId, ...superInput } = superCategory(2)
const image = { fileName: "a.png", dataUrl: "data:image/png;base64,AAAA" }
const REQUEST: NewOrderRequest = { lines: [], addressId: id(500), PaymentMode: "Cash on Delivery", idempotencyKey: "co-0123456789abcdef" }
const UPDATE: OrderUpdate = { _tag: "status", orderid: order.orderid, event: "order.processing" }
const TOKEN: PaymentToken = { orderid: order.orderid, attemptId: "attempt-1", amount: 120, currency: "INR", gatewayUrl: "/pay/attempt-1" }

/** A machine's own commands, checked against its event type. */
const commandsOf = <TEvent extends EventObject>(events: ReadonlyArray<TEvent>): ReadonlyArray<EventObject> => events

const MACHINES: ReadonlyArray<Machine> = [
  {
    name: "brand",
    machine: brandMachine,
    inputs: { "nothing restored": {}, "a restored list": { restored: [brand(1)] } },
    regions: {
      list: { command: "brands.load", flag: "listLoading", loading: notIdle },
      create: { command: "brand.create", flag: "createLoading", loading: notIdle },
      update: { command: "brand.update", flag: "updateLoading", loading: notIdle },
      delete: { command: "brand.delete", flag: "deleteLoading", loading: notIdle },
      images: { command: "brand.images.upload", flag: "imagesLoading", loading: notIdle }
    },
    commands: commandsOf<BrandEvent>([
      { type: "brands.load" },
      { type: "brand.create", input: brandInput },
      { type: "brand.update", id: id(1), input: brandInput },
      { type: "brand.delete", id: id(1) },
      { type: "brand.images.upload", images: { mobileImage: image, desktopImage: image } },
      { type: "brand.images.remove" }
    ]),
    answers: {
      fetchBrands: [[brand(1)]],
      createBrand: [brand(2)],
      updateBrand: [brand(1)],
      deleteBrand: [id(1)],
      uploadImages: [{ mobileimages: "/m.png", desktopImages: "/d.png" }]
    },
    maxAway: 2
  },
  {
    name: "super category admin",
    machine: superCategoryAdminMachine,
    inputs: { "no list known": {}, "a known list": { superCategories: [superCategory(1)] } },
    regions: {
      list: { command: "supercategories.load", flag: "listLoading", loading: notIdle },
      create: { command: "supercategory.create", flag: "createLoading", loading: notIdle },
      update: { command: "supercategory.update", flag: "updateLoading", loading: notIdle },
      delete: { command: "supercategory.delete", flag: "deleteLoading", loading: notIdle }
    },
    commands: commandsOf<SuperCategoryAdminEvent>([
      { type: "supercategories.load" },
      { type: "supercategory.create", input: superInput },
      { type: "supercategory.update", id: id(1), input: superInput },
      { type: "supercategory.delete", id: id(1) }
    ]),
    answers: {
      fetchSuperCategories: [[superCategory(1)]],
      createSuperCategory: [superCategory(2)],
      updateSuperCategory: [superCategory(1)],
      deleteSuperCategory: [id(1)]
    },
    maxAway: 3
  },
  {
    name: "order",
    machine: orderMachine,
    inputs: { "nothing restored": {}, "restored orders": { clientOrder: [order], totalClientOrder: [order] } },
    regions: {
      create: { command: "order.create", flag: "createLoading", loading: inFlight },
      latest: { command: "orders.latest.load", flag: "latestLoading", loading: inFlight },
      all: { command: "orders.all.load", flag: "allLoading", loading: inFlight },
      update: { command: "order.update", flag: "updateLoading", loading: inFlight },
      token: { command: "order.token.request", flag: "tokenLoading", loading: inFlight },
      sms: { command: "order.sms.send", flag: "smsLoading", loading: inFlight }
    },
    commands: commandsOf<OrderEvent>([
      { type: "order.create", request: REQUEST },
      { type: "orders.latest.load", clientId: id(900) },
      { type: "orders.all.load", clientId: id(900) },
      { type: "order.update", update: UPDATE },
      { type: "order.token.request", number: 1, goToGateway: true },
      { type: "order.sms.send", orderid: order.orderid },
      { type: "order.clear" },
      // Sign-out: every region back to idle at once.
      { type: "orders.forget" }
    ]),
    answers: {
      // An answer with success false is the call failing (§4).
      createOrder: [
        { success: true, order },
        { success: false, order }
      ],
      fetchLatestOrders: [[order]],
      fetchAllOrders: [[order]],
      updateOrder: [order],
      generateToken: [TOKEN],
      sendOrderSms: [undefined]
    },
    maxAway: 2
  }
]

const stagesOf = (snapshot: AnyMachineSnapshot) => snapshot.value as Readonly<Record<string, string>>
const atRest = (stage: string | undefined) => stage === "idle" || stage === "empty"

/** Every state the walk reaches from `input`: commands, and the answers and failures of the calls in flight. */
const reachable = (walked: Machine, input: unknown): ReadonlyArray<AnyMachineSnapshot> => {
  const regionOf = (event: EventObject): string | undefined => Object.keys(walked.regions).find((region) => walked.regions[region]!.command === event.type)
  const adjacency = getAdjacencyMap<AnyMachineSnapshot, EventObject, unknown>(walked.machine, {
    input,
    events: (snapshot) => [
      ...walked.commands,
      ...Object.entries(walked.answers).flatMap(([invoke, outputs]) =>
        invoke in snapshot.children ? [...outputs.map((output) => invokeDone(invoke, output)), invokeError(invoke, new Error("500"))] : []
      )
    ],
    filterEvents: (snapshot, event) => {
      // A command starts a call only while fewer than `maxAway` are in flight (or its own is, to be refused or restarted).
      const region = regionOf(event)
      const away = Object.values(stagesOf(snapshot)).filter((stage) => !atRest(stage)).length
      return region === undefined || !atRest(stagesOf(snapshot)[region]) || away < walked.maxAway
    },
    serializeState: (snapshot) => serializeSnapshot(snapshot)
  })
  return Object.values(adjacency).map((node) => node.state)
}

describe.each(MACHINES)("the $name machine's loading flags", (walked) => {
  it.each(Object.entries(walked.inputs))("equal what each region's state says in every state the walk reaches from %s", (_, input) => {
    const snapshots = reachable(walked, input)
    const seen = new Set<string>()
    for (const snapshot of snapshots) {
      const stages = stagesOf(snapshot)
      for (const [region, { flag, loading }] of Object.entries(walked.regions)) {
        const stage = stages[region]!
        seen.add(`${region}.${stage}`)
        expect((snapshot.context as Readonly<Record<string, unknown>>)[flag], `${flag} in ${JSON.stringify(stages)}`).toBe(loading(stage))
      }
    }
    // The walk reaches every state of every region.
    for (const region of Object.keys(walked.regions)) {
      for (const stage of ["idle", "pending", "failed"]) expect(seen, `${region}.${stage}`).toContain(`${region}.${stage}`)
    }
  })
})
