import { Effect, Layer, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { BadRequest } from "#domain/http/errors.ts"
import { groupOrUnavailable, isForeignKeyViolation, orConflict, orNotFound } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import * as Writes from "./catalogue-admin.writes.ts"

// Issue 20 item 1: the catalogue's levels and sliders run from the back office (CatalogueAuth on
// each group). The sentences a refusal carries are the ones the admin reads on the screen.

export const REFUSALS = {
  categoryDuplicate: "Another category already has this slug URL.",
  categoryInUse: "This category still has subcategories; move or delete them first, or hide it.",
  subCategoryDuplicate: "Another subcategory already has this slug URL.",
  subCategoryInUse: "This subcategory still has category tags; move or delete them first, or hide it.",
  categoryTagDuplicate: "Another category tag already has this slug URL.",
  categoryTagInUse: "This category tag still has products; move them to another tag first, or hide it.",
  parentGone: "The chosen parent was deleted meanwhile; choose another."
} as const

/** Found and deleted: the id; found nothing: a 404 naming what was looked for. */
const removed = (what: string, id: Id) =>
  <E, R>(effect: Effect.Effect<boolean, E, R>) =>
    effect.pipe(
      Effect.map((deleted) => (deleted ? Option.some(id) : Option.none())),
      orNotFound(`No ${what} has the id '${id}'`),
      Effect.map((gone) => ({ success: true as const, id: gone }))
    )

/** The parent is checked in the write; one deleted in that instant is still the admin's 400, not a 503. */
const vanishedParent = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchIf(effect, isForeignKeyViolation, () => Effect.fail(new BadRequest({ message: REFUSALS.parentGone })))

const CategoryAdminLive = groupOrUnavailable(BazaarApi, "categoryAdmin", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Writes.createCategory(payload).pipe(
        orConflict({ duplicate: REFUSALS.categoryDuplicate }),
        vanishedParent,
        Effect.map((category) => ({ success: true as const, category }))
      ))
    .handle("update", ({ path, payload }) =>
      Writes.updateCategory(path.categoryid, payload).pipe(
        orConflict({ duplicate: REFUSALS.categoryDuplicate }),
        vanishedParent,
        orNotFound(`No category has the id '${path.categoryid}'`),
        Effect.map((category) => ({ success: true as const, category }))
      ))
    .handle("remove", ({ path }) =>
      Writes.deleteCategory(path.id).pipe(orConflict({ referenced: REFUSALS.categoryInUse }), removed("category", path.id)))
)

const SubCategoryAdminLive = groupOrUnavailable(BazaarApi, "subcategoryAdmin", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Writes.createSubCategory(payload).pipe(
        orConflict({ duplicate: REFUSALS.subCategoryDuplicate }),
        vanishedParent,
        Effect.map((subcategory) => ({ success: true as const, subcategory }))
      ))
    .handle("update", ({ path, payload }) =>
      Writes.updateSubCategory(path.subcategoryid, payload).pipe(
        orConflict({ duplicate: REFUSALS.subCategoryDuplicate }),
        vanishedParent,
        orNotFound(`No subcategory has the id '${path.subcategoryid}'`),
        Effect.map((subcategory) => ({ success: true as const, subcategory }))
      ))
    .handle("remove", ({ path }) =>
      Writes.deleteSubCategory(path.id).pipe(orConflict({ referenced: REFUSALS.subCategoryInUse }), removed("subcategory", path.id)))
)

const CategoryTagAdminLive = groupOrUnavailable(BazaarApi, "categorytagAdmin", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Writes.createCategoryTag(payload).pipe(
        orConflict({ duplicate: REFUSALS.categoryTagDuplicate }),
        vanishedParent,
        Effect.map((categoryTag) => ({ success: true as const, categoryTag }))
      ))
    .handle("update", ({ path, payload }) =>
      Writes.updateCategoryTag(path.categorytagid, payload).pipe(
        orConflict({ duplicate: REFUSALS.categoryTagDuplicate }),
        vanishedParent,
        orNotFound(`No category tag has the id '${path.categorytagid}'`),
        Effect.map((categoryTag) => ({ success: true as const, categoryTag }))
      ))
    .handle("remove", ({ path }) =>
      Writes.deleteCategoryTag(path.id).pipe(orConflict({ referenced: REFUSALS.categoryTagInUse }), removed("category tag", path.id)))
)

const SliderAdminLive = groupOrUnavailable(BazaarApi, "sliderAdmin", (handlers) =>
  handlers
    .handle("allMainHome", () =>
      Writes.listMainHomeSlidersNow.pipe(Effect.map((mainHomeSliders) => ({ success: true as const, mainHomeSliders }))))
    .handle("allThree", () =>
      Writes.listThreeSlidersNow.pipe(Effect.map((threeSliders) => ({ success: true as const, threeSliders }))))
    .handle("createMainHome", ({ payload }) =>
      Writes.createMainHomeSlider(payload).pipe(Effect.map((mainHomeSlider) => ({ success: true as const, mainHomeSlider }))))
    .handle("updateMainHome", ({ path, payload }) =>
      Writes.updateMainHomeSlider(path.sliderid, payload).pipe(
        orNotFound(`No main home slide has the id '${path.sliderid}'`),
        Effect.map((mainHomeSlider) => ({ success: true as const, mainHomeSlider }))
      ))
    .handle("removeMainHome", ({ path }) =>
      Writes.deleteSlider("main_home_sliders", path.id).pipe(removed("main home slide", path.id)))
    .handle("orderMainHome", ({ payload }) =>
      Writes.orderSlider("main_home_sliders", payload.ids).pipe(
        Effect.zipRight(Writes.listMainHomeSlidersNow),
        Effect.map((mainHomeSliders) => ({ success: true as const, mainHomeSliders }))
      ))
    .handle("createThree", ({ payload }) =>
      Writes.createThreeSlider(payload).pipe(vanishedParent, Effect.map((threeSlider) => ({ success: true as const, threeSlider }))))
    .handle("updateThree", ({ path, payload }) =>
      Writes.updateThreeSlider(path.sliderid, payload).pipe(
        vanishedParent,
        orNotFound(`No three-slider banner has the id '${path.sliderid}'`),
        Effect.map((threeSlider) => ({ success: true as const, threeSlider }))
      ))
    .handle("removeThree", ({ path }) =>
      Writes.deleteSlider("three_sliders", path.id).pipe(removed("three-slider banner", path.id)))
    .handle("orderThree", ({ payload }) =>
      Writes.orderSlider("three_sliders", payload.ids).pipe(
        Effect.zipRight(Writes.listThreeSlidersNow),
        Effect.map((threeSliders) => ({ success: true as const, threeSliders }))
      ))
)

export const CatalogueAdminHandlersLive = Layer.mergeAll(CategoryAdminLive, SubCategoryAdminLive, CategoryTagAdminLive, SliderAdminLive)
