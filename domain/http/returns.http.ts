import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Id, IsoDate, Rupees } from "../common.ts"
import { OrderId } from "../order.ts"
import { OrderRefund } from "../order-refunds.ts"
import {
  MAX_REJECT_REASON,
  NewReturnRequest,
  RefundTo,
  ReturnRequest,
  ReturnStatusSchema,
  WalletMovement
} from "../returns.ts"
import { textedLine } from "../staff-text.ts"
import { SessionAuth, SupportAuth } from "./auth.http.ts"
import { BadRequest, Forbidden, NotFound, OrderNotFound, OutOfStock, OwnAccountRefused, ReturnCannotChange, ReturnNotAllowed, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

const PageParam = Schema.optional(Schema.NumberFromString.pipe(
  Schema.int({ message: () => "page must be a whole number" }),
  Schema.between(1, 100_000, { message: () => "page must be between 1 and 100000" })
))

/**
 * Another size an exchange of a line may take (issue 33): the same product in the line's colour, in
 * stock and at the same price (issue 32); `name` is the size, `stock` the units of it in stock now.
 */
export const ExchangeChoice = Schema.Struct({ PackOptionId: Id, name: Schema.String, stock: Schema.Number, price: Rupees })
export type ExchangeChoice = typeof ExchangeChoice.Type

/** What the order's customer may ask now: the window, the units of each line left, the refund's destinations, the sizes. */
export const ReturnOptions = Schema.Struct({
  /** The last day a request may be made (India), or null when the order was not delivered. */
  closesOn: Schema.NullOr(IsoDate),
  /** Why no request can be made now, or null when one can. */
  refusal: Schema.NullOr(Schema.String),
  /** Units of each order line (by position) that may still be asked back. */
  units: Schema.Array(Schema.Number),
  refundTo: Schema.Array(RefundTo),
  /** For each line, the other sizes of its product in its colour that an exchange may take (in stock, at its price). */
  exchangeChoices: Schema.Array(Schema.Array(ExchangeChoice))
})
export type ReturnOptions = typeof ReturnOptions.Type

const OrderPath = Schema.Struct({ orderid: OrderId })
const OrderReturnPath = Schema.Struct({ orderid: OrderId, returnId: Id })
const OneReturn = Schema.Struct({ success: successTrue, returnRequest: ReturnRequest })
const ReturnPage = Schema.Struct({
  success: successTrue,
  returns: Schema.Array(ReturnRequest),
  page: Schema.Number,
  limit: Schema.Number,
  total: Schema.Number
})

/** My Account's wallet: the balance and its movements, newest first, paged. */
export const WalletAnswer = Schema.Struct({
  success: successTrue,
  balance: Rupees,
  movements: Schema.Array(WalletMovement),
  page: Schema.Number,
  limit: Schema.Number,
  total: Schema.Number
})
export type WalletAnswer = typeof WalletAnswer.Type

// Issue 19 item 3 (ADR 031): a customer's returns and exchanges, and their wallet. Every call acts
// for the session's own client only (an admin may read any order's requests).
export const ReturnsGroup = HttpApiGroup.make("returns")
  .add(
    HttpApiEndpoint.post("create", "/order/:orderid/returns")
      .setPath(OrderPath)
      .setPayload(NewReturnRequest)
      .addSuccess(OneReturn, { status: 201 })
      .addError(OrderNotFound).addError(ReturnNotAllowed).addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.get("ofOrder", "/order/:orderid/returns")
      .setPath(OrderPath)
      .addSuccess(Schema.Struct({
        success: successTrue,
        returns: Schema.Array(ReturnRequest),
        options: ReturnOptions,
        /** Issue 20 item 3: the refunds the shop recorded on the order (ADR 039). */
        refunds: Schema.Array(OrderRefund)
      }))
      .addError(OrderNotFound)
  )
  .add(
    // ADR 031: the customer withdraws their own request while it is Requested or Approved (before
    // the pickup); the request's machine decides (409 ReturnCannotChange with its words).
    HttpApiEndpoint.put("withdraw", "/order/:orderid/returns/:returnId/withdraw")
      .setPath(OrderReturnPath)
      .addSuccess(OneReturn)
      .addError(OrderNotFound).addError(NotFound).addError(ReturnCannotChange).addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.get("mine", "/returns")
      .setUrlParams(Schema.Struct({ page: PageParam }))
      .addSuccess(ReturnPage)
  )
  .add(
    HttpApiEndpoint.get("wallet", "/wallet")
      .setUrlParams(Schema.Struct({ page: PageParam }))
      .addSuccess(WalletAnswer)
  )
  .addError(Unauthorized)
  .middleware(SessionAuth)

/** PUT admin/returns/{returnId}: one step of the request's lifecycle; a rejection says why. */
export const ReturnAction = Schema.Union(
  Schema.TaggedStruct("approve", {}),
  Schema.TaggedStruct("reject", {
    reason: Schema.Trim.pipe(
      Schema.minLength(1, { message: () => "Please give the customer a reason for rejecting the return." }),
      Schema.maxLength(MAX_REJECT_REASON, { message: () => `The reason must be at most ${MAX_REJECT_REASON} characters.` }),
      // Issue 34 item 5: it is texted to the customer: one line, no link.
      textedLine()
    )
  }),
  Schema.TaggedStruct("pickedUp", {}),
  Schema.TaggedStruct("refund", {}),
  Schema.TaggedStruct("exchange", {})
)
export type ReturnAction = typeof ReturnAction.Type

export const ReturnsAdminGroup = HttpApiGroup.make("returnsAdmin")
  .add(
    HttpApiEndpoint.get("list", "/admin/returns")
      .setUrlParams(Schema.Struct({ status: Schema.optional(ReturnStatusSchema), page: PageParam }))
      .addSuccess(ReturnPage)
  )
  .add(
    HttpApiEndpoint.put("act", "/admin/returns/:returnId")
      .setPath(Schema.Struct({ returnId: Id }))
      .setPayload(ReturnAction)
      .addSuccess(OneReturn)
      .addError(NotFound).addError(ReturnCannotChange).addError(OutOfStock).addError(BadRequest).addError(OwnAccountRefused)
  )
  .addError(Unauthorized).addError(Forbidden)
  .middleware(SupportAuth)
