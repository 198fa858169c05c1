import { HttpClientError } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { BadRequest, Conflict, ContractFailure, ErrorBody, Forbidden, NotFound, PayloadTooLarge, ServiceUnavailable, Unauthorized } from "#domain/http/errors.ts"

// Issue 33: an answer whose status the call's contract does not name (the request guard's 403 to a
// page it takes for another site's, a 413, a proxy's 502) was "The shop's answer could not be read",
// even when the server had written a sentence for it. Such an answer is read here: a failure of the
// contract by its `_tag`, or else the generic failure of its status with the server's words.

const decodeFailure = Schema.decodeUnknownOption(ContractFailure)
const decodeBody = Schema.decodeUnknownOption(ErrorBody)

const GENERIC: Readonly<Record<number, (message: string) => ContractFailure>> = {
  400: (message) => new BadRequest({ message }),
  401: (message) => new Unauthorized({ message }),
  403: (message) => new Forbidden({ message }),
  404: (message) => new NotFound({ message }),
  409: (message) => new Conflict({ message }),
  413: (message) => new PayloadTooLarge({ message }),
  415: (message) => new BadRequest({ message }),
  503: (message) => new ServiceUnavailable({ message })
}

/** The contract's failure an error answer stands for, from its status and JSON body; none when it says nothing readable. */
export const failureOfAnswer = (status: number, body: unknown): Option.Option<ContractFailure> =>
  Option.orElse(decodeFailure(body), () =>
    Option.flatMap(decodeBody(body), ({ message }) => Option.fromNullable(GENERIC[status]?.(message))))

const isUndeclaredAnswer = (error: unknown): error is HttpClientError.ResponseError =>
  error instanceof HttpClientError.ResponseError && error.response.status >= 400

/**
 * For a derived client's `transformResponse`: an error answer of a status the call does not
 * declare fails with the failure its body names, so the person reads the server's sentence; an
 * answer without one fails as before (UnreadableAnswer, domain/failures.ts).
 */
export const withServerWords = (effect: Effect.Effect<unknown, unknown>): Effect.Effect<unknown, unknown> =>
  Effect.catchIf(effect, isUndeclaredAnswer, (error): Effect.Effect<never, unknown> =>
    Effect.flatMap(Effect.option(error.response.json), (body) =>
      Effect.fail<unknown>(Option.getOrElse(Option.flatMap(body, (json) => failureOfAnswer(error.response.status, json)), (): unknown => error))))
