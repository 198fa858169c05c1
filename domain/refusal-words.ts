import { formatPromisedDate } from "./dates.ts"
import { formatRupees } from "./money.ts"
import { STATUS_TEXT } from "./order.ts"
import type { Refusal, RefusalWords, StockProblem, StockProblemWords } from "./refusals.ts"

// Issue 39 (ADR 064): the English of every refusal the server words itself (domain/refusals.ts),
// byte for byte what it always wrote; the server's error `message` is made here and only here. The
// Hindi is domain/refusal-words.hi.ts. Nothing here is in a page's start-up: the server says these,
// and a page shows the message it was sent.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** "28 November 2026": a coupon's first or last day, as the coupon's refusals have always said it. */
export const couponDay = (iso: string): string => {
  const [y, m, d] = iso.split("-").map(Number)
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
}

const codWhom = (established: boolean) => (established ? "one account" : "an account before its first delivery")

const STOCK: StockProblemWords = {
  NoLongerSold: () => "This item is no longer sold; please remove it from your cart.",
  SoldOut: ({ name }) => `${name} is sold out.`,
  OnlyLeft: ({ name, left, asked }) => `Only ${left} left of ${name}; you asked for ${asked}.`
}

/** One line's stock problem in English (the quote's `message` beside it). */
export const sayStockProblem = (problem: StockProblem): string =>
  (STOCK[problem._tag] as (problem: StockProblem) => string)(problem)

const RATE_LIMITED: { readonly [L in Extract<Refusal, { readonly _tag: "RateLimited" }>["limit"]]: string } = {
  contact: "You have sent several messages in the last hour; we will answer them. Please wait before sending another.",
  search: "Too many searches from your connection; please wait a moment and try again.",
  suggest: "Too many suggestions asked for from your connection; please wait a moment and try again.",
  facets: "Too many filter changes from your connection; please wait a moment and try again.",
  listings: "Too many filtered or sorted lists from your connection; please wait a moment and try again.",
  closest: "Too many spelling suggestions asked for from your connection; please wait a moment and try again.",
  emailLookup: "Too many e-mail checks from your connection; please wait a little and try again.",
  pages: "Too many pages asked for from your connection; please wait a moment and try again.",
  reviewWrites: "You have written or edited many reviews in the last hour; please wait a while before the next.",
  helpfulVotes: "You have marked many reviews in the last hour; please wait a while before marking more.",
  paymentTokens: "Too many payment attempts from your account in the last hour; please try again later."
}

