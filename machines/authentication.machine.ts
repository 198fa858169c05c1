import { assign, fromPromise, setup } from "xstate"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import type { Address, AddressInput, Client } from "#domain/order.ts"

/**
 * §4 Authentication (the spec's `Athentication` area), with the server-checked sign-in of DESIGN §4:
 * the number and the typed code go to the server, which alone knows the code. The root restores
 * loginData, current_address and user_address from storage into the input, provides the actors
 * below, and persists those three keys whenever they change (DESIGN §1: no side effects here).
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
  /** §3 initially true: false once the stored session is confirmed or there is none. */
  readonly userLoading: boolean
  /** §3 initially true: false once the address book is known. */
  readonly addressLoading: boolean
  /** Seconds to wait before another code may be asked for, from the server's answer. */
  readonly resendAfterSeconds: number
  /** §8 text of the last failure (or the server's message for the user lookup), cleared by a success. */
  readonly error: string | null
}

export interface AuthenticationInput {
  readonly loginData: Client | null
  readonly current_address: Address | null
  readonly user_address: ReadonlyArray<Address>
}

export type LoginAnswer =
  | { readonly success: true; readonly client: Client }
  | { readonly success: false; readonly message: string }

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
    userLoading: false,
    addressLoading: false,
    error: null
  }
}

/** §4 sign-out: stored login data cleared, isAuth false, current address and list emptied. */
const signedOutContext: Partial<AuthenticationContext> = {
  loginData: null,
  isAuth: false,
  current_address: null,
  user_address: [],
  otp: "",
  userLoading: false,
  addressLoading: false
}

/** §4 replacing the list makes its first entry current. */
const addressesReplaced = (client: Client): Partial<AuthenticationContext> => ({
  loginData: client,
  user_address: client.Addresses,
  current_address: client.Addresses[0] ?? null,
  addressLoading: false,
  error: null
})

const unprovided = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`${name} not provided`)))

