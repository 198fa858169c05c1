import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SUPER_CATEGORY_NAMES } from "#domain/catalogue.ts"
import { databaseLayer, migrate } from "#server/db/database.ts"
import { generateCatalogue } from "#server/seed/generate.ts"
import { BULK_TABLES, isCatalogueEmpty, seedCatalogue, withoutIndexes, type SeedProgress } from "#server/seed/seed.ts"
import { acquireTestDatabase } from "#tests/support/test-database.ts"

// Seeding a fresh database (the db project: PGlite in memory, or a new database on the PostgreSQL
// server when DATABASE_URL is set). The generator itself is tested without a database in
// server/seed/seed.test.ts (the unit project).

const TIMEOUT = 120_000
const FOOTER_CATEGORY_SLUGS = ["mobile--accessories", "women", "men", "kids"]
const FOOTER_SUB_CATEGORY_SLUGS = ["televisions", "skincare,-bath--body", "kitchen-table-linen"]

const generatedProductIds = (products: number) =>
  [...generateCatalogue({ products }).productBatches()].flatMap((batch) => batch.products.map((p) => p.id))

// What the database holds after migrating and seeding 600 products into it.
interface SeededFacts {
  readonly taxClasses: { readonly unclassified: number; readonly rates: ReadonlyArray<number> }
  readonly emptyBefore: boolean
  readonly emptyAfter: boolean
  readonly progress: ReadonlyArray<SeedProgress>
  readonly superCategories: ReadonlyArray<{ name: string; slug_url: string; show_products: boolean }>
  readonly footwearCategories: ReadonlyArray<string>
  readonly brands: number
  readonly productIds: ReadonlyArray<string>
  readonly options: { total: number; mrp_below_price: number; min_stock: number; max_stock: number; sold_out: number }
  readonly footerCategories: ReadonlyArray<{ slug_url: string; status: boolean }>
  readonly footerSubCategories: ReadonlyArray<{ slug_url: string; status: boolean }>
  readonly productImageUrls: number
  readonly missingImages: ReadonlyArray<string>
  readonly productsWithoutPackSizes: number
  /** The product tables' index and constraint definitions before seeding, after it, and after a bulk load that failed. */
  readonly schemaBefore: ReadonlyArray<string>
  readonly schemaAfter: ReadonlyArray<string>
  readonly schemaAfterFailedLoad: ReadonlyArray<string>
  readonly failedLoad: string
  readonly jsonShapes: ReadonlyArray<{ column: string; kind: string; n: number }>
}

const schemaOf = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const tables = `{${BULK_TABLES.join(",")}}`
  const rows = yield* sql<{ line: string }>`
    SELECT indexdef AS line FROM pg_indexes WHERE tablename = ANY(${tables}::text[])
    UNION ALL
    SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
     WHERE conrelid = ANY(${tables}::regclass[]) OR confrelid = ANY(${tables}::regclass[])
    ORDER BY 1`
  return rows.map((r) => r.line)
})

let facts: SeededFacts
let release: () => Promise<void> = async () => {}

