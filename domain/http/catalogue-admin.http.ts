import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueWrite } from "./call-kinds.ts"
import { hindiNameInputField } from "../catalogue-language.ts"
import { Id, ImageRef, Name, Slug } from "../common.ts"
import { Category, CategoryTag, MainHomeSlider, SubCategory, ThreeSlider } from "../catalogue.ts"
import { keyed, levelWriteGroup, Removed } from "./catalogue.http.ts"
import { CatalogueAuth } from "./auth.http.ts"
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { IdPath, successTrue } from "./params.ts"

// Beside catalogue.http.ts's SuperCategoryAdminGroup, in a module of its own: catalogue.http.ts is
// in the home page's first chunk (the storefront's reads), and these groups are the back office's
// (DESIGN §6 budget: admin code never reaches a shopper's first load).
// Issue 20 item 1 (docs/decisions/037-catalogue-admin.md): the catalogue's other levels and the
// home page's sliders, run from the back office with the rules of super categories: a duplicate
// slug URL is a 409, a delete while the entry is in use a 409 that says what uses it, and hiding
// is the `status` flag the storefront reads. The levels' groups are made as the super categories'
// is, by `levelWriteGroup` (ADR 049).

/**
 * The payload of a level's create and update: its fields and its parent's id under the parent's key,
 * and its Hindi name (issue 39: left out, an edit keeps it; "" clears it).
 */
const levelInput = <const ParentKey extends string>(parentKey: ParentKey) =>
  Schema.Struct({ name: Name, slugUrl: Slug, status: Schema.Boolean, ...keyed(parentKey, Id), desktopImage: Schema.optional(ImageRef), ...hindiNameInputField })

/** Payload of category create and update. A category with subcategories keeps its super category. */
export const CategoryInput = levelInput("superCategoryId")

/** Payload of subcategory create and update. A subcategory with tags keeps its category. */
export const SubCategoryInput = levelInput("categoryId")

/** Payload of category tag create and update. A tag with products keeps its subcategory. */
export const CategoryTagInput = levelInput("subCategoryId")

/**
 * Whether a slide or banner is on the home page: shown when made without it, kept as it was when
 * an edit leaves it out (hiding is the entry sent with `status` false, as for the catalogue's levels).
 */
const SliderStatus = Schema.optional(Schema.Boolean)

/** Payload of a main home slide: its name, where it links (a slug), its two images, and whether it is shown. */
export const MainHomeSliderInput = Schema.Struct({
  name: Name,
  slugUrl: Slug,
  desktopImage: ImageRef,
  mobileImage: ImageRef,
  status: SliderStatus
})

/** Payload of a three-slider banner: its super category, where it links, its image, and whether it is shown. */
export const ThreeSliderInput = Schema.Struct({
  name: Name,
  superCategoryId: Id,
  slugUrl: Slug,
  desktopImage: ImageRef,
  status: SliderStatus
})

/** A main home slide as the back office reads it: hidden ones too, with their `status`. */
export const AdminMainHomeSlider = Schema.Struct({ ...MainHomeSlider.fields, status: Schema.Boolean })
export type AdminMainHomeSlider = typeof AdminMainHomeSlider.Type
/** A three-slider banner as the back office reads it: hidden ones too, with their `status`. */
export const AdminThreeSlider = Schema.Struct({ ...ThreeSlider.fields, status: Schema.Boolean })
export type AdminThreeSlider = typeof AdminThreeSlider.Type

/** A slider's entries in their new order: every entry's id, each once. */
export const SliderOrder = Schema.Struct({
  ids: Schema.Array(Id).pipe(
    Schema.minItems(1, { message: () => "name at least one entry" }),
    Schema.maxItems(200, { message: () => "name at most 200 entries" }),
    Schema.filter((ids) => new Set(ids).size === ids.length || "each entry may be named once")
  )
})

export const CategoryAdminGroup = levelWriteGroup("categoryAdmin",
  { segment: "category", key: "category", entry: Category, idParam: "categoryid", input: CategoryInput, updateInput: CategoryInput })

export const SubCategoryAdminGroup = levelWriteGroup("subcategoryAdmin",
  { segment: "subcategory", key: "subcategory", entry: SubCategory, idParam: "subcategoryid", input: SubCategoryInput, updateInput: SubCategoryInput })

export const CategoryTagAdminGroup = levelWriteGroup("categorytagAdmin",
  { segment: "categorytag", key: "categoryTag", entry: CategoryTag, idParam: "categorytagid", input: CategoryTagInput, updateInput: CategoryTagInput })

const SliderIdPath = Schema.Struct({ sliderid: Id })

export const SliderAdminGroup = HttpApiGroup.make("sliderAdmin")
  .add(
    // Every slide, hidden ones too, in their order (the storefront's mainhomeslider/all shows the shown ones).
    HttpApiEndpoint.get("allMainHome", "/mainhomeslider/allforadmin")
      .addSuccess(Schema.Struct({ success: successTrue, mainHomeSliders: Schema.Array(AdminMainHomeSlider) }))
      .addError(Unauthorized).addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.get("allThree", "/threeslider/allforadmin")
      .addSuccess(Schema.Struct({ success: successTrue, threeSliders: Schema.Array(AdminThreeSlider) }))
      .addError(Unauthorized).addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.post("createMainHome", "/mainhomeslider/new").annotate(CatalogueWrite, true)
      .setPayload(MainHomeSliderInput)
      .addSuccess(Schema.Struct({ success: successTrue, mainHomeSlider: AdminMainHomeSlider }), { status: 201 })
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.put("orderMainHome", "/mainhomeslider/order").annotate(CatalogueWrite, true)
      .setPayload(SliderOrder)
      .addSuccess(Schema.Struct({ success: successTrue, mainHomeSliders: Schema.Array(AdminMainHomeSlider) }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.put("updateMainHome", "/mainhomeslider/:sliderid").annotate(CatalogueWrite, true)
      .setPath(SliderIdPath)
      .setPayload(MainHomeSliderInput)
      .addSuccess(Schema.Struct({ success: successTrue, mainHomeSlider: AdminMainHomeSlider }))
      .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.del("removeMainHome", "/mainhomeslider/:id").annotate(CatalogueWrite, true)
      .setPath(IdPath)
      .addSuccess(Removed)
      .addError(Unauthorized).addError(Forbidden).addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("createThree", "/threeslider/new").annotate(CatalogueWrite, true)
      .setPayload(ThreeSliderInput)
      .addSuccess(Schema.Struct({ success: successTrue, threeSlider: AdminThreeSlider }), { status: 201 })
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.put("orderThree", "/threeslider/order").annotate(CatalogueWrite, true)
      .setPayload(SliderOrder)
      .addSuccess(Schema.Struct({ success: successTrue, threeSliders: Schema.Array(AdminThreeSlider) }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.put("updateThree", "/threeslider/:sliderid").annotate(CatalogueWrite, true)
      .setPath(SliderIdPath)
      .setPayload(ThreeSliderInput)
      .addSuccess(Schema.Struct({ success: successTrue, threeSlider: AdminThreeSlider }))
      .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.del("removeThree", "/threeslider/:id").annotate(CatalogueWrite, true)
      .setPath(IdPath)
      .addSuccess(Removed)
      .addError(Unauthorized).addError(Forbidden).addError(NotFound)
  )
  .middleware(CatalogueAuth)
