// Writes the generated catalogue into the database in one transaction: the fixed rows, then the
// products in batches of multi-row INSERTs into tables whose indexes and keys are put back only
// once every row is in (a bulk load: building an index from sorted rows is many times cheaper than
// keeping it up to date row by row; docs/decisions/024-bulk-seeding.md).
import { SqlClient, type SqlError } from "@effect/sql"
import { Effect } from "effect"
import { generateCatalogue, type ProductBatch } from "./generate.ts"
import { seedReviews } from "./reviews.ts"

/** PostgreSQL allows 65,535 parameters per statement; stay well below it. */
export const MAX_PARAMETERS_PER_STATEMENT = 30_000
export const DEFAULT_BATCH_SIZE = 2_000

/** Every table of the catalogue migration, parents first. */
export const CATALOGUE_TABLES = [
  "images",
  "super_categories",
  "categories",
  "sub_categories",
  "category_tags",
  "brands",
  "brand_categories",
  "brand_sub_categories",
  "main_home_sliders",
  "three_sliders",
  "blog_posts",
  "products",
  "pack_sizes",
  "pack_size_options"
] as const

export interface SeedProgress {
  readonly productsDone: number
  readonly productsTotal: number
  /** "products" while rows go in; "indexes" once they are all in and the indexes and keys are built. */
  readonly stage: "products" | "indexes"
}

/**
 * Triggers on products that keep derived tables (migrations 0013, 0014, 0034), turned off while the seed
 * loads and replaced by one rebuild of each table at the end (`bazaar_rebuild_product_counts`,
 * `bazaar_collect_search_words`, `bazaar_collect_product_name_words`, written in those migrations beside their triggers): once per batch they
 * cost a million-product seed about 45 s.
 */
const REBUILT_AFTER_LOAD = ["products_count_insert", "products_search_words_insert", "products_name_words_insert"] as const

/** The product tables a seed loads in bulk: their indexes and keys are dropped and built again around the load. */
export const BULK_TABLES = ["products", "pack_sizes", "pack_size_options"] as const

/**
 * Runs `load` with the indexes, primary and unique keys of `tables` dropped and the foreign keys
 * from or to them dropped, and builds them all again afterwards from the catalogue's own
 * definitions (read from pg_catalog, so the migrations stay the one place they are written).
 * Meant for tables that are empty when it starts; inside a transaction, a failure puts everything back.
 */
export const withoutIndexes = <A, E, R>(
  tables: ReadonlyArray<string>,
  load: Effect.Effect<A, E, R>,
  beforeRebuild: Effect.Effect<void> = Effect.void
): Effect.Effect<A, E | SqlError.SqlError, R | SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const names = `{${tables.join(",")}}`
    // Keys of the tables, and foreign keys from or to them: foreign keys go first and come back last.
    const constraints = yield* sql<{ readonly table: string; readonly name: string; readonly definition: string; readonly foreign: boolean }>`
      SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition, contype = 'f' AS foreign
        FROM pg_constraint
       WHERE (contype IN ('p', 'u') AND conrelid = ANY(${names}::regclass[]))
          OR (contype = 'f' AND (conrelid = ANY(${names}::regclass[]) OR confrelid = ANY(${names}::regclass[])))
       ORDER BY contype = 'f' DESC, contype, conrelid::regclass::text, conname`
    const indexes = yield* sql<{ readonly name: string; readonly definition: string }>`
      SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
        FROM pg_index
       WHERE indrelid = ANY(${names}::regclass[])
         AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = pg_index.indexrelid AND contype IN ('p', 'u', 'x'))
       ORDER BY indexrelid::regclass::text`
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
    const add = (c: (typeof constraints)[number]) => `ALTER TABLE ${c.table} ADD CONSTRAINT ${quote(c.name)} ${c.definition}`
    for (const c of constraints) yield* sql.unsafe(`ALTER TABLE ${c.table} DROP CONSTRAINT ${quote(c.name)}`)
    for (const index of indexes) yield* sql.unsafe(`DROP INDEX ${index.name}`)
    const result = yield* load
    yield* beforeRebuild
    for (const c of constraints.filter((c) => !c.foreign)) yield* sql.unsafe(add(c))
    for (const index of indexes) yield* sql.unsafe(index.definition)
    for (const c of constraints.filter((c) => c.foreign)) yield* sql.unsafe(add(c))
    return result
  })

export interface SeedOptions {
  /** How many products to make (default 600). */
  readonly products?: number
  /** Products per transaction (default 2,000). */
  readonly batchSize?: number
  /** Called once before the first product batch and after each batch. */
  readonly onProgress?: (progress: SeedProgress) => void
}

export interface SeedSummary {
  readonly images: number
  readonly superCategories: number
  readonly categories: number
  readonly subCategories: number
  readonly categoryTags: number
  readonly brands: number
  readonly mainHomeSliders: number
  readonly threeSliders: number
  readonly blogPosts: number
  readonly products: number
  readonly packSizes: number
  readonly packSizeOptions: number
  /** Demo reviews by the demo reviewers (server/seed/reviews.ts). */
  readonly reviews: number
}

type Row = Record<string, unknown>

/** Multi-row INSERTs of `rows`, split so that no statement carries too many parameters. */
export const insertRows = (table: string, rows: ReadonlyArray<Row>): Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const first = rows[0]
    if (first === undefined) return
    const sql = yield* SqlClient.SqlClient
    const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS_PER_STATEMENT / Object.keys(first).length))
    for (let start = 0; start < rows.length; start += perStatement) {
      yield* sql`INSERT INTO ${sql(table)} ${sql.insert(rows.slice(start, start + perStatement))}`
    }
  })

