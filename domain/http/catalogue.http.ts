import { CatalogueAuth } from "./client.http.ts"
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueRead, CatalogueWrite, OFFLINE_READ } from "./call-kinds.ts"
import { Id, ImageRef, Name, Paging, Slug } from "../common.ts"
import { Category, CategoryTag, MainHomeSlider, SubCategory, SuperCategory, ThreeSlider } from "../catalogue.ts"
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { CategoryAnswer, SubCategoryAnswer } from "./first-answers.ts"
import { IdPath, LIMITS, pagingParams, SlugPath, successTrue } from "./params.ts"

const CatalogueListParams = Schema.Struct(pagingParams(LIMITS.catalogue.max))

/** Payload of super category create and update (§7). */
export const SuperCategoryInput = Schema.Struct({
  name: Name,
  slugUrl: Slug,
  showProducts: Schema.Boolean,
  desktopImage: Schema.optional(ImageRef)
})

// §7 Catalogue: GET supercategory/all -> supercategories; GET supercategory/slugurl/{slug}.
export const SuperCategoryGroup = HttpApiGroup.make("supercategory")
  .add(
    HttpApiEndpoint.get("all", "/supercategory/all")
      .setUrlParams(CatalogueListParams)
      .addSuccess(Schema.Struct({ success: successTrue, supercategories: Schema.Array(SuperCategory), ...Paging.fields }))
  )
  .add(
    HttpApiEndpoint.get("bySlug", "/supercategory/slugurl/:slug")
      .setPath(SlugPath)
      .addSuccess(Schema.Struct({ success: successTrue, supercategory: SuperCategory }))
      .addError(NotFound)
  )
  .annotate(CatalogueRead, OFFLINE_READ)

// §7 Catalogue: super category writes, admin calls (§6: role checks ours).
export const SuperCategoryAdminGroup = HttpApiGroup.make("supercategoryAdmin")
  .add(
    HttpApiEndpoint.post("create", "/supercategory/new")
      .setPayload(SuperCategoryInput)
      .addSuccess(Schema.Struct({ success: successTrue, supercategory: SuperCategory }), { status: 201 })
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.put("update", "/supercategory/:supercatid")
      .setPath(Schema.Struct({ supercatid: Id }))
      .setPayload(Schema.Struct({ ...SuperCategoryInput.fields, supercatid: Schema.optional(Id) }))
      .addSuccess(Schema.Struct({ success: successTrue, supercategory: SuperCategory }))
      .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.del("remove", "/supercategory/:id")
      .setPath(IdPath)
      .addSuccess(Schema.Struct({ success: successTrue, id: Id }))
      .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(Conflict)
  )
  .middleware(CatalogueAuth)
  .annotate(CatalogueWrite, true)

// §7 Catalogue: GET category/all -> category; GET category/slugurl/{slug}.
export const CategoryGroup = HttpApiGroup.make("category")
  .add(
    HttpApiEndpoint.get("all", "/category/all")
      .setUrlParams(CatalogueListParams)
      .addSuccess(Schema.Struct({ success: successTrue, category: Schema.Array(Category), ...Paging.fields }))
  )
  .add(
    HttpApiEndpoint.get("bySlug", "/category/slugurl/:slug")
      .setPath(SlugPath)
      .addSuccess(CategoryAnswer)
      .addError(NotFound)
  )
  .annotate(CatalogueRead, OFFLINE_READ)

// §7 Catalogue: GET subcategory/all -> subcategory; GET subcategory/slugurl/{slug}.
export const SubCategoryGroup = HttpApiGroup.make("subcategory")
  .add(
    HttpApiEndpoint.get("all", "/subcategory/all")
      .setUrlParams(CatalogueListParams)
      .addSuccess(Schema.Struct({ success: successTrue, subcategory: Schema.Array(SubCategory), ...Paging.fields }))
  )
  .add(
    HttpApiEndpoint.get("bySlug", "/subcategory/slugurl/:slug")
      .setPath(SlugPath)
      .addSuccess(SubCategoryAnswer)
      .addError(NotFound)
  )
  .annotate(CatalogueRead, OFFLINE_READ)

// §7 Catalogue: GET categorytag/allforadmin -> ctegoryTags (the spec's spelling); GET categorytag/slugurl/{slug}.
export const CategoryTagGroup = HttpApiGroup.make("categorytag")
  .add(
    HttpApiEndpoint.get("allForAdmin", "/categorytag/allforadmin")
      .setUrlParams(CatalogueListParams)
      .addSuccess(Schema.Struct({ success: successTrue, ctegoryTags: Schema.Array(CategoryTag), ...Paging.fields }))
  )
  .add(
    HttpApiEndpoint.get("bySlug", "/categorytag/slugurl/:slug")
      .setPath(SlugPath)
      .addSuccess(Schema.Struct({ success: successTrue, categoryTag: CategoryTag }))
      .addError(NotFound)
  )
  .annotate(CatalogueRead, OFFLINE_READ)

// §7 Catalogue: GET mainhomeslider/all -> mainHomeSliders; GET threeslider/all -> threeSliders.
export const SliderGroup = HttpApiGroup.make("slider")
  .add(
    HttpApiEndpoint.get("mainHome", "/mainhomeslider/all")
      .addSuccess(Schema.Struct({ success: successTrue, mainHomeSliders: Schema.Array(MainHomeSlider) }))
  )
  .add(
    HttpApiEndpoint.get("three", "/threeslider/all")
      .addSuccess(Schema.Struct({ success: successTrue, threeSliders: Schema.Array(ThreeSlider) }))
  )
  .annotate(CatalogueRead, OFFLINE_READ)