beforeAll(async () => {
  const progress: Array<SeedProgress> = []
  const database = await acquireTestDatabase()
  release = database.release
  facts = await Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        yield* migrate
        const emptyBefore = yield* isCatalogueEmpty
        const schemaBefore = yield* schemaOf
        yield* seedCatalogue({ products: 600, batchSize: 250, onProgress: (p) => progress.push(p) })
        const emptyAfter = yield* isCatalogueEmpty
        const schemaAfter = yield* schemaOf
        const failedLoad = yield* sql.withTransaction(
          withoutIndexes(BULK_TABLES, Effect.fail("the load failed half way" as const))
        ).pipe(Effect.flip)
        const schemaAfterFailedLoad = yield* schemaOf
        const jsonShapes = yield* sql<{ column: string; kind: string; n: number }>`
          SELECT 'attributes' AS column, jsonb_typeof(attributes) AS kind, count(*)::int AS n FROM products GROUP BY 2
          UNION ALL
          SELECT 'slider', jsonb_typeof(slider), count(*)::int FROM pack_sizes GROUP BY 2
          ORDER BY 1, 2`
        const superCategories = yield* sql<{ name: string; slug_url: string; show_products: boolean }>`
          SELECT name, slug_url, show_products FROM super_categories ORDER BY position`
        const footwear = yield* sql<{ name: string }>`
          SELECT c.name FROM categories c JOIN super_categories s ON s.id = c.super_category_id
          WHERE s.name = 'Footwear' ORDER BY c.position`
        const brands = yield* sql<{ n: number }>`SELECT count(*)::int AS n FROM brands`
        const products = yield* sql<{ id: string }>`SELECT id FROM products ORDER BY seq`
        const options = yield* sql<SeededFacts["options"]>`
          SELECT count(*)::int AS total,
                 count(*) FILTER (WHERE mrp < price)::int AS mrp_below_price,
                 min(available_stock)::int AS min_stock,
                 max(available_stock)::int AS max_stock,
                 count(*) FILTER (WHERE available_stock = 0)::int AS sold_out
          FROM pack_size_options`
        const footerCategories = yield* sql<{ slug_url: string; status: boolean }>`
          SELECT slug_url, status FROM categories WHERE ${sql.in("slug_url", FOOTER_CATEGORY_SLUGS)}`
        const footerSubCategories = yield* sql<{ slug_url: string; status: boolean }>`
          SELECT slug_url, status FROM sub_categories WHERE ${sql.in("slug_url", FOOTER_SUB_CATEGORY_SLUGS)}`
        const productImages = yield* sql<{ n: number }>`
          SELECT count(*)::int AS n FROM (
            SELECT thumbnail AS url FROM pack_sizes
            UNION ALL SELECT jsonb_array_elements_text(slider) FROM pack_sizes) u`
        const missing = yield* sql<{ url: string }>`
          WITH used(url) AS (
            SELECT thumbnail FROM pack_sizes
            UNION SELECT jsonb_array_elements_text(slider) FROM pack_sizes
            UNION SELECT desktop_image FROM super_categories
            UNION SELECT desktop_image FROM categories
            UNION SELECT desktop_image FROM sub_categories
            UNION SELECT desktop_image FROM category_tags
            UNION SELECT mobile_image FROM brands
            UNION SELECT desktop_image FROM brands
            UNION SELECT desktop_image FROM main_home_sliders
            UNION SELECT mobile_image FROM main_home_sliders
            UNION SELECT desktop_image FROM three_sliders
            UNION SELECT cover_image FROM blog_posts)
          SELECT url FROM used
          WHERE NOT EXISTS (SELECT 1 FROM images i WHERE '/images/' || i.id || '.svg' = used.url)`
        const bare = yield* sql<{ n: number }>`
          SELECT count(*)::int AS n FROM products p WHERE NOT EXISTS (SELECT 1 FROM pack_sizes s WHERE s.product_id = p.id)`
        const taxClasses = yield* sql<{ unclassified: number; rates: Array<number> }>`
          SELECT count(*) FILTER (WHERE hsn = '9999')::int AS unclassified,
            array_agg(DISTINCT gst_rate::float8 ORDER BY gst_rate::float8) AS rates
          FROM products`
        return {
          taxClasses: taxClasses[0]!,
          schemaBefore,
          schemaAfter,
          schemaAfterFailedLoad,
          failedLoad: String(failedLoad),
          jsonShapes: [...jsonShapes],
          emptyBefore,
          emptyAfter,
          progress,
          superCategories: [...superCategories],
          footwearCategories: footwear.map((r) => r.name),
          brands: brands[0]?.n ?? 0,
          productIds: products.map((r) => r.id),
          options: options[0] ?? { total: 0, mrp_below_price: -1, min_stock: -1, max_stock: -1, sold_out: 0 },
          footerCategories: [...footerCategories],
          footerSubCategories: [...footerSubCategories],
          productImageUrls: productImages[0]?.n ?? 0,
          missingImages: missing.map((r) => r.url),
          productsWithoutPackSizes: bare[0]?.n ?? -1
        }
      })
    ).pipe(Effect.provide(databaseLayer(database.target)))
  )
}, TIMEOUT)

afterAll(() => release(), TIMEOUT)

