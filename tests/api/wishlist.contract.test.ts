import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WISHLIST_LIMIT } from "#domain/wishlist.ts"
import { contractClient } from "#tests/support/api-client.ts"
import { call, type Shopper, shopper } from "#tests/support/orders.ts"
import { registeredCustomer } from "#tests/support/sign-in.ts"
import { startTestServer, type TestServer } from "#tests/support/test-server.ts"

// Issue 7: the signed-in customer's wishlist (DESIGN §4). Every call acts on the session's own
// client and answers the whole list, newest first; at most WISHLIST_LIMIT products.

let server: TestServer
/** Shown products, oldest id first: more than the limit, so the limit can be reached. */
let products: ReadonlyArray<{ readonly id: string; readonly slugUrl: string }>

const query = <A extends object>(text: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => text(sql).pipe(Effect.orDie)))

const rowsOf = (clientId: string) =>
  query((sql) => sql<{ productId: string }>`SELECT product_id AS "productId" FROM wishlist_items WHERE client_id = ${clientId} ORDER BY product_id`)
    .then((rows) => rows.map((r) => r.productId))

const allRows = () => query((sql) => sql<{ n: number }>`SELECT count(*)::int AS n FROM wishlist_items`).then((rows) => rows[0]!.n)

/** Puts products straight on a client's list (fixtures for the limit), each a moment older than the last. */
const fill = (clientId: string, ids: ReadonlyArray<string>) =>
  query((sql) => sql`
    INSERT INTO wishlist_items (client_id, product_id, added_at)
    SELECT ${clientId}, id, now() - make_interval(secs => ord) FROM json_array_elements_text(${JSON.stringify(ids)}::json) WITH ORDINALITY AS t (id, ord)`)

const as = (who: Shopper) => contractClient(server.baseUrl, { cookie: who.cookie })
const wishlistIds = (answer: { readonly body: unknown }) =>
  (answer.body as { wishlist: ReadonlyArray<{ productId: string }> }).wishlist.map((e) => e.productId)

const UNKNOWN = "0123456789abcdef01234567"

beforeAll(async () => {
  server = await startTestServer({ products: 300 })
  products = await query((sql) => sql<{ id: string; slugUrl: string }>`SELECT id, slug_url AS "slugUrl" FROM products WHERE show ORDER BY id`)
  expect(products.length).toBeGreaterThan(WISHLIST_LIMIT + 20)
})
afterAll(() => server?.close())

const product = (i: number) => products[i]!

describe("the wishlist without a session", () => {
  it("answers 401 on every call, with a message, and writes nothing", async () => {
    const before = await allRows()
    const id = product(0).id
    for (const cookie of [undefined, "bazaar_session=forged"]) {
      for (const [method, path, body] of [
        ["GET", "/wishlist", undefined],
        ["PUT", `/wishlist/${id}`, undefined],
        ["DELETE", `/wishlist/${id}`, undefined],
        ["POST", "/wishlist/merge", { productIds: [id] }]
      ] as const) {
        const answer = await call(server, method, path, cookie, body)
        expect(answer.status, `${method} ${path}`).toBe(401)
        expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining("sign in") })
      }
    }
    expect(await allRows()).toBe(before)
  })
})

