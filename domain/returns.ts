import { Either, Schema } from "effect"
import { Id, Name, Rupees, Timestamp } from "./common.ts"
import { shareOut } from "./gst.ts"
import { fromPaise, toPaise } from "./money.ts"
import {
  type Order,
  OrderId,
  type OrderLine,
  RETURN_WINDOW_DAYS
} from "./order.ts"
import type { Refusal } from "./refusals.ts"
import { RETURN_EVENT_TAGS, type ReturnEventTag } from "./return-status.ts"
import {
  decideReturnStep,
  NOT_REQUESTED,
  RETURN_STATUSES,
  type ReturnKind,
  returnLifecycleMachine,
  type ReturnMachineEvent,
  type ReturnSnapshot,
  type ReturnStatus
} from "./return-lifecycle.machine.ts"

/**
 * Issue 19 item 3 (ADR 031): returns and exchanges of a delivered order's lines, and the wallet's
 * movements. Pure rules, used by the server (which decides) and the browser (which offers only what
 * the server would allow, and shows what it decided).
 *
 * - A request is for a Delivered order, by its own customer, until the end of the Indian day
 *   RETURN_WINDOW_DAYS after the day of its `order.delivered` event (`returnWindowClosesOn`).
 * - Each unit of a line can be asked back once: the quantities of every request neither rejected nor
 *   withdrawn count (a withdrawn request's units may be asked back again).
 * - A return's refund is what was paid for its units: the line's price × quantity less its share of
 *   the coupon (the invoice's rule, gst.ts `shareOut`), shared over the units so that the refunds
 *   of one line's units add up exactly to the line's value. The fees are refunded only when one
 *   request returns the whole order for a fault of the shop (damaged, defective, wrong, incomplete),
 *   as the Refund Policy says. The part paid from the wallet always goes back to the wallet.
 * - An exchange swaps a line for the same product in another size (pack size) and the same colour (option),
 *   at the same price; no money moves.
 */

export { RETURN_STATUSES, type ReturnKind, type ReturnStatus } from "./return-lifecycle.machine.ts"

export const ReturnKindSchema = Schema.Literal("return", "exchange").annotations({
  message: () => ({ message: "Choose return or exchange.", override: true })
})

