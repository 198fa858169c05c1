import { CatalogueAuth } from "./auth.http.ts"
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { BodyLimit, CatalogueRead, CatalogueWrite, OFFLINE_READ } from "./call-kinds.ts"
import { Id, ImageUrl, Paging, Slug } from "../common.ts"
import { Brand, BrandInput } from "../brand.ts"
import { BadRequest, Conflict, Forbidden, NotFound, PayloadTooLarge, Unauthorized } from "./errors.ts"
import { BrandsAnswer } from "./first-answers.ts"
import { IdPath, LIMITS, pagingParams, SlugPath, successTrue } from "./params.ts"

/**
 * §9 says brand create, image upload and update have no body-size limit; ours is large instead of
 * none (two images of at most 4 MB each, base64 in JSON), so no request can exhaust memory.
 */
export const BRAND_BODY_BYTES = 12 * 1024 * 1024

const BrandList = BrandsAnswer
const OneBrand = Schema.Struct({ success: successTrue, brand: Brand })

/** An image travelling in JSON (§7: brand images are JSON): a data URL of PNG, JPEG or WebP. */
export const ImageUpload = Schema.Struct({
  fileName: Schema.String.pipe(Schema.maxLength(255)),
  dataUrl: Schema.String.pipe(Schema.pattern(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, {
    message: () => "must be a base64 data URL of a PNG, JPEG or WebP image"
  }))
})

// §7 Brands: the public reads.
export const BrandGroup = HttpApiGroup.make("brand")
  .add(
    HttpApiEndpoint.get("all", "/brand/all")
      .setUrlParams(Schema.Struct(pagingParams(LIMITS.brands.max)))
      .addSuccess(Schema.Struct({ ...BrandList.fields, ...Paging.fields }))
  )
  .add(
    HttpApiEndpoint.get("byCategory", "/brand/category-brand/:category")
      .setPath(Schema.Struct({ category: Id }))
      .addSuccess(BrandList)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("byCategoryUrl", "/brand/getFilterBrandBycatUrl/:categoryUrl")
      .setPath(Schema.Struct({ categoryUrl: Slug }))
      .addSuccess(BrandList)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("bySubCategory", "/brand/subcategory-brand/:subcategory")
      .setPath(Schema.Struct({ subcategory: Id }))
      .addSuccess(BrandList)
      .addError(NotFound)
  )
  .add(
    HttpApiEndpoint.get("bySlug", "/brand/slugurl/:slug")
      .setPath(SlugPath)
      .addSuccess(OneBrand)
      .addError(NotFound)
  )
  .annotate(CatalogueRead, OFFLINE_READ)

// §7 Brands: writes and images, admin calls (§6: role checks ours).
export const BrandAdminGroup = HttpApiGroup.make("brandAdmin")
  .add(
    HttpApiEndpoint.post("create", "/brand/new").annotate(BodyLimit, BRAND_BODY_BYTES)
      .setPayload(BrandInput)
      .addSuccess(OneBrand, { status: 201 })
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.post("images", "/brand/brandimages").annotate(BodyLimit, BRAND_BODY_BYTES)
      .setPayload(Schema.Struct({ mobileImage: ImageUpload, desktopImage: ImageUpload }))
      .addSuccess(Schema.Struct({ success: successTrue, mobileimages: ImageUrl, desktopImages: ImageUrl }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(PayloadTooLarge)
  )
  .add(
    HttpApiEndpoint.put("update", "/brand/:brandid").annotate(BodyLimit, BRAND_BODY_BYTES)
      .setPath(Schema.Struct({ brandid: Id }))
      .setPayload(Schema.Struct({ ...BrandInput.fields, brandid: Schema.optional(Id) }))
      .addSuccess(OneBrand)
      .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.del("remove", "/brand/:id")
      .setPath(IdPath)
      .addSuccess(Schema.Struct({ success: successTrue, id: Id }))
      .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(Conflict)
  )
  .middleware(CatalogueAuth)
  .annotate(CatalogueWrite, true)
