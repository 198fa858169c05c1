import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import { presentHindi, storedHindi } from "#domain/catalogue-language.ts"
import type { Id } from "#domain/common.ts"
import { taxClassFor, type TaxClass } from "#domain/gst.ts"
import { withHindiWords } from "#domain/hindi-keywords.ts"
import { BadRequest } from "#domain/http/errors.ts"
import { LIMITS } from "#domain/http/params.ts"
import { type AdminProduct, type ProductInput, ungroupedAttributeProblems } from "#domain/product-input.ts"
import { resolvePage, type PageRequest } from "../catalogue/paging.ts"
import { hindiOrKept, insertedHindi } from "../catalogue/hindi-names.ts"
import { newId } from "../db/ids.ts"
import { CountCache } from "./count-cache.ts"
import { writePackSizes } from "./pack-sizes.writes.ts"
import { productSelect } from "./product.repo.ts"

// Products run by admins (issue 6): create, edit, hide and show, and the reads that answer them.
// A product travels as the storefront selects it (one statement), plus what only admins see.
// Every write keeps price_from, keywords and the listing filters' facts (migration 0024) as the seed fills them, and empties the list totals.

// With its Hindi name and description (issue 39), each left out when it has none (`presentHindi`).
const adminProductSelect = (sql: SqlClient.SqlClient, idQuery: Statement.Fragment) => sql`
  SELECT sp.*, p.show, p.category_tag_id AS "categoryTagId", p.brand_id AS "brandId", p.attribute_group AS "attributeGroup",
    p.hsn, p.gst_rate::float8 AS "gstRate"
  FROM (${productSelect(sql, idQuery, true)}) sp JOIN products p ON p.id = sp."_id"`

/** One product, hidden or not; None when there is no product with that id. */
export const adminProductById = (id: Id) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<AdminProduct>`${adminProductSelect(sql, sql`SELECT ${id}::text`)}`).pipe(
    Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), presentHindi))
  )

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** GET admin/products: every product, hidden ones too, newest first; `q` keeps names containing it (any case). */
export const listAdminProducts = (request: PageRequest & { readonly q?: string | undefined }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { page, limit, offset } = resolvePage(request, LIMITS.products.default)
    const where = request.q === undefined ? sql`true` : sql`lower(p.name) LIKE lower(${likePattern(request.q)})`
    const ids = sql`SELECT p.id FROM products p WHERE ${where} ORDER BY p.created_at DESC, p.seq DESC LIMIT ${limit} OFFSET ${offset}`
    const items = yield* sql<AdminProduct>`${adminProductSelect(sql, ids)} ORDER BY p.created_at DESC, p.seq DESC`
    const counted = yield* sql<{ total: number }>`SELECT count(*)::int AS total FROM products p WHERE ${where}`
    return { items: items.map(presentHindi), page, limit, total: counted[0]?.total ?? 0 }
  })

interface Placement {
  readonly subCategoryId: Id
  readonly categoryId: Id
  readonly superCategoryId: Id
  readonly keywords: string
  /** The class the shop proposes for a product of this subcategory at the input's dearest price (domain/gst.ts). */
  readonly taxClass: TaxClass
}

/**
 * The tag places the product (its subcategory, category and super category); the keywords are the
 * words a shopper may search by besides the name, as the seed makes them (server/seed/generate.ts),
 * then the words of the product's Hindi name, `nameHi` (as it is stored after the write), and of
 * its tag's, subcategory's, category's and brand's (server/product/product-keywords.ts).
 */
const placement = (input: ProductInput, nameHi: string | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [tag] = yield* sql<{
      subCategoryId: Id; categoryId: Id; superCategoryId: Id; tag: string; subCategory: string; category: string
      tagHi: string | null; subCategoryHi: string | null; categoryHi: string | null
    }>`
      SELECT t.sub_category_id AS "subCategoryId", t.category_id AS "categoryId", t.super_category_id AS "superCategoryId",
        t.name AS tag, s.name AS "subCategory", c.name AS category,
        t.name_hi AS "tagHi", s.name_hi AS "subCategoryHi", c.name_hi AS "categoryHi"
      FROM category_tags t
      JOIN sub_categories s ON s.id = t.sub_category_id
      JOIN categories c ON c.id = t.category_id
      WHERE t.id = ${input.categoryTagId}`
    if (tag === undefined) return yield* new BadRequest({ message: `No category tag has the id '${input.categoryTagId}'.` })
    const [brand] = yield* sql<{ name: string; nameHi: string | null }>`SELECT name, name_hi AS "nameHi" FROM brands WHERE id = ${input.brandId}`
    if (brand === undefined) return yield* new BadRequest({ message: `No brand has the id '${input.brandId}'.` })
    const english = [tag.tag, tag.subCategory, tag.category, brand.name, ...Object.values(input.attributes)].join(" ")
    const keywords = withHindiWords(english, input.name, [nameHi, tag.tagHi, tag.subCategoryHi, tag.categoryHi, brand.nameHi])
    const dearest = Math.max(...input.packSize.flatMap((size) => size.PackSizeOptions.map((option) => option.Price)))
    const taxClass = taxClassFor({ category: tag.category, subCategory: tag.subCategory }, dearest)
    return { subCategoryId: tag.subCategoryId, categoryId: tag.categoryId, superCategoryId: tag.superCategoryId, keywords, taxClass } satisfies Placement
  })

interface ExistingRows {
  readonly packSizes: ReadonlySet<string>
  readonly options: ReadonlySet<string>
}

const existingRows = (productId: Id) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const sizes = yield* sql<{ id: string }>`SELECT id FROM pack_sizes WHERE product_id = ${productId}`
    const options = yield* sql<{ id: string }>`
      SELECT o.id FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id WHERE ps.product_id = ${productId}`
    return { packSizes: new Set(sizes.map((r) => r.id)), options: new Set(options.map((r) => r.id)) } satisfies ExistingRows
  })