/** Why a customer sends an item back: a fixed list, so the shop can count them. */
export const RETURN_REASONS = [
  "damaged",
  "defective",
  "wrong-item",
  "missing-parts",
  "size-fit",
  "not-as-described",
  "changed-mind"
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

export const RETURN_REASON_TEXT: Record<ReturnReason, string> = {
  damaged: "Arrived damaged",
  defective: "Does not work properly",
  "wrong-item": "Wrong item sent",
  "missing-parts": "Parts or accessories missing",
  "size-fit": "Size or fit is not right",
  "not-as-described": "Not as described or shown",
  "changed-mind": "No longer needed"
}

/** The reasons that are the shop's fault: a whole order returned for one of them gets its fees back too. */
export const SHOP_FAULT_REASONS: ReadonlyArray<ReturnReason> = ["damaged", "defective", "wrong-item", "missing-parts"]

export const ReturnReasonSchema = Schema.Literal(...RETURN_REASONS).annotations({
  message: () => ({ message: "Choose a reason from the list.", override: true })
})

export const RefundTo = Schema.Literal("wallet", "original").annotations({
  message: () => ({ message: "Choose the wallet or the original payment for the refund.", override: true })
})
export type RefundTo = typeof RefundTo.Type

export const MAX_RETURN_NOTE = 500
/** A rejection's reason is texted to the customer (issue 34 item 5): one SMS's worth (domain/staff-text.ts MAX_TEXTED_REASON). */
export const MAX_REJECT_REASON = 160

/** One line asked back: the order line's position, how many of its units, and for an exchange the option wanted. */
export const ReturnLineRequest = Schema.Struct({
  position: Schema.Number.pipe(
    Schema.int({ message: () => "position must be a whole number" }),
    Schema.between(0, 199, { message: () => "position must be between 0 and 199" })
  ),
  quantity: Schema.Number.pipe(
    Schema.int({ message: () => "quantity must be a whole number" }),
    Schema.between(1, 100, { message: () => "quantity must be between 1 and 100" })
  ),
  exchangeOptionId: Schema.optional(Id)
})
export type ReturnLineRequest = typeof ReturnLineRequest.Type

/** POST order/{orderid}/returns: what the customer asks. */
export const NewReturnRequest = Schema.Struct({
  kind: ReturnKindSchema,
  lines: Schema.Array(ReturnLineRequest).pipe(
    Schema.minItems(1, { message: () => "Choose at least one item to return or exchange." }),
    Schema.maxItems(100, { message: () => "A request holds at most 100 lines." }),
    Schema.filter((lines) => new Set(lines.map((line) => line.position)).size === lines.length || "Each item may appear only once in a request.")
  ),
  reason: ReturnReasonSchema,
  note: Schema.optional(Schema.Trim.pipe(
    Schema.maxLength(MAX_RETURN_NOTE, { message: () => `The note must be at most ${MAX_RETURN_NOTE} characters.` })
  )),
  /** Where a return's refund goes; an exchange has none. */
  refundTo: Schema.optional(RefundTo)
}).pipe(
  Schema.filter((request) => {
    if (request.kind === "return") {
      if (request.refundTo === undefined) return "Choose where the refund goes: your wallet or the original payment."
      return request.lines.every((line) => line.exchangeOptionId === undefined) || "A return takes no new size; choose exchange for that."
    }
    if (request.refundTo !== undefined) return "An exchange is not refunded; leave out where the refund goes."
    return request.lines.every((line) => line.exchangeOptionId !== undefined) || "Choose the new size for each item you exchange."
  })
)
export type NewReturnRequest = typeof NewReturnRequest.Type

/** A line of a request as stored: what it was in the order, how many, what its units refund, the option wanted. */
export const ReturnLine = Schema.Struct({
  position: Schema.Number,
  ProductName: Name,
  /** The order line's Hindi name (issue 39), shown on a Hindi page; absent when it has none. */
  ProductNameHi: Schema.optional(Name),
  packSizeName: Name,
  packSizeOptionName: Name,
  thumbnail: Schema.String,
  quantity: Schema.Number,
  amount: Rupees,
  exchangeOptionId: Schema.NullOr(Id),
  exchangeOptionName: Schema.NullOr(Schema.String)
})
export type ReturnLine = typeof ReturnLine.Type

export const ReturnStatusSchema = Schema.Literal(...RETURN_STATUSES)

/** One step of a request, as it is stored in its order's stream (with the request's id). */
export const ReturnEvent = Schema.Struct({
  _tag: Schema.Literal(...RETURN_EVENT_TAGS),
  at: Timestamp,
  // The order event's actors and reason length (order.ts Actor, MAX_CANCEL_REASON), written out: an
  // import of them from the home page's chunk would add them to what that chunk exports.
  by: Schema.Literal("customer", "admin", "system"),
  reason: Schema.optional(Schema.String.pipe(Schema.maxLength(500))),
  returnId: Id
})
export type ReturnEvent = typeof ReturnEvent.Type

/** A return or exchange request as the contract answers it; its status is its events' projection. */
export const ReturnRequest = Schema.Struct({
  _id: Id,
  orderid: OrderId,
  customerName: Schema.String,
  kind: ReturnKindSchema,
  lines: Schema.NonEmptyArray(ReturnLine),
  reason: ReturnReasonSchema,
  note: Schema.NullOr(Schema.String),
  refundTo: Schema.NullOr(RefundTo),
  status: ReturnStatusSchema,
  /** The refund: its whole, the part to the wallet and the part to the original payment (0 for an exchange). */
  refundAmount: Rupees,
  refundToWallet: Rupees,
  refundToOriginal: Rupees,
  /** The fees refunded with it (only a whole order returned for the shop's fault). */
  feesRefunded: Rupees,
  events: Schema.Array(ReturnEvent),
  createdAt: Timestamp
}).pipe(
  Schema.filter((request) => returnStatusOf(request.events) === request.status || "status must be what the request's events project to"),
  Schema.filter((request) =>
    toPaise(request.refundToWallet) + toPaise(request.refundToOriginal) === toPaise(request.refundAmount) || "the refund's parts must add up to it")
)
export type ReturnRequest = typeof ReturnRequest.Type

// ---------------------------------------------------------------------------------------------
// The request's lifecycle

const INITIAL: ReturnSnapshot = returnLifecycleMachine.resolveState({ value: NOT_REQUESTED, context: { kind: null } })

export interface ReturnStepEvent {
  readonly _tag: ReturnEventTag
  readonly by: "customer" | "admin" | "system"
}

/** The machine's event for a stored step; the request's kind is needed only to begin it. */
const machineEventOf = (event: ReturnStepEvent, kind: ReturnKind): ReturnMachineEvent =>
  event._tag === "return.requested" ? { type: event._tag, by: event.by, kind } : { type: event._tag, by: event.by }

/** The request's machine over its stored events: the snapshot, or the refusal of the first the machine refuses. */
export const returnSnapshotOf = (events: ReadonlyArray<ReturnStepEvent>, kind: ReturnKind): Either.Either<ReturnSnapshot, string> => {
  let snapshot = INITIAL
  for (const event of events) {
    const next = decideReturnStep(snapshot, machineEventOf(event, kind))
    if ("refused" in next) return Either.left(next.refused)
    snapshot = next
  }
  return Either.right(snapshot)
}

/** The status a request's events project to (Requested ... Exchanged), or undefined for an empty or invalid stream. */
export const returnStatusOf = (events: ReadonlyArray<ReturnStepEvent>): ReturnStatus | undefined => {
  // The kind only decides Refunded against Exchanged: the stream's own last step names it.
  const kind: ReturnKind = events.some((event) => event._tag === "return.exchanged") ? "exchange" : "return"
  const snapshot = returnSnapshotOf(events, kind)
  if (Either.isLeft(snapshot) || snapshot.right.value === NOT_REQUESTED) return undefined
  return snapshot.right.value as ReturnStatus
}

/** The next step `event` would take the request to, or the sentence that refuses it (the server's 409). */
export const decideReturnEvent = (
  events: ReadonlyArray<ReturnStepEvent>,
  kind: ReturnKind,
  event: ReturnStepEvent
): Either.Either<ReturnStatus, string> =>
  Either.flatMap(returnSnapshotOf(events, kind), (snapshot) => {
    const next = decideReturnStep(snapshot, machineEventOf(event, kind))
    return "refused" in next ? Either.left(next.refused) : Either.right(next.value as ReturnStatus)
  })

/** The admin's steps a request allows now (what the admin screen offers). */
export const ADMIN_RETURN_STEPS = ["return.approved", "return.rejected", "return.picked-up", "return.refunded", "return.exchanged"] as const
export type AdminReturnStep = (typeof ADMIN_RETURN_STEPS)[number]

export const allowedReturnSteps = (request: { readonly events: ReadonlyArray<ReturnStepEvent>; readonly kind: ReturnKind }): ReadonlyArray<AdminReturnStep> =>
  ADMIN_RETURN_STEPS.filter((step) => Either.isRight(decideReturnEvent(request.events, request.kind, { _tag: step, by: "admin" })))

/** Whether a request still counts against its lines' units: every request but a rejected or withdrawn one. */
export const holdsUnits = (status: ReturnStatus): boolean => status !== "Rejected" && status !== "Withdrawn"

/** Whether the customer may withdraw the request now (before its pickup): the "Withdraw request" button. */
export const mayWithdraw = (request: { readonly events: ReadonlyArray<ReturnStepEvent>; readonly kind: ReturnKind }): boolean =>
  Either.isRight(decideReturnEvent(request.events, request.kind, { _tag: "return.withdrawn", by: "customer" }))

// ---------------------------------------------------------------------------------------------
// The window

const IST_OFFSET_MS = 330 * 60_000
const DAY_MS = 86_400_000
const indianDay = (at: Date): number => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS)

