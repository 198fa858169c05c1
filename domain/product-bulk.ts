import { Schema } from "effect"
import { Id } from "./common.ts"

// Issue 20 item 1: what a bulk action changes, computed from the rows as they are. The server
// computes it for the preview and again, from the rows it has locked, for the change itself, so
// what is written is never what the browser sent.

/**
 * Issue 20 item 1: what an admin does to many products at once. Hide or show them, set every
 * option's stock to a number, or move every option's price by a percentage (rounded to whole
 * rupees; the MRP rises with a price that would pass it, never below it).
 */
export const BulkAction = Schema.Union(
  Schema.TaggedStruct("hide", {}),
  Schema.TaggedStruct("show", {}),
  Schema.TaggedStruct("stock", {
    stock: Schema.Number.pipe(Schema.int({ message: () => "stock must be a whole number" }), Schema.between(0, 1_000_000, { message: () => "stock must be between 0 and 10,00,000" }))
  }),
  Schema.TaggedStruct("price", {
    percent: Schema.Number.pipe(
      Schema.finite({ message: () => "the percentage must be a number" }),
      Schema.between(-90, 500, { message: () => "the percentage must be between -90 and +500" }),
      Schema.filter((n) => n !== 0 || "a change of 0% changes nothing")
    )
  })
)
export type BulkAction = typeof BulkAction.Type

/** Payload of the preview and of the change itself: the same, so the change is the one previewed. */
export const BulkRequest = Schema.Struct({
  productIds: Schema.Array(Id).pipe(
    Schema.minItems(1, { message: () => "choose at least one product" }),
    Schema.maxItems(100, { message: () => "choose at most 100 products at once" }),
    Schema.filter((ids) => new Set(ids).size === ids.length || "each product may be chosen once")
  ),
  action: BulkAction
})
export type BulkRequest = typeof BulkRequest.Type

/** A product's (or one option's) facts a bulk action reads and writes. */
export const BulkFacts = Schema.Struct({
  show: Schema.optional(Schema.Boolean),
  stock: Schema.optional(Schema.Number),
  price: Schema.optional(Schema.Number),
  mrp: Schema.optional(Schema.Number)
})

/** One line of the preview: a product (hide, show) or one of its options (stock, price), before and after. */
export const BulkChange = Schema.Struct({
  productId: Id,
  productName: Schema.String,
  optionId: Schema.NullOr(Id),
  optionName: Schema.NullOr(Schema.String),
  before: BulkFacts,
  after: BulkFacts
})
export type BulkChange = typeof BulkChange.Type

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
