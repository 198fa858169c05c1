import { failureTagOf, keepFailure, type KeptFailure, refusalOf, storedTextOf } from "#domain/failure-words.ts"
import type { ApiFailureTag } from "#domain/failures.ts"
import type { RefusalTag } from "#domain/refusals.ts"
import { and, assign, enqueueActions, fromPromise, not, setup, stateIn } from "xstate"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import type { Id } from "#domain/common.ts"
import type { Address, AddressInput, Client } from "#domain/order.ts"
import { requestRegion } from "./request-region.ts"
import { shopOf } from "./shop-system.ts"

/**
 * §4 Authentication (the spec's `Athentication` area), with the server-checked sign-in of DESIGN §4:
 * the number and the typed code go to the server, which alone knows the code. The root restores
 * loginData, current_address and user_address from storage into the input, provides the actors
 * below, and persists those three keys whenever they change (DESIGN §1: no side effects here).
 *
 * The machine tells the shop when a session begins (`session.signedIn`, once the stored session is
 * confirmed or a code accepted) and ends (`session.signedOut`); the shop passes it on to the orders,
 * the wishlist and a checkout under way. After a code is sent, another may be asked for only once
 * the server's wait has passed: `resendIn` counts it down, a second at a time.
 *
 * Failures are told apart by name (`_tag`, issue 35): a code that can no longer work sends the
 * shopper back to the number; an address the server refuses for one of its fields says which
 * (`refusedField`), so the form shows the sentence beside it. The failure is kept as plain data
 * (`problem`, a KeptFailure with the server's named refusal), which the screens say in the page's
 * language (issue 39). Signed in, the address book's calls are request regions
 * (machines/request-region.ts), one at a time: their state is what the screens read, and §3's
 * userLoading and addressLoading are read from the state too (machines/authentication-reads.ts).
 */

export interface AuthenticationContext {
  /** §3 the mobile number the OTP step stored. */
  readonly mob: string
  /** §3 the code the shopper typed (kept as §4 says; the server alone checks it). */
  readonly otp: string
  readonly isAuth: boolean
  readonly loginData: Client | null
  readonly current_address: Address | null
  readonly user_address: ReadonlyArray<Address>
  /** §3 checkout_authentication_status, initially 0: set directly by the checkout. */
  readonly checkout_authentication_status: number
  /** §3 checkout_process_steps, initially 0: set directly by the checkout. */
  readonly checkout_process_steps: number
  /** Seconds to wait before another code may be asked for, from the server's answer. */
  readonly resendAfterSeconds: number
  /** Seconds left before another code may be asked for (0: the resend is open). */
  readonly resendIn: number
  /** §8 text of the last failure (or the server's message for the user lookup), cleared by a success. */
  readonly error: string | null
  /** That failure as the screens say it (its name, English sentence and the server's refusal), cleared with it. */
  readonly problem: KeptFailure | null
  /** The address field the server refused in the last address call (the failure is `problem`), or null. */
  readonly refusedField: AddressField | null
}

/** A field of an address, as the form shows it. */
export type AddressField = keyof AddressInput

/** The field of an address each failure refuses, by name: the form shows the failure's sentence beside it. */
const FIELD_REFUSED_BY: Partial<Readonly<Record<ApiFailureTag, AddressField>>> = {
  // The pincode is in another state than the one given (India Post's directory).
  PincodeMismatch: "Pincode"
}

/** The field the server's named refusal points at, where it is more precise than the failure's name. */
const FIELD_NAMED_BY: Partial<Readonly<Record<RefusalTag, AddressField>>> = {
  PincodeState: "Pincode",
  // The pincode is another city's: the city typed is what to check.
  PincodeCity: "City"
}

const fieldRefusedBy = (error: unknown): AddressField | null => {
  const tag = failureTagOf(error)
  if (tag === undefined) return null
  const refusal = refusalOf(error)
  return (refusal === undefined ? undefined : FIELD_NAMED_BY[refusal._tag]) ?? FIELD_REFUSED_BY[tag] ?? null
}

export interface AuthenticationInput {
  readonly loginData: Client | null
  readonly current_address: Address | null
  readonly user_address: ReadonlyArray<Address>
}

