import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Id } from "#domain/common.ts"
import type { ProductInput } from "#domain/product-input.ts"
import { newId } from "../db/ids.ts"

// Products' pack sizes and options, written one way for the product form (one product) and the
// CSV import (a chunk of them), and the facts a listing reads that follow them (ADR 049).

/**
 * A product's pack sizes and options as the rows `pack_sizes` and `pack_size_options` take, in the
 * input's order: an entry with an `_id` keeps it, the others get new ids.
 */
const packSizeRows = (productId: Id, input: Pick<ProductInput, "packSize">) => {
  const sizes = input.packSize.map((size, position) => ({ size, id: size._id ?? newId(), position }))
  const optionRows = sizes.flatMap(({ size, id: packSizeId }) =>
    size.PackSizeOptions.map((option, position) => ({
      id: option._id ?? newId(),
      pack_size_id: packSizeId,
      name: option.packSizeOptionName,
      psn_prime: option.PsnPrime,
      price: option.Price,
      mrp: option.Mrp,
      available_stock: option.availablestock,
      position
    })))
  const sizeRows = sizes.map(({ size, id, position }) => ({
    id, product_id: productId, name: size.packSizeName, ps_prime: size.PsPrime, thumbnail: size.thumbnail, slider: size.slider, position
  }))
  return { sizeRows, optionRows }
}

const idList = (ids: ReadonlyArray<string>) => JSON.stringify(ids)

/**
 * The price a listing sorts and filters by (`price_from`, the cheapest option) and the listing
 * filters' facts (migration 0024) of the products, as their options now are.
 */
export const refreshPriceFacts = (productIds: ReadonlyArray<Id>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`
    UPDATE products p SET price_from = (
      SELECT min(o.price) FROM pack_size_options o JOIN pack_sizes ps ON ps.id = o.pack_size_id WHERE ps.product_id = p.id),
      (discount_pct, sizes, colours) = (SELECT * FROM product_filter_facts(p.id))
    WHERE p.id IN (SELECT json_array_elements_text(${idList(productIds)}::json))`)

/**
 * Each product's pack sizes and options become exactly its input's, in its order, one statement per
 * table for all of them: entries with an `_id` update their row (the caller has checked it is that
 * product's), the others are inserted with new ids, and rows an input leaves out are deleted. Then
 * `refreshPriceFacts`. Runs in the caller's transaction, which holds the products.
 */
export const writePackSizes = (products: ReadonlyArray<{ readonly id: Id; readonly input: Pick<ProductInput, "packSize"> }>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = products.map(({ id, input }) => packSizeRows(id, input))
    const sizeRows = rows.flatMap((r) => r.sizeRows)
    const options = rows.flatMap((r) => r.optionRows)
    const productIds = idList(products.map((p) => p.id))
    // Options left out go first, so a name moved between rows cannot collide.
    yield* sql`
      DELETE FROM pack_size_options o USING pack_sizes ps
      WHERE o.pack_size_id = ps.id AND ps.product_id IN (SELECT json_array_elements_text(${productIds}::json))
        AND o.id NOT IN (SELECT json_array_elements_text(${idList(options.map((o) => o.id))}::json))`
    yield* sql`
      INSERT INTO pack_sizes (id, product_id, name, ps_prime, thumbnail, slider, position)
      SELECT r.id, r.product_id, r.name, r.ps_prime, r.thumbnail, r.slider, r.position
      FROM json_to_recordset(${JSON.stringify(sizeRows)}::json)
        AS r (id text, product_id text, name text, ps_prime boolean, thumbnail text, slider jsonb, position integer)
      ON CONFLICT (id) DO UPDATE SET name = excluded.name, ps_prime = excluded.ps_prime, thumbnail = excluded.thumbnail,
        slider = excluded.slider, position = excluded.position`
    // An option may move to another pack size of its product: its row (and id) goes with it.
    yield* sql`
      INSERT INTO pack_size_options (id, pack_size_id, name, psn_prime, price, mrp, available_stock, position)
      SELECT r.id, r.pack_size_id, r.name, r.psn_prime, r.price, r.mrp, r.available_stock, r.position
      FROM json_to_recordset(${JSON.stringify(options)}::json)
        AS r (id text, pack_size_id text, name text, psn_prime boolean, price numeric, mrp numeric, available_stock integer, position integer)
      ON CONFLICT (id) DO UPDATE SET pack_size_id = excluded.pack_size_id, name = excluded.name, psn_prime = excluded.psn_prime,
        price = excluded.price, mrp = excluded.mrp, available_stock = excluded.available_stock, position = excluded.position`
    yield* sql`
      DELETE FROM pack_sizes WHERE product_id IN (SELECT json_array_elements_text(${productIds}::json))
        AND id NOT IN (SELECT json_array_elements_text(${idList(sizeRows.map((s) => s.id))}::json))`
    yield* refreshPriceFacts(products.map((p) => p.id))
  })
