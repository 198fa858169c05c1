import type pg from "pg"

// Issue 18 item 3, prepared statements (ADR 026). Every statement the shop sends with parameters
// runs as a named prepared statement of its connection: PostgreSQL parses and analyses its text
// once per connection instead of on every call, and keeps its plan when a generic plan serves as
// well as a fresh one (plan_cache_mode's default). On PGlite a session lookup fell from 0.61 to
// 0.11 ms, the priced lines of an order from 0.65 to 0.11 ms (docs/benchmarks.md). node-postgres
// prepares a statement when the query names it; this names them, as postgres.js and pgx do by
// default, keeping each connection's most recently used PREPARED_PER_CONNECTION statements (the
// texts of `IN (…)` lists and multi-row inserts vary with their length) and deallocating the rest.
//
// Statements without parameters (BEGIN, COMMIT, migrations of several commands, LISTEN) keep the
// simple protocol: a prepared statement holds one command. A pooler in transaction mode (PgBouncer
// before 1.21) cannot keep a connection's prepared statements; set BAZAAR_PREPARED_STATEMENTS=off
// behind one.

/** How many statements a connection keeps prepared; the least recently used beyond it are deallocated. */
export const PREPARED_PER_CONNECTION = 200

/** Statement names are never reused, in any connection of this process (PGlite's one session outlives its clients). */
let named = 0

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown
type Callback = (error: Error | null, result?: unknown) => void

interface PgConnectionState {
  readonly connection?: { readonly parsedStatements?: Record<string, string> }
}

/** What one client holds prepared, and what waits to be deallocated. */
export interface PreparedStatements {
  /** Names the server holds that this client no longer uses (evicted, or an earlier client's on a shared session). */
  readonly unused: Array<string>
  /** Names the server holds for this client now. */
  readonly held: () => ReadonlyArray<string>
  /**
   * Sends the waiting deallocations. Only when the client is idle and outside a transaction (the
   * pool calls it as the client comes back): a DEALLOCATE that fails then aborts nothing.
   */
  readonly deallocateUnused: () => void
}

/**
 * Makes `client` run each statement that has parameters as a named prepared statement, keeping the
 * `limit` most recently used; the others' deallocation waits for `deallocateUnused`.
 */
export const prepareStatementsOf = (client: pg.ClientBase, limit = PREPARED_PER_CONNECTION): PreparedStatements => {
  // Text to name and when it was last used. A hit only stamps its entry (a statement's text is
  // often kilobytes: each Map operation hashes it again); the least recently used is looked for
  // only when one must go.
  const names = new Map<string, { readonly name: string; used: number }>()
  let clock = 0
  const query = client.query.bind(client) as Query
  const parsed = () => (client as unknown as PgConnectionState).connection?.parsedStatements ?? {}
  const unused: Array<string> = []
  /** Drops a name from node-postgres's record and ours; `onServer`: the server holds it, to be deallocated later. */
  const drop = (text: string, name: string, onServer: boolean) => {
    if (names.get(text)?.name === name) names.delete(text)
    const record = parsed()
    if (record[name] !== undefined) delete record[name]
    if (onServer) unused.push(name)
  }
  const evictLeastRecent = () => {
    let oldest: string | undefined
    let oldestUsed = Infinity
    for (const [text, entry] of names) {
      if (entry.used < oldestUsed) {
        oldest = text
        oldestUsed = entry.used
      }
    }
    if (oldest === undefined) return
    const { name } = names.get(oldest)!
    // Only a statement that was parsed is on the server (a DEALLOCATE of any other name fails).
    drop(oldest, name, parsed()[name] !== undefined)
  }
  /**
   * After a failure: a statement whose Parse failed is not on the server; one whose values could not
   * be sent (an error without a code) was closed by node-postgres; one the server no longer has
   * (26000) must be prepared again. Each is forgotten, and the next call prepares it under a new name.
   */
  const settle = (text: string, name: string, error: unknown) => {
    const code = (error as { readonly code?: unknown }).code
    if (parsed()[name] === undefined || code === undefined || code === "26000") drop(text, name, false)
  }
  const prepared: Query = (text, values, callback) => {
    if (typeof text !== "string" || !Array.isArray(values) || values.length === 0) return query(text, values, callback)
    let entry = names.get(text)
    if (entry === undefined) {
      if (names.size >= limit) evictLeastRecent()
      entry = { name: `bz_${(named++).toString(36)}`, used: 0 }
      names.set(text, entry)
    }
    entry.used = ++clock
    const { name } = entry
    const statement = { name, text, values }
    if (typeof callback === "function") {
      return query(statement, (error: Error | null, result: unknown) => {
        if (error !== null && error !== undefined) settle(text, name, error)
        ;(callback as Callback)(error, result)
      })
    }
    return (query(statement) as Promise<unknown>).catch((error: unknown) => {
      settle(text, name, error)
      throw error
    })
  }
  client.query = prepared as typeof client.query
  return {
    unused,
    held: () => [...names.values()].map((entry) => entry.name).filter((name) => parsed()[name] !== undefined),
    deallocateUnused: () => {
      if (unused.length === 0) return
      const commands = unused.splice(0).map((name) => `DEALLOCATE ${name}`).join("; ")
      // A failure leaves those statements on the server until the connection ends; nothing else depends on it.
      query(commands, () => {})
    }
  }
}

/** Whether statements are prepared: on unless BAZAAR_PREPARED_STATEMENTS is "off". */
export const preparedStatementsOn = (env: NodeJS.ProcessEnv = process.env): boolean => env.BAZAAR_PREPARED_STATEMENTS !== "off"

/**
 * Each connection the pool opens prepares its statements; each client's unused statements are
 * deallocated as it comes back to the pool (idle, its transaction ended). `sharedSession`: the
 * pool's clients are one database session in turn (PGlite), so what a client leaves prepared when
 * it ends is the next client's to deallocate.
 */
export const preparingPool = (pool: pg.Pool, options: { readonly on?: boolean; readonly limit?: number; readonly sharedSession?: boolean } = {}): pg.Pool => {
  if (!(options.on ?? preparedStatementsOn())) return pool
  const clients = new WeakMap<pg.ClientBase, PreparedStatements>()
  const orphans: Array<string> = []
  pool.on("connect", (client) => {
    const statements = prepareStatementsOf(client, options.limit ?? PREPARED_PER_CONNECTION)
    if (options.sharedSession === true) statements.unused.push(...orphans.splice(0))
    clients.set(client, statements)
  })
  pool.on("release", (error, client) => {
    if (error === undefined || error === null) clients.get(client)?.deallocateUnused()
  })
  pool.on("remove", (client) => {
    const statements = clients.get(client)
    if (statements !== undefined && options.sharedSession === true) orphans.push(...statements.unused, ...statements.held())
  })
  return pool
}
