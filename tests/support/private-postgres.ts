import { execFileSync } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

// A PostgreSQL server of the suite's own, made with the machine's initdb and pg_ctl, for faults
// that stop the database: stopping the shared server on 127.0.0.1:5432 would pull it from under
// the suites running beside this one. PostgreSQL refuses to run as root, so as root (CI) it runs as
// the `postgres` user, as Debian's own clusters do.

const binDir = (): string => {
  const root = "/usr/lib/postgresql"
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "pg_ctl"))).sort((a, b) => Number(b) - Number(a)) : []
  if (versions[0] === undefined) {
    throw new Error("PostgreSQL's server programs (initdb, pg_ctl) are not installed: apt-get install -y postgresql")
  }
  return join(root, versions[0], "bin")
}

export interface PrivatePostgres {
  /** The server's URL (database postgres, user postgres, trust authentication). */
  readonly url: string
  /** `fast` ends sessions with an administrator's notice; `immediate` drops them like a crash. */
  readonly stop: (mode: "fast" | "immediate") => void
  readonly start: () => void
  readonly remove: () => void
}

type Run = (program: string, args: ReadonlyArray<string>) => Buffer

/**
 * A server in a folder of its own, made by `make` (initdb, or a copy of another server) and
 * started on a free port (`freePort` is asked again if another process took the port between
 * asking and starting); on failure nothing is left behind.
 */
const createServer = async (
  prefix: string,
  freePort: () => Promise<number>,
  make: (run: Run, data: string) => void,
  settings: string
): Promise<PrivatePostgres & { readonly run: Run; readonly port: () => number }> => {
  const bin = binDir()
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const run: Run = (program, args) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, program), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, program), args, { stdio: "pipe" })
  const data = join(dir, "data")
  const stopNow = () => {
    try { run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]) } catch { /* not running */ }
  }
  let port = 0
  const start = () => {
    run("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-t", "30", "start",
      "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40${settings}`])
  }
  try {
    if (asRoot) {
      const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim())
      const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim())
      chownSync(dir, uid, gid)
    }
    make(run, data)
    for (let attempt = 1; ; attempt++) {
      port = await freePort()
      try {
        start()
        break
      } catch (error) {
        stopNow()
        if (attempt === 3) throw error
      }
    }
  } catch (error) {
    stopNow()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  let removed = false
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => { run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]) },
    start,
    remove: () => {
      if (removed) return
      removed = true
      stopNow()
      rmSync(dir, { recursive: true, force: true })
    },
    run,
    port: () => port
  }
}

/** A fresh server (initdb, trust authentication). */
export const createPrivatePostgres = async (freePort: () => Promise<number>): Promise<PrivatePostgres> => {
  const { url, stop, start, remove } = await createServer("bazaar-pg-", freePort,
    (run, data) => run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]), "")
  return { url, stop, start, remove }
}

/**
 * A streaming replica of a private server (issue 18, ADR 023): `pg_basebackup -R` copies the
 * primary and writes its standby settings, and the copy starts as a hot standby on a port of its
 * own. `pauseReplay` and `resumeReplay` hold back and let go the WAL it applies, so a test can see
 * which server answered.
 */
export interface PrivateReplica extends PrivatePostgres {
  readonly pauseReplay: () => void
  readonly resumeReplay: () => void
}

export const createPrivateReplica = async (primary: PrivatePostgres, freePort: () => Promise<number>): Promise<PrivateReplica> => {
  const primaryPort = new URL(primary.url).port
  const { url, stop, start, remove, run, port } = await createServer("bazaar-pg-replica-", freePort,
    (run, data) => run("pg_basebackup", ["-h", "127.0.0.1", "-p", primaryPort, "-U", "postgres", "-D", data, "-R", "-X", "stream", "--no-sync"]),
    " -c hot_standby=on")
  const sql = (statement: string) => run("psql", ["-h", "127.0.0.1", "-p", String(port()), "-U", "postgres", "-d", "postgres", "-Atc", statement])
  return {
    url, stop, start, remove,
    pauseReplay: () => void sql("SELECT pg_wal_replay_pause()"),
    resumeReplay: () => void sql("SELECT pg_wal_replay_resume()")
  }
}
