import { Either, Schema } from "effect"
import type { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { CategoryInput, CategoryTagInput, SubCategoryInput } from "#domain/http/catalogue-admin.http.ts"
import type { AdminCalls } from "../../../app/admin-api.ts"
import { adminCall } from "../../../app/api-tags.ts"
import type { ScreenCall } from "../../../app/use-call.ts"
import type { EntryDraft, ParentChoice } from "./catalogue-entry-form.tsx"

/** The catalogue's levels below the super categories, hidden entries too, and the super categories (issue 20 item 1). */
export type CatalogueData = Effect.Effect.Success<AdminCalls["catalogue"]>

/** A level, named as the catalogue's data names its list. */
export type Level = "categories" | "subCategories" | "categoryTags"

/** Each level as the screen names it: its list, one entry, its parent, and what an entry may hold (it is deleted only empty). */
export const LEVELS: ReadonlyArray<{ readonly level: Level; readonly label: string; readonly one: string; readonly parent: string; readonly holds: string }> = [
  { level: "categories", label: "Categories", one: "category", parent: "Super category", holds: "subcategories" },
  { level: "subCategories", label: "Subcategories", one: "subcategory", parent: "Category", holds: "tags" },
  { level: "categoryTags", label: "Tags", one: "category tag", parent: "Subcategory", holds: "products" }
]

/** An entry of a level as the screen lists and edits it: with its parent, by id and by name. */
export interface Entry extends EntryDraft {
  readonly _id: Id
  readonly parentName: string
}

/** A level's entries, each with its parent's name (and the parent's own, below categories). */
export const entriesOf = (data: CatalogueData, level: Level): ReadonlyArray<Entry> =>
  level === "categories"
    ? data.categories.map((c) => ({ _id: c._id, name: c.name, slugUrl: c.slugUrl, status: c.status, desktopImage: c.desktopImage, nameHi: c.nameHi ?? "", parentId: c.superCategoryId, parentName: c.superCategory }))
    : level === "subCategories"
      ? data.subCategories.map((s) => ({ _id: s._id, name: s.name, slugUrl: s.slugUrl, status: s.status, desktopImage: s.desktopImage, nameHi: s.nameHi ?? "", parentId: s.categoryId, parentName: `${s.category} · ${s.superCategory}` }))
      : data.categoryTags.map((t) => ({ _id: t._id, name: t.name, slugUrl: t.slugUrl, status: t.status, desktopImage: t.desktopImage, nameHi: t.nameHi ?? "", parentId: t.SubCategoryId, parentName: `${t.SubCategory} · ${t.category}` }))

/** The parents an entry of a level may be in: the level above. */
export const parentsOf = (data: CatalogueData, level: Level): ReadonlyArray<ParentChoice> =>
  level === "categories"
    ? data.superCategories.map((s) => ({ _id: s._id, label: s.name }))
    : level === "subCategories"
      ? data.categories.map((c) => ({ _id: c._id, label: `${c.name} (${c.superCategory})` }))
      : data.subCategories.map((s) => ({ _id: s._id, label: `${s.name} (${s.category})` }))

const decodeCategory = Schema.decodeUnknownEither(CategoryInput)
const decodeSubCategory = Schema.decodeUnknownEither(SubCategoryInput)
const decodeCategoryTag = Schema.decodeUnknownEither(CategoryTagInput)

/** The call that saves a draft as a new entry (`id` null) or over the entry with `id`; null when the contract's Schema refuses the draft. */
export const saveCall = (level: Level, id: Id | null, draft: EntryDraft): ScreenCall | null => {
  const base = { name: draft.name, slugUrl: draft.slugUrl, status: draft.status, desktopImage: draft.desktopImage, nameHi: draft.nameHi }
  if (level === "categories") {
    const input = decodeCategory({ ...base, superCategoryId: draft.parentId })
    return Either.isLeft(input) ? null : adminCall((api) => api.saveCategory(id, input.right))
  }
  if (level === "subCategories") {
    const input = decodeSubCategory({ ...base, categoryId: draft.parentId })
    return Either.isLeft(input) ? null : adminCall((api) => api.saveSubCategory(id, input.right))
  }
  const input = decodeCategoryTag({ ...base, subCategoryId: draft.parentId })
  return Either.isLeft(input) ? null : adminCall((api) => api.saveCategoryTag(id, input.right))
}

/** The call that deletes an entry of a level (the server refuses one still in use and says why). */
export const deleteCall = (level: Level, id: Id): ScreenCall =>
  adminCall((api) => (level === "categories" ? api.deleteCategory(id) : level === "subCategories" ? api.deleteSubCategory(id) : api.deleteCategoryTag(id)))
