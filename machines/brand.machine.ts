import { Schema } from "effect"
import { Brand, type BrandInput } from "#domain/brand.ts"
import { ERROR_TEXTS, type ErrorText } from "#domain/error-texts.ts"
import {
  type AdminListContext,
  type AdminListEvent,
  adminListMachine,
  type AdminListNames,
  type DeleteEntryInput,
  type ImagesAnswer,
  type ImagesUpload,
  LIST_OPERATIONS,
  type OperationOf,
  type UpdateEntryInput
} from "./admin-list.machine.ts"

/**
 * §3 Brand, §4 Brands: the brand list of the storefront and of the admin screens, an admin list
 * (`adminListMachine`, admin-list.machine.ts) with images. The root restores the list stored under
 * the §9 key `brandtotal` into the input, provides the five calls below, and persists `brands`
 * whenever it changes (DESIGN §1: the machine itself has no side effects).
 */

/** The brand list's names: its events, its calls, the context keys of its two lists. */
const BRAND_NAMES = {
  entries: "brands",
  shown: "shownBrands",
  commands: { list: "brands.load", create: "brand.create", update: "brand.update", delete: "brand.delete" },
  calls: { list: "fetchBrands", create: "createBrand", update: "updateBrand", delete: "deleteBrand" },
  images: { upload: "brand.images.upload", remove: "brand.images.remove", call: "uploadImages" }
} as const satisfies AdminListNames

export const BRAND_OPERATIONS = [...LIST_OPERATIONS, "images"] as const
export type BrandOperation = OperationOf<typeof BRAND_NAMES>

/** §8 the text stored when each call fails. */
export const BRAND_ERROR_TEXTS: { readonly [O in BrandOperation]: ErrorText } = {
  list: ERROR_TEXTS.brandLists,
  create: ERROR_TEXTS.brandCreate,
  update: ERROR_TEXTS.brandUpdate,
  delete: ERROR_TEXTS.brandDelete,
  images: ERROR_TEXTS.brandImages
}

/** §3, §4 `brands`, the full list, and `shownBrands`, the brands with show true; the images of the last upload; the flags, §8 text and sentence. */
export type BrandContext = AdminListContext<Brand, typeof BRAND_NAMES>
export type BrandEvent = AdminListEvent<BrandInput, typeof BRAND_NAMES>

/** The machine's input, `{}` when nothing was stored (not the domain `BrandInput`, the create payload). */
export interface BrandMachineInput {
  /**
   * What browser storage held under `brandtotal`, or null. It is checked here against the Brand
   * schema (DESIGN §2): a value that does not decode, or an empty list, counts as nothing restored.
   */
  readonly restored?: unknown
}

/** §7 brand images payload: one image for mobile, one for desktop. */
export type BrandImagesUpload = ImagesUpload
/** §3, §7 what the images call answers: the URLs of the stored images (the response's own keys). */
export type BrandImagesAnswer = ImagesAnswer
export type UpdateBrandInput = UpdateEntryInput<BrandInput>
export type DeleteBrandInput = DeleteEntryInput

// The brand's own list rules of §3 and §4 (create and delete are every admin list's).

/** §3 only brands with show true appear in the storefront list. */
export const shownOnly = (brands: ReadonlyArray<Brand>): ReadonlyArray<Brand> => brands.filter((brand) => brand.show)

/** §4 successful update removes the old entry by id and adds the updated brand (at the end). */
export const replaceBrand = (brands: ReadonlyArray<Brand>, updated: Brand): ReadonlyArray<Brand> => [
  ...brands.filter((brand) => brand._id !== updated._id),
  updated
]

const isBrandList = Schema.is(Schema.Array(Brand))

/** The restored list when it is a non-empty list of brands that decodes (DESIGN §2), else null. */
export const restoredBrands = (restored: unknown): ReadonlyArray<Brand> | null =>
  Array.isArray(restored) && restored.length > 0 && isBrandList(restored) ? restored : null

export const brandMachine = adminListMachine({
  types: {} as { readonly entry: Brand; readonly payload: BrandInput; readonly input: BrandMachineInput },
  id: "brand",
  names: BRAND_NAMES,
  errorTexts: BRAND_ERROR_TEXTS,
  // Nothing to show until a load succeeds, unless storage held a usable list.
  start: (input) => restoredBrands(input.restored) ?? [],
  shownOnly,
  // (A successful update also clears the images, as every list with images does.)
  replace: replaceBrand
})

export type BrandMachine = typeof brandMachine