/** When the order was delivered: its `order.delivered` event's time, if it has one. */
export const deliveredAtOf = (order: Pick<Order, "events">): string | undefined =>
  order.events.find((event) => event._tag === "order.delivered")?.at

/** The last day (ISO, India) a return may be asked: RETURN_WINDOW_DAYS after the day of delivery. */
export const returnWindowClosesOn = (deliveredAt: string): string =>
  new Date((indianDay(new Date(deliveredAt)) + RETURN_WINDOW_DAYS) * DAY_MS).toISOString().slice(0, 10)

/** Whether `now` is on or before the window's last day, in India. */
export const returnWindowOpen = (deliveredAt: string, now: Date): boolean =>
  indianDay(now) <= indianDay(new Date(deliveredAt)) + RETURN_WINDOW_DAYS

// ---------------------------------------------------------------------------------------------
// Units and eligibility

/** Units of each order line (by position) already asked back by requests that hold them. */
export type UnitsTaken = ReadonlyMap<number, number>

export const unitsTakenBy = (requests: ReadonlyArray<Pick<ReturnRequest, "status" | "lines">>): UnitsTaken => {
  const taken = new Map<number, number>()
  for (const request of requests) {
    if (!holdsUnits(request.status)) continue
    for (const line of request.lines) taken.set(line.position, (taken.get(line.position) ?? 0) + line.quantity)
  }
  return taken
}

