import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import { presentHindi } from "#domain/catalogue-language.ts"
import { LIMITS } from "#domain/http/params.ts"
import { type ProductListParams, SIMILAR_LIMIT } from "#domain/http/product.http.ts"
import { FACET_VALUES_LIMIT, type ListingFacets } from "#domain/listing-facets.ts"
import { DISCOUNT_STEPS, type ListingFilters, RATING_STEPS } from "#domain/listing-filters.ts"
import type { Product, ProductSort } from "#domain/product.ts"
import { suggestionTsQueries, tsQueryText, understandQuery } from "#domain/search-query.ts"
import { allUnitsTsQuery, AUDIENCE_TSQUERY, readSearchQuery, type SearchQuery, unitTsQuery, usesSearchSyntax } from "#domain/search-reading.ts"
import { resolvePage, type PageRequest } from "../catalogue/paging.ts"
import { synonymGroups } from "../search/search.repo.ts"
import { CountCache } from "./count-cache.ts"

// A page is chosen first (ids in order, WITH ORDINALITY keeps it), then each product travels whole: its names in the catalogue, and its pack sizes with their options,
// assembled by the database in one statement (no query per product). The admin reads wrap it (product-admin.writes.ts).
// Its Hindi name (issue 39) comes last, NULL when it has none (`readProducts` leaves it out), so a
// list's rows with one pack with those without (domain/http/first-payload.ts); its Hindi description
// only for a read of one product (`described`: its page, its quick view, the admin's form), as no
// list shows a description.
export const productSelect = (sql: SqlClient.SqlClient, idQuery: Statement.Fragment, described = false) => sql`
  SELECT p.id AS "_id", p.name, p.slug_url AS "slugUrl", p.description,
    sc.name AS "superCategory", c.name AS category, c.slug_url AS "categorySlugUrl",
    s.name AS "SubCategory", s.slug_url AS "subCategorySlugUrl",
    t.name AS "CategoryTag", t.slug_url AS "categoryTagSlugUrl",
    b.name AS brand, b.slug_url AS "brandSlugUrl", p.attributes,
    p.recommended, p.trending, p.hot, p.rating_avg::float8 AS "ratingAverage", p.rating_count AS "ratingCount",
    to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    (SELECT coalesce(json_agg(json_build_object(
        '_id', ps.id, 'PsPrime', ps.ps_prime, 'packSizeName', ps.name, 'thumbnail', ps.thumbnail, 'slider', ps.slider,
        'PackSizeOptions', (SELECT coalesce(json_agg(json_build_object(
            '_id', o.id, 'PsnPrime', o.psn_prime, 'packSizeOptionName', o.name,
            'Price', o.price::float8, 'Mrp', o.mrp::float8, 'availablestock', o.available_stock
          ) ORDER BY o.position), '[]'::json)
          FROM pack_size_options o WHERE o.pack_size_id = ps.id)
      ) ORDER BY ps.position), '[]'::json)
      FROM pack_sizes ps WHERE ps.product_id = p.id) AS "packSize",
    p.name_hi AS "nameHi"${described ? sql`, p.description_hi AS "descriptionHi"` : sql``}
  FROM unnest(ARRAY(${idQuery})) WITH ORDINALITY AS page (id, ord)
  JOIN products p ON p.id = page.id
  JOIN super_categories sc ON sc.id = p.super_category_id
  JOIN categories c ON c.id = p.category_id
  JOIN sub_categories s ON s.id = p.sub_category_id
  JOIN category_tags t ON t.id = p.category_tag_id
  JOIN brands b ON b.id = p.brand_id
  ORDER BY page.ord`

/** The products `idQuery` names, in its order, as the contract sends them (`productSelect`). */
export const readProducts = (sql: SqlClient.SqlClient, idQuery: Statement.Fragment, described = false) =>
  Effect.map(sql<Product>`${productSelect(sql, idQuery, described)}`, (rows) => rows.map(presentHindi))

export interface ProductPage {
  readonly items: ReadonlyArray<Product>
  readonly page: number
  readonly limit: number
  readonly total: number
}

type Filter = "recommended" | "trending" | "hot"

/** Products in a listing's order (issue 19 item 4, ADR 034); `s` is product_sales, joined when the order reads it. */
const orderBy = (sql: SqlClient.SqlClient, sort: ProductSort | undefined) => {
  switch (sort) {
    case "price-asc":
      return sql`p.price_from ASC, p.created_at DESC, p.seq DESC`
    case "price-desc":
      // The mirror of price-asc, so one index read backwards serves both (migration 0013).
      return sql`p.price_from DESC, p.created_at ASC, p.seq ASC`
    case "popular":
      return sql`coalesce(s.units, 0) DESC, p.created_at DESC, p.seq DESC`
    case "relevance":
      return sql`(p.recommended OR p.trending OR p.hot) DESC, coalesce(s.units, 0) DESC, p.created_at DESC, p.seq DESC`
    case "discount":
      return sql`p.discount_pct DESC, p.created_at DESC, p.seq DESC`
    case "rating":
      return sql`p.rating_avg DESC NULLS LAST, p.rating_count DESC, p.created_at DESC, p.seq DESC`
    default:
      return sql`p.created_at DESC, p.seq DESC`
  }
}

/** Whether a sort reads units sold (product_sales, migration 0024). */
const readsSales = (sort: ProductSort | undefined) => sort === "popular" || sort === "relevance"
const salesJoin = (sql: SqlClient.SqlClient, sort: ProductSort | undefined) =>
  readsSales(sort) ? sql`LEFT JOIN product_sales s ON s.product_id = p.id` : sql``

/** The catalogue slugs a listing is of. */
type Scope = Pick<ProductListParams, "superCategory" | "category" | "subCategory" | "tag">

