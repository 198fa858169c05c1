import { describe, expect, it } from "vitest"
import { messages } from "./messages/product.en.ts"
import { LOW_STOCK_AT } from "./product.ts"
import { stockToneOf } from "./product-choice.ts"

// Issue 19 item 8: the product page tells how many are left only when few are.
describe("the product page's stock line", () => {
  it("says 'Sold out' at none, §2's 'Order now, Only N left!' from 1 to LOW_STOCK_AT, and 'In stock' above", () => {
    expect(stockToneOf(undefined)).toBe("none")
    expect(stockToneOf({ availablestock: 0 })).toBe("out")
    expect(stockToneOf({ availablestock: 1 })).toBe("low")
    expect(stockToneOf({ availablestock: LOW_STOCK_AT })).toBe("low")
    expect(stockToneOf({ availablestock: LOW_STOCK_AT + 1 })).toBe("ok")
    expect(stockToneOf({ availablestock: 2480 })).toBe("ok")
    // The words, the product messages' (src/components/variant-pickers.tsx STOCK_LINE keys them by tone).
    expect(messages["product.notAvailable"]).toBe("Not available")
    expect(messages["product.soldOut"]).toBe("Sold out")
    expect(messages["product.onlyLeft"]).toBe("Order now, Only {count} left!")
    expect(messages["product.inStock"]).toBe("In stock")
  })
})