/**
 * One INSERT of `rows` passed as a single JSON parameter and spread by `json_populate_recordset`
 * into the table's own row type: PostgreSQL parses one value instead of planning a statement of
 * thousands of parameters. `jsonColumns` name the columns whose values are already JSON text.
 */
export const insertRecordset = (
  table: string,
  rows: ReadonlyArray<Row>,
  jsonColumns: ReadonlyArray<string> = []
): Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const first = rows[0]
    if (first === undefined) return
    const sql = yield* SqlClient.SqlClient
    const columns = Object.keys(first)
    const encoders = columns.map((column) => {
      const key = `${JSON.stringify(column)}:`
      return jsonColumns.includes(column) ? (row: Row) => key + String(row[column]) : (row: Row) => key + JSON.stringify(row[column])
    })
    const parts: Array<string> = []
    for (const row of rows) parts.push(`{${encoders.map((encode) => encode(row)).join(",")}}`)
    const list = columns.map((column) => `"${column}"`).join(", ")
    yield* sql.unsafe(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${table}, $1::json)`, [`[${parts.join(",")}]`])
  })

const insertProductBatch = (batch: ProductBatch) =>
  Effect.gen(function* () {
    yield* insertRecordset("products", batch.products, ["attributes"])
    yield* insertRecordset("pack_sizes", batch.packSizes, ["slider"])
    yield* insertRecordset("pack_size_options", batch.packSizeOptions)
  })

/** True when no super category exists yet: the catalogue has never been seeded. */
export const isCatalogueEmpty: Effect.Effect<boolean, SqlError.SqlError, SqlClient.SqlClient> = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<{ readonly empty: boolean }>`SELECT NOT EXISTS (SELECT 1 FROM super_categories) AS empty`
  return rows[0]?.empty ?? true
})

/**
 * Empties every catalogue table. CASCADE: tables of later migrations that refer to the catalogue
 * (order lines, wishlists) are emptied too, since their rows would point at nothing.
 */
export const truncateCatalogue: Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient> = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`TRUNCATE ${CATALOGUE_TABLES.join(", ")} RESTART IDENTITY CASCADE`)
})

/** Seeds the catalogue into an empty database (see `isCatalogueEmpty`). */
export const seedCatalogue = (options: SeedOptions = {}): Effect.Effect<SeedSummary, SqlError.SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const catalogue = generateCatalogue(options.products === undefined ? {} : { products: options.products })
    const { fixed } = catalogue
    const report = (productsDone: number, stage: SeedProgress["stage"] = "products") =>
      Effect.sync(() => options.onProgress?.({ productsDone, productsTotal: catalogue.productCount, stage }))

    const fixedRows = Effect.gen(function* () {
        yield* insertRows("images", fixed.images)
        yield* insertRows("super_categories", fixed.superCategories)
        yield* insertRows("categories", fixed.categories)
        yield* insertRows("sub_categories", fixed.subCategories)
        yield* insertRows("category_tags", fixed.categoryTags)
        yield* insertRows("brands", fixed.brands)
        yield* insertRows("brand_categories", fixed.brandCategories)
        yield* insertRows("brand_sub_categories", fixed.brandSubCategories)
        yield* insertRows("main_home_sliders", fixed.mainHomeSliders)
        yield* insertRows("three_sliders", fixed.threeSliders)
        yield* insertRows("blog_posts", fixed.blogPosts)
    })

    let products = 0
    let reviews = 0
    let packSizes = 0
    let packSizeOptions = 0
    const productRows = Effect.gen(function* () {
      yield* report(0)
      // The generator makes one batch at a time, so memory stays flat however many products.
      for (const batch of catalogue.productBatches(options.batchSize ?? DEFAULT_BATCH_SIZE)) {
        yield* insertProductBatch(batch)
        products += batch.products.length
        packSizes += batch.packSizes.length
        packSizeOptions += batch.packSizeOptions.length
        yield* report(products)
      }
    })

    yield* sql.withTransaction(Effect.gen(function* () {
      yield* fixedRows
      for (const trigger of REBUILT_AFTER_LOAD) yield* sql.unsafe(`ALTER TABLE products DISABLE TRIGGER ${trigger}`)
      yield* withoutIndexes(BULK_TABLES, productRows, Effect.suspend(() => report(products, "indexes")))
      yield* sql`SELECT bazaar_rebuild_product_counts()`
      yield* sql`SELECT bazaar_collect_search_words()`
      yield* sql`SELECT bazaar_collect_product_name_words()`
      for (const trigger of REBUILT_AFTER_LOAD) yield* sql.unsafe(`ALTER TABLE products ENABLE TRIGGER ${trigger}`)
      reviews = yield* seedReviews
    }))
    // Fresh statistics, so the planner picks the indexes at once, and the visibility map and hint
    // bits set now rather than by the first requests that read each page (PGlite has no autovacuum).
    // VACUUM runs outside the transaction, as it must.
    yield* sql.unsafe(`VACUUM (ANALYZE) ${BULK_TABLES.join(", ")}`)
    yield* sql`ANALYZE`

    return {
      images: fixed.images.length,
      superCategories: fixed.superCategories.length,
      categories: fixed.categories.length,
      subCategories: fixed.subCategories.length,
      categoryTags: fixed.categoryTags.length,
      brands: fixed.brands.length,
      mainHomeSliders: fixed.mainHomeSliders.length,
      threeSliders: fixed.threeSliders.length,
      blogPosts: fixed.blogPosts.length,
      products,
      packSizes,
      packSizeOptions,
      reviews
    }
  })
