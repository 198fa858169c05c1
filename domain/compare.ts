import { Schema } from "effect"
import { Id, Slug } from "./common.ts"
import { formatRupees } from "./money.ts"
import { attributeLabel, discountPercent, type PackSizeOption, primaryOption, primaryPackSize, type Product } from "./product.ts"

/** DESIGN §4 Compare: up to 4 products side by side, with their attributes. */

export const COMPARE_LIMIT = 4

/** One product on the compare list: which product, and its page (the table loads it by slug). */
export const CompareEntry = Schema.Struct({ productId: Id, slugUrl: Slug })
export type CompareEntry = typeof CompareEntry.Type

/**
 * A stored list as browser storage holds it. Not bounded here: the machine keeps the first
 * COMPARE_LIMIT distinct entries (`limitCompareEntries`), so a longer list is trimmed, not lost.
 */
export const CompareEntries = Schema.Array(CompareEntry)
export type CompareEntries = typeof CompareEntries.Type

/** Ours (§8 has no compare text): why an add changed nothing. */
export const COMPARE_FULL_TEXT = `You can compare up to ${COMPARE_LIMIT} products. Remove one to add another.`

/** What a cell shows when a product has no value for the row. */
export const MISSING_VALUE = "—"

export const isCompared = (list: ReadonlyArray<CompareEntry>, productId: Id): boolean =>
  list.some((entry) => entry.productId === productId)

export const isCompareFull = (list: ReadonlyArray<CompareEntry>): boolean => list.length >= COMPARE_LIMIT

/** Appends the product; one already listed, or a full list, changes nothing (same reference). */
export const addCompareEntry = (list: ReadonlyArray<CompareEntry>, entry: CompareEntry): ReadonlyArray<CompareEntry> =>
  isCompared(list, entry.productId) || isCompareFull(list) ? list : [...list, entry]

export const removeCompareEntry = (list: ReadonlyArray<CompareEntry>, productId: Id): ReadonlyArray<CompareEntry> =>
  list.filter((entry) => entry.productId !== productId)

/** The first entry of each product, in order, at most COMPARE_LIMIT of them. */
export const limitCompareEntries = (list: ReadonlyArray<CompareEntry>): ReadonlyArray<CompareEntry> =>
  list.filter((entry, index) => list.findIndex((other) => other.productId === entry.productId) === index).slice(0, COMPARE_LIMIT)


/** One row of the compare table: a value per product, in the products' order. */
export interface CompareRow {
  readonly label: string
  readonly values: ReadonlyArray<string>
  /** True when not every product shows the same value (the table highlights the row). */
  readonly differ: boolean
}

const row = (label: string, values: ReadonlyArray<string>): CompareRow => ({
  label,
  values,
  differ: new Set(values).size > 1
})

/** The option whose price a product shows first (primary pack size, then its primary option). */
const shownOption = (product: Product): PackSizeOption | undefined => {
  const size = primaryPackSize(product)
  return size === undefined ? undefined : primaryOption(size)
}

/**
 * The rows of the compare table: Brand, Price, MRP, Discount and Pack sizes, then one row per
 * attribute name any product has (in the order first met), '—' where a product lacks a value.
 * Prices are the shown option's, as on the product card.
 */
export const compareRows = (products: ReadonlyArray<Product>): ReadonlyArray<CompareRow> => {
  const options = products.map(shownOption)
  const money = (pick: (option: PackSizeOption) => string) =>
    options.map((option) => (option === undefined ? MISSING_VALUE : pick(option)))
  const names = [...new Set(products.flatMap((product) => Object.keys(product.attributes)))]
  return [
    row("Brand", products.map((product) => product.brand)),
    row("Price", money((option) => formatRupees(option.Price))),
    row("MRP", money((option) => formatRupees(option.Mrp))),
    row(
      "Discount",
      money((option) => {
        const off = discountPercent(option)
        // As the price component shows it: a discount only when there is one.
        return off > 0 ? `${off}% off` : MISSING_VALUE
      })
    ),
    row(
      "Pack sizes",
      products.map((product) =>
        product.packSize.length === 0 ? MISSING_VALUE : product.packSize.map((size) => size.packSizeName).join(", ")
      )
    ),
    ...names.map((name) =>
      row(
        attributeLabel(name),
        // Own keys only: a name such as `constructor` must not read Object.prototype.
        products.map((product) => (Object.hasOwn(product.attributes, name) ? product.attributes[name] : undefined) ?? MISSING_VALUE)
      )
    )
  ]
}
