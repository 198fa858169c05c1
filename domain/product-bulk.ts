import type { Id } from "./common.ts"
import type { BulkAction, BulkChange } from "./http/product-admin.http.ts"

// Issue 20 item 1: what a bulk action changes, computed from the rows as they are. The server
// computes it for the preview and again, from the rows it has locked, for the change itself, so
// what is written is never what the browser sent.

/** Highest price an option may have (domain/common.ts `Rupees`). */
export const MAX_PRICE = 10_000_000

export interface BulkOptionRow {
  readonly optionId: Id
  /** "32 inch / Black": the pack size and the option, as the preview names it. */
  readonly optionName: string
  readonly price: number
  readonly mrp: number
  readonly stock: number
}

export interface BulkProductRow {
  readonly productId: Id
  readonly productName: string
  readonly show: boolean
  readonly options: ReadonlyArray<BulkOptionRow>
}

/**
 * A price moved by `percent`, in whole rupees: never below ₹1 for a price that was not free (a
 * discount does not give a product away) and never above the shop's highest price.
 */
export const movedPrice = (price: number, percent: number): number => {
  const moved = Math.round(price * (100 + percent) / 100)
  return Math.min(MAX_PRICE, price > 0 ? Math.max(1, moved) : 0)
}

/** The changes `action` makes to `rows`, in their order: only what differs, before and after. */
export const bulkChanges = (action: BulkAction, rows: ReadonlyArray<BulkProductRow>): ReadonlyArray<BulkChange> =>
  rows.flatMap((row): ReadonlyArray<BulkChange> => {
    const product = { productId: row.productId, productName: row.productName }
    switch (action._tag) {
      case "hide":
      case "show": {
        const show = action._tag === "show"
        return row.show === show ? [] : [{ ...product, optionId: null, optionName: null, before: { show: row.show }, after: { show } }]
      }
      case "stock":
        return row.options
          .filter((option) => option.stock !== action.stock)
          .map((option) => ({ ...product, optionId: option.optionId, optionName: option.optionName, before: { stock: option.stock }, after: { stock: action.stock } }))
      case "price":
        return row.options.flatMap((option) => {
          const price = movedPrice(option.price, action.percent)
          // §3 an option's MRP is at least its price: a price that passes it takes the MRP with it.
          const mrp = Math.max(option.mrp, price)
          return price === option.price && mrp === option.mrp
            ? []
            : [{ ...product, optionId: option.optionId, optionName: option.optionName, before: { price: option.price, mrp: option.mrp }, after: { price, mrp } }]
        })
    }
  })