const scopeConditions = (sql: SqlClient.SqlClient, scope: Scope): Array<Statement.Fragment> => {
  const conditions: Array<Statement.Fragment> = []
  if (scope.superCategory !== undefined)
    conditions.push(sql`p.super_category_id = (SELECT id FROM super_categories WHERE slug_url = ${scope.superCategory})`)
  if (scope.category !== undefined)
    conditions.push(sql`p.category_id = (SELECT id FROM categories WHERE slug_url = ${scope.category})`)
  if (scope.subCategory !== undefined)
    conditions.push(sql`p.sub_category_id = (SELECT id FROM sub_categories WHERE slug_url = ${scope.subCategory})`)
  if (scope.tag !== undefined)
    conditions.push(sql`p.category_tag_id = (SELECT id FROM category_tags WHERE slug_url = ${scope.tag})`)
  return conditions
}

/** The filters as a listing's, a search's and the facets' parameters carry them (§7's single `brand` too). */
type FilterParams = ListingFilters & { readonly brand?: string | undefined }

/** One condition per chosen filter, by name (the facets count each filter under the others). */
interface FilterConditions {
  readonly brand?: Statement.Fragment
  readonly price?: Statement.Fragment
  readonly discount?: Statement.Fragment
  readonly rating?: Statement.Fragment
  readonly size?: Statement.Fragment
  readonly colour?: Statement.Fragment
  readonly attrs: ReadonlyArray<{ readonly name: string; readonly condition: Statement.Fragment }>
}

const jsonList = (sql: SqlClient.SqlClient, values: ReadonlyArray<string>) =>
  sql`(SELECT json_array_elements_text(${JSON.stringify(values)}::json))`

const filterConditions = (sql: SqlClient.SqlClient, params: FilterParams): FilterConditions => {
  const brands = [...(params.brand === undefined ? [] : [params.brand]), ...(params.brands ?? [])]
  const price = [
    params.minPrice === undefined ? undefined : sql`p.price_from >= ${params.minPrice}`,
    params.maxPrice === undefined ? undefined : sql`p.price_from <= ${params.maxPrice}`
  ].filter((c) => c !== undefined)
  return {
    ...(brands.length === 0 ? {} : { brand: sql`p.brand_id IN (SELECT id FROM brands WHERE slug_url IN ${jsonList(sql, brands)})` }),
    ...(price.length === 0 ? {} : { price: sql.and(price) }),
    ...(params.discount === undefined ? {} : { discount: sql`p.discount_pct >= ${params.discount}` }),
    ...(params.rating === undefined ? {} : { rating: sql`p.rating_avg >= ${params.rating}` }),
    ...(params.size === undefined || params.size.length === 0 ? {} : { size: sql`p.sizes && ARRAY${jsonList(sql, params.size)}` }),
    ...(params.colour === undefined || params.colour.length === 0 ? {} : { colour: sql`p.colours && ARRAY${jsonList(sql, params.colour)}` }),
    attrs: (params.attrs ?? []).map((f) => ({ name: f.name, condition: sql`(p.attributes ->> ${f.name}) IN ${jsonList(sql, f.values)}` }))
  }
}

type FilterName = "brand" | "price" | "discount" | "rating" | "size" | "colour"
const FILTER_NAMES: ReadonlyArray<FilterName> = ["brand", "price", "discount", "rating", "size", "colour"]

/** Every chosen filter's condition (`except` one named filter, for its own facet). */
const allConditions = (filters: FilterConditions, except?: FilterName): Array<Statement.Fragment> => [
  ...FILTER_NAMES.filter((name) => name !== except).flatMap((name) => (filters[name] === undefined ? [] : [filters[name]])),
  ...filters.attrs.map((a) => a.condition)
]

/**
 * The ids of one page of a list, in its order. Most orders are one read of an ordered index
 * (migrations 0013, 0015, 0033). The orders by units sold read `product_sales`, which no index of
 * `products` can order by, so they are put together from parts that each read an index in order and
 * stop at the page's end: the featured products (relevance only), the products sold
 * (as many as have sold), and the rest newest first; then the page is cut from their union, in
 * exactly `orderBy`'s order (a product with no row, or none left after cancellations, counts 0).
 */
const listedIds = (sql: SqlClient.SqlClient, where: Statement.Fragment, sort: ProductSort | undefined, limit: number, offset: number) => {
  if (!readsSales(sort)) return sql`SELECT p.id FROM products p WHERE ${where} ORDER BY ${orderBy(sql, sort)} LIMIT ${limit} OFFSET ${offset}`
  const end = offset + limit
  const featured = sql`(p.recommended OR p.trending OR p.hot)`
  const sold = sql`EXISTS (SELECT 1 FROM product_sales s WHERE s.product_id = p.id AND s.units > 0)`
  const ranked = sort === "relevance" ? sql`featured DESC, units DESC, created_at DESC, seq DESC` : sql`units DESC, created_at DESC, seq DESC`
  const parts = [
    ...(sort === "relevance" ? [sql`(SELECT p.id, true AS featured, coalesce(s.units, 0) AS units, p.created_at, p.seq
        FROM products p LEFT JOIN product_sales s ON s.product_id = p.id WHERE ${where} AND ${featured}
        ORDER BY units DESC, p.created_at DESC, p.seq DESC LIMIT ${end})`] : []),
    sql`(SELECT p.id, ${sort === "relevance" ? featured : sql`false`} AS featured, s.units, p.created_at, p.seq
        FROM products p JOIN product_sales s ON s.product_id = p.id AND s.units > 0 WHERE ${where} ${sort === "relevance" ? sql`AND NOT ${featured}` : sql``}
        ORDER BY s.units DESC, p.created_at DESC, p.seq DESC LIMIT ${end})`,
    sql`(SELECT p.id, ${sort === "relevance" ? featured : sql`false`} AS featured, 0 AS units, p.created_at, p.seq
        FROM products p WHERE ${where} ${sort === "relevance" ? sql`AND NOT ${featured}` : sql``} AND NOT ${sold}
        ORDER BY p.created_at DESC, p.seq DESC LIMIT ${end})`
  ]
  return sql`SELECT id FROM (${sql.join(" UNION ALL ", false)(parts)}) listed ORDER BY ${ranked} LIMIT ${limit} OFFSET ${offset}`
}

