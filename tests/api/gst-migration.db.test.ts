import { readFileSync } from "node:fs"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TAX_RULES_BY_CATEGORY, TAX_RULES_BY_SUB_CATEGORY, taxClassFor } from "#domain/gst.ts"
import { type RunSql, seededRuntime } from "#tests/support/seeded-runtime.ts"

// Migration 0017 on a shop that already has products and orders: every product gets the tax class
// its subcategory (else category) is sold under, by the same rules as the seed (domain/gst.ts), and
// every order line the class of its product. The database is seeded, taken back to how 0016 left
// it (the columns and tables 0017 adds dropped), and 0017's SQL run again over that data.

const TIMEOUT = 120_000
const MIGRATION = readFileSync(new URL("../../server/db/migrations/0017_gst_invoices.sql", import.meta.url), "utf8")

let run: RunSql
let close: () => Promise<void> = async () => {}

interface ProductClass {
  readonly id: string
  readonly category: string
  readonly subCategory: string
  readonly dearest: number
  readonly hsn: string
  readonly gstRate: number
}

const classes = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<ProductClass>`
  SELECT p.id, c.name AS category, s.name AS "subCategory", p.hsn, p.gst_rate::float8 AS "gstRate",
    (SELECT max(o.price)::float8 FROM pack_sizes ps JOIN pack_size_options o ON o.pack_size_id = ps.id WHERE ps.product_id = p.id) AS dearest
  FROM products p JOIN categories c ON c.id = p.category_id JOIN sub_categories s ON s.id = p.sub_category_id
  ORDER BY p.id`)

beforeAll(async () => {
  ;({ run, close } = await seededRuntime({ products: 600, batchSize: 200 }))
  await run(Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Order lines of three products, as orders placed before 0017 have them.
    const [client] = yield* sql<{ id: string }>`
      INSERT INTO clients (id, name, mobile, email, role, created_at) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'Asha Rao', '9876500001', '', 'customer', now())
      RETURNING id`
    yield* sql`
      INSERT INTO orders (id, number, client_id, idempotency_key, request_hash, address, payment_mode, status, payment_status, total_mrp,
        total_price, small_cart_fee, handling_fee, rain_fee, delivery_charge, total_amount, wallet, coupon, netpayable, created_at, updated_at)
      VALUES ('bbbbbbbbbbbbbbbbbbbbbbbb', 1, ${client!.id}, 'key-1', 'hash', '{}'::jsonb, 'Cash on Delivery', 1, 'Pending', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, now(), now())`
    yield* sql`
      INSERT INTO order_lines (order_id, position, product_id, product_name, slug_url, thumbnail, pack_id, pack_name, option_id, option_name, price, mrp, quantity, hsn, gst_rate)
      SELECT 'bbbbbbbbbbbbbbbbbbbbbbbb', n - 1, p.id, p.name, p.slug_url, '', 'pack', 'pack', 'option-' || n, 'option', 1, 1, 1, '0000', 0
      FROM (SELECT id, name, slug_url, row_number() OVER (ORDER BY seq) AS n FROM products) p WHERE n <= 3`
    // Back to how migration 0016 left the schema, the data kept.
    yield* sql.unsafe(`
      DROP TABLE credit_notes; DROP TABLE credit_note_series; DROP TABLE invoices; DROP TABLE invoice_series;
      ALTER TABLE order_lines DROP COLUMN hsn, DROP COLUMN gst_rate;
      ALTER TABLE products DROP COLUMN hsn, DROP COLUMN gst_rate;`)
    yield* sql.unsafe(MIGRATION)
  }))
}, TIMEOUT)

afterAll(() => close(), TIMEOUT)

describe("migration 0017 over a catalogue and orders it did not make", () => {
  it("fills the products there were with the same rules as the seed (migration 0017 spells the tables out)", () => {
    const rows = [...MIGRATION.matchAll(/\('(category|sub)', '((?:[^']|'')+)', '(\d+)', (-?\d+)\)/g)]
      .map(([, kind, name, hsn, rate]) => [kind, name!.replace(/''/g, "'"), hsn, Number(rate)])
    const expected = [
      ...Object.entries(TAX_RULES_BY_CATEGORY).map(([name, rule]) => ["category", name, rule.hsn, rule.rate === "piece" ? -1 : rule.rate]),
      ...Object.entries(TAX_RULES_BY_SUB_CATEGORY).map(([name, rule]) => ["sub", name, rule.hsn, rule.rate === "piece" ? -1 : rule.rate])
    ]
    expect(rows).toEqual(expected)
  })

  it("gives each product the class the seed's rules give it, by its subcategory, category and dearest option", async () => {
    const rows = await run(classes)
    expect(rows.length).toBeGreaterThanOrEqual(600)
    const unexpected = rows.filter((row) => {
      const expected = taxClassFor({ category: row.category, subCategory: row.subCategory }, row.dearest)
      return expected.hsn !== row.hsn || expected.gstRate !== row.gstRate
    })
    expect(unexpected).toEqual([])
    expect(new Set(rows.map((row) => row.gstRate))).toEqual(new Set([5, 18]))
  })

  it("gives each order line its product's class, and holds both to the checks", async () => {
    const lines = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ same: boolean }>`
      SELECT l.hsn = p.hsn AND l.gst_rate = p.gst_rate AS same FROM order_lines l JOIN products p ON p.id = l.product_id`))
    expect(lines.map((l) => l.same)).toEqual([true, true, true])
    const refused = await run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.either(sql`UPDATE products SET gst_rate = 7 WHERE id = (SELECT min(id) FROM products)`)))
    expect(refused._tag).toBe("Left")
  })
})
