import { Effect, Layer, Option } from "effect"
import type { Id } from "#domain/common.ts"
import { BadRequest } from "#domain/http/errors.ts"
import { groupOrUnavailable, isForeignKeyViolation, orConflict, orNotFound } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { keyed } from "#domain/http/catalogue.http.ts"
import * as Writes from "./catalogue-admin.writes.ts"
import * as Levels from "./catalogue-levels.ts"
import type { Level, LevelInput } from "./catalogue-levels.ts"

// Issue 20 item 1: the catalogue's levels and sliders run from the back office (CatalogueAuth on
// each group). The sentences a refusal carries are the ones the admin reads on the screen; each
// level's are in its description (catalogue-levels.ts).

export const REFUSALS = {
  categoryDuplicate: Levels.category.refusals.duplicate,
  categoryInUse: Levels.category.refusals.inUse,
  subCategoryDuplicate: Levels.subCategory.refusals.duplicate,
  subCategoryInUse: Levels.subCategory.refusals.inUse,
  categoryTagDuplicate: Levels.categoryTag.refusals.duplicate,
  categoryTagInUse: Levels.categoryTag.refusals.inUse,
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

/** A level's create, update and remove, as its group's handlers (`categoryAdmin`, `subcategoryAdmin`, `categorytagAdmin`). */
const levelWrites = <Entry extends object, Input extends LevelInput, const One extends string, const Path extends string>(
  level: Level<Entry, Input> & { readonly keys: { readonly one: One; readonly path: Path } }
) => {
  const answer = (entry: Entry) => ({ success: true as const, ...keyed(level.keys.one, entry) })
  const duplicate = orConflict({ duplicate: level.refusals.duplicate })
  return {
    create: ({ payload }: { readonly payload: Input }) =>
      Writes.createEntry(level, payload).pipe(duplicate, vanishedParent, Effect.map(answer)),
    update: ({ path, payload }: { readonly path: { readonly [K in Path]: Id }; readonly payload: Input }) =>
      Writes.updateEntry(level, path[level.keys.path], payload).pipe(
        duplicate,
        vanishedParent,
        orNotFound(`No ${level.what} has the id '${path[level.keys.path]}'`),
        Effect.map(answer)
      ),
    remove: ({ path }: { readonly path: { readonly id: Id } }) =>
      Writes.deleteEntry(level, path.id).pipe(orConflict({ referenced: level.refusals.inUse }), removed(level.what, path.id))
  }
}

const CategoryAdminLive = groupOrUnavailable(BazaarApi, "categoryAdmin", (handlers) => {
  const writes = levelWrites(Levels.category)
  return handlers.handle("create", writes.create).handle("update", writes.update).handle("remove", writes.remove)
})

const SubCategoryAdminLive = groupOrUnavailable(BazaarApi, "subcategoryAdmin", (handlers) => {
  const writes = levelWrites(Levels.subCategory)
  return handlers.handle("create", writes.create).handle("update", writes.update).handle("remove", writes.remove)
})

const CategoryTagAdminLive = groupOrUnavailable(BazaarApi, "categorytagAdmin", (handlers) => {
  const writes = levelWrites(Levels.categoryTag)
  return handlers.handle("create", writes.create).handle("update", writes.update).handle("remove", writes.remove)
})

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
