import { Schema } from "effect"
import { BadRequest, ContractFailure } from "./http/errors.ts"

export { failureSentence, failureTagOf, SOMETHING_WENT_WRONG, storedTextOf } from "./failure-words.ts"

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

/** Each failure's sentence when the server sent no words of its own (and the words of the three it never sends). */
export const FAILURE_SENTENCES: { readonly [T in ApiFailureTag]: string } = {
  BadRequest: "Something you entered could not be accepted; please check it and try again.",
  Unauthorized: "Please sign in again to continue.",
  Forbidden: "You are not allowed to do that.",
  NotFound: "We could not find what you asked for.",
  Conflict: "That could not be done just now; please try again.",
  PayloadTooLarge: "That is too large to send; please try something smaller.",
  TooManyRequests: "Too many tries; please wait a little and try again.",
  ServiceUnavailable: "The shop cannot answer right now; please try again in a moment.",
  CouponNotValid: "This coupon code is not valid for this order.",
  OutOfStock: "Some items are no longer in stock as asked; please update your cart.",
  CodeWrong: "The code is not right; please check it and try again.",
  CodeExpired: "The code has expired; please ask for a new one.",
  NumberLocked: "Too many wrong codes for this number; please try again later.",
  IdempotencyKeyReused: "This checkout was already used for another order; please start the checkout again.",
  NotYourOrder: "You may see only your own orders.",
  OrderNotFound: "We could not find that order.",
  OrderCannotChange: "This order cannot be changed that way now.",
  OnlinePaymentUnavailable: "Online payment is not available right now; please choose Cash on Delivery.",
  PaymentNotVerified: "The payment could not be verified; it was not recorded.",
  AddressNotFound: "That address is no longer in your address book; please choose another.",
  AddressLimitReached: "Your address book is full; please delete an address first.",
  AlreadyRegistered: "This mobile number or e-mail address is already registered; please sign in instead.",
  AccountGone: "Your account no longer exists; please sign in again.",
  PincodeMismatch: "The pincode does not belong to that city and state; please check them.",
  UnpaidOrdersLimit: "You have online orders waiting for payment; please pay for one or cancel it first.",
  CashOnDeliveryLimit: "You have as many Cash on Delivery orders on their way as an account may; please wait for a delivery or cancel one first.",
  OwnAccountRefused: "Staff cannot act on their own account or orders; another member of staff must.",
  InvoiceNotAvailable: "This order has no tax invoice yet: it is issued once the order is confirmed.",
  NotDeliverable: "We do not deliver to that address as asked; please choose another address or payment.",
  ReturnNotAllowed: "This return or exchange cannot be asked for as it is; please check the items and the order.",
  ReturnCannotChange: "This return cannot take that step now.",
  AccountBlocked: "This account is blocked; please contact Bazaar support.",
  RefundNotAllowed: "This refund cannot be made as asked; please check the items and what was paid.",
  ImportRefused: "The file has problems, so nothing was imported; the preview lists them by row.",
  Unreachable: "We could not reach the shop. Check your internet connection and try again.",
  UnreadableAnswer: "The shop's answer could not be read; please try again."
}

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
