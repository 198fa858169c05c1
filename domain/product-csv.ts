import { Either, ParseResult, Schema } from "effect"
import type { Id } from "./common.ts"
import { ProductInput, ungroupedAttributeProblems } from "./product-input.ts"

// Products as CSV (issue 20 item 2, ADR 038): one row per pack size option, the product's columns
// repeated on each of its rows. A file is read back into products by their slug and checked with the
// product form's own Schema (ProductInput), so an import obeys exactly what the form obeys.

/** The file's columns, in order: the header row names them. */
export const CSV_COLUMNS = [
  "slug",
  "name",
  "description",
  "name_hi",
  "description_hi",
  "category_tag",
  "sub_category",
  "category",
  "super_category",
  "brand",
  "attribute_group",
  "attributes",
  "hsn",
  "gst_rate",
  "recommended",
  "trending",
  "hot",
  "show",
  "pack_size",
  "pack_size_first",
  "thumbnail",
  "slider",
  "option",
  "option_first",
  "price",
  "mrp",
  "stock"
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

/**
 * Issue 39: the product's Hindi name and description. The export writes them; a file without them
 * (one exported before them) imports as before and keeps the Hindi texts stored, and an empty cell
 * clears one.
 */
export const OPTIONAL_COLUMNS = ["name_hi", "description_hi"] as const satisfies ReadonlyArray<CsvColumn>
type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number]

type RequiredColumn = Exclude<CsvColumn, OptionalColumn>

export type CsvRecord = Readonly<Record<RequiredColumn, string>> & { readonly [C in OptionalColumn]?: string }

/** The product's own columns (the same on each of its rows); the others belong to a pack size or an option. */
const PRODUCT_COLUMNS: ReadonlyArray<CsvColumn> = CSV_COLUMNS.slice(0, CSV_COLUMNS.indexOf("show") + 1)
const PACK_SIZE_COLUMNS: ReadonlyArray<CsvColumn> = ["pack_size_first", "thumbnail", "slider"]

/** The most rows a file may have: 10,000 rows import within a minute (docs/benchmarks.md); twice that is refused. */
export const MAX_IMPORT_ROWS = 20_000

/** One problem of a file: its row (1 is the header, so data starts at 2, as a spreadsheet numbers them), its column, a sentence. */
export const ImportProblem = Schema.Struct({ row: Schema.Int, column: Schema.String, message: Schema.String })
export type ImportProblem = typeof ImportProblem.Type

export const yesNo = (value: boolean): string => (value ? "yes" : "no")

// Issue 34 item 6: a cell a spreadsheet would run as a formula (OWASP's CSV injection: "=", "+",
// "-", "@", a tab or a carriage return first; csv-stringify's `escape_formulas` also takes the
// full-width "=", "+", "-" and "@") is written with a single quote before it, which a spreadsheet
// shows as text. The export writes it with csv-stringify's own option; the import takes one quote
// off again. So that the way back is exact, a cell that already starts with quotes before such a
// character ("'=x", which the option leaves alone) is written with one quote more ("''=x").
const FORMULA = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u
const QUOTED_FORMULA = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u

/** A cell as the export hands it to csv-stringify (whose `escape_formulas` then quotes a formula's first character). */
export const exportCell = (text: string): string => (QUOTED_FORMULA.test(text) ? `'${text}` : text)

/** A cell as the import reads it: one single quote taken off a cell that starts with quotes before a formula's character. */
export const importCell = (text: string): string => (QUOTED_FORMULA.test(text) ? text.slice(1) : text)

/** A cell as the export writes it into the file, whole: what `exportCell` and csv-stringify's `escape_formulas` make of it together. */
export const neutralisedCell = (text: string): string => (FORMULA.test(text) || QUOTED_FORMULA.test(text) ? `'${text}` : text)

const YES = new Set(["yes", "y", "true", "1"])
const NO = new Set(["no", "n", "false", "0", ""])

/** Where a category tag sits, by its slug. */
export interface TagPlace {
  readonly id: Id
  readonly subCategory: string
  readonly category: string
  readonly superCategory: string
}

