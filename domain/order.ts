import { Schema } from "effect"
import { type AddressProblem, sayAddressProblem } from "./address-problems.ts"
import { Id, ImageUrl, IsoDate, Name, Rupees, Slug, Timestamp } from "./common.ts"
import { RefundStep } from "./refund-step.ts"
import { computeCartTotals } from "./pricing.ts"

/** India's 28 states, named as in the First Schedule to the Constitution. */
export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal"
] as const

/** India's 8 union territories, First Schedule names (Delhi is the National Capital Territory). */
export const INDIAN_UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry"
] as const

/** DESIGN §4 Address State: an Indian state or union territory. */
export const INDIAN_STATES_AND_UTS = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES] as const
export type IndianState = (typeof INDIAN_STATES_AND_UTS)[number]

/** DESIGN §4: an Indian mobile number, 10 digits starting with 6, 7, 8 or 9. */
export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/
export const Mobile = Schema.String.pipe(
  Schema.pattern(MOBILE_PATTERN, {
    // `override` also covers a value that is not a string at all, e.g. a number from a form.
    message: () => ({ message: sayAddressProblem({ _tag: "AddressMobileShape" }), override: true })
  })
)

/** DESIGN §4: a PIN code, 6 digits; no Indian PIN code starts with 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/
export const Pincode = Schema.String.pipe(
  Schema.pattern(PINCODE_PATTERN, {
    message: () => ({ message: sayAddressProblem({ _tag: "AddressPincodeShape" }), override: true })
  })
)

// `override` makes the union report one sentence instead of 36 "Expected …" lines.
export const StateName = Schema.Literal(...INDIAN_STATES_AND_UTS).annotations({
  message: () => ({ message: sayAddressProblem({ _tag: "AddressStateUnknown" }), override: true })
})

export const ADDRESS_TYPES = ["Home", "Work", "Other"] as const
export const AddressType = Schema.Literal(...ADDRESS_TYPES).annotations({
  message: () => ({ message: sayAddressProblem({ _tag: "AddressTypeUnknown" }), override: true })
})
export type AddressType = typeof AddressType.Type

/**
 * The address's text fields: the most characters each may have, and its problems by name (an empty
 * landmark is allowed: many addresses have none). The messages are sentences naming the field in
 * words (issue 16: "House or flat (HNo) is required" showed a field code to shoppers).
 */
const ADDRESS_TEXTS = {
  Name: { max: 120, missing: "AddressNameMissing", long: "AddressNameLong" },
  HNo: { max: 120, missing: "AddressHouseMissing", long: "AddressHouseLong" },
  StreetDet: { max: 200, missing: "AddressStreetMissing", long: "AddressStreetLong" },
  LandMark: { max: 200, missing: null, long: "AddressLandmarkLong" },
  AreaDet: { max: 200, missing: "AddressAreaMissing", long: "AddressAreaLong" },
  City: { max: 100, missing: "AddressCityMissing", long: "AddressCityLong" }
} as const satisfies Readonly<Record<string, {
  readonly max: number
  readonly missing: Extract<AddressProblem["_tag"], `${string}Missing`> | null
  readonly long: Extract<AddressProblem, { readonly max: number }>["_tag"]
}>>
type AddressTextField = keyof typeof ADDRESS_TEXTS

/** Trimmed text of one character at least, and at most its field's most. */
const requiredText = (field: Exclude<AddressTextField, "LandMark">) => {
  const { max, missing, long } = ADDRESS_TEXTS[field]
  return Schema.Trim.pipe(
    Schema.minLength(1, { message: () => sayAddressProblem({ _tag: missing }) }),
    Schema.maxLength(max, { message: () => sayAddressProblem({ _tag: long, max }) })
  )
}

const LANDMARK = ADDRESS_TEXTS.LandMark

const addressFields = {
  Name: requiredText("Name"),
  Mobile,
  HNo: requiredText("HNo"),
  StreetDet: requiredText("StreetDet"),
  LandMark: Schema.Trim.pipe(Schema.maxLength(LANDMARK.max, { message: () => sayAddressProblem({ _tag: LANDMARK.long, max: LANDMARK.max }) })),
  AreaDet: requiredText("AreaDet"),
  City: requiredText("City"),
  State: StateName,
  Pincode,
  Type: AddressType
}

/** DESIGN §4 Address: a saved delivery address of a client. */
export const Address = Schema.Struct({ _id: Id, ...addressFields })
export type Address = typeof Address.Type

