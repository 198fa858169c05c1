import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"
import { createPgConfig } from "@electric-sql/pglite/node-postgres"
import { PgClient } from "@effect/sql-pg"
import { Effect } from "effect"
import pg from "pg"
import { migrate, PGLITE_EXTENSIONS } from "#server/db/database.ts"
import { seedCatalogue } from "#server/seed/seed.ts"

// A fresh PGlite starts from a dump of a migrated (and seeded) database instead of running initdb,
// the migrations and the seed again: on this 2-core machine 1.3 s instead of 4.3 s for each of the
// thirty-odd servers the db and browser suites start (measured in docs/benchmarks.md, "Test suite").
// Each suite still gets its own database in memory; only the starting point is shared. The dump is
// kept in node_modules/.cache, named by a hash of everything that decides its content (migrations,
// seed, domain, lockfile, the day), so a change to any of them builds a new one.

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..")
const CACHE_DIR = join(repoRoot, "node_modules", ".cache", "bazaar-test-db")
const DECIDING = ["server/db", "server/seed", "domain", "package-lock.json", "tests/support/seeded-database.ts"]

const filesUnder = (path: string): ReadonlyArray<string> =>
  statSync(path).isDirectory()
    ? readdirSync(path).sort().flatMap((name) => filesUnder(join(path, name)))
    : [path]

let sourcesHash: string | undefined
const hashOfSources = (): string => {
  if (sourcesHash !== undefined) return sourcesHash
  const hash = createHash("sha256")
  for (const file of DECIDING.flatMap((path) => filesUnder(join(repoRoot, path)))) {
    hash.update(file.slice(repoRoot.length)).update(readFileSync(file))
  }
  hash.update(new Date().toISOString().slice(0, 10))
  sourcesHash = hash.digest("hex").slice(0, 16)
  return sourcesHash
}

/**
 * After a checkpoint PostgreSQL needs only the WAL segment it is writing; the others it keeps are
 * spare segments for reuse, 16 MB each, a quarter of the dump that every suite's PGlite unpacks
 * (dropping one took a 600-product start from 2.0 s to 1.7 s of CPU, docs/benchmarks.md).
 */
const dropSpareWal = async (pglite: PGlite): Promise<void> => {
  await pglite.exec("CHECKPOINT")
  const current = (await pglite.query<{ readonly segment: string }>("SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment")).rows[0]!.segment
  const fs = pglite.Module.FS
  const wal = `${pglite.Module.ENV["PGDATA"] ?? "/pglite/data"}/pg_wal`
  for (const name of fs.readdir(wal)) {
    if (/^[0-9A-F]{24}$/.test(name) && name !== current) fs.unlink(`${wal}/${name}`)
  }
}

const build = async (products: number | null, file: string): Promise<void> => {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
  try {
    // The server's own SQL client over this PGlite, as the server makes it (one connection).
    const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 } as pg.PoolConfig)
    await Effect.runPromise(
      Effect.gen(function* () {
        yield* migrate
        if (products !== null) yield* seedCatalogue({ products })
      }).pipe(Effect.provide(PgClient.layerFromPool({ acquire: Effect.succeed(pool), applicationName: "bazaar-template" })), Effect.scoped)
    )
    await pool.end()
    await dropSpareWal(pglite)
    const dump = await pglite.dumpDataDir("none")
    mkdirSync(CACHE_DIR, { recursive: true })
    // Written whole, then renamed: a suite beside this one never reads half a dump.
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file)
  } finally {
    await pglite.close()
  }
}

const loaded = new Map<string, Promise<Blob>>()

/** A dump of a migrated database, seeded with `products` demo products (`null`: not seeded). */
export const seededDump = (products: number | null): Promise<Blob> => {
  const file = join(CACHE_DIR, `${hashOfSources()}-${products ?? "empty"}.tar`)
  const known = loaded.get(file)
  if (known !== undefined) return known
  const dump = (async () => {
    if (!existsSync(file)) await build(products, file)
    return new Blob([readFileSync(file)])
  })()
  loaded.set(file, dump)
  return dump
}
