import { readFileSync } from "node:fs"
import { SqlClient } from "@effect/sql"
import { Effect, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { databaseLayer, migrate } from "#server/db/database.ts"
import { acquireTestDatabase } from "#tests/support/test-database.ts"

// Migration 0040 (issue 34 item 4, docs/decisions/044-own-codes-and-look-alikes.md) on a shop whose
// clients already hold look-alike e-mail addresses: the database is migrated, taken back to how 0039
// left the clients (0040's function, table and index dropped, the old index made again), given
// clients, and 0040's SQL run again over them.

const TIMEOUT = 120_000
const MIGRATION = readFileSync(new URL("../../server/db/migrations/0040_email_look_alikes.sql", import.meta.url), "utf8")

let run: <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => Promise<A>
let close: () => Promise<void> = async () => {}

const client = (n: number, email: string, createdAt: string) => ({
  id: `e0e0e0e0e0e0e0e0e0e0e0${String(n).padStart(2, "0")}`,
  name: `Client ${n}`,
  mobile: `98765009${String(60 + n)}`,
  email,
  role: "customer",
  created_at: createdAt
})

beforeAll(async () => {
  const database = await acquireTestDatabase()
  const runtime = ManagedRuntime.make(databaseLayer(database.target))
  run = (effect) => runtime.runPromise(effect)
  close = async () => {
    await runtime.dispose()
    await database.release()
  }
  await run(Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* migrate
    yield* sql.unsafe(`
      DROP INDEX clients_email_key_idx; DROP TABLE client_emails_set_aside; DROP FUNCTION email_key(text);
      CREATE UNIQUE INDEX clients_email_idx ON clients (lower(email)) WHERE email <> '';`)
    yield* sql`INSERT INTO clients ${sql.insert([
      // The first to register asha@ did so with a zero-width space in it; two look-alikes came later.
      client(1, "a\u200Bsha@example.com", "2026-01-01T00:00:00Z"),
      client(2, "asha@example.com", "2026-02-01T00:00:00Z"),
      client(3, "\uFF21\uFF33\uFF28\uFF21@example.com", "2026-03-01T00:00:00Z"),
      client(4, "ravi@example.com", "2026-01-15T00:00:00Z"),
      client(5, "", "2026-01-16T00:00:00Z"),
      client(6, "", "2026-01-17T00:00:00Z"),
      client(7, "meera\u202E@example.com", "2026-01-18T00:00:00Z")
    ])}`
    yield* sql.unsafe(MIGRATION)
  }))
}, TIMEOUT)

afterAll(() => close(), TIMEOUT)

const emails = () => run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql<{ n: string; email: string }>`SELECT right(id, 2) AS n, email FROM clients WHERE id LIKE 'e0e0%' ORDER BY id`))

describe("migration 0040 over clients whose e-mail addresses look alike", () => {
  it("leaves each address with the client who registered it first and empties the later look-alikes'", async () => {
    expect(await emails()).toEqual([
      { n: "01", email: "a\u200Bsha@example.com" },
      { n: "02", email: "" },
      { n: "03", email: "" },
      { n: "04", email: "ravi@example.com" },
      { n: "05", email: "" },
      { n: "06", email: "" },
      { n: "07", email: "meera\u202E@example.com" }
    ])
  })

  it("keeps the addresses it emptied, for support to see, with why", async () => {
    const rows = await run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<{ clientId: string; email: string; reason: string }>`SELECT client_id AS "clientId", email, reason FROM client_emails_set_aside ORDER BY client_id`))
    expect(rows.map((row) => [row.clientId.slice(-2), row.email])).toEqual([["02", "asha@example.com"], ["03", "\uFF21\uFF33\uFF28\uFF21@example.com"]])
    for (const row of rows) expect(row.reason).toMatch(/invisible characters/)
  })

  it("reads an address as the one it looks like: invisible characters gone, NFKC, lower case", async () => {
    const keys = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ a: string; b: string; c: string; d: string }>`
      SELECT email_key(${"A\u200BSHA@Example.com"}) AS a, email_key(${"\uFF41\uFF53\uFF48\uFF41@example.com"}) AS b,
        email_key(${"\u202Dasha\u2069@example.com\uFEFF"}) AS c, email_key(${"asha@example.com"}) AS d`))
    expect(keys).toEqual([{ a: "asha@example.com", b: "asha@example.com", c: "asha@example.com", d: "asha@example.com" }])
  })

  it("from then on the database refuses a second client with a look-alike address, and allows many without one", async () => {
    const insert = (n: number, email: string) => run(Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql`INSERT INTO clients ${sql.insert(client(n, email, "2026-04-01T00:00:00Z"))}`))
    await expect(insert(8, "ASHA@example.com")).rejects.toBeDefined()
    await expect(insert(8, "meera@example.com")).rejects.toBeDefined()
    await insert(8, "")
    await insert(9, "kiran@example.com")
    expect((await emails()).slice(-2)).toEqual([{ n: "08", email: "" }, { n: "09", email: "kiran@example.com" }])
  })
})