/** product/all with its optional filters, newest first unless sorted (issue 19 item 4: ADR 034). */
export const listProducts = (params: ProductListParams) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(params, LIMITS.products.default)
    const where = sql.and([sql`p.show`, ...scopeConditions(sql, params), ...allConditions(filterConditions(sql, params))])
    const items = yield* readProducts(sql, listedIds(sql, where, params.sort, limit, offset))
    const kept = keptCountOf(sql, params)
    const { page: _page, limit: _limit, sort: _sort, ...counted } = params
    const total = kept === undefined
      ? yield* Effect.flatMap(CountCache, (counts) => counts.get(`all:${JSON.stringify(counted)}`, countOf(sql, where)))
      : yield* kept
    return { items, page, limit, total } satisfies ProductPage
  })

/** A total the database keeps (migration 0013: product_counts), by kind and key. */
const keptCount = (sql: SqlClient.SqlClient, kind: string, key: Statement.Fragment | string) =>
  Effect.map(
    sql<{ total: number }>`SELECT COALESCE((SELECT shown FROM product_counts WHERE kind = ${kind} AND key = ${key}), 0)::int AS total`,
    (rows) => rows[0]?.total ?? 0
  )

/**
 * The kept total of a list filtered by at most one slug and no price range; undefined for a list
 * filtered by more (counted, and the count reused for a while: CountCache).
 */
const keptCountOf = (sql: SqlClient.SqlClient, params: ProductListParams) => {
  const { minPrice, maxPrice, brands, size, colour, discount, rating, attrs } = params
  if ([minPrice, maxPrice, brands, size, colour, discount, rating, attrs].some((filter) => filter !== undefined)) return undefined
  const filters = [
    params.superCategory === undefined ? undefined : ["super", sql`(SELECT id FROM super_categories WHERE slug_url = ${params.superCategory})`] as const,
    params.category === undefined ? undefined : ["category", sql`(SELECT id FROM categories WHERE slug_url = ${params.category})`] as const,
    params.subCategory === undefined ? undefined : ["sub", sql`(SELECT id FROM sub_categories WHERE slug_url = ${params.subCategory})`] as const,
    params.tag === undefined ? undefined : ["tag", sql`(SELECT id FROM category_tags WHERE slug_url = ${params.tag})`] as const,
    params.brand === undefined ? undefined : ["brand", sql`(SELECT id FROM brands WHERE slug_url = ${params.brand})`] as const
  ].filter((filter) => filter !== undefined)
  if (filters.length === 0) return keptCount(sql, "all", "")
  if (filters.length > 1) return undefined
  const [kind, key] = filters[0]!
  return keptCount(sql, kind, key)
}

const countOf = (sql: SqlClient.SqlClient, where: Statement.Fragment) =>
  Effect.map(sql<{ total: number }>`SELECT count(*)::int AS total FROM products p WHERE ${where}`, (rows) => rows[0]?.total ?? 0)

/** recommend-products, trending-products, hot-products: newest first. */
export const listFlagged = (flag: Filter, request: PageRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(request, LIMITS.products.default)
    const column = sql(flag)
    const ids = sql`
        SELECT p.id FROM products p WHERE p.show AND p.${column} ORDER BY p.created_at DESC, p.seq DESC LIMIT ${limit} OFFSET ${offset}`
    const items = yield* readProducts(sql, ids)
    const total = yield* keptCount(sql, flag, "")
    return { items, page, limit, total } satisfies ProductPage
  })

export const productBySlug = (slug: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* readProducts(sql, sql`SELECT id FROM products WHERE slug_url = ${slug} AND show`, true)
    return Option.fromNullable(rows[0])
  })

/**
 * product/by-ids (the wishlist and compare screens): the shown products among `ids`, in the order
 * asked, each once; ids of unknown or hidden products are left out. One statement.
 */
export const productsByIds = (ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (ids.length === 0) return []
    return yield* readProducts(sql, sql`
      SELECT p.id FROM json_array_elements_text(${JSON.stringify(ids)}::json) WITH ORDINALITY AS asked (id, ord)
      JOIN products p ON p.id = asked.id AND p.show
      GROUP BY p.id ORDER BY min(asked.ord)`)
  })

/**
 * Up to `limit` shown products nearest in price to the product (by `price_from`), cheaper or dearer,
 * within the products `scope` picks; each side read from its price index in order (`limit` rows at
 * most), the cheaper side by an incremental sort of the index read backwards, so ties go to the newest.
 */
const nearestInPrice = (sql: SqlClient.SqlClient, scope: Statement.Fragment, limit: number) => sql`
  (SELECT p.id, p.price_from, p.created_at, p.seq FROM products p
    WHERE p.show AND ${scope} AND p.price_from >= (SELECT price FROM me) AND p.id <> (SELECT id FROM me)
    ORDER BY p.price_from ASC, p.created_at DESC, p.seq DESC LIMIT ${limit})
  UNION ALL
  (SELECT p.id, p.price_from, p.created_at, p.seq FROM products p
    WHERE p.show AND ${scope} AND p.price_from < (SELECT price FROM me)
    ORDER BY p.price_from DESC, p.created_at DESC, p.seq DESC LIMIT ${limit})`

/**
 * product/similar (issue 19): up to SIMILAR_LIMIT shown products of the product's category tag, the
 * nearest in price first (ties: the newest), filled up from its subcategory when the tag has fewer;
 * `None` when no shown product has the slug. One statement: the product itself is its first row
 * (so an unknown slug is told from a product with nothing similar), then the similar ones; each
 * part reads at most 2 x SIMILAR_LIMIT entries of products_category_tag_price_idx or
 * products_sub_category_price_idx, and the subcategory's only when the tag's are too few.
 */
