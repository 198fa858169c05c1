import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import { presentHindi } from "#domain/catalogue-language.ts"
import type { MainHomeSlider, ThreeSlider } from "#domain/catalogue.ts"
import { LIMITS } from "#domain/http/params.ts"
import type { AdminMainHomeSlider, AdminThreeSlider } from "#domain/http/catalogue-admin.http.ts"
import * as Levels from "./catalogue-levels.ts"
import type { Listed } from "./catalogue-levels.ts"
import { resolvePage, type PageRequest } from "./paging.ts"

// The levels' reads, derived from their descriptions (catalogue-levels.ts): each query selects
// the JSON shape of the domain schema, so handlers pass rows through once a Hindi name the entry does
// not have (NULL) is left out (issue 39).

const first = <A extends object>(rows: ReadonlyArray<A>): Option.Option<A> => Option.map(Option.fromNullable(rows[0]), presentHindi)

/** A level's entries, a page at a time in the menus' order, with how many there are. */
export const listOf = <Entry extends object>(level: Listed<Entry>) => (request: PageRequest) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => {
    const { page, limit, offset } = resolvePage(request, LIMITS.catalogue.default)
    return Effect.all({
      items: sql<Entry>`${level.select(sql, sql`true`)} ORDER BY ${level.order(sql)} LIMIT ${limit} OFFSET ${offset}`,
      counted: sql<{ total: number }>`SELECT count(*)::int AS total FROM ${sql(level.table)}`
    }, { concurrency: 1 }).pipe(Effect.map(({ items, counted }) => ({ items: items.map(presentHindi), page, limit, total: counted[0]?.total ?? 0 })))
  })

/** The entry with the slug URL; None when there is none. */
export const bySlugOf = <Entry extends object>(level: Listed<Entry>) => (slug: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => level.select(sql, sql`${sql(level.alias)}.slug_url = ${slug}`)).pipe(Effect.map(first))

/** Issue 20 item 1: one entry by id, as the lists show it (what an admin's write answers). */
export const byIdOf = <Entry extends object>(level: Listed<Entry>) => (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => level.select(sql, sql`${sql(level.alias)}.id = ${id}`)).pipe(Effect.map(first))

// What the first payload and the first answers read (server/http/boot.ts).
export const listSuperCategories = listOf(Levels.superCategory)
export const listCategories = listOf(Levels.category)
export const listSubCategories = listOf(Levels.subCategory)
export const listCategoryTags = listOf(Levels.categoryTag)
export const categoryBySlug = bySlugOf(Levels.category)
export const subCategoryBySlug = bySlugOf(Levels.subCategory)

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

export const mainHomeSliderById = (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    mainHomeSliders<AdminMainHomeSlider>(sql, sql`id = ${id}`)
  ).pipe(Effect.map(first))

export const threeSliderById = (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    threeSliders<AdminThreeSlider>(sql, sql`t.id = ${id}`)
  ).pipe(Effect.map(first))
