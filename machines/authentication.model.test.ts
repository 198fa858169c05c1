import { describe, expect, it } from "vitest"
import { assign, createActor, fromPromise, setup, waitFor } from "xstate"
import { createTestModel, serializeSnapshot, type TestPath } from "xstate/graph"
import type { Address, AddressInput, Client } from "#domain/order.ts"
import { authenticationMachine, type LoginAnswer } from "./authentication.machine.ts"

// Model-based tests of the authentication actor. `createTestModel` refuses machines that invoke
// actors, and the actor invokes a call for every step of sign-in, so the model is a separate machine
// written from §4 and DESIGN §4 alone: what an observer sees (signed in or not, where the shopper
// is in sign-in, the address book, which address is current, whether an error is shown). Its events
// are what the server answers. Every shortest and simple path is replayed on the real actor with
// fake calls answering as the path says, checking each step.

const address = (n: number): Address => ({
  _id: n.toString(16).padStart(24, "0") as Address["_id"],
  Name: `Kiran ${n}`,
  Mobile: "9876543210" as Address["Mobile"],
  HNo: `${n}, Sunrise Towers`,
  StreetDet: "Anna Salai",
  LandMark: "",
  AreaDet: "Teynampet",
  City: "Chennai",
  State: "Tamil Nadu",
  Pincode: "600018" as Address["Pincode"],
  Type: "Home"
})

const client = (count: number): Client => ({
  _id: "f".repeat(24) as Client["_id"],
  Name: "Kiran",
  Mobile: "9876543210" as Client["Mobile"],
  Email: "kiran@example.in",
  WalletBalance: 0,
  Addresses: Array.from({ length: count }, (_, i) => address(i + 1)),
  createdAt: "2026-11-01T00:00:00.000Z",
  role: "customer"
})

type Stage = "signedOut" | "awaitingCode" | "registering" | "signedIn"
interface ModelContext {
  readonly stage: Stage
  /** Addresses in the book (1..n), and which is current (0 = none). */
  readonly addresses: number
  readonly current: number
  readonly error: boolean
}

type ModelEvent =
  | { type: "code.sent" } | { type: "code.refused-to-send" }
  | { type: "login.known" } | { type: "login.unknown" } | { type: "login.wrong" }
  | { type: "register.created" } | { type: "register.failed" }
  | { type: "address.added" } | { type: "address.add-failed" } | { type: "address.removed" } | { type: "address.second-selected" }
  | { type: "signed-out" }

const MAX_ADDRESSES = 2

// The specification, from §4: sign-in takes the Addresses and makes the first current; removing
// makes the first remaining current; adding keeps the current one (or makes the first current when
// there was none); selecting sets it; sign-out clears everything. Failures leave the book alone.
const specification = setup({ types: { context: {} as ModelContext, events: {} as ModelEvent } }).createMachine({
  id: "authentication-model",
  context: { stage: "signedOut", addresses: 0, current: 0, error: false },
  initial: "signedOut",
  states: {
    signedOut: {
      on: {
        "code.sent": { target: "awaitingCode", actions: assign({ stage: "awaitingCode", error: false }) },
        "code.refused-to-send": { target: "signedOut", actions: assign({ error: true }) }
      }
    },
    awaitingCode: {
      on: {
        // The known customer has one address on the server.
        "login.known": { target: "signedIn", actions: assign({ stage: "signedIn", addresses: 1, current: 1, error: false }) },
        "login.unknown": { target: "registering", actions: assign({ stage: "registering", error: false }) },
        "login.wrong": { target: "awaitingCode", actions: assign({ error: true }) }
      }
    },
    registering: {
      on: {
        "register.created": { target: "signedIn", actions: assign({ stage: "signedIn", addresses: 0, current: 0, error: false }) },
        "register.failed": { target: "registering", actions: assign({ error: true }) }
      }
    },
    signedIn: {
      on: {
        "address.added": {
          guard: ({ context }) => context.addresses < MAX_ADDRESSES,
          actions: assign(({ context }) => ({ addresses: context.addresses + 1, current: context.current === 0 ? 1 : context.current, error: false }))
        },
        "address.add-failed": { actions: assign({ error: true }) },
        "address.removed": {
          guard: ({ context }) => context.addresses > 0,
          // The server removes the last address of the book; the first remaining one becomes current.
          actions: assign(({ context }) => ({ addresses: context.addresses - 1, current: context.addresses - 1 > 0 ? 1 : 0, error: false }))
        },
        "address.second-selected": {
          guard: ({ context }) => context.addresses >= 2,
          actions: assign({ current: 2 })
        },
        "signed-out": { target: "signedOut", actions: assign({ stage: "signedOut", addresses: 0, current: 0, error: false }) }
      }
    }
  }
})

