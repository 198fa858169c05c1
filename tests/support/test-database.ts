import { randomBytes } from "node:crypto"
import pg from "pg"
import type { DatabaseTarget } from "#server/db/database.ts"

/**
 * The database a suite runs on: PGlite in memory by default; with DATABASE_URL set (CI's second
 * pass), a fresh database created on that PostgreSQL server for this suite and dropped after it.
 */
export const acquireTestDatabase = async (): Promise<{ target: DatabaseTarget; release: () => Promise<void> }> => {
  const serverUrl = process.env["DATABASE_URL"]
  if (serverUrl === undefined || serverUrl === "") {
    return { target: { _tag: "Embedded", dataDir: "memory://" }, release: async () => {} }
  }
  const name = `bazaar_test_${Date.now()}_${randomBytes(4).toString("hex")}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    target: { _tag: "Server", url: url.toString() },
    release: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  }
}
