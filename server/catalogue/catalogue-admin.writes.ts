import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Id } from "#domain/common.ts"
import type { CategoryInput, CategoryTagInput, MainHomeSliderInput, SubCategoryInput, ThreeSliderInput } from "#domain/http/catalogue-admin.http.ts"
import { BadRequest, Conflict } from "#domain/http/errors.ts"
import { newId } from "../db/ids.ts"
import * as Repo from "./catalogue.repo.ts"

// Issue 20 item 1 (docs/decisions/037-catalogue-admin.md): categories, subcategories, category tags
// and the home page's sliders, written by the back office. Each write answers the row as the reads
// show it. The database decides what a unique index or a reference refuses (the handlers turn those
// into 409s with a sentence); a parent that does not exist is the admin's 400, checked in the
// write's transaction with the parent's row locked against a delete.

type CategoryInput = typeof CategoryInput.Type
type SubCategoryInput = typeof SubCategoryInput.Type
type CategoryTagInput = typeof CategoryTagInput.Type

/**
 * A product's search keywords name its tag, subcategory and category (product-admin.writes.ts,
 * the seed): a renamed level rewrites them for its products, so a search finds them by the new name.
 */
const refreshKeywords = (level: "category_id" | "sub_category_id" | "category_tag_id", id: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    UPDATE products p SET keywords = concat_ws(' ', t.name, s.name, c.name, b.name,
      (SELECT string_agg(a.value, ' ') FROM jsonb_each_text(p.attributes) AS a))
    FROM category_tags t, sub_categories s, categories c, brands b
    WHERE p.${sql(level)} = ${id} AND t.id = p.category_tag_id AND s.id = p.sub_category_id AND c.id = p.category_id AND b.id = p.brand_id`)

// --- categories ---------------------------------------------------------------------------------

const superCategoryExists = (id: Id) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT id FROM super_categories WHERE id = ${id} FOR SHARE`
    if (rows.length === 0) return yield* new BadRequest({ message: `No super category has the id '${id}'.` })
  })

/** A new category, after its super category's others. */
export const createCategory = (input: CategoryInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId()
    yield* sql.withTransaction(Effect.gen(function* () {
      yield* superCategoryExists(input.superCategoryId)
      yield* sql`
        INSERT INTO categories (id, name, slug_url, status, super_category_id, desktop_image, position)
        VALUES (${id}, ${input.name}, ${input.slugUrl}, ${input.status}, ${input.superCategoryId}, ${input.desktopImage ?? ""},
          (SELECT coalesce(max(position), 0) + 1 FROM categories WHERE super_category_id = ${input.superCategoryId}))`
    }))
    return yield* Repo.categoryById(id).pipe(Effect.map(Option.getOrThrow))
  })

/** Replaces a category's fields; None when there is none with that id. */
export const updateCategory = (id: Id, input: CategoryInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql.withTransaction(Effect.gen(function* () {
      const [row] = yield* sql<{ name: string; superCategoryId: string }>`
        SELECT name, super_category_id AS "superCategoryId" FROM categories WHERE id = ${id} FOR UPDATE`
      if (row === undefined) return false
      yield* superCategoryExists(input.superCategoryId)
      if (row.superCategoryId !== input.superCategoryId) {
        const children = yield* sql`SELECT 1 FROM sub_categories WHERE category_id = ${id} LIMIT 1`
        if (children.length > 0) {
          return yield* new Conflict({ message: "This category has subcategories; it keeps its super category while they are there. Move or delete them first." })
        }
      }
      yield* sql`
        UPDATE categories SET name = ${input.name}, slug_url = ${input.slugUrl}, status = ${input.status},
          super_category_id = ${input.superCategoryId}, desktop_image = coalesce(${input.desktopImage ?? null}, desktop_image)
        WHERE id = ${id}`
      if (row.name !== input.name) yield* refreshKeywords("category_id", id)
      return true
    }))
    return found ? yield* Repo.categoryById(id) : Option.none()
  })

