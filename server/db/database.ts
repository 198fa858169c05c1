import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { createPgConfig } from "@electric-sql/pglite/node-postgres"
import { Migrator, SqlClient, type SqlError } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, type Layer, Redacted } from "effect"
import pg from "pg"

/** Where the database lives: a PostgreSQL server by URL, or PGlite in a folder or in memory. */
export type DatabaseTarget =
  | { readonly _tag: "Server"; readonly url: string }
  | {
      readonly _tag: "Embedded"
      readonly dataDir: string
      /** In memory only: starts from this dump (`PGlite.dumpDataDir`) instead of an empty database. */
      readonly loadDataDir?: Blob
    }

export const describeTarget = (target: DatabaseTarget): string =>
  target._tag === "Server"
    ? `PostgreSQL server ${new URL(target.url).host}${new URL(target.url).pathname}`
    : target.dataDir === "memory://"
      ? "PGlite in memory"
      : `PGlite in ${target.dataDir}`

// PGlite's numeric and bigint columns come back as strings through node-postgres, as they do
// from a server: we cast in SQL (::float8, ::int) where a number is meant.
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * PGlite is single-process: two processes on one data folder would corrupt it. A lock file holds
 * the owner's pid; a lock left by a process that died is taken over.
 */
const lockDataDir = (dataDir: string): (() => void) => {
  const lockFile = join(dataDir, "bazaar.lock")
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" })
      return () => rmSync(lockFile, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const owner = Number(readFileSync(lockFile, "utf8"))
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new Error(`The database folder ${dataDir} is in use by process ${owner}; stop it first, or set BAZAAR_DATA_DIR.`)
      }
      rmSync(lockFile, { force: true })
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}`)
}

const embeddedPool = (dataDir: string, loadDataDir: Blob | undefined) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      let unlock = () => {}
      if (dataDir !== "memory://") {
        mkdirSync(dataDir, { recursive: true })
        unlock = lockDataDir(dataDir)
      }
      const pglite = await PGlite.create(dataDir === "memory://" ? undefined : dataDir, {
        extensions: { pg_trgm },
        ...(loadDataDir === undefined || dataDir !== "memory://" ? {} : { loadDataDir })
      })
      await pglite.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`)
      // One connection: PGlite is single-user, node-postgres queues on it.
      const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 } as pg.PoolConfig)
      return { pool, pglite, unlock }
    }),
    ({ pool, pglite, unlock }) => Effect.promise(async () => {
      await pool.end()
      await pglite.close()
      unlock()
    })
  ).pipe(Effect.map(({ pool }) => pool))

/**
 * Search tolerance for misspellings: `<%` matches when a query's trigrams cover this share of a
 * word of the name (PostgreSQL's default 0.6 misses "kurtha" for "Kurta"). Set per session.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45

const withSessionSettings = (url: string) => {
  const parsed = new URL(url)
  // JIT compilation helps long analytical queries; for a shop's short queries it only adds
  // compile time (100 ms seen on a product lookup), so it is off for our sessions.
  parsed.searchParams.set("options", `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c jit=off`)
  return parsed.toString()
}

/** The one SQL client layer for both databases (DESIGN §7). */
export const databaseLayer = (target: DatabaseTarget): Layer.Layer<SqlClient.SqlClient | PgClient.PgClient, SqlError.SqlError> =>
  target._tag === "Server"
    ? PgClient.layer({ url: Redacted.make(withSessionSettings(target.url)), maxConnections: 10, applicationName: "bazaar" })
    : PgClient.layerFromPool({ acquire: embeddedPool(target.dataDir, target.loadDataDir), applicationName: "bazaar" })

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url))

/** Versioned SQL migrations, `NNNN_name.sql`, applied in order at start. */
export const loadMigrations = (): Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> => {
  const record: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> = {}
  for (const file of readdirSync(migrationsDir).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort()) {
    const text = readFileSync(migrationsDir + file, "utf8")
    record[file.replace(/\.sql$/, "")] = Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(text))
  }
  return record
}

export const migrate = Migrator.make({})({ loader: Migrator.fromRecord(loadMigrations()) })
