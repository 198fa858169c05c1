import type { CartProduct } from "./cart.ts"
import { Id } from "./common.ts"

// Test fixtures shared by the cart's domain and machine tests (not imported by the app).

/** A deterministic 24-hex id from a small number. */
export const fixtureId = (n: number): Id => Id.make(n.toString(16).padStart(24, "0"))

/** Cart product n: a pack-size option whose id is its AttributeId (§3), at the given price and MRP. */
export const fixtureProduct = (n: number, Price: number, Mrp: number = Price): CartProduct => ({
  PackId: fixtureId(1000 + n),
  PackOptionId: fixtureId(2000 + n),
  ProductName: `Product ${n}`,
  slugurl: `product-${n}`,
  thumbnail: `/images/${n}.svg`,
  packSizeOptionName: "Blue",
  packSizeName: "500 g",
  AttributeId: fixtureId(2000 + n),
  Mrp,
  Price
})
