import { Schema } from "effect"
import { Id, ImageUrl, Name, Rupees, Slug } from "./common.ts"
import { fromPaise, toPaise } from "./money.ts"

/** Most units of one variant a cart line may hold; `addItem` stops there rather than failing. */
export const MAX_CART_QUANTITY = 100

/** A line total: unit price × quantity, so it may exceed the per-unit `Rupees` ceiling. */
const LineTotal = Schema.Number.pipe(
  Schema.finite({ message: () => "must be a finite number" }),
  Schema.nonNegative({ message: () => "must not be negative" })
)

const mrpAtLeastPrice = (line: { readonly Mrp: number; readonly Price: number }) =>
  line.Mrp >= line.Price || "Mrp must be at least the Price"

const cartProductFields = {
  PackId: Id,
  PackOptionId: Id,
  ProductName: Name,
  /**
   * The product's Hindi name where the page it was added from had it (issue 39): a Hindi page shows
   * the line by it. Not one of §3's cart fields; a line without one shows its ProductName.
   */
  ProductNameHi: Schema.optional(Name),
  slugurl: Slug,
  thumbnail: ImageUrl,
  packSizeOptionName: Name,
  packSizeName: Name,
  /** §3: identifies the product variant; in our catalogue it is the pack-size option's _id. */
  AttributeId: Id,
  Mrp: Rupees,
  Price: Rupees,
  /**
   * The units left that the shopper was shown when the line was last added (§3's availablestock of
   * the option). Not one of §3's cart fields: it travels with the line so the cart's "+" stops at
   * the stock the shopper saw (issue 16); a line stored before it existed has none and stops at
   * MAX_CART_QUANTITY, and the checkout's quote checks the real stock either way.
   */
  availablestock: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.nonNegative())),
  /**
   * The product the line is of (issue 38): the cart follows it on the shop's live stream, and its
   * new price or stock reaches the line at once. Not one of §3's cart fields; a line stored before
   * it existed has none and is re-priced by the checkout's quote only.
   */
  productId: Schema.optional(Id)
}

/** §3 Cart item without the quantity and the totals: what a product page hands to `addItem`. */
export const CartProduct = Schema.Struct(cartProductFields).pipe(Schema.filter(mrpAtLeastPrice))
export type CartProduct = typeof CartProduct.Type

/**
 * §3 Cart item, exactly its fields. The filters reject a stored line whose totals were tampered
 * with or went stale (DESIGN §2: a corrupt stored value is discarded, never trusted).
 */
export const CartItem = Schema.Struct({
  ...cartProductFields,
  cart_Quentity: Schema.Number.pipe(
    Schema.int({ message: () => "cart_Quentity must be a whole number" }),
    Schema.between(1, MAX_CART_QUANTITY, {
      message: () => `cart_Quentity must be between 1 and ${MAX_CART_QUANTITY}`
    })
  ),
  Product_total_Mrp: LineTotal,
  Product_total_Price: LineTotal,
  Product_total_Saving: LineTotal
}).pipe(
  Schema.filter(mrpAtLeastPrice),
  Schema.filter((item) => {
    const totals = itemTotals(item)
    return (
      (totals.Product_total_Mrp === item.Product_total_Mrp &&
        totals.Product_total_Price === item.Product_total_Price &&
        totals.Product_total_Saving === item.Product_total_Saving) ||
      "item totals must equal the unit amounts times cart_Quentity"
    )
  })
)
export type CartItem = typeof CartItem.Type

/** The stored cart: a list of lines, at most one per AttributeId. */
export const CartItems = Schema.Array(CartItem).pipe(
  Schema.maxItems(200, { message: () => "a cart holds at most 200 lines" }),
  Schema.filter(
    (items) =>
      new Set(items.map((item) => item.AttributeId)).size === items.length ||
      "each AttributeId may appear only once in the cart"
  )
)

export interface ItemTotals {
  readonly Product_total_Mrp: number
  readonly Product_total_Price: number
  readonly Product_total_Saving: number
}

/** §4 item totals: MRP × qty, price × qty, and the saving (MRP − price) × qty, computed in paise. */
export const itemTotals = (item: {
  readonly Mrp: number
  readonly Price: number
  readonly cart_Quentity: number
}): ItemTotals => {
  const mrp = toPaise(item.Mrp) * item.cart_Quentity
  const price = toPaise(item.Price) * item.cart_Quentity
  return {
    Product_total_Mrp: fromPaise(mrp),
    Product_total_Price: fromPaise(price),
    Product_total_Saving: fromPaise(mrp - price)
  }
}

