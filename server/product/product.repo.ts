import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import { LIMITS } from "#domain/http/params.ts"
import type { ProductListParams } from "#domain/http/product.http.ts"
import type { Product } from "#domain/product.ts"
import { resolvePage, type PageRequest } from "../catalogue/paging.ts"

// A page is chosen first (ids in order, WITH ORDINALITY keeps it), then each product travels whole: its names in the catalogue, and its pack sizes with their options,
// assembled by the database in one statement (no query per product).
const productSelect = (sql: SqlClient.SqlClient, idQuery: Statement.Fragment) => sql`
  SELECT p.id AS "_id", p.name, p.slug_url AS "slugUrl", p.description,
    sc.name AS "superCategory", c.name AS category, c.slug_url AS "categorySlugUrl",
    s.name AS "SubCategory", s.slug_url AS "subCategorySlugUrl",
    t.name AS "CategoryTag", t.slug_url AS "categoryTagSlugUrl",
    b.name AS brand, b.slug_url AS "brandSlugUrl", p.attributes,
    p.recommended, p.trending, p.hot,
    to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    (SELECT coalesce(json_agg(json_build_object(
        '_id', ps.id, 'PsPrime', ps.ps_prime, 'packSizeName', ps.name, 'thumbnail', ps.thumbnail, 'slider', ps.slider,
        'PackSizeOptions', (SELECT coalesce(json_agg(json_build_object(
            '_id', o.id, 'PsnPrime', o.psn_prime, 'packSizeOptionName', o.name,
            'Price', o.price::float8, 'Mrp', o.mrp::float8, 'availablestock', o.available_stock
          ) ORDER BY o.position), '[]'::json)
          FROM pack_size_options o WHERE o.pack_size_id = ps.id)
      ) ORDER BY ps.position), '[]'::json)
      FROM pack_sizes ps WHERE ps.product_id = p.id) AS "packSize"
  FROM unnest(ARRAY(${idQuery})) WITH ORDINALITY AS page (id, ord)
  JOIN products p ON p.id = page.id
  JOIN super_categories sc ON sc.id = p.super_category_id
  JOIN categories c ON c.id = p.category_id
  JOIN sub_categories s ON s.id = p.sub_category_id
  JOIN category_tags t ON t.id = p.category_tag_id
  JOIN brands b ON b.id = p.brand_id
  ORDER BY page.ord`

export interface ProductPage {
  readonly items: ReadonlyArray<Product>
  readonly page: number
  readonly limit: number
  readonly total: number
}

type Filter = "recommended" | "trending" | "hot"

const orderBy = (sql: SqlClient.SqlClient, sort: ProductListParams["sort"]) =>
  sort === "price-asc"
    ? sql`p.price_from ASC, p.created_at DESC, p.seq DESC`
    : sort === "price-desc"
      ? sql`p.price_from DESC, p.created_at DESC, p.seq DESC`
      : sql`p.created_at DESC, p.seq DESC`

/** product/all with its optional filters by slug, newest first unless sorted by price. */
export const listProducts = (params: ProductListParams) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(params, LIMITS.products.default)
    const conditions: Array<Statement.Fragment> = [sql`p.show`]
    if (params.superCategory !== undefined)
      conditions.push(sql`p.super_category_id = (SELECT id FROM super_categories WHERE slug_url = ${params.superCategory})`)
    if (params.category !== undefined)
      conditions.push(sql`p.category_id = (SELECT id FROM categories WHERE slug_url = ${params.category})`)
    if (params.subCategory !== undefined)
      conditions.push(sql`p.sub_category_id = (SELECT id FROM sub_categories WHERE slug_url = ${params.subCategory})`)
    if (params.tag !== undefined)
      conditions.push(sql`p.category_tag_id = (SELECT id FROM category_tags WHERE slug_url = ${params.tag})`)
    if (params.brand !== undefined)
      conditions.push(sql`p.brand_id = (SELECT id FROM brands WHERE slug_url = ${params.brand})`)
    const where = sql.and(conditions)
    const ids = sql`
        SELECT p.id FROM products p WHERE ${where} ORDER BY ${orderBy(sql, params.sort)} LIMIT ${limit} OFFSET ${offset}`
    const [items, counted] = yield* Effect.all([
      sql<Product>`${productSelect(sql, ids)}`,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM products p WHERE ${where}`
    ], { concurrency: 1 })
    return { items, page, limit, total: counted[0]?.total ?? 0 } satisfies ProductPage
  })

/** recommend-products, trending-products, hot-products: newest first. */
export const listFlagged = (flag: Filter, request: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(request, LIMITS.products.default)
    const column = sql(flag)
    const ids = sql`
        SELECT p.id FROM products p WHERE p.show AND p.${column} ORDER BY p.created_at DESC, p.seq DESC LIMIT ${limit} OFFSET ${offset}`
    const [items, counted] = yield* Effect.all([
      sql<Product>`${productSelect(sql, ids)}`,
      sql<{ total: number }>`SELECT count(*)::int AS total FROM products p WHERE p.show AND p.${column}`
    ], { concurrency: 1 })
    return { items, page, limit, total: counted[0]?.total ?? 0 } satisfies ProductPage
  })

export const productBySlug = (slug: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Product>`${productSelect(
      sql,
      sql`SELECT id FROM products WHERE slug_url = ${slug} AND show`
    )}`
    return Option.fromNullable(rows[0])
  })

/**
 * Product search: PostgreSQL full text (English stemming) for whole words, and trigram word
 * similarity on the name for misspellings ("shrit" finds shirts); best matches first.
 */
export const searchProducts = (text: string, request: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(request, LIMITS.products.default)
    const raw = text.toLowerCase()
    const matches = sql`
      FROM products p, (SELECT websearch_to_tsquery('english', ${text}) AS tsq) q
      WHERE p.show AND (p.search @@ q.tsq OR ${raw} <% lower(p.name))`
    const ids = sql`
        SELECT p.id ${matches}
        ORDER BY ts_rank(p.search, q.tsq) + word_similarity(${raw}, lower(p.name)) DESC, p.created_at DESC, p.seq DESC
        LIMIT ${limit} OFFSET ${offset}`
    const [items, counted] = yield* Effect.all([
      sql<Product>`${productSelect(sql, ids)}`,
      sql<{ total: number }>`SELECT count(*)::int AS total ${matches}`
    ], { concurrency: 1 })
    return { items, page, limit, total: counted[0]?.total ?? 0 } satisfies ProductPage
  })
