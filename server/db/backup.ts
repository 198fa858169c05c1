import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import { type DatabaseTarget, lockDataDir, PGLITE_EXTENSIONS } from "./database.ts"

/**
 * Backup and restore of the shop's database (issue 17, docs/reliability.md "Operations"), with the
 * tools each database has: a PostgreSQL server's `pg_dump`/`pg_restore` (custom format, every
 * table, sequence and index; roles left out), and PGlite's own dump of its data folder (a gzipped
 * tarball PGlite loads back). An embedded database is backed up and restored with the shop stopped
 * (its folder's lock says so); a server's can be dumped while the shop runs.
 */
export class BackupFailed extends Error {}

const run = (command: string, args: ReadonlyArray<string>) => {
  const done = spawnSync(command, args, { encoding: "utf8" })
  if (done.error !== undefined) throw new BackupFailed(`${command} could not run: ${done.error.message}`)
  if (done.status !== 0) throw new BackupFailed(`${command} failed (exit ${done.status}): ${done.stderr.trim().slice(0, 2000)}`)
}

/** Writes a backup of the database to `file`. */
export const backup = async (target: DatabaseTarget, file: string): Promise<void> => {
  if (target._tag === "Server") return run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", file, target.url])
  if (target.dataDir === "memory://") throw new BackupFailed("An in-memory database keeps nothing to back up.")
  if (!existsSync(target.dataDir)) throw new BackupFailed(`There is no database in ${target.dataDir}.`)
  const unlock = lockDataDir(target.dataDir)
  try {
    const pglite = await PGlite.create(target.dataDir, { extensions: PGLITE_EXTENSIONS })
    const dump = await pglite.dumpDataDir("gzip")
    await pglite.close()
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    unlock()
  }
}

/**
 * Restores a backup made by `backup` into the database. A server's database gets the backup's
 * tables in place of its own (`pg_restore --clean`); an embedded folder must be empty or absent,
 * unless `replace` says to delete what it holds first.
 */
export const restore = async (target: DatabaseTarget, file: string, options: { readonly replace: boolean }): Promise<void> => {
  if (!existsSync(file)) throw new BackupFailed(`There is no backup file ${file}.`)
  if (target._tag === "Server") {
    return run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--dbname", target.url, file])
  }
  if (target.dataDir === "memory://") throw new BackupFailed("Restore into a folder (BAZAAR_DATA_DIR), not into memory.")
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    if (!options.replace) throw new BackupFailed(`${target.dataDir} holds a database already; stop the shop and restore with --replace to overwrite it.`)
    const unlock = lockDataDir(target.dataDir)
    unlock()
    rmSync(target.dataDir, { recursive: true, force: true })
  }
  mkdirSync(target.dataDir, { recursive: true })
  const unlock = lockDataDir(target.dataDir)
  try {
    const pglite = await PGlite.create(target.dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([readFileSync(file)]) })
    await pglite.query("SELECT 1")
    await pglite.close()
  } finally {
    unlock()
  }
}
