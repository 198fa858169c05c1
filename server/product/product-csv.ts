import { SqlClient } from "@effect/sql"
import { CsvError, parse } from "csv-parse/sync"
import { stringify } from "csv-stringify/sync"
import { Chunk, Effect, Option, Stream } from "effect"
import type { Id } from "#domain/common.ts"
import { taxClassFor } from "#domain/gst.ts"
import { BadRequest } from "#domain/http/errors.ts"
import {
  analyseRecords, CSV_COLUMNS, type CsvAnalysis, type CsvRecord, type CsvReferences, exportCell, headerProblems, importCell, MAX_IMPORT_ROWS, type TagPlace, yesNo
} from "#domain/product-csv.ts"
import { attributeGroupOf } from "#domain/product-input.ts"
import { rememberedHindiNameWords, withHindiWords } from "#domain/hindi-keywords.ts"
import { insertedHindi } from "../catalogue/hindi-names.ts"
import { newId } from "../db/ids.ts"
import { CountCache } from "./count-cache.ts"
import { writePackSizes } from "./pack-sizes.writes.ts"

// Products out and in as CSV (issue 20 item 2, ADR 038). The export reads the catalogue a page of
// products at a time and writes each page as it is read; the import is read whole (the request body,
// at most IMPORT_BODY_BYTES), checked with the product form's Schema, and written in one transaction.

/** How many products the export reads at a time, and the import writes at a time (a progress step). */
export const EXPORT_PAGE = 500
export const IMPORT_CHUNK = 250

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

interface ExportRow {
  readonly seq: string
  readonly slug: string
  readonly name: string
  readonly description: string
  readonly nameHi: string | null
  readonly descriptionHi: string | null
  readonly tag: string
  readonly sub: string
  readonly cat: string
  readonly sup: string
  readonly brand: string
  readonly group: string
  readonly tagName: string
  readonly subName: string
  readonly catName: string
  readonly attributes: Record<string, string>
  readonly hsn: string
  readonly gst: number
  readonly recommended: boolean
  readonly trending: boolean
  readonly hot: boolean
  readonly show: boolean
  readonly size: string
  readonly sizeFirst: boolean
  readonly thumbnail: string
  readonly slider: ReadonlyArray<string>
  readonly option: string
  readonly optionFirst: boolean
  readonly price: number
  readonly mrp: number
  readonly stock: number
}

const recordOf = (r: ExportRow): CsvRecord => ({
  slug: r.slug,
  name: r.name,
  description: r.description,
  name_hi: r.nameHi ?? "",
  description_hi: r.descriptionHi ?? "",
  category_tag: r.tag,
  sub_category: r.sub,
  category: r.cat,
  super_category: r.sup,
  brand: r.brand,
  // The group the product form edits it in (a demo product stored without one takes its tag's, ADR 038).
  attribute_group: attributeGroupOf({ attributeGroup: r.group, attributes: r.attributes, CategoryTag: r.tagName, SubCategory: r.subName, category: r.catName }),
  attributes: Object.keys(r.attributes).length === 0 ? "" : JSON.stringify(r.attributes),
  hsn: r.hsn,
  gst_rate: String(r.gst),
  recommended: yesNo(r.recommended),
  trending: yesNo(r.trending),
  hot: yesNo(r.hot),
  show: yesNo(r.show),
  pack_size: r.size,
  pack_size_first: yesNo(r.sizeFirst),
  thumbnail: r.thumbnail,
  slider: r.slider.join("|"),
  option: r.option,
  option_first: yesNo(r.optionFirst),
  price: String(r.price),
  mrp: String(r.mrp),
  stock: String(r.stock)
})

/** One page of the export: the rows of up to EXPORT_PAGE products after `after` (their seq), with `q` in the name. */
const exportPage = (after: string, q: string | undefined) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql<ExportRow>`
    SELECT p.seq::text AS seq, p.slug_url AS slug, p.name, p.description, p.name_hi AS "nameHi", p.description_hi AS "descriptionHi", t.slug_url AS tag, s.slug_url AS sub, c.slug_url AS cat,
      sc.slug_url AS sup, b.slug_url AS brand, p.attribute_group AS "group", t.name AS "tagName", s.name AS "subName", c.name AS "catName", p.attributes, p.hsn, p.gst_rate::float8 AS gst,
      p.recommended, p.trending, p.hot, p.show, ps.name AS size, ps.ps_prime AS "sizeFirst", ps.thumbnail, ps.slider,
      o.name AS option, o.psn_prime AS "optionFirst", o.price::float8 AS price, o.mrp::float8 AS mrp, o.available_stock AS stock
    FROM (SELECT id FROM products WHERE seq > ${after}::bigint
            AND ${q === undefined ? sql`true` : sql`lower(name) LIKE lower(${likePattern(q)})`}
          ORDER BY seq LIMIT ${EXPORT_PAGE}) page
    JOIN products p ON p.id = page.id
    JOIN category_tags t ON t.id = p.category_tag_id
    JOIN sub_categories s ON s.id = p.sub_category_id
    JOIN categories c ON c.id = p.category_id
    JOIN super_categories sc ON sc.id = p.super_category_id
    JOIN brands b ON b.id = p.brand_id
    JOIN pack_sizes ps ON ps.product_id = p.id
    JOIN pack_size_options o ON o.pack_size_id = ps.id
    ORDER BY p.seq, ps.position, o.position`)

