import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import { BadRequest } from "#domain/http/errors.ts"
import { bulkChanges, type BulkChange, type BulkProductRow, type BulkRequest } from "#domain/product-bulk.ts"
import { CountCache } from "./count-cache.ts"
import { refreshPriceFacts } from "./pack-sizes.writes.ts"

// Issue 20 item 1 (docs/decisions/037-catalogue-admin.md): bulk actions on products. The preview and
// the change compute the same changes with domain/product-bulk.ts; the change reads the rows locked
// in its own transaction and writes all of them or none. Like every product write it keeps
// price_from and the listing filters' facts (migration 0024) and empties the list totals.

const idList = (ids: ReadonlyArray<string>) => JSON.stringify(ids)

/** The chosen products with their options, in the order chosen; `lock` holds them until the transaction ends. */
const readRows = (ids: ReadonlyArray<Id>, lock: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Locked in id order, so two bulk changes over the same products never wait on each other crosswise.
    const products = yield* sql<{ id: Id; name: string; show: boolean }>`
      SELECT id, name, show FROM products
      WHERE id IN (SELECT json_array_elements_text(${idList(ids)}::json)) ORDER BY id ${lock ? sql`FOR UPDATE` : sql``}`
    const known = new Set<string>(products.map((p) => p.id))
    const unknown = ids.filter((id) => !known.has(id))
    if (unknown.length > 0) {
      return yield* new BadRequest({ message: `No product has the id ${unknown.map((id) => `'${id}'`).join(", ")}; nothing was changed.` })
    }
    // Options locked in id order, as an order's placement locks them; then put in the product's own order.
    const options = yield* sql<{ productId: Id; optionId: Id; optionName: string; price: number; mrp: number; stock: number; sizeAt: number; optionAt: number }>`
      SELECT ps.product_id AS "productId", o.id AS "optionId", ps.name || ' / ' || o.name AS "optionName",
        o.price::float8 AS price, o.mrp::float8 AS mrp, o.available_stock AS stock, ps.position AS "sizeAt", o.position AS "optionAt"
      FROM pack_sizes ps JOIN pack_size_options o ON o.pack_size_id = ps.id
      WHERE ps.product_id IN (SELECT json_array_elements_text(${idList(ids)}::json))
      ORDER BY o.id ${lock ? sql`FOR UPDATE OF o` : sql``}`
    const byId = new Map(products.map((p) => [p.id, p]))
    return ids.map((id): BulkProductRow => {
      const product = byId.get(id)!
      return {
        productId: id,
        productName: product.name,
        show: product.show,
        options: options
          .filter((o) => o.productId === id)
          .sort((a, b) => a.sizeAt - b.sizeAt || a.optionAt - b.optionAt)
          .map((o) => ({ optionId: o.optionId, optionName: o.optionName, price: o.price, mrp: o.mrp, stock: o.stock }))
      }
    })
  })

/** POST admin/products/bulk/preview: what the action would change now; nothing is written. */
export const previewBulk = (request: BulkRequest) =>
  readRows(request.productIds, false).pipe(Effect.map((rows) => bulkChanges(request.action, rows)))

/** POST product/bulk: the action's changes, recomputed from the locked rows, written in one transaction. */
export const applyBulk = (request: BulkRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const changes = yield* sql.withTransaction(Effect.gen(function* () {
      const rows = yield* readRows(request.productIds, true)
      const changes = bulkChanges(request.action, rows)
      yield* write(changes)
      return changes
    }))
    yield* Effect.flatMap(CountCache, (counts) => counts.invalidate)
    return changes
  })

const write = (changes: ReadonlyArray<BulkChange>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (changes.length === 0) return
    const shown = changes.filter((c) => c.optionId === null).map((c) => ({ id: c.productId, show: c.after.show }))
    if (shown.length > 0) {
      yield* sql`
        UPDATE products p SET show = r.show
        FROM json_to_recordset(${JSON.stringify(shown)}::json) AS r (id text, show boolean)
        WHERE p.id = r.id`
    }
    const options = changes.filter((c) => c.optionId !== null).map((c) => ({
      id: c.optionId,
      price: c.after.price ?? null,
      mrp: c.after.mrp ?? null,
      stock: c.after.stock ?? null
    }))
    if (options.length > 0) {
      yield* sql`
        UPDATE pack_size_options o SET price = coalesce(r.price, o.price), mrp = coalesce(r.mrp, o.mrp),
          available_stock = coalesce(r.stock, o.available_stock)
        FROM json_to_recordset(${JSON.stringify(options)}::json) AS r (id text, price numeric, mrp numeric, stock integer)
        WHERE o.id = r.id`
      // The price a listing sorts and filters by, and its discount filter, follow the options.
      yield* refreshPriceFacts([...new Set(changes.map((c) => c.productId))])
    }
  })
