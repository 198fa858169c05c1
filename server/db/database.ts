import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { createPgConfig } from "@electric-sql/pglite/node-postgres"
import { Migrator, SqlClient, SqlError } from "@effect/sql"
import * as Reactivity from "@effect/experimental/Reactivity"
import { CatalogueReads } from "./catalogue-reads.ts"
import { hindiNameKeywords } from "./migrations/0051_hindi_name_keywords.ts"
import { EmbeddedVacuumLive } from "./embedded-vacuum.ts"
import { PgliteConnection } from "./pglite-connection.ts"
import { preparingPool } from "./prepared-statements.ts"
import { PgClient } from "@effect/sql-pg"
import { Context, Duration, Effect, Layer, type Scope } from "effect"
import pg from "pg"

/** Where the database lives: a PostgreSQL server by URL, or PGlite in a folder or in memory. */
export type DatabaseTarget =
  | {
      readonly _tag: "Server"
      readonly url: string
      /** A streaming replica of it for the public catalogue's reads (`DATABASE_READ_URL`, issue 18). */
      readonly readUrl?: string
    }
  | {
      readonly _tag: "Embedded"
      readonly dataDir: string
      /** In memory only: starts from this dump (`PGlite.dumpDataDir`) instead of an empty database. */
      readonly loadDataDir?: Blob
    }

export const describeTarget = (target: DatabaseTarget): string =>
  target._tag === "Server"
    ? `PostgreSQL server ${new URL(target.url).host}${new URL(target.url).pathname}` +
      (target.readUrl === undefined ? "" : `, catalogue reads from the replica ${new URL(target.readUrl).host}${new URL(target.readUrl).pathname}`)
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
export const lockDataDir = (dataDir: string): (() => void) => {
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

/**
 * PGlite's buffer cache, inside the server's own memory (its WebAssembly heap). PostgreSQL's
 * default of 128 MB puts the server over its 300 MB budget (issue 18); pages it no longer holds
 * are read again from the operating system's file cache. Measured in docs/benchmarks.md (bench:scale).
 */
export const PGLITE_SHARED_BUFFERS = "16MB"

const embeddedPool = (dataDir: string, loadDataDir: Blob | undefined) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      let unlock = () => {}
      if (dataDir !== "memory://") {
        mkdirSync(dataDir, { recursive: true })
        unlock = lockDataDir(dataDir)
      }
      const pglite = await PGlite.create(dataDir === "memory://" ? undefined : dataDir, {
        extensions: PGLITE_EXTENSIONS,
        startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
        ...(loadDataDir === undefined || dataDir !== "memory://" ? {} : { loadDataDir })
      })
      await pglite.exec(`SET pg_trgm.similarity_threshold = ${SIMILARITY_THRESHOLD}`)
      // One connection: PGlite is single-user, node-postgres queues on it.
      // PgliteConnection: each statement's messages in one call into PGlite, which writes its
      // directory's files itself (NodeFS) or keeps them in memory, so it has nothing to sync after a
      // call (ADR 026). Never closed while idle: its prepared statements live as long as PGlite's
      // one session.
      const pool = preparingPool(new pg.Pool({ ...createPgConfig(pglite), connection: new PgliteConnection(pglite, { syncToFs: false }), max: 1, idleTimeoutMillis: 0 } as pg.PoolConfig), { sharedSession: true })
      // An idle client's error ends that client (the pool opens another); it must not end the process.
      pool.on("error", () => {})
      return { pool, pglite, unlock }
    }),
    ({ pool, pglite, unlock }) => Effect.promise(async () => {
      await pool.end()
      await pglite.close()
      unlock()
    })
  )

/**
 * Search tolerance for misspellings: a query's word is corrected to a catalogue word (`%`) whose
 * trigrams it shares at least this much ("kurtha" and "kurta": 0.44). PostgreSQL's own default,
 * set per session so that a server configured otherwise does not change the search.
 */
/** The extensions the migrations create (pg_trgm: 0001): every PGlite this shop opens loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm }

export const SIMILARITY_THRESHOLD = 0.3

const withSessionSettings = (url: string) => {
  const parsed = new URL(url)
  // JIT compilation helps long analytical queries; for a shop's short queries it only adds
  // compile time (100 ms seen on a product lookup), so it is off for our sessions.
  parsed.searchParams.set("options", `-c pg_trgm.similarity_threshold=${SIMILARITY_THRESHOLD} -c jit=off`)
  return parsed.toString()
}

/** How the database pool looks from outside (pg.Pool's counts), for the metrics (docs/reliability.md). */
export interface PoolCounts {
  /** The pool's size: 10 on a PostgreSQL server, 1 on PGlite (one connection, single-user). */
  readonly max: number
  readonly total: number
  readonly idle: number
  readonly waiting: number
}