export const authenticationMachine = setup({
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
  guards: {
    hasStoredSession: ({ context }) => context.loginData !== null
  }
}).createMachine({
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
    userLoading: true,
    addressLoading: true,
    resendAfterSeconds: 0,
    error: null
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
        src: "checkSession",
        onDone: [
          { guard: ({ event }) => event.output === null, target: "signedOut", actions: assign(signedOutContext) },
          { target: "signedIn", actions: assign(({ context, event }) => signedIn(context, event.output!)) }
        ],
        // Offline or the server is down: keep the stored session and let the next call decide.
        onError: { target: "signedIn", actions: assign({ userLoading: false, addressLoading: false }) }
      }
    },
    signedOut: {
      on: {
        "auth.otp.request": { target: "sendingCode", actions: assign({ mob: ({ event }) => event.mob, otp: "", error: null }) }
      }
    },
    sendingCode: {
      invoke: {
        src: "sendOtp",
        input: ({ context }) => ({ mob: context.mob }),
        onDone: { target: "awaitingCode", actions: assign({ resendAfterSeconds: ({ event }) => event.output.resendAfterSeconds, error: null }) },
        onError: { target: "signedOut", actions: assign({ error: ERROR_TEXTS.clientSms }) }
      }
    },
    awaitingCode: {
      on: {
        // §4 the login OTP step stores the entered number and OTP.
        "auth.otp.submit": { target: "verifying", actions: assign({ otp: ({ event }) => event.otp, error: null }) },
        "auth.otp.request": { target: "sendingCode", actions: assign({ mob: ({ event }) => event.mob, otp: "", error: null }) },
        "auth.number.change": { target: "signedOut", actions: assign({ otp: "", error: null }) }
      }
    },
    verifying: {
      invoke: {
        src: "login",
        input: ({ context }) => ({ mob: context.mob, otp: context.otp }),
        onDone: [
          { guard: ({ event }) => event.output.success, target: "signedIn", actions: assign(({ context, event }) => event.output.success ? signedIn(context, event.output.client) : {}) },
          // §7 fallback: an unknown number is offered registration (the code stays for it).
          { guard: ({ event }) => !event.output.success && event.output.message === ERROR_TEXTS.userNotFound, target: "registering", actions: assign({ error: null }) },
          { target: "awaitingCode", actions: assign({ error: ({ event }) => (event.output.success ? null : event.output.message) }) }
        ],
        // §8 user lookup: the server's error body (its message) is what is stored.
        onError: {
          target: "awaitingCode",
          actions: assign({ error: ({ event }) => messageOf(event.error) ?? ERROR_TEXTS.userNotFound })
        }
      }
    },
    registering: {
      on: {
        "auth.register.submit": { target: "creatingAccount" },
        "auth.number.change": { target: "signedOut", actions: assign({ otp: "", error: null }) }
      }
    },
    creatingAccount: {
      invoke: {
        src: "register",
        input: ({ context, event }) => ({
          mob: context.mob,
          otp: context.otp,
          Name: event.type === "auth.register.submit" ? event.Name : "",
          Email: event.type === "auth.register.submit" ? event.Email : ""
        }),
        onDone: { target: "signedIn", actions: assign(({ context, event }) => signedIn(context, event.output)) },
        onError: { target: "registering", actions: assign({ error: ERROR_TEXTS.clientRegister }) }
      }
    },
    signedIn: {
      initial: "idle",
      on: {
        "auth.sign-out": { target: "signingOut" },
        // §4 setting the current address persists it (the root writes current_address).
        "auth.address.select": {
          guard: ({ context, event }) => context.user_address.some((a) => a._id === event.address._id),
          actions: assign({ current_address: ({ event }) => event.address })
        }
      },
      states: {
        idle: {
          on: {
            "auth.address.add": { target: "adding" },
            "auth.address.update": { target: "updating" },
            "auth.address.delete": { target: "deleting" }
          }
        },
        adding: {
          entry: assign({ addressLoading: true }),
          invoke: {
            src: "addAddress",
            input: ({ event }) => (event as Extract<AuthenticationEvent, { type: "auth.address.add" }>).address,
            // The new address is the last one; the current one stays unless there was none.
            onDone: {
              target: "idle",
              actions: assign(({ context, event }) => ({
                loginData: event.output,
                user_address: event.output.Addresses,
                current_address: context.current_address ?? event.output.Addresses[0] ?? null,
                addressLoading: false,
                error: null
              }))
            },
            onError: { target: "idle", actions: assign({ addressLoading: false, error: ERROR_TEXTS.addAddress }) }
          }
        },
        updating: {
          entry: assign({ addressLoading: true }),
          invoke: {
            src: "updateAddress",
            input: ({ event }) => (event as Extract<AuthenticationEvent, { type: "auth.address.update" }>).address,
            // §4 replacing the address list makes its first entry current.
            onDone: { target: "idle", actions: assign(({ event }) => addressesReplaced(event.output)) },
            onError: { target: "idle", actions: assign({ addressLoading: false, error: ERROR_TEXTS.updateAddress }) }
          }
        },
        deleting: {
          entry: assign({ addressLoading: true }),
          invoke: {
            src: "deleteAddress",
            input: ({ event }) => ({ _id: (event as Extract<AuthenticationEvent, { type: "auth.address.delete" }>)._id }),
            // §4 removing filters the address out by _id and makes the first remaining one current.
            onDone: {
              target: "idle",
              actions: assign(({ event }) => ({
                loginData: event.output,
                user_address: event.output.Addresses,
                current_address: event.output.Addresses[0] ?? null,
                addressLoading: false,
                error: null
              }))
            },
            // §8 has no row for deleting an address: the client calls share 'client Not create'.
            onError: { target: "idle", actions: assign({ addressLoading: false, error: ERROR_TEXTS.updateAddress }) }
          }
        }
      }
    },
    signingOut: {
      invoke: {
        src: "signOut",
        // Signed out locally even when the server cannot be reached: the session expires there.
        onDone: { target: "signedOut", actions: assign({ ...signedOutContext, checkout_authentication_status: 0, checkout_process_steps: 0, error: null }) },
        onError: { target: "signedOut", actions: assign({ ...signedOutContext, checkout_authentication_status: 0, checkout_process_steps: 0, error: null }) }
      }
    }
  }
})

/** The server's message from a failed call, if it carried one. */
const messageOf = (error: unknown): string | undefined => {
  if (typeof error !== "object" || error === null) return undefined
  const message = (error as { readonly message?: unknown }).message
  return typeof message === "string" && message !== "" ? message : undefined
}

export type AuthenticationMachine = typeof authenticationMachine