/** Deletes a category; false when there is none. One with subcategories is refused by the database. */
export const deleteCategory = (id: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM categories WHERE id = ${id} RETURNING id`).pipe(Effect.map((rows) => rows.length > 0))

// --- subcategories ------------------------------------------------------------------------------

const categoryOf = (id: Id) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ superCategoryId: string }>`SELECT super_category_id AS "superCategoryId" FROM categories WHERE id = ${id} FOR SHARE`
    if (row === undefined) return yield* new BadRequest({ message: `No category has the id '${id}'.` })
    return row
  })

/** A new subcategory, after its category's others; its super category is its category's. */
export const createSubCategory = (input: SubCategoryInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId()
    yield* sql.withTransaction(Effect.gen(function* () {
      const parent = yield* categoryOf(input.categoryId)
      yield* sql`
        INSERT INTO sub_categories (id, name, slug_url, status, category_id, super_category_id, desktop_image, position)
        VALUES (${id}, ${input.name}, ${input.slugUrl}, ${input.status}, ${input.categoryId}, ${parent.superCategoryId}, ${input.desktopImage ?? ""},
          (SELECT coalesce(max(position), 0) + 1 FROM sub_categories WHERE category_id = ${input.categoryId}))`
    }))
    return yield* Repo.subCategoryById(id).pipe(Effect.map(Option.getOrThrow))
  })

/** Replaces a subcategory's fields; None when there is none with that id. */
export const updateSubCategory = (id: Id, input: SubCategoryInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql.withTransaction(Effect.gen(function* () {
      const [row] = yield* sql<{ name: string; categoryId: string }>`
        SELECT name, category_id AS "categoryId" FROM sub_categories WHERE id = ${id} FOR UPDATE`
      if (row === undefined) return false
      const parent = yield* categoryOf(input.categoryId)
      if (row.categoryId !== input.categoryId) {
        const children = yield* sql`SELECT 1 FROM category_tags WHERE sub_category_id = ${id} LIMIT 1`
        if (children.length > 0) {
          return yield* new Conflict({ message: "This subcategory has category tags; it keeps its category while they are there. Move or delete them first." })
        }
      }
      yield* sql`
        UPDATE sub_categories SET name = ${input.name}, slug_url = ${input.slugUrl}, status = ${input.status},
          category_id = ${input.categoryId}, super_category_id = ${parent.superCategoryId},
          desktop_image = coalesce(${input.desktopImage ?? null}, desktop_image)
        WHERE id = ${id}`
      if (row.name !== input.name) yield* refreshKeywords("sub_category_id", id)
      return true
    }))
    return found ? yield* Repo.subCategoryById(id) : Option.none()
  })

/** Deletes a subcategory; false when there is none. One with category tags is refused by the database. */
export const deleteSubCategory = (id: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM sub_categories WHERE id = ${id} RETURNING id`).pipe(Effect.map((rows) => rows.length > 0))

// --- category tags ------------------------------------------------------------------------------

const subCategoryOf = (id: Id) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ categoryId: string; superCategoryId: string }>`
      SELECT category_id AS "categoryId", super_category_id AS "superCategoryId" FROM sub_categories WHERE id = ${id} FOR SHARE`
    if (row === undefined) return yield* new BadRequest({ message: `No subcategory has the id '${id}'.` })
    return row
  })

/** A new category tag, after its subcategory's others; its category and super category are its subcategory's. */
export const createCategoryTag = (input: CategoryTagInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId()
    yield* sql.withTransaction(Effect.gen(function* () {
      const parent = yield* subCategoryOf(input.subCategoryId)
      yield* sql`
        INSERT INTO category_tags (id, name, slug_url, status, sub_category_id, category_id, super_category_id, desktop_image, position)
        VALUES (${id}, ${input.name}, ${input.slugUrl}, ${input.status}, ${input.subCategoryId}, ${parent.categoryId}, ${parent.superCategoryId},
          ${input.desktopImage ?? ""},
          (SELECT coalesce(max(position), 0) + 1 FROM category_tags WHERE sub_category_id = ${input.subCategoryId}))`
    }))
    return yield* Repo.categoryTagById(id).pipe(Effect.map(Option.getOrThrow))
  })

/** Replaces a category tag's fields; None when there is none with that id. */
export const updateCategoryTag = (id: Id, input: CategoryTagInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql.withTransaction(Effect.gen(function* () {
      const [row] = yield* sql<{ name: string; subCategoryId: string }>`
        SELECT name, sub_category_id AS "subCategoryId" FROM category_tags WHERE id = ${id} FOR UPDATE`
      if (row === undefined) return false
      const parent = yield* subCategoryOf(input.subCategoryId)
      if (row.subCategoryId !== input.subCategoryId) {
        const children = yield* sql`SELECT 1 FROM products WHERE category_tag_id = ${id} LIMIT 1`
        if (children.length > 0) {
          return yield* new Conflict({ message: "This category tag has products; it keeps its subcategory while they are there. Move them to another tag first." })
        }
      }
      yield* sql`
        UPDATE category_tags SET name = ${input.name}, slug_url = ${input.slugUrl}, status = ${input.status},
          sub_category_id = ${input.subCategoryId}, category_id = ${parent.categoryId}, super_category_id = ${parent.superCategoryId},
          desktop_image = coalesce(${input.desktopImage ?? null}, desktop_image)
        WHERE id = ${id}`
      if (row.name !== input.name) yield* refreshKeywords("category_tag_id", id)
      return true
    }))
    return found ? yield* Repo.categoryTagById(id) : Option.none()
  })