export class DatabasePool extends Context.Tag("bazaar/DatabasePool")<DatabasePool, { readonly counts: () => PoolCounts }>() {}

const countsOf = (pool: pg.Pool): PoolCounts =>
  ({ max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount })

/**
 * A PostgreSQL server's pool, made here rather than by PgClient.layer so that its counts can be
 * read (DatabasePool); made and checked as PgClient.layer does (a `SELECT 1` within 5 s at start).
 */
const serverPool = (url: string) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const pool = preparingPool(new pg.Pool({ connectionString: withSessionSettings(url), max: SERVER_POOL_SIZE, application_name: "bazaar" }))
      // A connection that breaks while idle is dropped by the pool; the next query opens another.
      pool.on("error", () => {})
      return pool
    }),
    (pool) => Effect.promise(() => pool.end()).pipe(Effect.interruptible, Effect.timeoutOption(Duration.seconds(1)))
  ).pipe(
    Effect.tap((pool) => Effect.tryPromise({
      try: () => pool.query("SELECT 1"),
      catch: (cause) => new SqlError.SqlError({ cause, message: "PgClient: Failed to connect" })
    }).pipe(Effect.timeoutFail({ duration: Duration.seconds(5), onTimeout: () => new SqlError.SqlError({ cause: new Error("Connection timed out"), message: "PgClient: Connection timed out" }) })))
  )

const SERVER_POOL_SIZE = 10

/** What a listener of a channel is told (LISTEN/NOTIFY). */
export interface ListenHandlers {
  /** A payload NOTIFYed on the channel, once its transaction committed. */
  readonly onMessage: (payload: string) => void
  /** Listening (at start, and again after a lost connection came back): anything may have changed meanwhile. */
  readonly onListening: () => void
  /** The listening connection is lost: notifications may be missed until `onListening` again. */
  readonly onLost: () => void
}

/**
 * PostgreSQL's LISTEN/NOTIFY for both databases (issue 18): what one process writes, every process
 * hears once it commits. A PostgreSQL server is listened to on a connection of its own, outside the
 * pool, made again a second after it is lost; PGlite, one process's own database, by its `listen`.
 */
export class DatabaseNotifications extends Context.Tag("bazaar/DatabaseNotifications")<DatabaseNotifications, {
  readonly listen: (channel: string, handlers: ListenHandlers) => Effect.Effect<void, never, Scope.Scope>
}>() {}

const RELISTEN_AFTER_MS = 1_000

/** How long starting to listen waits for the first LISTEN before it goes on (and keeps trying in the background). */
const FIRST_LISTEN_WAIT = Duration.seconds(5)

const listenOnServer = (url: string) => (channel: string, handlers: ListenHandlers) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      // The first attempt's end (listening, or lost): the server starts serving after it, so an
      // answer computed from its first request on is kept (a CI flake: one asked before the
      // LISTEN had answered was computed again and counted by the rate limit).
      let firstAttemptDone: () => void = () => {}
      const firstAttempt = new Promise<void>((resolve) => { firstAttemptDone = resolve })
      let client: pg.Client | undefined
      let stopped = false
      let timer: NodeJS.Timeout | undefined
      const connect = () => {
        if (stopped) return
        const made = new pg.Client({ connectionString: withSessionSettings(url), application_name: "bazaar-listen" })
        client = made
        let lost = false
        const lose = () => {
          if (lost) return
          lost = true
          firstAttemptDone()
          made.removeAllListeners("notification")
          void made.end().catch(() => {})
          if (stopped) return
          handlers.onLost()
          timer = setTimeout(connect, RELISTEN_AFTER_MS)
          timer.unref()
        }
        made.on("error", lose)
        made.on("end", lose)
        made.on("notification", (message) => {
          if (message.channel === channel) handlers.onMessage(message.payload ?? "")
        })
        made.connect()
          .then(() => made.query(`LISTEN ${pg.escapeIdentifier(channel)}`))
          .then(() => {
            if (!lost) handlers.onListening()
            firstAttemptDone()
          }, lose)
      }
      connect()
      const stop = () => {
        stopped = true
        if (timer !== undefined) clearTimeout(timer)
        return client?.end().catch(() => {})
      }
      return { stop, firstAttempt }
    }).pipe(Effect.tap(({ firstAttempt }) => Effect.promise(() => firstAttempt).pipe(Effect.timeoutOption(FIRST_LISTEN_WAIT)))),
    ({ stop }) => Effect.promise(async () => { await stop() }).pipe(Effect.timeoutOption(Duration.seconds(1)))
  ).pipe(Effect.asVoid)

