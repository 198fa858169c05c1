import { Schema } from "effect"
import { hindiNameField } from "./catalogue-language.ts"
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

/** What every entry of the catalogue, and every suggestion of one, starts with: its id, its name and its address's slug. */
export const entryFields = { _id: Id, name: Name, slugUrl: Slug }

// Every level's Hindi name (issue 39) is its last field, present only when the admin gave one: the
// embedded lists' rows are packed by their keys (domain/http/first-payload.ts), and a row with one
// key more at the end packs with the others.

/** A level below the super categories: an entry the storefront shows while its `status` is true. */
const levelFields = { ...entryFields, status: Schema.Boolean }

/** §3 SuperCategory: _id, name, slugUrl, showProducts. */
export const SuperCategory = Schema.Struct({
  ...entryFields,
  showProducts: Schema.Boolean,
  desktopImage: ImageUrl,
  ...hindiNameField
})
export type SuperCategory = typeof SuperCategory.Type

/** §3 Category: name, slugUrl, status, superCategory (the super category's name). */
export const Category = Schema.Struct({
  ...levelFields,
  superCategory: Name,
  superCategoryId: Id,
  desktopImage: ImageUrl,
  ...hindiNameField
})
export type Category = typeof Category.Type

/** §3 SubCategory: name, slugUrl, status, superCategory, category, desktopImage. */
export const SubCategory = Schema.Struct({
  ...levelFields,
  superCategory: Name,
  superCategoryId: Id,
  category: Name,
  categoryId: Id,
  categorySlugUrl: Slug,
  desktopImage: ImageUrl,
  ...hindiNameField
})
export type SubCategory = typeof SubCategory.Type

/** §3 CategoryTag: name, slugUrl, status, desktopImage, SubCategory. */
export const CategoryTag = Schema.Struct({
  ...levelFields,
  desktopImage: ImageUrl,
  superCategory: Name,
  category: Name,
  categoryId: Id,
  SubCategory: Name,
  SubCategoryId: Id,
  ...hindiNameField
})
export type CategoryTag = typeof CategoryTag.Type

/** §3 Main home slider entry: name, slugUrl (where the slide links). */
export const MainHomeSlider = Schema.Struct({
  ...entryFields,
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

/** §4 The catalogue's lists the storefront keeps, each with the Schema of its entries (the catalogue loader's resources, the first payload's lists). */
export const CATALOGUE_LISTS = {
  superCategories: SuperCategory,
  categories: Category,
  subCategories: SubCategory,
  categoryTags: CategoryTag,
  mainHomeSliders: MainHomeSlider,
  threeSliders: ThreeSlider
} as const
