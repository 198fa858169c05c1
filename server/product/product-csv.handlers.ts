import { HttpServerResponse } from "@effect/platform"
import { auditedOwnTransaction } from "../audit/audit.middleware.ts"
import { Cause, Effect, Queue, Schema, Stream } from "effect"
import { ImportRefused } from "#domain/http/errors.ts"
import { ImportProgress, type ImportPreview } from "#domain/http/product-csv.http.ts"
import { groupOrUnavailable, isForeignKeyViolation, isUniqueViolation } from "../http/failures.ts"
import { BazaarApi } from "#domain/http/api.ts"
import { analyseCsv, applyImport, exportCsv } from "./product-csv.ts"

/** How many products and problems an answer lists (the counts are whole). */
const LISTED = 1000

const encodeLine = Schema.encodeSync(Schema.parseJson(ImportProgress))

/** Why a transaction failed, as the admin reads it (nothing was written). */
const failureSentence = (error: unknown): string =>
  isUniqueViolation(error)
    ? "Another product took one of the file's slugs meanwhile; nothing was imported. Preview the file again."
    : isForeignKeyViolation(error)
      ? "A category tag or brand of the file was deleted meanwhile; nothing was imported. Preview the file again."
      : "The import could not be written; nothing was imported. Try again shortly."

/** Issue 20 item 2 (ADR 038): products out and in as CSV (CatalogueAuth on the group). */
export const ProductCsvHandlersLive = groupOrUnavailable(BazaarApi, "productCsv", (handlers) =>
  handlers
    .handle("export", ({ urlParams }) =>
      exportCsv(urlParams.q).pipe(
        Effect.map((pages) =>
          HttpServerResponse.stream(Stream.encodeText(pages), {
            contentType: "text/csv; charset=utf-8",
            headers: { "content-disposition": `attachment; filename="products.csv"`, "cache-control": "no-store" }
          }))
      ))
    .handle("preview", ({ payload }) =>
      analyseCsv(payload.csv).pipe(
        Effect.map((analysis): ImportPreview => {
          const updates = analysis.products.filter((p) => p.id !== undefined).length
          return {
            success: true,
            rows: analysis.records,
            products: analysis.products.length,
            creates: analysis.products.length - updates,
            updates,
            changes: analysis.products.slice(0, LISTED).map((p) => ({ row: p.firstRow, slug: p.slug, name: p.input.name, action: p.id === undefined ? "create" : "update" })),
            problems: analysis.problems.slice(0, LISTED),
            problemCount: analysis.problems.length
          }
        })
      ))
    .handle("apply", ({ payload }) =>
      Effect.gen(function* () {
        const analysis = yield* analyseCsv(payload.csv)
        if (analysis.problems.length > 0) {
          const count = analysis.problems.length
          const listed = analysis.problems.slice(0, 20).map((p) => `Row ${p.row}${p.column === "" ? "" : `, ${p.column}`}: ${p.message}`)
          return yield* new ImportRefused({
            message: `The file has ${count} problem${count > 1 ? "s" : ""}; nothing was imported. ${listed.join(" ")}`
          })
        }
        const total = analysis.products.length
        const lines = yield* Queue.unbounded<ImportProgress>()
        yield* Queue.offer(lines, { _tag: "progress", done: 0, total })
        // A daemon: the transaction ends (commits or rolls back) even if the admin's page goes away.
        // In a transaction of its own, recorded in the audit log as the staff member's import (ADR 036).
        yield* auditedOwnTransaction({ method: "POST", path: "/api/v1/product/import" }, applyImport(analysis, (done) => Queue.offer(lines, { _tag: "progress", done, total }))).pipe(
          Effect.matchCauseEffect({
            onSuccess: (result) => Queue.offer(lines, { _tag: "applied", ...result }),
            onFailure: (cause) =>
              Effect.logError("product import failed", cause).pipe(
                Effect.zipRight(Queue.offer(lines, { _tag: "failed", message: failureSentence(Cause.squash(cause)) })))
          }),
          Effect.forkDaemon
        )
        const body = Stream.fromQueue(lines).pipe(
          Stream.takeUntil((line) => line._tag !== "progress"),
          Stream.map((line) => `${encodeLine(line)}\n`),
          Stream.encodeText
        )
        return HttpServerResponse.stream(body, { contentType: "application/x-ndjson; charset=utf-8", headers: { "cache-control": "no-store" } })
      }))
)
