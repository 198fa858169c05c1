import { Either, ParseResult, Schema } from "effect"
import { fixtureProduct } from "./cart.fixtures.ts"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  addItem,
  CartItem,
  CartItems,
  type CartProduct,
  cartProductOf,
  clearCart,
  decrementItem,
  itemCount,
  itemTotals,
  lineStockNote,
  linesWithNewPrices,
  MAX_CART_QUANTITY,
  moreRefusal,
  productIdsOfCart,
  removeItem,
  repriceItems,
  trimToStock,
  unitsAllowed,
  withoutOrdered
} from "./cart.ts"
import { toPaise } from "./money.ts"
import { shownLineName } from "./catalogue-language.ts"

const product = (n: number, Price = 60, Mrp = 75): CartProduct => fixtureProduct(n, Price, Mrp)

const decodeItem = Schema.decodeUnknownEither(CartItem)
const decodeItems = Schema.decodeUnknownEither(CartItems)

/** Deep-freezes a cart so any mutation by the code under test throws. */
const frozen = <T extends ReadonlyArray<object>>(items: T): T => {
  items.forEach((item) => Object.freeze(item))
  return Object.freeze(items)
}

describe("adding to the cart (§4 Add)", () => {
  it("appends a new variant with quantity 1 and its totals", () => {
    const cart = addItem([], product(1, 60, 75))
    expect(cart).toEqual([
      {
        ...product(1, 60, 75),
        cart_Quentity: 1,
        Product_total_Mrp: 75,
        Product_total_Price: 60,
        Product_total_Saving: 15
      }
    ])
  })

  it("raises the quantity of a variant already in the cart by 1 and recomputes its totals", () => {
    const cart = addItem(addItem(addItem([], product(1, 60, 75)), product(2)), product(1, 60, 75))
    expect(cart).toHaveLength(2)
    expect(cart[0]).toMatchObject({
      AttributeId: product(1).AttributeId,
      cart_Quentity: 2,
      Product_total_Mrp: 150,
      Product_total_Price: 120,
      Product_total_Saving: 30
    })
    expect(cart[1]).toMatchObject({ AttributeId: product(2).AttributeId, cart_Quentity: 1 })
  })

  it("keeps the line's own unit prices when the same variant is added again", () => {
    const cart = addItem(addItem([], product(1, 60, 75)), product(1, 55, 70))
    expect(cart[0]).toMatchObject({ Price: 60, Mrp: 75, cart_Quentity: 2, Product_total_Price: 120 })
  })

  it("copies only the §3 cart item fields of what it is given", () => {
    const withExtra = { ...product(1), description: "not a cart field" }
    const [line] = addItem([], withExtra)
    expect(Object.keys(line ?? {}).sort()).toEqual(
      [
        "AttributeId",
        "Mrp",
        "PackId",
        "PackOptionId",
        "Price",
        "ProductName",
        "Product_total_Mrp",
        "Product_total_Price",
        "Product_total_Saving",
        "cart_Quentity",
        "packSizeName",
        "packSizeOptionName",
        "slugurl",
        "thumbnail"
      ].sort()
    )
  })

  it(`stops at ${MAX_CART_QUANTITY} units of one variant`, () => {
    let cart = addItem([], product(1))
    for (let i = 1; i < MAX_CART_QUANTITY + 5; i++) cart = addItem(cart, product(1))
    expect(cart[0]?.cart_Quentity).toBe(MAX_CART_QUANTITY)
    expect(cart[0]?.Product_total_Price).toBe(60 * MAX_CART_QUANTITY)
  })

  it("never changes the cart it was given", () => {
    const cart = frozen(addItem([], product(1)))
    const snapshot = structuredClone(cart)
    addItem(cart, product(1))
    addItem(cart, product(2))
    expect(cart).toEqual(snapshot)
  })
})

