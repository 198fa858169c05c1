// `npm run backup -- [file]` and `npm run restore -- <file> [--replace]` (issue 17): the shop's
// database (DATABASE_URL, else BAZAAR_DATA_DIR or .data/pglite) to a file and back. See README.
import { backup, BackupFailed, restore } from "../server/db/backup.ts"
import type { DatabaseTarget } from "../server/db/database.ts"

const databaseUrl = process.env["DATABASE_URL"]
const target: DatabaseTarget = databaseUrl !== undefined && databaseUrl !== ""
  ? { _tag: "Server", url: databaseUrl }
  : { _tag: "Embedded", dataDir: process.env["BAZAAR_DATA_DIR"] ?? ".data/pglite" }

const [command, ...args] = process.argv.slice(2)
const stamp = new Date().toISOString().replace(/[:.]/g, "-")

try {
  if (command === "backup") {
    const file = args[0] ?? `bazaar-${stamp}.${target._tag === "Server" ? "pgdump" : "tar.gz"}`
    await backup(target, file)
    console.log(`Backed up ${target._tag === "Server" ? "the PostgreSQL database" : target.dataDir} to ${file}`)
  } else if (command === "restore" && args[0] !== undefined) {
    await restore(target, args[0], { replace: args.includes("--replace") })
    console.log(`Restored ${args[0]} into ${target._tag === "Server" ? "the PostgreSQL database" : target.dataDir}`)
  } else {
    console.error("Use: npm run backup -- [file]   or   npm run restore -- <file> [--replace]")
    process.exitCode = 2
  }
} catch (error) {
  console.error(error instanceof BackupFailed || error instanceof Error ? error.message : String(error))
  process.exitCode = 1
}
