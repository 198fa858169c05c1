import type { ApiFailureTag } from "./failures.ts"
import type { Refusal } from "./refusals.ts"

/**
 * The words of a failure (issue 16, ADR 016), as the machines and the error page read them. A
 * failed call (domain/failures.ts `CallFailed`) carries its sentence as its message, made where the
 * call is made, by the API client; the sentences themselves (FAILURE_SENTENCES) live with it in
 * domain/failures.ts. Nothing here imports them: the machines and the error page are in the first
 * chunk a phone loads, and a failure can only arrive after the client (a later chunk) has loaded
 * (the budget of DESIGN §6).
 */

/** The sentence a person reads when nothing better is known. */
export const SOMETHING_WENT_WRONG = "Something went wrong; please try again."

/** A failed call (domain/failures.ts `CallFailed`), read by its shape. */
interface FailedCall {
  readonly _tag: "CallFailed"
  readonly text: string
  readonly message: string
  readonly reason: { readonly _tag: ApiFailureTag; readonly refusal?: Refusal | undefined }
}

const isFailedCall = (value: unknown): value is FailedCall =>
  typeof value === "object" && value !== null && (value as { readonly _tag?: unknown })._tag === "CallFailed" &&
  typeof (value as { readonly text?: unknown }).text === "string" && typeof (value as { readonly message?: unknown }).message === "string" &&
  typeof (value as { readonly reason?: { readonly _tag?: unknown } }).reason?._tag === "string"

/**
 * What a machine keeps of a failure (issue 39): plain data, so the inspector shows it and storage
 * could keep it. Its name (null for anything that is not a failed call: a bug, an aborted request),
 * its English sentence, and the server's named refusal when it sent one (domain/refusals.ts). A
 * screen says it in the page's language (`useFailureSentence`), never from `sentence` alone.
 */
export interface KeptFailure {
  readonly _tag: "KeptFailure"
  readonly failure: ApiFailureTag | null
  readonly sentence: string
  readonly refusal?: Refusal
}

const isKeptFailure = (value: unknown): value is KeptFailure =>
  typeof value === "object" && value !== null && (value as { readonly _tag?: unknown })._tag === "KeptFailure"

/** What a machine keeps of whatever a call rejected with (a kept failure stays as it is). */
export const keepFailure = (error: unknown): KeptFailure => {
  if (isKeptFailure(error)) return error
  if (!isFailedCall(error)) return { _tag: "KeptFailure", failure: null, sentence: SOMETHING_WENT_WRONG }
  const refusal = error.reason.refusal
  return { _tag: "KeptFailure", failure: error.reason._tag, sentence: error.message, ...(refusal === undefined ? {} : { refusal }) }
}

/** The text a machine stores for a failure (§8): a failed call's own, else the call's §8 text given. */
export const storedTextOf = (error: unknown, fallback: string): string => (isFailedCall(error) ? error.text : fallback)

/** The failure's name, when it is a failed call (or a kept one). */
export const failureTagOf = (error: unknown): ApiFailureTag | undefined =>
  isFailedCall(error) ? error.reason._tag : isKeptFailure(error) ? (error.failure ?? undefined) : undefined

/** The server's named refusal of a failed call (or a kept one), when it sent one. */
export const refusalOf = (error: unknown): Refusal | undefined =>
  isFailedCall(error) ? error.reason.refusal : isKeptFailure(error) ? error.refusal : undefined

/**
 * The sentence for whatever a failed call rejected with: a failed call's (its message); anything
 * else (a bug, an aborted request) is the general sentence, never its internal message. Every call
 * runs on the one runtime (ADR 045), which rejects with the failure itself, never Effect's
 * FiberFailure wrapper, so nothing is unwrapped here.
 */
export const failureSentence = (error: unknown): string =>
  isFailedCall(error) ? error.message : isKeptFailure(error) ? error.sentence : SOMETHING_WENT_WRONG