/** How many units of each line may still be asked back. */
export const returnableUnits = (order: Pick<Order, "lines">, taken: UnitsTaken): ReadonlyArray<number> =>
  order.lines.map((line, position) => Math.max(0, line.quantity - (taken.get(position) ?? 0)))

export type Eligibility =
  | { readonly _tag: "Eligible"; readonly closesOn: string; readonly units: ReadonlyArray<number> }
  | { readonly _tag: "NotEligible"; readonly refusal: Refusal }

/** Whether the order's customer may ask for a return or exchange now, and of how many units of each line. */
export const returnEligibility = (order: Pick<Order, "Status" | "StatusText" | "events" | "lines" | "orderid">, now: Date, taken: UnitsTaken): Eligibility => {
  const deliveredAt = deliveredAtOf(order)
  if (order.Status !== 5 || deliveredAt === undefined) {
    return { _tag: "NotEligible", refusal: { _tag: "ReturnNotDelivered", orderid: order.orderid, status: order.Status } }
  }
  const closesOn = returnWindowClosesOn(deliveredAt)
  if (!returnWindowOpen(deliveredAt, now)) {
    return { _tag: "NotEligible", refusal: { _tag: "ReturnWindowClosed", orderid: order.orderid, closedOn: closesOn, days: RETURN_WINDOW_DAYS } }
  }
  const units = returnableUnits(order, taken)
  if (units.every((left) => left === 0)) {
    return { _tag: "NotEligible", refusal: { _tag: "ReturnAllAsked", orderid: order.orderid } }
  }
  return { _tag: "Eligible", closesOn, units }
}

// ---------------------------------------------------------------------------------------------
// The refund

/** What a request's units are worth: per line, and the fees and the wallet's part. Paise inside, rupees out. */
export interface RefundFigures {
  readonly lines: ReadonlyArray<number>
  readonly fees: number
  readonly amount: number
  readonly toWallet: number
  readonly toOriginal: number
}

type PricedOrder = Pick<Order, "lines" | "coupon" | "wallet" | "Netpayable" | "SmallCartFee" | "HandllingFee" | "RainFee" | "DeliveryCharge" | "PaymentMode">

/** What each order line was paid: price × quantity less its share of the coupon (gst.ts invoiceOf's rule), in paise. */
export const lineValues = (order: Pick<Order, "lines" | "coupon">): ReadonlyArray<number> => {
  const gross = order.lines.map((line) => toPaise(line.Price) * line.quantity)
  const onGoods = Math.min(toPaise(order.coupon), gross.reduce((sum, g) => sum + g, 0))
  const discounts = shareOut(onGoods, gross)
  return gross.map((g, i) => g - discounts[i]!)
}

/** The paid value of a line's first `units` units (paise): sharing cumulatively makes every unit's refund add up to the line. */
const valueOfUnits = (value: number, line: Pick<OrderLine, "quantity">, units: number): number =>
  Math.round((value * units) / line.quantity)

/**
 * The refund of a return: `lines` (position, quantity) asked now, `taken` the units earlier requests
 * hold, `earlier` what earlier returns of the order refund in all and to the wallet (rupees).
 */
