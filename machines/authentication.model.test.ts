import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createActor, type EventObject, type SnapshotFrom } from "xstate"
import { getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from "xstate/graph"
import type { Address, AddressInput, Client } from "#domain/order.ts"
import {
  type AuthenticationEvent,
  type AuthenticationInput,
  authenticationMachine,
  type AuthenticationMachine,
  type LoginAnswer
} from "./authentication.machine.ts"
import { afterDelay, DONE, ERROR, invokeDone, invokeError, isAfter, keyedByTransition, longestOnly, outputOf, replayPath, takenIn } from "./graph-walk.test-support.ts"
import { heldCalls } from "./held-calls.test-support.ts"
import { CallFailed, Unreachable } from "#domain/failures.ts"
import { CodeExpired, CodeWrong, NumberLocked, PincodeMismatch } from "#domain/http/errors.ts"

// Model-based tests of the authentication actor: the paths are generated from the REAL machine's
// graph (xstate/graph walks it purely, without running its calls), and every path is replayed on a
// real, started actor whose calls are held fakes. What the world does is an explicit event of the
// walk: a call's answer is `xstate.done.actor.<id>` (or `xstate.error.actor.<id>`), a second of the
// resend wait is `xstate.after.SECOND.<state>`. On replay those are made to happen for real (the held
// call is resolved or rejected, the fake clock moves a second), and after every step the actor's value
// and context must be the walk's.
//
// Besides the walk, every step is checked against `expectedAfter` below: §4, §8 and DESIGN §4 written
// out as what an observer sees (the stage of sign-in, isAuth, the address book and which address is
// current, the §8 text, the seconds before a resend, the checkout counters) and which call is in
// flight with what it asked. There is no separate specification machine: the walk is the machine's own.

const NUMBER = "9876543210"
const OTHER_NUMBER = "9123456780"
const CODE = "123456"
const WRONG_CODE_WORDS = "The code is wrong; 4 tries left."
const LOCKED_WORDS = "Too many wrong codes; try again in 15 minutes."
const EXPIRED_WORDS = "The code has expired; please ask for a new one."
const PINCODE_WORDS = "Pincode 600018 is in Tamil Nadu, not Kerala. Please check the pincode or the state."

const address = (n: number, Type: Address["Type"] = "Home"): Address => ({
  _id: n.toString(16).padStart(24, "0") as Address["_id"],
  Name: `Kiran ${n}`,
  Mobile: NUMBER as Address["Mobile"],
  HNo: `${n}, Sunrise Towers`,
  StreetDet: "Anna Salai",
  LandMark: "",
  AreaDet: "Teynampet",
  City: "Chennai",
  State: "Tamil Nadu",
  Pincode: "600018" as Address["Pincode"],
  Type
})
const inputOf = ({ _id, ...fields }: Address): AddressInput => fields
/** An address the book never holds: selecting it must change nothing. */
const STRANGER = address(9)

const client = (addresses: ReadonlyArray<Address>): Client => ({
  _id: "f".repeat(24) as Client["_id"],
  Name: "Kiran",
  Mobile: NUMBER as Client["Mobile"],
  Email: "kiran@example.in",
  WalletBalance: 0,
  Addresses: addresses,
  createdAt: "2026-11-01T00:00:00.000Z",
  role: "customer"
})

const numberOf = (a: Address) => Number.parseInt(a._id, 16)
/** The server adds an address after the last one it holds. */
const addedTo = (book: ReadonlyArray<Address>) => address(Math.max(0, ...book.map(numberOf)) + 1)
/** The update the screen sends: the last address, now a Work address. */
const updatedLast = (book: ReadonlyArray<Address>) => ({ ...book.at(-1)!, Type: "Work" as const })
const MAX_BOOK = 3

const SIGNED_OUT: AuthenticationInput = { loginData: null, current_address: null, user_address: [] }
/** A returning customer's browser: two addresses kept, the second one current. */
const STORED_BOOK = [address(1), address(2)]
const STORED: AuthenticationInput = { loginData: client(STORED_BOOK), current_address: address(2), user_address: STORED_BOOK }

// What the world does, as the walk's events.
type WalkEvent = AuthenticationEvent | ReturnType<typeof invokeDone<unknown>> | ReturnType<typeof invokeError> | ReturnType<typeof afterDelay>
type Snapshot = SnapshotFrom<AuthenticationMachine>

const RESEND_WAIT = "authentication.awaitingCode.resendWait"
const SECOND = afterDelay("SECOND", RESEND_WAIT)

/** The commands a shopper's screens send, with payloads taken from what the screen shows. */
const commandsFor = ({ context }: Snapshot): ReadonlyArray<AuthenticationEvent> => {
  const book = context.user_address
  return [
    { type: "auth.otp.request", mob: NUMBER },
    { type: "auth.otp.request", mob: OTHER_NUMBER },
    { type: "auth.otp.submit", otp: CODE },
    { type: "auth.register.submit", Name: "Kiran", Email: "kiran@example.in" },
    { type: "auth.number.change" },
    { type: "auth.sign-out" },
    ...(book[1] === undefined ? [] : [{ type: "auth.address.select", address: book[1] } as const]),
    { type: "auth.address.select", address: STRANGER },
    ...(book.length < MAX_BOOK ? [{ type: "auth.address.add", address: inputOf(addedTo(book)) } as const] : []),
    ...(book.length === 0
      ? []
      : [{ type: "auth.address.update", address: updatedLast(book) } as const, { type: "auth.address.delete", _id: book.at(-1)!._id } as const]),
    { type: "checkout.auth-status.set", value: 1 },
    { type: "checkout.step.set", value: 2 }
  ]
}

/**
 * What the server answers each call. An answer depends on what was asked, and the screen asked it
 * from the book this snapshot still holds (a call in flight changes no address).
 */
const answersFor = ({ context }: Snapshot): ReadonlyArray<WalkEvent> => {
  const book = context.user_address
  return [
    invokeDone("checkSession", null),
    invokeDone("checkSession", client(STORED_BOOK)),
    // The current address was removed in another browser.
    invokeDone("checkSession", client([address(1)])),
    invokeError("checkSession", new Error("Failed to fetch")),
    invokeDone("sendOtp", { resendAfterSeconds: 2 }),
    invokeDone("sendOtp", { resendAfterSeconds: 0 }),
    invokeError("sendOtp", new Error("Too many codes asked for; wait a minute.")),
    SECOND,
    invokeDone("login", { _tag: "SignedIn", client: client(STORED_BOOK) } satisfies LoginAnswer),
    // §7 'user not found': the code is right and no customer has the number.
    invokeDone("login", { _tag: "NumberUnknown" } satisfies LoginAnswer),
    // The number locked (by name): back to the number, the server's words stored.
    invokeError("login", new CallFailed({ text: LOCKED_WORDS, reason: new NumberLocked({ message: LOCKED_WORDS, retryAfterSeconds: 900 }) })),
    // A wrong code (by name): the code may be typed again.
    invokeError("login", new CallFailed({ text: WRONG_CODE_WORDS, reason: new CodeWrong({ message: WRONG_CODE_WORDS, triesLeft: 3 }) })),
    // §7 a failed user lookup whose body carries no message (the shop not reached).
    invokeError("login", new CallFailed({ text: "user not found", reason: new Unreachable({ detail: "Failed to fetch" }) })),
    invokeDone("register", client([])),
    invokeError("register", new Error("Email already in use")),
    // The code expired while the form was filled in (by name): back to the number.
    invokeError("register", new CallFailed({ text: "client Not create", reason: new CodeExpired({ message: EXPIRED_WORDS }) })),
    invokeDone("addAddress", client([...book, addedTo(book)])),
    invokeError("addAddress", new Error("Pincode must be 6 digits")),
    // The server refuses the pincode for the state given (by name): the field is named.
    invokeError("addAddress", new CallFailed({ text: "client Not create", reason: new PincodeMismatch({ message: PINCODE_WORDS }) })),
    invokeDone("updateAddress", client(book.length === 0 ? book : [...book.slice(0, -1), updatedLast(book)])),
    invokeError("updateAddress", new Error("Address not found")),
    invokeDone("deleteAddress", client(book.slice(0, -1))),
    invokeError("deleteAddress", new Error("Address not found")),
    invokeDone("signOut", undefined),
    invokeError("signOut", new Error("Failed to fetch"))
  ]
}

// ---------------------------------------------------------------------------------------------
// Walking the real machine.

/** The invoke an answer is for, or null when the event is not a call's answer. */
const invokeOf = (event: EventObject): string | null =>
  event.type.startsWith(DONE) ? event.type.slice(DONE.length) : event.type.startsWith(ERROR) ? event.type.slice(ERROR.length) : null

/** A world's event can happen only when its call is in flight (its child exists) or its delay runs. */
const canHappen = (snapshot: Snapshot, event: EventObject): boolean => {
  const invoke = invokeOf(event)
  if (invoke !== null) return invoke in snapshot.children
  if (isAfter(event)) return snapshot._nodes.some((node) => event.type.endsWith(`.${node.id}`))
  return true
}

/** Errors are told apart by their message (JSON drops an Error's fields). */
const serializeEvent = (event: EventObject) => JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? { error: value.message } : value))

