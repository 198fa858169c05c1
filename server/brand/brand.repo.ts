import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import type { Brand } from "#domain/brand.ts"
import { presentHindi } from "#domain/catalogue-language.ts"
import { LIMITS } from "#domain/http/params.ts"
import { resolvePage, type PageRequest } from "../catalogue/paging.ts"

// Each brand in the domain Schema's JSON shape once a Hindi name it does not have (NULL) is left out
// (issue 39: `presentHindi`); the Hindi name is the last column, so the embedded lists' rows pack.
const brandSelect = (sql: SqlClient.SqlClient, where: Statement.Fragment) => sql`
  SELECT b.id AS "_id", b.name, b.slug_url AS "slugUrl", b.show,
    b.mobile_image AS "mobileImage", b.desktop_image AS "desktopImage",
    ARRAY(SELECT bc.category_id FROM brand_categories bc WHERE bc.brand_id = b.id ORDER BY bc.category_id) AS categories,
    ARRAY(SELECT bs.sub_category_id FROM brand_sub_categories bs WHERE bs.brand_id = b.id ORDER BY bs.sub_category_id) AS "subCategories",
    b.name_hi AS "nameHi"
  FROM brands b WHERE ${where}`

/** brand/all: every brand with its show flag; the storefront shows those with show true (§3). */
export const listBrands = (request: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(request, LIMITS.brands.default)
    const [items, counted] = yield* Effect.all([
      sql<Brand>`${brandSelect(sql, sql`true`)} ORDER BY b.name LIMIT ${limit} OFFSET ${offset}`,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM brands`
    ], { concurrency: 1 })
    return { items: items.map(presentHindi), page, limit, total: counted[0]?.total ?? 0 }
  })

/** Brands selling in a category, or None when the category does not exist. */
export const brandsOfCategory = (category: { readonly id: string } | { readonly slugUrl: string }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* ("id" in category
      ? sql<{ id: string }>`SELECT id FROM categories WHERE id = ${category.id}`
      : sql<{ id: string }>`SELECT id FROM categories WHERE slug_url = ${category.slugUrl}`)
    const row = found[0]
    if (row === undefined) return Option.none<ReadonlyArray<Brand>>()
    const brands = yield* sql<Brand>`${brandSelect(
      sql,
      sql`b.show AND EXISTS (SELECT 1 FROM brand_categories bc WHERE bc.brand_id = b.id AND bc.category_id = ${row.id})`
    )} ORDER BY b.name`
    return Option.some(brands.map(presentHindi))
  })

/** Brands selling in a subcategory, or None when the subcategory does not exist. */
export const brandsOfSubCategory = (subCategoryId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql<{ id: string }>`SELECT id FROM sub_categories WHERE id = ${subCategoryId}`
    if (found.length === 0) return Option.none<ReadonlyArray<Brand>>()
    const brands = yield* sql<Brand>`${brandSelect(
      sql,
      sql`b.show AND EXISTS (SELECT 1 FROM brand_sub_categories bs WHERE bs.brand_id = b.id AND bs.sub_category_id = ${subCategoryId})`
    )} ORDER BY b.name`
    return Option.some(brands.map(presentHindi))
  })

export const brandBySlug = (slug: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<Brand>`${brandSelect(sql, sql`b.slug_url = ${slug}`)}`).pipe(
    Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), presentHindi))
  )

export const brandById = (id: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<Brand>`${brandSelect(sql, sql`b.id = ${id}`)}`).pipe(
    Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), presentHindi))
  )
