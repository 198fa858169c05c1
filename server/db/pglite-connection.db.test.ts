import { PGlite } from "@electric-sql/pglite"
import pg from "pg"
import Cursor from "pg-cursor"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PgliteConnection } from "./pglite-connection.ts"
import { endPoolClient } from "#tests/support/pool-clients.ts"

// Issue 18, ADR 026: node-postgres over PGlite with each statement's messages given to PGlite in
// one call. It must answer exactly as PGlite's own adapter does: rows, errors, prepared statements,
// cursors read page by page, and a client after another.

let pglite: PGlite
let calls = 0
let pool: pg.Pool

beforeAll(async () => {
  pglite = await PGlite.create()
  const execute = pglite.execProtocolStream.bind(pglite)
  pglite.execProtocolStream = ((message, options) => {
    calls++
    return execute(message, options)
  }) as typeof pglite.execProtocolStream
  pool = new pg.Pool({ connection: new PgliteConnection(pglite, { syncToFs: false }), max: 1, idleTimeoutMillis: 0 } as pg.PoolConfig)
  await pool.query("CREATE TABLE items (n int PRIMARY KEY, label text NOT NULL)")
  await pool.query("INSERT INTO items SELECT n, 'item ' || n FROM generate_series(1, 25) AS n")
})

afterAll(async () => {
  await pool.end()
  await pglite.close()
})

const counted = async <A>(work: () => Promise<A>) => {
  calls = 0
  const result = await work()
  return { result, calls }
}

describe("PgliteConnection (issue 18, ADR 026)", () => {
  it("gives a statement with parameters to PGlite in one call (Parse, Bind, Describe, Execute, Sync), and its rows as the adapter would", async () => {
    const { result, calls } = await counted(() => pool.query("SELECT n, label FROM items WHERE n <= $1 ORDER BY n", [2]))
    expect(result.rows).toEqual([{ n: 1, label: "item 1" }, { n: 2, label: "item 2" }])
    expect(result.fields.map((field) => field.name)).toEqual(["n", "label"])
    expect(calls).toBe(1)
    const prepared = await counted(() => pool.query({ name: "by_n", text: "SELECT label FROM items WHERE n = $1", values: [7] }))
    expect(prepared).toEqual({ result: expect.objectContaining({ rows: [{ label: "item 7" }] }), calls: 1 })
    expect((await pool.query({ name: "by_n", text: "SELECT label FROM items WHERE n = $1", values: [8] })).rows).toEqual([{ label: "item 8" }])
  })

  it("runs a simple query of several commands, and a transaction's writes are kept or rolled back whole", async () => {
    const results = (await pool.query("SELECT 1 AS a; SELECT 2 AS b")) as unknown as Array<pg.QueryResult>
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]])
    const client = await pool.connect()
    try {
      await client.query("BEGIN")
      await client.query("INSERT INTO items VALUES ($1, $2)", [100, "kept"])
      await client.query("COMMIT")
      await client.query("BEGIN")
      await client.query("INSERT INTO items VALUES ($1, $2)", [101, "dropped"])
      await client.query("ROLLBACK")
    } finally {
      client.release()
    }
    expect((await pool.query("SELECT n FROM items WHERE n >= $1 ORDER BY n", [100])).rows).toEqual([{ n: 100 }])
  })

  it("answers an error with PostgreSQL's code, and the next statement runs", async () => {
    await expect(pool.query("INSERT INTO items VALUES ($1, $2)", [1, "twice"])).rejects.toMatchObject({ code: "23505" })
    await expect(pool.query("SELECT $1::int", ["one"])).rejects.toMatchObject({ code: "22P02" })
    await expect(pool.query("SELEC 1")).rejects.toMatchObject({ code: "42601" })
    expect((await pool.query("SELECT count(*)::int AS n FROM items WHERE n < $1", [100])).rows).toEqual([{ n: 25 }])
  })

  it("reads a cursor page by page (Execute with a row limit, then Flush)", async () => {
    const client = await pool.connect()
    try {
      const cursor = client.query(new Cursor("SELECT n FROM items WHERE n <= $1 ORDER BY n", [25]))
      const pages: Array<number> = []
      for (;;) {
        const rows = await cursor.read(10)
        if (rows.length === 0) break
        pages.push(rows.length)
      }
      await cursor.close()
      expect(pages).toEqual([10, 10, 5])
    } finally {
      client.release()
    }
  })

  it("serves a new client after the last one ended, on the same PGlite session", async () => {
    const first = await pool.connect()
    await first.query("SET application_name = 'first'")
    await endPoolClient(pool, first)
    const second = await pool.connect()
    try {
      expect((await second.query("SELECT current_setting($1) AS name", ["application_name"])).rows).toEqual([{ name: "first" }])
    } finally {
      second.release()
    }
  })
})
