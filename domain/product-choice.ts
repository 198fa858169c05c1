import { LOW_STOCK_AT, type PackSize, type PackSizeOption, type Product } from "./product.ts"

/**
 * Issue 33: what a shopper chooses of a product, and what the pickers call it. The catalogue keeps a
 * garment's or a shoe's sizes as its pack sizes and their colours as each size's options (the seed,
 * the admin's form, the size chart and the exchanges all read it so); other products keep packs
 * ("500 ml", "64 GB") and their options. Kept out of domain/product.ts, which the home page loads:
 * the product page and the quick view (its own chunk) read it.
 */

/** The super categories whose pack sizes are sizes and whose options are colours (§1); the pickers' words are the product messages' (src/components/variant-pickers.tsx `choiceKeysOf`). */
export const SIZED_SUPER_CATEGORIES: ReadonlyArray<string> = ["Clothing", "Footwear"]

/**
 * How the stock line reads: nothing chosen yet, sold out, few left (the count shown), or in stock
 * (issue 19 item 8: a shopper is not told that 2,480 are left). Its words are the product messages'
 * (src/components/variant-pickers.tsx `STOCK_LINE`).
 */
export type StockTone = "none" | "out" | "low" | "ok"

export const stockToneOf = (option: Pick<PackSizeOption, "availablestock"> | undefined): StockTone =>
  option === undefined ? "none" : option.availablestock <= 0 ? "out" : option.availablestock <= LOW_STOCK_AT ? "low" : "ok"

/**
 * The quick view's choice (issue 33): a size or an option is chosen only when the shopper chose it
 * or when there is nothing else to choose (a product of one size, a size of one option). The quick
 * view used to add the first size (XS) without saying so.
 */
export interface Choice {
  readonly size: PackSize | undefined
  readonly option: PackSizeOption | undefined
}

/** What the quick view starts with: the only size and the only option, where there is no other. */
export const initialChoice = (product: Pick<Product, "packSize">): Choice => {
  const size = product.packSize.length === 1 ? product.packSize[0] : undefined
  return { size, option: size?.PackSizeOptions.length === 1 ? size.PackSizeOptions[0] : undefined }
}

/**
 * The choice after the shopper picks `size`: the colour they had chosen stays when the new size has
 * it (by name); a size of one option has it chosen; otherwise the option waits for the shopper.
 */
export const chooseSize = (choice: Choice, size: PackSize): Choice => {
  const same = choice.option === undefined
    ? undefined
    : size.PackSizeOptions.find((option) => option.packSizeOptionName.trim().toLowerCase() === choice.option!.packSizeOptionName.trim().toLowerCase())
  return { size, option: same ?? (size.PackSizeOptions.length === 1 ? size.PackSizeOptions[0] : undefined) }
}

/** Whether every option of the product is sold out: then no choice can be added. */
export const soldOut = (product: Pick<Product, "packSize">): boolean =>
  product.packSize.every((size) => size.PackSizeOptions.every((option) => option.availablestock <= 0))

/**
 * The price to show before an option is chosen: the lowest of the chosen size's options (or of every
 * option), and whether they differ (then it reads "From").
 */
export const priceShown = (product: Pick<Product, "packSize">, choice: Choice): { readonly option: PackSizeOption | undefined; readonly from: boolean } => {
  if (choice.option !== undefined) return { option: choice.option, from: false }
  const options = choice.size?.PackSizeOptions ?? product.packSize.flatMap((size) => size.PackSizeOptions)
  const lowest = options.reduce<PackSizeOption | undefined>((low, option) => (low === undefined || option.Price < low.Price ? option : low), undefined)
  return { option: lowest, from: options.some((option) => option.Price !== lowest?.Price) }
}

/** What the line under the price says: every option sold out, a choice still to make, or the chosen option's stock. */
export type ChoiceLineKind = "soldOut" | "chooseSize" | "chooseOption" | StockTone

/** Which line is shown (issue 39: the quick view words it in the page's language by this). */
export const choiceLineKind = (product: Pick<Product, "packSize">, choice: Choice): ChoiceLineKind =>
  soldOut(product) ? "soldOut" : choice.size === undefined ? "chooseSize" : choice.option === undefined ? "chooseOption" : stockToneOf(choice.option)