interface Walk {
  readonly input: AuthenticationInput
  /** Which events are walked in a snapshot (on top of `canHappen`). */
  readonly offered: (snapshot: Snapshot, event: WalkEvent) => boolean
}

/**
 * Every shortest path of the real machine. The key of a state is its value and context plus the event
 * that led there, so the paths take every transition of the explored graph at least once, including
 * the ones a guard refuses or a state ignores.
 */
const shortestPaths = ({ input, offered }: Walk) =>
  getShortestPaths(authenticationMachine, {
    input,
    events: (snapshot) => [...commandsFor(snapshot), ...answersFor(snapshot)] as ReadonlyArray<AuthenticationEvent>,
    filterEvents: (snapshot, event) => canHappen(snapshot, event) && offered(snapshot, event),
    serializeEvent,
    serializeState: keyedByTransition(serializeSnapshot, serializeEvent)
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

/** Every simple path (no state twice, states keyed by value and context) of the real machine. */
const simplePaths = ({ input, offered }: Walk) =>
  getSimplePaths(authenticationMachine, {
    input,
    events: (snapshot) => [...commandsFor(snapshot), ...answersFor(snapshot)] as ReadonlyArray<AuthenticationEvent>,
    filterEvents: (snapshot, event) => canHappen(snapshot, event) && offered(snapshot, event),
    serializeEvent
  }) as unknown as ReadonlyArray<StatePath<Snapshot, WalkEvent>>

// ---------------------------------------------------------------------------------------------
// The oracle: §4, §8 and DESIGN §4 as what an observer sees, folded over the events of a path.

type Stage = "checking session" | "signed out" | "sending code" | "awaiting code" | "verifying" | "registering" | "creating account" | "signed in" | "signing out"

/** The stage the actor shows (its top state), in the oracle's words. */
const STAGE_OF_STATE: Record<string, Stage> = {
  checkingSession: "checking session",
  signedOut: "signed out",
  sendingCode: "sending code",
  awaitingCode: "awaiting code",
  verifying: "verifying",
  registering: "registering",
  creatingAccount: "creating account",
  signedIn: "signed in",
  signingOut: "signing out"
}
const stageShown = (snapshot: Snapshot): Stage => STAGE_OF_STATE[typeof snapshot.value === "string" ? snapshot.value : Object.keys(snapshot.value)[0]!]!

type AddressCall = "addAddress" | "updateAddress" | "deleteAddress"

interface Seen {
  readonly stage: Stage
  readonly isAuth: boolean
  readonly mob: string
  readonly otp: string
  readonly book: ReadonlyArray<Address>
  readonly current: Address | null
  readonly error: string | null
  /** The address field the server refused in the last address call. */
  readonly refusedField: string | null
  readonly resendIn: number
  readonly counters: { readonly status: number; readonly steps: number }
  /** The address call in flight (one at a time), with what it asked. */
  readonly addressCall: { readonly call: AddressCall; readonly asked: unknown } | null
  /** The registration asked for, while it is in flight. */
  readonly registration: { readonly Name: string; readonly Email: string } | null
}

const initiallySeen = (input: AuthenticationInput): Seen => ({
  stage: input.loginData === null ? "signed out" : "checking session",
  isAuth: input.loginData !== null,
  mob: input.loginData?.Mobile ?? "",
  otp: "",
  book: input.loginData === null ? [] : input.user_address,
  current: input.loginData === null ? null : input.current_address,
  error: null,
  refusedField: null,
  resendIn: 0,
  counters: { status: 0, steps: 0 },
  addressCall: null,
  registration: null
})

/** §4 sign-in: the client's Addresses; the current one kept if still there, else the first, if any. */
const signIn = (seen: Seen, signedIn: Client): Seen => ({
  ...seen,
  stage: "signed in",
  isAuth: true,
  book: signedIn.Addresses,
  current: signedIn.Addresses.find((a) => a._id === seen.current?._id) ?? signedIn.Addresses[0] ?? null,
  error: null,
  addressCall: null,
  registration: null
})

/** §4 sign-out: no login data, not authenticated, no current address, no list; checkout counters back to 0. */
const signOut = (seen: Seen): Seen => ({
  ...seen,
  stage: "signed out",
  isAuth: false,
  otp: "",
  book: [],
  current: null,
  error: null,
  refusedField: null,
  counters: { status: 0, steps: 0 }
})

const CLIENT_FAILED = "client Not create" // §8 client register, SMS, add address, update address

const answered = (event: EventObject, call: string) => event.type === `${DONE}${call}`
const failed = (event: EventObject, call: string) => event.type === `${ERROR}${call}`
const errorOf = (event: EventObject) => (event as EventObject & { readonly error?: unknown }).error

/** What an observer sees after `event`. */
const seenAfter = (seen: Seen, event: WalkEvent): Seen => {
  const { stage } = seen
  const signedIn = stage === "signed in"
  const idle = signedIn && seen.addressCall === null
  switch (event.type) {
    case "checkout.auth-status.set":
      return { ...seen, counters: { ...seen.counters, status: event.value } }
    case "checkout.step.set":
      return { ...seen, counters: { ...seen.counters, steps: event.value } }
    case "auth.otp.request":
      // A code is asked for when signed out; again for the same number once the wait has passed.
      if (stage === "signed out") return { ...seen, stage: "sending code", mob: event.mob, otp: "", error: null }
      if (stage === "awaiting code" && seen.resendIn === 0 && event.mob === seen.mob) return { ...seen, stage: "sending code", otp: "", error: null }
      return seen
    case "auth.otp.submit":
      return stage === "awaiting code" ? { ...seen, stage: "verifying", otp: event.otp, error: null } : seen
    case "auth.number.change":
      return stage === "awaiting code" || stage === "registering" ? { ...seen, stage: "signed out", otp: "", error: null } : seen
    case "auth.register.submit":
      return stage === "registering" ? { ...seen, stage: "creating account", registration: { Name: event.Name, Email: event.Email } } : seen
    case "auth.sign-out":
      return signedIn ? { ...seen, stage: "signing out", addressCall: null } : seen
    case "auth.address.select":
      return signedIn && seen.book.some((a) => a._id === event.address._id) ? { ...seen, current: event.address } : seen
    // One address call at a time; a call starting forgets the field refused last.
    case "auth.address.add":
      return idle ? { ...seen, refusedField: null, addressCall: { call: "addAddress", asked: event.address } } : seen
    case "auth.address.update":
      return idle ? { ...seen, refusedField: null, addressCall: { call: "updateAddress", asked: event.address } } : seen
    case "auth.address.delete":
      return idle ? { ...seen, refusedField: null, addressCall: { call: "deleteAddress", asked: { _id: event._id } } } : seen
  }
  if (event.type === SECOND.type) return { ...seen, resendIn: seen.resendIn - 1 }
  if (answered(event, "checkSession")) {
    const known = outputOf<Client | null>(event)
    return known === null ? { ...signOut(seen), counters: seen.counters } : signIn(seen, known)
  }
  // Offline: the stored session is kept until a call says otherwise.
  if (failed(event, "checkSession")) return { ...seen, stage: "signed in" }
  if (answered(event, "sendOtp")) {
    // DESIGN §4: the server's wait, in whole seconds.
    return { ...seen, stage: "awaiting code", resendIn: Math.ceil(outputOf<{ readonly resendAfterSeconds: number }>(event).resendAfterSeconds), error: null }
  }
  if (failed(event, "sendOtp")) return { ...seen, stage: "signed out", error: CLIENT_FAILED }
  if (answered(event, "login")) {
    const answer = outputOf<LoginAnswer>(event)
    // §7: an unknown number registers, with the code it was sent.
    return answer._tag === "SignedIn" ? signIn(seen, answer.client) : { ...seen, stage: "registering", error: null }
  }
  // §8 user lookup: the server's body, else §7's fallback message.
  // A code that cannot work any more (the number locked, the code expired) goes back to the number.
  if (failed(event, "login")) {
    const failure = errorOf(event) as CallFailed
    const gone = failure.reason._tag === "NumberLocked" || failure.reason._tag === "CodeExpired"
    return gone ? { ...seen, stage: "signed out", otp: "", error: failure.text } : { ...seen, stage: "awaiting code", error: failure.text }
  }
  if (answered(event, "register")) return signIn(seen, outputOf<Client>(event))
  if (failed(event, "register")) {
    // A code that cannot work any more goes back to the number; anything else leaves the form to send again.
    const failure = errorOf(event)
    const gone = failure instanceof CallFailed && (failure.reason._tag === "NumberLocked" || failure.reason._tag === "CodeExpired")
    return gone
      ? { ...seen, stage: "signed out", otp: "", error: CLIENT_FAILED, registration: null }
      : { ...seen, stage: "registering", error: CLIENT_FAILED, registration: null }
  }
  if (answered(event, "signOut") || failed(event, "signOut")) return signOut(seen)
  for (const call of ["addAddress", "updateAddress", "deleteAddress"] as const) {
    // §8 has no row for a delete: it shares the client calls' text. A pincode refused for its state names its field.
    if (failed(event, call)) {
      const failure = errorOf(event)
      const refusedField = failure instanceof CallFailed && failure.reason._tag === "PincodeMismatch" ? "Pincode" : null
      return { ...seen, addressCall: null, error: CLIENT_FAILED, refusedField }
    }
    if (answered(event, call)) {
      const book = outputOf<Client>(event).Addresses
      // §4: an add keeps the current address (the first becomes current if there was none); replacing
      // the list or removing an address makes the first entry current.
      const current = call === "addAddress" ? (seen.current ?? book[0] ?? null) : (book[0] ?? null)
      return { ...seen, book, current, addressCall: null, error: null }
    }
  }
  return seen
}

const CALLS = ["checkSession", "sendOtp", "login", "register", "addAddress", "updateAddress", "deleteAddress", "signOut"] as const
type Call = (typeof CALLS)[number]

/** The call in flight an observer expects, with what it must have asked (none at rest). */
const callInFlight = (seen: Seen): { readonly call: Call; readonly asked: unknown } | null => {
  switch (seen.stage) {
    case "checking session":
      return { call: "checkSession", asked: undefined }
    case "sending code":
      return { call: "sendOtp", asked: { mob: seen.mob } }
    case "verifying":
      // DESIGN §4: the number and the typed code go to the server, which alone knows the code.
      return { call: "login", asked: { mob: seen.mob, otp: seen.otp } }
    case "creating account":
      return { call: "register", asked: { mob: seen.mob, otp: seen.otp, ...seen.registration } }
    case "signing out":
      return { call: "signOut", asked: undefined }
    case "signed in":
      return seen.addressCall
    default:
      return null
  }
}

// ---------------------------------------------------------------------------------------------
// Replaying a path on a real actor.

const replay = async (input: AuthenticationInput, path: StatePath<Snapshot, WalkEvent>) => {
  const fakes = {
    checkSession: heldCalls<Client | null, unknown>({ what: "session check" }),
    sendOtp: heldCalls<{ readonly resendAfterSeconds: number }, { readonly mob: string }>({ what: "code" }),
    login: heldCalls<LoginAnswer, { readonly mob: string; readonly otp: string }>({ what: "login" }),
    register: heldCalls<Client, { readonly mob: string; readonly otp: string; readonly Name: string; readonly Email: string }>({ what: "registration" }),
    addAddress: heldCalls<Client, AddressInput>({ what: "address add" }),
    updateAddress: heldCalls<Client, Address>({ what: "address update" }),
    deleteAddress: heldCalls<Client, { readonly _id: string }>({ what: "address delete" }),
    signOut: heldCalls<void, unknown>({ what: "sign-out" })
  }
  const machine = authenticationMachine.provide({ actors: Object.fromEntries(CALLS.map((call) => [call, fakes[call].logic])) })
  let seen = initiallySeen(input)
  await replayPath(path, {
    start: () => createActor(machine, { input }).start(),
    happen: async (event) => {
      seen = seenAfter(seen, event)
      const invoke = invokeOf(event) as Call | null
      if (invoke !== null) {
        const call = fakes[invoke].only()
        if (event.type.startsWith(DONE)) (call.resolve as (output: unknown) => void)(outputOf(event))
        else call.reject(errorOf(event))
        return true
      }
      if (isAfter(event)) {
        await vi.advanceTimersByTimeAsync(1000)
        return true
      }
      return false
    },
    settle: async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve()
    },
    check: (snapshot, _sent, where) => {
      const { context } = snapshot
      expect(stageShown(snapshot), `${where}: stage`).toBe(seen.stage)
      expect(
        {
          isAuth: context.isAuth,
          mob: context.mob,
          otp: context.otp,
          book: context.user_address,
          current: context.current_address,
          error: context.error,
          refusedField: context.refusedField,
          resendIn: context.resendIn,
          counters: { status: context.checkout_authentication_status, steps: context.checkout_process_steps }
        },
        `${where}: what is seen`
      ).toEqual({
        isAuth: seen.isAuth, mob: seen.mob, otp: seen.otp, book: seen.book, current: seen.current, error: seen.error, refusedField: seen.refusedField,
        resendIn: seen.resendIn, counters: seen.counters
      })
      // DESIGN §4: another code may be asked for only once the wait has passed.
      if (seen.stage === "awaiting code") {
        expect(snapshot.matches({ awaitingCode: seen.resendIn > 0 ? "resendWait" : "resendOpen" }), `${where}: resend`).toBe(true)
      }
      // §4 the address made current is one of the book, and there is one whenever the book has any.
      const current = context.current_address
      expect(current === null ? context.user_address.length === 0 : context.user_address.some((a) => a._id === current._id), `${where}: current`).toBe(true)
      // Exactly the call the stage awaits is in flight, and it asked what the shopper gave.
      const expected = callInFlight(seen)
      for (const call of CALLS) {
        const live = fakes[call].live().map((held) => held.input)
        expect(live, `${where}: ${call} in flight`).toEqual(expected?.call === call ? [expected.asked] : [])
      }
    }
  })
}

// ---------------------------------------------------------------------------------------------

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const isCommand = (event: WalkEvent) => event.type.startsWith("auth.") || event.type.startsWith("checkout.")

/** Signing in from a signed-out browser: codes, waits, wrong codes, registration; signed in, the shopper signs out. */
const SIGNING_IN: Walk = {
  input: SIGNED_OUT,
  offered: (snapshot, event) =>
    // The address book and the checkout counters are the other walk's; a code for another number is
    // offered while one is awaited (a resend must be for the same number).
    !event.type.startsWith("auth.address.") &&
    !event.type.startsWith("checkout.") &&
    !(event.type === "auth.otp.request" && event.mob === OTHER_NUMBER && !snapshot.matches("awaitingCode"))
}

/** The sign-in of the first walk with one answer of each kind, for simple paths (they explode with every answer). */
const SIGN_IN_SIMPLY: Walk = {
  input: SIGNED_OUT,
  offered: (snapshot, event) =>
    SIGNING_IN.offered(snapshot, event) &&
    !(event.type === "auth.otp.request" && event.mob === OTHER_NUMBER) &&
    !(answered(event, "sendOtp") && outputOf<{ readonly resendAfterSeconds: number }>(event).resendAfterSeconds === 0) &&
    !(failed(event, "login") && (errorOf(event) as Error).message === "") &&
    !failed(event, "signOut")
}

/** A returning customer: the stored session checked, the address book worked on, the checkout counters set, signed out. */
const RETURNING: Walk = {
  input: STORED,
  offered: (snapshot, event) => {
    if (!isCommand(event)) return true
    // The counters are set directly whatever the state: set while signing out, they must be back to 0
    // once signed out (setting them in every state would only multiply the graph by four).
    if (event.type === "checkout.auth-status.set") return snapshot.matches("signingOut") && snapshot.context.checkout_authentication_status === 0
    if (event.type === "checkout.step.set") return snapshot.matches("signingOut") && snapshot.context.checkout_process_steps === 0
    if (event.type === "auth.address.update") return snapshot.matches("signedIn") && snapshot.context.user_address.at(-1)?.Type === "Home"
    return snapshot.matches("signedIn") && (event.type.startsWith("auth.address.") || event.type === "auth.sign-out")
  }
}

const SIGN_IN_STAGES: ReadonlyArray<Stage> = ["signed out", "sending code", "awaiting code", "verifying", "registering", "creating account", "signed in", "signing out"]
const outcomes = (...calls: ReadonlyArray<Call>) => calls.flatMap((call) => [`${DONE}${call}`, `${ERROR}${call}`])

const WALKS = [
  {
    name: "signing in from a signed-out browser",
    walk: SIGNING_IN,
    stages: SIGN_IN_STAGES,
    events: ["auth.otp.request", "auth.otp.submit", "auth.register.submit", "auth.number.change", "auth.sign-out", SECOND.type, ...outcomes("sendOtp", "login", "register", "signOut")]
  },
  {
    name: "a returning customer's session and address book",
    walk: RETURNING,
    stages: ["checking session", "signed in", "signing out", "signed out"] satisfies ReadonlyArray<Stage>,
    events: [
      "auth.address.select", "auth.address.add", "auth.address.update", "auth.address.delete", "auth.sign-out", "checkout.auth-status.set", "checkout.step.set",
      ...outcomes("checkSession", "addAddress", "updateAddress", "deleteAddress", "signOut")
    ]
  }
]

const stagesOf = (paths: ReadonlyArray<StatePath<Snapshot, WalkEvent>>) => new Set(paths.flatMap((path) => path.steps.map((step) => stageShown(step.state))))

describe.each(WALKS)("authentication actor on the real machine, $name: every shortest path", ({ walk, stages, events }) => {
  const generated = shortestPaths(walk)
  const paths = longestOnly(generated, serializeEvent)

  it("takes every transition the walk offers: every stage, every command and every answer", () => {
    expect(stagesOf(generated)).toEqual(new Set(stages))
    expect(takenIn(generated)).toEqual(new Set(events))
    // Each generated path is one of those replayed or the beginning of one.
    expect(paths.length).toBeLessThan(generated.length)
  })

  it("behaves as §4, §8 and DESIGN §4 say on a real actor along every path", async () => {
    for (const path of paths) await replay(walk.input, path)
  }, 60_000)
})

describe("authentication actor on the real machine, signing in with one answer of each kind: every simple path", () => {
  const generated = simplePaths(SIGN_IN_SIMPLY)
  const paths = longestOnly(generated, serializeEvent)

  it("goes through every stage of sign-in and back, every way that visits no state twice", () => {
    expect(stagesOf(generated)).toEqual(new Set(SIGN_IN_STAGES))
    expect(takenIn(generated)).toEqual(new Set(["auth.otp.request", "auth.otp.submit", "auth.register.submit", "auth.number.change", "auth.sign-out", SECOND.type, ...outcomes("sendOtp", "login", "register"), `${DONE}signOut`]))
  })

  it("behaves as §4, §8 and DESIGN §4 say on a real actor along every path", async () => {
    for (const path of paths) await replay(SIGN_IN_SIMPLY.input, path)
  }, 60_000)
})
