import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Id, ImageUrl, Paging } from "../common.ts"
import { AdminProduct, ProductInput } from "../product-input.ts"
import { CatalogueAuth } from "./client.http.ts"
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { IdPath, LIMITS, pagingParams, successTrue } from "./params.ts"
import { ImageUpload } from "./brand.http.ts"
import { SearchText } from "./product.http.ts"
import { BulkChange, BulkRequest } from "../product-bulk.ts"

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
    HttpApiEndpoint.post("create", "/product/new")
      .setPayload(ProductInput)
      .addSuccess(OneAdminProduct, { status: 201 })
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.put("update", "/product/:productid")
      .setPath(ProductIdPath)
      .setPayload(ProductInput)
      .addSuccess(OneAdminProduct)
      .addError(Unauthorized).addError(Forbidden).addError(NotFound).addError(BadRequest).addError(Conflict)
  )
  .add(
    HttpApiEndpoint.put("visibility", "/product/:productid/show")
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
    HttpApiEndpoint.post("bulkApply", "/product/bulk")
      .setPayload(BulkRequest)
      .addSuccess(BulkAnswer)
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .add(
    // A product image (thumbnail or slider): PNG, JPEG or WebP by content, stored like brand images.
    HttpApiEndpoint.post("uploadImage", "/admin/images")
      .setPayload(ImageUpload)
      .addSuccess(Schema.Struct({ success: successTrue, image: ImageUrl }))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .middleware(CatalogueAuth)
