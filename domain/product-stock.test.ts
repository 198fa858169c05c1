import { describe, expect, it } from "vitest"
import { LOW_STOCK_AT, productPageStock, stockText } from "./product.ts"

// Issue 19 item 8: the product page tells how many are left only when few are.
describe("the product page's stock line", () => {
  it("says 'Sold out' at none, §2's 'Order now, Only N left!' from 1 to LOW_STOCK_AT, and 'In stock' above", () => {
    expect(productPageStock(undefined)).toBe("Not available")
    expect(productPageStock({ availablestock: 0 })).toBe("Sold out")
    expect(productPageStock({ availablestock: 1 })).toBe("Order now, Only 1 left!")
    expect(productPageStock({ availablestock: LOW_STOCK_AT })).toBe(stockText(LOW_STOCK_AT))
    expect(productPageStock({ availablestock: LOW_STOCK_AT + 1 })).toBe("In stock")
    expect(productPageStock({ availablestock: 2480 })).toBe("In stock")
  })
})