/**
 * An `_id` names a row of this product that the entry updates (an option id is a cart's
 * AttributeId, so it must survive an edit). One of another product, or unknown, is refused.
 */
const idProblems = (input: ProductInput, existing: ExistingRows): ReadonlyArray<string> => {
  const seen = new Set<string>()
  const problems: Array<string> = []
  const check = (id: string | undefined, mine: ReadonlySet<string>, what: string) => {
    if (id === undefined) return
    if (seen.has(id)) problems.push(`${what}: the _id '${id}' is given twice.`)
    else if (!mine.has(id)) problems.push(`${what}: the _id '${id}' is not one of this product's.`)
    seen.add(id)
  }
  for (const size of input.packSize) {
    check(size._id, existing.packSizes, `Pack size '${size.packSizeName}'`)
    for (const option of size.PackSizeOptions) check(option._id, existing.options, `Option '${option.packSizeOptionName}' of '${size.packSizeName}'`)
  }
  return problems
}

const invalidateTotals = Effect.flatMap(CountCache, (counts) => counts.invalidate)

/** POST product/new: the product, its pack sizes and options, in one transaction, with new ids. */
export const createProduct = (input: ProductInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = newId()
    yield* sql.withTransaction(Effect.gen(function* () {
      const place = yield* placement(input, insertedHindi(input.nameHi))
      const problems = idProblems(input, { packSizes: new Set(), options: new Set() })
      if (problems.length > 0) {
        return yield* new BadRequest({ message: `A new product's pack sizes and options have no _id yet. ${problems.join(" ")}` })
      }
      // Issue 33: only a product described before the lists goes without a group; a new one has none to keep.
      const ungrouped = input.attributeGroup === "" ? ungroupedAttributeProblems(input.attributes, undefined) : []
      if (ungrouped.length > 0) return yield* new BadRequest({ message: ungrouped.join(" ") })
      yield* sql`
        INSERT INTO products (id, name, slug_url, description, category_tag_id, sub_category_id, category_id, super_category_id,
          brand_id, attributes, attribute_group, recommended, trending, hot, keywords, hsn, gst_rate, name_hi, description_hi)
        VALUES (${id}, ${input.name}, ${input.slugUrl}, ${input.description}, ${input.categoryTagId}, ${place.subCategoryId},
          ${place.categoryId}, ${place.superCategoryId}, ${input.brandId}, ${JSON.stringify(input.attributes)}::jsonb,
          ${input.attributeGroup}, ${input.recommended}, ${input.trending}, ${input.hot}, ${place.keywords},
          ${input.hsn ?? place.taxClass.hsn}, ${input.gstRate ?? place.taxClass.gstRate},
          ${insertedHindi(input.nameHi)}, ${insertedHindi(input.descriptionHi)})`
      yield* writePackSizes([{ id, input }])
    }))
    yield* invalidateTotals
    return yield* adminProductById(id).pipe(Effect.map(Option.getOrThrow))
  })

/** PUT product/{productid}: replaces the product's fields, pack sizes and options; None when there is no such product. */
export const updateProduct = (id: Id, input: ProductInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql.withTransaction(Effect.gen(function* () {
      // The lock keeps two edits of one product from interleaving their pack size rows.
      const rows = yield* sql<{ id: string; attributes: Record<string, string>; nameHi: string | null }>`
        SELECT id, attributes, name_hi AS "nameHi" FROM products WHERE id = ${id} FOR UPDATE`
      if (rows.length === 0) return false
      // Left out, the Hindi name stays as stored (hindiOrKept below).
      const nameHi = storedHindi(input.nameHi)
      const place = yield* placement(input, nameHi === undefined ? rows[0]!.nameHi : nameHi)
      const problems = [
        ...idProblems(input, yield* existingRows(id)),
        // Issue 33: without a group the product keeps the attributes it has (a restock changes none).
        ...(input.attributeGroup === "" ? ungroupedAttributeProblems(input.attributes, rows[0]!.attributes) : [])
      ]
      if (problems.length > 0) return yield* new BadRequest({ message: problems.join(" ") })
      yield* sql`
        UPDATE products SET name = ${input.name}, slug_url = ${input.slugUrl}, description = ${input.description},
          category_tag_id = ${input.categoryTagId}, sub_category_id = ${place.subCategoryId}, category_id = ${place.categoryId},
          super_category_id = ${place.superCategoryId}, brand_id = ${input.brandId}, attributes = ${JSON.stringify(input.attributes)}::jsonb,
          attribute_group = ${input.attributeGroup}, recommended = ${input.recommended}, trending = ${input.trending}, hot = ${input.hot},
          keywords = ${place.keywords}, hsn = coalesce(${input.hsn ?? null}::text, hsn),
          gst_rate = coalesce(${input.gstRate ?? null}::numeric, gst_rate),
          name_hi = ${hindiOrKept(sql, input.nameHi)}, description_hi = ${hindiOrKept(sql, input.descriptionHi, "description_hi")}
        WHERE id = ${id}`
      yield* writePackSizes([{ id, input }])
      return true
    }))
    if (!found) return Option.none<AdminProduct>()
    yield* invalidateTotals
    return yield* adminProductById(id)
  })

/** PUT product/{productid}/show: a hidden product leaves every storefront list, search and page; None when there is none. */
export const setProductShown = (id: Id, show: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id: string }>`UPDATE products SET show = ${show} WHERE id = ${id} RETURNING id`
    if (rows.length === 0) return Option.none<AdminProduct>()
    yield* invalidateTotals
    return yield* adminProductById(id)
  })