export const similarProducts = (slug: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ids = sql`
      WITH me AS MATERIALIZED (
        SELECT id, category_tag_id AS tag, sub_category_id AS sub, price_from AS price FROM products WHERE slug_url = ${slug} AND show
      ),
      tagged AS MATERIALIZED (${nearestInPrice(sql, sql`p.category_tag_id = (SELECT tag FROM me)`, SIMILAR_LIMIT)}),
      filled AS (${nearestInPrice(sql, sql`p.sub_category_id = (SELECT sub FROM me) AND p.category_tag_id <> (SELECT tag FROM me)`, SIMILAR_LIMIT)})
      SELECT c.id FROM (
        SELECT id, 0 AS part, 0::numeric AS distance, NULL::timestamptz AS created_at, NULL::bigint AS seq FROM me
        UNION ALL SELECT t.id, 1, abs(t.price_from - (SELECT price FROM me)), t.created_at, t.seq FROM tagged t
        UNION ALL SELECT f.id, 2, abs(f.price_from - (SELECT price FROM me)), f.created_at, f.seq FROM filled f
          WHERE (SELECT count(*) FROM tagged) < ${SIMILAR_LIMIT}
      ) c
      ORDER BY c.part, c.distance, c.created_at DESC, c.seq DESC
      LIMIT ${SIMILAR_LIMIT + 1}`
    const rows = yield* readProducts(sql, ids)
    return rows.length === 0 ? Option.none() : Option.some(rows.slice(1))
  })

/** At most this many matches are ranked and paged through for one search (decision 005). */
export const SEARCH_CANDIDATES = 480
/** Below this many word matches, misspellings are looked for too. */
export const FUZZY_BELOW = 24
/**
 * Products per search bucket: the search index keys each product by `ARRAY[(seq / SEARCH_BUCKET)::integer]`
 * (migration 0016, where the same number is written: the planner uses the index only for that exact
 * expression, so it is spelt into the SQL, never a parameter).
 */
export const SEARCH_BUCKET = 16384

/**
 * The newest SEARCH_CANDIDATES shown products matching `tsq` (and `where`, the price a query names),
 * each with its rank times `weight`: the buckets walked newest first, one index scan each, stopping
 * once enough are found (migration 0016), so a common word costs the same in any size of catalogue.
 * With no `tsq` (a query that names only a price: "under 500"), the newest shown products in
 * `where`, by the listing's index.
 */
/**
 * What a candidate carries from the row its index walk already read: what orders it, and what a read
 * query ranks it by (its words, name, sizes, brand and kind), so ranking it reads no product again.
 * Joining `products` to the matches instead let the planner hash the whole table when it guessed
 * many (a partial search's guess is a hundred units times SEARCH_CANDIDATES): two reads of all
 * 1,00,000 rows per search (issue 33: new searches' p95 went from 23-25 ms to 30-32).
 */
const CANDIDATE_COLUMNS = "p.id, p.created_at, p.seq, p.search, p.name_search, p.sizes, p.brand_id, p.category_tag_id"

const searchCandidates = (sql: SqlClient.SqlClient, tsq: Statement.Fragment | null, weight: number, where: Statement.Fragment = sql`true`, limit = SEARCH_CANDIDATES) => {
  const bucket = sql.literal(String(SEARCH_BUCKET))
  if (tsq === null) {
    return sql`
    SELECT ${sql.literal(CANDIDATE_COLUMNS)}, 0::real AS score FROM products p WHERE p.show AND ${where}
    ORDER BY p.created_at DESC, p.seq DESC LIMIT ${limit}`
  }
  return sql`
    SELECT m.* FROM generate_series((SELECT max(seq) FROM products)::integer / ${bucket}, 0, -1) AS b (bucket),
    LATERAL (
      SELECT ${sql.literal(CANDIDATE_COLUMNS)}, ts_rank(p.search, ${tsq}) * ${sql.literal(String(weight))} AS score FROM products p
      WHERE p.show AND p.search @@ ${tsq} AND ARRAY[(p.seq / ${bucket})::integer] @> ARRAY[b.bucket] AND ${where}
      LIMIT ${limit}
    ) m
    LIMIT ${limit}`
}

/**
 * Product search (docs/decisions/005-search-and-totals.md): PostgreSQL full text (English stemming)
 * on the name and its keywords, names weighing more; when the words find fewer than a page, each
 * word is corrected to the catalogue's closest word by trigram similarity (search_words, migration
 * 0014) and the corrected words add what a misspelling meant ("kurtha" finds kurtas), ranked below.
 * The newest SEARCH_CANDIDATES matches are ranked, so a common word costs what a rare one does.
 *
 * Issue 33 (ADR 042): a query is read as a shopper means it (domain/search-reading.ts): its price
 * ("under 1000", "1000 se kam") and whom it is for ("women", "kids") are filters of every stage;
 * its words and phrases ("mobile cover") are units, each with its synonym group's terms (ADR 033).
 * When no product has every unit, even corrected, the products with some of them are found instead,
 * one bucketed index walk per unit in the same statement, so a query with a word the shop knows
 * never finds nothing. Every match is ranked by how many units it has, exactly before corrected,
 * then how many are in its subcategory's or tag's name (what kind of goods it is), then in its own
 * name (not by its brand's words) or its category's (not only in its brand or attributes), then by
 * full-text rank; a size the query names ("32 inch") counts when the product comes in it. A query
 * in the web search syntax ("quoted", -word, or) is searched as typed.
 */
const understoodSearch = (text: string) =>
  Effect.map(synonymGroups, (groups): UnderstoodSearch => {
    if (usesSearchSyntax(text)) {
      const understood = understandQuery(text, groups)
      const expanded = understood.words.some((alternatives) => alternatives.length > 1) || /[\u0900-\u097F]/.test(text) ? tsQueryText(understood) : null
      return { _tag: "Typed", text, expanded, raw: expanded === null ? text.toLowerCase() : understood.latin }
    }
    return { _tag: "Read", query: readSearchQuery(text, groups) }
  })
type UnderstoodSearch =
  | { readonly _tag: "Typed"; readonly text: string; readonly expanded: string | null; readonly raw: string }
  | { readonly _tag: "Read"; readonly query: SearchQuery }

