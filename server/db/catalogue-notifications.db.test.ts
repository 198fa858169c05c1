import { SqlClient } from "@effect/sql"
import { Deferred, Effect, Exit, ManagedRuntime, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { acquireTestDatabase } from "#tests/support/test-database.ts"
import { seedCatalogue } from "../seed/seed.ts"
import { CATALOGUE_CHANNEL } from "../http/answer-cache.ts"
import { databaseLayer, DatabaseNotifications, migrate } from "./database.ts"

// Issue 38 item 3 (migration 0046, ADR 061): what the catalogue's triggers announce for each kind of
// write. A product's facts (price, name, rating, its pack sizes and options) announce 'listed:<id>',
// its stock or its reviews 'product:<id>', where it is placed (shown, category, brand, address) '*';
// a write that changes nothing announces nothing; more than 100 products at once announce '*'.
// On PGlite by default, on the PostgreSQL server with DATABASE_URL (test-database.ts).

type Runtime = ManagedRuntime.ManagedRuntime<SqlClient.SqlClient | DatabaseNotifications, unknown>
let runtime: Runtime
let release: () => Promise<void> = async () => {}
let scope: Scope.CloseableScope
const heard: Array<string> = []
let marker = 0
let waiting: { readonly payload: string; readonly done: () => void } | undefined

const run = <A>(effect: Effect.Effect<A, unknown, SqlClient.SqlClient>) => runtime.runPromise(effect)

beforeAll(async () => {
  const database = await acquireTestDatabase()
  release = database.release
  runtime = ManagedRuntime.make(databaseLayer(database.target)) as Runtime
  await run(Effect.zipRight(migrate, seedCatalogue({ products: 150, batchSize: 150 })))
  scope = await runtime.runPromise(Scope.make())
  await runtime.runPromise(Effect.gen(function* () {
    const listening = yield* Deferred.make<void>()
    const notifications = yield* DatabaseNotifications
    yield* notifications.listen(CATALOGUE_CHANNEL, {
      onMessage: (payload) => {
        if (payload === waiting?.payload) waiting.done()
        else heard.push(payload)
      },
      onListening: () => Deferred.unsafeDone(listening, Exit.void),
      onLost: () => {}
    }).pipe(Scope.extend(scope))
    yield* Deferred.await(listening)
  }))
}, 120_000)

afterAll(async () => {
  await runtime?.runPromise(Scope.close(scope, Exit.void))
  await runtime?.dispose()
  await release()
})

/**
 * What `write` announced, in order: every notification heard after it, up to a marker sent in a
 * transaction after its own (NOTIFY is delivered in commit order), so nothing is waited for by time.
 */
const announced = async (write: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>): Promise<ReadonlyArray<string>> => {
  heard.length = 0
  await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(write(sql))))
  const payload = `marker:${++marker}`
  const seen = new Promise<void>((done) => { waiting = { payload, done } })
  await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${payload})`))
  await seen
  return [...heard]
}

const anOption = () => run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string; productId: string; packSizeId: string }>`
  SELECT o.id, s.product_id AS "productId", s.id AS "packSizeId" FROM pack_size_options o JOIN pack_sizes s ON s.id = o.pack_size_id
  ORDER BY o.id LIMIT 1`)).then((rows) => rows[0]!)

describe("the catalogue's announcements", () => {
  it("an option's price or MRP: its product's facts; its stock alone: its product", async () => {
    const option = await anOption()
    expect(await announced((sql) => sql`UPDATE pack_size_options SET mrp = mrp + 1 WHERE id = ${option.id}`)).toEqual([`listed:${option.productId}`])
    expect(await announced((sql) => sql`UPDATE pack_size_options SET available_stock = available_stock + 1 WHERE id = ${option.id}`)).toEqual([`product:${option.productId}`])
  })

  it("a product's name, flags or rating: its facts; its place (shown, category, brand, address): everything; a write that changes nothing: nothing", async () => {
    const { productId } = await anOption()
    expect(await announced((sql) => sql`UPDATE products SET name = name || ' new' WHERE id = ${productId}`)).toEqual([`listed:${productId}`])
    expect(await announced((sql) => sql`UPDATE products SET hot = NOT hot, rating_count = rating_count WHERE id = ${productId}`)).toEqual([`listed:${productId}`])
    expect(await announced((sql) => sql`UPDATE products SET name = name WHERE id = ${productId}`)).toEqual([])
    expect(await announced((sql) => sql`UPDATE products SET show = NOT show WHERE id = ${productId}`)).toEqual(["*"])
    expect(await announced((sql) => sql`UPDATE products SET show = NOT show WHERE id = ${productId}`)).toEqual(["*"])
    expect(await announced((sql) => sql`UPDATE products SET slug_url = slug_url || '-x' WHERE id = ${productId}`)).toEqual(["*"])
  })

  it("more than 100 products in one statement: everything; a few: each of them", async () => {
    expect(await announced((sql) => sql`UPDATE products SET description = description || '.'`)).toEqual(["*"])
    const few = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string }>`SELECT id FROM products ORDER BY id LIMIT 3`))
    const ids = few.map((row) => row.id)
    expect([...await announced((sql) => sql`UPDATE products SET description = description || '.' WHERE id IN ${sql.in(ids)}`)].sort())
      .toEqual(ids.map((id) => `listed:${id}`).sort())
  })

  it("a pack size changed, added or removed: its product's facts; the same values written again: nothing", async () => {
    const option = await anOption()
    expect(await announced((sql) => sql`UPDATE pack_sizes SET thumbnail = thumbnail || '?' WHERE id = ${option.packSizeId}`)).toEqual([`listed:${option.productId}`])
    expect(await announced((sql) => sql`UPDATE pack_sizes SET name = name WHERE id = ${option.packSizeId}`)).toEqual([])
    expect(await announced((sql) => sql`
      INSERT INTO pack_sizes (id, product_id, name, position) VALUES ('ps-notify-test', ${option.productId}, 'Trial', 99)`)).toEqual([`listed:${option.productId}`])
    expect(await announced((sql) => sql`
      INSERT INTO pack_size_options (id, pack_size_id, name, price, mrp, available_stock, position) VALUES ('pso-notify-test', 'ps-notify-test', 'One', 10, 10, 1, 0)`))
      .toEqual([`listed:${option.productId}`])
    expect(await announced((sql) => sql`DELETE FROM pack_sizes WHERE id = 'ps-notify-test'`)).toContain(`listed:${option.productId}`)
  })

  it("a review's stars: its product and its facts (the rating); its words: its product; a helpful vote: nothing", async () => {
    const [review] = await run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id: string; productId: string; rating: number }>`
      SELECT id, product_id AS "productId", rating FROM reviews WHERE NOT hidden ORDER BY id LIMIT 1`))
    expect(review, "the seed writes reviews").toBeDefined()
    const other = review!.rating === 1 ? 5 : 1
    expect(await announced((sql) => sql`UPDATE reviews SET rating = ${other} WHERE id = ${review!.id}`))
      .toEqual(expect.arrayContaining([`product:${review!.productId}`, `listed:${review!.productId}`]))
    expect(await announced((sql) => sql`UPDATE reviews SET body = body || ' Still good.' WHERE id = ${review!.id}`)).toEqual([`product:${review!.productId}`])
    expect(await announced((sql) => sql`UPDATE reviews SET helpful_count = helpful_count + 1 WHERE id = ${review!.id}`)).toEqual([])
  })

  it("the taxonomy and the settings: everything, as before", async () => {
    expect(await announced((sql) => sql`UPDATE shop_settings SET rain_status = NOT rain_status`)).toEqual(["*"])
    expect(await announced((sql) => sql`UPDATE categories SET name = name`)).toEqual(["*"])
  })
})

describe("starting to listen", () => {
  // A CI flake on the PostgreSQL server: the server answered its first request before its LISTEN had
  // been answered, so the answer cache kept nothing yet (tests/api/expensive-reads.contract.test.ts
  // saw a read it had asked before counted again). `listen` now returns once the first LISTEN is in.
  it("is listening when `listen` returns: onListening has been called and a change made next is heard", async () => {
    const events: Array<string> = []
    const channel = `bazaar_start_${Date.now()}`
    const gotChange = await runtime.runPromise(Effect.scoped(Effect.gen(function* () {
      const got = yield* Deferred.make<string>()
      const notifications = yield* DatabaseNotifications
      yield* notifications.listen(channel, {
        onMessage: (payload) => Deferred.unsafeDone(got, Exit.succeed(payload)),
        onListening: () => events.push("listening"),
        onLost: () => events.push("lost")
      })
      events.push("returned")
      const sql = yield* SqlClient.SqlClient
      yield* sql`SELECT pg_notify(${channel}, 'first')`
      return yield* Deferred.await(got).pipe(Effect.timeoutFail({ duration: "20 seconds", onTimeout: () => new Error("a change made after `listen` returned was never heard") }))
    })))
    expect(events.slice(0, 2)).toEqual(["listening", "returned"])
    expect(gotChange).toBe("first")
  })
})
