import { describe, expect, it } from "vitest"
import { backInStockText } from "./stock-alert-sender.ts"

// Issue 34 item 5: the back-in-stock SMS holds the names staff gave a product, its pack size and
// its option; a web address typed into one of them is not texted, only the shop's own link is.

describe("the back-in-stock SMS", () => {
  const alert = { productName: "Cotton Kurta", packSizeName: "M", optionName: "Blue", slugUrl: "cotton-kurta" }

  it("names the product and option, with the shop's own link", () => {
    expect(backInStockText(alert, "https://bazaar.example/")).toBe("Good news! Cotton Kurta (M, Blue) is back in stock at Bazaar: https://bazaar.example/product-info/cotton-kurta")
  })

  it("takes every web address and line break out of the names", () => {
    const text = backInStockText({ ...alert, productName: "Cotton Kurta - order at www.cheap-kurta.in/buy", packSizeName: "M\nhttps://evil.example", optionName: "Blue bit.ly/x" }, "https://bazaar.example")
    expect(text).toBe("Good news! Cotton Kurta - order at (M, Blue) is back in stock at Bazaar: https://bazaar.example/product-info/cotton-kurta")
    expect(backInStockText({ ...alert, productName: "https://evil.example/kurta" }, "https://bazaar.example")).toMatch(/^Good news! The item you asked about \(M, Blue\)/)
  })

  it("speaks the alert's language (issue 39): Hindi words, the Hindi page's link, Hindi stand-ins for names that were only links", () => {
    expect(backInStockText(alert, "https://bazaar.example/", "hi"))
      .toBe("खुशखबरी! Cotton Kurta (M, Blue) Bazaar पर फिर से स्टॉक में है: https://bazaar.example/hi/product-info/cotton-kurta")
    expect(backInStockText({ ...alert, productName: "https://evil.example/kurta", optionName: "www.x.in" }, "https://bazaar.example", "hi"))
      .toBe("खुशखबरी! आपका चुना हुआ प्रोडक्ट (M, आपका चुना विकल्प) Bazaar पर फिर से स्टॉक में है: https://bazaar.example/hi/product-info/cotton-kurta")
    expect(backInStockText(alert, "https://bazaar.example", "en")).toBe(backInStockText(alert, "https://bazaar.example"))
  })

  it("names the product by its Hindi name in a Hindi SMS where the shop gave one (issue 39), the English SMS as before", () => {
    const named = { ...alert, productNameHi: "सूती कुर्ता" }
    expect(backInStockText(named, "https://bazaar.example", "hi"))
      .toBe("खुशखबरी! सूती कुर्ता (M, Blue) Bazaar पर फिर से स्टॉक में है: https://bazaar.example/hi/product-info/cotton-kurta")
    expect(backInStockText(named, "https://bazaar.example", "en")).toBe(backInStockText(alert, "https://bazaar.example"))
    expect(backInStockText({ ...alert, productNameHi: null }, "https://bazaar.example", "hi")).toBe(backInStockText(alert, "https://bazaar.example", "hi"))
  })

  it("takes links out of the Hindi name too, and keeps the shop's name when nothing else is left", () => {
    expect(backInStockText({ ...alert, productNameHi: "सूती कुर्ता www.cheap-kurta.in" }, "https://bazaar.example", "hi"))
      .toMatch(/^खुशखबरी! सूती कुर्ता \(M, Blue\) /)
    expect(backInStockText({ ...alert, productNameHi: "https://evil.example/kurta" }, "https://bazaar.example", "hi"))
      .toMatch(/^खुशखबरी! Cotton Kurta \(M, Blue\) /)
  })
})
