import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Category, CategoryTag, MainHomeSlider, SubCategory, SuperCategory, ThreeSlider } from "#domain/catalogue.ts"
import { LIMITS } from "#domain/http/params.ts"
import type { AdminMainHomeSlider, AdminThreeSlider } from "#domain/http/catalogue-admin.http.ts"
import { resolvePage, type PageRequest } from "./paging.ts"

// Each query selects exactly the JSON shape of the domain schema, so handlers pass rows through.

const superCategoryColumns = (sql: SqlClient.SqlClient) => sql`
  sc.id AS "_id", sc.name, sc.slug_url AS "slugUrl", sc.show_products AS "showProducts", sc.desktop_image AS "desktopImage"`

const categoryColumns = (sql: SqlClient.SqlClient) => sql`
  c.id AS "_id", c.name, c.slug_url AS "slugUrl", c.status, sc.name AS "superCategory",
  c.super_category_id AS "superCategoryId", c.desktop_image AS "desktopImage"`

const subCategoryColumns = (sql: SqlClient.SqlClient) => sql`
  s.id AS "_id", s.name, s.slug_url AS "slugUrl", s.status, sc.name AS "superCategory",
  s.super_category_id AS "superCategoryId", c.name AS category, s.category_id AS "categoryId",
  c.slug_url AS "categorySlugUrl", s.desktop_image AS "desktopImage"`

const categoryTagColumns = (sql: SqlClient.SqlClient) => sql`
  t.id AS "_id", t.name, t.slug_url AS "slugUrl", t.status, t.desktop_image AS "desktopImage",
  sc.name AS "superCategory", c.name AS category, t.category_id AS "categoryId",
  s.name AS "SubCategory", t.sub_category_id AS "SubCategoryId"`

const first = <A>(rows: ReadonlyArray<A>): Option.Option<A> => Option.fromNullable(rows[0])

const paged = <A, E, R>(
  request: PageRequest,
  count: Effect.Effect<ReadonlyArray<{ readonly total: number }>, E, R>,
  rows: (limit: number, offset: number) => Effect.Effect<ReadonlyArray<A>, E, R>
) => {
  const { page, limit, offset } = resolvePage(request, LIMITS.catalogue.default)
  return Effect.all({ items: rows(limit, offset), counted: count }, { concurrency: 1 }).pipe(
    Effect.map(({ items, counted }) => ({ items, page, limit, total: counted[0]?.total ?? 0 }))
  )
}

export const listSuperCategories = (request: PageRequest) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    paged(
      request,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM super_categories`,
      (limit, offset) => sql<SuperCategory>`
        SELECT ${superCategoryColumns(sql)} FROM super_categories sc
        ORDER BY sc.position, sc.name LIMIT ${limit} OFFSET ${offset}`
    ))

export const superCategoryBySlug = (slug: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<SuperCategory>`SELECT ${superCategoryColumns(sql)} FROM super_categories sc WHERE sc.slug_url = ${slug}`
  ).pipe(Effect.map(first))

export const listCategories = (request: PageRequest) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    paged(
      request,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM categories`,
      (limit, offset) => sql<Category>`
        SELECT ${categoryColumns(sql)} FROM categories c JOIN super_categories sc ON sc.id = c.super_category_id
        ORDER BY sc.position, c.position, c.name LIMIT ${limit} OFFSET ${offset}`
    ))

export const categoryBySlug = (slug: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<Category>`
      SELECT ${categoryColumns(sql)} FROM categories c JOIN super_categories sc ON sc.id = c.super_category_id
      WHERE c.slug_url = ${slug}`
  ).pipe(Effect.map(first))

export const listSubCategories = (request: PageRequest) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    paged(
      request,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM sub_categories`,
      (limit, offset) => sql<SubCategory>`
        SELECT ${subCategoryColumns(sql)} FROM sub_categories s
        JOIN categories c ON c.id = s.category_id JOIN super_categories sc ON sc.id = s.super_category_id
        ORDER BY sc.position, c.position, s.position, s.name LIMIT ${limit} OFFSET ${offset}`
    ))

export const subCategoryBySlug = (slug: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<SubCategory>`
      SELECT ${subCategoryColumns(sql)} FROM sub_categories s
      JOIN categories c ON c.id = s.category_id JOIN super_categories sc ON sc.id = s.super_category_id
      WHERE s.slug_url = ${slug}`
  ).pipe(Effect.map(first))

export const listCategoryTags = (request: PageRequest) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    paged(
      request,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM category_tags`,
      (limit, offset) => sql<CategoryTag>`
        SELECT ${categoryTagColumns(sql)} FROM category_tags t
        JOIN sub_categories s ON s.id = t.sub_category_id JOIN categories c ON c.id = t.category_id
        JOIN super_categories sc ON sc.id = t.super_category_id
        ORDER BY sc.position, c.position, s.position, t.position, t.name LIMIT ${limit} OFFSET ${offset}`
    ))