/** Payload to add or update an address: the Address without its _id. */
export const AddressInput = Schema.Struct(addressFields)
export type AddressInput = typeof AddressInput.Type

const isIn = (names: ReadonlyArray<string>, name: string) => names.includes(name)

/**
 * The problem of each field of an address as typed (every field a string, as a form has them), by
 * name: what decoding it with AddressInput refuses, field by field, from the same limits and
 * patterns. The schemas keep English messages, because the server's 400s say them; the address form
 * needs the problem itself, to say it in the page's language (issue 39), and a Schema issue carries
 * only its words. A unit test holds the two to the same problems.
 */
export const addressProblemsOf = (fields: Readonly<Record<keyof AddressInput, string>>): Partial<Record<keyof AddressInput, AddressProblem>> => {
  const problems: Partial<Record<keyof AddressInput, AddressProblem>> = {}
  for (const field of Object.keys(ADDRESS_TEXTS) as ReadonlyArray<AddressTextField>) {
    const { max, missing, long } = ADDRESS_TEXTS[field]
    const text = fields[field].trim()
    if (text.length === 0 && missing !== null) problems[field] = { _tag: missing }
    else if (text.length > max) problems[field] = { _tag: long, max }
  }
  if (!MOBILE_PATTERN.test(fields.Mobile)) problems.Mobile = { _tag: "AddressMobileShape" }
  if (!isIn(INDIAN_STATES_AND_UTS, fields.State)) problems.State = { _tag: "AddressStateUnknown" }
  if (!PINCODE_PATTERN.test(fields.Pincode)) problems.Pincode = { _tag: "AddressPincodeShape" }
  if (!isIn(ADDRESS_TYPES, fields.Type)) problems.Type = { _tag: "AddressTypeUnknown" }
  return problems
}

/**
 * A client's role: a customer, or one of the shop's staff (issue 20 item 8, domain/staff.ts): an
 * admin, a catalogue editor, support.
 */
export const Role = Schema.Literal("customer", "admin", "catalogue", "support")
export type Role = typeof Role.Type

/** Whether a role is one of the shop's staff (the header's Admin link; domain/staff.ts says which screens). */
export const isStaff = (role: Role | undefined): role is Exclude<Role, "customer"> => role !== undefined && role !== "customer"

/** DESIGN §4 Client: _id, Name, Mobile, Email, WalletBalance, Addresses, createdAt; a role. */
export const Client = Schema.Struct({
  _id: Id,
  Name: Name,
  Mobile,
  // Empty until the client gives one: sign-in needs only the mobile number (DESIGN §4).
  Email: Schema.String.pipe(
    Schema.maxLength(254, { message: () => "Email must be at most 254 characters" }),
    Schema.pattern(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => "Email must be a valid e-mail address" })
  ),
  WalletBalance: Rupees,
  Addresses: Schema.Array(Address).pipe(Schema.maxItems(50)),
  createdAt: Timestamp,
  role: Role
})
export type Client = typeof Client.Type

/** DESIGN §4 order status codes; 0 is Cancelled, 1 to 5 are the forward steps. */
export const OrderStatus = Schema.Literal(0, 1, 2, 3, 4, 5)
export type OrderStatus = typeof OrderStatus.Type

export const StatusText = Schema.Literal(
  "Cancelled",
  "Received",
  "Processing",
  "Dispatched",
  "Out for delivery",
  "Delivered"
)
export type StatusText = typeof StatusText.Type

/** DESIGN §4 the text shown for each status code. */
export const STATUS_TEXT = {
  0: "Cancelled",
  1: "Received",
  2: "Processing",
  3: "Dispatched",
  4: "Out for delivery",
  5: "Delivered"
} as const satisfies Record<OrderStatus, StatusText>

export const PaymentMode = Schema.Literal("Cash on Delivery", "Online")
export type PaymentMode = typeof PaymentMode.Type

export const PaymentStatus = Schema.Literal("Pending", "Paid", "Failed", "Refunded")
export type PaymentStatus = typeof PaymentStatus.Type

/** Payments not taken yet: Pending, or Failed (DESIGN §4: a failed payment can be retried and confirmed). */
export const UNPAID_PAYMENT_STATUSES = ["Pending", "Failed"] as const satisfies ReadonlyArray<PaymentStatus>

/**
 * DESIGN §4 "an unpaid online order": Online, still at 1 Received, its payment Pending or Failed. Only
 * such an order gets a payment token and asks to be paid. The fields are given apart so that SQL can
 * take them as parameters (server/order/order.repo.ts awaitingPaymentSql).
 */