describe("decrementing (§4 Decrement)", () => {
  it("lowers the quantity by 1 and recomputes the totals", () => {
    const cart = addItem(addItem(addItem([], product(1)), product(1)), product(1))
    const after = decrementItem(cart, product(1).AttributeId)
    expect(after[0]).toMatchObject({ cart_Quentity: 2, Product_total_Price: 120, Product_total_Mrp: 150 })
  })

  it("removes the line when its quantity is already 1", () => {
    const cart = addItem(addItem([], product(1)), product(2))
    expect(decrementItem(cart, product(1).AttributeId).map((line) => line.AttributeId)).toEqual([
      product(2).AttributeId
    ])
  })

  it("leaves the cart as it is for a variant that is not in it", () => {
    const cart = addItem([], product(1))
    expect(decrementItem(cart, product(9).AttributeId)).toEqual(cart)
  })

  it("never changes the cart it was given", () => {
    const cart = frozen(addItem(addItem([], product(1)), product(1)))
    const snapshot = structuredClone(cart)
    decrementItem(cart, product(1).AttributeId)
    expect(cart).toEqual(snapshot)
  })
})

describe("removing and clearing (§4 Remove, Clear)", () => {
  it("removes a line outright whatever its quantity", () => {
    const cart = addItem(addItem(addItem([], product(1)), product(1)), product(2))
    expect(removeItem(cart, product(1).AttributeId).map((line) => line.AttributeId)).toEqual([
      product(2).AttributeId
    ])
  })

  it("leaves the cart as it is when removing a variant that is not in it", () => {
    const cart = addItem([], product(1))
    expect(removeItem(cart, product(9).AttributeId)).toEqual(cart)
  })

  it("never changes the cart it was given when removing", () => {
    const cart = frozen(addItem([], product(1)))
    removeItem(cart, product(1).AttributeId)
    expect(cart).toHaveLength(1)
  })

  it("clears to an empty cart", () => {
    expect(clearCart()).toEqual([])
  })

  it("counts units across lines for the cart icon", () => {
    const cart = addItem(addItem(addItem([], product(1)), product(1)), product(2))
    expect(itemCount(cart)).toBe(3)
    expect(itemCount([])).toBe(0)
  })
})

describe("item totals (§4)", () => {
  it("multiplies MRP, price and saving by the quantity", () => {
    expect(itemTotals({ Mrp: 75, Price: 60, cart_Quentity: 3 })).toEqual({
      Product_total_Mrp: 225,
      Product_total_Price: 180,
      Product_total_Saving: 45
    })
  })

  it("is exact to the paisa for decimal prices", () => {
    expect(itemTotals({ Mrp: 24.99, Price: 19.99, cart_Quentity: 3 })).toEqual({
      Product_total_Mrp: 74.97,
      Product_total_Price: 59.97,
      Product_total_Saving: 15
    })
    expect(itemTotals({ Mrp: 0.1, Price: 0.1, cart_Quentity: 3 }).Product_total_Price).toBe(0.3)
  })
})

describe("the CartItem schema", () => {
  const line = addItem([], product(1))[0]

  it("accepts a line built by addItem", () => {
    expect(Either.isRight(decodeItem(line))).toBe(true)
  })

  it("rejects a stored line whose totals do not match its quantity", () => {
    expect(Either.isLeft(decodeItem({ ...line, Product_total_Price: 1 }))).toBe(true)
    expect(Either.isLeft(decodeItem({ ...line, cart_Quentity: 2 }))).toBe(true)
  })

  it("rejects a quantity of 0, above the limit, or not whole", () => {
    for (const cart_Quentity of [0, MAX_CART_QUANTITY + 1, 1.5, -1]) {
      expect(Either.isLeft(decodeItem({ ...line, cart_Quentity }))).toBe(true)
    }
  })

  it("rejects a price above the MRP", () => {
    const [line80] = addItem([], product(1, 80, 80))
    const result = decodeItem({ ...line80, Mrp: 70 })
    expect(Either.isLeft(result) && ParseResult.TreeFormatter.formatErrorSync(result.left)).toContain(
      "Mrp must be at least the Price"
    )
  })

  it("rejects a stored cart that holds the same AttributeId twice", () => {
    expect(Either.isLeft(decodeItems([line, line]))).toBe(true)
    expect(Either.isRight(decodeItems(addItem(addItem([], product(1)), product(2))))).toBe(true)
  })
})

// Arbitraries: unit prices in whole paise, MRP never below price, a small set of variants so that
// the same AttributeId comes up again often.
const priced = fc
  .record({
    n: fc.integer({ min: 1, max: 6 }),
    pricePaise: fc.integer({ min: 0, max: 1_000_000 }),
    extraPaise: fc.integer({ min: 0, max: 100_000 })
  })
  .map(({ n, pricePaise, extraPaise }) => product(n, pricePaise / 100, (pricePaise + extraPaise) / 100))

