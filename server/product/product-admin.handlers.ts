import { Effect, Either } from "effect"
import { BadRequest } from "#domain/http/errors.ts"
import type { AdminProduct } from "#domain/product-input.ts"
import { groupOrUnavailable, isForeignKeyViolation, orConflict, orNotFound } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { decodeImage, storeImage } from "../images/image-upload.ts"
import * as Writes from "./product-admin.writes.ts"
import { applyBulk, previewBulk } from "./product-bulk.ts"

const duplicate = "Another product already has this slug URL."
const oneProduct = Effect.map((product: AdminProduct) => ({ success: true as const, product }))

/** The tag and brand are checked in the write; one deleted in the same instant is still the admin's 400, not a 503. */
const vanishedReference = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(effect, isForeignKeyViolation, () =>
    Effect.fail(new BadRequest({ message: "The product's category tag or brand no longer exists; choose another." })))

/** Issue 6: products run by admins (AdminAuth on the group). */
export const ProductAdminHandlersLive = groupOrUnavailable(BazaarApi, "productAdmin", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) =>
      Writes.listAdminProducts(urlParams).pipe(
        Effect.map(({ items, ...paging }) => ({ success: true as const, products: items, ...paging }))
      ))
    .handle("one", ({ path }) =>
      Writes.adminProductById(path.id).pipe(orNotFound(`No product has the id '${path.id}'`), oneProduct))
    .handle("create", ({ payload }) =>
      Writes.createProduct(payload).pipe(orConflict({ duplicate }), vanishedReference, oneProduct))
    .handle("update", ({ path, payload }) =>
      Writes.updateProduct(path.productid, payload).pipe(
        orConflict({ duplicate }),
        vanishedReference,
        orNotFound(`No product has the id '${path.productid}'`),
        oneProduct
      ))
    .handle("visibility", ({ path, payload }) =>
      Writes.setProductShown(path.productid, payload.show).pipe(
        orNotFound(`No product has the id '${path.productid}'`),
        oneProduct
      ))
    .handle("bulkPreview", ({ payload }) =>
      previewBulk(payload).pipe(Effect.map((changes) => ({ success: true as const, changes }))))
    .handle("bulkApply", ({ payload }) =>
      applyBulk(payload).pipe(Effect.map((changes) => ({ success: true as const, changes }))))
    .handle("uploadImage", ({ payload }) =>
      Effect.gen(function* () {
        const decoded = decodeImage("image", payload.dataUrl)
        if (Either.isLeft(decoded)) return yield* Effect.fail(new BadRequest({ message: decoded.left }))
        return { success: true as const, image: yield* storeImage(decoded.right) }
      }))
)
