import { Schema } from "effect"
import { Id, ImageUrl, Name, Slug } from "./common.ts"

// §1: the super categories the shop knows.
export const SUPER_CATEGORY_NAMES = [
  "Clothing",
  "Electronics",
  "Beauty",
  "Home and furniture",
  "Footwear",
  "Toys & games"
] as const

/** §3 SuperCategory: _id, name, slugUrl, showProducts. */
export const SuperCategory = Schema.Struct({
  _id: Id,
  name: Name,
  slugUrl: Slug,
  showProducts: Schema.Boolean,
  desktopImage: ImageUrl
})
export type SuperCategory = typeof SuperCategory.Type

/** §3 Category: name, slugUrl, status, superCategory (the super category's name). */
export const Category = Schema.Struct({
  _id: Id,
  name: Name,
  slugUrl: Slug,
  status: Schema.Boolean,
  superCategory: Name,
  superCategoryId: Id,
  desktopImage: ImageUrl
})
export type Category = typeof Category.Type

/** §3 SubCategory: name, slugUrl, status, superCategory, category, desktopImage. */
export const SubCategory = Schema.Struct({
  _id: Id,
  name: Name,
  slugUrl: Slug,
  status: Schema.Boolean,
  superCategory: Name,
  superCategoryId: Id,
  category: Name,
  categoryId: Id,
  categorySlugUrl: Slug,
  desktopImage: ImageUrl
})
export type SubCategory = typeof SubCategory.Type

/** §3 CategoryTag: name, slugUrl, status, desktopImage, SubCategory. */
export const CategoryTag = Schema.Struct({
  _id: Id,
  name: Name,
  slugUrl: Slug,
  status: Schema.Boolean,
  desktopImage: ImageUrl,
  superCategory: Name,
  category: Name,
  categoryId: Id,
  SubCategory: Name,
  SubCategoryId: Id
})
export type CategoryTag = typeof CategoryTag.Type

/** §3 Main home slider entry: name, slugUrl (where the slide links). */
export const MainHomeSlider = Schema.Struct({
  _id: Id,
  name: Name,
  slugUrl: Slug,
  desktopImage: ImageUrl,
  mobileImage: ImageUrl
})
export type MainHomeSlider = typeof MainHomeSlider.Type

/** §3 Three-slider entry: superCategory (plus where it links and its image). */
export const ThreeSlider = Schema.Struct({
  _id: Id,
  name: Name,
  superCategory: Name,
  slugUrl: Slug,
  desktopImage: ImageUrl
})
export type ThreeSlider = typeof ThreeSlider.Type
