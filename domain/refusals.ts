import { Schema } from "effect"

// Issue 39 (ADR 064): a refusal the server words itself (a coupon's rule, a delivery zone, a limit,
// a pincode in another state) travels as a named reason with its figures beside its English
// sentence, so a page says it in its own language. The English is domain/refusal-words.ts (the
// server's `message`, byte for byte what it always wrote); the Hindi is domain/refusal-words.hi.ts,
// which only a Hindi page fetches. A rule returns the reason; nothing reads a sentence back.
// Figures are plain values: rupees as numbers, days as ISO dates, names as the shop stores them.

const Text = Schema.String
const Count = Schema.Number
const Rupees = Schema.Number
const IsoDay = Schema.String

/** Whose Cash on Delivery limits applied: an account with a delivery, or one before its first. */
const Established = Schema.Boolean

/** The rate limits a shopper can meet (server/http/rate-limit.ts), by name. */
export const RATE_LIMITS = [
  "contact", "search", "suggest", "facets", "listings", "closest", "emailLookup", "pages", "reviewWrites", "helpfulVotes", "paymentTokens"
] as const
export type RateLimitName = (typeof RATE_LIMITS)[number]

/** One line's stock problem at placing: no longer sold, sold out, or fewer left than asked. */
export const StockProblem = Schema.Union(
  Schema.TaggedStruct("NoLongerSold", {}),
  Schema.TaggedStruct("SoldOut", { name: Text }),
  Schema.TaggedStruct("OnlyLeft", { name: Text, left: Count, asked: Count })
)
export type StockProblem = typeof StockProblem.Type

export const Refusal = Schema.Union(
  // Coupons (domain/coupon.ts couponRefusal).
  Schema.TaggedStruct("CouponUnknown", { code: Text }),
  Schema.TaggedStruct("CouponNotYet", { code: Text, startsOn: IsoDay }),
  Schema.TaggedStruct("CouponEnded", { code: Text, endsOn: IsoDay }),
  Schema.TaggedStruct("CouponFirstOrderOnly", { code: Text }),
  Schema.TaggedStruct("CouponMinimum", { code: Text, minOrder: Rupees, short: Rupees }),
  Schema.TaggedStruct("CouponUsed", { code: Text, limit: Count }),
  Schema.TaggedStruct("CouponUsedUp", { code: Text }),
  // Delivery zones (issue 19 item 2).
  Schema.TaggedStruct("NotDeliveredTo", { state: Text }),
  Schema.TaggedStruct("NoCashOnDeliveryIn", { state: Text }),
  // Online orders waiting for payment (issue 17).
  Schema.TaggedStruct("UnpaidOrders", { orders: Count }),
  Schema.TaggedStruct("UnpaidUnits", { most: Count, wouldHold: Count }),
  // Cash on Delivery limits (issue 32, domain/cod-limits.ts).
  Schema.TaggedStruct("CodOrders", { orders: Count, established: Established }),
  Schema.TaggedStruct("CodUnits", { most: Count, wouldHold: Count, established: Established }),
  Schema.TaggedStruct("CodValue", { most: Rupees, wouldCome: Rupees, established: Established }),
  // Stock at placing (server/order/order-pricing.ts): each line's problem, said one after the other.
  Schema.TaggedStruct("StockProblems", { problems: Schema.Array(StockProblem) }),
  Schema.TaggedStruct("JustSoldOut", { name: Text }),
  // Sign-in codes (server/sign-in/otp-rules.ts).
  Schema.TaggedStruct("CodeWrongTries", { triesLeft: Count }),
  Schema.TaggedStruct("CodeExpiredOrOther", {}),
  Schema.TaggedStruct("CodeUsed", {}),
  Schema.TaggedStruct("NumberLockedFor", { minutes: Count }),
  Schema.TaggedStruct("ResendWait", { seconds: Count }),
  Schema.TaggedStruct("TooManyCodes", { minutes: Count }),
  Schema.TaggedStruct("TooManyFromNetwork", { minutes: Count }),
  Schema.TaggedStruct("SmsFailed", {}),
  // No session (server/session/session.middleware.ts): sign in first.
  Schema.TaggedStruct("NoSession", {}),
  // Registration and the address book.
  Schema.TaggedStruct("MobileRegistered", {}),
  Schema.TaggedStruct("EmailRegistered", {}),
  Schema.TaggedStruct("Registered", {}),
  Schema.TaggedStruct("AddressLimit", { max: Count }),
  Schema.TaggedStruct("PincodeState", { pincode: Text, states: Schema.Array(Text), state: Text }),
  Schema.TaggedStruct("PincodeCity", { pincode: Text, cities: Schema.Array(Text), city: Text }),
  // Paying for an order (a payment attempt asked for).
  Schema.TaggedStruct("PaymentAttempts", { most: Count }),
  Schema.TaggedStruct("NoOrderAwaitingPayment", {}),
  Schema.TaggedStruct("NoSuchOrder", { orderid: Text }),
  Schema.TaggedStruct("PaidOnDelivery", { orderid: Text }),
  Schema.TaggedStruct("NotAwaitingPayment", { orderid: Text, payment: Schema.Literal("Pending", "Paid", "Failed", "Refunded") }),
  // Returns and exchanges (domain/returns.ts).
  Schema.TaggedStruct("ReturnNotDelivered", { orderid: Text, status: Schema.Literal(0, 1, 2, 3, 4, 5) }),
  Schema.TaggedStruct("ReturnWindowClosed", { orderid: Text, closedOn: IsoDay, days: Count }),
  Schema.TaggedStruct("ReturnAllAsked", { orderid: Text }),
  Schema.TaggedStruct("ReturnNoSuchItem", { orderid: Text, item: Count }),
  Schema.TaggedStruct("ReturnLineTaken", { name: Text, option: Text }),
  Schema.TaggedStruct("ReturnOnlyLeft", { name: Text, option: Text, left: Count, asked: Count }),
  Schema.TaggedStruct("ReturnCashToWallet", {}),
  Schema.TaggedStruct("ReturnOverPaid", { orderid: Text, refundable: Rupees, asked: Rupees }),
  Schema.TaggedStruct("ExchangeOtherProduct", { name: Text }),
  Schema.TaggedStruct("ExchangeSameSize", { name: Text }),
  Schema.TaggedStruct("ExchangeOtherColour", { name: Text, colour: Text, wanted: Text }),
  Schema.TaggedStruct("ExchangeOtherPrice", { name: Text, size: Text, price: Rupees, paid: Rupees }),
  Schema.TaggedStruct("ExchangeOnlyLeft", { name: Text, size: Text, left: Count }),
  // A rate limit (server/http/rate-limit.ts).
  Schema.TaggedStruct("RateLimited", { limit: Schema.Literal(...RATE_LIMITS) })
)
export type Refusal = typeof Refusal.Type
export type RefusalTag = Refusal["_tag"]

/** The words of every refusal in one language: a refusal without its words fails the type check. */
export type RefusalWords = { readonly [T in RefusalTag]: (refusal: Extract<Refusal, { readonly _tag: T }>) => string }

/** The words of every stock problem in one language. */
export type StockProblemWords = { readonly [T in StockProblem["_tag"]]: (problem: Extract<StockProblem, { readonly _tag: T }>) => string }

