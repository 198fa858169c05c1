import type { ApiFailureTag } from "./failures.ts"

// The words of each failure by its name, apart from the failures' Schemas (domain/failures.ts), so a
// Hindi page can fetch the sentences to compare with without the contract's code (issue 39,
// src/components/failure-sentence.ts).

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
