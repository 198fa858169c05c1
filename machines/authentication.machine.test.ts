import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, createMachine, fromPromise, spawnChild, waitFor } from "xstate"
import type { Address, AddressInput, Client } from "#domain/order.ts"
import { authenticationMachine, type AuthenticationInput, type LoginAnswer, type SessionFact } from "./authentication.machine.ts"

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
  login: LoginAnswer | Error
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
      login: answer<LoginAnswer, { readonly mob: string; readonly otp: string }>("login", overrides.login, { success: true, client: client([address(1), address(2)]) }),
      register: answer<Client, { readonly mob: string; readonly otp: string; readonly Name: string; readonly Email: string }>("register", overrides.register, client([])),
      addAddress: answer<Client, AddressInput>("addAddress", overrides.add, client([address(1), address(2), address(3)])),
      updateAddress: answer<Client, Address>("updateAddress", overrides.update, client([address(2), address(1)])),
      deleteAddress: answer<Client, { readonly _id: string }>("deleteAddress", overrides.remove, client([address(2)])),
      signOut: answer<void, unknown>("signOut", undefined, undefined)
    }
  })
  return { machine, calls }
}

const settle = <T extends { getSnapshot: () => { value: unknown } }>(actor: T, value: unknown) =>
  waitFor(actor as never, (s: { matches: (v: never) => boolean }) => s.matches(value as never), { timeout: 1000 })

describe("the authentication actor", () => {
  it("starts signed out with userLoading and addressLoading settled, and checkout counters at 0", () => {
    const actor = createActor(fakes().machine, { input: signedOut }).start()
    const s = actor.getSnapshot()
    expect(s.value).toBe("signedOut")
    expect(s.context).toMatchObject({ isAuth: false, userLoading: false, addressLoading: false, checkout_authentication_status: 0, checkout_process_steps: 0 })
  })

  it("keeps userLoading true while a stored session is checked, then signs in from the server's client", async () => {
    const { machine, calls } = fakes()
    const actor = createActor(machine, { input: { loginData: client([address(1)]), current_address: null, user_address: [address(1)] } }).start()
    expect(actor.getSnapshot().context.userLoading).toBe(true)
    await settle(actor, "signedIn")
    expect(actor.getSnapshot().context).toMatchObject({ isAuth: true, userLoading: false, current_address: address(1) })
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
    const { machine, calls } = fakes({ login: { success: false, message: "user not found" } })
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
    const refused = createActor(fakes({ login: { success: false, message: "The code is wrong; 4 tries left." } }).machine, { input: signedOut }).start()
    refused.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(refused, "awaitingCode")
    refused.send({ type: "auth.otp.submit", otp: "000000" })
    await waitFor(refused, (s) => s.context.error !== null)
    expect(refused.getSnapshot().matches("awaitingCode")).toBe(true)
    expect(refused.getSnapshot().context.error).toBe("The code is wrong; 4 tries left.")
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
    expect(actor.getSnapshot().context.addressLoading).toBe(true)
    await waitFor(actor, (s) => s.matches({ signedIn: "idle" }) && !s.context.addressLoading)
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

  it("keeps the §8 text when an address call fails, and the list as it was", async () => {
    const actor = createActor(fakes({ add: new Error("400") }).machine, { input: signedOut }).start()
    actor.send({ type: "auth.otp.request", mob: "9876543210" })
    await settle(actor, "awaitingCode")
    actor.send({ type: "auth.otp.submit", otp: "123456" })
    await settle(actor, "signedIn")
    actor.send({ type: "auth.address.add", address: address(3) })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({ error: "client Not create", addressLoading: false, user_address: [address(1), address(2)] })
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
    const { machine } = fakes({ sendOtp: { resendAfterSeconds: 5 }, login: { success: false, message: "The code is wrong; 4 tries left." } })
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
