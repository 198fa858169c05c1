import { Schema } from "effect"
import { HindiDescription, HindiName } from "./catalogue-language.ts"
import { Id, ImageUrl, Name, Rupees, Slug, Timestamp } from "./common.ts"

/** §3 PackSizeOption: _id, PsnPrime, Price, Mrp, availablestock (MRP is never below the price). */
export const PackSizeOption = Schema.Struct({
  _id: Id,
  PsnPrime: Schema.Boolean,
  packSizeOptionName: Name,
  Price: Rupees,
  Mrp: Rupees,
  availablestock: Schema.Number.pipe(Schema.int(), Schema.nonNegative())
}).pipe(Schema.filter((o) => o.Mrp >= o.Price || "Mrp must be at least the Price"))
export type PackSizeOption = typeof PackSizeOption.Type

/** §3 PackSize: _id, PsPrime, thumbnail, slider (images), PackSizeOptions. */
export const PackSize = Schema.Struct({
  _id: Id,
  PsPrime: Schema.Boolean,
  packSizeName: Name,
  thumbnail: ImageUrl,
  slider: Schema.Array(ImageUrl),
  PackSizeOptions: Schema.Array(PackSizeOption)
})
export type PackSize = typeof PackSize.Type

/** Attribute values chosen from the §3 option lists, keyed by attribute name. */
export const ProductAttributes = Schema.Record({ key: Schema.String, value: Schema.String })

/** §3 Product: name, slugUrl, CategoryTag, packSize list, superCategory. */
export const Product = Schema.Struct({
  _id: Id,
  name: Name,
  slugUrl: Slug,
  description: Schema.String,
  superCategory: Name,
  category: Name,
  categorySlugUrl: Slug,
  SubCategory: Name,
  subCategorySlugUrl: Slug,
  CategoryTag: Name,
  categoryTagSlugUrl: Slug,
  brand: Name,
  brandSlugUrl: Slug,
  attributes: ProductAttributes,
  recommended: Schema.Boolean,
  trending: Schema.Boolean,
  hot: Schema.Boolean,
  packSize: Schema.Array(PackSize),
  createdAt: Timestamp,
  /** The average of its visible reviews' stars to two places, null with none (issue 19 item 1, ADR 030). */
  ratingAverage: Schema.NullOr(Schema.Number.pipe(Schema.between(1, 5))),
  /** How many visible reviews rated it. */
  ratingCount: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  /**
   * Its name for Hindi pages (issue 39), present only when the admin gave one; last, so a list's
   * rows with it pack with those without (domain/http/first-payload.ts).
   */
  nameHi: Schema.optional(HindiName),
  /** Its description for Hindi pages, when the admin gave one: carried by the reads of one product (its page, its quick view), not by lists. */
  descriptionHi: Schema.optional(HindiDescription)
})
export type Product = typeof Product.Type

/** What a shopper or an admin searches products for. */
export const SearchText = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "search text must not be empty" }),
  Schema.maxLength(100, { message: () => "search text must be at most 100 characters" })
)

/**
 * How product lists may be ordered (issue 19 item 4, docs/decisions/034-listing-filters.md).
 * `relevance` is the search's rank on search results; on a listing it is the shop's own order:
 * featured products (recommended, trending or hot) first, then the most sold, then the newest.
 * `popular` is units sold in orders not cancelled; `discount` the best discount among a product's
 * options; `rating` the average of its visible reviews (unrated last). A list without `sort` is
 * newest first (§7 product/all), search results by relevance. Labels: domain/listing-filters.ts.
 */
export const ProductSort = Schema.Literal("relevance", "popular", "newest", "price-asc", "price-desc", "discount", "rating")
export type ProductSort = typeof ProductSort.Type

/** The super categories that product lists are split into (§3, §4). */
export const SPLIT_SUPER_CATEGORIES = ["Clothing", "Electronics"] as const

/** The pack size shown first: the one marked PsPrime, else the first (§3). */
export const primaryPackSize = (product: Product): PackSize | undefined =>
  product.packSize.find((size) => size.PsPrime) ?? product.packSize[0]

/** The option shown first in a pack size: the one marked PsnPrime, else the first in stock, else the first. */
export const primaryOption = (packSize: PackSize): PackSizeOption | undefined =>
  packSize.PackSizeOptions.find((o) => o.PsnPrime && o.availablestock > 0) ??
  packSize.PackSizeOptions.find((o) => o.availablestock > 0) ??
  packSize.PackSizeOptions[0]

/** Whole-percent discount of a price on its MRP (0 when there is none). */
export const discountPercent = (option: { readonly Price: number; readonly Mrp: number }): number =>
  option.Mrp > option.Price && option.Mrp > 0 ? Math.round(((option.Mrp - option.Price) / option.Mrp) * 100) : 0

/** Issue 19: at or below this many units an option's stock is low, and the product page says how many are left. */
export const LOW_STOCK_AT = 10

/**
 * An attribute name (§3 option lists: `Wired_wireless`, `Star_rating`) as a label: '_' read as a
 * space, the one rule for the product page, the compare table and the admin form (kept here, not beside
 * the option lists, so that showing a label does not load the lists).
 */
export const attributeLabel = (name: string): string => name.replace(/_/g, " ")
