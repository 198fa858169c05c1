import { Effect } from "effect"
import { ERROR_TEXTS } from "#domain/error-texts.ts"
import { apiFailureOf, CallFailed } from "#domain/failures.ts"
import { ClientGroup, SessionGroup, SmsGroup } from "#domain/http/client.http.ts"
import type { Address, AddressInput } from "#domain/order.ts"
import type { LoginAnswer } from "#machines/authentication.machine.ts"
import { contractOf, failWith, groupClient, pageLanguage } from "./contract-client.ts"

/**
 * The customer calls (§7 Customer), a feature on the one seam (ADR 045, 055): the contract's
 * sign-in, session and customer groups, loaded as the runtime's `ClientApi` at its first call.
 */
const ClientContract = contractOf(ClientGroup, SmsGroup, SessionGroup)

/** The message of a failed call's answer, when the server sent one (§8: the user lookup keeps it). */
const serverMessage = (cause: unknown): string | undefined =>
  typeof cause === "object" && cause !== null && typeof (cause as { message?: unknown }).message === "string"
    ? (cause as { message: string }).message
    : undefined

/** The customer calls (§7 Customer): sign-in by code, registration, session, addresses. */
export const makeClientCalls = Effect.gen(function* () {
  const session = yield* groupClient(ClientContract, "session")
  const sms = yield* groupClient(ClientContract, "sms")
  const client = yield* groupClient(ClientContract, "client")
  return {
    session: Effect.flatMap(session, (api) => api.current()).pipe(Effect.map((r) => r.client), failWith("userNotFound")),
    signOut: Effect.flatMap(session, (api) => api.signOut()).pipe(Effect.asVoid, failWith("userNotFound")),
    sendOtp: (Mobile: string) =>
      // Issue 39: with the page's language, which the code's SMS speaks.
      Effect.flatMap(sms, (api) => api.sendOtp({ payload: { Mobile: Mobile as never, language: pageLanguage() } })).pipe(
        Effect.mapError((cause) => new CallFailed({ text: serverMessage(cause) ?? ERROR_TEXTS.clientSms, reason: apiFailureOf(cause) }))
      ),
    // §7: the answer by name (the contract's two answers of HTTP 200: a client, or 'user not found');
    // on failure the server's body (its message) is what is kept.
    login: (Mobile: string, otp: string) =>
      Effect.flatMap(client, (api) => api.login({ payload: { Mobile: Mobile as never, otp } })).pipe(
        Effect.map((answer): LoginAnswer => (answer.success ? { _tag: "SignedIn", client: answer.client } : { _tag: "NumberUnknown" })),
        Effect.mapError((cause) => new CallFailed({ text: serverMessage(cause) ?? ERROR_TEXTS.userNotFound, reason: apiFailureOf(cause) }))
      ),
    register: (input: { readonly Name: string; readonly Mobile: string; readonly Email: string; readonly otp: string }) =>
      Effect.flatMap(client, (api) => api.register({ payload: { ...input, Mobile: input.Mobile as never } })).pipe(Effect.map((r) => r.client), failWith("clientRegister")),
    addAddress: (address: AddressInput) => Effect.flatMap(client, (api) => api.addAddress({ payload: address })).pipe(Effect.map((r) => r.client), failWith("addAddress")),
    updateAddress: (address: Address) => Effect.flatMap(client, (api) => api.updateAddress({ payload: address })).pipe(Effect.map((r) => r.client), failWith("updateAddress")),
    deleteAddress: (id: string) =>
      Effect.flatMap(client, (api) => api.deleteAddress({ urlParams: { id: id as Address["_id"] } })).pipe(Effect.map((r) => r.client), failWith("updateAddress"))
  }
})
export type ClientApiShape = Effect.Effect.Success<typeof makeClientCalls>