/**
 * The search's matches as a WITH clause named `matches` (id, created_at, seq, and what ranks them:
 * matched, exact, own, score): see understoodSearch.
 */
const searchMatches = (sql: SqlClient.SqlClient, search: UnderstoodSearch, stages: SearchStages = "all") =>
  search._tag === "Typed" ? typedMatches(sql, search) : readMatches(sql, search.query, stages)

/**
 * Which of a read query's stages a statement has: all of them, or only the products with every unit
 * (`whole`), which answers the same whenever those are at least FUZZY_BELOW (no misspelling is then
 * looked for, and no partial match), with half the planning (see searchProducts).
 */
export type SearchStages = "all" | "whole"

/** A query in the web search syntax, searched as it is typed (as before issue 33). */
const typedMatches = (sql: SqlClient.SqlClient, search: Extract<UnderstoodSearch, { _tag: "Typed" }>) => sql`
      q AS MATERIALIZED (SELECT ${search.expanded === null ? sql`websearch_to_tsquery('english', ${search.text})` : sql`to_tsquery('english', ${search.expanded})`} AS tsq),
      words AS (${searchCandidates(sql, sql`(SELECT tsq FROM q)`, 1)}),
      corrected AS MATERIALIZED (
        SELECT to_tsquery('english', string_agg(best, ' & ')) AS tsq FROM (
          SELECT (SELECT s.word FROM search_words s WHERE s.word % asked ORDER BY similarity(s.word, asked) DESC, s.word LIMIT 1) AS best
          FROM regexp_split_to_table(${search.raw}, '[^a-z0-9]+') AS asked WHERE length(asked) >= 3
        ) b WHERE best IS NOT NULL
      ),
      fuzzy AS (
        SELECT f.* FROM (${searchCandidates(sql, sql`(SELECT tsq FROM corrected)`, 0.01)}) f
        WHERE (SELECT count(*) FROM words) < ${FUZZY_BELOW} AND (SELECT tsq FROM corrected) IS NOT NULL
      ),
      matches AS MATERIALIZED (
        SELECT DISTINCT ON (id) id, created_at, seq, 0 AS matched, 0 AS exact, 0 AS kind, 0 AS own, score
        FROM (SELECT * FROM words UNION ALL SELECT * FROM fuzzy) m ORDER BY id, score DESC
      )`

/** Whether a product comes in the size `size` ("32 inch"): one of its pack sizes' names, read as the query's tokens are. */
const comesInSize = (sql: SqlClient.SqlClient, size: Statement.Fragment) => sql`(${size} IS NOT NULL AND EXISTS (
  SELECT 1 FROM unnest(p.sizes) AS z (name)
  WHERE ' ' || btrim(regexp_replace(regexp_replace(lower(z.name), '([0-9])([a-z])', '\\1 \\2', 'g'), '[^a-z0-9.]+', ' ', 'g')) || ' ' LIKE '% ' || ${size} || ' %'))`

