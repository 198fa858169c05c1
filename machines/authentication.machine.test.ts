import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, createMachine, fromPromise, spawnChild, waitFor } from "xstate"
import { keepFailure } from "#domain/failure-words.ts"
import { type ApiFailureTag, CallFailed } from "#domain/failures.ts"
import { CodeWrong, PincodeMismatch } from "#domain/http/errors.ts"
import type { Address, AddressInput, Client } from "#domain/order.ts"
import { addressCallInFlight, addressLoadingOf, userLoadingOf } from "./authentication-reads.ts"
import { authenticationMachine, type AuthenticationInput, type LoginAnswer, type SessionFact } from "./authentication.machine.ts"
import { CLIENT_FAILURES, declaredFailures, failedWith } from "./contract-failures.test-support.ts"

const address = (n: number): Address => ({
  _id: `${"a".repeat(23)}${n}` as Address["_id"],
  Name: `Asha ${n}`,
  Mobile: "9876543210" as Address["Mobile"],
  HNo: `${n}, Lotus Apartments`,
  StreetDet: "MG Road",
  LandMark: "Near the metro",
  AreaDet: "Indiranagar",
  City: "Bengaluru",
  State: "Karnataka",
  Pincode: "560038" as Address["Pincode"],
  Type: "Home"
})

const client = (addresses: ReadonlyArray<Address>): Client => ({
  _id: "c".repeat(24) as Client["_id"],
  Name: "Asha Rao",
  Mobile: "9876543210" as Client["Mobile"],
  Email: "asha@example.in",
  WalletBalance: 0,
  Addresses: addresses,
  createdAt: "2026-11-01T10:00:00.000Z",
  role: "customer"
})

const signedOut: AuthenticationInput = { loginData: null, current_address: null, user_address: [] }

const fakes = (overrides: Partial<{
  session: Client | null | Error
  login: LoginAnswer | CallFailed | Error
  register: Client | Error
  add: Client | Error
  update: Client | Error
  remove: Client | Error
  sendOtp: { resendAfterSeconds: number } | Error
}> = {}) => {
  const calls: Array<string> = []
  const answer = <A, I>(name: string, value: A | Error | undefined, fallback: A) =>
    fromPromise<A, I>(async ({ input }) => {
      calls.push(`${name}:${JSON.stringify(input)}`)
      const v = value === undefined ? fallback : value
      if (v instanceof Error) throw v
      return v
    })
  const machine = authenticationMachine.provide({
    actors: {
      checkSession: answer<Client | null, unknown>("checkSession", overrides.session, client([address(1)])),
      sendOtp: answer<{ readonly resendAfterSeconds: number }, { readonly mob: string }>("sendOtp", overrides.sendOtp, { resendAfterSeconds: 30 }),
      login: answer<LoginAnswer, { readonly mob: string; readonly otp: string }>("login", overrides.login, { _tag: "SignedIn", client: client([address(1), address(2)]) }),
      register: answer<Client, { readonly mob: string; readonly otp: string; readonly Name: string; readonly Email: string }>("register", overrides.register, client([])),
      addAddress: answer<Client, AddressInput>("addAddress", overrides.add, client([address(1), address(2), address(3)])),
      updateAddress: answer<Client, Address>("updateAddress", overrides.update, client([address(2), address(1)])),
      deleteAddress: answer<Client, { readonly _id: string }>("deleteAddress", overrides.remove, client([address(2)])),
      signOut: answer<void, unknown>("signOut", undefined, undefined)
    }
  })
  return { machine, calls }
}

/** A wrong code, as the client hands it over: the server's sentence is the failed call's text (§8 user lookup). */
const WRONG_CODE = new CallFailed({ text: "The code is wrong; 4 tries left.", reason: new CodeWrong({ message: "The code is wrong; 4 tries left.", triesLeft: 4 }) })

const settle = <T extends { getSnapshot: () => { value: unknown } }>(actor: T, value: unknown) =>
  waitFor(actor as never, (s: { matches: (v: never) => boolean }) => s.matches(value as never), { timeout: 1000 })