/**
 * How the export writes a file (issue 34 item 6): csv-stringify's `escape_formulas` puts a single
 * quote before a cell a spreadsheet would run as a formula (OWASP's rule), and `exportCell` one
 * more before a cell that already starts with quotes before such a character, so that the import's
 * `importCell` gives back every cell exactly.
 */
export const CSV_WRITE_OPTIONS = { columns: [...CSV_COLUMNS], escape_formulas: true, cast: { string: exportCell } }

/**
 * GET product/export: the header row, then every product's rows (`q` keeps names containing it),
 * a page of products at a time, so the file is never held whole (100,000 products are ~40 MB).
 * UTF-8 with a byte order mark, which spreadsheets need to read Hindi names as Hindi.
 */
export const exportCsv = (q: string | undefined) =>
  Effect.map(SqlClient.SqlClient, (sql) =>
    Stream.paginateChunkEffect({ after: "0", first: true }, (cursor) =>
      exportPage(cursor.after, q).pipe(
        Effect.map((rows) => {
          const text = stringify(rows.map(recordOf), { ...CSV_WRITE_OPTIONS, header: cursor.first, bom: cursor.first })
          const last = rows.at(-1)
          const page = Chunk.of(cursor.first && rows.length === 0 ? stringify([], { ...CSV_WRITE_OPTIONS, header: true, bom: true }) : text)
          return [page, last === undefined ? Option.none() : Option.some({ after: last.seq, first: false })] as const
        }),
        Effect.provideService(SqlClient.SqlClient, sql)
      )))

/** The file's text as records under their columns; a file that is not such a CSV is the admin's 400, with a sentence. */
export const readCsv = (text: string): Effect.Effect<ReadonlyArray<CsvRecord>, BadRequest> =>
  Effect.gen(function* () {
    let rows: Array<Array<string>>
    try {
      rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false, max_record_size: 64 * 1024, to_line: MAX_IMPORT_ROWS + 10 })
    } catch (error) {
      const detail = error instanceof CsvError ? error.message : "it could not be read"
      return yield* new BadRequest({ message: `The file is not a CSV the import can read: ${detail.replace(/\.$/, "")}.` })
    }
    const [header, ...data] = rows
    if (header === undefined) return yield* new BadRequest({ message: "The file is empty." })
    const problems = headerProblems(header.map((h) => h.trim()))
    if (problems.length > 0) return yield* new BadRequest({ message: `${problems.join(" ")} Export the products to see the columns the import reads.` })
    if (data.length === 0) return yield* new BadRequest({ message: "The file has a header row but no products." })
    if (data.length > MAX_IMPORT_ROWS) {
      return yield* new BadRequest({ message: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-IN")} rows; split it into smaller files.` })
    }
    const index = header.map((h) => h.trim())
    // Issue 34 item 6: a cell the export wrote with a quote before a formula's first character is read without it.
    return data.map((row) => Object.fromEntries(index.map((column, i) => [column, importCell(row[i] ?? "")])) as CsvRecord)
  })

interface TagRow extends TagPlace {
  readonly slug: string
  readonly tagName: string
  readonly subCategoryName: string
  readonly categoryName: string
  readonly tagHi: string | null
  readonly subCategoryHi: string | null
  readonly categoryHi: string | null
}

/** The names of a tag and of the entries above it, English and Hindi: the tax class's and the keywords'. */
interface TagNames {
  readonly tag: string
  readonly subCategory: string
  readonly category: string
  readonly hindi: ReadonlyArray<string | null>
}

interface Lookups extends CsvReferences {
  readonly tagNames: ReadonlyMap<Id, TagNames>
  readonly brandNames: ReadonlyMap<Id, { readonly name: string; readonly nameHi: string | null }>
  /** An existing product's Hindi name by its slug: a file without the Hindi columns keeps it. */
  readonly storedNamesHi: ReadonlyMap<string, string | null>
  readonly taxes: ReadonlyMap<string, { readonly hsn: string; readonly gstRate: number }>
}

const inList = (values: Iterable<string>) => JSON.stringify([...new Set(values)])

