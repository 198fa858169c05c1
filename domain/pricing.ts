import { Schema } from "effect"
import { CartItems, itemTotals, type CartItem } from "./cart.ts"
import { Rupees } from "./common.ts"
import { fromPaise, toPaise } from "./money.ts"

// Every rule of §9 lives here once; the cart machine and the server's order pricing both call it.

// §9 handling fee fixed at 10.
export const HANDLING_FEE = 10

// §9 small-cart fee: 0 when the price total is 100 or more, otherwise 30.
export const SMALL_CART_THRESHOLD = 100
export const SMALL_CART_FEE = 30
export const smallCartFee = (priceTotal: number): number => (priceTotal >= SMALL_CART_THRESHOLD ? 0 : SMALL_CART_FEE)

// §9 delivery charge: 0 when the price total is 500 or more, otherwise 40.
export const FREE_DELIVERY_THRESHOLD = 500
export const DELIVERY_CHARGE = 40
export const deliveryCharge = (priceTotal: number): number =>
  priceTotal >= FREE_DELIVERY_THRESHOLD ? 0 : DELIVERY_CHARGE

// §9 amountToGetfeeDelivery = 500 − price total; once delivery is free nothing is missing, so 0, never negative.
export const amountToGetfeeDelivery = (priceTotal: number): number =>
  priceTotal >= FREE_DELIVERY_THRESHOLD ? 0 : fromPaise(toPaise(FREE_DELIVERY_THRESHOLD) - toPaise(priceTotal))

/**
 * §9 amountToGetfeeDeliveryPercentage = amountToGetfeeDelivery / 500 × 100, and 100 when delivery is free.
 * Read literally: below ₹500 it is the share of the threshold still MISSING (100 for ₹0, 0.2 for ₹499),
 * and §9 pins it to 100 once delivery is free. Kept as written because clients of the original API
 * read this key; a "how far along" bar should use `freeDeliveryProgress`. Two decimals, always in [0, 100].
 */
export const amountToGetfeeDeliveryPercentage = (priceTotal: number): number => {
  if (priceTotal >= FREE_DELIVERY_THRESHOLD) return 100
  const missingPaise = toPaise(amountToGetfeeDelivery(priceTotal))
  // missingPaise / (500 × 100 paise) × 100 % = missingPaise / 500 %; × 100 and round for two decimals.
  return Math.min(100, Math.max(0, Math.round(missingPaise / 5) / 100))
}

/** Progress towards free delivery for the §2 mini-cart bar: price total / 500 × 100, capped at 100. */
export const freeDeliveryProgress = (priceTotal: number): number =>
  Math.min(100, Math.max(0, Math.round(toPaise(priceTotal) / 5) / 100))

// §9 rain fee: 20 when rain status is on, otherwise 0.
export const RAIN_FEE = 20
export const rainFee = (rainStatus: boolean): number => (rainStatus ? RAIN_FEE : 0)

/**
 * DESIGN §4 coupons (§9 newsletter offer: 20% off the first order): a coupon takes its percentage
 * off the price total of the items (not the fees), in whole paise, rounded half up.
 */
export const couponDiscount = (percentOff: number, priceTotal: number): number =>
  fromPaise(Math.round((toPaise(priceTotal) * percentOff) / 100))

/** Wallet and coupon amounts as deductions: a negative or non-finite amount deducts nothing. */
const deductionPaise = (rupees: number): number => (Number.isFinite(rupees) && rupees > 0 ? toPaise(rupees) : 0)

/** A money figure that is never negative (totals can exceed the per-unit `Rupees` ceiling). */
const Amount = Schema.Number.pipe(
  Schema.finite({ message: () => "must be a finite number" }),
  Schema.nonNegative({ message: () => "must not be negative" })
)

/**
 * `all_amount_data` (§3, shape not shown): the same figures grouped as a bill reads, plus the saving
 * and the deductions actually applied (coupon first, then wallet, each capped at what is still owed).
 */
export const AllAmountData = Schema.Struct({
  items: Schema.Struct({ TotalMrp: Amount, TotalPrice: Amount, TotalSaving: Amount }),
  fees: Schema.Struct({ SmallCartFee: Amount, HandllingFee: Amount, RainFee: Amount, DeliveryCharge: Amount }),
  TotalAmount: Amount,
  deductions: Schema.Struct({ coupon: Amount, wallet: Amount }),
  Netpayable: Amount
})
export type AllAmountData = typeof AllAmountData.Type

/** The §3 cart-state figures (spellings as in the spec, `HandllingFee` included). */
export interface CartTotals {
  readonly TotalMrp: number
  readonly TotalPrice: number
  readonly SmallCartFee: number
  readonly HandllingFee: number
  readonly RainFee: number
  readonly DeliveryCharge: number
  readonly TotalAmount: number
  readonly Netpayable: number
  readonly amountToGetfeeDelivery: number
  readonly amountToGetfeeDeliveryPercentage: number
  readonly all_amount_data: AllAmountData
}

export interface CartTotalsInput {
  readonly items: ReadonlyArray<Pick<CartItem, "Mrp" | "Price" | "cart_Quentity">>
  readonly rainStatus: boolean
  readonly wallet: number
  readonly coupon: number
}

