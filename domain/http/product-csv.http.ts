import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { BodyLimit, CatalogueWrite } from "./call-kinds.ts"
import { ImportProblem } from "../product-csv.ts"
import { SearchText } from "../product.ts"
import { CatalogueAuth } from "./auth.http.ts"
import { BadRequest, Forbidden, ImportRefused, Unauthorized } from "./errors.ts"
import { successTrue } from "./params.ts"

/** The largest CSV the import reads (a request body): 10,000 rows of a catalogue are about 3 MB. */
export const IMPORT_BODY_BYTES = 16 * 1024 * 1024

/** What the import reads: the file's text (the screen reads the chosen file; UTF-8, a BOM allowed). */
export const ImportFile = Schema.Struct({
  csv: Schema.String.pipe(Schema.minLength(1, { message: () => "The file is empty." }))
})

export const ImportAction = Schema.Literal("create", "update")

/** What an import would do, before it does it. */
export const ImportPreview = Schema.Struct({
  success: successTrue,
  rows: Schema.Int,
  products: Schema.Int,
  creates: Schema.Int,
  updates: Schema.Int,
  /** The products the file names, in its order (at most the first 1,000). */
  changes: Schema.Array(Schema.Struct({ row: Schema.Int, slug: Schema.String, name: Schema.String, action: ImportAction })),
  /** Every problem, row by row (at most the first 1,000); an import with any is refused. */
  problems: Schema.Array(ImportProblem),
  problemCount: Schema.Int
})
export type ImportPreview = typeof ImportPreview.Type

/** One line of the apply's answer: how far it is, then how it ended (ADR 038). */
export const ImportProgress = Schema.Union(
  Schema.TaggedStruct("progress", { done: Schema.Int, total: Schema.Int }),
  Schema.TaggedStruct("applied", { created: Schema.Int, updated: Schema.Int }),
  Schema.TaggedStruct("failed", { message: Schema.String })
)
export type ImportProgress = typeof ImportProgress.Type

// Issue 20 item 2: products out and in as CSV (domain/product-csv.ts). The export streams the file;
// the import is previewed, then applied in one transaction, its progress streamed a line at a time.
export const ProductCsvGroup = HttpApiGroup.make("productCsv")
  .add(
    HttpApiEndpoint.get("export", "/product/export")
      .setUrlParams(Schema.Struct({ q: Schema.optional(SearchText) }))
      .addSuccess(Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/csv" })))
      .addError(Unauthorized).addError(Forbidden)
  )
  .add(
    HttpApiEndpoint.post("preview", "/product/import/preview").annotate(BodyLimit, IMPORT_BODY_BYTES)
      .setPayload(ImportFile)
      .addSuccess(ImportPreview)
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.post("apply", "/product/import").annotate(CatalogueWrite, true).annotate(BodyLimit, IMPORT_BODY_BYTES)
      .setPayload(ImportFile)
      // Newline-delimited ImportProgress, written as the transaction goes.
      .addSuccess(Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "application/x-ndjson" })))
      .addError(Unauthorized).addError(Forbidden).addError(BadRequest).addError(ImportRefused)
  )
  .middleware(CatalogueAuth)

/** The address of a call of this group: the contract's path under the API's prefix (the screen's download link, the apply's stream). */
export const productCsvPath = (name: keyof typeof ProductCsvGroup.endpoints): string => `/api/v1${ProductCsvGroup.endpoints[name]!.path}`