export const AWAITING_PAYMENT = {
  PaymentMode: "Online",
  Status: 1,
  PaymentStatuses: UNPAID_PAYMENT_STATUSES
} as const satisfies { PaymentMode: PaymentMode; Status: OrderStatus; PaymentStatuses: ReadonlyArray<PaymentStatus> }

/** Most characters of the reason an order is cancelled with (the event's, the contract's, the admin's dialog's). */
export const MAX_CANCEL_REASON = 500

/** Whether `order` awaits payment (AWAITING_PAYMENT): what the server, tracking page and checkout ask. */
export const isAwaitingPayment = (order: {
  readonly PaymentMode: PaymentMode
  readonly Status: number
  readonly PaymentStatus: PaymentStatus
}): boolean =>
  order.PaymentMode === AWAITING_PAYMENT.PaymentMode &&
  order.Status === AWAITING_PAYMENT.Status &&
  AWAITING_PAYMENT.PaymentStatuses.some((status) => status === order.PaymentStatus)

/**
 * The status a shopper reads for an order (issue 16: a declined online payment still read
 * "Received", as if the order were on its way). An online order waiting for its payment says so,
 * and says when the last payment was declined; every other order reads its DESIGN §4 status text.
 */
export const statusLabel = (order: {
  readonly PaymentMode: PaymentMode
  readonly Status: number
  readonly StatusText: string
  readonly PaymentStatus: PaymentStatus
}): string =>
  isAwaitingPayment(order) ? (order.PaymentStatus === "Failed" ? "Payment failed" : "Awaiting payment") : order.StatusText

/** DESIGN §4 item snapshot: what the line was at order time, so later catalogue edits do not change it. */
export const OrderLine = Schema.Struct({
  productId: Id,
  ProductName: Name,
  /** The product's Hindi name when the line was priced (issue 39), shown on a Hindi page; absent when it had none. */
  ProductNameHi: Schema.optional(Name),
  slugurl: Slug,
  thumbnail: ImageUrl,
  PackId: Id,
  packSizeName: Name,
  PackOptionId: Id,
  packSizeOptionName: Name,
  Price: Rupees,
  Mrp: Rupees,
  quantity: Schema.Number.pipe(
    Schema.int({ message: () => "quantity must be a whole number" }),
    Schema.between(1, 100, { message: () => "quantity must be between 1 and 100" })
  )
}).pipe(Schema.filter((line) => line.Mrp >= line.Price || "Mrp must be at least the Price"))
export type OrderLine = typeof OrderLine.Type

export const Actor = Schema.Literal("customer", "admin", "system")
export type Actor = typeof Actor.Type

const eventFields = {
  at: Timestamp,
  by: Actor,
  reason: Schema.optional(Schema.String.pipe(Schema.maxLength(MAX_CANCEL_REASON)))
}

/** The first event of every order: how it is paid decides its payment rules (order-lifecycle.ts). */
export const OrderPlaced = Schema.TaggedStruct("order.placed", { ...eventFields, PaymentMode })
export const PaymentConfirmed = Schema.TaggedStruct("payment.confirmed", eventFields)
export const PaymentFailed = Schema.TaggedStruct("payment.failed", eventFields)
export const OrderProcessing = Schema.TaggedStruct("order.processing", eventFields)
export const OrderDispatched = Schema.TaggedStruct("order.dispatched", eventFields)
export const OrderOutForDelivery = Schema.TaggedStruct("order.out-for-delivery", eventFields)
export const OrderDelivered = Schema.TaggedStruct("order.delivered", eventFields)
export const OrderCancelled = Schema.TaggedStruct("order.cancelled", eventFields)
/**
 * Issue 32: money given back on the order (a cancellation's, a return's, the shop's refund); `whole`
 * when the order then holds nothing of what was paid, which makes a taken payment Refunded.
 */
export const OrderRefunded = Schema.TaggedStruct("order.refunded", {
  ...eventFields,
  whole: Schema.Boolean,
  /**
   * Where the money went (rupees), from the ledger's entries of this refund (issue 39), so a page
   * says it in its language; absent on events recorded before they were linked (their `reason` says it).
   */
  toWallet: Schema.optional(Rupees),
  toOriginal: Schema.optional(Rupees)
})

/** DESIGN §2: one entry of an order's append-only event stream, as an order answers it. */
export const OrderEvent = Schema.Union(
  OrderPlaced,
  PaymentConfirmed,
  PaymentFailed,
  OrderProcessing,
  OrderDispatched,
  OrderOutForDelivery,
  OrderDelivered,
  OrderCancelled,
  OrderRefunded
)
export type OrderEvent = typeof OrderEvent.Type
export type OrderEventTag = OrderEvent["_tag"]