/** A query read as a shopper means it (issue 33): see understoodSearch. */
const readMatches = (sql: SqlClient.SqlClient, query: SearchQuery, stages: SearchStages) => {
  const all = allUnitsTsQuery(query)
  const audience = query.audience === undefined ? null : AUDIENCE_TSQUERY[query.audience]
  const price = sql.and([
    sql`true`,
    ...(query.minPrice === undefined ? [] : [sql`p.price_from >= ${query.minPrice}`]),
    ...(query.maxPrice === undefined ? [] : [sql`p.price_from <= ${query.maxPrice}`])
  ])
  // Whom the goods are for, ANDed into each stage's tsquery: one more condition of the same index scan.
  const forWhom = (tsq: Statement.Fragment) => audience === null ? tsq : sql`(${tsq} && (SELECT aud FROM f))`
  const units = query.units.map((unit, ord) => ({ ord, tsq: unitTsQuery(unit), size: unit.size ?? null, word: unit.correctable ?? null }))
  // A unit matches by its words, or by a size the product comes in when it names one ("32 inch").
  const sized = units.some((unit) => unit.size !== null)
  const matching = (alias: "l" | "u") =>
    sized ? sql`p.search @@ ${sql.literal(alias)}.tsq OR ${comesInSize(sql, sql`${sql.literal(alias)}.size`)}` : sql`p.search @@ ${sql.literal(alias)}.tsq`
  if (all === null && audience === null && query.minPrice === undefined && query.maxPrice === undefined) {
    // Nothing to search by ("for the"): nothing found.
    return sql`matches AS MATERIALIZED (SELECT NULL::text AS id, NULL::timestamptz AS created_at, NULL::bigint AS seq, 0 AS matched, 0 AS exact, 0 AS kind, 0 AS own, 0::real AS score WHERE false)`
  }
  const allTsq = all === null ? (audience === null ? null : sql`(SELECT aud FROM f)`) : forWhom(sql`(SELECT tsq FROM q)`)
  const found = sql`
      f AS MATERIALIZED (SELECT ${audience === null ? sql`NULL::tsquery` : sql`to_tsquery('english', ${audience})`} AS aud),
      q AS MATERIALIZED (SELECT ${all === null ? sql`NULL::tsquery` : sql`to_tsquery('english', ${all})`} AS tsq),
      units AS MATERIALIZED (
        SELECT u.ord, u.tsq, u.size, u.word FROM (
          SELECT r.ord, to_tsquery('english', r.tsq) AS tsq, r.size, r.word
          FROM json_to_recordset(${JSON.stringify(units)}::json) AS r (ord int, tsq text, size text, word text)
          -- The planner's guess of the rows is a hundred without it; the partial walk's, that times SEARCH_CANDIDATES.
          LIMIT ${sql.literal(String(units.length))}
        ) u WHERE numnode(u.tsq) > 0
      ),
      words AS MATERIALIZED (${searchCandidates(sql, allTsq, 1, price)})`
  // The products with some of the units, when fewer than FUZZY_BELOW have every one (misspellings first).
  const fewer = sql`
      -- Each plain word the catalogue does not have, or'ed with its closest word there (a
      -- misspelling), looked up only when the words find fewer than FUZZY_BELOW.
      loose AS MATERIALIZED (
        SELECT u.ord, u.size, CASE WHEN b.best IS NULL THEN u.tsq ELSE u.tsq || to_tsquery('english', b.best) END AS tsq, b.best IS NOT NULL AS corrected
        FROM units u LEFT JOIN LATERAL (
          SELECT s.word AS best FROM search_words s
          WHERE (SELECT count(*) FROM words) < ${FUZZY_BELOW} AND u.word IS NOT NULL AND s.word % u.word
            AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = u.word)
          ORDER BY similarity(s.word, u.word) DESC, s.word LIMIT 1
        ) b ON true
      ),
      fuzzy_q AS MATERIALIZED (
        SELECT CASE WHEN bool_or(corrected) THEN string_agg('(' || tsq::text || ')', ' & ')::tsquery END AS tsq FROM loose
      ),
      fuzzy AS MATERIALIZED (
        SELECT c.* FROM (${searchCandidates(sql, forWhom(sql`(SELECT tsq FROM fuzzy_q)`), 0.01, price)}) c
        WHERE (SELECT tsq FROM fuzzy_q) IS NOT NULL
      ),
      -- No product has every unit, even corrected: the products with some, one walk per unit, each
      -- of its share of SEARCH_CANDIDATES (as many ranked as a query that matches whole).
      partial AS (
        SELECT c.* FROM loose l, LATERAL (${searchCandidates(sql, forWhom(sql`l.tsq`), 0.0001, price, Math.ceil(SEARCH_CANDIDATES / Math.max(1, units.length)))}) c
        WHERE NOT EXISTS (SELECT 1 FROM words) AND NOT EXISTS (SELECT 1 FROM fuzzy)
      )`
  // The candidates ranked (see understoodSearch).
  const ranked = (candidates: Statement.Fragment) => sql`
      anyq AS MATERIALIZED (SELECT string_agg('(' || tsq::text || ')', ' | ')::tsquery AS tsq FROM loose),
      -- What kind of goods a product is, by its subcategory's and tag's names ("Kurtis", "Anarkali
      -- Kurtis"), and its category's name, which is broader ("Mobile & Accessories"): their words
      -- kept with the names (migration 0043).
      kinds AS MATERIALIZED (
        SELECT t.id, s.name_words || t.name_words AS kind, c.name_words AS category
        FROM category_tags t JOIN sub_categories s ON s.id = t.sub_category_id JOIN categories c ON c.id = t.category_id
      ),
      matches AS MATERIALIZED (
        SELECT p.id, p.created_at, p.seq, r.matched, r.exact, r.kind, r.own, coalesce(ts_rank(p.search, (SELECT tsq FROM anyq)), 0) AS score
        FROM ${candidates} p
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN kinds k ON k.id = p.category_tag_id
        -- The four counts in one pass over the units (a subquery each cost a third of the statement).
        CROSS JOIN LATERAL (
          SELECT count(*) FILTER (WHERE ${matching("l")})::int AS matched,
            count(*) FILTER (WHERE ${matching("u")})::int AS exact,
            count(*) FILTER (WHERE k.kind @@ l.tsq)::int AS kind,
            -- Its own name, but not by its brand's words ("Zentrix Mobile Slim Power Bank" is no mobile), or its category's.
            count(*) FILTER (WHERE (p.name_search @@ l.tsq AND NOT b.name_words @@ l.tsq) OR k.category @@ l.tsq)::int AS own
          FROM loose l JOIN units u ON u.ord = l.ord
        ) r
      )`
  return stages === "whole"
    // Every unit as typed (nothing corrected); each product is walked once (in its bucket).
    ? sql`${found},
      loose AS MATERIALIZED (SELECT u.ord, u.size, u.tsq FROM units u),${ranked(sql`words`)}`
    : sql`${found},${fewer},${ranked(sql`(
          SELECT DISTINCT ON (id) * FROM (SELECT * FROM words UNION ALL SELECT * FROM fuzzy UNION ALL SELECT * FROM partial) c ORDER BY id
        )`)}`
}

/** At most this many of a suggestion's newest matches are ranked (ADR 035). */
const SUGGESTION_CANDIDATES = 60

/**
 * The header's product suggestions (issue 19 item 5, ADR 035): up to `limit` shown products whose
 * names have a word starting with the query's last word ("kur" → kurtis, kurtas), and the words
 * before it in the name or the keywords, Hindi and Hinglish understood as the search understands
 * them; among the newest SUGGESTION_CANDIDATES such (walked by bucket, newest first, as the search
 * walks its own), the most sold first, then the best match, then the newest.
 *
 * One scan of one index per bucket finds exactly the matches (migration 0034): the names' words
 * that start with a prefix's word (`product_name_words`), each matched whole, since a prefix in a
 * GIN index gathers the whole catalogue's matches at every scan; and the words before it on the
 * search vector, in the same index, so no product is read from the table only to be thrown away.
 * The bucket is spelt negated and the search vector `setweight(search, 'A')` (the same words; these
 * queries have no weights), exactly as in that index, which no other query spells so. The prefix query itself is then checked on
 * each match (a synonym of several words is a phrase: "kolhapuri <-> chappal:*"), as a function
 * call, which the planner keeps out of the index scan.
 */
