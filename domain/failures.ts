import { Schema } from "effect"
import { FAILURE_SENTENCES } from "./failure-sentences.ts"
import { BadRequest, ContractFailure } from "./http/errors.ts"

export { failureSentence, failureTagOf, SOMETHING_WENT_WRONG, storedTextOf } from "./failure-words.ts"
export { FAILURE_SENTENCES } from "./failure-sentences.ts"

/**
 * Why a call failed, by name (issue 16): one of the contract's failures (domain/http/errors.ts), the
 * shop not reached at all, or an answer that could not be read. Machines branch on `_tag`; screens
 * show `sentenceOf`; the §8 text of the call (domain/error-texts.ts) is what a machine stores.
 */
export class Unreachable extends Schema.TaggedError<Unreachable>()("Unreachable", { detail: Schema.String }) {}
export class UnreadableAnswer extends Schema.TaggedError<UnreadableAnswer>()("UnreadableAnswer", { detail: Schema.String }) {}

export const ApiFailure = Schema.Union(ContractFailure, Unreachable, UnreadableAnswer)
export type ApiFailure = typeof ApiFailure.Type
export type ApiFailureTag = ApiFailure["_tag"]


// A request the server could not decode: its words name fields ("lines.0.quantity: ..."), not for a shopper.
const isFieldReport = (message: string) => message.startsWith("Invalid request")

/** The sentence a person reads for a failure: the server's own words where it wrote them for people. */
export const sentenceOf = (failure: ApiFailure): string => {
  if (failure._tag === "Unreachable" || failure._tag === "UnreadableAnswer") return FAILURE_SENTENCES[failure._tag]
  const words = failure.message.trim()
  return words === "" || isFieldReport(words) || words.startsWith("{") ? FAILURE_SENTENCES[failure._tag] : words
}


const isApiFailure = Schema.is(ApiFailure)

/**
 * What a failure of a call's transport is, by name: the contract's own failures stay as they are;
 * no answer (a network error, a time-out) is Unreachable; anything else (an answer of the wrong
 * shape, a status the contract does not name) is UnreadableAnswer.
 */
export const apiFailureOf = (cause: unknown): ApiFailure => {
  if (isApiFailure(cause)) return cause
  const tag = typeof cause === "object" && cause !== null ? (cause as { readonly _tag?: unknown })._tag : undefined
  const detail = cause instanceof Error ? cause.message : String(tag ?? "unknown")
  if (tag === "RequestError" || tag === "TimeoutException") return new Unreachable({ detail })
  // The server's own refusal of a request that does not fit the contract (its 400 body).
  if (tag === "HttpApiDecodeError") return new BadRequest({ message: "" })
  return new UnreadableAnswer({ detail })
}

/**
 * A failed call (DESIGN §3): the §8 text the call stores (`text`) and why it failed (`reason`, by
 * name). Its message is the person's sentence, so nothing that prints it ever shows an object.
 */
export class CallFailed extends Schema.TaggedError<CallFailed>()("CallFailed", { text: Schema.String, reason: ApiFailure }) {
  override get message(): string {
    return sentenceOf(this.reason)
  }
}
