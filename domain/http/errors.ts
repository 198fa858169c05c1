import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

// DESIGN §3: error bodies are JSON { success: false, message } with a fitting status.
const errorFields = {
  success: Schema.optionalWith(Schema.Literal(false), { default: () => false as const }),
  message: Schema.String
}

export class BadRequest extends Schema.TaggedError<BadRequest>()("BadRequest", errorFields, HttpApiSchema.annotations({ status: 400 })) {}
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", errorFields, HttpApiSchema.annotations({ status: 401 })) {}
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", errorFields, HttpApiSchema.annotations({ status: 403 })) {}
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", errorFields, HttpApiSchema.annotations({ status: 404 })) {}
export class Conflict extends Schema.TaggedError<Conflict>()("Conflict", errorFields, HttpApiSchema.annotations({ status: 409 })) {}
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", errorFields, HttpApiSchema.annotations({ status: 413 })) {}
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()("TooManyRequests", {
  ...errorFields,
  retryAfterSeconds: Schema.Number
}, HttpApiSchema.annotations({ status: 429 })) {}
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()("ServiceUnavailable", errorFields, HttpApiSchema.annotations({ status: 503 })) {}

/** The error body every failing call answers, whatever its tag (what a client can rely on). */
export const ErrorBody = Schema.Struct({ success: Schema.Literal(false), message: Schema.String })
