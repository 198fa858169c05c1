import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { storedHindi } from "#domain/catalogue-language.ts"
import type { Id } from "#domain/common.ts"
import type { MainHomeSliderInput, ThreeSliderInput } from "#domain/http/catalogue-admin.http.ts"
import { BadRequest, Conflict } from "#domain/http/errors.ts"
import { newId } from "../db/ids.ts"
import { rebuildProductKeywords } from "../product/product-keywords.ts"
import * as Levels from "./catalogue-levels.ts"
import { hindiOrKept, insertedHindi } from "./hindi-names.ts"
import type { IdColumn, Level, LevelInput, Listed } from "./catalogue-levels.ts"
import * as Repo from "./catalogue.repo.ts"

// Issue 20 item 1 (docs/decisions/037-catalogue-admin.md): categories, subcategories, category tags
// and the home page's sliders, written by the back office. Each write answers the row as the reads
// show it. The database decides what a unique index or a reference refuses (the handlers turn those
// into 409s with a sentence); a parent that does not exist is the admin's 400, checked in the
// write's transaction with the parent's row locked against a delete. The three levels' writes are
// one, read from each level's description (catalogue-levels.ts, ADR 049).

/**
 * The entry of `parent` with the id, locked against a delete until the write's transaction ends:
 * the ids an entry under it carries (its id under the parent's id column, and `ancestors` from its
 * row, which the composite keys of migration 0001 hold equal). An unknown one is the admin's 400.
 */
const lockedParent = (parent: Listed<object>, id: Id, ancestors: ReadonlyArray<IdColumn> = []) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = [sql`id AS ${sql(parent.idColumn)}`, ...ancestors.map((column) => sql`${sql(column)}`)]
    const [row] = yield* sql<Partial<Record<IdColumn, Id>>>`SELECT ${sql.csv(columns)} FROM ${sql(parent.table)} WHERE id = ${id} FOR SHARE`
    if (row === undefined) return yield* new BadRequest({ message: `No ${parent.what} has the id '${id}'.` })
    return [parent.idColumn, ...ancestors].map((column) => ({ column: sql(column), value: row[column] }))
  })

/** Where the input puts an entry of the level: under the parent it names, locked, with the parent's ancestors. */
const placementOf = <Entry extends object, Input extends LevelInput>(level: Level<Entry, Input>, input: Input) =>
  lockedParent(level.parent.level, level.parent.id(input), level.parent.ancestors)

/** A new entry of the level, after its parent's others; its ancestors are its parent's. */
export const createEntry = <Entry extends object, Input extends LevelInput>(level: Level<Entry, Input>, input: Input) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId()
    yield* sql.withTransaction(Effect.gen(function* () {
      const placement = yield* placementOf(level, input)
      yield* sql`
        INSERT INTO ${sql(level.table)} (id, name, slug_url, status, ${sql.csv(placement.map((p) => sql`${p.column}`))}, desktop_image, name_hi, position)
        VALUES (${id}, ${input.name}, ${input.slugUrl}, ${input.status}, ${sql.csv(placement.map((p) => sql`${p.value}`))}, ${input.desktopImage ?? ""},
          ${insertedHindi(input.nameHi)},
          (SELECT coalesce(max(position), 0) + 1 FROM ${sql(level.table)} WHERE ${sql(level.parent.level.idColumn)} = ${level.parent.id(input)}))`
    }))
    return yield* Repo.byIdOf(level)(id).pipe(Effect.map(Option.getOrThrow))
  })

/** Replaces an entry's fields; None when there is none with that id. It keeps its parent while it has children. */
export const updateEntry = <Entry extends object, Input extends LevelInput>(level: Level<Entry, Input>, id: Id, input: Input) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql.withTransaction(Effect.gen(function* () {
      const [row] = yield* sql<{ name: string; nameHi: string | null; parentId: string }>`
        SELECT name, name_hi AS "nameHi", ${sql(level.parent.level.idColumn)} AS "parentId" FROM ${sql(level.table)} WHERE id = ${id} FOR UPDATE`
      if (row === undefined) return false
      const placement = yield* placementOf(level, input)
      if (row.parentId !== level.parent.id(input)) {
        const children = yield* sql`SELECT 1 FROM ${sql(level.children.table)} WHERE ${sql(level.idColumn)} = ${id} LIMIT 1`
        if (children.length > 0) return yield* new Conflict({ message: level.children.moving })
      }
      yield* sql`
        UPDATE ${sql(level.table)} SET name = ${input.name}, slug_url = ${input.slugUrl}, status = ${input.status},
          ${sql.csv(placement.map((p) => sql`${p.column} = ${p.value}`))},
          desktop_image = coalesce(${input.desktopImage ?? null}, desktop_image),
          name_hi = ${hindiOrKept(sql, input.nameHi)}
        WHERE id = ${id}`
      // A product's search keywords name its tag, subcategory and category, in English and in Hindi
      // (server/product/product-keywords.ts): a renamed entry rewrites them for its products.
      const nameHi = storedHindi(input.nameHi)
      if (row.name !== input.name || (nameHi !== undefined && nameHi !== row.nameHi)) {
        yield* rebuildProductKeywords(sql`p.${sql(level.idColumn)} = ${id}`)
      }
      return true
    }))
    return found ? yield* Repo.byIdOf(level)(id) : Option.none()
  })

const deleteRow = (table: Listed<object>["table"] | SliderTable, id: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM ${sql(table)} WHERE id = ${id} RETURNING id`).pipe(Effect.map((rows) => rows.length > 0))

/** Deletes an entry; false when there is none. One with children is refused by the database. */
export const deleteEntry = (level: Listed<object>, id: Id) => deleteRow(level.table, id)

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
      yield* lockedParent(Levels.superCategory, input.superCategoryId)
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
      yield* lockedParent(Levels.superCategory, input.superCategoryId)
      yield* sql`
        UPDATE three_sliders SET name = ${input.name}, super_category_id = ${input.superCategoryId}, slug_url = ${input.slugUrl},
          desktop_image = ${input.desktopImage}, status = coalesce(${input.status ?? null}::boolean, status)
        WHERE id = ${id}`
      return true
    }))
    return found ? yield* Repo.threeSliderById(id) : Option.none()
  })

/** Deletes a slide or banner; false when there is none. Nothing refers to them. */
export const deleteSlider = (table: SliderTable, id: Id) => deleteRow(table, id)

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
