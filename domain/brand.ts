import { Schema } from "effect"
import { hindiNameField, hindiNameInputField } from "./catalogue-language.ts"
import { Id, ImageRef, ImageUrl, Name, Slug } from "./common.ts"

/**
 * §3 Brand: _id, show (only brands with show true appear in the storefront list), a mobile and a
 * desktop image, a slug URL, and membership in categories and subcategories.
 */
export const Brand = Schema.Struct({
  _id: Id,
  name: Name,
  slugUrl: Slug,
  show: Schema.Boolean,
  mobileImage: ImageUrl,
  desktopImage: ImageUrl,
  categories: Schema.Array(Id),
  subCategories: Schema.Array(Id),
  /** Its name for Hindi pages (issue 39), when the admin gave one. */
  ...hindiNameField
})
export type Brand = typeof Brand.Type

/** Payload of POST brand/new. */
export const BrandInput = Schema.Struct({
  name: Name,
  slugUrl: Slug,
  show: Schema.Boolean,
  mobileImage: ImageRef,
  desktopImage: ImageRef,
  categories: Schema.Array(Id).pipe(Schema.maxItems(200)),
  subCategories: Schema.Array(Id).pipe(Schema.maxItems(500)),
  /** Left out, an edit keeps the Hindi name; "" clears it. */
  ...hindiNameInputField
})
export type BrandInput = typeof BrandInput.Type
