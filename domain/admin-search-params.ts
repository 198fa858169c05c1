import { Either, Schema } from "effect"
import { IsoDate } from "./common.ts"
import { PaymentMode } from "./order.ts"

/**
 * Issue 20 items 3 and 4 (ADR 039): the back office's list searches, as the URL and the contract
 * carry them. Apart from domain/support-admin.ts: a route's search check travels with the router's
 * tree in the shop's first chunk (DESIGN §6 budget), so it takes only these few schemas.
 */

/** A calendar day that exists (2026-02-30 does not), as a date input gives it. */
const Day = IsoDate.pipe(Schema.filter((day) => {
  const date = new Date(`${day}T00:00:00Z`)
  return (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day) || "The date must be a real day, like 2026-11-28."
}))

const SearchText = Schema.Trim.pipe(Schema.maxLength(80, { message: () => "The search must be at most 80 characters." }))

/** GET admin/orders: the search (order number, customer's mobile or name), the filters and the page. */
export const OrderSearchParams = Schema.Struct({
  q: Schema.optional(SearchText),
  status: Schema.optional(Schema.compose(Schema.NumberFromString, Schema.Literal(0, 1, 2, 3, 4, 5)).annotations({
    message: () => ({ message: "status must be one of 0 to 5.", override: true })
  })),
  mode: Schema.optional(PaymentMode),
  from: Schema.optional(Day),
  to: Schema.optional(Day),
  page: Schema.optional(Schema.NumberFromString.pipe(
    Schema.int({ message: () => "page must be a whole number" }),
    Schema.between(1, 100_000, { message: () => "page must be between 1 and 100000" })
  ))
}).pipe(Schema.filter((params) =>
  params.from === undefined || params.to === undefined || params.from <= params.to || "The first day must not be after the last day."))
export type OrderSearchParams = typeof OrderSearchParams.Type

export const CustomerSearchParams = Schema.Struct({
  q: Schema.optional(SearchText),
  page: Schema.optional(Schema.NumberFromString.pipe(
    Schema.int({ message: () => "page must be a whole number" }),
    Schema.between(1, 100_000, { message: () => "page must be between 1 and 100000" })
  ))
})

/**
 * A list's search from the URL's values: each value that decodes on its own is kept, then the whole
 * is decoded (a first day after the last drops both days); nothing malformed reaches a call.
 */
const fromUrl = <A, I extends Record<string, unknown>>(schema: Schema.Schema<A, I>) => (url: Readonly<Record<string, unknown>>): A => {
  const kept: Record<string, string> = {}
  for (const [key, value] of Object.entries(url)) {
    if (value === undefined || value === "" || (typeof value !== "string" && typeof value !== "number")) continue
    if (Either.isRight(Schema.decodeUnknownEither(schema)({ [key]: String(value) }))) kept[key] = String(value)
  }
  return Either.getOrElse(Schema.decodeUnknownEither(schema)(kept), () => {
    // Only the days can disagree with each other: without them, the rest stands.
    const { from: _from, to: _to, ...rest } = kept
    return Either.getOrElse(Schema.decodeUnknownEither(schema)(rest), () => Schema.decodeUnknownSync(schema)({}))
  })
}

export const orderSearchFromUrl = fromUrl(OrderSearchParams)
export const customerSearchFromUrl = fromUrl(CustomerSearchParams)
