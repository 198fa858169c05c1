import { Effect, Option } from "effect"
import { groupOrUnavailable, orConflict, orNotFound } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import * as Writes from "./super-category.writes.ts"

const duplicate = "Another super category already has this name or slug URL."

/** §7 super category create, update, delete (the catalogue staff only: CatalogueAuth on the group). */
export const SuperCategoryAdminHandlersLive = groupOrUnavailable(BazaarApi, "supercategoryAdmin", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Writes.createSuperCategory(payload).pipe(
        orConflict({ duplicate }),
        Effect.map((supercategory) => ({ success: true as const, supercategory }))
      ))
    .handle("update", ({ path, payload }) =>
      Writes.updateSuperCategory(path.supercatid, payload).pipe(
        orConflict({ duplicate }),
        orNotFound(`No super category has the id '${path.supercatid}'`),
        Effect.map((supercategory) => ({ success: true as const, supercategory }))
      ))
    .handle("remove", ({ path }) =>
      Writes.deleteSuperCategory(path.id).pipe(
        orConflict({ referenced: "This super category is still used by categories or sliders; move or delete them first, or hide it instead (untick Show products)." }),
        Effect.map((deleted) => (deleted ? Option.some(path.id) : Option.none())),
        orNotFound(`No super category has the id '${path.id}'`),
        Effect.map((id) => ({ success: true as const, id }))
      ))
)
