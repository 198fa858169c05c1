import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { BodyLimit, CatalogueWrite } from "./call-kinds.ts"
import { Id, ImageUrl, Paging } from "../common.ts"
import { AdminProduct, ProductInput } from "../product-input.ts"
import { CatalogueAuth } from "./auth.http.ts"
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { IdPath, LIMITS, pagingParams, successTrue } from "./params.ts"
import { BRAND_BODY_BYTES, ImageUpload } from "./brand.http.ts"
import { SearchText } from "./product.http.ts"
import { BulkChange, BulkRequest } from "../product-bulk.ts"

/** A product with 10 pack sizes of 20 options and 8 image addresses each stays far below this. */
export const PRODUCT_BODY_BYTES = 1024 * 1024

const BulkAnswer = Schema.Struct({ success: successTrue, changes: Schema.Array(BulkChange) })

const OneAdminProduct = Schema.Struct({ success: successTrue, product: AdminProduct })
const ProductIdPath = Schema.Struct({ productid: Id })

// Issue 6: products run by admins. Create and edit with the attribute option lists of §3; hide and
// show (a hidden product leaves every storefront list, search and page). Stock is set here too.
export const ProductAdminGroup = HttpApiGroup.make("productAdmin")
  .add(
    HttpApiEndpoint.get("list", "/admin/products")
      .setUrlParams(Schema.Struct({ ...pagingParams(LIMITS.products.max), q: Schema.optional(SearchText) }))
      .addSuccess(Schema.Struct({ success: successTrue, products: Schema.Array(AdminProduct), ...Paging.fields }))
      .addError(Unauthorized).addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.get("one", "/admin/products/:id")
      .setPath(IdPath)
      .addSuccess(OneAdminProduct)
      .addError(Unauthorized).addError(Forbidden).addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("create", "/product/new").annotate(CatalogueWrite, true).annotate(BodyLimit, PRODUCT_BODY_BYTES)
      .setPayload(ProductInput)
      .addSuccess(OneAdminProduct, { status: 201 })
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.put("update", "/product/:productid").annotate(CatalogueWrite, true).annotate(BodyLimit, PRODUCT_BODY_BYTES)
      .setPath(ProductIdPath)
      .setPayload(ProductInput)
      .addSuccess(OneAdminProduct)
      .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.put("visibility", "/product/:productid/show").annotate(CatalogueWrite, true)
      .setPath(ProductIdPath)
      .setPayload(Schema.Struct({ show: Schema.Boolean }))
      .addSuccess(OneAdminProduct)
      .addError(Unauthorized).addError(Forbidden).addError(NotFound)
  )
  .add(
    HttpApiEndpoint.post("bulkPreview", "/admin/products/bulk/preview")
      .setPayload(BulkRequest)
      .addSuccess(BulkAnswer)
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .add(
    // Recomputed from the rows as they are when it runs, all or nothing in one transaction.
    HttpApiEndpoint.post("bulkApply", "/product/bulk").annotate(CatalogueWrite, true)
      .setPayload(BulkRequest)
      .addSuccess(BulkAnswer)
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .add(
    // A product image (thumbnail or slider): PNG, JPEG or WebP by content, stored like brand images.
    HttpApiEndpoint.post("uploadImage", "/admin/images").annotate(CatalogueWrite, true).annotate(BodyLimit, BRAND_BODY_BYTES)
      .setPayload(ImageUpload)
      .addSuccess(Schema.Struct({ success: successTrue, image: ImageUrl }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .middleware(CatalogueAuth)
