// Writes the generated catalogue into the database: fixed rows in one transaction, then products
// in batches, each batch in its own transaction with multi-row INSERTs.
import { SqlClient, type SqlError } from "@effect/sql"
import { Effect } from "effect"
import { generateCatalogue, type ProductBatch } from "./generate.ts"

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
}

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

const insertProductBatch = (batch: ProductBatch) =>
  Effect.gen(function* () {
    yield* insertRows("products", batch.products)
    yield* insertRows("pack_sizes", batch.packSizes)
    yield* insertRows("pack_size_options", batch.packSizeOptions)
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
    const report = (productsDone: number) =>
      Effect.sync(() => options.onProgress?.({ productsDone, productsTotal: catalogue.productCount }))

    yield* sql.withTransaction(
      Effect.gen(function* () {
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
    )
    yield* report(0)

    let products = 0
    let packSizes = 0
    let packSizeOptions = 0
    // The generator makes one batch at a time, so memory stays flat however many products.
    for (const batch of catalogue.productBatches(options.batchSize ?? DEFAULT_BATCH_SIZE)) {
      yield* sql.withTransaction(insertProductBatch(batch))
      products += batch.products.length
      packSizes += batch.packSizes.length
      packSizeOptions += batch.packSizeOptions.length
      yield* report(products)
    }
    // Fresh statistics, so the planner picks the indexes at once rather than after autovacuum.
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
      packSizeOptions
    }
  })
