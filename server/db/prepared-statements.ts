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

interface ParsedStatements {
  readonly connection?: { readonly parsedStatements?: Record<string, string> }
}

/**
 * Makes `client` run each statement that has parameters as a named prepared statement. `before`:
 * commands to run first (DEALLOCATE ALL for a fresh client of a PGlite session that may hold an
 * earlier client's statements).
 */
export const prepareStatementsOf = (client: pg.ClientBase, limit = PREPARED_PER_CONNECTION, before: ReadonlyArray<string> = []): void => {
  // Text to name and when it was last used. A hit only stamps its entry (a statement's text is
  // often kilobytes: each Map operation hashes it again); the least recently used is looked for
  // only when one must go.
  const names = new Map<string, { readonly name: string; used: number }>()
  let clock = 0
  const query = client.query.bind(client) as Query
  // Deallocations wait for the next statement and go just before it, so the client runs one query at a time.
  const pending = [...before]
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
    names.delete(oldest)
    delete (client as unknown as ParsedStatements).connection?.parsedStatements?.[name]
    pending.push(`DEALLOCATE ${name}`)
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
    const statement = { name: entry.name, text, values }
    if (pending.length === 0) return query(statement, callback)
    const first = pending.splice(0).join("; ")
    if (typeof callback === "function") return query(first, () => query(statement, callback))
    return new Promise((resolve) => query(first, () => resolve(undefined))).then(() => query(statement))
  }
  client.query = prepared as typeof client.query
}

/** Whether statements are prepared: on unless BAZAAR_PREPARED_STATEMENTS is "off". */
export const preparedStatementsOn = (env: NodeJS.ProcessEnv = process.env): boolean => env.BAZAAR_PREPARED_STATEMENTS !== "off"

/**
 * Each connection the pool opens prepares its statements. A connection may find statements an
 * earlier client of the same PGlite session left; they are deallocated first.
 */
export const preparingPool = (pool: pg.Pool, on = preparedStatementsOn(), limit = PREPARED_PER_CONNECTION): pg.Pool => {
  if (!on) return pool
  pool.on("connect", (client) => prepareStatementsOf(client, limit, ["DEALLOCATE ALL"]))
  return pool
}