/** What the file's slugs name in the shop: tags, brands, and the products (with their pack sizes and options) it updates. */
const lookUp = (records: ReadonlyArray<CsvRecord>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const tagRows = yield* sql<TagRow>`
      SELECT t.slug_url AS slug, t.id, s.slug_url AS "subCategory", c.slug_url AS category, sc.slug_url AS "superCategory",
        t.name AS "tagName", s.name AS "subCategoryName", c.name AS "categoryName",
        t.name_hi AS "tagHi", s.name_hi AS "subCategoryHi", c.name_hi AS "categoryHi"
      FROM category_tags t
      JOIN sub_categories s ON s.id = t.sub_category_id
      JOIN categories c ON c.id = t.category_id
      JOIN super_categories sc ON sc.id = t.super_category_id
      WHERE t.slug_url IN (SELECT json_array_elements_text(${inList(records.map((r) => r.category_tag.trim()))}::json))`
    const brandRows = yield* sql<{ slug: string; id: Id; name: string; nameHi: string | null }>`
      SELECT slug_url AS slug, id, name, name_hi AS "nameHi" FROM brands
      WHERE slug_url IN (SELECT json_array_elements_text(${inList(records.map((r) => r.brand.trim()))}::json))`
    const optionRows = yield* sql<{
      slug: string; id: Id; attributes: Record<string, string>; nameHi: string | null; hsn: string; gst: number
      sizeId: Id | null; size: string | null; optionId: Id | null; option: string | null
    }>`
      SELECT p.slug_url AS slug, p.id, p.attributes, p.name_hi AS "nameHi", p.hsn, p.gst_rate::float8 AS gst, ps.id AS "sizeId", ps.name AS size, o.id AS "optionId", o.name AS option
      FROM products p
      LEFT JOIN pack_sizes ps ON ps.product_id = p.id
      LEFT JOIN pack_size_options o ON o.pack_size_id = ps.id
      WHERE p.slug_url IN (SELECT json_array_elements_text(${inList(records.map((r) => r.slug.trim()))}::json))`
    const existing = new Map<string, { id: Id; attributes: Record<string, string>; packSizes: Map<string, { id: Id; options: Map<string, Id> }> }>()
    const taxes = new Map<string, { hsn: string; gstRate: number }>()
    for (const row of optionRows) {
      const product = existing.get(row.slug) ?? { id: row.id, attributes: row.attributes, packSizes: new Map() }
      existing.set(row.slug, product)
      taxes.set(row.slug, { hsn: row.hsn, gstRate: row.gst })
      if (row.sizeId === null || row.size === null) continue
      const size = product.packSizes.get(row.size) ?? { id: row.sizeId, options: new Map() }
      product.packSizes.set(row.size, size)
      if (row.optionId !== null && row.option !== null && !size.options.has(row.option)) size.options.set(row.option, row.optionId)
    }
    return {
      tags: new Map(tagRows.map((t) => [t.slug, { id: t.id, subCategory: t.subCategory, category: t.category, superCategory: t.superCategory }])),
      tagNames: new Map(tagRows.map((t) => [t.id, {
        tag: t.tagName, subCategory: t.subCategoryName, category: t.categoryName, hindi: [t.tagHi, t.subCategoryHi, t.categoryHi]
      }])),
      brands: new Map(brandRows.map((b) => [b.slug, b.id])),
      brandNames: new Map(brandRows.map((b) => [b.id, { name: b.name, nameHi: b.nameHi }])),
      storedNamesHi: new Map(optionRows.map((row) => [row.slug, row.nameHi])),
      existing,
      taxes
    } satisfies Lookups
  })

/** The file read and checked: its products as the form would send them, and every problem at its row. */
export const analyseCsv = (text: string) =>
  Effect.gen(function* () {
    const records = yield* readCsv(text)
    const lookups = yield* lookUp(records)
    return { records: records.length, lookups, ...analyseRecords(records, lookups) }
  })

export type AnalysedCsv = Effect.Effect.Success<ReturnType<typeof analyseCsv>>

/**
 * The file's products written in the transaction the caller holds, IMPORT_CHUNK at a time (one
 * statement per table per chunk), with `progress` told after each. A product keeps its id, and its
 * pack sizes and options keep theirs by name (a cart's AttributeId survives); rows the file leaves
 * out of an updated product go (`writePackSizes`, as the product form's writes); keywords, tax class,
 * price_from and the listing facts (migration 0024) are kept as the form's writes keep them.
 */