/** What the machine tells the shop about the session and its address book. */
export type SessionFact =
  | { readonly type: "session.signedIn"; readonly clientId: Id; readonly address: Address | null }
  | { readonly type: "session.signedOut" }
  /** Issue 33: an address the customer has just added (a checkout at its address step chooses it). */
  | { readonly type: "address.added"; readonly address: Address }

/**
 * The login's answer, by name: the code was right and the number is a customer's (`SignedIn`), or the
 * code was right and no customer has the number (`NumberUnknown`, §7's 'user not found': registration).
 */
export type LoginAnswer =
  | { readonly _tag: "SignedIn"; readonly client: Client }
  | { readonly _tag: "NumberUnknown" }

export type AuthenticationEvent =
  | { readonly type: "auth.otp.request"; readonly mob: string }
  | { readonly type: "auth.otp.submit"; readonly otp: string }
  | { readonly type: "auth.register.submit"; readonly Name: string; readonly Email: string }
  | { readonly type: "auth.number.change" }
  | { readonly type: "auth.sign-out" }
  | { readonly type: "auth.address.select"; readonly address: Address }
  | { readonly type: "auth.address.add"; readonly address: AddressInput }
  | { readonly type: "auth.address.update"; readonly address: Address }
  | { readonly type: "auth.address.delete"; readonly _id: string }
  | { readonly type: "checkout.auth-status.set"; readonly value: number }
  | { readonly type: "checkout.step.set"; readonly value: number }

/** §4 sign-in: the login data, isAuth from it, its Addresses, the first one current if none is. */
const signedIn = (context: AuthenticationContext, client: Client): Partial<AuthenticationContext> => {
  const addresses = client.Addresses
  const kept = context.current_address !== null ? addresses.find((a) => a._id === context.current_address?._id) : undefined
  return {
    loginData: client,
    isAuth: true,
    user_address: addresses,
    current_address: kept ?? addresses[0] ?? null,
    error: null, problem: null
  }
}

/** §4 sign-out: stored login data cleared, isAuth false, current address and list emptied. */
const signedOutContext: Partial<AuthenticationContext> = {
  loginData: null,
  isAuth: false,
  current_address: null,
  user_address: [],
  otp: "",
  refusedField: null
}

/** §4 replacing the list makes its first entry current. */
const addressesReplaced = (client: Client): Partial<AuthenticationContext> => ({
  loginData: client,
  user_address: client.Addresses,
  current_address: client.Addresses[0] ?? null,
  error: null, problem: null
})

const unprovided = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`${name} not provided`)))

