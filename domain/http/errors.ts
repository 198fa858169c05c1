import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { Refusal } from "../refusals.ts"

// DESIGN §3: error bodies are JSON { success: false, message } with a fitting status. Every error
// carries its `_tag` in the body too, so a client tells two failures of one status apart by name.
// A refusal the server words itself also carries it named, with its figures (`refusal`, issue 39,
// domain/refusals.ts), so a page says it in its own language; `message` is its English.
const errorFields = {
  success: Schema.optionalWith(Schema.Literal(false), { default: () => false as const }),
  message: Schema.String,
  refusal: Schema.optional(Refusal)
}

// The generic failures, named by what HTTP says of them: a request that does not fit the contract,
// no session, no right, nothing there, a limit, the shop unable to answer now.
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

// The domain's failures (issue 16): what went wrong in the shop's own words, so the browser's
// machines branch on the name, never on the message. The message is the server's sentence for a
// shopper; the status is the HTTP one that fits.

/** The coupon code is unknown, ended, or not for this order (a first-order coupon on a later one). */
export class CouponNotValid extends Schema.TaggedError<CouponNotValid>()("CouponNotValid", errorFields, HttpApiSchema.annotations({ status: 400 })) {}
/** A line can no longer be sold as asked: fewer left than the quantity, or not sold any more. */
export class OutOfStock extends Schema.TaggedError<OutOfStock>()("OutOfStock", errorFields, HttpApiSchema.annotations({ status: 409 })) {}
/** The sign-in code does not match the number's latest; `triesLeft` before the number locks. */
export class CodeWrong extends Schema.TaggedError<CodeWrong>()("CodeWrong", {
  ...errorFields,
  triesLeft: Schema.Number
}, HttpApiSchema.annotations({ status: 400 })) {}
/** The number has no usable code: it expired, was used, or was never sent. */
export class CodeExpired extends Schema.TaggedError<CodeExpired>()("CodeExpired", errorFields, HttpApiSchema.annotations({ status: 400 })) {}
/** Too many wrong codes: the number is locked for `retryAfterSeconds`. */
export class NumberLocked extends Schema.TaggedError<NumberLocked>()("NumberLocked", {
  ...errorFields,
  retryAfterSeconds: Schema.Number
}, HttpApiSchema.annotations({ status: 429 })) {}
/** The checkout's idempotency key already placed a different order. */
export class IdempotencyKeyReused extends Schema.TaggedError<IdempotencyKeyReused>()("IdempotencyKeyReused", errorFields, HttpApiSchema.annotations({ status: 409 })) {}
/** The order, or the client's orders, belong to someone else. */
export class NotYourOrder extends Schema.TaggedError<NotYourOrder>()("NotYourOrder", errorFields, HttpApiSchema.annotations({ status: 403 })) {}
/** No order of this client has that number or id. */
export class OrderNotFound extends Schema.TaggedError<OrderNotFound>()("OrderNotFound", errorFields, HttpApiSchema.annotations({ status: 404 })) {}
/** The order cannot move as asked (its lifecycle refuses: already dispatched, already paid, ...). */
export class OrderCannotChange extends Schema.TaggedError<OrderCannotChange>()("OrderCannotChange", errorFields, HttpApiSchema.annotations({ status: 409 })) {}
/** Online payment is not available now (no gateway): Cash on Delivery is. */
export class OnlinePaymentUnavailable extends Schema.TaggedError<OnlinePaymentUnavailable>()("OnlinePaymentUnavailable", errorFields, HttpApiSchema.annotations({ status: 409 })) {}
/** A payment result whose signature does not match the gateway's: not recorded. */
export class PaymentNotVerified extends Schema.TaggedError<PaymentNotVerified>()("PaymentNotVerified", errorFields, HttpApiSchema.annotations({ status: 400 })) {}
/** The delivery address named is not one of the client's. */
export class AddressNotFound extends Schema.TaggedError<AddressNotFound>()("AddressNotFound", errorFields, HttpApiSchema.annotations({ status: 404 })) {}
/** The client already keeps the most addresses allowed. */
export class AddressLimitReached extends Schema.TaggedError<AddressLimitReached>()("AddressLimitReached", errorFields, HttpApiSchema.annotations({ status: 400 })) {}
/** The mobile number or e-mail address belongs to an account already. */
export class AlreadyRegistered extends Schema.TaggedError<AlreadyRegistered>()("AlreadyRegistered", errorFields, HttpApiSchema.annotations({ status: 409 })) {}
/** The address's pincode is in another state or city than the one given (India Post's directory). */
export class PincodeMismatch extends Schema.TaggedError<PincodeMismatch>()("PincodeMismatch", errorFields, HttpApiSchema.annotations({ status: 400 })) {}
/** The session's account no longer exists (deleted or blocked): sign in again. */
export class AccountGone extends Schema.TaggedError<AccountGone>()("AccountGone", errorFields, HttpApiSchema.annotations({ status: 401 })) {}