const cartOf = fc.array(priced, { maxLength: 30 }).map((products) => products.reduce(addItem, clearCart()))

describe("cart properties", () => {
  it("adding then decrementing the same item restores the cart", () => {
    fc.assert(
      fc.property(cartOf, priced, (cart, item) => {
        const before = cart.find((line) => line.AttributeId === item.AttributeId)
        fc.pre(before === undefined || before.cart_Quentity < MAX_CART_QUANTITY)
        expect(decrementItem(addItem(cart, item), item.AttributeId)).toEqual(cart)
      })
    )
  })

  it("item totals always equal the unit amounts times the quantity", () => {
    fc.assert(
      fc.property(cartOf, (cart) => {
        for (const line of cart) {
          expect(toPaise(line.Product_total_Mrp)).toBe(toPaise(line.Mrp) * line.cart_Quentity)
          expect(toPaise(line.Product_total_Price)).toBe(toPaise(line.Price) * line.cart_Quentity)
          expect(toPaise(line.Product_total_Saving)).toBe((toPaise(line.Mrp) - toPaise(line.Price)) * line.cart_Quentity)
        }
      })
    )
  })

  it("every cart the rules build decodes as a valid stored cart", () => {
    fc.assert(
      fc.property(cartOf, (cart) => {
        expect(Either.isRight(decodeItems(cart))).toBe(true)
      })
    )
  })

  it("adding raises the unit count by exactly 1 unless the line is full", () => {
    fc.assert(
      fc.property(cartOf, priced, (cart, item) => {
        const full = cart.some((line) => line.AttributeId === item.AttributeId && line.cart_Quentity === MAX_CART_QUANTITY)
        expect(itemCount(addItem(cart, item))).toBe(itemCount(cart) + (full ? 0 : 1))
      })
    )
  })
})

describe("keeping what is left (the review's quote reports lines it cannot sell as asked)", () => {
  const three = frozen(addItem(addItem(addItem(addItem(addItem([], product(1)), product(1)), product(1)), product(2)), product(3)))

  it("lowers a line to the units left, recomputing its totals, and drops a line with none left", () => {
    const kept = trimToStock(three, [
      { PackOptionId: product(1).PackOptionId, availablestock: 2 },
      { PackOptionId: product(2).PackOptionId, availablestock: 0 }
    ])
    expect(kept.map((line) => [line.AttributeId, line.cart_Quentity])).toEqual([[product(1).AttributeId, 2], [product(3).AttributeId, 1]])
    // The line remembers the units left, so its "+" stops there (issue 16).
    expect(kept[0]).toEqual({ ...three[0], cart_Quentity: 2, availablestock: 2, ...itemTotals({ ...three[0]!, cart_Quentity: 2 }) })
    expect(Either.isRight(decodeItems(kept))).toBe(true)
  })

  it("changes nothing (the same list) when every line is within its stock or not named", () => {
    expect(trimToStock(three, [{ PackOptionId: product(1).PackOptionId, availablestock: 3 }])).toBe(three)
    expect(trimToStock(three, [])).toBe(three)
  })

  it("never raises a line, and never keeps more than the stock (property)", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -2, max: 6 }), { minLength: 3, maxLength: 3 }), (stocks) => {
      const limits = stocks.map((availablestock, i) => ({ PackOptionId: product(i + 1).PackOptionId, availablestock }))
      const kept = trimToStock(three, limits)
      for (const line of kept) {
        const before = three.find((item) => item.AttributeId === line.AttributeId)!
        const limit = limits.find((l) => l.PackOptionId === line.PackOptionId)!
        expect(line.cart_Quentity).toBeLessThanOrEqual(before.cart_Quentity)
        expect(line.cart_Quentity).toBeLessThanOrEqual(Math.max(0, limit.availablestock))
        expect(line.cart_Quentity).toBeGreaterThan(0)
      }
    }))
  })
})

