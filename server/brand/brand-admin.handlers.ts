import { Effect, Either, Option } from "effect"
import { BadRequest } from "#domain/http/errors.ts"
import { groupOrUnavailable, isForeignKeyViolation, orConflict, orNotFound } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { decodeImage, storeImage } from "../images/image-upload.ts"
import * as Writes from "./brand.writes.ts"

const duplicate = "Another brand already has this slug URL."

/** A category or subcategory id that does not exist is the admin's mistake (400), not a conflict. */
const unknownMembership = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(effect, isForeignKeyViolation, () =>
    Effect.fail(new BadRequest({ message: "One of the brand's category or subcategory ids does not exist." })))

/** §7 brand create, update, delete and images (admin only: AdminAuth on the group). */
export const BrandAdminHandlersLive = groupOrUnavailable(BazaarApi, "brandAdmin", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Writes.createBrand(payload).pipe(
        orConflict({ duplicate }),
        unknownMembership,
        Effect.map((brand) => ({ success: true as const, brand }))
      ))
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        if (payload.brandid !== undefined && payload.brandid !== path.brandid) {
          return yield* Effect.fail(new BadRequest({ message: "The brandid in the body differs from the one in the path." }))
        }
        const { brandid: _ignored, ...input } = payload
        return yield* Writes.updateBrand(path.brandid, input).pipe(
          orConflict({ duplicate }),
          unknownMembership,
          orNotFound(`No brand has the id '${path.brandid}'`),
          Effect.map((brand) => ({ success: true as const, brand }))
        )
      }))
    .handle("remove", ({ path }) =>
      Writes.deleteBrand(path.id).pipe(
        orConflict({ referenced: "This brand still has products, so it cannot be deleted; hide it instead (its Hide button keeps it out of the storefront)." }),
        Effect.map((deleted) => (deleted ? Option.some(path.id) : Option.none())),
        orNotFound(`No brand has the id '${path.id}'`),
        Effect.map((id) => ({ success: true as const, id }))
      ))
    .handle("images", ({ payload }) =>
      Effect.gen(function* () {
        const mobile = decodeImage("mobile image", payload.mobileImage.dataUrl)
        const desktop = decodeImage("desktop image", payload.desktopImage.dataUrl)
        if (Either.isLeft(mobile)) return yield* Effect.fail(new BadRequest({ message: mobile.left }))
        if (Either.isLeft(desktop)) return yield* Effect.fail(new BadRequest({ message: desktop.left }))
        const mobileimages = yield* storeImage(mobile.right)
        const desktopImages = yield* storeImage(desktop.right)
        return { success: true as const, mobileimages, desktopImages }
      }))
)