export const refundOf = (
  order: PricedOrder,
  lines: ReadonlyArray<{ readonly position: number; readonly quantity: number }>,
  reason: ReturnReason,
  refundTo: RefundTo,
  taken: UnitsTaken,
  earlier: { readonly amount: number; readonly toWallet: number }
): RefundFigures => {
  const values = lineValues(order)
  const linePaise = lines.map(({ position, quantity }) => {
    const line = order.lines[position]!
    const before = taken.get(position) ?? 0
    return valueOfUnits(values[position]!, line, before + quantity) - valueOfUnits(values[position]!, line, before)
  })
  const wholeOrder = taken.size === 0 || [...taken.values()].every((units) => units === 0)
  const returnsEverything = wholeOrder && order.lines.every((line, position) =>
    lines.some((asked) => asked.position === position && asked.quantity === line.quantity))
  const couponOnFees = toPaise(order.coupon) - (order.lines.reduce((sum, line) => sum + toPaise(line.Price) * line.quantity, 0) - values.reduce((s, v) => s + v, 0))
  const feesPaise = returnsEverything && SHOP_FAULT_REASONS.includes(reason)
    ? Math.max(0, toPaise(order.SmallCartFee) + toPaise(order.HandllingFee) + toPaise(order.RainFee) + toPaise(order.DeliveryCharge) - couponOnFees)
    : 0
  const amount = linePaise.reduce((sum, p) => sum + p, 0) + feesPaise
  // The wallet's part of everything refunded so far, in proportion to what was paid from it.
  const wallet = toPaise(order.wallet)
  const paid = wallet + toPaise(order.Netpayable)
  const walletShare = (total: number) => (paid === 0 ? 0 : Math.round((total * wallet) / paid))
  const walletPart = Math.min(amount, Math.max(0, walletShare(toPaise(earlier.amount) + amount) - toPaise(earlier.toWallet)))
  const toWallet = refundTo === "wallet" ? amount : walletPart
  return {
    lines: linePaise.map(fromPaise),
    fees: fromPaise(feesPaise),
    amount: fromPaise(amount),
    toWallet: fromPaise(toWallet),
    toOriginal: fromPaise(amount - toWallet)
  }
}

/** Where a refund may go: the wallet always; the original payment only for an order paid online. */
export const refundDestinations = (order: Pick<Order, "PaymentMode">): ReadonlyArray<RefundTo> =>
  order.PaymentMode === "Online" ? ["wallet", "original"] : ["wallet"]

/** Why a request's lines are refused (named, domain/refusals.ts), or undefined when they fit what may still be asked back. */
export const linesProblem = (
  order: Pick<Order, "lines" | "orderid">,
  lines: ReadonlyArray<{ readonly position: number; readonly quantity: number }>,
  taken: UnitsTaken
): Refusal | undefined => {
  const units = returnableUnits(order, taken)
  for (const { position, quantity } of lines) {
    const line = order.lines[position]
    if (line === undefined) return { _tag: "ReturnNoSuchItem", orderid: order.orderid, item: position + 1 }
    const left = units[position]!
    if (quantity > left) {
      return left === 0
        ? { _tag: "ReturnLineTaken", name: line.ProductName, option: line.packSizeOptionName }
        : { _tag: "ReturnOnlyLeft", name: line.ProductName, option: line.packSizeOptionName, left, asked: quantity }
    }
  }
  return undefined
}

/**
 * An option an exchange may take, with its stock and price now. A product's pack sizes are its sizes
 * ("S", "M", "L"; "UK 8") and each size's options its colours ("Navy Blue") or packs, as the catalogue
 * stores clothing and footwear (the size chart reads the pack sizes as sizes, domain/size-chart.ts).
 */
export interface ExchangeOption {
  readonly productId: string
  readonly PackId: string
  /** The size: its pack size's name ("L"). */
  readonly packSizeName: string
  readonly PackOptionId: string
  /** The option's own name: the colour ("Navy Blue"). */
  readonly name: string
  readonly stock: number
  readonly price: number
}

/**
 * Issue 32: an exchange moves no money, so it takes only a size at the same price: what was paid
 * for the line, or what the size bought costs now (`boughtPriceNow`, when the shop has changed
 * every size's price alike since). A dearer or cheaper size is a return and a new order.
 */
