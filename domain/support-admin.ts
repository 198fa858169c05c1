import { Schema } from "effect"
import { Id, Rupees, Timestamp } from "./common.ts"
import { toPaise } from "./money.ts"
import { Actor, Address, Mobile, Order, Role } from "./order.ts"
import { GatewayRefund } from "./gateway-refunds.ts"
import { OrderRefund } from "./order-refunds.ts"
import { RefundTo, WalletMovement } from "./returns.ts"

export { CustomerSearchParams, OrderSearchParams } from "./admin-search-params.ts"

/**
 * Issue 20 items 3 and 4 (ADR 039): what support reads and writes in the back office: the orders'
 * search and an order's whole story, the customers, their wallets, and blocking one.
 */

// ---------------------------------------------------------------------------------------------
// Orders



/**
 * What a search for orders looks for: an order number (BZ-000123, or its digits alone up to 7),
 * a mobile number's digits (8 to 10), or words of the customer's name.
 */
export type OrderQuery =
  | { readonly _tag: "Number"; readonly number: number; readonly digits: string }
  | { readonly _tag: "Mobile"; readonly digits: string }
  | { readonly _tag: "Name"; readonly text: string }

export const orderQueryOf = (q: string): OrderQuery | undefined => {
  const text = q.trim()
  if (text === "") return undefined
  const id = /^bz-?0*([1-9][0-9]{0,9})$/i.exec(text)
  if (id !== null) return { _tag: "Number", number: Number(id[1]), digits: id[1]! }
  const digits = text.replace(/[\s-]/g, "")
  if (/^\+?91[6-9][0-9]{9}$/.test(digits)) return { _tag: "Mobile", digits: digits.slice(-10) }
  if (/^[0-9]+$/.test(digits)) {
    return digits.length >= 8 ? { _tag: "Mobile", digits } : { _tag: "Number", number: Number(digits), digits }
  }
  return { _tag: "Name", text: text.toLowerCase() }
}

/** The order list's answer: a page of orders with their customers' names and mobiles. */
export const OrderListAnswer = Schema.Struct({
  success: Schema.Literal(true),
  order: Schema.Array(Order),
  customers: Schema.Array(Schema.Struct({ _id: Id, Name: Schema.String, Mobile: Schema.String })),
  page: Schema.Number,
  limit: Schema.Number,
  total: Schema.Number
})

/** A payment attempt of an online order, with the gateway's reference. */
export const PaymentRecord = Schema.Struct({
  attemptId: Schema.String,
  amount: Rupees,
  outcome: Schema.NullOr(Schema.Literal("approved", "declined")),
  gatewayPaymentId: Schema.NullOr(Schema.String),
  createdAt: Timestamp,
  settledAt: Schema.NullOr(Timestamp),
  refundDue: Schema.Boolean
})
export type PaymentRecord = typeof PaymentRecord.Type

/** One entry of the order's whole stream: lifecycle moves, return steps and refunds, with who and when. */
export const TimelineEntry = Schema.Struct({
  _tag: Schema.String,
  at: Timestamp,
  by: Actor,
  /** The staff member's or customer's name, when a person made it. */
  who: Schema.NullOr(Schema.String),
  reason: Schema.NullOr(Schema.String),
  returnId: Schema.NullOr(Id),
  refundId: Schema.NullOr(Id)
})
export type TimelineEntry = typeof TimelineEntry.Type

export const TIMELINE_TEXT: Readonly<Record<string, string>> = {
  "order.placed": "Order placed",
  "payment.confirmed": "Payment confirmed",
  "payment.failed": "Payment failed",
  "order.processing": "Processing",
  "order.dispatched": "Dispatched",
  "order.out-for-delivery": "Out for delivery",
  "order.delivered": "Delivered",
  "order.cancelled": "Cancelled",
  "return.requested": "Return requested",
  "return.approved": "Return approved",
  "return.rejected": "Return rejected",
  "return.picked-up": "Return picked up",
  "return.refunded": "Return refunded",
  "return.exchanged": "Exchange sent",
  "return.withdrawn": "Return withdrawn by the customer",
  "order.refunded": "Refund recorded",
  "refund.pending": "Refund asked of the gateway",
  "refund.processed": "Refund sent by the gateway",
  "refund.failed": "Refund failed at the gateway",
  "refund.settled": "Refund settled by hand"
}

/** A customer as support sees them beside their orders. */
export const CustomerCard = Schema.Struct({
  _id: Id,
  Name: Schema.String,
  Mobile: Schema.String,
  Email: Schema.String,
  blocked: Schema.Boolean
})

/** GET admin/orders/{orderid}: the order's whole story, and what may still be refunded. */
export const OrderDetail = Schema.Struct({
  order: Order,
  customer: CustomerCard,
  payments: Schema.Array(PaymentRecord),
  timeline: Schema.Array(TimelineEntry),
  refunds: Schema.Array(OrderRefund),
  /** Issue 37 item 4: the refunds to the original payment made at the gateway, each where it stands. */
  gatewayRefunds: Schema.Array(GatewayRefund),
  refundable: Schema.Struct({
    /** Units of each line (by position) that may still be refunded. */
    units: Schema.Array(Schema.Number),
    /** Paid and not refunded yet. */
    remaining: Rupees,
    refundTo: Schema.Array(RefundTo),
    /** Why no refund can be made now, or null. */
    refusal: Schema.NullOr(Schema.String)
  })
})
export type OrderDetail = typeof OrderDetail.Type