describe("the authentication actor", () => {
  it("starts signed out with userLoading and addressLoading settled (§3, read from the state), and checkout counters at 0", () => {
    const actor = createActor(fakes().machine, { input: signedOut }).start()
    const s = actor.getSnapshot()
    expect(s.value).toBe("signedOut")
    expect(s.context).toMatchObject({ isAuth: false, checkout_authentication_status: 0, checkout_process_steps: 0 })
    expect([userLoadingOf(s), addressLoadingOf(s)]).toEqual([false, false])
  })

  it("keeps userLoading and addressLoading true while a stored session is checked, then signs in from the server's client", async () => {
    const { machine, calls } = fakes()
    const actor = createActor(machine, { input: { loginData: client([address(1)]), current_address: null, user_address: [address(1)] } }).start()
    expect([userLoadingOf(actor.getSnapshot()), addressLoadingOf(actor.getSnapshot())]).toEqual([true, true])
    await settle(actor, "signedIn")
    expect(actor.getSnapshot().context).toMatchObject({ isAuth: true, current_address: address(1) })
    expect([userLoadingOf(actor.getSnapshot()), addressLoadingOf(actor.getSnapshot())]).toEqual([false, false])
    expect(calls).toEqual(["checkSession:undefined"])
  })

  it("signs out cleanly when the server no longer knows the stored session", async () => {
    const actor = createActor(fakes({ session: null }).machine, { input: { loginData: client([address(1)]), current_address: address(1), user_address: [address(1)] } }).start()
    await settle(actor, "signedOut")
    expect(actor.getSnapshot().context).toMatchObject({ isAuth: false, loginData: null, current_address: null, user_address: [] })
  })

  it("stores the number and the typed code (§4), then signs in with the server's answer and selects the first address", async () => {
    const { machine, calls } = fakes()
    const actor = createActor(machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(actor, "awaitingCode")
    expect(actor.getSnapshot().context.resendAfterSeconds).toBe(30)
    actor.send({ type: "auth.otp.submit", otp: "123456" })
    expect(actor.getSnapshot().context).toMatchObject({ mob: "9876543210", otp: "123456" })
    await settle(actor, "signedIn")
    expect(actor.getSnapshot().context).toMatchObject({ isAuth: true, user_address: [address(1), address(2)], current_address: address(1) })
    expect(calls).toEqual(['sendOtp:{"mob":"9876543210"}', 'login:{"mob":"9876543210","otp":"123456"}'])
  })

  it("offers registration to an unknown number ('user not found') and signs the new customer in", async () => {
    const { machine, calls } = fakes({ login: { _tag: "NumberUnknown" } })
    const actor = createActor(machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9123456780" })
    await settle(actor, "awaitingCode")
    actor.send({ type: "auth.otp.submit", otp: "654321" })
    await settle(actor, "registering")
    actor.send({ type: "auth.register.submit", Name: "Ravi Kumar", Email: "ravi@example.in" })
    await settle(actor, "signedIn")
    expect(actor.getSnapshot().context).toMatchObject({ isAuth: true, current_address: null, user_address: [] })
    expect(calls.at(-1)).toBe('register:{"mob":"9123456780","otp":"654321","Name":"Ravi Kumar","Email":"ravi@example.in"}')
  })

  it("keeps the server's message when the code is refused, and the §8 text when a code cannot be sent", async () => {
    const refused = createActor(fakes({ login: WRONG_CODE }).machine, { input: signedOut }).start()
    refused.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(refused, "awaitingCode")
    refused.send({ type: "auth.otp.submit", otp: "000000" })
    await waitFor(refused, (s) => s.context.error !== null)
    expect(refused.getSnapshot().matches("awaitingCode")).toBe(true)
    expect(refused.getSnapshot().context).toMatchObject({
      error: "The code is wrong; 4 tries left.", problem: { _tag: "KeptFailure", failure: "CodeWrong", sentence: "The code is wrong; 4 tries left." }
    })
    const unsent = createActor(fakes({ sendOtp: new Error("429") }).machine, { input: signedOut }).start()
    unsent.send({ type: "auth.otp.request", mob: "9876543210" })
    await waitFor(unsent, (s) => s.context.error !== null)
    expect(unsent.getSnapshot().context.error).toBe("client Not create")
  })

  it("sets the current address only to one of the list, and replaces the list with its first entry current on update (§4)", async () => {
    const actor = createActor(fakes().machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(actor, "awaitingCode")
    actor.send({ type: "auth.otp.submit", otp: "123456" })
    await settle(actor, "signedIn")
    actor.send({ type: "auth.address.select", address: address(2) })
    expect(actor.getSnapshot().context.current_address).toEqual(address(2))
    actor.send({ type: "auth.address.select", address: address(9) })
    expect(actor.getSnapshot().context.current_address).toEqual(address(2))
    actor.send({ type: "auth.address.update", address: address(2) })
    expect(addressCallInFlight(actor.getSnapshot())).toBe(true)
    expect(addressLoadingOf(actor.getSnapshot())).toBe(true)
    await waitFor(actor, (s) => s.matches({ signedIn: { update: "idle" } }))
    expect(addressLoadingOf(actor.getSnapshot())).toBe(false)
    expect(actor.getSnapshot().context).toMatchObject({ user_address: [address(2), address(1)], current_address: address(2) })
  })

  it("removes an address and makes the first remaining one current; an add keeps the current one (§4)", async () => {
    const actor = createActor(fakes().machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(actor, "awaitingCode")
    actor.send({ type: "auth.otp.submit", otp: "123456" })
    await settle(actor, "signedIn")
    actor.send({ type: "auth.address.add", address: { ...address(3), _id: undefined } as never })
    await waitFor(actor, (s) => s.context.user_address.length === 3)
    expect(actor.getSnapshot().context.current_address).toEqual(address(1))
    actor.send({ type: "auth.address.delete", _id: address(1)._id })
    await waitFor(actor, (s) => s.context.user_address.length === 1)
    expect(actor.getSnapshot().context.current_address).toEqual(address(2))
  })

  it("makes one address call at a time: another is refused while one is in flight (each answers the whole book)", async () => {
    const { machine, calls } = fakes()
    const actor = createActor(machine, { input: { loginData: client([address(1), address(2)]), current_address: address(1), user_address: [address(1), address(2)] } }).start()
    await settle(actor, "signedIn")
    actor.send({ type: "auth.address.add", address: address(3) })
    actor.send({ type: "auth.address.delete", _id: address(1)._id })
    actor.send({ type: "auth.address.update", address: address(2) })
    expect(actor.getSnapshot().value).toEqual({ signedIn: { add: "pending", update: "idle", delete: "idle" } })
    await waitFor(actor, (s) => s.matches({ signedIn: { add: "idle" } }))
    expect(calls.filter((call) => call.includes("Address:"))).toHaveLength(1)
    actor.send({ type: "auth.address.delete", _id: address(1)._id })
    await waitFor(actor, (s) => s.matches({ signedIn: { delete: "idle" } }) && s.context.user_address.length === 1)
  })

  it("keeps the §8 text when an address call fails, and the list as it was", async () => {
    const actor = createActor(fakes({ add: new Error("400") }).machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(actor, "awaitingCode")
    actor.send({ type: "auth.otp.submit", otp: "123456" })
    await settle(actor, "signedIn")
    actor.send({ type: "auth.address.add", address: address(3) })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ error: "client Not create", user_address: [address(1), address(2)] })
    expect(actor.getSnapshot().matches({ signedIn: { add: "failed" } })).toBe(true)
    expect(addressCallInFlight(actor.getSnapshot())).toBe(false)
  })

  it("signs out: login data cleared, isAuth false, no address, checkout counters back to 0 (§4)", async () => {
    const actor = createActor(fakes().machine, { input: signedOut }).start()
    actor.send({ type: "checkout.step.set", value: 2 })
    actor.send({ type: "checkout.auth-status.set", value: 1 })
    expect(actor.getSnapshot().context).toMatchObject({ checkout_process_steps: 2, checkout_authentication_status: 1 })
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(actor, "awaitingCode")
    actor.send({ type: "auth.otp.submit", otp: "123456" })
    await settle(actor, "signedIn")
    actor.send({ type: "auth.sign-out" })
    await settle(actor, "signedOut")
    expect(actor.getSnapshot().context).toMatchObject({ isAuth: false, loginData: null, current_address: null, user_address: [], otp: "", checkout_process_steps: 0, checkout_authentication_status: 0 })
  })

  it("fails loudly when the root has not provided its actors", async () => {
    const actor = createActor(authenticationMachine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe("client Not create")
  })
})

describe("the resend wait (DESIGN §4: 30 s before another code)", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Signed out, then a code asked for: the server said to wait `seconds`. */
  const codeSent = async (seconds: number) => {
    const { machine, calls } = fakes({ sendOtp: { resendAfterSeconds: seconds } })
    const actor = createActor(machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await vi.advanceTimersByTimeAsync(0)
    return { actor, calls }
  }

  it("counts the server's wait down a second at a time, and only then takes another request for the same number", async () => {
    const { actor, calls } = await codeSent(3)
    expect(actor.getSnapshot().matches({ awaitingCode: "resendWait" })).toBe(true)
    expect(actor.getSnapshot().context.resendIn).toBe(3)
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().context.resendIn).toBe(2)
    await vi.advanceTimersByTimeAsync(1999)
    expect(actor.getSnapshot().matches({ awaitingCode: "resendWait" })).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().matches({ awaitingCode: "resendOpen" })).toBe(true)
    expect(actor.getSnapshot().context.resendIn).toBe(0)
    // Another number goes through "Change number", not a resend.
    actor.send({ type: "auth.otp.request", mob: "9123456780" })
    expect(actor.getSnapshot().matches({ awaitingCode: "resendOpen" })).toBe(true)
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toEqual(['sendOtp:{"mob":"9876543210"}', 'sendOtp:{"mob":"9876543210"}'])
    expect(actor.getSnapshot().context.resendIn).toBe(3)
  })

  it("goes on counting from where it was after a wrong code", async () => {
    const { machine } = fakes({ sendOtp: { resendAfterSeconds: 5 }, login: WRONG_CODE })
    const actor = createActor(machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().context.resendIn).toBe(3)
    actor.send({ type: "auth.otp.submit", otp: "000000" })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().matches({ awaitingCode: "resendWait" })).toBe(true)
    expect(actor.getSnapshot().context.resendIn).toBe(3)
    await vi.advanceTimersByTimeAsync(3000)
    expect(actor.getSnapshot().matches({ awaitingCode: "resendOpen" })).toBe(true)
  })

  it("opens the resend at once when the server asks for no wait", async () => {
    const { actor } = await codeSent(0)
    expect(actor.getSnapshot().matches({ awaitingCode: "resendOpen" })).toBe(true)
  })
})

describe("what the authentication actor tells the shop", () => {
  /** The actor inside a stand-in for the shop's root, which records the facts it is told. */
  const inShop = (machine: ReturnType<typeof fakes>["machine"], input: AuthenticationInput) => {
    const facts: Array<SessionFact> = []
    const shop = createMachine({
      id: "shop",
      entry: spawnChild(machine, { id: "authentication", input }),
      on: { "*": { actions: ({ event }) => void facts.push(event as SessionFact) } }
    })
    const root = createActor(shop, { systemId: "shop" }).start()
    const actor = root.getSnapshot().children.authentication as unknown as ReturnType<typeof createActor<typeof machine>>
    return { actor, facts }
  }

  it("a session that begins: the customer's _id and the address chosen, once the code is accepted", async () => {
    const { actor, facts } = inShop(fakes().machine, signedOut)
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(actor, "awaitingCode")
    expect(facts).toEqual([])
    actor.send({ type: "auth.otp.submit", otp: "123456" })
    await settle(actor, "signedIn")
    expect(facts).toEqual([{ type: "session.signedIn", clientId: "c".repeat(24), address: address(1) }])
  })

  it("a stored session confirmed by the server begins one; a stored session the server no longer knows ends one", async () => {
    const stored = { loginData: client([address(1)]), current_address: address(1), user_address: [address(1)] }
    const known = inShop(fakes().machine, stored)
    await settle(known.actor, "signedIn")
    expect(known.facts).toEqual([{ type: "session.signedIn", clientId: "c".repeat(24), address: address(1) }])
    const forgotten = inShop(fakes({ session: null }).machine, stored)
    await settle(forgotten.actor, "signedOut")
    expect(forgotten.facts).toEqual([{ type: "session.signedOut" }])
  })

  it("a session that ends: signing out, whatever the server answers", async () => {
    const { actor, facts } = inShop(fakes().machine, { loginData: client([address(1)]), current_address: address(1), user_address: [address(1)] })
    await settle(actor, "signedIn")
    actor.send({ type: "auth.sign-out" })
    await settle(actor, "signedOut")
    expect(facts.map((fact) => fact.type)).toEqual(["session.signedIn", "session.signedOut"])
  })

  it("a visitor who never signs in tells nothing", async () => {
    const { actor, facts } = inShop(fakes({ sendOtp: new Error("429") }).machine, signedOut)
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(facts).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Issue 35: a failed call reaches the machine as a `CallFailed` with its failure by name, and the
// machine branches on that name, never on the words. Every failure the contract declares for each
// call (read from domain/http/, plus the client's own two) has its branch written here, so a failure
// the contract gains fails these tests until its branch is decided. Every failure below carries the
// same words, so nothing but its name can decide where it goes.

const SAME_WORDS = "The server's words, the same for every failure."

/** The declared failures of a call and the client's own, sorted: what a table of branches must name. */
const everyFailureOf = (group: string, endpoint: string) => [...declaredFailures(group, endpoint), ...CLIENT_FAILURES].sort()

describe("sign-in's failures by name, as the contract declares them", () => {
  /** Where a failed code request leaves the shopper: at the number, with the sentence (no failure keeps the code step). */
  const AFTER_SEND_OTP: Readonly<Record<string, "signedOut">> = {
    BadRequest: "signedOut",
    NumberLocked: "signedOut",
    TooManyRequests: "signedOut",
    ServiceUnavailable: "signedOut",
    Unreachable: "signedOut",
    UnreadableAnswer: "signedOut"
  }

  /** Where a failed login leaves the shopper: back at the number when typing the code again cannot help, else typing it again. */
  const AFTER_LOGIN: Readonly<Record<string, "signedOut" | "awaitingCode">> = {
    BadRequest: "awaitingCode",
    CodeWrong: "awaitingCode",
    CodeExpired: "signedOut",
    NumberLocked: "signedOut",
    TooManyRequests: "awaitingCode",
    AccountBlocked: "signedOut",
    ServiceUnavailable: "awaitingCode",
    Unreachable: "awaitingCode",
    UnreadableAnswer: "awaitingCode"
  }

  /** Where a failed registration leaves the shopper: back at the number when the code can no longer work, else at the form. */
  const AFTER_REGISTER: Readonly<Record<string, "signedOut" | "registering">> = {
    AlreadyRegistered: "registering",
    BadRequest: "registering",
    CodeWrong: "registering",
    CodeExpired: "signedOut",
    NumberLocked: "signedOut",
    TooManyRequests: "registering",
    ServiceUnavailable: "registering",
    Unreachable: "registering",
    UnreadableAnswer: "registering"
  }

  it("has a branch for every failure the contract declares for the code request, the login and the registration", () => {
    expect(Object.keys(AFTER_SEND_OTP).sort()).toEqual(everyFailureOf("sms", "sendOtp"))
    expect(Object.keys(AFTER_LOGIN).sort()).toEqual(everyFailureOf("client", "login"))
    expect(Object.keys(AFTER_REGISTER).sort()).toEqual(everyFailureOf("client", "register"))
  })

  it.each(Object.entries(AFTER_SEND_OTP))("a code request refused with %s goes back to %s, with its §8 text and its sentence", async (tag, stage) => {
    const failure = failedWith(tag as ApiFailureTag, { message: SAME_WORDS })
    const actor = createActor(fakes({ sendOtp: failure }).machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await waitFor(actor, (s) => s.context.problem !== null)
    expect(actor.getSnapshot().value).toBe(stage)
    expect(actor.getSnapshot().context).toMatchObject({ mob: "9876543210", error: "client Not create", problem: keepFailure(failure) })
  })

  it.each(Object.entries(AFTER_LOGIN))("a login refused with %s goes to %s, keeping the call's text and its sentence", async (tag, stage) => {
    const failure = failedWith(tag as ApiFailureTag, { message: SAME_WORDS })
    const actor = createActor(fakes({ login: failure }).machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(actor, "awaitingCode")
    actor.send({ type: "auth.otp.submit", otp: "123456" })
    await waitFor(actor, (s) => s.context.problem !== null)
    expect(actor.getSnapshot().matches(stage)).toBe(true)
    // Back at the number, the code typed is forgotten; typing it again, it stays.
    expect(actor.getSnapshot().context).toMatchObject({ isAuth: false, otp: stage === "signedOut" ? "" : "123456", error: failure.text, problem: keepFailure(failure) })
  })

  it.each(Object.entries(AFTER_REGISTER))("a registration refused with %s goes to %s, with its §8 text and its sentence", async (tag, stage) => {
    const failure = failedWith(tag as ApiFailureTag, { message: SAME_WORDS })
    const actor = createActor(fakes({ login: { _tag: "NumberUnknown" }, register: failure }).machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9123456780" })
    await settle(actor, "awaitingCode")
    actor.send({ type: "auth.otp.submit", otp: "654321" })
    await settle(actor, "registering")
    actor.send({ type: "auth.register.submit", Name: "Ravi Kumar", Email: "ravi@example.in" })
    await waitFor(actor, (s) => s.context.problem !== null)
    expect(actor.getSnapshot().value).toBe(stage)
    expect(actor.getSnapshot().context).toMatchObject({ isAuth: false, otp: stage === "signedOut" ? "" : "654321", error: "client Not create", problem: keepFailure(failure) })
  })
})

describe("the address book's failures by name, as the contract declares them", () => {
  /** The field each failure of an address save refuses (the form shows the sentence beside it), or none (above the button). */
  const REFUSED_FIELD: Readonly<Record<string, "Pincode" | null>> = {
    AccountGone: null,
    AddressLimitReached: null,
    BadRequest: null,
    NotFound: null,
    PincodeMismatch: "Pincode",
    ServiceUnavailable: null,
    Unauthorized: null,
    Unreachable: null,
    UnreadableAnswer: null
  }
  const CALLS = [
    { endpoint: "addAddress", region: "add", send: { type: "auth.address.add", address: address(3) }, override: "add" },
    { endpoint: "updateAddress", region: "update", send: { type: "auth.address.update", address: address(2) }, override: "update" }
  ] as const

  it("has a field, or none, for every failure the contract declares for adding and changing an address", () => {
    const declared = new Set([...everyFailureOf("client", "addAddress"), ...everyFailureOf("client", "updateAddress")])
    expect(Object.keys(REFUSED_FIELD).sort()).toEqual([...declared].sort())
  })

  describe.each(CALLS)("$endpoint", ({ endpoint, region, send, override }) => {
    const tags = Object.entries(REFUSED_FIELD).filter(([tag]) => everyFailureOf("client", endpoint).includes(tag as ApiFailureTag))

    it.each(tags)("refused with %s: the region fails, the field refused is %s, with the §8 text and the sentence", async (tag, field) => {
      const failure = failedWith(tag as ApiFailureTag, { message: SAME_WORDS })
      const stored = { loginData: client([address(1), address(2)]), current_address: address(1), user_address: [address(1), address(2)] }
      const actor = createActor(fakes({ session: stored.loginData, [override]: failure }).machine, { input: stored }).start()
      await settle(actor, "signedIn")
      actor.send(send)
      await waitFor(actor, (s) => s.matches({ signedIn: { [region]: "failed" } }))
      expect(actor.getSnapshot().context).toMatchObject({ refusedField: field, error: "client Not create", problem: keepFailure(failure), user_address: [address(1), address(2)] })
      // The next call of the book forgets the field refused.
      actor.send({ type: "auth.address.delete", _id: address(2)._id })
      expect(actor.getSnapshot().context).toMatchObject({ refusedField: null, problem: null })
    })
  })

  it.each([
    { refusal: { _tag: "PincodeState", pincode: "194101", states: ["Jammu and Kashmir", "Ladakh"], state: "Kerala" }, field: "Pincode" },
    { refusal: { _tag: "PincodeCity", pincode: "400001", cities: ["Mumbai"], city: "Pune" }, field: "City" }
  ] as const)("keeps the server's named refusal $refusal._tag with the failure, and refuses the $field it points at", async ({ refusal, field }) => {
    const failure = new CallFailed({ text: "client Not create", reason: new PincodeMismatch({ message: SAME_WORDS, refusal }) })
    const stored = { loginData: client([address(1)]), current_address: address(1), user_address: [address(1)] }
    const actor = createActor(fakes({ session: stored.loginData, add: failure }).machine, { input: stored }).start()
    await settle(actor, "signedIn")
    actor.send({ type: "auth.address.add", address: address(3) })
    await waitFor(actor, (s) => s.matches({ signedIn: { add: "failed" } }))
    expect(actor.getSnapshot().context).toMatchObject({
      refusedField: field, problem: { _tag: "KeptFailure", failure: "PincodeMismatch", sentence: SAME_WORDS, refusal }
    })
  })

  it("keeps a failed delete's failure too, naming no field", async () => {
    const failure = failedWith("NotFound", { message: SAME_WORDS })
    const stored = { loginData: client([address(1), address(2)]), current_address: address(1), user_address: [address(1), address(2)] }
    const actor = createActor(fakes({ session: stored.loginData, remove: failure }).machine, { input: stored }).start()
    await settle(actor, "signedIn")
    actor.send({ type: "auth.address.delete", _id: address(2)._id })
    await waitFor(actor, (s) => s.matches({ signedIn: { delete: "failed" } }))
    expect(actor.getSnapshot().context).toMatchObject({ refusedField: null, error: "client Not create", problem: keepFailure(failure) })
  })
})
