import { describe, expect, it } from "vitest"
import { messages } from "./messages/product.en.ts"
import type { PackSize, PackSizeOption, Product } from "./product.ts"
import { choiceLineKind, chooseSize, initialChoice, priceShown, SIZED_SUPER_CATEGORIES, soldOut, stockToneOf } from "./product-choice.ts"

// Issue 33: what the quick view and the product page let a shopper choose, and what they call it.

const option = (id: string, name: string, stock: number, Price = 500) =>
  ({ _id: id, PsnPrime: false, packSizeOptionName: name, Price, Mrp: 900, availablestock: stock }) as unknown as PackSizeOption
const size = (id: string, name: string, options: ReadonlyArray<PackSizeOption>) =>
  ({ _id: id, PsPrime: false, packSizeName: name, thumbnail: "/images/x.svg", slider: [], PackSizeOptions: options }) as unknown as PackSize
const product = (superCategory: string, packSize: ReadonlyArray<PackSize>) => ({ superCategory, packSize }) as unknown as Product

const s = size("s", "S", [option("s-navy", "Navy Blue", 30), option("s-black", "Black", 4)])
const m = size("m", "M", [option("m-navy", "navy blue ", 0, 550), option("m-white", "White", 12)])
const l = size("l", "L", [option("l-white", "White", 8)])
const shirt = product("Clothing", [s, m, l])

describe("the pickers' words", () => {
  it("call a garment's and a shoe's pack sizes sizes and their options colours; other products keep pack words", () => {
    expect(SIZED_SUPER_CATEGORIES).toEqual(["Clothing", "Footwear"])
    expect(SIZED_SUPER_CATEGORIES.includes("Beauty")).toBe(false)
    // Their English, the product messages' (src/components/variant-pickers.tsx choiceKeysOf; tests/components/hindi-product.test.tsx renders them).
    expect([messages["product.size"], messages["product.colour"], messages["product.chooseSize"], messages["product.chooseColour"]])
      .toEqual(["Size", "Colour", "Choose a size.", "Choose a colour."])
    expect([messages["product.packSize"], messages["product.option"], messages["product.choosePackSize"], messages["product.chooseOption"]])
      .toEqual(["Pack size", "Option", "Choose a pack size.", "Choose an option."])
  })
})

describe("the quick view's choice", () => {
  it("starts with nothing chosen where there is a choice, and with the only size and option where there is none", () => {
    expect(initialChoice(shirt)).toEqual({ size: undefined, option: undefined })
    expect(initialChoice(product("Clothing", [s]))).toEqual({ size: s, option: undefined })
    expect(initialChoice(product("Clothing", [l]))).toEqual({ size: l, option: l.PackSizeOptions[0] })
  })

  it("keeps the colour chosen when another size has it, takes a size's only option, and otherwise waits", () => {
    const navyS = { size: s, option: s.PackSizeOptions[0] }
    expect(chooseSize(navyS, m)).toEqual({ size: m, option: m.PackSizeOptions[0] })
    expect(chooseSize(navyS, l)).toEqual({ size: l, option: l.PackSizeOptions[0] })
    expect(chooseSize({ size: s, option: s.PackSizeOptions[1] }, m)).toEqual({ size: m, option: undefined })
    expect(chooseSize({ size: undefined, option: undefined }, s)).toEqual({ size: s, option: undefined })
  })

  it("says what is still to choose, then the chosen option's stock as the product page does", () => {
    // The words of each line are the product messages' (tests/components/hindi-product.test.tsx).
    expect(choiceLineKind(shirt, initialChoice(shirt))).toBe("chooseSize")
    expect(choiceLineKind(shirt, { size: s, option: undefined })).toBe("chooseOption")
    expect(choiceLineKind(shirt, { size: s, option: s.PackSizeOptions[0] })).toBe("ok")
    expect(choiceLineKind(shirt, { size: s, option: s.PackSizeOptions[1] })).toBe("low")
    expect(choiceLineKind(shirt, { size: m, option: m.PackSizeOptions[0] })).toBe("out")
    const gone = product("Beauty", [size("a", "100 ml", [option("a1", "Pack of 1", 0)])])
    expect(soldOut(gone)).toBe(true)
    expect(choiceLineKind(gone, initialChoice(gone))).toBe("soldOut")
    expect([undefined, { availablestock: 0 }, { availablestock: 10 }, { availablestock: 11 }].map(stockToneOf)).toEqual(["none", "out", "low", "ok"])
  })

  it("shows the lowest price, from the chosen size's options once a size is chosen, 'From' while they differ", () => {
    expect(priceShown(shirt, initialChoice(shirt))).toEqual({ option: s.PackSizeOptions[0], from: true })
    expect(priceShown(shirt, { size: s, option: undefined })).toEqual({ option: s.PackSizeOptions[0], from: false })
    expect(priceShown(shirt, { size: m, option: m.PackSizeOptions[0] })).toEqual({ option: m.PackSizeOptions[0], from: false })
  })
})