/**
 * The customer already holds as many online orders waiting for payment (or as many of their units)
 * as the shop allows (issue 17: stock hoarding); paying or cancelling one is the way on.
 */
export class UnpaidOrdersLimit extends Schema.TaggedError<UnpaidOrdersLimit>()("UnpaidOrdersLimit", errorFields, HttpApiSchema.annotations({ status: 409 })) {}

/** The order has no tax invoice (yet): it awaits its online payment, or was cancelled before one was issued. */
export class InvoiceNotAvailable extends Schema.TaggedError<InvoiceNotAvailable>()("InvoiceNotAvailable", errorFields, HttpApiSchema.annotations({ status: 409 })) {}

/** The shop does not deliver to the address's state, or takes no Cash on Delivery there (issue 19 item 2). */
export class NotDeliverable extends Schema.TaggedError<NotDeliverable>()("NotDeliverable", errorFields, HttpApiSchema.annotations({ status: 409 })) {}

/** A return or exchange cannot be asked as it is (not delivered, the window closed, units already asked back, ...) (issue 19 item 3). */
export class ReturnNotAllowed extends Schema.TaggedError<ReturnNotAllowed>()("ReturnNotAllowed", errorFields, HttpApiSchema.annotations({ status: 409 })) {}

/** A return request cannot take that step now (its lifecycle refuses: already refunded, not picked up yet, ...). */
export class ReturnCannotChange extends Schema.TaggedError<ReturnCannotChange>()("ReturnCannotChange", errorFields, HttpApiSchema.annotations({ status: 409 })) {}

/** The customer is blocked by the shop: no sign-in, no orders (issue 20 item 4). */
export class AccountBlocked extends Schema.TaggedError<AccountBlocked>()("AccountBlocked", errorFields, HttpApiSchema.annotations({ status: 403 })) {}

/** A refund the order cannot take as asked (nothing paid, more than paid, units already refunded) (issue 20 item 3). */
export class RefundNotAllowed extends Schema.TaggedError<RefundNotAllowed>()("RefundNotAllowed", errorFields, HttpApiSchema.annotations({ status: 409 })) {}

/**
 * The customer's open Cash on Delivery orders already hold as many orders, units or rupees as the shop
 * allows (issue 32; stricter before an account's first delivery); waiting for a delivery or
 * cancelling one is the way on.
 */
export class CashOnDeliveryLimit extends Schema.TaggedError<CashOnDeliveryLimit>()("CashOnDeliveryLimit", errorFields, HttpApiSchema.annotations({ status: 409 })) {}

/** A member of staff asked to act on their own account or order: another member of staff must (issue 32). */
export class OwnAccountRefused extends Schema.TaggedError<OwnAccountRefused>()("OwnAccountRefused", errorFields, HttpApiSchema.annotations({ status: 403 })) {}

/** A product file with problems is refused as a whole; the sentence lists them by row (issue 20 item 2). */
export class ImportRefused extends Schema.TaggedError<ImportRefused>()("ImportRefused", errorFields, HttpApiSchema.annotations({ status: 400 })) {}

/** Every failure the contract names, generic and domain (what a client decodes an error body into). */
export const ContractFailure = Schema.Union(
  BadRequest, Unauthorized, Forbidden, NotFound, Conflict, PayloadTooLarge, TooManyRequests, ServiceUnavailable,
  CouponNotValid, OutOfStock, CodeWrong, CodeExpired, NumberLocked, IdempotencyKeyReused, NotYourOrder, OrderNotFound,
  OrderCannotChange, OnlinePaymentUnavailable, PaymentNotVerified, AddressNotFound, AddressLimitReached, AlreadyRegistered, AccountGone,
  PincodeMismatch, UnpaidOrdersLimit, InvoiceNotAvailable, NotDeliverable, ReturnNotAllowed, ReturnCannotChange,
  AccountBlocked, RefundNotAllowed, ImportRefused, CashOnDeliveryLimit, OwnAccountRefused
)
export type ContractFailure = typeof ContractFailure.Type

/** The error body every failing call answers, whatever its tag (what a client can rely on). */
export const ErrorBody = Schema.Struct({ success: Schema.Literal(false), message: Schema.String })