describe("a customer's wishlist", () => {
  it("add answers the list with the product's slug, newest first, and list answers the same", async () => {
    const asha = await shopper(server)
    const [a, b, c] = [product(0), product(1), product(2)]
    await as(asha)((api) => api.wishlist.add({ path: { productId: a.id as never } }))
    await as(asha)((api) => api.wishlist.add({ path: { productId: b.id as never } }))
    const added = await as(asha)((api) => api.wishlist.add({ path: { productId: c.id as never } }))
    expect(added.wishlist.map((e) => [e.productId, e.slugUrl])).toEqual([[c.id, c.slugUrl], [b.id, b.slugUrl], [a.id, a.slugUrl]])
    for (const entry of added.wishlist) expect(new Date(entry.addedAt).toISOString()).toBe(entry.addedAt)
    const listed = await as(asha)((api) => api.wishlist.list())
    expect(listed.wishlist).toEqual(added.wishlist)
  })

  it("adding a product twice keeps one entry, as it was", async () => {
    const asha = await shopper(server)
    const first = await as(asha)((api) => api.wishlist.add({ path: { productId: product(3).id as never } }))
    const again = await as(asha)((api) => api.wishlist.add({ path: { productId: product(3).id as never } }))
    expect(again.wishlist).toEqual(first.wishlist)
    expect(await rowsOf(asha.clientId)).toEqual([product(3).id])
  })

  it("a product that does not exist or is hidden answers 404 and is not added", async () => {
    const asha = await shopper(server)
    const unknown = await call(server, "PUT", `/wishlist/${UNKNOWN}`, asha.cookie)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ success: false, message: expect.stringContaining(UNKNOWN) })
    const hidden = product(4)
    await query((sql) => sql`UPDATE products SET show = false WHERE id = ${hidden.id}`)
    try {
      const answer = await call(server, "PUT", `/wishlist/${hidden.id}`, asha.cookie)
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) })
    } finally {
      await query((sql) => sql`UPDATE products SET show = true WHERE id = ${hidden.id}`)
    }
    expect(await rowsOf(asha.clientId)).toEqual([])
  })

  it("one customer's entries are invisible to another, whose remove cannot touch them", async () => {
    const asha = await registeredCustomer(server, "9876533333", "Asha Rao")
    const vikram = await shopper(server)
    const mine = product(5).id
    await contractClient(server.baseUrl, { cookie: asha.cookie })((api) => api.wishlist.add({ path: { productId: mine as never } }))
    const theirs = await as(vikram)((api) => api.wishlist.list())
    expect(theirs.wishlist).toEqual([])
    const removed = await as(vikram)((api) => api.wishlist.remove({ path: { productId: mine as never } }))
    expect(removed.wishlist).toEqual([])
    // A client id in the request changes nothing: the session decides whose list it is.
    const merged = await call(server, "POST", "/wishlist/merge", vikram.cookie, { productIds: [product(6).id], clientId: asha.client._id })
    expect(merged.status).toBe(200)
    expect(await rowsOf(asha.client._id)).toEqual([mine])
    expect(await rowsOf(vikram.clientId)).toEqual([product(6).id])
  })

  it("remove takes the product off, and removing it again answers the same list", async () => {
    const asha = await shopper(server)
    await as(asha)((api) => api.wishlist.merge({ payload: { productIds: [product(7).id, product(8).id] as never } }))
    const removed = await as(asha)((api) => api.wishlist.remove({ path: { productId: product(7).id as never } }))
    expect(removed.wishlist.map((e) => e.productId)).toEqual([product(8).id])
    const again = await as(asha)((api) => api.wishlist.remove({ path: { productId: product(7).id as never } }))
    expect(again.wishlist).toEqual(removed.wishlist)
    const never = await as(asha)((api) => api.wishlist.remove({ path: { productId: UNKNOWN as never } }))
    expect(never.wishlist).toEqual(removed.wishlist)
  })

  it("a deleted product leaves every wishlist, and the list still answers", async () => {
    const [asha, vikram] = [await shopper(server), await shopper(server)]
    const doomed = product(products.length - 1).id
    const kept = product(9).id
    for (const who of [asha, vikram]) await as(who)((api) => api.wishlist.merge({ payload: { productIds: [doomed, kept] as never } }))
    await query((sql) => sql`DELETE FROM products WHERE id = ${doomed}`)
    for (const who of [asha, vikram]) {
      const listed = await as(who)((api) => api.wishlist.list())
      expect(listed.wishlist.map((e) => e.productId)).toEqual([kept])
    }
  })

  it("malformed product ids answer 400 with a message, and nothing is written", async () => {
    const asha = await shopper(server)
    const before = await allRows()
    for (const [method, path, body] of [
      ["PUT", "/wishlist/not-an-id", undefined],
      ["PUT", `/wishlist/${"A".repeat(24)}`, undefined],
      ["DELETE", "/wishlist/123", undefined],
      ["POST", "/wishlist/merge", { productIds: [product(10).id, "zz"] }],
      ["POST", "/wishlist/merge", { productIds: product(10).id }],
      ["POST", "/wishlist/merge", {}],
      ["POST", "/wishlist/merge", { productIds: products.slice(0, WISHLIST_LIMIT + 1).map((p) => p.id) }]
    ] as const) {
      const answer = await call(server, method, path, asha.cookie, body)
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 60)}`).toBe(400)
      expect(answer.body).toMatchObject({ success: false, message: expect.stringMatching(/./) })
    }
    const tooMany = await call(server, "POST", "/wishlist/merge", asha.cookie, { productIds: products.slice(0, WISHLIST_LIMIT + 1).map((p) => p.id) })
    expect(tooMany.body).toMatchObject({ message: expect.stringContaining(`at most ${WISHLIST_LIMIT}`) })
    const badJson = await fetch(`${server.baseUrl}/api/v1/wishlist/merge`, {
      method: "POST", headers: { "content-type": "application/json", cookie: asha.cookie }, body: "{\"productIds\": ["
    })
    expect(badJson.status).toBe(400)
    expect(await badJson.json()).toMatchObject({ success: false, message: expect.stringContaining("JSON") })
    expect(await allRows()).toBe(before)
  })
})

describe("merging the visitor's wishlist at sign-in", () => {
  it("adds the shown products once each, in the visitor's order, and ignores unknown, hidden and repeated ids", async () => {
    const asha = await shopper(server)
    const [own1, own2, new1, new2, hidden] = [product(20), product(21), product(22), product(23), product(24)]
    await as(asha)((api) => api.wishlist.add({ path: { productId: own1.id as never } }))
    await as(asha)((api) => api.wishlist.add({ path: { productId: own2.id as never } }))
    await query((sql) => sql`UPDATE products SET show = false WHERE id = ${hidden.id}`)
    try {
      const merged = await as(asha)((api) => api.wishlist.merge({
        payload: { productIds: [new1.id, UNKNOWN, new1.id, own1.id, hidden.id, new2.id, new2.id] as never }
      }))
      expect(merged.wishlist.map((e) => e.productId)).toEqual([new1.id, new2.id, own2.id, own1.id])
      expect(merged.wishlist.map((e) => e.slugUrl)).toEqual([new1.slugUrl, new2.slugUrl, own2.slugUrl, own1.slugUrl])
    } finally {
      await query((sql) => sql`UPDATE products SET show = true WHERE id = ${hidden.id}`)
    }
    const empty = await as(asha)((api) => api.wishlist.merge({ payload: { productIds: [] } }))
    expect(empty.wishlist.map((e) => e.productId)).toEqual([new1.id, new2.id, own2.id, own1.id])
  })

  it(`never goes beyond ${WISHLIST_LIMIT}: the customer's own entries stay, the visitor's first ids fill the room`, async () => {
    const asha = await shopper(server)
    const own = products.slice(0, WISHLIST_LIMIT - 5).map((p) => p.id)
    await fill(asha.clientId, own)
    const visitor = products.slice(WISHLIST_LIMIT - 10, WISHLIST_LIMIT + 10).map((p) => p.id) // 5 already own, 15 new
    const merged = await as(asha)((api) => api.wishlist.merge({ payload: { productIds: visitor as never } }))
    expect(merged.wishlist).toHaveLength(WISHLIST_LIMIT)
    const joined = visitor.filter((id) => !own.includes(id)).slice(0, 5)
    expect(merged.wishlist.slice(0, 5).map((e) => e.productId)).toEqual(joined)
    expect([...(await rowsOf(asha.clientId))].sort()).toEqual([...own, ...joined].sort())
    const full = await as(asha)((api) => api.wishlist.merge({ payload: { productIds: [product(WISHLIST_LIMIT + 15).id] as never } }))
    expect(full.wishlist).toEqual(merged.wishlist)
  })

  it(`a ${WISHLIST_LIMIT + 1}st product answers 409 with a message; one already on the list still answers 200`, async () => {
    const asha = await shopper(server)
    await fill(asha.clientId, products.slice(0, WISHLIST_LIMIT).map((p) => p.id))
    const over = await call(server, "PUT", `/wishlist/${product(WISHLIST_LIMIT).id}`, asha.cookie)
    expect(over.status).toBe(409)
    expect(over.body).toMatchObject({ success: false, message: expect.stringContaining(`${WISHLIST_LIMIT} products`) })
    const present = await call(server, "PUT", `/wishlist/${product(0).id}`, asha.cookie)
    expect(present.status).toBe(200)
    expect(wishlistIds(present)).toHaveLength(WISHLIST_LIMIT)
    await as(asha)((api) => api.wishlist.remove({ path: { productId: product(0).id as never } }))
    const room = await call(server, "PUT", `/wishlist/${product(WISHLIST_LIMIT).id}`, asha.cookie)
    expect(room.status).toBe(200)
    expect(wishlistIds(room)[0]).toBe(product(WISHLIST_LIMIT).id)
    expect(await rowsOf(asha.clientId)).toHaveLength(WISHLIST_LIMIT)
  })

  it("adds racing for the last places fill exactly the limit", async () => {
    const asha = await shopper(server)
    await fill(asha.clientId, products.slice(0, WISHLIST_LIMIT - 3).map((p) => p.id))
    const racing = products.slice(WISHLIST_LIMIT, WISHLIST_LIMIT + 10).map((p) => p.id)
    const answers = await Promise.all(racing.map((id) => call(server, "PUT", `/wishlist/${id}`, asha.cookie)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7)
    expect(await rowsOf(asha.clientId)).toHaveLength(WISHLIST_LIMIT)
  })
})