/**
 * §4, §9: all cart totals from the lines and the three settings, summed in whole paise.
 * An empty cart owes nothing: fees exist to cover delivering goods, and charging ₹10 handling (plus
 * small-cart and delivery fees) for an order that cannot be placed would show a bill for nothing.
 */
export const computeCartTotals = ({ items, rainStatus, wallet, coupon }: CartTotalsInput): CartTotals => {
  let mrp = 0
  let price = 0
  for (const item of items) {
    const totals = itemTotals(item)
    mrp += toPaise(totals.Product_total_Mrp)
    price += toPaise(totals.Product_total_Price)
  }
  const priceTotal = fromPaise(price)
  const empty = items.length === 0
  const fees = {
    SmallCartFee: empty ? 0 : smallCartFee(priceTotal),
    HandllingFee: empty ? 0 : HANDLING_FEE,
    RainFee: empty ? 0 : rainFee(rainStatus),
    DeliveryCharge: empty ? 0 : deliveryCharge(priceTotal)
  }
  // §9 TotalAmount = price total + small-cart fee + delivery charge + rain fee + handling fee.
  const totalAmount =
    price + toPaise(fees.SmallCartFee) + toPaise(fees.DeliveryCharge) + toPaise(fees.RainFee) + toPaise(fees.HandllingFee)
  // §9 Netpayable = TotalAmount − wallet − coupon, but never below 0: wallet and coupon can cover the
  // bill, not turn it into money owed to the shopper. The coupon goes first so wallet money is kept.
  const couponApplied = Math.min(deductionPaise(coupon), totalAmount)
  const walletApplied = Math.min(deductionPaise(wallet), totalAmount - couponApplied)
  const netpayable = totalAmount - couponApplied - walletApplied
  return {
    TotalMrp: fromPaise(mrp),
    TotalPrice: priceTotal,
    ...fees,
    TotalAmount: fromPaise(totalAmount),
    Netpayable: fromPaise(netpayable),
    amountToGetfeeDelivery: amountToGetfeeDelivery(priceTotal),
    amountToGetfeeDeliveryPercentage: amountToGetfeeDeliveryPercentage(priceTotal),
    all_amount_data: {
      items: { TotalMrp: fromPaise(mrp), TotalPrice: priceTotal, TotalSaving: fromPaise(Math.max(0, mrp - price)) },
      fees,
      TotalAmount: fromPaise(totalAmount),
      deductions: { coupon: fromPaise(couponApplied), wallet: fromPaise(walletApplied) },
      Netpayable: fromPaise(netpayable)
    }
  }
}

/** Deep equality of two trees of numbers, for checking stored totals against recomputed ones. */
const sameFigures = (expected: unknown, actual: unknown): boolean => {
  if (typeof expected === "number") return expected === actual
  if (typeof expected !== "object" || expected === null || typeof actual !== "object" || actual === null) return false
  return Object.entries(expected).every(([key, value]) => sameFigures(value, (actual as Record<string, unknown>)[key]))
}

/**
 * §3 Cart state, all its keys. The filter rejects a state whose figures disagree with §9 for its own
 * lines and settings, so a decoded state can always be trusted (DESIGN §2).
 */
export const CartState = Schema.Struct({
  CartItems: CartItems,
  TotalMrp: Amount,
  TotalPrice: Amount,
  SmallCartFee: Amount,
  HandllingFee: Amount,
  RainFee: Amount,
  DeliveryCharge: Amount,
  rainStatus: Schema.Boolean,
  wallet: Rupees,
  coupon: Rupees,
  TotalAmount: Amount,
  Netpayable: Amount,
  amountToGetfeeDelivery: Amount,
  amountToGetfeeDeliveryPercentage: Schema.Number.pipe(
    Schema.between(0, 100, { message: () => "amountToGetfeeDeliveryPercentage must be between 0 and 100" })
  ),
  all_amount_data: AllAmountData,
  Cartloading: Schema.Boolean
}).pipe(
  Schema.filter(
    (state) =>
      sameFigures(
        computeCartTotals({
          items: state.CartItems,
          rainStatus: state.rainStatus,
          wallet: state.wallet,
          coupon: state.coupon
        }),
        state
      ) || "cart totals must follow the §9 rules for the cart's items, rain status, wallet and coupon"
  )
)
export type CartState = typeof CartState.Type

/** §4 every change recomputes all totals: the one way to build a cart state from its inputs. */
export const cartState = (input: {
  readonly CartItems: ReadonlyArray<CartItem>
  readonly rainStatus: boolean
  readonly wallet: number
  readonly coupon: number
  readonly Cartloading: boolean
}): CartState => ({
  CartItems: input.CartItems,
  ...computeCartTotals({
    items: input.CartItems,
    rainStatus: input.rainStatus,
    wallet: input.wallet,
    coupon: input.coupon
  }),
  rainStatus: input.rainStatus,
  wallet: input.wallet,
  coupon: input.coupon,
  Cartloading: input.Cartloading
})

/** An empty cart with rain off and no wallet or coupon. */
export const initialCartState: CartState = cartState({
  CartItems: [],
  rainStatus: false,
  wallet: 0,
  coupon: 0,
  Cartloading: false
})