export const ORDER_EVENT_TAGS = [
  "order.placed",
  "payment.confirmed",
  "payment.failed",
  "order.processing",
  "order.dispatched",
  "order.out-for-delivery",
  "order.delivered",
  "order.cancelled",
  "order.refunded"
] as const satisfies ReadonlyArray<OrderEventTag>

/**
 * The largest order number: the server reads numbers as PostgreSQL integers (`::int`), and the
 * orders table's CHECK holds numbers to this range, so every stored number has an id.
 */
export const MAX_ORDER_NUMBER = 2_147_483_647

/**
 * DESIGN §4 readable order id: BZ- and the order's number, zero-padded to 6 digits (BZ-000123 is
 * 123), with more digits as they come (BZ-1234567); never a leading zero beyond the padding: one id
 * per number and one number per id. The shape only: orderNumberOf (and so OrderId) also holds the
 * number to 1..MAX_ORDER_NUMBER (no lookahead here: fast-check generates strings from this pattern).
 */
export const ORDER_ID_PATTERN = /^BZ-(?:[0-9]{6}|[1-9][0-9]{6,9})$/

/** The readable id of order `number` (1 to MAX_ORDER_NUMBER); anything else is a programming error. */
export const formatOrderId = (number: number): string => {
  if (!Number.isInteger(number) || number < 1 || number > MAX_ORDER_NUMBER) {
    throw new RangeError(`an order number is a whole number from 1 to ${MAX_ORDER_NUMBER}, not ${number}`)
  }
  return `BZ-${String(number).padStart(6, "0")}`
}

/** The number of a readable order id (BZ-000123 is 123), or undefined when it is not one formatOrderId makes. */
export const orderNumberOf = (orderid: string): number | undefined => {
  if (!ORDER_ID_PATTERN.test(orderid)) return undefined
  const number = Number(orderid.slice(3))
  return number >= 1 && number <= MAX_ORDER_NUMBER ? number : undefined
}

const orderIdMessage = { message: () => "orderid must look like BZ-000123" }
/** Exactly the ids formatOrderId makes. */
export const OrderId = Schema.String.pipe(
  Schema.pattern(ORDER_ID_PATTERN, orderIdMessage),
  Schema.filter((orderid) => orderNumberOf(orderid) !== undefined, orderIdMessage)
)

const Amount = Schema.Number.pipe(Schema.finite(), Schema.nonNegative())

/** DESIGN §4 fee breakdown of §9, under the cart's key names, as charged when the order was placed. */
export const OrderAmounts = Schema.Struct({
  TotalMrp: Amount,
  TotalPrice: Amount,
  SmallCartFee: Amount,
  HandllingFee: Amount,
  RainFee: Amount,
  DeliveryCharge: Amount,
  TotalAmount: Amount,
  wallet: Amount,
  coupon: Amount,
  Netpayable: Amount
})
export type OrderAmounts = typeof OrderAmounts.Type

/** The §9 figures of an order's lines, fees and deductions, recomputed by the one pricing rule. */
export const orderAmountsOf = (order: {
  readonly lines: ReadonlyArray<Pick<OrderLine, "Price" | "Mrp" | "quantity">>
  readonly rainStatus: boolean
  readonly coupon: number
  readonly wallet: number
}): OrderAmounts => {
  const totals = computeCartTotals({
    items: order.lines.map((line) => ({ Price: line.Price, Mrp: line.Mrp, cart_Quentity: line.quantity })),
    rainStatus: order.rainStatus,
    coupon: order.coupon,
    wallet: order.wallet
  })
  return {
    TotalMrp: totals.TotalMrp,
    TotalPrice: totals.TotalPrice,
    SmallCartFee: totals.SmallCartFee,
    HandllingFee: totals.HandllingFee,
    RainFee: totals.RainFee,
    DeliveryCharge: totals.DeliveryCharge,
    TotalAmount: totals.TotalAmount,
    // What was actually deducted: each deduction is capped at what was still owed (ADR 007).
    wallet: totals.all_amount_data.deductions.wallet,
    coupon: totals.all_amount_data.deductions.coupon,
    Netpayable: totals.Netpayable
  }
}

const amountKeys = Object.keys(OrderAmounts.fields) as ReadonlyArray<keyof OrderAmounts>

/**
 * DESIGN §4 Order. StatusText must be the text of Status, and every figure must be what the §9
 * rules give for the order's lines, rain fee, coupon and wallet: a decoded order can be trusted.
 */