// ---------------------------------------------------------------------------------------------
// Customers

/** A customer in the list. */
export const CustomerSummary = Schema.Struct({
  _id: Id,
  Name: Schema.String,
  Mobile,
  Email: Schema.String,
  WalletBalance: Rupees,
  role: Role,
  orders: Schema.Number,
  blocked: Schema.Boolean,
  createdAt: Timestamp
})
export type CustomerSummary = typeof CustomerSummary.Type

/** A wallet movement as support reads it: who made it, when a staff member did. */
export const StaffWalletMovement = Schema.Struct({ ...WalletMovement.fields, by: Schema.NullOr(Schema.String) })
export type StaffWalletMovement = typeof StaffWalletMovement.Type

export const CUSTOMER_ORDERS = 20
export const CUSTOMER_MOVEMENTS = 50
export const CUSTOMER_CREDIT_REQUESTS = 20

/**
 * Issue 32: a wallet credit over its staff member's daily cap (ShopSettings.staffDailyCredit) waits
 * for a second admin, who approves it (the credit is made then) or rejects it. Nobody approves a
 * credit they asked for or one to their own wallet.
 */
export const CREDIT_REQUEST_STATUSES = ["Pending", "Approved", "Rejected"] as const
export const WalletCreditRequest = Schema.Struct({
  _id: Id,
  clientId: Id,
  customerName: Schema.String,
  amount: Rupees,
  reason: Schema.String,
  status: Schema.Literal(...CREDIT_REQUEST_STATUSES),
  requestedBy: Schema.String,
  requestedAt: Timestamp,
  decidedBy: Schema.NullOr(Schema.String),
  decidedAt: Schema.NullOr(Timestamp)
})
export type WalletCreditRequest = typeof WalletCreditRequest.Type

/** PUT admin/wallet-credits/{requestId}: an admin's decision on a credit waiting for approval. */
export const CreditDecision = Schema.Struct({
  approve: Schema.Boolean.annotations({ message: () => ({ message: "Choose to approve or reject the credit.", override: true }) })
})
export type CreditDecision = typeof CreditDecision.Type

/** GET admin/customers/{clientId}: the customer, their addresses, latest orders and wallet. */
export const CustomerDetail = Schema.Struct({
  customer: CustomerSummary,
  blockedReason: Schema.NullOr(Schema.String),
  addresses: Schema.Array(Address),
  orders: Schema.Array(Order),
  movements: Schema.Array(StaffWalletMovement),
  /** Issue 32: the latest wallet credits over a staff member's daily cap, waiting or decided. */
  creditRequests: Schema.Array(WalletCreditRequest)
})
export type CustomerDetail = typeof CustomerDetail.Type

/** Most one staff credit or debit may move: a mistake of a digit stays small. */
export const MAX_WALLET_ADJUSTMENT = 100_000

/** POST admin/customers/{clientId}/wallet: a credit or a debit, in rupees and paise, with a reason. */
export const WalletAdjustment = Schema.Struct({
  direction: Schema.Literal("credit", "debit").annotations({
    message: () => ({ message: "Choose credit or debit.", override: true })
  }),
  amount: Schema.Number.pipe(
    Schema.finite({ message: () => "The amount must be a number." }),
    Schema.greaterThanOrEqualTo(0.01, { message: () => "The amount must be at least ₹0.01." }),
    Schema.lessThanOrEqualTo(MAX_WALLET_ADJUSTMENT, { message: () => "The amount must be at most ₹1,00,000." }),
    Schema.filter((amount) => Math.abs(toPaise(amount) - amount * 100) < 1e-6 || "The amount must be in rupees and paise (at most 2 decimals).")
  ),
  reason: Schema.Trim.pipe(
    Schema.minLength(3, { message: () => "Please give a reason of at least 3 characters." }),
    Schema.maxLength(200, { message: () => "The reason must be at most 200 characters." })
  )
})
export type WalletAdjustment = typeof WalletAdjustment.Type

/** PUT admin/customers/{clientId}/block: block (with a reason) or unblock. */
export const BlockChange = Schema.Struct({
  blocked: Schema.Boolean,
  reason: Schema.optional(Schema.Trim.pipe(
    Schema.maxLength(200, { message: () => "The reason must be at most 200 characters." })
  ))
}).pipe(Schema.filter((change) =>
  !change.blocked || (change.reason !== undefined && change.reason.length >= 3) || "Please give a reason of at least 3 characters for blocking."))
export type BlockChange = typeof BlockChange.Type

/** What a blocked customer reads when signing in or ordering. */
export const BLOCKED_TEXT = "This account is blocked; please contact Bazaar support."