const authenticationSetup = setup({
  types: {
    context: {} as AuthenticationContext,
    input: {} as AuthenticationInput,
    events: {} as AuthenticationEvent
  },
  actors: {
    /** The client of the stored session, or null when the server no longer knows it. */
    checkSession: unprovided("checkSession") as ReturnType<typeof fromPromise<Client | null>>,
    sendOtp: unprovided("sendOtp") as ReturnType<typeof fromPromise<{ readonly resendAfterSeconds: number }, { readonly mob: string }>>,
    login: unprovided("login") as ReturnType<typeof fromPromise<LoginAnswer, { readonly mob: string; readonly otp: string }>>,
    register: unprovided("register") as ReturnType<typeof fromPromise<Client, { readonly mob: string; readonly otp: string; readonly Name: string; readonly Email: string }>>,
    addAddress: unprovided("addAddress") as ReturnType<typeof fromPromise<Client, AddressInput>>,
    updateAddress: unprovided("updateAddress") as ReturnType<typeof fromPromise<Client, Address>>,
    deleteAddress: unprovided("deleteAddress") as ReturnType<typeof fromPromise<Client, { readonly _id: string }>>,
    signOut: unprovided("signOut") as ReturnType<typeof fromPromise<void>>
  },
  delays: {
    /** The resend wait counts down in whole seconds, so the form can say how long is left. */
    SECOND: 1000
  },
  guards: {
    hasStoredSession: ({ context }) => context.loginData !== null,
    /** The server no longer knows the stored session. */
    sessionUnknown: (_, params: { readonly client: Client | null }) => params.client === null,
    codeAccepted: (_, params: { readonly answer: LoginAnswer }) => params.answer._tag === "SignedIn",
    /** §7 fallback: the code is right but no client has the number ('user not found'): registration. */
    numberUnknown: (_, params: { readonly answer: LoginAnswer }) => params.answer._tag === "NumberUnknown",
    /** Only an address of the book can be made current. */
    isListedAddress: ({ context }, params: { readonly address: Address }) => context.user_address.some((a) => a._id === params.address._id),
    resendWaitLeft: ({ context }) => context.resendIn > 0,
    isLastSecond: ({ context }) => context.resendIn <= 1,
    /** A resend asks for the number the code went to; a new number goes through `auth.number.change`. */
    isSameNumber: ({ context, event }) => event.type === "auth.otp.request" && event.mob === context.mob,
    /**
     * Typing the code again cannot help: it expired or was used, the number is locked, or the
     * account is blocked (the shopper is told to contact support, at the number step).
     */
    codeGone: (_, params: { readonly error: unknown }) => {
      const tag = failureTagOf(params.error)
      return tag === "CodeExpired" || tag === "NumberLocked" || tag === "AccountBlocked"
    },
    /** The server refused one field of the address (by the failure's name). */
    fieldRefused: (_, params: { readonly error: unknown }) => fieldRefusedBy(params.error) !== null,
    /** One address call at a time: each answers the whole book, so two at once could answer out of order. */
    addressBookFree: and([
      not(stateIn("#authentication.signedIn.add.pending")),
      not(stateIn("#authentication.signedIn.update.pending")),
      not(stateIn("#authentication.signedIn.delete.pending"))
    ])
  },
  actions: {
    announceSignedIn: enqueueActions(({ context, enqueue, system }) => {
      const shop = shopOf<SessionFact>(system)
      if (shop !== undefined && context.loginData !== null) {
        enqueue.sendTo(shop, { type: "session.signedIn", clientId: context.loginData._id, address: context.current_address })
      }
    }),
    announceSignedOut: enqueueActions(({ enqueue, system }) => {
      const shop = shopOf<SessionFact>(system)
      if (shop !== undefined) enqueue.sendTo(shop, { type: "session.signedOut" })
    }),
    announceAddressAdded: enqueueActions(({ enqueue, system }, address: Address | undefined) => {
      const shop = shopOf<SessionFact>(system)
      if (shop !== undefined && address !== undefined) enqueue.sendTo(shop, { type: "address.added", address })
    }),
    /** An address call starts: the field refused last no longer stands. */
    forgetRefusedField: assign({ refusedField: null }),
    /** §8: the call's text is stored (the region keeps the failure in `problem`); no field is named. */
    failAddress: assign((_, params: { readonly text: string }) => ({ error: params.text, refusedField: null })),
    /** The field the server refused, by the failure's name. */
    refuseField: assign((_, params: { readonly error: unknown }) => ({ refusedField: fieldRefusedBy(params.error) }))
  }
})

/** The §8 text of a failed address call, and the field refused when the failure names one. */
const addressFailure = (text: string) => [
  {
    guard: { type: "fieldRefused", params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }) },
    actions: [{ type: "failAddress", params: { text } }, { type: "refuseField", params: ({ event }: { readonly event: { readonly error: unknown } }) => ({ error: event.error }) }]
  },
  { actions: { type: "failAddress", params: { text } } }
] as const

/**
 * What the address book's three calls share: one at a time (`addressBookFree`), a write never
 * abandoned (it would not be undone on the server), the failure kept in `problem` (plain data the
 * screens say in the page's language), and the field refused last forgotten as a call starts.
 */
const addressBookCall = {
  when: "addressBookFree",
  whilePending: "refused",
  problem: { key: "problem", keep: keepFailure },
  onStart: "forgetRefusedField"
} as const