/** A line of `product` with `quantity`, its totals recomputed; only the §3 fields (and the stock shown) are copied. */
const lineOf = (product: CartProduct, quantity: number): CartItem => {
  const line = {
    PackId: product.PackId,
    PackOptionId: product.PackOptionId,
    ProductName: product.ProductName,
    ...(product.ProductNameHi === undefined ? {} : { ProductNameHi: product.ProductNameHi }),
    slugurl: product.slugurl,
    thumbnail: product.thumbnail,
    packSizeOptionName: product.packSizeOptionName,
    packSizeName: product.packSizeName,
    AttributeId: product.AttributeId,
    Mrp: product.Mrp,
    Price: product.Price,
    ...(product.availablestock === undefined ? {} : { availablestock: product.availablestock }),
    ...(product.productId === undefined ? {} : { productId: product.productId }),
    cart_Quentity: quantity
  }
  return { ...line, ...itemTotals(line) }
}

/** Most units a line may hold: the stock the shopper was shown, and never more than MAX_CART_QUANTITY. */
export const unitsAllowed = (line: { readonly availablestock?: number | undefined }): number =>
  Math.min(MAX_CART_QUANTITY, line.availablestock ?? MAX_CART_QUANTITY)

/**
 * Why one more unit cannot be added, by name with its figures (issue 39: the screens say it in the
 * page's language, the `cart.more.*` texts: "This item is sold out.", "Only 2 left: all of them are
 * in your cart.", "At most 100 of one item per order.").
 */
export type MoreRefusal =
  | { readonly reason: "soldOut" }
  | { readonly reason: "allInCart"; readonly left: number }
  | { readonly reason: "atMost"; readonly max: number }

/** Why one more unit cannot be added, or undefined when it can (the cart's "+" and 'Add to cart' say this). */
export const moreRefusal = (line: { readonly cart_Quentity: number; readonly availablestock?: number | undefined }): MoreRefusal | undefined => {
  if (line.cart_Quentity < unitsAllowed(line)) return undefined
  if (line.availablestock !== undefined && line.availablestock <= MAX_CART_QUANTITY) {
    return line.availablestock === 0 ? { reason: "soldOut" } : { reason: "allInCart", left: line.availablestock }
  }
  return { reason: "atMost", max: MAX_CART_QUANTITY }
}

/**
 * §4 Add: an AttributeId already in the cart gains 1 (totals recomputed); otherwise the item is
 * appended with quantity 1. A line never holds more than the stock the shopper was last shown
 * (`unitsAllowed`): at that limit, or for a sold-out item, the cart is returned unchanged.
 */
export const addItem = (items: ReadonlyArray<CartItem>, item: CartProduct): ReadonlyArray<CartItem> => {
  const index = items.findIndex((line) => line.AttributeId === item.AttributeId)
  const existing = items[index]
  if (existing === undefined) return unitsAllowed(item) < 1 ? items : [...items, lineOf(item, 1)]
  // The newest stock shown wins (a product page seen again may show more, or fewer, left).
  const shown = item.availablestock ?? existing.availablestock
  const quantity = Math.min(existing.cart_Quentity + 1, unitsAllowed({ availablestock: shown }))
  if (quantity === existing.cart_Quentity && shown === existing.availablestock) return items
  if (quantity < 1) return removeItem(items, existing.AttributeId)
  const updated = lineOf(shown === undefined ? existing : { ...existing, availablestock: shown }, quantity)
  return items.map((l, i) => (i === index ? updated : l))
}

/** §4 Decrement: quantity − 1, and the line goes when its quantity is already 1. */
export const decrementItem = (items: ReadonlyArray<CartItem>, attributeId: string): ReadonlyArray<CartItem> => {
  const existing = items.find((line) => line.AttributeId === attributeId)
  if (existing === undefined) return items
  if (existing.cart_Quentity <= 1) return removeItem(items, attributeId)
  return items.map((line) => (line === existing ? lineOf(line, line.cart_Quentity - 1) : line))
}

/** §4 Remove deletes the line outright. */
export const removeItem = (items: ReadonlyArray<CartItem>, attributeId: string): ReadonlyArray<CartItem> =>
  items.some((line) => line.AttributeId === attributeId)
    ? items.filter((line) => line.AttributeId !== attributeId)
    : items

/** What the shop can still sell of one pack-size option (a quote's problem: 0 when no longer sold). */
export interface StockLimit {
  readonly PackOptionId: string
  readonly availablestock: number
}

/**
 * Keeps what is left: each line the shop cannot sell as asked is lowered to the units left, and a
 * line with none left goes (the checkout's review offers it when a quote reports problems).
 */
export const trimToStock = (items: ReadonlyArray<CartItem>, limits: ReadonlyArray<StockLimit>): ReadonlyArray<CartItem> => {
  const left = new Map(limits.map((limit) => [limit.PackOptionId, Math.max(0, Math.floor(limit.availablestock))]))
  const trimmed = items.flatMap((line) => {
    const units = left.get(line.PackOptionId)
    if (units === undefined || line.cart_Quentity <= units) return [line]
    return units === 0 ? [] : [lineOf({ ...line, availablestock: units }, units)]
  })
  return trimmed.length === items.length && trimmed.every((line, i) => line === items[i]) ? items : trimmed
}

/**
 * Issue 38: the cart's lines with a product's options as they are now (the live stream's news): each
 * line of one of them takes its price, MRP and the units left, its totals recomputed; its quantity
 * stays (a line over the units left says so, and the checkout's quote keeps what is left). Nothing
 * changed: the same array.
 */