/** Deletes a category tag; false when there is none. One with products is refused by the database. */
export const deleteCategoryTag = (id: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM category_tags WHERE id = ${id} RETURNING id`).pipe(Effect.map((rows) => rows.length > 0))

// --- sliders ------------------------------------------------------------------------------------

type SliderTable = "main_home_sliders" | "three_sliders"

/** A new main home slide, last. */
export const createMainHomeSlider = (input: typeof MainHomeSliderInput.Type) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId()
    yield* sql`
      INSERT INTO main_home_sliders (id, name, slug_url, desktop_image, mobile_image, status, position)
      VALUES (${id}, ${input.name}, ${input.slugUrl}, ${input.desktopImage}, ${input.mobileImage}, ${input.status ?? true},
        (SELECT coalesce(max(position), 0) + 1 FROM main_home_sliders))`
    return yield* Repo.mainHomeSliderById(id).pipe(Effect.map(Option.getOrThrow))
  })

export const updateMainHomeSlider = (id: Id, input: typeof MainHomeSliderInput.Type) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`
      UPDATE main_home_sliders SET name = ${input.name}, slug_url = ${input.slugUrl}, desktop_image = ${input.desktopImage},
        mobile_image = ${input.mobileImage}, status = coalesce(${input.status ?? null}::boolean, status)
      WHERE id = ${id} RETURNING id`
    return rows.length === 0 ? Option.none() : yield* Repo.mainHomeSliderById(id)
  })

/** A new three-slider banner, last. */
export const createThreeSlider = (input: typeof ThreeSliderInput.Type) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId()
    yield* sql.withTransaction(Effect.gen(function* () {
      yield* superCategoryExists(input.superCategoryId)
      yield* sql`
        INSERT INTO three_sliders (id, name, super_category_id, slug_url, desktop_image, status, position)
        VALUES (${id}, ${input.name}, ${input.superCategoryId}, ${input.slugUrl}, ${input.desktopImage}, ${input.status ?? true},
          (SELECT coalesce(max(position), 0) + 1 FROM three_sliders))`
    }))
    return yield* Repo.threeSliderById(id).pipe(Effect.map(Option.getOrThrow))
  })

export const updateThreeSlider = (id: Id, input: typeof ThreeSliderInput.Type) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql.withTransaction(Effect.gen(function* () {
      const rows = yield* sql`SELECT id FROM three_sliders WHERE id = ${id} FOR UPDATE`
      if (rows.length === 0) return false
      yield* superCategoryExists(input.superCategoryId)
      yield* sql`
        UPDATE three_sliders SET name = ${input.name}, super_category_id = ${input.superCategoryId}, slug_url = ${input.slugUrl},
          desktop_image = ${input.desktopImage}, status = coalesce(${input.status ?? null}::boolean, status)
        WHERE id = ${id}`
      return true
    }))
    return found ? yield* Repo.threeSliderById(id) : Option.none()
  })

/** Deletes a slide or banner; false when there is none. Nothing refers to them. */
export const deleteSlider = (table: SliderTable, id: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM ${sql(table)} WHERE id = ${id} RETURNING id`).pipe(Effect.map((rows) => rows.length > 0))

/**
 * A slider's entries in the order given. The list must name every entry there is, each once: one
 * made or deleted since the admin's screen read the list is a 409, and nothing moves.
 */
export const orderSlider = (table: SliderTable, ids: ReadonlyArray<Id>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(Effect.gen(function* () {
      const rows = yield* sql<{ id: string }>`SELECT id FROM ${sql(table)} ORDER BY id FOR UPDATE`
      const existing = new Set(rows.map((r) => r.id))
      if (existing.size !== ids.length || ids.some((id) => !existing.has(id))) {
        return yield* new Conflict({ message: "The slider's entries changed since the list was read; read it again and put them in order once more." })
      }
      yield* sql`
        UPDATE ${sql(table)} s SET position = o.position
        FROM (SELECT value AS id, ordinality::int AS position FROM json_array_elements_text(${JSON.stringify(ids)}::json) WITH ORDINALITY) o
        WHERE s.id = o.id`
    }))
  })

/** The sliders as the public lists show them, read from the primary right after a write. */
export const listMainHomeSlidersNow = Repo.listMainHomeSlidersForAdmin
export const listThreeSlidersNow = Repo.listThreeSlidersForAdmin
