import type pg from "pg"

/**
 * Ends `client` as a broken connection is ended (released with an error, so the pool removes it),
 * and resolves once the pool has let it go: the pool's next client is a new one.
 */
export const endPoolClient = async (pool: pg.Pool, client: pg.PoolClient): Promise<void> => {
  const removed = new Promise((resolve) => pool.once("remove", resolve))
  client.release(true)
  await removed
  // The connection's own end is announced a turn later.
  await new Promise((resolve) => setImmediate(resolve))
}