/**
 * LISTEN on PGlite's one session, sent through the pool like every other statement: never between
 * the statements of a transaction the pool's client is in (a LISTEN there would be undone with a
 * rollback), never beside a statement of the pool's (PGlite's one protocol stream). Its
 * notifications come from PGlite, for this channel.
 */
const listenOnPglite = (pglite: PGlite, pool: pg.Pool) => (channel: string, handlers: ListenHandlers) => {
  const name = `"${channel.replaceAll('"', '""')}"`
  return Effect.acquireRelease(
    Effect.promise(async () => {
      const off = pglite.onNotification((from, payload) => { if (from === channel) handlers.onMessage(payload) })
      await pool.query(`LISTEN ${name}`)
      return async () => {
        off()
        await pool.query(`UNLISTEN ${name}`)
      }
    }).pipe(Effect.tap(() => Effect.sync(handlers.onListening))),
    (unlisten) => Effect.promise(() => unlisten().catch(() => {}))
  ).pipe(Effect.asVoid)
}

const catalogueReadsLayer = (target: DatabaseTarget) =>
  target._tag === "Server" && target.readUrl !== undefined
    ? Layer.scoped(CatalogueReads, Effect.map(
      PgClient.fromPool({ acquire: serverPool(target.readUrl), applicationName: "bazaar-read" }),
      (client) => ({ sql: client as SqlClient.SqlClient, replica: true })
    )).pipe(Layer.provide(Reactivity.layer))
    : Layer.effect(CatalogueReads, Effect.map(SqlClient.SqlClient, (sql) => ({ sql, replica: false })))

/** The one SQL client layer for both databases (DESIGN §7), its pool's counts, its notifications and where the catalogue is read. */
export const databaseLayer = (target: DatabaseTarget): Layer.Layer<SqlClient.SqlClient | PgClient.PgClient | DatabasePool | DatabaseNotifications | CatalogueReads, SqlError.SqlError> => {
  let pool: pg.Pool | undefined
  let pglite: PGlite | undefined
  const acquire = target._tag === "Server"
    ? serverPool(target.url).pipe(Effect.tap((made) => Effect.sync(() => void (pool = made))))
    : embeddedPool(target.dataDir, target.loadDataDir).pipe(Effect.map((made) => {
      pool = made.pool
      pglite = made.pglite
      return made.pool
    }))
  const client = PgClient.layerFromPool({ acquire, applicationName: "bazaar" })
  // Made after the client, so PGlite's instance is there to listen on.
  const notifications = Layer.effect(DatabaseNotifications, Effect.sync(() => ({
    listen: target._tag === "Server"
      ? listenOnServer(target.url)
      : (channel: string, handlers: ListenHandlers) => Effect.suspend(() => pglite === undefined || pool === undefined ? Effect.void : listenOnPglite(pglite, pool)(channel, handlers))
  })))
  return Layer.mergeAll(
    Layer.succeed(DatabasePool, { counts: () => pool === undefined ? { max: 0, total: 0, idle: 0, waiting: 0 } : countsOf(pool) }),
    notifications,
    catalogueReadsLayer(target),
    target._tag === "Embedded" ? EmbeddedVacuumLive : Layer.empty
  ).pipe(Layer.provideMerge(client))
}

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url))

/**
 * Migrations that compute data only the TypeScript can (0051: the search's transliteration of the
 * Hindi names), numbered among the SQL ones and run in their place.
 */
const CODE_MIGRATIONS: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> = {
  "0051_hindi_name_keywords": hindiNameKeywords
}

/** Versioned SQL migrations, `NNNN_name.sql`, and the CODE_MIGRATIONS, applied in order at start. */
export const loadMigrations = (): Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> => {
  const record: Record<string, Effect.Effect<void, unknown, SqlClient.SqlClient>> = {}
  const files = readdirSync(migrationsDir).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).map((f) => f.replace(/\.sql$/, ""))
  for (const name of [...files, ...Object.keys(CODE_MIGRATIONS)].sort()) {
    const code = CODE_MIGRATIONS[name]
    const text = code === undefined ? readFileSync(`${migrationsDir}${name}.sql`, "utf8") : ""
    record[name] = code ?? Effect.flatMap(SqlClient.SqlClient, (sql) => sql.unsafe(text))
  }
  return record
}

export const migrate = Migrator.make({})({ loader: Migrator.fromRecord(loadMigrations()) })

/** The migration files (`NNNN_name`) not recorded as applied in the database: readiness (/readyz). */
export const pendingMigrations = (files: ReadonlyArray<string> = Object.keys(loadMigrations())) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ readonly migration_id: number }>`SELECT migration_id FROM effect_sql_migrations`
    const applied = new Set(rows.map((row) => Number(row.migration_id)))
    return files.filter((file) => !applied.has(Number(file.slice(0, 4))))
  })