export const suggestedProducts = (text: string, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const queries = suggestionTsQueries(understandQuery(text, yield* synonymGroups))
    if (queries === null) return []
    const bucket = sql.literal(String(SEARCH_BUCKET))
    // The limits spelt as numbers, not parameters: a prepared statement's generic plan knows them, so
    // PostgreSQL keeps it rather than planning every call anew (about 2 ms a call at 100,000 products).
    const candidates = sql.literal(String(SUGGESTION_CANDIDATES))
    const shown = sql.literal(String(Math.max(0, Math.trunc(limit))))
    // `words`: the names' words starting with each start (its stem: "kurtis" → kurti), the range of
    // the table's key from the start to the start with its last letter the next (the starts are
    // [a-z0-9]), each as tsquery text, quoted, its quotes and backslashes doubled; no word found,
    // NULL, which matches nothing.
    const ids = sql`
      WITH q AS MATERIALIZED (
        SELECT to_tsquery('english', ${queries.prefix}) AS prefix,
          ${queries.whole === null ? sql`NULL::tsquery` : sql`to_tsquery('english', ${queries.whole})`} AS whole,
          (SELECT string_agg(DISTINCT '''' || replace(replace(w.lexeme, '\\', '\\\\'), '''', '''''') || '''', ' | ')::tsquery
            FROM unnest(tsvector_to_array(to_tsvector('english', ${queries.starts}))) AS s (start)
            JOIN product_name_words w ON w.lexeme >= s.start AND w.lexeme < left(s.start, -1) || chr(ascii(right(s.start, 1)) + 1)
              AND starts_with(w.lexeme, s.start)
          ) AS words
      ),
      m AS (
        SELECT m.* FROM generate_series((SELECT max(seq) FROM products)::integer / ${bucket}, 0, -1) AS b (bucket),
        LATERAL (
          SELECT p.id, p.created_at, p.seq, ts_rank(p.name_search, (SELECT prefix FROM q)) AS score FROM products p
          WHERE p.show AND p.name_search @@ (SELECT words FROM q)
            ${queries.whole === null ? sql`` : sql`AND setweight(p.search, 'A') @@ (SELECT whole FROM q)`}
            AND ARRAY[-(p.seq / ${bucket})::integer] @> ARRAY[-b.bucket]
            AND ts_match_vq(p.name_search, (SELECT prefix FROM q))
          LIMIT ${candidates}
        ) m
        LIMIT ${candidates}
      )
      SELECT m.id FROM m LEFT JOIN product_sales s ON s.product_id = m.id
      ORDER BY coalesce(s.units, 0) DESC, m.score DESC, m.created_at DESC, m.seq DESC LIMIT ${shown}`
    return yield* readProducts(sql, ids)
  })

/**
 * The search's order: by relevance (how many of the query's units a product has, exactly, in its own
 * name or kind, then its rank: ADR 042) unless another sort is asked (then by it, relevance breaking ties).
 */
const searchOrder = (sql: SqlClient.SqlClient, sort: ProductSort | undefined) => {
  const relevance = sql`m.matched DESC, m.exact DESC, m.kind DESC, m.own DESC, m.score DESC`
  return sortsByProduct(sort) ? sql`${orderBy(sql, sort)}, ${relevance}` : sql`${relevance}, m.created_at DESC, m.seq DESC`
}

/** Whether a search's order reads the products' rows (a price, a rating): relevance reads only the matches. */
const sortsByProduct = (sort: ProductSort | undefined) => sort !== undefined && sort !== "relevance"

/** What a search is asked: the text, its filters (issue 19 item 4), a sort and a page. */
export type SearchRequest = FilterParams & PageRequest & { readonly sort?: ProductSort | undefined }

/**
 * One page of a search's matches by its `stages` (see SearchStages), each with the page's `total`
 * and `found`, how many matches the filters chose from (none on a page past the last).
 */
export const searchPage = (text: string, request: SearchRequest, stages: SearchStages) =>
  Effect.flatMap(understoodSearch(text), (search) => pageOfSearch(search, request, stages))

const pageOfSearch = (search: UnderstoodSearch, request: SearchRequest, stages: SearchStages) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { limit, offset } = resolvePage(request, LIMITS.products.default)
    const filters = allConditions(filterConditions(sql, request))
    return yield* sql<{ id: string; total: number; found: number }>`
      WITH ${searchMatches(sql, search, stages)}
      SELECT m.id, count(*) OVER ()::int AS total, (SELECT count(*) FROM matches)::int AS found FROM matches m
      ${filters.length === 0 && !sortsByProduct(request.sort) ? sql`` : sql`JOIN products p ON p.id = m.id ${salesJoin(sql, request.sort)}`}
      ${filters.length === 0 ? sql`` : sql`WHERE ${sql.and(filters)}`}
      ORDER BY ${searchOrder(sql, request.sort)} LIMIT ${limit} OFFSET ${offset}`
  })

export const searchProducts = (text: string, request: SearchRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit } = resolvePage(request, LIMITS.products.default)
    // Most searches find enough products with every unit: those alone first, the statement with the
    // misspellings' and partial matches' stages only when they are fewer than FUZZY_BELOW (or this
    // page shows none of them). It answers the same; planning it every time was a third of a new
    // search's statement on PGlite (docs/benchmarks.md).
    const search = yield* understoodSearch(text)
    const whole = search._tag === "Read" ? yield* pageOfSearch(search, request, "whole") : []
    const rows = (whole[0]?.found ?? 0) >= FUZZY_BELOW ? whole : yield* pageOfSearch(search, request, "all")
    if (rows.length === 0) return { items: [], page, limit, total: 0 } satisfies ProductPage
    const items = yield* readProducts(sql, sql`SELECT json_array_elements_text(${JSON.stringify(rows.map((r) => r.id))}::json)`)
    return { items, page, limit, total: rows[0]!.total } satisfies ProductPage
  })

/** What product/facets is asked: a listing's slugs or a search's text, and the filters chosen. */
export type FacetRequest = FilterParams & Scope & { readonly q?: string | undefined }

/** The most attributes product/facets counts (those most products carry). */
export const MAX_ATTRIBUTE_FACETS = 12

/**
 * product/facets (issue 19 item 4, ADR 034), one statement: the listing's (or search's) products
 * once, each with whether it passes each chosen filter; then each facet counted over the products
 * that pass every OTHER filter, so a shopper sees what choosing another value would add. Sizes,
 * colours and attributes count the values the products carry (the most common FACET_VALUES_LIMIT
 * of each), discounts and ratings each step, the price the range.
 */