describe("prices that moved since a line was added", () => {
  it("names the quoted lines whose price is not the cart's, and no line the cart does not hold", () => {
    const cart = addItem(addItem([], product(1, 60, 75)), product(2, 100, 120))
    const quoted = [
      { PackOptionId: product(1).PackOptionId, Price: 55 },
      { PackOptionId: product(2).PackOptionId, Price: 100 },
      { PackOptionId: product(9).PackOptionId, Price: 10 }
    ]
    expect(linesWithNewPrices(cart, quoted)).toEqual([quoted[0]])
  })
})

describe("the stock the shopper was shown (issue 16: the '+' stops there and says why)", () => {
  const shown = (n: number, stock: number) => ({ ...fixtureProduct(n, 100, 120), availablestock: stock })
  const addTimes = (times: number, product: CartProduct, items: ReadonlyArray<CartItem> = []) =>
    Array.from({ length: times }).reduce<ReadonlyArray<CartItem>>((cart) => addItem(cart, product), items)

  it("never holds more than the units left it was shown: 'Only 5 left!' stops at 5, not 8", () => {
    const cart = addTimes(8, shown(1, 5))
    expect(cart[0]!.cart_Quentity).toBe(5)
    expect(cart[0]!.Product_total_Price).toBe(500)
    expect(moreRefusal(cart[0]!)).toEqual({ reason: "allInCart", left: 5 })
    expect(addItem(cart, shown(1, 5))).toBe(cart)
  })

  it("allows more while stock is left, and says nothing then", () => {
    const cart = addTimes(3, shown(1, 5))
    expect(cart[0]!.cart_Quentity).toBe(3)
    expect(moreRefusal(cart[0]!)).toBeUndefined()
    expect(unitsAllowed(cart[0]!)).toBe(5)
  })

  it("does not add a sold-out item", () => {
    expect(addItem([], shown(1, 0))).toEqual([])
    // A line whose stock ran out since: its "+" says it is sold out.
    expect(moreRefusal({ cart_Quentity: 1, availablestock: 0 })).toEqual({ reason: "soldOut" })
  })

  it("takes the newest stock shown: fewer left lowers the line, more left allows more", () => {
    const five = addTimes(5, shown(1, 5))
    const fewer = addItem(five, shown(1, 3))
    expect(fewer[0]).toMatchObject({ cart_Quentity: 3, availablestock: 3 })
    const more = addItem(five, shown(1, 9))
    expect(more[0]).toMatchObject({ cart_Quentity: 6, availablestock: 9 })
  })

  it("keeps MAX_CART_QUANTITY for a line stored before the stock travelled with it", () => {
    const old = addTimes(MAX_CART_QUANTITY + 3, fixtureProduct(1, 10))
    expect(old[0]!.cart_Quentity).toBe(MAX_CART_QUANTITY)
    expect(moreRefusal(old[0]!)).toEqual({ reason: "atMost", max: MAX_CART_QUANTITY })
  })

  it("decodes a stored cart with and without the stock shown, and keeps it", () => {
    const lines = [...addTimes(2, shown(1, 5)), ...addTimes(1, fixtureProduct(2, 50))]
    const decoded = Schema.decodeUnknownSync(CartItems)(JSON.parse(JSON.stringify(lines)))
    expect(decoded).toEqual(lines)
    expect(decoded[0]!.availablestock).toBe(5)
  })

  it("keeping what is left remembers the units left for the '+'", () => {
    const cart = addTimes(4, shown(1, 5))
    const trimmed = trimToStock(cart, [{ PackOptionId: cart[0]!.PackOptionId, availablestock: 2 }])
    expect(trimmed[0]).toMatchObject({ cart_Quentity: 2, availablestock: 2 })
    expect(moreRefusal(trimmed[0]!)).toEqual({ reason: "allInCart", left: 2 })
  })

  it("is a property: whatever the adds, a line holds at most the stock last shown", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 40 }), (stocks) => {
      const cart = stocks.reduce<ReadonlyArray<CartItem>>((items, stock) => addItem(items, shown(1, stock)), [])
      const line = cart[0]
      return line === undefined || line.cart_Quentity <= (line.availablestock ?? MAX_CART_QUANTITY)
    }))
  })
})