export const writeProducts = (analysis: Pick<CsvAnalysis, "products"> & { readonly lookups: Lookups }, progress: (done: number) => Effect.Effect<void>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const { products, lookups } = analysis
    const wordsOf = rememberedHindiNameWords()
    for (let start = 0; start < products.length; start += IMPORT_CHUNK) {
      const chunk = products.slice(start, start + IMPORT_CHUNK).map((product) => ({ ...product, id: product.id ?? newId() }))
      // A file has the Hindi columns or not (OPTIONAL_COLUMNS): without them, the products keep their Hindi texts.
      const namesHi = chunk.some((product) => product.input.nameHi !== undefined)
      const descriptionsHi = chunk.some((product) => product.input.descriptionHi !== undefined)
      const productRows = chunk.map(({ id, input, show, slug }) => {
        const names = lookups.tagNames.get(input.categoryTagId)!
        const brand = lookups.brandNames.get(input.brandId)!
        const attributeWords = Object.values(input.attributes).join(" ")
        // The keywords as the form's writes make them (product-admin.writes.ts), with the Hindi name the product keeps.
        const english = [names.tag, names.subCategory, names.category, brand.name, ...(attributeWords === "" ? [] : [attributeWords])].join(" ")
        const nameHi = namesHi ? insertedHindi(input.nameHi) : lookups.storedNamesHi.get(slug) ?? null
        const dearest = Math.max(...input.packSize.flatMap((size) => size.PackSizeOptions.map((option) => option.Price)))
        const proposed = taxClassFor(names, dearest)
        const kept = lookups.taxes.get(slug)
        return {
          id,
          name: input.name,
          slug_url: input.slugUrl,
          description: input.description,
          category_tag_id: input.categoryTagId,
          brand_id: input.brandId,
          attributes: input.attributes,
          attribute_group: input.attributeGroup,
          recommended: input.recommended,
          trending: input.trending,
          hot: input.hot,
          show,
          keywords: withHindiWords(english, input.name, [nameHi, ...names.hindi, brand.nameHi], wordsOf),
          hsn: input.hsn ?? kept?.hsn ?? proposed.hsn,
          gst_rate: input.gstRate ?? kept?.gstRate ?? proposed.gstRate,
          name_hi: insertedHindi(input.nameHi),
          description_hi: insertedHindi(input.descriptionHi)
        }
      })
      const hindi = [
        ...(namesHi ? [sql`name_hi = excluded.name_hi`] : []),
        ...(descriptionsHi ? [sql`description_hi = excluded.description_hi`] : [])
      ]
      yield* sql`
        INSERT INTO products (id, name, slug_url, description, category_tag_id, sub_category_id, category_id, super_category_id,
          brand_id, attributes, attribute_group, recommended, trending, hot, show, keywords, hsn, gst_rate, name_hi, description_hi)
        SELECT r.id, r.name, r.slug_url, r.description, r.category_tag_id, t.sub_category_id, t.category_id, t.super_category_id,
          r.brand_id, r.attributes, r.attribute_group, r.recommended, r.trending, r.hot, r.show,
          r.keywords, r.hsn, r.gst_rate, r.name_hi, r.description_hi
        FROM json_to_recordset(${JSON.stringify(productRows)}::json) AS r (id text, name text, slug_url text, description text,
            category_tag_id text, brand_id text, attributes jsonb, attribute_group text, recommended boolean, trending boolean,
            hot boolean, show boolean, keywords text, hsn text, gst_rate numeric, name_hi text, description_hi text)
        JOIN category_tags t ON t.id = r.category_tag_id
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, slug_url = excluded.slug_url, description = excluded.description,
          category_tag_id = excluded.category_tag_id, sub_category_id = excluded.sub_category_id, category_id = excluded.category_id,
          super_category_id = excluded.super_category_id, brand_id = excluded.brand_id, attributes = excluded.attributes,
          attribute_group = excluded.attribute_group, recommended = excluded.recommended, trending = excluded.trending,
          hot = excluded.hot, show = excluded.show, keywords = excluded.keywords, hsn = excluded.hsn, gst_rate = excluded.gst_rate
          ${hindi.length === 0 ? sql`` : sql`, ${sql.csv(hindi)}`}`
      yield* writePackSizes(chunk)
      yield* progress(Math.min(start + IMPORT_CHUNK, products.length))
      // On PGlite the statements run in this thread and resolve as microtasks: without a turn of the
      // event loop, no socket is written (the progress line, any other answer) until the transaction ends.
      yield* turnOfTheEventLoop
    }
  })

const turnOfTheEventLoop = Effect.async<void>((resume) => {
  const handle = setImmediate(() => resume(Effect.void))
  return Effect.sync(() => clearImmediate(handle))
})

/** The import applied: every product in one transaction (all or nothing), then the list totals emptied. */
export const applyImport = (analysis: AnalysedCsv, progress: (done: number) => Effect.Effect<void>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql.withTransaction(writeProducts(analysis, progress))
    yield* Effect.flatMap(CountCache, (counts) => counts.invalidate)
    const updated = analysis.products.filter((p) => p.id !== undefined).length
    return { created: analysis.products.length - updated, updated }
  })