export const Order = Schema.Struct({
  _id: Id,
  orderid: OrderId,
  client: Id,
  address: Address,
  lines: Schema.NonEmptyArray(OrderLine).pipe(Schema.maxItems(200)),
  ...OrderAmounts.fields,
  /** The coupon applied (its code), or null. */
  couponCode: Schema.NullOr(Schema.String.pipe(Schema.maxLength(40))),
  PaymentMode,
  PaymentStatus,
  Status: OrderStatus,
  StatusText,
  events: Schema.Array(OrderEvent),
  createdAt: Timestamp,
  /**
   * Issue 17: an online order waiting for payment holds its stock until then; not paid by then, the
   * shop cancels it. Absent once the order is paid or cancelled, and on Cash on Delivery orders.
   */
  paymentDueAt: Schema.optional(Timestamp),
  /**
   * Issue 33: the number of the order's tax invoice once one is issued (on its first download, ADR
   * 027); a cancelled order that has one also has a credit note. Absent until then.
   */
  invoiceNumber: Schema.optional(Schema.String.pipe(Schema.pattern(/^BZ\/[0-9]{2}-[0-9]{2}\/[0-9]{6,7}$/))),
  /**
   * Issue 19 item 2: the day the order was promised for when it was placed (its delivery zone's
   * working days); absent on orders placed before the shop promised dates.
   */
  promisedDate: Schema.optional(IsoDate),
  /**
   * Issue 37 item 4: each step of the order's refunds to the original payment made at the gateway
   * (pending, processed, failed with the gateway's words, settled by hand), for its timeline;
   * absent when there are none.
   */
  refundSteps: Schema.optional(Schema.Array(RefundStep))
}).pipe(
  Schema.filter((order) => order.StatusText === STATUS_TEXT[order.Status] || "StatusText must match Status"),
  Schema.filter((order) => {
    const expected = orderAmountsOf({ ...order, rainStatus: order.RainFee > 0 })
    return amountKeys.every((key) => expected[key] === order[key]) || "the order's figures must follow the §9 rules for its lines"
  })
)
export type Order = typeof Order.Type

/** DESIGN §4 Coupon, checked by the server. */
export const Coupon = Schema.Struct({
  code: Schema.String.pipe(
    Schema.pattern(/^[A-Z0-9]{3,20}$/, { message: () => "code must be 3 to 20 capital letters or digits" })
  ),
  percentOff: Schema.Number.pipe(
    Schema.int({ message: () => "percentOff must be a whole number" }),
    Schema.between(1, 100, { message: () => "percentOff must be between 1 and 100" })
  ),
  firstOrderOnly: Schema.Boolean,
  active: Schema.Boolean
})
export type Coupon = typeof Coupon.Type

/** §9 newsletter offer, DESIGN §4: WELCOME20 gives 20% off a first order. */
/**
 * Days after delivery within which an item may be returned (the refund policy and FAQ state it).
 * Not in the spec: seven days is what Indian shoppers expect of fashion and electronics shops.
 */
export const RETURN_WINDOW_DAYS = 7

export const WELCOME_COUPON: Coupon = { code: "WELCOME20", percentOff: 20, firstOrderOnly: true, active: true }

/**
 * Issue 38, the browser's one copy: of a copy held and the same thing read from the server, the copy
 * held when it has more events (a fact of the live stream folded after the read began: a stream only
 * grows, DESIGN §2), else the copy read, which is the server's word (with as many events it may still
 * carry newer refund steps).
 */
const adopted = <C extends { readonly events: ReadonlyArray<unknown> }>(held: C | undefined, read: C): C =>
  held !== undefined && held.events.length > read.events.length ? held : read

/** The order a screen shows, offered a copy read from the server (`adopted`; another order held is not its copy). */
export const adoptedOrder = <O extends { readonly orderid: string; readonly events: ReadonlyArray<unknown> }>(held: O | null, read: O): O =>
  adopted(held !== null && held.orderid === read.orderid ? held : undefined, read)

/**
 * An order's returns, offered those read from the server: the requests read, each `adopted` against
 * the same request held; the array read itself when nothing held is newer.
 */
export const adoptedReturns = <R extends { readonly _id: string; readonly events: ReadonlyArray<unknown> }>(
  held: ReadonlyArray<R>,
  read: ReadonlyArray<R>
): ReadonlyArray<R> => {
  const requests = read.map((request) => adopted(held.find((one) => one._id === request._id), request))
  return requests.every((request, i) => request === read[i]) ? read : requests
}