export const REFUSAL_WORDS: RefusalWords = {
  CouponUnknown: ({ code }) => `The coupon code '${code}' is not valid.`,
  CouponNotYet: ({ code, startsOn }) => `${code} can be used from ${couponDay(startsOn)}.`,
  CouponEnded: ({ code, endsOn }) => `${code} ended on ${couponDay(endsOn)}.`,
  CouponFirstOrderOnly: ({ code }) => `${code} is for a first order only, and you have ordered before.`,
  CouponMinimum: ({ code, minOrder, short }) => `${code} needs an order of at least ${formatRupees(minOrder)}; add ${formatRupees(short)} more.`,
  CouponUsed: ({ code, limit }) => (limit === 1 ? `You have already used ${code}.` : `You have already used ${code} ${limit} times, as often as it allows.`),
  CouponUsedUp: ({ code }) => `${code} has been used as many times as it allows.`,
  NotDeliveredTo: ({ state }) => `Sorry, we do not deliver to ${state} yet; please choose an address elsewhere.`,
  NoCashOnDeliveryIn: ({ state }) => `Cash on Delivery is not available in ${state}; please pay online.`,
  UnpaidOrders: ({ orders }) =>
    `You have ${plural(orders, "online order", "online orders")} waiting for payment, the most one customer may hold. Please pay for one or cancel it first.`,
  UnpaidUnits: ({ most, wouldHold }) =>
    `Online orders waiting for payment may hold ${plural(most, "item", "items")} at most; with this one yours would hold ${wouldHold}. ` +
    "Please pay for your waiting orders first, or order fewer items.",
  CodOrders: ({ orders, established }) =>
    `You have ${plural(orders, "Cash on Delivery order", "Cash on Delivery orders")} on the way, the most ${established ? "one account may have at once" : "an account may have before its first delivery"}. ` +
    "Please wait for one to be delivered, or cancel one you no longer need.",
  CodUnits: ({ most, wouldHold, established }) =>
    `Cash on Delivery orders on the way may hold ${plural(most, "item", "items")} at most for ${codWhom(established)}; ` +
    `with this one yours would hold ${wouldHold}. Please order fewer items, or wait for a delivery.`,
  CodValue: ({ most, wouldCome, established }) =>
    `Cash on Delivery orders on the way may come to ${formatRupees(most)} at most for ${codWhom(established)}; ` +
    `with this one yours would come to ${formatRupees(wouldCome)}. Please order less, or wait for a delivery.`,
  StockProblems: ({ problems }) => problems.map(sayStockProblem).join(" "),
  JustSoldOut: ({ name }) => `${name} has just sold out.`,
  CodeWrongTries: ({ triesLeft }) => `The code is not right; ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`,
  CodeExpiredOrOther: () => "The code has expired or was not sent to this number; ask for a new code.",
  CodeUsed: () => "The code has already been used; ask for a new code.",
  NumberLockedFor: ({ minutes }) => `Too many wrong codes for this number; try again in ${minutes} minutes.`,
  ResendWait: ({ seconds }) => `A code was just sent; you can ask for a new one in ${seconds} seconds.`,
  TooManyCodes: ({ minutes }) => `Too many codes for this number; try again in ${minutes} minutes.`,
  TooManyFromNetwork: ({ minutes }) => `Too many codes requested from your network; try again in ${minutes} minutes.`,
  SmsFailed: () => "The code could not be sent by SMS right now; please try again shortly.",
  NoSession: () => "Please sign in first: there is no valid session.",
  MobileRegistered: () => "This mobile number is already registered; please sign in instead.",
  EmailRegistered: () => "This e-mail address is already registered to another account.",
  Registered: () => "This mobile number or e-mail address is already registered.",
  AddressLimit: ({ max }) => `You can keep at most ${max} addresses; delete one first.`,
  PincodeState: ({ pincode, states, state }) => `Pincode ${pincode} is in ${states.join(" or ")}, not ${state}. Please check the pincode or the state.`,
  PincodeCity: ({ pincode, cities, city }) => `Pincode ${pincode} is in ${cities.join(" or ")}, not ${city}. Please check the pincode or the city.`,
  PaymentAttempts: ({ most }) => `At most ${most} payment attempts an hour per order; please try again later.`,
  NoOrderAwaitingPayment: () => "You have no online order waiting for payment.",
  NoSuchOrder: ({ orderid }) => `You have no order ${orderid}.`,
  PaidOnDelivery: ({ orderid }) => `Order ${orderid} is paid in cash on delivery.`,
  NotAwaitingPayment: ({ orderid, payment }) => `Order ${orderid} is not waiting for payment (its payment is ${payment}).`,
  ReturnNotDelivered: ({ orderid, status }) => `Only a delivered order can be returned or exchanged; order ${orderid} is ${STATUS_TEXT[status]}.`,
  ReturnWindowClosed: ({ orderid, closedOn, days }) =>
    `The return window of order ${orderid} closed on ${formatPromisedDate(closedOn)}, ${days} days after delivery.`,
  ReturnAllAsked: ({ orderid }) => `Every item of order ${orderid} has already been asked back.`,
  ReturnNoSuchItem: ({ orderid, item }) => `Order ${orderid} has no item number ${item}.`,
  ReturnLineTaken: ({ name, option }) => `${name} (${option}) has already been asked back or refunded.`,
  ReturnOnlyLeft: ({ name, option, left, asked }) => `Only ${left} of ${name} (${option}) can still be asked back, not ${asked}.`,
  ReturnCashToWallet: () => "This order was paid in cash on delivery, so its refund goes to your Bazaar wallet.",
  ReturnOverPaid: ({ orderid, refundable, asked }) =>
    `Order ${orderid} has ${formatRupees(refundable)} paid and not refunded; these items would refund ${formatRupees(asked)}. Please contact Bazaar support.`,
  ExchangeOtherProduct: ({ name }) => `${name} can be exchanged only for another size of the same product.`,
  ExchangeSameSize: ({ name }) => `Choose a different size of ${name} to exchange it for.`,
  ExchangeOtherColour: ({ name, colour, wanted }) =>
    `${name} can be exchanged only for another size in ${colour}; to have it in ${wanted}, return it and order that one instead.`,
  ExchangeOtherPrice: ({ name, size, price, paid }) =>
    `${name} in ${size} costs ${formatRupees(price)}, not the ${formatRupees(paid)} paid; ` +
    "an exchange is for a size of the same price, so return it and order that size instead.",
  ExchangeOnlyLeft: ({ name, size, left }) => `${name} in ${size} has only ${left} left; choose another size or return it instead.`,
  RateLimited: ({ limit }) => RATE_LIMITED[limit]
}

/** A refusal's English sentence (the server's `message`). */
export const sayRefusal = (refusal: Refusal): string => (REFUSAL_WORDS[refusal._tag] as (refusal: Refusal) => string)(refusal)

/** The fields of a contract error that carries `refusal`: its English message and the refusal itself. */
export const refused = (refusal: Refusal): { readonly message: string; readonly refusal: Refusal } => ({ message: sayRefusal(refusal), refusal })