export const authenticationMachine = authenticationSetup.createMachine({
  id: "authentication",
  context: ({ input }) => ({
    mob: input.loginData?.Mobile ?? "",
    otp: "",
    isAuth: input.loginData !== null,
    loginData: input.loginData,
    current_address: input.current_address,
    user_address: input.user_address,
    checkout_authentication_status: 0,
    checkout_process_steps: 0,
    resendAfterSeconds: 0,
    resendIn: 0,
    error: null, problem: null,
    refusedField: null
  }),
  on: {
    // §4: checkout status and steps are set directly to a given value, whatever the sign-in state.
    "checkout.auth-status.set": { actions: assign({ checkout_authentication_status: ({ event }) => event.value }) },
    "checkout.step.set": { actions: assign({ checkout_process_steps: ({ event }) => event.value }) }
  },
  initial: "restoring",
  states: {
    restoring: {
      always: [{ guard: "hasStoredSession", target: "checkingSession" }, { target: "signedOut", actions: assign(signedOutContext) }]
    },
    checkingSession: {
      invoke: {
        id: "checkSession",
        src: "checkSession",
        onDone: [
          // The server no longer knows the stored session: what was restored for it is forgotten.
          { guard: { type: "sessionUnknown", params: ({ event }) => ({ client: event.output }) }, target: "signedOut", actions: [assign(signedOutContext), "announceSignedOut"] },
          { target: "signedIn", actions: assign(({ context, event }) => signedIn(context, event.output!)) }
        ],
        // Offline or the server is down: keep the stored session and let the next call decide.
        onError: { target: "signedIn" }
      }
    },
    signedOut: {
      on: {
        "auth.otp.request": { target: "sendingCode", actions: assign({ mob: ({ event }) => event.mob, otp: "", error: null, problem: null }) }
      }
    },
    sendingCode: {
      invoke: {
        id: "sendOtp",
        src: "sendOtp",
        input: ({ context }) => ({ mob: context.mob }),
        onDone: {
          target: "awaitingCode",
          actions: assign({
            resendAfterSeconds: ({ event }) => event.output.resendAfterSeconds,
            resendIn: ({ event }) => Math.max(0, Math.ceil(event.output.resendAfterSeconds)),
            error: null, problem: null
          })
        },
        onError: { target: "signedOut", actions: assign({ error: ERROR_TEXTS.clientSms, problem: ({ event }) => keepFailure(event.error) }) }
      }
    },
    awaitingCode: {
      on: {
        // §4 the login OTP step stores the entered number and OTP.
        "auth.otp.submit": { target: "verifying", actions: assign({ otp: ({ event }) => event.otp, error: null, problem: null }) },
        "auth.number.change": { target: "signedOut", actions: assign({ otp: "", error: null, problem: null }) }
      },
      initial: "choosing",
      states: {
        // Back from a wrong code, the wait goes on from where it was.
        choosing: { always: [{ guard: "resendWaitLeft", target: "resendWait" }, { target: "resendOpen" }] },
        // DESIGN §4: 30 s (the server's figure) before another code may be sent.
        resendWait: {
          after: {
            SECOND: [
              { guard: "isLastSecond", target: "resendOpen", actions: assign({ resendIn: 0 }) },
              { target: "resendWait", reenter: true, actions: assign({ resendIn: ({ context }) => context.resendIn - 1 }) }
            ]
          }
        },
        resendOpen: {
          on: {
            "auth.otp.request": {
              guard: "isSameNumber",
              target: "#authentication.sendingCode",
              actions: assign({ otp: "", error: null, problem: null })
            }
          }
        }
      }
    },
    verifying: {
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => ({ mob: context.mob, otp: context.otp }),
        onDone: [
          {
            guard: { type: "codeAccepted", params: ({ event }) => ({ answer: event.output }) },
            target: "signedIn",
            actions: assign(({ context, event }) => (event.output._tag === "SignedIn" ? signedIn(context, event.output.client) : {}))
          },
          // §7 fallback: an unknown number is offered registration (the code stays for it).
          { guard: { type: "numberUnknown", params: ({ event }) => ({ answer: event.output }) }, target: "registering", actions: assign({ error: null, problem: null }) }
        ],
        // §8 user lookup: the server's error body (its message) is what is stored. A code that
        // cannot work any more (expired, used, the number locked, the account blocked) sends the
        // shopper back to the number, to ask for a new one when the server allows; a wrong code lets
        // them type it again.
        onError: [
          {
            guard: { type: "codeGone", params: ({ event }) => ({ error: event.error }) },
            target: "signedOut",
            actions: assign(({ event }) => ({ otp: "", error: storedTextOf(event.error, ERROR_TEXTS.userNotFound), problem: keepFailure(event.error) }))
          },
          {
            target: "awaitingCode",
            actions: assign(({ event }) => ({ error: storedTextOf(event.error, ERROR_TEXTS.userNotFound), problem: keepFailure(event.error) }))
          }
        ]
      }
    },
    registering: {
      on: {
        "auth.register.submit": { target: "creatingAccount" },
        "auth.number.change": { target: "signedOut", actions: assign({ otp: "", error: null, problem: null }) }
      }
    },
    creatingAccount: {
      invoke: {
        id: "register",
        src: "register",
        input: ({ context, event }) => ({
          mob: context.mob,
          otp: context.otp,
          Name: event.type === "auth.register.submit" ? event.Name : "",
          Email: event.type === "auth.register.submit" ? event.Email : ""
        }),
        onDone: { target: "signedIn", actions: assign(({ context, event }) => signedIn(context, event.output)) },
        onError: [
          // The code can no longer work (expired, or the number locked): back to the number for a new one.
          {
            guard: { type: "codeGone", params: ({ event }) => ({ error: event.error }) },
            target: "signedOut",
            actions: assign(({ event }) => ({ otp: "", error: ERROR_TEXTS.clientRegister, problem: keepFailure(event.error) }))
          },
          { target: "registering", actions: assign({ error: ERROR_TEXTS.clientRegister, problem: ({ event }) => keepFailure(event.error) }) }
        ]
      }
    },
    signedIn: {
      entry: "announceSignedIn",
      type: "parallel",
      on: {
        "auth.sign-out": { target: "signingOut" },
        // §4 setting the current address persists it (the root writes current_address).
        "auth.address.select": {
          guard: { type: "isListedAddress", params: ({ event }) => ({ address: event.address }) },
          actions: assign({ current_address: ({ event }) => event.address })
        }
      },
      // The address book's calls (`addressBookCall`); each answers the whole book.
      states: {
        add: requestRegion(authenticationSetup, {
          ...addressBookCall,
          command: "auth.address.add",
          src: "addAddress",
          id: "addAddress",
          input: (event) => event.address,
          // The new address is the last one; the current one stays unless there was none.
          onDone: [
            assign(({ context, event }) => ({
              loginData: event.output,
              user_address: event.output.Addresses,
              current_address: context.current_address ?? event.output.Addresses[0] ?? null,
              error: null, problem: null
            })),
            { type: "announceAddressAdded", params: ({ event }) => event.output.Addresses.at(-1) }
          ],
          onErrorTransitions: addressFailure(ERROR_TEXTS.addAddress)
        }),
        update: requestRegion(authenticationSetup, {
          ...addressBookCall,
          command: "auth.address.update",
          src: "updateAddress",
          id: "updateAddress",
          input: (event) => event.address,
          // §4 replacing the address list makes its first entry current.
          onDone: assign(({ event }) => addressesReplaced(event.output)),
          onErrorTransitions: addressFailure(ERROR_TEXTS.updateAddress)
        }),
        delete: requestRegion(authenticationSetup, {
          ...addressBookCall,
          command: "auth.address.delete",
          src: "deleteAddress",
          id: "deleteAddress",
          input: (event) => ({ _id: event._id }),
          // §4 removing filters the address out by _id and makes the first remaining one current.
          onDone: assign(({ event }) => ({
            loginData: event.output,
            user_address: event.output.Addresses,
            current_address: event.output.Addresses[0] ?? null,
            error: null, problem: null
          })),
          // §8 has no row for deleting an address: the client calls share 'client Not create'. No field is refused.
          onError: { type: "failAddress", params: { text: ERROR_TEXTS.updateAddress } }
        })
      }
    },
    signingOut: {
      invoke: {
        id: "signOut",
        src: "signOut",
        // Signed out locally even when the server cannot be reached: the session expires there.
        onDone: { target: "signedOut", actions: [assign({ ...signedOutContext, checkout_authentication_status: 0, checkout_process_steps: 0, error: null, problem: null }), "announceSignedOut"] },
        onError: { target: "signedOut", actions: [assign({ ...signedOutContext, checkout_authentication_status: 0, checkout_process_steps: 0, error: null, problem: null }), "announceSignedOut"] }
      }
    }
  }
})

export type AuthenticationMachine = typeof authenticationMachine
