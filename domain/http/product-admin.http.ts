import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Id, ImageUrl, Paging } from "../common.ts"
import { AdminProduct, ProductInput } from "../product-input.ts"
import { CatalogueAuth } from "./client.http.ts"
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "./errors.ts"
import { IdPath, LIMITS, pagingParams, successTrue } from "./params.ts"
import { ImageUpload } from "./brand.http.ts"
import { SearchText } from "./product.http.ts"

/**
 * Issue 20 item 1: what an admin does to many products at once. Hide or show them, set every
 * option's stock to a number, or move every option's price by a percentage (rounded to whole
 * rupees; the MRP rises with a price that would pass it, never below it).
 */
export const BulkAction = Schema.Union(
  Schema.TaggedStruct("hide", {}),
  Schema.TaggedStruct("show", {}),
  Schema.TaggedStruct("stock", {
    stock: Schema.Number.pipe(Schema.int({ message: () => "stock must be a whole number" }), Schema.between(0, 1_000_000, { message: () => "stock must be between 0 and 10,00,000" }))
  }),
  Schema.TaggedStruct("price", {
    percent: Schema.Number.pipe(
      Schema.finite({ message: () => "the percentage must be a number" }),
      Schema.between(-90, 500, { message: () => "the percentage must be between -90 and +500" }),
      Schema.filter((n) => n !== 0 || "a change of 0% changes nothing")
    )
  })
)
export type BulkAction = typeof BulkAction.Type

/** Payload of the preview and of the change itself: the same, so the change is the one previewed. */
export const BulkRequest = Schema.Struct({
  productIds: Schema.Array(Id).pipe(
    Schema.minItems(1, { message: () => "choose at least one product" }),
    Schema.maxItems(100, { message: () => "choose at most 100 products at once" }),
    Schema.filter((ids) => new Set(ids).size === ids.length || "each product may be chosen once")
  ),
  action: BulkAction
})
export type BulkRequest = typeof BulkRequest.Type

/** A product's (or one option's) facts a bulk action reads and writes. */
export const BulkFacts = Schema.Struct({
  show: Schema.optional(Schema.Boolean),
  stock: Schema.optional(Schema.Number),
  price: Schema.optional(Schema.Number),
  mrp: Schema.optional(Schema.Number)
})

/** One line of the preview: a product (hide, show) or one of its options (stock, price), before and after. */
export const BulkChange = Schema.Struct({
  productId: Id,
  productName: Schema.String,
  optionId: Schema.NullOr(Id),
  optionName: Schema.NullOr(Schema.String),
  before: BulkFacts,
  after: BulkFacts
})
export type BulkChange = typeof BulkChange.Type

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
