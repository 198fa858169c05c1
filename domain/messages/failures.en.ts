import { FAILURE_SENTENCES as S } from "../failure-sentences.ts"
import type { ApiFailureTag } from "../failures.ts"

// Issue 39, ADR 064: the sentence a person reads for a failed call, by the failure's name: the
// domain's own words (domain/failures.ts FAILURE_SENTENCES, so they never disagree). A Hindi page
// shows the Hindi one where the shop's words are shown (src/components/failure-sentence.ts); the
// server's own words for a failure stay as it wrote them. Only a Hindi page fetches these.

export const messages = {
  "failures.BadRequest": S.BadRequest,
  "failures.Unauthorized": S.Unauthorized,
  "failures.Forbidden": S.Forbidden,
  "failures.NotFound": S.NotFound,
  "failures.Conflict": S.Conflict,
  "failures.PayloadTooLarge": S.PayloadTooLarge,
  "failures.TooManyRequests": S.TooManyRequests,
  "failures.ServiceUnavailable": S.ServiceUnavailable,
  "failures.CouponNotValid": S.CouponNotValid,
  "failures.OutOfStock": S.OutOfStock,
  "failures.CodeWrong": S.CodeWrong,
  "failures.CodeExpired": S.CodeExpired,
  "failures.NumberLocked": S.NumberLocked,
  "failures.IdempotencyKeyReused": S.IdempotencyKeyReused,
  "failures.NotYourOrder": S.NotYourOrder,
  "failures.OrderNotFound": S.OrderNotFound,
  "failures.OrderCannotChange": S.OrderCannotChange,
  "failures.OnlinePaymentUnavailable": S.OnlinePaymentUnavailable,
  "failures.PaymentNotVerified": S.PaymentNotVerified,
  "failures.AddressNotFound": S.AddressNotFound,
  "failures.AddressLimitReached": S.AddressLimitReached,
  "failures.AlreadyRegistered": S.AlreadyRegistered,
  "failures.AccountGone": S.AccountGone,
  "failures.PincodeMismatch": S.PincodeMismatch,
  "failures.UnpaidOrdersLimit": S.UnpaidOrdersLimit,
  "failures.CashOnDeliveryLimit": S.CashOnDeliveryLimit,
  "failures.OwnAccountRefused": S.OwnAccountRefused,
  "failures.InvoiceNotAvailable": S.InvoiceNotAvailable,
  "failures.NotDeliverable": S.NotDeliverable,
  "failures.ReturnNotAllowed": S.ReturnNotAllowed,
  "failures.ReturnCannotChange": S.ReturnCannotChange,
  "failures.AccountBlocked": S.AccountBlocked,
  "failures.RefundNotAllowed": S.RefundNotAllowed,
  "failures.ImportRefused": S.ImportRefused,
  "failures.Unreachable": S.Unreachable,
  "failures.UnreadableAnswer": S.UnreadableAnswer
} as const satisfies { readonly [T in ApiFailureTag as `failures.${T}`]: string }