describe("an order's lines leaving the cart once it is paid (issue 16)", () => {
  it("lowers each line by the units ordered, drops a line at none, and keeps lines added meanwhile", () => {
    const cart = addItem(addItem(addItem([], product(1)), product(1)), product(2))
    const left = withoutOrdered(cart, [{ PackOptionId: product(1).PackOptionId, quantity: 1 }, { PackOptionId: product(2).PackOptionId, quantity: 1 }])
    expect(left.map((line) => [line.AttributeId, line.cart_Quentity])).toEqual([[product(1).AttributeId, 1]])
    expect(left[0]!.Product_total_Price).toBe(60)
    expect(withoutOrdered(cart, [{ PackOptionId: product(9).PackOptionId, quantity: 3 }])).toBe(cart)
  })
})

describe("the live stream's news of a cart's products (issue 38)", () => {
  const tea = { ...fixtureProduct(1, 100, 120), productId: fixtureProduct(9, 1).PackId }
  const kettle = fixtureProduct(2, 500, 600)

  it("a line of a product told takes its new price, MRP and units left; its quantity stays; another line is the same object", () => {
    const items = addItem(addItem(addItem([], tea), tea), kettle)
    const repriced = repriceItems(items, [{ PackOptionId: tea.PackOptionId, Price: 90, Mrp: 110, availablestock: 1 }])
    expect(repriced[0]).toMatchObject({ Price: 90, Mrp: 110, availablestock: 1, cart_Quentity: 2, Product_total_Price: 180, Product_total_Mrp: 220, Product_total_Saving: 40, productId: tea.productId })
    expect(repriced[1]).toBe(items[1])
    expect(Schema.is(CartItems)(repriced)).toBe(true)
    // Nothing new: the same array (nothing is stored or drawn again).
    expect(repriceItems(repriced, [{ PackOptionId: tea.PackOptionId, Price: 90, Mrp: 110, availablestock: 1 }])).toBe(repriced)
    // An option that would break the MRP rule is not taken.
    expect(repriceItems(items, [{ PackOptionId: tea.PackOptionId, Price: 130, Mrp: 120, availablestock: 5 }])).toBe(items)
  })

  it("says when a line cannot be had as it holds it: sold out, or fewer left", () => {
    expect(lineStockNote({ cart_Quentity: 2, availablestock: 0 })).toEqual({ reason: "soldOut" })
    expect(lineStockNote({ cart_Quentity: 3, availablestock: 2 })).toEqual({ reason: "left", left: 2 })
    expect(lineStockNote({ cart_Quentity: 2, availablestock: 2 })).toBeUndefined()
    expect(lineStockNote({ cart_Quentity: 2 })).toBeUndefined()
  })

  it("knows the products its lines are of, once each (lines stored before they knew it have none)", () => {
    expect(productIdsOfCart(addItem(addItem(addItem([], tea), tea), kettle))).toEqual([tea.productId])
    expect(cartProductOf({ _id: "0123456789abcdef01234567", name: "Tea", slugUrl: "tea" }, { _id: tea.PackId, packSizeName: "Pack", thumbnail: "/t.svg" }, { _id: tea.PackOptionId, packSizeOptionName: "1 kg", Price: 10, Mrp: 12 }).productId)
      .toBe("0123456789abcdef01234567")
  })

  it("keeps the product's Hindi name on its line where the page had one (issue 39), and none where it had none", () => {
    const pack = { _id: tea.PackId, packSizeName: "Pack", thumbnail: "/t.svg" }
    const option = { _id: tea.PackOptionId, packSizeOptionName: "1 kg", Price: 10, Mrp: 12 }
    const named = cartProductOf({ name: "Tea", nameHi: "चाय", slugUrl: "tea" }, pack, option)
    const [line] = addItem(addItem([], named), named)
    expect(line).toMatchObject({ ProductName: "Tea", ProductNameHi: "चाय", cart_Quentity: 2 })
    expect(Schema.is(CartItems)([line])).toBe(true)
    expect(shownLineName(line!, "hi")).toBe("चाय")
    expect(shownLineName(line!, "en")).toBe("Tea")
    const [plain] = addItem([], cartProductOf({ name: "Tea", slugUrl: "tea" }, pack, option))
    expect("ProductNameHi" in plain!).toBe(false)
    expect(shownLineName(plain!, "hi")).toBe("Tea")
  })
})