export const samePrice = (line: Pick<OrderLine, "Price">, option: Pick<ExchangeOption, "price">, boughtPriceNow: number | undefined): boolean =>
  toPaise(option.price) === toPaise(line.Price) || (boughtPriceNow !== undefined && toPaise(option.price) === toPaise(boughtPriceNow))

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

/** What an exchange's rule reads of the line it swaps. */
export type ExchangedLine = Pick<OrderLine, "productId" | "PackId" | "PackOptionId" | "ProductName" | "packSizeOptionName" | "Price">

/**
 * Why `option` is refused for an exchange of `quantity` units of `line` (named), or undefined when it
 * fits. Issue 33: an exchange is the same product in another size and the same colour (the line's
 * option in another pack size), at the same price, with the stock; another colour of the same size
 * is not another size.
 */
export const exchangeProblem = (
  line: ExchangedLine,
  option: ExchangeOption | undefined,
  quantity: number,
  boughtPriceNow?: number
): Refusal | undefined => {
  const name = line.ProductName
  if (option === undefined || option.productId !== line.productId) return { _tag: "ExchangeOtherProduct", name }
  if (option.PackId === line.PackId) return { _tag: "ExchangeSameSize", name }
  if (!sameName(option.name, line.packSizeOptionName)) return { _tag: "ExchangeOtherColour", name, colour: line.packSizeOptionName, wanted: option.name }
  if (!samePrice(line, option, boughtPriceNow)) return { _tag: "ExchangeOtherPrice", name, size: option.packSizeName, price: option.price, paid: line.Price }
  if (option.stock < quantity) return { _tag: "ExchangeOnlyLeft", name, size: option.packSizeName, left: option.stock }
  return undefined
}

/**
 * The sizes an exchange of `line` may take now (issue 33): of `options` (the options of its product,
 * in the product's order), those `exchangeProblem` allows for one unit: the other sizes in the
 * line's colour, in stock, at its price. `boughtPriceNow` is what the option bought costs now.
 */
export const exchangeChoicesFor = (line: ExchangedLine, options: ReadonlyArray<ExchangeOption>, boughtPriceNow?: number): ReadonlyArray<ExchangeOption> =>
  options.filter((option) => exchangeProblem(line, option, 1, boughtPriceNow) === undefined)

// ---------------------------------------------------------------------------------------------
// The wallet

export const WALLET_MOVEMENT_KINDS = ["opening-balance", "order-payment", "cancel-refund", "return-refund", "order-refund", "shop-credit", "shop-debit"] as const
export type WalletMovementKind = (typeof WALLET_MOVEMENT_KINDS)[number]

export const WALLET_MOVEMENT_TEXT: Record<WalletMovementKind, string> = {
  "opening-balance": "Opening balance",
  "order-payment": "Paid for an order",
  "cancel-refund": "Refund of a cancelled order",
  "return-refund": "Refund of a return",
  // Issue 20 (ADR 039): the shop's refund of an order, and a staff member's credit or debit with its reason.
  "order-refund": "Refund of an order",
  "shop-credit": "Credit from Bazaar",
  "shop-debit": "Debit by Bazaar"
}

/** One change of a client's wallet balance (append-only, in the same transaction as the change). */
export const WalletMovement = Schema.Struct({
  _id: Schema.String,
  /** Signed: a credit is positive, a debit negative. */
  amount: Schema.Number.pipe(Schema.finite()),
  balanceAfter: Rupees,
  kind: Schema.Literal(...WALLET_MOVEMENT_KINDS),
  reason: Schema.String,
  orderid: Schema.NullOr(OrderId),
  at: Timestamp
})
export type WalletMovement = typeof WalletMovement.Type

/** The balance movements lead to, oldest first: each one's balanceAfter is the one before plus its amount. */
export const movementsAddUp = (movements: ReadonlyArray<Pick<WalletMovement, "amount" | "balanceAfter">>): boolean => {
  let balance = 0
  for (const movement of movements) {
    balance += toPaise(movement.amount)
    if (balance !== toPaise(movement.balanceAfter)) return false
  }
  return true
}