describe("seeding the catalogue into an empty database", { timeout: TIMEOUT }, () => {
  it("finds the catalogue empty before and not empty after", () => {
    expect(facts.emptyBefore).toBe(true)
    expect(facts.emptyAfter).toBe(false)
  })

  it("stores the six super categories of §1 in order, all showing products", () => {
    expect(facts.superCategories.map((s) => s.name)).toEqual([...SUPER_CATEGORY_NAMES])
    expect(facts.superCategories.map((s) => s.slug_url)).toEqual([
      "clothing",
      "electronics",
      "beauty",
      "home-and-furniture",
      "footwear",
      "toys--games"
    ])
    expect(facts.superCategories.every((s) => s.show_products)).toBe(true)
  })

  it("gives Footwear exactly Men's, Women's and Kid's Footwear", () => {
    expect(facts.footwearCategories).toEqual(["Men's Footwear", "Women's Footwear", "Kid's Footwear"])
  })

  it("stores at least 40 brands and at least 600 products", () => {
    expect(facts.brands).toBeGreaterThanOrEqual(40)
    expect(facts.productIds.length).toBeGreaterThanOrEqual(600)
    expect(facts.productsWithoutPackSizes).toBe(0)
  })

  it("keeps every MRP at or above its price and stock between 0 and 50, some sold out", () => {
    expect(facts.options.total).toBeGreaterThan(600)
    expect(facts.options.mrp_below_price).toBe(0)
    expect(facts.options.min_stock).toBe(0)
    expect(facts.options.max_stock).toBeLessThanOrEqual(50)
    expect(facts.options.sold_out).toBeGreaterThan(0)
  })

  it("resolves the footer's category and subcategory links (§2) to visible entries", () => {
    expect(facts.footerCategories.map((c) => c.slug_url).sort()).toEqual([...FOOTER_CATEGORY_SLUGS].sort())
    expect(facts.footerSubCategories.map((c) => c.slug_url).sort()).toEqual([...FOOTER_SUB_CATEGORY_SLUGS].sort())
    expect([...facts.footerCategories, ...facts.footerSubCategories].every((c) => c.status)).toBe(true)
  })

  it("gives every product a tax class of its subcategory: none left at HSN 9999, garments at 5% or 18% by price (issue 19)", () => {
    expect(facts.taxClasses.unclassified).toBe(0)
    expect(facts.taxClasses.rates).toEqual([5, 18])
  })

  it("refers only to images that exist", () => {
    expect(facts.productImageUrls).toBeGreaterThan(0)
    expect(facts.missingImages).toEqual([])
  })

  it("stores the products generate() makes, with the same ids, oldest first", () => {
    expect(facts.productIds).toEqual(generatedProductIds(600))
  })

  it("reports progress from 0 to the product count, then the index build", () => {
    expect(facts.progress[0]).toEqual({ productsDone: 0, productsTotal: 600, stage: "products" })
    expect(facts.progress.at(-1)).toEqual({ productsDone: 600, productsTotal: 600, stage: "indexes" })
    expect(facts.progress.map((p) => p.productsDone)).toEqual([0, 250, 500, 600, 600])
  })

  it("puts back every index, key and foreign key of the product tables after the bulk load", () => {
    expect(facts.schemaBefore.length).toBeGreaterThan(20)
    expect(facts.schemaBefore.some((line) => line.includes("products_name_trgm_idx"))).toBe(true)
    expect(facts.schemaBefore).toContain("pack_size_options pack_size_options_pack_size_id_fkey FOREIGN KEY (pack_size_id) REFERENCES pack_sizes(id) ON DELETE CASCADE")
    expect(facts.schemaAfter).toEqual(facts.schemaBefore)
  })

  it("leaves the indexes and keys in place when a bulk load fails inside its transaction", () => {
    expect(facts.failedLoad).toBe("the load failed half way")
    expect(facts.schemaAfterFailedLoad).toEqual(facts.schemaBefore)
  })

  it("stores the JSON columns as JSON objects and arrays, not as strings", () => {
    expect(facts.jsonShapes).toEqual([
      { column: "attributes", kind: "object", n: 600 },
      { column: "slider", kind: "array", n: expect.any(Number) }
    ])
  })
})