export const listingFacets = (request: FacetRequest) =>
  Effect.flatMap(facetsStatement(request), (statement) => Effect.map(statement, (rows) => rows[0]!.facets))

/** listingFacets' one statement, not yet run (to time it or EXPLAIN it apart from the HTTP call). */
export const facetsStatement = (request: FacetRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const filters = filterConditions(sql, request)
    const passes = (name: FilterName) => (filters[name] === undefined ? sql`true` : sql`f_${sql.literal(name)}`)
    const flags = [
      ...FILTER_NAMES.flatMap((name) => (filters[name] === undefined ? [] : [sql`${filters[name]} AS f_${sql.literal(name)}`])),
      ...filters.attrs.map((a, i) => sql`${a.condition} AS f_attr_${sql.literal(String(i))}`)
    ]
    const attrFlag = (i: number) => sql`f_attr_${sql.literal(String(i))}`
    /** Every chosen filter but `except` (and, for an attribute facet, but that attribute). */
    const others = (except?: FilterName) => sql.and([
      sql`true`,
      ...FILTER_NAMES.filter((name) => name !== except && filters[name] !== undefined).map(passes),
      ...filters.attrs.map((_, i) => attrFlag(i))
    ])
    // The attributes are counted by distinct attribute sets first (a listing's products share a few
    // dozen), each with its chosen attributes' flags, then per name and value: one pass, not a
    // function call per product.
    const attributeSets = sql`SELECT attributes, ${sql.csv([...filters.attrs.map((_, i) => attrFlag(i)), sql`count(*) AS n`])} FROM base
      WHERE ${sql.and([sql`true`, ...FILTER_NAMES.filter((name) => filters[name] !== undefined).map(passes)])}
      GROUP BY ${sql.csv([sql`attributes`, ...filters.attrs.map((_, i) => attrFlag(i))])}`
    const attributeOthers = sql.and([sql`true`, ...filters.attrs.map((a, i) => sql`(kv.key = ${a.name} OR g.${attrFlag(i)})`)])
    const source = request.q === undefined
      ? sql`FROM products p WHERE ${sql.and([sql`p.show`, ...scopeConditions(sql, request)])}`
      : sql`FROM matches m JOIN products p ON p.id = m.id`
    const limit = FACET_VALUES_LIMIT
    return sql<{ facets: ListingFacets }>`
      WITH ${request.q === undefined ? sql`` : sql`${searchMatches(sql, yield* understoodSearch(request.q))},`}
      base AS MATERIALIZED (
        SELECT p.brand_id, p.price_from, p.discount_pct, p.rating_avg, p.sizes, p.colours, p.attributes
          ${flags.length === 0 ? sql`` : sql`, ${sql.csv(flags)}`}
        ${source}
      )
      SELECT json_build_object(
        'total', totals.total,
        'brands', (SELECT coalesce(json_agg(x), '[]') FROM (
          SELECT b.slug_url AS slug, b.name, c.count FROM (
            SELECT brand_id, count(*)::int AS count FROM base WHERE ${others("brand")} GROUP BY brand_id ORDER BY count DESC, brand_id LIMIT ${limit}
          ) c JOIN brands b ON b.id = c.brand_id ORDER BY c.count DESC, b.name) x),
        'sizes', (SELECT coalesce(json_agg(x), '[]') FROM (
          SELECT v AS value, sum(g.n)::int AS count FROM (
            SELECT sizes, count(*) AS n FROM base WHERE ${others("size")} GROUP BY sizes) g, unnest(g.sizes) v
          GROUP BY v ORDER BY count DESC, v LIMIT ${limit}) x),
        'colours', (SELECT coalesce(json_agg(x), '[]') FROM (
          SELECT v AS value, sum(g.n)::int AS count FROM (
            SELECT colours, count(*) AS n FROM base WHERE ${others("colour")} GROUP BY colours) g, unnest(g.colours) v
          GROUP BY v ORDER BY count DESC, v LIMIT ${limit}) x),
        'attributes', (SELECT coalesce(json_agg(json_build_object('name', a.name, 'values', a.values) ORDER BY a.products DESC, a.name), '[]') FROM (
          SELECT k.key AS name, sum(k.count) AS products,
            json_agg(json_build_object('value', k.value, 'count', k.count) ORDER BY k.count DESC, k.value) FILTER (WHERE k.rank <= ${limit}) AS values
          FROM (
            SELECT kv.key, kv.value, sum(g.n)::int AS count, row_number() OVER (PARTITION BY kv.key ORDER BY sum(g.n) DESC, kv.value) AS rank
            FROM (${attributeSets}) g, jsonb_each_text(g.attributes) kv WHERE ${attributeOthers} GROUP BY kv.key, kv.value
          ) k GROUP BY k.key ORDER BY products DESC, k.key LIMIT ${MAX_ATTRIBUTE_FACETS}) a),
        'discounts', totals.discounts,
        'ratings', totals.ratings,
        'price', totals.price
      ) AS facets
      FROM (
        -- Every count of one number (the total, each discount and rating step, the price range) in one pass.
        SELECT count(*) FILTER (WHERE ${others()}) AS total,
          json_build_array(${sql.csv(DISCOUNT_STEPS.map((d) => sql`json_build_object('atLeast', ${sql.literal(String(d))}, 'count', count(*) FILTER (WHERE ${others("discount")} AND base.discount_pct >= ${sql.literal(String(d))}))`))}) AS discounts,
          json_build_array(${sql.csv([...RATING_STEPS].sort((x, y) => y - x).map((r) => sql`json_build_object('atLeast', ${sql.literal(String(r))}, 'count', count(*) FILTER (WHERE ${others("rating")} AND base.rating_avg >= ${sql.literal(String(r))}))`))}) AS ratings,
          json_build_object('min', (min(price_from) FILTER (WHERE ${others("price")}))::float8, 'max', (max(price_from) FILTER (WHERE ${others("price")}))::float8) AS price
        FROM base
      ) totals`
  })