export const categoryTagBySlug = (slug: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<CategoryTag>`
      SELECT ${categoryTagColumns(sql)} FROM category_tags t
      JOIN sub_categories s ON s.id = t.sub_category_id JOIN categories c ON c.id = t.category_id
      JOIN super_categories sc ON sc.id = t.super_category_id
      WHERE t.slug_url = ${slug}`
  ).pipe(Effect.map(first))

// The sliders, as the storefront and the back office read them: one statement per table, the
// storefront's the shown entries only (migration 0036), the back office's every entry with its status.
const mainHomeSliders = <A extends object>(sql: SqlClient.SqlClient, where: Statement.Fragment) => sql<A>`
  SELECT id AS "_id", name, slug_url AS "slugUrl", desktop_image AS "desktopImage", mobile_image AS "mobileImage", status
  FROM main_home_sliders WHERE ${where} ORDER BY position, name`
const threeSliders = <A extends object>(sql: SqlClient.SqlClient, where: Statement.Fragment) => sql<A>`
  SELECT t.id AS "_id", t.name, sc.name AS "superCategory", t.slug_url AS "slugUrl", t.desktop_image AS "desktopImage", t.status
  FROM three_sliders t JOIN super_categories sc ON sc.id = t.super_category_id WHERE ${where} ORDER BY t.position, t.name`
/** The storefront's shape: without the back office's status. */
const shownOnly = <A extends { readonly status: boolean }>(rows: ReadonlyArray<A>): Array<Omit<A, "status">> =>
  rows.map(({ status: _status, ...entry }) => entry)

/** The home page's main slides, in their order: the shown ones (a hidden one is the back office's only). */
export const listMainHomeSliders = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(mainHomeSliders<AdminMainHomeSlider>(sql, sql`status`), (rows): Array<MainHomeSlider> => shownOnly(rows)))

/** The three-slider banners, in their order: the shown ones. */
export const listThreeSliders = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.map(threeSliders<AdminThreeSlider>(sql, sql`t.status`), (rows): Array<ThreeSlider> => shownOnly(rows)))

/** Every main slide, hidden ones too, with its status (the back office's list). */
export const listMainHomeSlidersForAdmin = Effect.flatMap(SqlClient.SqlClient, (sql) => mainHomeSliders<AdminMainHomeSlider>(sql, sql`true`))

/** Every three-slider banner, hidden ones too, with its status. */
export const listThreeSlidersForAdmin = Effect.flatMap(SqlClient.SqlClient, (sql) => threeSliders<AdminThreeSlider>(sql, sql`true`))

// Issue 20 item 1: one entry by id, as the lists show it (what an admin's write answers).

export const categoryById = (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<Category>`
      SELECT ${categoryColumns(sql)} FROM categories c JOIN super_categories sc ON sc.id = c.super_category_id
      WHERE c.id = ${id}`
  ).pipe(Effect.map(first))

export const subCategoryById = (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<SubCategory>`
      SELECT ${subCategoryColumns(sql)} FROM sub_categories s
      JOIN categories c ON c.id = s.category_id JOIN super_categories sc ON sc.id = s.super_category_id
      WHERE s.id = ${id}`
  ).pipe(Effect.map(first))

export const categoryTagById = (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<CategoryTag>`
      SELECT ${categoryTagColumns(sql)} FROM category_tags t
      JOIN sub_categories s ON s.id = t.sub_category_id JOIN categories c ON c.id = t.category_id
      JOIN super_categories sc ON sc.id = t.super_category_id
      WHERE t.id = ${id}`
  ).pipe(Effect.map(first))

export const mainHomeSliderById = (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    mainHomeSliders<AdminMainHomeSlider>(sql, sql`id = ${id}`)
  ).pipe(Effect.map(first))

export const threeSliderById = (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    threeSliders<AdminThreeSlider>(sql, sql`t.id = ${id}`)
  ).pipe(Effect.map(first))