export const repriceItems = (
  items: ReadonlyArray<CartItem>,
  options: ReadonlyArray<{ readonly PackOptionId: string; readonly Price: number; readonly Mrp: number; readonly availablestock: number }>
): ReadonlyArray<CartItem> => {
  const now = new Map(options.map((option) => [option.PackOptionId, option]))
  let changed = false
  const repriced = items.map((line) => {
    const option = now.get(line.PackOptionId)
    if (option === undefined || option.Mrp < option.Price) return line
    if (option.Price === line.Price && option.Mrp === line.Mrp && option.availablestock === line.availablestock) return line
    changed = true
    return lineOf({ ...line, Price: option.Price, Mrp: option.Mrp, availablestock: Math.max(0, Math.floor(option.availablestock)) }, line.cart_Quentity)
  })
  return changed ? repriced : items
}

/** A line's stock note by name, with its figure (the shell's texts say it: 'Sold out', 'Only 2 left'). */
export type LineStockNote = { readonly reason: "soldOut" } | { readonly reason: "left"; readonly left: number }

/**
 * What a line says of its stock when it cannot be had as it is (issue 38: the live stream's news
 * reached it): sold out, or fewer left than it holds; undefined when it can.
 */
export const lineStockNote = (line: { readonly cart_Quentity: number; readonly availablestock?: number | undefined }): LineStockNote | undefined =>
  line.availablestock === undefined || line.availablestock >= line.cart_Quentity
    ? undefined
    : line.availablestock === 0 ? { reason: "soldOut" } : { reason: "left", left: line.availablestock }

/** The products the cart's lines are of (those that know it), once each. */
export const productIdsOfCart = (items: ReadonlyArray<CartItem>): ReadonlyArray<string> =>
  [...new Set(items.flatMap((line) => line.productId === undefined ? [] : [line.productId]))]

/** The quoted lines whose price is not the one in the cart (prices moved since they were added). */
export const linesWithNewPrices = <L extends { readonly PackOptionId: string; readonly Price: number }>(
  items: ReadonlyArray<CartItem>,
  quoted: ReadonlyArray<L>
): ReadonlyArray<L> =>
  quoted.filter((line) => {
    const inCart = items.find((item) => item.PackOptionId === line.PackOptionId)
    return inCart !== undefined && inCart.Price !== line.Price
  })

/**
 * What is left in the cart once an order of these lines is paid (issue 16: an online order keeps the
 * cart until it is paid, so a declined or abandoned payment loses nothing): each line lowered by the
 * units ordered, and gone when none is left. Lines added meanwhile stay.
 */
export const withoutOrdered = (
  items: ReadonlyArray<CartItem>,
  ordered: ReadonlyArray<{ readonly PackOptionId: string; readonly quantity: number }>
): ReadonlyArray<CartItem> => {
  const units = new Map<string, number>()
  for (const line of ordered) units.set(line.PackOptionId, (units.get(line.PackOptionId) ?? 0) + line.quantity)
  const left = items.flatMap((line) => {
    const taken = units.get(line.PackOptionId) ?? 0
    if (taken === 0) return [line]
    return line.cart_Quentity <= taken ? [] : [lineOf(line, line.cart_Quentity - taken)]
  })
  return left.length === items.length && left.every((line, i) => line === items[i]) ? items : left
}

/** §4 Clear empties the cart. */
export const clearCart = (): ReadonlyArray<CartItem> => []

/** Units in the cart, for the header's cart icon (§2). */
export const itemCount = (items: ReadonlyArray<CartItem>): number =>
  items.reduce((count, line) => count + line.cart_Quentity, 0)

/** The cart line of one pack-size option of a product: AttributeId is the option's id (§3). */
export const cartProductOf = (
  product: { readonly _id?: string; readonly name: string; readonly nameHi?: string | undefined; readonly slugUrl: string },
  packSize: { readonly _id: string; readonly packSizeName: string; readonly thumbnail: string },
  option: { readonly _id: string; readonly packSizeOptionName: string; readonly Price: number; readonly Mrp: number; readonly availablestock?: number }
): CartProduct =>
  CartProduct.make({
    PackId: packSize._id as CartProduct["PackId"],
    PackOptionId: option._id as CartProduct["PackOptionId"],
    ProductName: product.name,
    ...(product.nameHi === undefined ? {} : { ProductNameHi: product.nameHi }),
    slugurl: product.slugUrl,
    thumbnail: packSize.thumbnail,
    packSizeOptionName: option.packSizeOptionName,
    packSizeName: packSize.packSizeName,
    AttributeId: option._id as CartProduct["AttributeId"],
    Mrp: option.Mrp,
    Price: option.Price,
    ...(option.availablestock === undefined ? {} : { availablestock: Math.max(0, Math.floor(option.availablestock)) }),
    ...(product._id === undefined ? {} : { productId: product._id as CartProduct["PackId"] })
  })