const runPath = async (path: TestPath<ReturnType<typeof specification.resolveState>, ModelEvent>) => {
  // The answers the fake calls give next, set by each step before it sends the real event.
  let next: { login?: LoginAnswer; fail?: boolean; book?: number } = {}
  const call = <A, I>(answer: (input: I) => A) =>
    fromPromise<A, I>(async ({ input }) => {
      if (next.fail === true) throw new Error("refused by the server")
      return answer(input)
    })
  const machine = authenticationMachine.provide({
    actors: {
      checkSession: call<Client | null, unknown>(() => null),
      sendOtp: call<{ readonly resendAfterSeconds: number }, { readonly mob: string }>(() => ({ resendAfterSeconds: 30 })),
      login: call<LoginAnswer, { readonly mob: string; readonly otp: string }>(() => next.login!),
      register: call<Client, { readonly mob: string; readonly otp: string; readonly Name: string; readonly Email: string }>(() => client(0)),
      addAddress: call<Client, AddressInput>(() => client(next.book!)),
      updateAddress: call<Client, Address>(() => client(next.book!)),
      deleteAddress: call<Client, { readonly _id: string }>(() => client(next.book!)),
      signOut: call<void, unknown>(() => undefined)
    }
  })
  const actor = createActor(machine, { input: { loginData: null, current_address: null, user_address: [] } }).start()
  const idle = () => waitFor(actor, (s) => s.matches("signedOut") || s.matches("awaitingCode") || s.matches("registering") || s.matches({ signedIn: "idle" }), { timeout: 1000 })

  const exec = async (event: ModelEvent, before: ModelContext) => {
    next = {}
    // A step the model's guard refuses changes nothing: the shopper could not have asked for it
    // (the screen offers no add beyond the book's size in this model, no delete of an empty book).
    if (event.type === "address.added" && before.addresses >= MAX_ADDRESSES) return
    if (event.type === "address.removed" && before.addresses === 0) return
    switch (event.type) {
      case "code.sent": actor.send({ type: "auth.otp.request", mob: "9876543210" }); break
      case "code.refused-to-send": next = { fail: true }; actor.send({ type: "auth.otp.request", mob: "9876543210" }); break
      case "login.known": next = { login: { success: true, client: client(1) } }; actor.send({ type: "auth.otp.submit", otp: "123456" }); break
      case "login.unknown": next = { login: { success: false, message: "user not found" } }; actor.send({ type: "auth.otp.submit", otp: "123456" }); break
      case "login.wrong": next = { login: { success: false, message: "The code is wrong; 4 tries left." } }; actor.send({ type: "auth.otp.submit", otp: "111111" }); break
      case "register.created": actor.send({ type: "auth.register.submit", Name: "Kiran", Email: "kiran@example.in" }); break
      case "register.failed": next = { fail: true }; actor.send({ type: "auth.register.submit", Name: "Kiran", Email: "kiran@example.in" }); break
      case "address.added": next = { book: before.addresses + 1 }; actor.send({ type: "auth.address.add", address: address(9) }); break
      case "address.add-failed": next = { fail: true }; actor.send({ type: "auth.address.add", address: address(9) }); break
      case "address.removed": next = { book: before.addresses - 1 }; actor.send({ type: "auth.address.delete", _id: address(before.addresses)._id }); break
      case "address.second-selected": actor.send({ type: "auth.address.select", address: address(2) }); break
      case "signed-out": actor.send({ type: "auth.sign-out" }); break
    }
    // Let the fake call answer, then wait until the actor rests.
    await new Promise((r) => setTimeout(r, 0))
    await idle()
  }

  let before: ModelContext = path.steps[0]!.state.context
  for (const [index, step] of path.steps.entries()) {
    if (index > 0) await exec(step.event, before)
    const expected = step.state.context
    const { context } = actor.getSnapshot()
    const where = `${path.description}, step ${index}`
    expect(actor.getSnapshot().matches(expected.stage), where).toBe(true)
    expect(context.isAuth, where).toBe(expected.stage === "signedIn")
    expect(context.user_address.map((a) => a._id), where).toEqual(Array.from({ length: expected.addresses }, (_, i) => address(i + 1)._id))
    expect(context.current_address?._id ?? null, where).toBe(expected.current === 0 ? null : address(expected.current)._id)
    expect(context.error !== null, where).toBe(expected.error)
    before = expected
  }
  actor.stop()
}

describe("authentication actor, model-based", () => {
  const shortest = createTestModel(specification, {
    serializeTransition: (_state, event) => (event === undefined ? "" : ` via ${event.type}`)
  }).getShortestPaths()
  const simple = createTestModel(specification).getSimplePaths()

  it("has paths through every observable stage", () => {
    const stages = new Set(shortest.flatMap((path) => path.steps.map((step) => step.state.context.stage)))
    expect([...stages].sort()).toEqual(["awaitingCode", "registering", "signedIn", "signedOut"])
    expect(new Set(shortest.map((p) => serializeSnapshot(p.state))).size).toBeGreaterThan(5)
  })

  it("behaves as §4 says along every shortest path", async () => {
    for (const path of shortest) await runPath(path)
  }, 120_000)

  it("behaves as §4 says along every simple path", async () => {
    for (const path of simple) await runPath(path)
  }, 120_000)
})