/** What the file's slugs name in the database (the server looks them up). */
export interface CsvReferences {
  readonly tags: ReadonlyMap<string, TagPlace>
  readonly brands: ReadonlyMap<string, Id>
  /** An existing product's pack sizes by name, each with its options by name: the ids an update keeps (a cart's AttributeId). */
  readonly existing: ReadonlyMap<string, {
    readonly id: Id
    /** What the product has stored: without an attribute group it keeps these (issue 33). */
    readonly attributes: Readonly<Record<string, string>>
    readonly packSizes: ReadonlyMap<string, { readonly id: Id; readonly options: ReadonlyMap<string, Id> }>
  }>
}

/** A product read from the file: what the form would send, its visibility, and the rows it came from. */
export interface CsvProduct {
  readonly slug: string
  readonly firstRow: number
  readonly rows: number
  /** The product's id when its slug is one of the shop's (an update), else undefined (a new product). */
  readonly id: Id | undefined
  readonly input: ProductInput
  readonly show: boolean
}

export interface CsvAnalysis {
  readonly products: ReadonlyArray<CsvProduct>
  readonly problems: ReadonlyArray<ImportProblem>
}

interface Grouped {
  readonly slug: string
  readonly rows: Array<{ readonly row: number; readonly record: CsvRecord }>
}

/** The file's data rows grouped by slug, in the order each slug first appears. */
export const groupBySlug = (records: ReadonlyArray<CsvRecord>): ReadonlyArray<Grouped> => {
  const groups = new Map<string, Grouped>()
  records.forEach((record, index) => {
    const slug = record.slug.trim()
    const group = groups.get(slug) ?? { slug, rows: [] }
    group.rows.push({ row: index + 2, record })
    groups.set(slug, group)
  })
  return [...groups.values()]
}

/** The header's problems: every column present (the Hindi ones may be left out), no unknown ones. */
export const headerProblems = (header: ReadonlyArray<string>): ReadonlyArray<string> => {
  const missing = CSV_COLUMNS.filter((column) => !header.includes(column) && !(OPTIONAL_COLUMNS as ReadonlyArray<string>).includes(column))
  const unknown = header.filter((column) => !(CSV_COLUMNS as ReadonlyArray<string>).includes(column))
  return [
    ...(missing.length > 0 ? [`The header row lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}.`] : []),
    ...(unknown.length > 0 ? [`The header row has the unknown column${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}.`] : [])
  ]
}

/**
 * Which column a path of ProductInput comes from. A Map: a path may hold a name from the file (an
 * attribute's), and a plain object would find "constructor" or "toString" in it (issue 34 item 6).
 */
const FIELD_COLUMNS: ReadonlyMap<string, CsvColumn> = new Map(Object.entries({
  name: "name",
  slugUrl: "slug",
  description: "description",
  nameHi: "name_hi",
  descriptionHi: "description_hi",
  categoryTagId: "category_tag",
  brandId: "brand",
  attributeGroup: "attribute_group",
  attributes: "attributes",
  recommended: "recommended",
  trending: "trending",
  hot: "hot",
  hsn: "hsn",
  gstRate: "gst_rate",
  packSizeName: "pack_size",
  PsPrime: "pack_size_first",
  thumbnail: "thumbnail",
  slider: "slider",
  packSizeOptionName: "option",
  PsnPrime: "option_first",
  Price: "price",
  Mrp: "mrp",
  availablestock: "stock"
} satisfies Record<string, CsvColumn>))

/**
 * The attributes of the file's cell, every name an ordinary one: a Schema's decoded record is a
 * plain object, on which "__proto__" sets the prototype instead of holding an attribute (it was
 * dropped without a word), so the names and values are taken from the parsed cell itself into an
 * object without a prototype once the Schema has checked them (issue 34 item 6).
 */
const ownAttributes = (parsed: unknown): Record<string, string> => {
  const attributes = Object.create(null) as Record<string, string>
  for (const [name, value] of Object.entries(parsed as Record<string, string>)) attributes[name] = value
  return attributes
}

const decodeProduct = Schema.decodeUnknownEither(ProductInput, { errors: "all" })

/**
 * Every product of the file as the product form would send it, with each problem at its row and
 * column: a cell that is not what its column takes, a product column that differs between a
 * product's rows, a slug the shop does not know (tag, brand), and whatever ProductInput refuses.
 */
export const analyseRecords = (records: ReadonlyArray<CsvRecord>, references: CsvReferences): CsvAnalysis => {
  const products: Array<CsvProduct> = []
  const problems: Array<ImportProblem> = []
  for (const group of groupBySlug(records)) {
    const own: Array<ImportProblem> = []
    const problem = (row: number, column: string, message: string) => own.push({ row, column, message })
    const first = group.rows[0]!
    if (group.slug === "") {
      for (const { row } of group.rows) problem(row, "slug", "Every row needs the product's slug.")
      problems.push(...own)
      continue
    }
    for (const { row, record } of group.rows.slice(1)) {
      for (const column of PRODUCT_COLUMNS) {
        if (record[column] !== first.record[column]) problem(row, column, `Differs from row ${first.row} of the same product; a product's columns must be the same on each of its rows.`)
      }
    }
    const cell = first.record
    const flag = (row: number, record: CsvRecord, column: RequiredColumn): boolean => {
      const value = record[column].trim().toLowerCase()
      if (YES.has(value)) return true
      if (!NO.has(value)) problem(row, column, `'${record[column]}' is not yes or no.`)
      return false
    }
    const number = (row: number, record: CsvRecord, column: RequiredColumn): unknown => {
      const text = record[column].trim()
      if (text === "") {
        problem(row, column, "Is empty; write a number.")
        return 0
      }
      const value = Number(text)
      if (!Number.isFinite(value)) problem(row, column, `'${record[column]}' is not a number.`)
      return Number.isFinite(value) ? value : 0
    }
    let attributes: unknown = {}
    if (cell.attributes.trim() !== "") {
      try {
        attributes = JSON.parse(cell.attributes)
      } catch {
        problem(first.row, "attributes", `Is not a list of attributes such as {"Colour":"Red"}.`)
      }
    }
    const tag = references.tags.get(cell.category_tag.trim())
    if (tag === undefined) problem(first.row, "category_tag", `No category tag has the slug '${cell.category_tag}'.`)
    else {
      const places = [["sub_category", tag.subCategory], ["category", tag.category], ["super_category", tag.superCategory]] as const
      for (const [column, slug] of places) {
        const given = cell[column].trim()
        if (given !== "" && given !== slug) problem(first.row, column, `The tag '${cell.category_tag}' is in ${column.replace("_", " ")} '${slug}', not '${given}'.`)
      }
    }
    const brandId = references.brands.get(cell.brand.trim())
    if (brandId === undefined) problem(first.row, "brand", `No brand has the slug '${cell.brand}'.`)
    const existing = references.existing.get(group.slug)

    // Pack sizes in the order they first appear, each with its options in row order.
    const sizes = new Map<string, { row: number; record: CsvRecord; options: Array<{ row: number; record: CsvRecord }> }>()
    for (const entry of group.rows) {
      const name = entry.record.pack_size.trim()
      const size = sizes.get(name)
      if (size === undefined) sizes.set(name, { ...entry, options: [entry] })
      else {
        for (const column of PACK_SIZE_COLUMNS) {
          if (entry.record[column] !== size.record[column]) problem(entry.row, column, `Differs from row ${size.row} of the same pack size; a pack size's columns must be the same on each of its rows.`)
        }
        size.options.push(entry)
      }
    }
    const rowOf: Array<{ row: number; options: Array<number> }> = []
    const packSize = [...sizes.entries()].map(([name, size]) => {
      const known = existing?.packSizes.get(name)
      rowOf.push({ row: size.row, options: size.options.map((o) => o.row) })
      const slider = size.record.slider.trim()
      return {
        ...(known === undefined ? {} : { _id: known.id }),
        packSizeName: name,
        PsPrime: flag(size.row, size.record, "pack_size_first"),
        thumbnail: size.record.thumbnail.trim(),
        slider: slider === "" ? [] : slider.split("|").map((s) => s.trim()),
        PackSizeOptions: size.options.map(({ row, record }) => {
          const optionId = known?.options.get(record.option.trim())
          return {
            ...(optionId === undefined ? {} : { _id: optionId }),
            packSizeOptionName: record.option,
            PsnPrime: flag(row, record, "option_first"),
            Price: number(row, record, "price"),
            Mrp: number(row, record, "mrp"),
            availablestock: number(row, record, "stock")
          }
        })
      }
    })
    const hsn = cell.hsn.trim()
    const gst = cell.gst_rate.trim()
    const raw = {
      name: cell.name,
      slugUrl: group.slug,
      description: cell.description,
      // A file without the Hindi columns leaves them out: the product keeps its Hindi texts.
      ...(cell.name_hi === undefined ? {} : { nameHi: cell.name_hi }),
      ...(cell.description_hi === undefined ? {} : { descriptionHi: cell.description_hi }),
      categoryTagId: tag?.id ?? "000000000000000000000000",
      brandId: brandId ?? "000000000000000000000000",
      attributeGroup: cell.attribute_group.trim(),
      attributes,
      recommended: flag(first.row, cell, "recommended"),
      trending: flag(first.row, cell, "trending"),
      hot: flag(first.row, cell, "hot"),
      ...(hsn === "" ? {} : { hsn }),
      ...(gst === "" ? {} : { gstRate: Number.isFinite(Number(gst)) ? Number(gst) : gst }),
      packSize
    }
    const show = flag(first.row, cell, "show")
    const decoded = Either.map(decodeProduct(raw), (input): ProductInput => ({ ...input, attributes: ownAttributes(attributes) }))
    if (Either.isLeft(decoded)) {
      for (const issue of ParseResult.ArrayFormatter.formatErrorSync(decoded.left)) {
        const [, sizeIndex, , optionIndex] = issue.path
        // An attribute's own name ("price", "constructor") is never a column: only the path above it is read.
        const fieldPath = issue.path[0] === "attributes" ? issue.path.slice(0, 1) : issue.path
        const field = [...fieldPath].reverse().find((key): key is string => typeof key === "string" && FIELD_COLUMNS.has(key))
        const sizeRows = typeof sizeIndex === "number" ? rowOf[sizeIndex] : undefined
        const row = typeof optionIndex === "number" ? sizeRows?.options[optionIndex] : sizeRows?.row
        const column = field !== undefined ? FIELD_COLUMNS.get(field)! : refinedColumn(issue.path.length, issue.message)
        const where = issue.path[0] === "attributes" && issue.path.length > 1 ? `${String(issue.path[1])}: ` : ""
        problem(row ?? first.row, column, `${where}${sentence(issue.message)}`)
      }
    }
    // Issue 33: a product without an attribute group keeps the attributes it has; a new one has none.
    if (Either.isRight(decoded) && decoded.right.attributeGroup === "") {
      for (const message of ungroupedAttributeProblems(decoded.right.attributes, existing?.attributes)) problem(first.row, "attributes", message)
    }
    if (own.length > 0) problems.push(...own)
    else if (Either.isRight(decoded)) {
      products.push({ slug: group.slug, firstRow: first.row, rows: group.rows.length, id: existing?.id, input: decoded.right, show })
    }
  }
  problems.sort((a, b) => a.row - b.row)
  return { products, problems }
}

/**
 * The column a whole-product, pack size or option rule of ProductInput is about (its filters have no
 * field in their path): at the product, the pack sizes or the attributes; at a pack size, its
 * options; at an option, the MRP.
 */
const refinedColumn = (depth: number, message: string): CsvColumn => {
  if (message.startsWith("There is no attribute group")) return "attribute_group"
  const first = message.includes("shown first")
  if (depth >= 4) return "mrp"
  if (depth >= 2) return first ? "option_first" : "option"
  if (message.includes("pack size")) return first ? "pack_size_first" : "pack_size"
  return "attributes"
}

/** A Schema message as a sentence: capitalised, ending with a full stop. */
const sentence = (message: string): string => {
  const text = message.trim()
  const capital = text.charAt(0).toUpperCase() + text.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}
